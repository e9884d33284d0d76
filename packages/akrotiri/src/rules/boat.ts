/** K3.5 placing the boats; K5.1 moving by sea and by portage. */
import type { RuleContext, Seat } from '@tabula/core';
import { islandOfDock } from '../board/islands';
import { theraNode, type DockId } from '../board/routes';
import { portageDocks, seaReachableDocks } from '../board/sea';
import { MOVES_EMPTY, MOVES_LOADED, MOVE_COST, PORTAGE_PAST_BOAT } from '../data/rules';
import type { AkrotiriEvent } from '../events';
import type { AkrotiriState } from '../state';
import { advance } from './flow';
import { componentsOf, geometryOf, memo, otherBoat } from './geometry';
import type { BoardGeometry } from '../board/analyze';
import type { TurnCost } from './turn';

type Ctx = RuleContext<AkrotiriEvent>;

/** K3.5: Thera's docks. */
export function theraDocks(s: AkrotiriState): DockId[] {
  return componentsOf(s).thera.docks.map((d) => theraNode(d.id));
}

/** K3.5: Thera's docks not taken by the other boat. */
export function freeTheraDocks(s: AkrotiriState, seat: Seat): DockId[] {
  const other = otherBoat(s, seat);
  return theraDocks(s).filter((d) => d !== other);
}

/** K3.5: the boat goes on a free dock of Thera. */
export function placeBoat(s: AkrotiriState, seat: Seat, dock: DockId, ctx: Ctx): void {
  s.steps.shift();
  s.seats[seat]!.boat = dock;
  ctx.emit({ type: 'boatPlaced', seat, dock });
  advance(s, ctx);
}

/** One possible move: by sea or portage, and how many moves it costs. */
export interface MoveOption {
  by: 'sea' | 'portage';
  moves: number;
}

/**
 * K5.1: the docks the boat may move to in one move, with the cheapest way there. By sea: docks
 * along connected routes, passing docks and boats. By portage: the other docks of the boat's
 * island; [D] 2 moves if the other boat lies at a dock of that island. Never onto the other boat
 * (see {@link reachableDocks} for the docks one move away whoever lies there).
 */
export function moveOptions(s: AkrotiriState, seat: Seat): ReadonlyMap<DockId, MoveOption> {
  const from = s.seats[seat]!.boat;
  if (!from) return new Map();
  const other = otherBoat(s, seat);
  return memo(geometryOf(s), `free ${from} ${other}`, () => {
    const out = new Map(reachableDocks(s, seat));
    if (other !== null) out.delete(other);
    return out;
  });
}

/** K5.1: every dock one sea move or one portage from the boat, the other boat's dock included. */
export function reachableDocks(s: AkrotiriState, seat: Seat): ReadonlyMap<DockId, MoveOption> {
  const from = s.seats[seat]!.boat;
  if (!from) return new Map();
  const g = geometryOf(s);
  const other = otherBoat(s, seat);
  return memo(g, `move ${from} ${other}`, () => computeReachable(g, from, other));
}

function computeReachable(g: BoardGeometry, from: DockId, other: DockId | null): Map<DockId, MoveOption> {
  const out = new Map<DockId, MoveOption>();
  for (const dock of seaReachableDocks(g, from)) out.set(dock, { by: 'sea', moves: MOVE_COST });
  const blocked = other !== null && islandOfDock(g, other) === islandOfDock(g, from);
  for (const dock of portageDocks(g, from)) {
    if (!out.has(dock)) out.set(dock, { by: 'portage', moves: blocked ? PORTAGE_PAST_BOAT : MOVE_COST });
  }
  return out;
}

/**
 * K5.1: what a move of `moves` costs now. Moves are spent in order: a move action gives an empty
 * boat 2 moves and a loaded one 1; a move first uses what is left of the move action under way,
 * and only the rest is bought with new actions. So no move is lost or created: a 2-move portage
 * right after an empty boat's first move uses its second move plus one move of a new action,
 * whose other move stays available.
 */
export function moveCost(s: AkrotiriState, seat: Seat, moves: number): TurnCost {
  const seq = s.turn?.sequence;
  const left = seq?.kind === 'move' ? seq.movesLeft : 0;
  const perAction = s.seats[seat]!.cargo.length === 0 ? MOVES_EMPTY : MOVES_LOADED;
  const actions = Math.max(0, Math.ceil((moves - left) / perAction));
  return { actions, sequence: { kind: 'move', movesLeft: left + actions * perAction - moves } };
}

/** K5.1: the boat moves to `to`, having spent `actions` new actions (see {@link moveCost}). */
export function moveBoat(s: AkrotiriState, seat: Seat, to: DockId, actions: number, { emit }: Ctx): void {
  const option = moveOptions(s, seat).get(to)!;
  const p = s.seats[seat]!;
  const from = p.boat!;
  p.boat = to;
  emit({ type: 'boatMoved', seat, from, to, by: option.by, moves: option.moves, actions });
}
