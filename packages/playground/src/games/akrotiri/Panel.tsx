/**
 * Beside the Akrotiri sea: whose turn it is and what is owed (the turn's actions, End turn),
 * Thera's market with each colour's prices and the next sale's price (K1.3), the Oracle (K5.6),
 * the decks (tiles, the Oracle's discards, the three map decks with their prices, goal cards),
 * and the goal cards on offer: the revealed ones of the strategic variant (K8) and those the
 * viewer drew to keep one (K3.4). The market rows (a cube for the second cube, then its quarter)
 * and the goal cards light up as the kit's click paths say; End turn, the Oracle's icons and the
 * map decks are the kit's buttons.
 *
 * @module
 */
import type { ReactNode } from 'react';
import { BUY_PRICES, COLORS, ICONS, ICON_COLOR, MARKET_PRICES, TIERS, type AkrotiriAction, type AkrotiriView, type Color, type GoalId, type Icon, type Tier } from '@tabula/akrotiri';
import { Target, capitalized, plural, seatColour, seatName } from '../kit';
import { Pick, type Clicks } from '../clicks';
import { CardBack, CubeGlyph, GOAL_H, GOAL_W, GoalCardArt, IconGlyph, INERT, INK, MUTED, TileBack, wrap } from './art';
import { akrotiriWords, goalWords, type Target as Thing } from '@tabula/akrotiri/ui';

/** The panel's width in pixels. */
export const PANEL_W = 344;

/** The icon of each cube colour (K1.2). */
const COLOR_ICON = Object.fromEntries(Object.entries(ICON_COLOR).map(([icon, color]) => [color, icon])) as Record<Color, Icon>;

/** The goal cards on offer to draw: revealed (K8), or drawn by the viewer to keep one (K3.4). */
function offered(view: AkrotiriView): { title: string; goals: string[]; kind: 'takeGoal' | 'keepGoal' | null } {
  const p = view.pending;
  if (p?.kind === 'keepGoal' && p.drawn) return { title: 'Keep one of the goal cards you drew', goals: p.drawn, kind: 'keepGoal' };
  if ((view.revealedGoals ?? []).length > 0) return { title: 'Revealed goal cards (strategic variant)', goals: view.revealedGoals, kind: 'takeGoal' };
  return { title: '', goals: [], kind: null };
}

/** The lines of the Oracle's discards, as drawn. */
function discardLines(view: AkrotiriView): string[] {
  const discards = view.tileDiscards ?? [];
  return wrap(`Oracle’s discards (${discards.length}): ${discards.join(' ') || 'none'}`, 60);
}

/** Where each part of the panel starts, from its top, and its height. */
export function panelLayout(view: AkrotiriView): { market: number; oracle: number; decks: number; goals: number; height: number } {
  const market = 96;
  const oracle = market + 22 + 4 * 26 + 6;
  const decks = oracle + 58;
  const goals = decks + 92 + discardLines(view).length * 11;
  const offer = offered(view);
  const waiting = view.pending?.kind === 'keepGoal' && !view.pending.drawn;
  const rows = Math.ceil(offer.goals.length / 2);
  const height = goals + (rows > 0 ? 20 + rows * (GOAL_H + 6) : waiting ? 24 : 0);
  return { market, oracle, decks, goals, height };
}

/** What the panel needs. */
export interface PanelProps {
  view: AkrotiriView;
  viewer: number | null;
  /** The board's selection, through the kit's click paths. */
  clicks: Clicks<AkrotiriAction, Thing>;
  /** Its top-left corner in pixels. */
  x: number;
  y: number;
}

/** A section's title. */
function Title({ x, y, children }: { x: number; y: number; children: ReactNode }): ReactNode {
  return (
    <text x={x} y={y} fontSize={12.5} fontWeight={700} fill={INK} style={INERT}>
      {children}
    </text>
  );
}

/** The turn, the market, the Oracle, the decks and the goal cards on offer. */
export function Panel({ view, viewer, clicks, x, y }: PanelProps): ReactNode {
  const layout = panelLayout(view);
  const turn = view.turn;
  const actor = view.active?.[0];
  const chooser = clicks.chooser;
  // The kit's buttons (no path), each drawn where it belongs: End turn, the Oracle, the map decks.
  const buttons = clicks.buttons.map((b) => b.action);
  const endTurn = buttons.filter((a) => a.type === 'endTurn');
  const market = view.market ?? ({ red: 0, blue: 0, green: 0, grey: 0 } as Record<Color, number>);
  const offer = offered(view);
  const headline =
    view.phase === 'over'
      ? `Game over${view.ending === 'noTiles' ? ': the tiles ran out' : view.ending === 'lastTemple' ? ': a 6th temple was found' : ''}`
      : view.phase === 'setup'
        ? 'Setup'
        : `Turn ${turn?.number ?? ''}${turn ? ` · ${seatName(turn.seat)}${turn.seat === viewer ? ' (you)' : ''}` : ''}`;
  return (
    <g className="akrotiri-panel" role="group" aria-label="Thera’s market, the Oracle and the decks">
      <rect x={x} y={y} width={PANEL_W} height={layout.height} rx={10} fill="#fbf8f1" stroke="#d8cfbd" style={INERT} />
      {/* The turn. */}
      <text x={x + 12} y={y + 22} fontSize={15} fontWeight={700} fill={actor !== undefined ? seatColour(actor) : INK} style={INERT}>
        {headline}
      </text>
      {wrap(akrotiriWords.banner(view, viewer), 54)
        .slice(0, 2)
        .map((line, i) => (
          <text key={i} x={x + 12} y={y + 40 + i * 14} fontSize={11.5} fill="#8a4b00" style={INERT} data-testid={i === 0 ? 'akrotiri-pending' : undefined}>
            {line}
          </text>
        ))}
      {turn && view.phase === 'play' && (
        <g style={INERT} aria-label={`Actions: ${turn.used} of ${turn.allowed} used`}>
          {Array.from({ length: turn.allowed }, (_, i) => (
            <circle key={i} cx={x + 18 + i * 16} cy={y + 76} r={6} fill={i < turn.used ? '#b9b2a3' : seatColour(turn.seat)} stroke="#fff" strokeWidth={1.5} />
          ))}
          <text x={x + 18 + turn.allowed * 16} y={y + 80} fontSize={11} fill={MUTED}>
            {turn.allowed - turn.used} left{view.ending ? ' · last round' : ''}
          </text>
        </g>
      )}
      <Target actions={endTurn} label={capitalized(clicks.buttons.find((b) => b.action.type === 'endTurn')?.label ?? 'end the turn')} chooser={chooser}>
        <rect x={x + PANEL_W - 100} y={y + 64} width={88} height={24} rx={6} fill={endTurn.length > 0 ? '#fff3bf' : '#f1efe9'} stroke={endTurn.length > 0 ? '#d9480f' : '#d8cfbd'} />
        <text x={x + PANEL_W - 56} y={y + 80} textAnchor="middle" fontSize={11.5} fontWeight={600} fill={endTurn.length > 0 ? INK : '#a39e94'} style={INERT}>
          End turn
        </text>
      </Target>

      {/* Thera's market (K1.3). */}
      <Title x={x + 12} y={y + layout.market + 14}>
        Thera’s market
      </Title>
      <text x={x + PANEL_W - 12} y={y + layout.market + 14} textAnchor="end" fontSize={10} fill={MUTED} style={INERT}>
        taken from the left · sold to the right
      </text>
      {COLORS.map((color, row) => {
        const n = market[color] ?? 0;
        const top = y + layout.market + 22 + row * 26;
        const sale = n < MARKET_PRICES.length ? MARKET_PRICES[MARKET_PRICES.length - 1 - n] : undefined;
        const thing: Thing = { kind: 'market', color };
        const acts = clicks.acts(thing);
        const lit = acts.length > 0 || clicks.picked(thing);
        const what = lit ? 'place one' : sale !== undefined ? `one sells for ${sale}` : 'none to sell';
        return (
          <Pick key={color} at={thing} clicks={clicks} label={`${color} cubes on the market (${n}): ${what}`}>
            <rect x={x + 8} y={top} width={PANEL_W - 16} height={23} rx={5} fill={lit ? '#fff8e1' : '#f4efe4'} />
            <IconGlyph icon={COLOR_ICON[color]} x={x + 21} y={top + 11.5} r={9} />
            <path d={MARKET_PRICES.map((_, i) => `M${x + 42 + i * 27},${top + 2}h24v19h-24Z`).join('')} fill="#fffdf7" stroke="#cfc6b4" style={INERT} />
            {sale !== undefined && <rect x={x + 42 + (MARKET_PRICES.length - 1 - n) * 27} y={top + 2} width={24} height={19} fill="none" stroke="#d9480f" strokeWidth={1.6} style={INERT} />}
            {MARKET_PRICES.map((price, i) => {
              const cx = x + 42 + i * 27;
              const full = i >= MARKET_PRICES.length - n;
              const next = i === MARKET_PRICES.length - 1 - n;
              return full ? (
                <g key={i} style={INERT}>
                  <CubeGlyph color={color} x={cx + 12} y={top + 11.5} size={12} />
                </g>
              ) : (
                <text key={i} x={cx + 12} y={top + 15.5} textAnchor="middle" fontSize={11} fontWeight={next ? 700 : 400} fill={next ? '#d9480f' : MUTED} style={INERT}>
                  {price}
                </text>
              );
            })}
            <text x={x + PANEL_W - 14} y={top + 15.5} textAnchor="end" fontSize={11} fontWeight={700} fill={INK} style={INERT}>
              {n}
            </text>
          </Pick>
        );
      })}

      {/* The Oracle (K5.6). */}
      <Title x={x + 12} y={y + layout.oracle + 14}>
        The Oracle
      </Title>
      <text x={x + 92} y={y + layout.oracle + 14} fontSize={10} fill={MUTED} style={INERT}>
        reveal tiles until one shows the icon
      </text>
      {ICONS.map((icon, i) => {
        const acts = buttons.filter((a) => a.type === 'oracle' && a.icon === icon);
        const cx = x + 30 + i * 78;
        const cy = y + layout.oracle + 36;
        return (
          <Target key={icon} actions={acts} label={acts[0] ? capitalized(clicks.buttons.find((b) => b.action === acts[0])!.label) : `Consult the Oracle for a ${icon}`} chooser={chooser}>
            <rect x={cx - 18} y={cy - 14} width={72} height={28} rx={14} fill={acts.length > 0 ? '#fff8e1' : '#f4efe4'} stroke={acts.length > 0 ? '#e8a200' : '#e2dacb'} />
            <IconGlyph icon={icon} x={cx} y={cy} r={10} />
            <text x={cx + 14} y={cy + 4} fontSize={10.5} fill={INK} style={INERT}>
              {icon}
            </text>
          </Target>
        );
      })}

      {/* The decks. */}
      <Title x={x + 12} y={y + layout.decks + 14}>
        Decks
      </Title>
      <g aria-label={`${plural(view.tileDeck ?? 0, 'land tile')} in the deck`}>
        <TileBack x={x + 12} y={y + layout.decks + 24} size={34} />
        <text x={x + 29} y={y + layout.decks + 46} textAnchor="middle" fontSize={13} fontWeight={700} fill="#ffffff" style={INERT}>
          {view.tileDeck ?? 0}
        </text>
        <text x={x + 29} y={y + layout.decks + 72} textAnchor="middle" fontSize={9.5} fill={MUTED} style={INERT}>
          tiles
        </text>
      </g>
      {TIERS.map((tier: Tier, i) => {
        const acts = buttons.filter((a) => a.type === 'buyMaps' && a.tiers.includes(tier));
        const count = view.mapDecks?.[tier] ?? 0;
        const cx = x + 62 + i * 46;
        return (
          <Target key={tier} actions={acts} label={`The ${tier} map deck (${count}): buy`} chooser={chooser}>
            <rect x={cx - 3} y={y + layout.decks + 19} width={42} height={58} rx={5} fill={acts.length > 0 ? '#fff8e1' : 'none'} stroke={acts.length > 0 ? '#e8a200' : 'none'} />
            <CardBack x={cx + 1} y={y + layout.decks + 24} tier={tier} count={count} w={32} h={40} />
            <text x={cx + 17} y={y + layout.decks + 74} textAnchor="middle" fontSize={9.5} fill={MUTED} style={INERT}>
              {tier}
            </text>
          </Target>
        );
      })}
      <g aria-label={`${plural(view.goalDeck ?? 0, 'goal card')} in the deck`}>
        <CardBack x={x + 206} y={y + layout.decks + 24} tier={null} count={view.goalDeck ?? 0} w={32} h={40} />
        <text x={x + 222} y={y + layout.decks + 74} textAnchor="middle" fontSize={9.5} fill={MUTED} style={INERT}>
          goals
        </text>
      </g>
      <g style={INERT}>
        <text x={x + 250} y={y + layout.decks + 34} fontSize={10} fill={MUTED}>
          maps: 1 for {BUY_PRICES[0]},
        </text>
        <text x={x + 250} y={y + layout.decks + 47} fontSize={10} fill={MUTED}>
          2 for {BUY_PRICES[1]}, 3 for {BUY_PRICES[2]}
        </text>
        <text x={x + 250} y={y + layout.decks + 60} fontSize={10} fill={MUTED}>
          (at Thera)
        </text>
        {discardLines(view).map((line, i) => (
          <text key={i} x={x + 12} y={y + layout.decks + 92 + i * 11} fontSize={9.5} fill={MUTED}>
            {line}
          </text>
        ))}
      </g>

      {/* Goal cards on offer. */}
      {offer.goals.length > 0 && (
        <Title x={x + 12} y={y + layout.goals + 14}>
          {offer.title}
        </Title>
      )}
      {offer.goals.map((goal, i) => {
        const gx = x + 12 + (i % 2) * (GOAL_W + 10);
        const gy = y + layout.goals + 20 + Math.floor(i / 2) * (GOAL_H + 6);
        return (
          <Pick key={goal} at={{ kind: 'goal', goal: goal as GoalId }} clicks={clicks} label={`${offer.kind === 'keepGoal' ? 'Keep' : 'Take'} ${goalWords(goal)}`}>
            <rect x={gx} y={gy} width={GOAL_W} height={GOAL_H} rx={5} fill="#f4effa" />
            <GoalCardArt goal={goal} x={gx} y={gy} />
          </Pick>
        );
      })}
      {view.pending?.kind === 'keepGoal' && !view.pending.drawn && (
        <text x={x + 12} y={y + layout.goals + 16} fontSize={11} fill={MUTED} style={INERT}>
          {seatName(view.pending.seat)} is choosing 1 of {plural(view.pending.drawnCount, 'goal card')} (face down)
        </text>
      )}
    </g>
  );
}
