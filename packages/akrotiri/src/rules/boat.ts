/** K3.5 placing the boats; K5.1 moving by sea and by portage. */
import { mutable, type RuleContext, type Seat } from '@tabula/core';
import { islandOfDock } from '../board/islands';
import { theraNode, type DockId } from '../board/routes';
import { seaSearch } from '../board/sea';
import { MOVES_EMPTY, MOVES_LOADED, MOVE_COST, PORTAGE_PAST_BOAT } from '../data/rules';
import type { AkrotiriEvent } from '../events';
import type { AkrotiriState, TurnCost } from '../state';
import { advance } from './flow';
import { componentsOf, geometryOf, islandDocks, otherBoat } from './geometry';
import { geometryMemo, type BoardGeometry } from '../board/analyze';
import { seatToChange } from './change';
import { mapped, newList } from '../board/shapes';

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
  mutable(s, 'steps').shift();
  seatToChange(s, seat).boat = dock;
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
 * (see {@link reachesDock} for the docks one move away whoever lies there). A new map each time:
 * the rules ask through {@link moveOption} and {@link forEachMoveOption}, which build none.
 */
export function moveOptions(s: AkrotiriState, seat: Seat): ReadonlyMap<DockId, MoveOption> {
  const map = new Map<DockId, MoveOption>();
  forEachMoveOption(s, seat, (to, option) => map.set(to, option));
  return map;
}

/** {@link moveOptions}' option for a move to `to`, if the boat may stop there. */
export function moveOption(s: AkrotiriState, seat: Seat, to: DockId): MoveOption | undefined {
  const moves = movesOf(s, seat);
  if (!moves || to === moves.other) return undefined;
  const i = moves.docks.indexOf(to);
  return i < 0 ? undefined : moves.options[i];
}

/** K5.1: whether `to` is one sea move or one portage from the boat, the other boat's dock included. */
export function reachesDock(s: AkrotiriState, seat: Seat, to: DockId): boolean {
  return movesOf(s, seat)?.docks.includes(to) ?? false;
}

/**
 * Calls `each` for every dock of {@link moveOptions}, in its order, with its option: the same
 * walk without a map (legal actions ask it for every turn action). `g` is the state's board
 * geometry, when the caller has it at hand.
 */
export function forEachMoveOption(s: AkrotiriState, seat: Seat, each: (to: DockId, option: MoveOption) => void, g: BoardGeometry = geometryOf(s)): void {
  const moves = movesOf(s, seat, g);
  if (!moves) return;
  const { docks, options, other } = moves;
  for (let i = 0; i < docks.length; i++) if (docks[i] !== other) each(docks[i]!, options[i]!);
}

/** A boat's moves from one dock, with the other boat at one dock (or not placed); a class, as it lives long (see `board/shapes`). */
class Moves {
  constructor(
    /** Every dock one move away ({@link reachesDock}), in order: sea docks first, then portages. */
    readonly docks: readonly DockId[],
    /** How each of `docks` is reached, by index. */
    readonly options: readonly MoveOption[],
    /** The boat's dock. */
    readonly from: DockId,
    /** The other boat's dock: the one of `docks` the boat may not stop at (`null`: not placed). */
    readonly other: DockId | null,
  ) {}
}

/** A seat's {@link Moves} on the state's board (of geometry `g`), worked out once per geometry and boat places. */
function movesOf(s: AkrotiriState, seat: Seat, g: BoardGeometry = geometryOf(s)): Moves | undefined {
  const from = s.seats[seat]!.boat;
  if (!from) return undefined;
  const other = otherBoat(s, seat);
  const memo = geometryMemo(g);
  if (!memo) return computeMoves(g, from, other);
  // Kept with the geometry (its memo's `moves`), which never changes, so neither do the moves on it:
  // a short list (the few places the boats take on one board), searched by the boats' docks.
  const known = (memo.moves ??= newList<Moves>()) as Moves[];
  for (const moves of known) if (moves.from === from && moves.other === other) return moves;
  const moves = computeMoves(g, from, other);
  known.push(moves);
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
  const docks = [...seaSearch(g, from).docks];
  const options: MoveOption[] = mapped(docks, () => BY_SEA);
  const island = islandOfDock(g, from);
  const portage = other !== null && islandOfDock(g, other) === island ? BY_PORTAGE_PAST_BOAT : BY_PORTAGE;
  for (const dock of islandDocks(g, island)) {
    if (dock !== from && docks.indexOf(dock) < 0) {
      docks.push(dock);
      options.push(portage);
    }
  }
  return new Moves(docks, options, from, other);
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
  const option = moveOption(s, seat, to)!;
  const p = seatToChange(s, seat);
  const from = p.boat!;
  p.boat = to;
  emit({ type: 'boatMoved', seat, from, to, by: option.by, moves: option.moves, actions });
}
