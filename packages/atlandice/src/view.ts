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
import { createRng, type Rng, type RngState, type Seat } from '@tabula/core';
import { blankArray, frozenPart, plainConstructor, privateMarks } from '@tabula/core/internal';
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
 * order. Core hands the view a state frozen through, so its parts are shared as they are.
 */
export function view(s: AtlandiceState, viewer: Seat | null): AtlandiceView {
  const active = activeSeats(s);
  const pending = pendingDecision(s);
  // A copy of the pending step: `steps[0]` is the same step, and a view is plain JSON (no object reached twice).
  const out = new ViewOf(s, stackViews(s.stacks), active, pending === undefined ? null : copyStep(pending), viewer !== null && active.includes(viewer) ? legalActions(s, viewer) : []);
  return sources.mark(out, s);
}

/**
 * A view, made by a constructor rather than a literal (as are its stacks): a server sends each view
 * and drops it, and V8 may move what a literal makes to its long-lived space for good, where a view
 * cost eight times as much (see core's `plainConstructor`). The fields are listed one by one, in the
 * order of a state made by `setup` (a new state field missing here is a type error, so none can slip
 * into a view unseen).
 */
const ViewOf = plainConstructor(function (this: AtlandiceView, s: AtlandiceState, stacks: StackView[], active: Seat[], pending: Pending | null, legal: AtlandiceAction[]) {
  this.game = s.game;
  this.neutral = s.neutral;
  this.track = s.track;
  this.tileClocks = s.tileClocks;
  this.blackMarketClock = s.blackMarketClock;
  this.sectors = s.sectors;
  this.stock = s.stock;
  this.vp = s.vp;
  this.tilesWon = s.tilesWon;
  this.tilesLost = s.tilesLost;
  this.outOfGame = s.outOfGame;
  this.exhausted = s.exhausted;
  this.dice = s.dice;
  this.diceTotal = s.diceTotal;
  this.dicePerPlayer = s.dicePerPlayer;
  this.diceThisRound = s.diceThisRound;
  this.diceTakenBySeat = s.diceTakenBySeat;
  this.gaveToNeutral = s.gaveToNeutral;
  this.submarine = s.submarine;
  this.clock = s.clock;
  this.startPlayer = s.startPlayer;
  this.round = s.round;
  this.phase = s.phase;
  this.visitsMade = s.visitsMade;
  this.visit = s.visit;
  this.steps = s.steps;
  this.donors = s.donors;
  this.endAfterVisits = s.endAfterVisits;
  this.schema = s.schema;
  this.players = s.players;
  this.stacks = stacks;
  this.active = active;
  this.pending = pending;
  this.legal = legal;
});

/**
 * Each view this module made, marked with the state it was made from (see `privateMarks`). That
 * state is frozen through (core hands `view` no other), so a part the view still holds of it is
 * frozen, and `determinize` shares it without asking. The marks stay in this module: the state
 * holds what the view hides.
 */
const sources = privateMarks<AtlandiceState>();

/** Every stack as seen, in order (a loop: `map` on a frozen array is several times slower). */
function stackViews(stacks: readonly (readonly TileId[])[]): StackView[] {
  const out = new Array<StackView>(stacks.length);
  for (let i = 0; i < stacks.length; i++) out[i] = stackView(stacks[i]!);
  return out;
}

/** A stack as seen: its top, and the tiles below in sorted order (a stack holds at most 3 tiles). */
function stackView(stack: readonly TileId[]): StackView {
  const top = stack[0] ?? null;
  if (stack.length !== 3) {
    // Copied by hand: `slice` on a frozen array (a state's) copies it many times slower.
    const below = new Array<TileId>(Math.max(0, stack.length - 1));
    for (let i = 1; i < stack.length; i++) below[i - 1] = stack[i]!;
    return new StackViewOf(top, below.sort());
  }
  // Two tiles below, the common case: what `sort()` gives (UTF-16 order), without its string conversions.
  const a = stack[1]!;
  const b = stack[2]!;
  // The length read from the stack, not the constant 2: V8 may pretenure `new Array(2)` (see {@link ViewOf}).
  const below = new Array<TileId>(stack.length - 1);
  below[0] = a < b ? a : b;
  below[1] = a < b ? b : a;
  return new StackViewOf(top, below);
}

/** A {@link StackView} (see {@link ViewOf}). */
const StackViewOf = plainConstructor(function (this: StackView, top: TileId | null, below: TileId[]) {
  this.top = top;
  this.below = below;
});

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
  const views = v.stacks;
  const stacks = new Array<TileId[]>(views.length);
  for (let i = 0; i < views.length; i++) stacks[i] = Object.freeze(dealStack(views[i]!, rng)) as TileId[];
  return Object.freeze(new DealtState(v, from, Object.freeze(stacks) as TileId[][], Object.freeze(rng.state())));
}

/**
 * A determinized state, made by a constructor rather than a literal, so that V8 never moves deals to
 * its long-lived space (see core's `plainConstructor`): a search drops each deal soon, and a deal
 * made there cost 2.6 to 2.9 times as much. Its fields come in the order of a state's; the parts it takes
 * from the view are shared when they are the state's own or frozen, else copied (`frozenPart`).
 */
const DealtState = plainConstructor(function (this: AtlandiceState, v: AtlandiceView, from: AtlandiceState | undefined, stacks: TileId[][], rng: RngState) {
  this.game = v.game;
  this.neutral = v.neutral;
  this.track = frozenPart(v.track, from?.track);
  this.tileClocks = frozenPart(v.tileClocks, from?.tileClocks);
  this.blackMarketClock = v.blackMarketClock;
  this.sectors = frozenPart(v.sectors, from?.sectors);
  this.stock = frozenPart(v.stock, from?.stock);
  this.vp = frozenPart(v.vp, from?.vp);
  this.tilesWon = frozenPart(v.tilesWon, from?.tilesWon);
  this.tilesLost = frozenPart(v.tilesLost, from?.tilesLost);
  this.outOfGame = frozenPart(v.outOfGame, from?.outOfGame);
  this.exhausted = frozenPart(v.exhausted, from?.exhausted);
  this.dice = frozenPart(v.dice, from?.dice);
  this.diceTotal = v.diceTotal;
  this.dicePerPlayer = v.dicePerPlayer;
  this.diceThisRound = frozenPart(v.diceThisRound, from?.diceThisRound);
  this.diceTakenBySeat = frozenPart(v.diceTakenBySeat, from?.diceTakenBySeat);
  this.gaveToNeutral = frozenPart(v.gaveToNeutral, from?.gaveToNeutral);
  this.submarine = v.submarine;
  this.clock = v.clock;
  this.startPlayer = v.startPlayer;
  this.round = v.round;
  this.phase = v.phase;
  this.visitsMade = v.visitsMade;
  this.visit = frozenPart(v.visit, from?.visit);
  this.steps = frozenPart(v.steps, from?.steps);
  this.donors = frozenPart(v.donors, from?.donors);
  this.endAfterVisits = v.endAfterVisits;
  this.schema = v.schema;
  this.players = v.players;
  this.stacks = stacks;
  this.rng = rng;
});

/**
 * A stack dealt again from its view: the top stays; the order of the tiles below is secret (A1.2),
 * so they follow in an order shuffled by `rng`. The same draws and order as `[top,
 * ...rng.shuffle(below)]` (Fisher–Yates from the end), shuffled in place in one array: made at
 * its size (an array grown by `push` has spare room that freezing must trim), and not by a literal,
 * a spread or `[]`, which V8 may move to its long-lived space (see {@link DealtState}).
 */
function dealStack(st: StackView, rng: Rng): TileId[] {
  if (st.top === null) return blankArray<TileId>(0);
  const below = st.below;
  const stack = withTop(st.top, below);
  for (let i = below.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const t = stack[i + 1]!;
    stack[i + 1] = stack[j + 1]!;
    stack[j + 1] = t;
  }
  return stack;
}

/** `[top, ...below]`, in an array of its size whose length is read from the data (see core's `blankArray` for why not a constant). */
function withTop(top: TileId, below: readonly TileId[]): TileId[] {
  const stack = new Array<TileId>(below.length + 1);
  stack[0] = top;
  for (let i = 0; i < below.length; i++) stack[i + 1] = below[i]!;
  return stack;
}

/** The same state with the secret part redealt: the order of the tiles below each top (for the leak check). */
export function resampleHidden(s: AtlandiceState, _seat: Seat, seed: string): AtlandiceState {
  const rng = createRng(seed);
  return { ...s, stacks: s.stacks.map((st) => (st.length <= 1 ? st.slice() : [st[0]!, ...rng.shuffle(st.slice(1))])) };
}
