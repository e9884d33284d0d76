/**
 * The Survive board, drawn as SVG from a seat's view only: the island on S9's hex grid (terrain by
 * type, the sea, the sea serpents' start spaces, each hex's number), the four named safe isles in
 * the corners with the explorers saved on them, the explorers (in their owner's colour, the value
 * printed only where the view shows it), the boats with their passengers standing aboard, the
 * creatures by kind; beside it the turn (the step, the movement points, the creature rolled, the
 * decision owed, the buttons), each seat (its explorers, its hand: face down, only the terrain
 * showing), the supply and the removed tiles; under the island the viewer's own hand face up with
 * each tile's back.
 *
 * Clickable, along the kit's click paths (`surviveClicks`, narrowed by `click` of
 * `@tabula/core/ui`): a hex (to place an explorer, its value then asked, or a boat, or to remove its
 * tile); an explorer, a boat or a creature, then a marked hex (or, for an explorer, a boat or a
 * safe isle); a red tile of the viewer's hand, then the piece it moves, then a marked hex; and the
 * buttons (pass, defend), the kit's `buttons`. The action list keeps everything.
 *
 * @module
 */
import type { ReactNode } from 'react';
import type { Seat } from '@tabula/core';
import {
  BOAT_CAPACITY,
  HEX_COUNT,
  MOVEMENT_POINTS,
  SAFE_ISLE_NAMES,
  SEA_SERPENT_START_INDICES,
  TERRAIN_TILES,
  safeIsleOf,
  type Creature,
  type SurviveAction,
  type SurviveEvent,
  type SurviveView,
  type Terrain,
} from '@tabula/survive';
import type { BoardProps } from '../types';
import { Target, capitalized, listWords, plural, seatColour, seatName, useChooser, type Chooser } from '../kit';
import { CREATURE_R, EXPLORER_R, HEIGHT, IN_HEX, ISLE_R, MAP_H, MAP_W, MAP_X, MAP_Y, PANEL_W, PANEL_X, ROW_Y, WIDTH, hexCentre, hexPoints, isleCentre, isleHexes, line, rows, type Point } from './geometry';
import { BACK_CLASS_STYLE, BOARD_CSS, CREATURE_STYLE, CreatureBadge, ExplorerDisc, Hull, IsleShape, SEA, SerpentMark, SvgButton, TERRAIN_STYLE, TerrainMarks, TileFaceDown, TileFaceUp, TileRemoved } from './pieces';
import { BACK_EFFECTS, ISLE_NAMES, STEPS, backWords, endWords, explorerLabel, hexWords, isleWords, lowestTerrain, surviveClicks, surviveWords, tileWords, type Target as Click } from '@tabula/survive/ui';
import { Pick, useClicks, type Clicks } from '../clicks';

/** A legal action in a sentence, as the kit's click paths word it (`surviveClicks.label`). */
function choiceLabel(action: SurviveAction, view: SurviveView): string {
  return capitalized(surviveClicks.label(action, view));
}

type PieceKind = 'explorer' | 'boat' | 'creature';

/** The hexes named by the last change's events: they are outlined. */
function touched(events: readonly SurviveEvent[]): Set<number> {
  const out = new Set<number>();
  for (const e of events) {
    const x = e as Partial<Record<'hex' | 'from' | 'to', unknown>>;
    for (const v of [x.hex, x.from, x.to]) if (typeof v === 'number') out.add(v);
  }
  return out;
}

/** The isles named by the last change's events (an explorer saved). */
function touchedIsles(events: readonly SurviveEvent[]): Set<string> {
  const out = new Set<string>();
  for (const e of events) if (e.type === 'explorerSaved') out.add(e.isle);
  return out;
}

/** The seat owning a colour. */
function ownerOf(view: SurviveView, colour: number): Seat {
  return view.colourOwner?.[colour] ?? colour;
}

/** Whether a colour is the second colour of its seat (the two-colour game): drawn with a dark rim. */
function isSecond(view: SurviveView, colour: number): boolean {
  return (view.colourOwner ?? []).indexOf(ownerOf(view, colour)) !== colour;
}

/** What the board hands its parts. */
interface Ctx {
  view: SurviveView;
  viewer: Seat | null;
  chooser: Chooser<SurviveAction>;
  /** The selection along the kit's click paths. */
  clicking: Clicks<SurviveAction, Click>;
}

/**
 * The sea and the island's hexes: clickable as the first click (to place an explorer or a boat, or
 * to remove a tile); a hex clicked after a piece is a marker (see {@link Markers}).
 */
function Hexes({ ctx, hot }: { ctx: Ctx; hot: Set<number> }): ReactNode {
  const { view, clicking } = ctx;
  const landing = new Set(SAFE_ISLE_NAMES.flatMap((isle) => isleHexes(isle)));
  const serpents = new Set(SEA_SERPENT_START_INDICES);
  const first = clicking.clicks.length === 0;
  const out: ReactNode[] = [];
  for (let hex = 0; hex < HEX_COUNT; hex++) {
    const { x, y } = hexCentre(hex);
    const terrain = view.terrain?.[hex] ?? null;
    const target: Click = { kind: 'hex', hex };
    const acts = first ? clicking.acts(target) : [];
    const one = acts[0];
    const label =
      one?.type === 'removeTile'
        ? `Remove the ${terrain} tile on hex ${hex}`
        : one?.type === 'placeBoat'
          ? `Place a boat on hex ${hex}`
          : one?.type === 'placeExplorer'
            ? `Place an explorer on ${hexWords(hex, view)}`
            : `Hex ${hex} (${terrain ?? (landing.has(hex) ? `sea beside ${isleWords(safeIsleOf(hex) ?? '')}` : 'sea')})`;
    const style = terrain ? TERRAIN_STYLE[terrain] : null;
    const polygon = <polygon points={hexPoints(x, y)} fill={style ? style.fill : landing.has(hex) ? SEA.landing : SEA.fill} stroke={style ? style.edge : SEA.edge} strokeWidth={style ? 1.2 : 1} data-hex={hex} />;
    out.push(
      first ? (
        <Pick key={hex} clicks={clicking} at={target} label={label}>
          {polygon}
        </Pick>
      ) : (
        <g key={hex} aria-label={label}>
          {polygon}
        </g>
      ),
    );
  }
  const marks: ReactNode[] = [];
  for (let hex = 0; hex < HEX_COUNT; hex++) {
    const { x, y } = hexCentre(hex);
    const terrain = view.terrain?.[hex] ?? null;
    if (terrain) marks.push(<TerrainMarks key={`t${hex}`} x={x} y={y} terrain={terrain} />);
    else if (serpents.has(hex)) marks.push(<SerpentMark key={`s${hex}`} x={x} y={y} />);
    marks.push(
      <text key={`n${hex}`} x={x} y={y + IN_HEX.numberY} textAnchor="middle" fontSize={6.5} className="sv-muted" opacity={0.75}>
        {hex}
      </text>,
    );
    if (hot.has(hex)) marks.push(<polygon key={`h${hex}`} points={hexPoints(x, y, 22)} fill="none" stroke="#d9480f" strokeWidth={2} strokeDasharray="5 3" className="sv-deco" />);
  }
  return (
    <g>
      {out}
      <g className="sv-deco">{marks}</g>
    </g>
  );
}

/** The safe isles: named, the explorers saved there, clickable (after the explorer) to land an explorer beside it. */
function Isles({ ctx, hot }: { ctx: Ctx; hot: Set<string> }): ReactNode {
  const { view, clicking } = ctx;
  const explorers = view.explorers ?? [];
  return (
    <g>
      {SAFE_ISLE_NAMES.map((isle) => {
        const c = isleCentre(isle);
        const target: Click = { kind: 'isle', isle };
        const landings = clicking.acts(target);
        const saved = explorers.flatMap((e, id) => (e.status === 'saved' && e.isle === isle ? [id] : []));
        const top = isle === 'NW' || isle === 'NE';
        const left = isle === 'NW' || isle === 'SW';
        const name = ISLE_NAMES[isle];
        const label = landings.length > 0 ? `${name}: land ${landings.length === 1 ? `explorer ${(landings[0] as { explorer: number }).explorer}` : 'an explorer'} here` : `${name}: ${plural(saved.length, 'explorer')} saved`;
        const spots = saved.length <= 12 ? rows(saved.length, c.x, c.y + 4, 4, 9.6, 9.6) : rows(saved.length, c.x, c.y + 4, 6, 7, 7);
        const r = saved.length <= 12 ? 4.2 : 3.1;
        return (
          <g key={isle} data-isle={isle}>
            <Pick clicks={clicking} at={target} label={label}>
              <IsleShape x={c.x} y={c.y} r={ISLE_R} hot={hot.has(isle) || landings.length > 0} />
            </Pick>
            <g className="sv-inert" aria-label={`${name}: saved ${saved.length > 0 ? listWords(saved.map((id) => explorerLabel(id, view))) : 'nobody'}`}>
              {saved.map((id, i) => {
                const e = explorers[id]!;
                const p = spots[i]!;
                return <ExplorerDisc key={id} x={p.x} y={p.y} r={r} fill={seatColour(ownerOf(view, e.colour))} second={isSecond(view, e.colour)} value={e.value} selected={false} />;
              })}
            </g>
            <text x={left ? 4 : MAP_X + MAP_W} y={top ? c.y - ISLE_R - 8 : c.y + ISLE_R + 16} textAnchor={left ? 'start' : 'end'} fontSize={11} className="sv-bold">
              {name}
              <tspan className="sv-muted" fontWeight={400} fontSize={9.5}>
                {` · ${saved.length} saved`}
              </tspan>
            </text>
          </g>
        );
      })}
    </g>
  );
}

/** A piece on the map: clickable when the next click may be it (then the board marks where it may go). */
function Piece({ ctx, kind, id, label, children }: { ctx: Ctx; kind: PieceKind; id: number; label: string; children: ReactNode }): ReactNode {
  const target: Click = { kind, id };
  if (ctx.clicking.acts(target).length === 0) return <g className="sv-inert">{children}</g>;
  return (
    <Pick clicks={ctx.clicking} at={target} label={label}>
      {children}
    </Pick>
  );
}

/** The pieces in the sea and on the island: boats with their passengers, swimmers, explorers on land, creatures. */
function Pieces({ ctx }: { ctx: Ctx }): ReactNode {
  const { view, clicking } = ctx;
  const explorers = view.explorers ?? [];
  const boats = view.boats ?? [];
  const creatures = view.creatures ?? [];
  const swam = new Set(view.swam ?? []);
  const boatAt = new Map<number, number>();
  boats.forEach((b, id) => {
    if (b.status === 'board' && b.hex !== null) boatAt.set(b.hex, id);
  });
  const creaturesAt = new Map<number, number[]>();
  creatures.forEach((c, id) => {
    if (c.status === 'board' && c.hex !== null) creaturesAt.set(c.hex, [...(creaturesAt.get(c.hex) ?? []), id]);
  });
  const looseAt = new Map<number, number[]>();
  explorers.forEach((e, id) => {
    if (e.status === 'land' || e.status === 'sea') looseAt.set(e.hex, [...(looseAt.get(e.hex) ?? []), id]);
  });
  const isSel = (kind: PieceKind, id: number): boolean => clicking.picked({ kind, id });
  const disc = (id: number, p: Point, r: number): ReactNode => {
    const e = explorers[id]!;
    return (
      <Piece key={`e${id}`} ctx={ctx} kind="explorer" id={id} label={explorerLabel(id, view)}>
        <title>{explorerLabel(id, view)}</title>
        <ExplorerDisc x={p.x} y={p.y} r={r} fill={seatColour(ownerOf(view, e.colour))} second={isSecond(view, e.colour)} value={e.value} selected={isSel('explorer', id)} swam={swam.has(id)} />
      </Piece>
    );
  };
  const out: ReactNode[] = [];
  for (const [hex, id] of boatAt) {
    const { x, y } = hexCentre(hex);
    const b = boats[id]!;
    const aboard = b.passengers.length;
    const label = `Boat ${id} on hex ${hex}: ${aboard === 0 ? 'empty' : `${listWords(b.passengers.map((p) => `explorer ${p}`))} aboard`}`;
    out.push(
      <Piece key={`b${id}`} ctx={ctx} kind="boat" id={id} label={label}>
        <title>{`${label} (${aboard} of ${BOAT_CAPACITY})`}</title>
        <Hull x={x} y={y} selected={isSel('boat', id)} empty={aboard === 0} />
      </Piece>,
    );
    const seats = line(b.passengers.length, x, y + IN_HEX.passengerY, 22, 10, EXPLORER_R);
    b.passengers.forEach((p, i) => out.push(disc(p, seats.points[i]!, seats.r)));
  }
  for (const [hex, ids] of looseAt) {
    const { x, y } = hexCentre(hex);
    const sea = view.terrain?.[hex] === null || view.terrain?.[hex] === undefined;
    if (sea && boatAt.has(hex)) {
      const row = line(ids.length, x, y + IN_HEX.swimmerWithBoatY, 32, 10.2, EXPLORER_R);
      ids.forEach((id, i) => out.push(disc(id, row.points[i]!, row.r)));
    } else {
      const perRow = ids.length <= 6 ? 3 : 4;
      const dy = sea && creaturesAt.has(hex) ? 4 : 1.5;
      const r = ids.length <= 8 ? EXPLORER_R : 3.8;
      const spots = rows(ids.length, x, y + dy, perRow, ids.length <= 8 ? 10.2 : 8.4, ids.length <= 8 ? 10.4 : 8.6);
      ids.forEach((id, i) => out.push(disc(id, spots[i]!, r)));
    }
  }
  for (const [hex, ids] of creaturesAt) {
    const { x, y } = hexCentre(hex);
    const row = line(ids.length, x, y + IN_HEX.creatureY, 26, 13.2, CREATURE_R);
    ids.forEach((id, i) => {
      const kind = creatures[id]!.kind;
      const label = `${backWords(kind).replace(/^./, (c) => c.toUpperCase())} ${id} on hex ${hex}`;
      const p = row.points[i]!;
      out.push(
        <Piece key={`c${id}`} ctx={ctx} kind="creature" id={id} label={label}>
          <title>{label}</title>
          <CreatureBadge kind={kind} x={p.x} y={p.y} r={row.r} selected={isSel('creature', id)} />
        </Piece>,
      );
    });
  }
  return <g>{out}</g>;
}

/** Where the selected piece may go: a marker on each hex, on top of everything, playing the moves that end there. */
function Markers({ ctx }: { ctx: Ctx }): ReactNode {
  const { view, clicking } = ctx;
  if (clicking.clicks.length === 0) return null;
  return (
    <g>
      {clicking.next.map((target) => {
        if (target.kind !== 'hex') return null;
        const here = clicking.acts(target);
        const { x, y } = hexCentre(target.hex);
        const label = here.length === 1 ? choiceLabel(here[0]!, view) : `Hex ${target.hex}: ${plural(here.length, 'choice')}`;
        return (
          <Pick key={target.hex} clicks={clicking} at={target} label={label} className="sv-marker">
            <circle cx={x} cy={y + 1} r={10} />
            <path className="sv-deco" d={`M${x - 4},${y + 1} h8 m-3,-3 l3,3 l-3,3`} fill="none" stroke="#d9480f" strokeWidth={1.6} />
          </Pick>
        );
      })}
    </g>
  );
}

/** The island map: the sea, the hexes, the isles, the pieces and the selected piece's destinations. */
function IslandMap({ ctx, lastEvents }: { ctx: Ctx; lastEvents: readonly SurviveEvent[] }): ReactNode {
  return (
    <g data-testid="island">
      <rect x={2} y={MAP_Y - 6} width={MAP_X + MAP_W} height={MAP_H + 6} rx={14} fill={SEA.deep} onClick={() => ctx.clicking.reset()} />
      <Hexes ctx={ctx} hot={touched(lastEvents)} />
      <Isles ctx={ctx} hot={touchedIsles(lastEvents)} />
      <Pieces ctx={ctx} />
      <Markers ctx={ctx} />
    </g>
  );
}

/** A button's width for its words. */
function buttonWidth(text: string): number {
  return Math.max(70, Math.round(text.length * 6.6 + 18));
}

/** The colour (or colours) a seat plays: the explorer discs it owns. */
function coloursOf(view: SurviveView, seat: Seat): number[] {
  return (view.colourOwner ?? []).flatMap((owner, c) => (owner === seat ? [c] : []));
}

/** The colour being placed now (setup): `placements` counts placements, colour by colour. */
function placingColour(view: SurviveView): number {
  return view.colours > 0 ? view.placements % view.colours : 0;
}

/** A clicked thing in words, for the turn panel. */
function clickWords(click: Click): string {
  switch (click.kind) {
    case 'hex':
      return `hex ${click.hex}`;
    case 'isle':
      return ISLE_NAMES[click.isle];
    case 'tile':
      return tileWords(click.tile);
    default:
      return `${click.kind} ${click.id}`;
  }
}

/** What the next click may be, in words, by the kind of thing. */
const NEXT_WORDS: Readonly<Record<Click['kind'], string>> = {
  hex: 'a marked hex',
  explorer: 'an explorer',
  boat: 'a boat',
  creature: 'a creature',
  isle: 'a safe isle',
  tile: 'a tile of your hand',
};

/** "a, b or c". */
function orWords(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

/** The turn: who acts and what, the four steps, the movement points, the die, the selection, the buttons. */
function TurnPanel({ ctx }: { ctx: Ctx }): ReactNode {
  const { view, viewer, chooser, clicking } = ctx;
  const x = PANEL_X;
  const y = MAP_Y - 6;
  const w = PANEL_W;
  const play = view.phase === 'play';
  const title =
    view.phase === 'over'
      ? `Game over${view.endReason ? `: ${endWords(view.endReason)}` : ''}`
      : view.phase === 'placeExplorers'
        ? 'Setup: placing explorers'
        : view.phase === 'placeBoats'
          ? 'Setup: placing boats'
          : `Turn ${view.turn} · ${seatName(view.current)}${view.current === viewer ? ' (you)' : ''}`;
  const stepIndex = STEPS.findIndex((s) => s.step === view.step);
  // The kit's buttons (defend, pass), in their words up to any colon.
  const buttons = clicking.buttons.map((b) => ({ acts: [b.action], text: capitalized(b.label.split(':')[0]!), strong: b.action.type === 'defend' }));
  const colour = placingColour(view);
  const pool = view.phase === 'placeExplorers' ? view.unplaced?.[colour] : null;
  const values = pool ? [...new Set(pool)] : [];
  const selWords = clicking.clicks.length === 0 ? null : `Selected: ${clicking.clicks.map(clickWords).join(', ')} — now ${orWords([...new Set(clicking.next.map((t) => NEXT_WORDS[t.kind]))])}`;
  return (
    <g data-testid="turn-panel">
      <rect x={x} y={y} width={w} height={170} rx={10} fill="#fbfaf6" stroke="#c9b48a" />
      <text x={x + 12} y={y + 20} fontSize={13.5} className="sv-bold">
        {title}
      </text>
      <text x={x + 12} y={y + 38} fontSize={11} className="sv-warn" data-testid="pending">
        {surviveWords.banner(view, viewer)}
      </text>
      {STEPS.map((s, i) => {
        const bx = x + 12 + i * ((w - 24) / 4);
        const bw = (w - 24) / 4 - 6;
        const now = play && i === stepIndex;
        const done = play && i < stepIndex;
        return (
          <g key={s.step} data-step={s.step}>
            <rect x={bx} y={y + 48} width={bw} height={40} rx={6} fill={now ? '#fff1cc' : done ? '#eef1f4' : '#ffffff'} stroke={now ? '#d9480f' : '#c5ccd3'} strokeWidth={now ? 2 : 1} />
            <text x={bx + 7} y={y + 63} fontSize={10.5} className="sv-bold">
              {`${i + 1} · ${s.title}`}
            </text>
            {s.step === 'tile' && play && (
              <text x={bx + 7} y={y + 80} fontSize={9.5} className="sv-muted">
                {view.tilePlayed ? 'tile played' : i < stepIndex ? 'no tile' : 'red tile or none'}
              </text>
            )}
            {s.step === 'move' && (
              <g aria-label={`${plural(play ? (view.movesLeft ?? 0) : 0, 'movement point')} left of ${MOVEMENT_POINTS}`}>
                {Array.from({ length: MOVEMENT_POINTS }, (_, k) => (
                  <circle key={k} cx={bx + 12 + k * 14} cy={y + 76} r={5} fill={play && now && k < (view.movesLeft ?? 0) ? '#2f6fd6' : '#ffffff'} stroke="#2f6fd6" />
                ))}
              </g>
            )}
            {s.step === 'remove' && (
              <text x={bx + 7} y={y + 80} fontSize={9.5} className="sv-muted">
                {`next: ${lowestTerrain(view) ?? 'none'}`}
              </text>
            )}
            {s.step === 'creature' &&
              (view.rolled ? (
                <g aria-label={`The creature die shows a ${backWords(view.rolled)}`}>
                  <rect x={bx + 5} y={y + 67} width={18} height={18} rx={4} fill="#ffffff" stroke="#56636f" />
                  <CreatureBadge kind={view.rolled} x={bx + 14} y={y + 76} r={6.5} selected={false} />
                  <text x={bx + 28} y={y + 80} fontSize={9.5} className="sv-muted">
                    {backWords(view.rolled)}
                  </text>
                </g>
              ) : (
                <text x={bx + 7} y={y + 80} fontSize={9.5} className="sv-muted">
                  die not rolled
                </text>
              ))}
          </g>
        );
      })}
      {selWords && (
        <text x={x + 12} y={y + 104} fontSize={10.5} className="sv-bold" style={{ fill: '#d9480f' }}>
          {selWords}
        </text>
      )}
      {pool && (
        <g aria-label={`${seatName(ownerOf(view, colour))}’s explorers to place: ${pool.join(', ')}`}>
          <text x={x + 12} y={y + 122} fontSize={10.5} className="sv-bold">
            To place ({pool.length}):
          </text>
          {values.map((v, i) => {
            // The value is asked once the hex is clicked (the kit's path of a placement is its hex).
            const count = pool.filter((p) => p === v).length;
            const bx = x + 100 + i * 40;
            return (
              <g key={v} aria-label={`An explorer worth ${v} to place (${count} left)`}>
                <ExplorerDisc x={bx + 10} y={y + 118} r={10} fill={seatColour(ownerOf(view, colour))} second={isSecond(view, colour)} value={v} selected={false} />
                <text x={bx + 23} y={y + 132} fontSize={9} className="sv-muted">
                  {`×${count}`}
                </text>
              </g>
            );
          })}
        </g>
      )}
      {buttons.map((b, i) => {
        const bw = buttonWidth(b.text);
        const bx = x + 12 + buttons.slice(0, i).reduce((n, p) => n + buttonWidth(p.text) + 8, 0);
        return (
          <Target key={b.text} actions={b.acts} label={b.text} chooser={chooser}>
            <SvgButton x={bx} y={y + 138} w={bw} h={24} text={b.text} strong={b.strong} />
          </Target>
        );
      })}
    </g>
  );
}

/** Counts of a seat's explorers, by where they are. */
function tally(view: SurviveView, seat: Seat): Record<'land' | 'boat' | 'sea' | 'saved' | 'dead', number> & { value: number | null } {
  const out = { land: 0, boat: 0, sea: 0, saved: 0, dead: 0, value: 0 as number | null };
  for (const e of view.explorers ?? []) {
    if (ownerOf(view, e.colour) !== seat) continue;
    out[e.status]++;
    if (e.status === 'saved') out.value = e.value === null || out.value === null ? null : out.value + e.value;
  }
  return out;
}

/** One seat's panel: its colours, its explorers by where they are, what it saved, its hand as the viewer may see it. */
function SeatPanel({ ctx, seat, top, height }: { ctx: Ctx; seat: Seat; top: number; height: number }): ReactNode {
  const { view, viewer } = ctx;
  const x = PANEL_X;
  const w = PANEL_W;
  const colour = seatColour(seat);
  const active = (view.active ?? []).includes(seat);
  const own = seat === viewer;
  const t = tally(view, seat);
  const colours = coloursOf(view, seat);
  const toPlace = colours.reduce((n, c) => n + (view.unplacedCounts?.[c] ?? 0), 0);
  const count = view.handCounts?.[seat] ?? 0;
  const faces = view.handFaces?.[seat] ?? [];
  const kills = view.options?.killBonus ? (view.kills?.[seat] ?? 0) : null;
  const isles = view.options?.isleBonus ? new Set((view.explorers ?? []).filter((e) => e.status === 'saved' && ownerOf(view, e.colour) === seat).map((e) => e.isle)).size : null;
  const extra = [kills !== null ? `kills ${kills}` : null, isles !== null ? `isles ${isles}` : null].filter((s) => s !== null);
  return (
    <g data-seat={seat}>
      <rect x={x} y={top} width={w} height={height} rx={9} fill={active ? '#fff8e1' : '#fafbfc'} stroke={colour} strokeWidth={active ? 3 : 2} />
      {colours.map((c, i) => (
        <ExplorerDisc key={c} x={x + 14 + i * 14} y={top + 16} r={6.5} fill={colour} second={isSecond(view, c)} value={null} selected={false} />
      ))}
      <text x={x + 18 + colours.length * 14} y={top + 21} fontSize={13} className="sv-bold">
        {seatName(seat)}
        {own ? ' (you)' : ''}
        {active ? <tspan className="sv-warn" fontSize={10.5}>{' · to act'}</tspan> : null}
      </text>
      <text x={x + w - 10} y={top + 21} textAnchor="end" fontSize={12} className="sv-bold" data-testid={`saved-${seat}`}>
        {`saved ${t.saved}${t.value !== null && t.saved > 0 ? ` · worth ${t.value}` : ''}`}
      </text>
      <text x={x + 10} y={top + 39} fontSize={10.5}>
        {view.phase === 'placeExplorers' ? `to place ${toPlace} · ` : ''}
        {`on land ${t.land} · aboard ${t.boat} · swimming ${t.sea} · lost ${t.dead}`}
        {extra.length > 0 ? ` · ${extra.join(' · ')}` : ''}
      </text>
      <g aria-label={`${seatName(seat)}’s hand: ${plural(count, 'tile')}${own ? '' : faces.length > 0 ? `, face down: ${faces.join(', ')}` : ''}`}>
        <text x={x + 10} y={top + 58} fontSize={10.5} className="sv-muted">
          {`hand: ${plural(count, 'tile')}${own && count > 0 ? ' (face up below)' : count > 0 ? ', backs hidden' : ''}`}
        </text>
        {faces.slice(0, 12).map((face, i) => (
          <TileFaceDown key={i} x={x + 160 + i * 19} y={top + 46} w={16} h={16} terrain={face} />
        ))}
      </g>
    </g>
  );
}

/** The supply, the island left and the tiles removed so far (their backs, which everybody saw). */
function SupplyPanel({ view, top }: { view: SurviveView; top: number }): ReactNode {
  const x = PANEL_X;
  const w = PANEL_W;
  const boats = view.boats ?? [];
  const creatures = view.creatures ?? [];
  const inSupply = (kind: Creature) => creatures.filter((c) => c.kind === kind && c.status === 'supply').length;
  const onBoard = (kind: Creature) => creatures.filter((c) => c.kind === kind && c.status === 'board').length;
  const left = (t: Terrain) => (view.terrain ?? []).filter((x) => x === t).length;
  const discard = view.discard ?? [];
  const shown = discard.slice(-20);
  const size = 17;
  return (
    <g data-testid="supply">
      <text x={x + 4} y={top + 12} fontSize={10.5}>
        <tspan className="sv-bold">Supply</tspan>
        {` boats ${boats.filter((b) => b.status === 'supply').length} · sharks ${inSupply('shark')} · whales ${inSupply('whale')}`}
        <tspan className="sv-muted">{`  ·  at sea: serpents ${onBoard('seaSerpent')}, sharks ${onBoard('shark')}, whales ${onBoard('whale')}`}</tspan>
      </text>
      <text x={x + 4} y={top + 28} fontSize={10.5}>
        <tspan className="sv-bold">Island</tspan>
        {` beach ${left('beach')} · forest ${left('forest')} · mountain ${left('mountain')}`}
        <tspan className="sv-bold">{`   Removed (${discard.length})`}</tspan>
        {discard.length > shown.length ? <tspan className="sv-muted">{' · the last 20'}</tspan> : null}
      </text>
      {shown.map((tile, i) => {
        const t = TERRAIN_TILES[tile];
        if (!t) return null;
        return (
          <g key={`${tile}-${i}`}>
            <title>{`${tileWords(tile)}: ${BACK_EFFECTS[t.back]}`}</title>
            <TileRemoved x={x + 4 + i * (size + 2)} y={top + 35} size={size} terrain={t.terrain} back={t.back} />
          </g>
        );
      })}
      {shown.length === 0 && (
        <text x={x + 4} y={top + 48} fontSize={10} className="sv-muted">
          no tile removed yet
        </text>
      )}
    </g>
  );
}

/** The viewer's hand, face up under the island: each tile's terrain and back; a red tile clickable to play it (then the piece it moves, then a hex). Defending is the turn panel's button. */
function Hand({ ctx }: { ctx: Ctx }): ReactNode {
  const { view, viewer, clicking } = ctx;
  const top = ROW_Y;
  if (viewer === null) {
    return (
      <text x={MAP_X} y={top + 18} fontSize={11.5} className="sv-muted">
        Spectator: every hand is hidden (only its tiles’ terrain shows).
      </text>
    );
  }
  const hand = view.hands?.[viewer] ?? [];
  const w = 84;
  const h = 78;
  const step = hand.length <= 1 ? 0 : Math.min(w + 8, (MAP_W - w) / (hand.length - 1));
  return (
    <g data-testid="hand" aria-label={`Your hand: ${plural(hand.length, 'tile')}`}>
      <text x={MAP_X} y={top + 10} fontSize={12} className="sv-bold">
        {`Your hand (${hand.length})`}
        <tspan className="sv-muted" fontWeight={400} fontSize={10}>
          {hand.length > 0 ? '  red: play at the start of your turn · defence: play when another seat’s creature attacks you' : '  no tiles: red and defence tiles you remove come here'}
        </tspan>
      </text>
      {hand.map((tile, i) => {
        const t = TERRAIN_TILES[tile];
        if (!t) return null;
        const target: Click = { kind: 'tile', tile };
        const label = `Your ${tileWords(tile)}: ${BACK_EFFECTS[t.back]}`;
        return (
          <Pick key={`${tile}-${i}`} clicks={clicking} at={target} label={label}>
            <title>{label}</title>
            <TileFaceUp x={MAP_X + i * step} y={top + 18} w={w} h={h} terrain={t.terrain} back={t.back} selected={clicking.picked(target)} />
          </Pick>
        );
      })}
    </g>
  );
}

/** What the symbols mean and how a move is made, in words under the board. */
function Legend(): ReactNode {
  return (
    <ul className="sv-legend" aria-label="The pieces and the tiles">
      <li>
        <b>Explorers</b>: discs in their owner’s colour (a dark rim: a seat’s second colour); a value shows only where you may see it. A dashed rim: it swam this turn.
      </li>
      <li>
        <b>Creatures</b>: <span style={{ color: CREATURE_STYLE.seaSerpent }}>sea serpent</span> (coils: sinks boats, eats swimmers), <span style={{ color: CREATURE_STYLE.shark }}>shark</span> (fin: eats swimmers),{' '}
        <span style={{ color: CREATURE_STYLE.whale }}>whale</span> (spout: capsizes boats with people aboard).
      </li>
      <li>
        <b>Boats</b> hold 3 explorers, standing aboard; empty boats are paler. <b>Safe isles</b> are the four corners: land from a boat or the sea beside one.
      </li>
      <li>
        <b>Tiles</b>: <span style={{ color: BACK_CLASS_STYLE.green }}>green backs</span> act at once, <span style={{ color: BACK_CLASS_STYLE.red }}>red</span> ones are kept for your turn,{' '}
        <span style={{ color: BACK_CLASS_STYLE.defence }}>defence</span> ones answer attacks. Click a piece (or a tile of your hand), then a marked hex.
      </li>
    </ul>
  );
}

/** The Survive board. */
export function SurviveBoard({ view, viewer, legal, act, lastEvents }: BoardProps<SurviveView, SurviveAction, SurviveEvent>): ReactNode {
  const chooser = useChooser<SurviveAction>((a) => choiceLabel(a, view), act, legal);
  // The clicks so far, along the kit's paths; any change of the legal actions clears them.
  const clicking = useClicks(surviveClicks, view, legal, chooser);
  const ctx: Ctx = { view, viewer, chooser, clicking };
  const seats = view.players ?? 0;
  const seatsTop = MAP_Y + 172;
  const supplyH = 60;
  const room = HEIGHT - 8 - supplyH - seatsTop;
  const seatH = Math.min(78, (room - 6 * Math.max(seats - 1, 0)) / Math.max(seats, 1));
  const supplyTop = seatsTop + seats * (seatH + 6) + 2;
  const actor = view.active?.[0];
  return (
    <div className="board sv-board survive-board">
      <style>{BOARD_CSS}</style>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="group" aria-label="Survive board" className="board-svg">
        <text x={MAP_X} y={17} fontSize={14} className="sv-bold">
          {view.phase === 'over' ? 'Game over' : actor === undefined ? 'Nobody to act' : `${seatName(actor)} to act${actor === viewer ? ' (you)' : ''}`}
        </text>
        <text x={MAP_X + MAP_W} y={17} textAnchor="end" fontSize={11} className="sv-muted">
          {viewer === null ? 'Spectator: explorer values and hands are hidden' : view.phase === 'play' && !view.options?.revealOwnValues ? 'Explorer values are hidden from everyone until the end' : 'Other seats’ values and hands are hidden'}
        </text>
        <IslandMap ctx={ctx} lastEvents={lastEvents} />
        <TurnPanel ctx={ctx} />
        {Array.from({ length: seats }, (_, seat) => (
          <SeatPanel key={seat} ctx={ctx} seat={seat} top={seatsTop + seat * (seatH + 6)} height={seatH} />
        ))}
        <SupplyPanel view={view} top={supplyTop} />
        <Hand ctx={ctx} />
        <text x={PANEL_X} y={HEIGHT - 4} fontSize={8.5} className="sv-muted">
          Hexes are numbered as in the action list and the logs.
        </text>
      </svg>
      <Legend />
      <div className="sv-anchor">{chooser.element}</div>
    </div>
  );
}
