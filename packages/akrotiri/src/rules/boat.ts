/** K3.5 placing the boats; K5.1 moving by sea and by portage. */
import type { RuleContext, Seat } from '@tabula/core';
import { islandOfDock } from '../board/islands';
import { theraNode, type DockId } from '../board/routes';
import { portageDocks, seaSearch } from '../board/sea';
import { MOVES_EMPTY, MOVES_LOADED, MOVE_COST, PORTAGE_PAST_BOAT } from '../data/rules';
import type { AkrotiriEvent } from '../events';
import type { AkrotiriState } from '../state';
import { advance } from './flow';
import { componentsOf, geometryOf, otherBoat } from './geometry';
import type { BoardGeometry } from '../board/analyze';
import type { TurnCost } from './turn';
import { shiftStep } from './arrays';

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
  shiftStep(s);
  s.seats[seat]!.boat = dock;
  ctx.emit({ type: 'boatPlaced', seat, dock });
  advance(s, ctx);
}

/** One possible move: by sea or portage, and how many moves it costs. */
export interface MoveOption {
  readonly by: 'sea' | 'portage';
  readonly moves: number;
}

/**
 * K5.1: the docks the boat may move to in one move, with the cheapest way there. By sea: docks
 * along connected routes, passing docks and boats. By portage: the other docks of the boat's
 * island; [D] 2 moves if the other boat lies at a dock of that island. Never onto the other boat
 * (see {@link reachableDocks} for the docks one move away whoever lies there).
 */
export function moveOptions(s: AkrotiriState, seat: Seat): ReadonlyMap<DockId, MoveOption> {
  return movesOf(s, seat)?.free ?? NO_MOVES;
}

/** K5.1: every dock one sea move or one portage from the boat, the other boat's dock included. */
export function reachableDocks(s: AkrotiriState, seat: Seat): ReadonlyMap<DockId, MoveOption> {
  return movesOf(s, seat)?.reachable ?? NO_MOVES;
}

/** The moves of a boat not yet placed. */
const NO_MOVES: ReadonlyMap<DockId, MoveOption> = new Map();

/** A boat's moves from one dock, with the other boat at one dock (or not placed). */
interface Moves {
  /** Every dock one move away ({@link reachableDocks}). */
  readonly reachable: ReadonlyMap<DockId, MoveOption>;
  /** Those the boat may stop at: all but the other boat's dock ({@link moveOptions}). */
  readonly free: ReadonlyMap<DockId, MoveOption>;
}

/**
 * Moves by board geometry, then by the boat's dock, then by the other boat's dock (`null`: not
 * placed). Keyed by the state's own strings, so a look-up builds no key.
 */
const movesCache = new WeakMap<BoardGeometry, Map<DockId, Map<DockId | null, Moves>>>();

/** A seat's {@link Moves} on the state's board, worked out once per geometry and boat places. */
function movesOf(s: AkrotiriState, seat: Seat): Moves | undefined {
  const from = s.seats[seat]!.boat;
  if (!from) return undefined;
  const g = geometryOf(s);
  const other = otherBoat(s, seat);
  let byFrom = movesCache.get(g);
  if (!byFrom) movesCache.set(g, (byFrom = new Map()));
  let byOther = byFrom.get(from);
  if (!byOther) byFrom.set(from, (byOther = new Map()));
  let moves = byOther.get(other);
  if (!moves) byOther.set(other, (moves = computeMoves(g, from, other)));
  return moves;
}

/**
 * The options a move can have, shared by every {@link Moves} (they are only ever read): one object
 * per kind of move instead of one per dock and look-up.
 */
const BY_SEA: MoveOption = Object.freeze({ by: 'sea', moves: MOVE_COST });
/** A portage on an island free of the other boat. */
const BY_PORTAGE: MoveOption = Object.freeze({ by: 'portage', moves: MOVE_COST });
/** [D] A portage on the island where the other boat lies. */
const BY_PORTAGE_PAST_BOAT: MoveOption = Object.freeze({ by: 'portage', moves: PORTAGE_PAST_BOAT });

/** The {@link Moves} from dock `from`, the other boat at `other`: sea docks first, then portages. */
function computeMoves(g: BoardGeometry, from: DockId, other: DockId | null): Moves {
  const reachable = new Map<DockId, MoveOption>();
  const free = new Map<DockId, MoveOption>();
  // Both maps in one pass, in the same order: `free` is `reachable` without the other boat's dock.
  const add = (dock: DockId, option: MoveOption): void => {
    reachable.set(dock, option);
    if (dock !== other) free.set(dock, option);
  };
  for (const dock of seaSearch(g, from).docks) add(dock, BY_SEA);
  const blocked = other !== null && islandOfDock(g, other) === islandOfDock(g, from);
  const portage = blocked ? BY_PORTAGE_PAST_BOAT : BY_PORTAGE;
  for (const dock of portageDocks(g, from)) if (!reachable.has(dock)) add(dock, portage);
  return { reachable, free };
}

/**
 * K5.1: what a move of `moves` costs now. Moves are spent in order: a move action gives an empty
 * boat 2 moves and a loaded one 1; a move first uses what is left of the move action under way,
 * and only the rest is bought with new actions. So no move is lost or created: a 2-move portage
 * right after an empty boat's first move uses its second move plus one move of a new action,
 * whose other move stays available.
 */
export function moveCost(s: AkrotiriState, seat: Seat, moves: number): TurnCost {
  const left = movesLeft(s);
  const actions = moveActions(s, seat, moves);
  return { actions, sequence: { kind: 'move', movesLeft: left + actions * movesPerAction(s, seat) - moves } };
}

/** The new actions of {@link moveCost}, without building the cost (legal actions ask it per dock). */
export function moveActions(s: AkrotiriState, seat: Seat, moves: number): number {
  return Math.max(0, Math.ceil((moves - movesLeft(s)) / movesPerAction(s, seat)));
}

/** K5.1: the moves left of the move action under way (0 when none is). */
function movesLeft(s: AkrotiriState): number {
  const seq = s.turn?.sequence;
  return seq?.kind === 'move' ? seq.movesLeft : 0;
}

/** K5.1: the moves one move action gives the boat now: 2 empty, 1 loaded. */
function movesPerAction(s: AkrotiriState, seat: Seat): number {
  return s.seats[seat]!.cargo.length === 0 ? MOVES_EMPTY : MOVES_LOADED;
}

/** K5.1: the boat moves to `to`, having spent `actions` new actions (see {@link moveCost}). */
export function moveBoat(s: AkrotiriState, seat: Seat, to: DockId, actions: number, { emit }: Ctx): void {
  const option = moveOptions(s, seat).get(to)!;
  const p = s.seats[seat]!;
  const from = p.boat!;
  p.boat = to;
  emit({ type: 'boatMoved', seat, from, to, by: option.by, moves: option.moves, actions });
}
