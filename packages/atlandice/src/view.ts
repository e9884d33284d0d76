/**
 * What a seat (or a spectator) sees: everything but the RNG and the order of tiles below each
 * stack's top; and a full state built back from a view (`determinize`).
 *
 * Both are read on every action by servers (a view per seat) and search bots (a determinization per
 * iteration), so neither copies the state: a view shares the state's parts, which are frozen (every
 * state the game makes is deeply frozen), and builds only what differs (the stacks, who acts, what
 * is owed, the legal actions); a determinized state shares the view's frozen parts the same way.
 * What they hand out is thus fresh or frozen: a caller changing it changes nothing else.
 */
import { createRng, frozenPart, privateMarks, type Rng, type Seat } from '@tabula/core';
import type { TileId } from './data/tiles';
import { activeSeats, legalActions, pendingDecision } from './legal';
import type { AtlandiceAction } from './actions';
import type { AtlandiceState, Pending } from './state';

/** A district stack as seen: the top tile, and the tiles below it in a fixed (sorted) order. */
export interface StackView {
  /** The top tile, face up; `null` once the stack is exhausted. */
  top: TileId | null;
  /** The tiles still below the top: known, since each category's three tiles are known, but not their order. */
  below: TileId[];
}

/** An Atlandice view: the state without its RNG, stacks shown as {@link StackView}, plus who acts and what they may do. */
export type AtlandiceView = Omit<AtlandiceState, 'rng' | 'stacks'> & {
  stacks: StackView[];
  /** Seats that may act now. */
  active: Seat[];
  /** The decision the active seat owes, if any. */
  pending: Pending | null;
  /** The viewer's legal actions (empty for spectators and inactive seats). */
  legal: AtlandiceAction[];
};

/**
 * The view of `viewer` (`null`: a spectator). Nothing in Atlandice is secret but the RNG and stack
 * order. The fields are listed one by one, in the order of a state made by `setup` (a new state
 * field missing here is a type error, so none can slip into a view unseen), and in one object
 * literal: the cheapest object V8 makes. Core hands the view a state frozen through, so its parts
 * are shared as they are.
 */
export function view(s: AtlandiceState, viewer: Seat | null): AtlandiceView {
  const active = activeSeats(s);
  const pending = pendingDecision(s);
  const out: AtlandiceView = {
    game: s.game,
    neutral: s.neutral,
    track: s.track,
    tileClocks: s.tileClocks,
    blackMarketClock: s.blackMarketClock,
    sectors: s.sectors,
    stock: s.stock,
    vp: s.vp,
    tilesWon: s.tilesWon,
    tilesLost: s.tilesLost,
    outOfGame: s.outOfGame,
    exhausted: s.exhausted,
    dice: s.dice,
    diceTotal: s.diceTotal,
    dicePerPlayer: s.dicePerPlayer,
    diceThisRound: s.diceThisRound,
    diceTakenBySeat: s.diceTakenBySeat,
    gaveToNeutral: s.gaveToNeutral,
    submarine: s.submarine,
    clock: s.clock,
    startPlayer: s.startPlayer,
    round: s.round,
    phase: s.phase,
    visitsMade: s.visitsMade,
    visit: s.visit,
    steps: s.steps,
    donors: s.donors,
    endAfterVisits: s.endAfterVisits,
    schema: s.schema,
    players: s.players,
    stacks: stackViews(s.stacks),
    active,
    // A copy: `steps[0]` is the same step, and a view is plain JSON (no object reached twice).
    pending: pending === undefined ? null : copyStep(pending),
    legal: viewer !== null && active.includes(viewer) ? legalActions(s, viewer) : [],
  };
  return sources.mark(out, s);
}

/**
 * Each view this module made, marked with the state it was made from (see `privateMarks`). That
 * state is frozen through (core hands `view` no other), so a part the view still holds of it is
 * frozen, and `determinize` shares it without asking. The marks stay in this module: the state
 * holds what the view hides.
 */
const sources = privateMarks<AtlandiceState>();

/** Every stack as seen, in order (a loop: `map` on a frozen array is several times slower). */
function stackViews(stacks: readonly (readonly TileId[])[]): StackView[] {
  const out: StackView[] = [];
  for (let i = 0; i < stacks.length; i++) out.push(stackView(stacks[i]!));
  return out;
}

/** A stack as seen: its top, and the tiles below in sorted order (a stack holds at most 3 tiles). */
function stackView(stack: readonly TileId[]): StackView {
  const top = stack[0] ?? null;
  if (stack.length !== 3) {
    // Copied by hand: `slice` on a frozen array (a state's) copies it many times slower.
    const below: TileId[] = [];
    for (let i = 1; i < stack.length; i++) below.push(stack[i]!);
    return { top, below: below.sort() };
  }
  // Two tiles below, the common case: what `sort()` gives (UTF-16 order), without its string conversions.
  const a = stack[1]!;
  const b = stack[2]!;
  return { top, below: a < b ? [a, b] : [b, a] };
}

/** A copy of a step, its arrays copied too. */
function copyStep(step: Pending): Pending {
  switch (step.kind) {
    case 'take':
      return { kind: 'take', sectors: [...step.sectors], reason: step.reason, optional: step.optional };
    case 'move':
      return { kind: 'move', from: step.from, to: [...step.to], reason: step.reason };
    default:
      return { kind: step.kind };
  }
}

/**
 * A full state consistent with a view: the tiles below each top are shuffled from `seed`, and so is
 * the RNG. It shares the view's frozen parts (those of the state it was made from: known without
 * asking for a view this module made: see `sources`) and copies the others; it is returned
 * frozen, so core has nothing left to freeze.
 */
export function determinize(v: AtlandiceView, _seat: Seat, seed: string): AtlandiceState {
  const rng = createRng(seed);
  // The state the view was made from, if this module made it: its parts the view still holds are
  // frozen. Any other part (a view read from JSON, or changed since) is checked, and copied if not.
  const from = sources.of(v);
  const stacks: TileId[][] = [];
  for (const st of v.stacks) stacks.push(Object.freeze(dealStack(st, rng)) as TileId[]);
  return Object.freeze({
    game: v.game,
    neutral: v.neutral,
    track: frozenPart(v.track, from?.track),
    tileClocks: frozenPart(v.tileClocks, from?.tileClocks),
    blackMarketClock: v.blackMarketClock,
    sectors: frozenPart(v.sectors, from?.sectors),
    stock: frozenPart(v.stock, from?.stock),
    vp: frozenPart(v.vp, from?.vp),
    tilesWon: frozenPart(v.tilesWon, from?.tilesWon),
    tilesLost: frozenPart(v.tilesLost, from?.tilesLost),
    outOfGame: frozenPart(v.outOfGame, from?.outOfGame),
    exhausted: frozenPart(v.exhausted, from?.exhausted),
    dice: frozenPart(v.dice, from?.dice),
    diceTotal: v.diceTotal,
    dicePerPlayer: v.dicePerPlayer,
    diceThisRound: frozenPart(v.diceThisRound, from?.diceThisRound),
    diceTakenBySeat: frozenPart(v.diceTakenBySeat, from?.diceTakenBySeat),
    gaveToNeutral: frozenPart(v.gaveToNeutral, from?.gaveToNeutral),
    submarine: v.submarine,
    clock: v.clock,
    startPlayer: v.startPlayer,
    round: v.round,
    phase: v.phase,
    visitsMade: v.visitsMade,
    visit: frozenPart(v.visit, from?.visit),
    steps: frozenPart(v.steps, from?.steps),
    donors: frozenPart(v.donors, from?.donors),
    endAfterVisits: v.endAfterVisits,
    schema: v.schema,
    players: v.players,
    stacks: Object.freeze(stacks) as TileId[][],
    rng: Object.freeze(rng.state()),
  });
}

/**
 * A stack dealt again from its view: the top stays; the order of the tiles below is secret (A1.2),
 * so they follow in an order shuffled by `rng`. The same draws and order as `[top,
 * ...rng.shuffle(below)]` (Fisher–Yates from the end), shuffled in place in one array. A stack
 * holds at most three tiles: an array literal of that size is the cheapest to make and to freeze
 * (an array grown by `push` has spare room that freezing must trim).
 */
function dealStack(st: StackView, rng: Rng): TileId[] {
  if (st.top === null) return [];
  const below = st.below;
  const stack = below.length === 2 ? [st.top, below[0]!, below[1]!] : [st.top, ...below];
  for (let i = below.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const t = stack[i + 1]!;
    stack[i + 1] = stack[j + 1]!;
    stack[j + 1] = t;
  }
  return stack;
}

/** The same state with the secret part redealt: the order of the tiles below each top (for the leak check). */
export function resampleHidden(s: AtlandiceState, _seat: Seat, seed: string): AtlandiceState {
  const rng = createRng(seed);
  return { ...s, stacks: s.stacks.map((st) => (st.length <= 1 ? st.slice() : [st[0]!, ...rng.shuffle(st.slice(1))])) };
}
