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

type Ctx = RuleContext<AkrotiriEvent>;

/** K3.5: Thera's docks not taken by the other boat. */
export function freeTheraDocks(s: AkrotiriState, seat: Seat): DockId[] {
  const other = otherBoat(s, seat);
  return componentsOf(s).thera.docks.map((d) => theraNode(d.id)).filter((d) => d !== other);
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
 * island; [D] 2 moves if the other boat lies at a dock of that island. Never onto the other boat.
 */
export function moveOptions(s: AkrotiriState, seat: Seat): Map<DockId, MoveOption> {
  const from = s.seats[seat]!.boat;
  if (!from) return new Map();
  const g = geometryOf(s);
  const other = otherBoat(s, seat);
  return memo(g, `move ${from} ${other}`, () => computeMoveOptions(g, from, other));
}

function computeMoveOptions(g: BoardGeometry, from: DockId, other: DockId | null): Map<DockId, MoveOption> {
  const out = new Map<DockId, MoveOption>();
  for (const dock of seaReachableDocks(g, from)) if (dock !== other) out.set(dock, { by: 'sea', moves: MOVE_COST });
  const blocked = other !== null && islandOfDock(g, other) === islandOfDock(g, from);
  for (const dock of portageDocks(g, from)) {
    if (dock !== other && !out.has(dock)) out.set(dock, { by: 'portage', moves: blocked ? PORTAGE_PAST_BOAT : MOVE_COST });
  }
  return out;
}

/**
 * K5.1: what a move of `moves` costs now: nothing more while an empty boat's move action has moves
 * left, else new actions: one gives 2 moves to an empty boat, 1 to a loaded one.
 */
export function moveCost(s: AkrotiriState, seat: Seat, moves: number): { actions: number; movesLeft: number } {
  const seq = s.turn?.sequence;
  if (seq?.kind === 'move' && seq.movesLeft >= moves) return { actions: 0, movesLeft: seq.movesLeft - moves };
  const perAction = s.seats[seat]!.cargo.length === 0 ? MOVES_EMPTY : MOVES_LOADED;
  const actions = Math.ceil(moves / perAction);
  return { actions, movesLeft: actions * perAction - moves };
}

/** K5.1: the boat moves to `to`. */
export function moveBoat(s: AkrotiriState, seat: Seat, to: DockId, { emit }: Ctx): void {
  const option = moveOptions(s, seat).get(to)!;
  const cost = moveCost(s, seat, option.moves);
  const turn = s.turn!;
  const p = s.seats[seat]!;
  const from = p.boat!;
  turn.used += cost.actions;
  turn.sequence = { kind: 'move', movesLeft: cost.movesLeft };
  p.boat = to;
  emit({ type: 'boatMoved', seat, from, to, by: option.by, moves: option.moves, actions: cost.actions });
}
