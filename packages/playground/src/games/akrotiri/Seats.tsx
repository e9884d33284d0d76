/**
 * Each seat's things, as the viewer may see them: its player board (the temples still on it and
 * the rewards they uncovered, K1.4), drachmas, boat and cargo (K5.2), the tile in hand (the
 * viewer's own, or one the Oracle showed; else its back), map cards (the viewer's own face up;
 * of the other seat only backs by tier), the map cards excavated (face up, K5.3), goal cards (the
 * viewer's own face up; of the other seat a count beside those taken face up, K8) and, once the
 * game is over, the final scores (K6.2). The viewer's cargo cubes (sell, unload) and map cards
 * (excavate, then a quarter) light up as the kit's click paths say.
 *
 * @module
 */
import type { ReactNode } from 'react';
import { BASE_ACTIONS, PROVISIONAL_COMPONENTS, TEMPLE_REWARDS, TIERS, actionsFor, type AkrotiriAction, type AkrotiriView, type GoalId, type MapCard, type SeatView } from '@tabula/akrotiri';
import { plural, seatColour, seatName } from '../kit';
import { Pick, type Clicks } from '../clicks';
import { BoatGlyph, CARD_H, CARD_W, CardBack, Coin, CubeGlyph, GOAL_H, GOAL_W, GoalCardArt, INERT, INK, MUTED, MapCardArt, TempleGlyph, TileArt, TileBack } from './art';
import { dockWords, goalWords, mapWords, requirementWords, rewardWords, type Target as Thing } from '@tabula/akrotiri/ui';

/** A seat board's width in pixels. */
export const SEAT_W = 492;

const CARDS_X = 96;
const PER_ROW = Math.floor((SEAT_W - CARDS_X - 8) / (CARD_W + 6));
const GOALS_PER_ROW = 3;

/** Rows of `n` things, `per` a row (at least one row). */
const rows = (n: number, per: number): number => Math.max(1, Math.ceil(n / per));

/** Where each part of a seat board starts, from its top, and its height. */
export function seatLayout(view: AkrotiriView, seat: number): { hand: number; excavated: number; goals: number; final: number; height: number } {
  const s = view.seats[seat]!;
  const handCount = s.maps ? s.maps.length : TIERS.filter((t) => (s.mapCounts?.[t] ?? 0) > 0).length;
  const hand = 92;
  const excavated = hand + 18 + rows(handCount, PER_ROW) * (CARD_H + 6);
  const goals = excavated + (s.excavated.length > 0 ? 18 + rows(s.excavated.length, PER_ROW + 1) * (CARD_H + 6) : 0);
  const shown = shownGoals(view, seat);
  const goalCards = shown.length + (s.goalCount > shown.length ? 1 : 0);
  const final = goals + 18 + rows(goalCards, GOALS_PER_ROW) * (GOAL_H + 6);
  const height = final + (view.final?.[seat] ? 40 : 4);
  return { hand, excavated, goals, final, height };
}

/**
 * The goal cards of a seat the viewer sees: its own; of another seat, those taken face up (K8)
 * and, once the game is over, every one (shown for scoring, K6.2: the final scores name them).
 */
function shownGoals(view: AkrotiriView, seat: number): GoalId[] {
  const s = view.seats[seat]!;
  if (s.goals) return s.goals;
  const final = view.final?.[seat];
  return final ? (Object.keys(final.goals) as GoalId[]) : s.openGoals;
}

/** What a seat board needs. */
export interface SeatBoardProps {
  view: AkrotiriView;
  viewer: number | null;
  seat: number;
  /** The board's selection, through the kit's click paths. */
  clicks: Clicks<AkrotiriAction, Thing>;
  x: number;
  y: number;
  height: number;
}

/** A small heading inside a seat board. */
function Label({ x, y, children }: { x: number; y: number; children: ReactNode }): ReactNode {
  return (
    <text x={x} y={y} fontSize={10.5} fontWeight={600} fill={MUTED} style={INERT}>
      {children}
    </text>
  );
}

/** One seat's board. */
export function SeatBoard({ view, viewer, seat, clicks, x, y, height }: SeatBoardProps): ReactNode {
  const s: SeatView = view.seats[seat]!;
  const own = seat === viewer;
  const colour = seatColour(seat);
  const layout = seatLayout(view, seat);
  const components = view.components ?? PROVISIONAL_COMPONENTS;
  const maps = new Map(components.maps.map((m) => [m.id, m]));
  const tiles = new Map(components.tiles.map((t) => [t.id, t]));
  const active = (view.active ?? []).includes(seat);
  const removed = TEMPLE_REWARDS.length - s.templesLeft;
  const mapVp = s.excavated.reduce((sum, id) => sum + (maps.get(id)?.vp ?? 0), 0);
  const final = view.final?.[seat];
  const inHand = s.tile ? tiles.get(s.tile) : undefined;
  const goals = shownGoals(view, seat);

  return (
    <g role="group" aria-label={`${seatName(seat)}${own ? ' (you)' : ''}`} data-seat={seat}>
      <rect x={x} y={y} width={SEAT_W} height={height} rx={10} fill={active ? '#fffaf0' : '#fbfbfa'} stroke={colour} strokeWidth={active ? 3 : 1.5} style={INERT} />
      {/* Name, start player, drachmas, actions. */}
      <g style={INERT}>
        <circle cx={x + 16} cy={y + 17} r={7} fill={colour} />
        <text x={x + 29} y={y + 22} fontSize={14} fontWeight={700} fill={colour}>
          {seatName(seat)}
          {own ? ' (you)' : ''}
          {seat === view.startPlayer ? ' · start player' : ''}
        </text>
        <Coin x={x + SEAT_W - 190} y={y + 17} r={10} value={s.drachmas} />
        <text x={x + SEAT_W - 176} y={y + 21} fontSize={11} fill={INK}>
          drachmas
        </text>
        <text x={x + SEAT_W - 12} y={y + 21} textAnchor="end" fontSize={11} fill={INK}>
          {mapVp} VP in maps
        </text>
      </g>
      {/* The player board (K1.4): the base space, then six rewards, temples on those not yet uncovered. */}
      <g aria-label={`Player board: ${plural(s.templesLeft, 'temple')} left, ${actionsFor(s.templesLeft)} actions a turn`}>
        {[{ kind: 'base' as const }, ...TEMPLE_REWARDS].map((reward, i) => {
          const sx = x + 10 + i * 38;
          const sy = y + 32;
          const covered = i > 0 && i - 1 >= removed;
          const text = reward.kind === 'base' ? String(BASE_ACTIONS) : reward.kind === 'actions' ? String(reward.actions) : reward.kind === 'goal' ? 'goal' : 'end';
          return (
            <g key={i} style={INERT}>
              <rect x={sx} y={sy} width={34} height={36} rx={4} fill={covered ? '#efe9dc' : '#fffdf7'} stroke="#cfc6b4" />
              {covered ? (
                <TempleGlyph seat={seat} x={sx + 17} y={sy + 18} size={20} />
              ) : (
                <>
                  <text x={sx + 17} y={sy + 18} textAnchor="middle" fontSize={reward.kind === 'actions' || reward.kind === 'base' ? 14 : 10} fontWeight={700} fill={INK}>
                    {text}
                  </text>
                  <text x={sx + 17} y={sy + 30} textAnchor="middle" fontSize={8} fill={MUTED}>
                    {reward.kind === 'actions' || reward.kind === 'base' ? 'actions' : reward.kind === 'goal' ? 'card' : 'game'}
                  </text>
                </>
              )}
              <title>{reward.kind === 'base' ? `${BASE_ACTIONS} actions a turn` : rewardWords(reward)}</title>
            </g>
          );
        })}
        <text x={x + 10 + 7 * 38} y={y + 46} fontSize={11} fill={INK} style={INERT}>
          {plural(s.templesLeft, 'temple')} left
        </text>
        <text x={x + 10 + 7 * 38} y={y + 60} fontSize={11} fill={INK} style={INERT}>
          {actionsFor(s.templesLeft)} actions a turn
        </text>
      </g>
      {/* The boat and its cargo (K5.2). */}
      <g aria-label={`Boat: ${s.boat ? dockWords(s.boat) : 'not placed yet'}; cargo: ${s.cargo.join(', ') || 'none'}`}>
        <BoatGlyph seat={seat} x={x + SEAT_W - 104} y={y + 58} size={34} />
        {[0, 1, 2].map((i) => {
          const color = s.cargo[i];
          const cx = x + SEAT_W - 74 + i * 22;
          // The viewer's own cargo is the kit's `cargo` target of its colour.
          const thing: Thing | null = color && own ? { kind: 'cargo', color } : null;
          const cubeActs = thing ? clicks.acts(thing) : [];
          return color ? (
            <Pick key={i} at={thing} clicks={clicks} label={`A ${color} cube aboard: ${cubeActs[0]?.type === 'sell' ? 'sell it' : cubeActs[0]?.type === 'unload' ? 'unload it' : 'cargo'}`}>
              <rect x={cx - 9} y={y + 40} width={18} height={18} rx={3} fill="#ffffff" stroke={cubeActs.length > 0 ? '#e8a200' : '#cfc6b4'} />
              <g style={INERT}>
                <CubeGlyph color={color} x={cx} y={y + 49} size={12} />
              </g>
            </Pick>
          ) : (
            <rect key={i} x={cx - 9} y={y + 40} width={18} height={18} rx={3} fill="#ffffff" stroke="#cfc6b4" strokeDasharray="3 2" style={INERT} />
          );
        })}
        <text x={x + SEAT_W - 10} y={y + 73} textAnchor="end" fontSize={9} fill={MUTED} style={INERT}>
          {s.boat ? dockWords(s.boat) : 'boat not placed'}
        </text>
      </g>
      {/* The tile in hand (K4.4, K5.6). */}
      <Label x={x + 10} y={y + layout.hand + 10}>
        Tile in hand
      </Label>
      <g aria-label={inHand ? `${own ? 'Your tile in hand' : 'Tile in hand, shown by the Oracle'}: tile ${inHand.id}` : s.hasTile ? 'A tile in hand, face down' : 'No tile in hand'}>
        {inHand ? (
          <>
            <TileArt tile={inHand} x={x + 10} y={y + layout.hand + 16} size={64} />
            <text x={x + 42} y={y + layout.hand + 92} textAnchor="middle" fontSize={10} fill={INK} style={INERT}>
              {inHand.id}
              {s.tileFaceUp ? ' (shown)' : ''}
            </text>
          </>
        ) : s.hasTile ? (
          <TileBack x={x + 10} y={y + layout.hand + 16} size={64} />
        ) : (
          <rect x={x + 10} y={y + layout.hand + 16} width={64} height={64} rx={3} fill="none" stroke="#cfc6b4" strokeDasharray="4 3" style={INERT} />
        )}
      </g>
      {/* Map cards in hand. */}
      <Label x={x + CARDS_X} y={y + layout.hand + 10}>
        {s.maps ? `Map cards (${s.maps.length})` : `Map cards (${TIERS.reduce((n, t) => n + (s.mapCounts?.[t] ?? 0), 0)}, face down)`}
      </Label>
      {s.maps
        ? s.maps.map((id, i) => {
            const map = maps.get(id);
            const mx = x + CARDS_X + (i % PER_ROW) * (CARD_W + 6);
            const my = y + layout.hand + 16 + Math.floor(i / PER_ROW) * (CARD_H + 6);
            return (
              <Pick key={id} at={own ? { kind: 'map', map: id } : null} clicks={clicks} label={map ? `Excavate with ${mapWords(map)}` : `Map ${id}`}>
                <rect x={mx} y={my} width={CARD_W} height={CARD_H} rx={5} fill="#fbf6e9" />
                {map ? <MapCardArt map={map} x={mx} y={my} /> : <CardBack x={mx} y={my} tier={null} count={1} w={CARD_W} h={CARD_H} />}
                {map && <title>{`${map.id}: ${requirementWords(map)}; cost ${map.cost}, ${map.vp} VP`}</title>}
              </Pick>
            );
          })
        : TIERS.filter((t) => (s.mapCounts?.[t] ?? 0) > 0).map((tier, i) => (
            <g key={tier} aria-label={`${plural(s.mapCounts[tier], `${tier} map card`)}, face down`}>
              <CardBack x={x + CARDS_X + i * (CARD_W + 6)} y={y + layout.hand + 16} tier={tier} count={s.mapCounts[tier]} w={CARD_W} h={CARD_H} />
            </g>
          ))}
      {(s.maps ? s.maps.length === 0 : TIERS.every((t) => (s.mapCounts?.[t] ?? 0) === 0)) && (
        <text x={x + CARDS_X} y={y + layout.hand + 40} fontSize={10.5} fill={MUTED} style={INERT}>
          none
        </text>
      )}
      {/* Map cards excavated, face up (K5.3, K6.2). */}
      {s.excavated.length > 0 && (
        <>
          <Label x={x + 10} y={y + layout.excavated + 10}>
            Temples excavated with ({s.excavated.length})
          </Label>
          {s.excavated.map((id, i) => {
            const map: MapCard | undefined = maps.get(id);
            const mx = x + 10 + (i % (PER_ROW + 1)) * (CARD_W + 6);
            const my = y + layout.excavated + 16 + Math.floor(i / (PER_ROW + 1)) * (CARD_H + 6);
            return <g key={id}>{map ? <MapCardArt map={map} x={mx} y={my} dim /> : null}</g>;
          })}
        </>
      )}
      {/* Goal cards (K3.4, K8). */}
      <Label x={x + 10} y={y + layout.goals + 10}>
        {s.goals || view.final ? `Goal cards (${s.goalCount})` : `Goal cards (${s.goalCount}${s.openGoals.length > 0 ? `, ${s.openGoals.length} face up` : ', face down'})`}
      </Label>
      {goals.map((goal, i) => {
        const gx = x + 10 + (i % GOALS_PER_ROW) * (GOAL_W + 8);
        const gy = y + layout.goals + 16 + Math.floor(i / GOALS_PER_ROW) * (GOAL_H + 6);
        return (
          <g key={goal} aria-label={goalWords(goal)}>
            <GoalCardArt goal={goal} x={gx} y={gy} note={final ? `${final.goals[goal] ?? 0} pts scored` : s.openGoals.includes(goal) ? 'face up' : own ? 'secret' : undefined} />
          </g>
        );
      })}
      {s.goalCount > goals.length && (
        <g aria-label={`${plural(s.goalCount - goals.length, 'goal card')} face down`}>
          {(() => {
            const i = goals.length;
            const gx = x + 10 + (i % GOALS_PER_ROW) * (GOAL_W + 8);
            const gy = y + layout.goals + 16 + Math.floor(i / GOALS_PER_ROW) * (GOAL_H + 6);
            return (
              <>
                <CardBack x={gx} y={gy} tier={null} count={s.goalCount - goals.length} w={44} h={GOAL_H} />
                <text x={gx + 52} y={gy + 36} fontSize={10.5} fill={MUTED} style={INERT}>
                  face down
                </text>
              </>
            );
          })()}
        </g>
      )}
      {(s.goals ? s.goals.length === 0 : s.goalCount === 0) && (
        <text x={x + 10} y={y + layout.goals + 40} fontSize={10.5} fill={MUTED} style={INERT}>
          none
        </text>
      )}
      {/* The final score (K6.2). */}
      {final && (
        <g style={INERT} aria-label={`Final score of ${seatName(seat)}: ${final.total}`}>
          <text x={x + 10} y={y + layout.final + 16} fontSize={13} fontWeight={700} fill={INK}>
            Final score: {final.total}
          </text>
          <text x={x + 10} y={y + layout.final + 32} fontSize={10.5} fill={INK}>
            {`${final.maps} from maps · ${Object.entries(final.goals).map(([g, n]) => `${n} from ${g}`).join(' · ') || 'no goal card'} · ${final.drachmas} from drachmas`}
          </text>
        </g>
      )}
    </g>
  );
}
