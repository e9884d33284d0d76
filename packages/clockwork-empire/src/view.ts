/** What a seat sees: its own hand; of the others only hand sizes; not the deck order nor the RNG. */
import { createRng, type Seat } from '@tabula/core';
import { frozenPart, plainConstructor, privateMarks } from '@tabula/core/internal';
import type { ClockworkAction } from './actions';
import { activeSeats, legalActions, pendingDecision, type Pending } from './legal';
import { PROVISIONAL_SET, type ComponentSet } from './data/provisional';
import { components, componentsOf, type Components } from './rules/holdings';
import { seatOverLimit } from './rules/limits';
import type { ClockworkState, PlayerState } from './state';

/** A player as seen: `hand` is `null` unless it is the viewer's own. */
export type PlayerView = Omit<PlayerState, 'hand'> & { hand: string[] | null; handSize: number };

/**
 * A Clockwork Empire view: fresh, or frozen parts shared with the (frozen) state, never the state's
 * secrets. The component set is public: `set` is `null` when the game runs on
 * {@link PROVISIONAL_SET} (`setName` names it; read the exported constant), else the user's set.
 */
export type ClockworkView = Omit<ClockworkState, 'rng' | 'deck' | 'seats' | 'set'> & {
  /** The component set's name. */
  setName: string;
  /** The user's component set (frozen), or `null` for {@link PROVISIONAL_SET}. */
  set: ComponentSet | null;
  /** Every seat, with only the viewer's own hand. */
  seats: PlayerView[];
  /** Cards in the draw pile (its order is secret). */
  deckSize: number;
  /** Seats that may act now. */
  active: Seat[];
  /** The decision owed now. */
  pending: Pending | null;
  /** The viewer's legal actions (empty for spectators and inactive seats). */
  legal: ClockworkAction[];
};

/**
 * What `viewer` (a seat, or `null` for a spectator) may see of `s`. What the view shows of a frozen
 * state (every state the game makes is deeply frozen) is the state's own parts, shared, not copied:
 * only the view itself, its seats and what is worked out for it (pending, legal actions) are new.
 * Of a state not frozen (a plain state built by hand), the view is a copy.
 */
export function view(s: ClockworkState, viewer: Seat | null): ClockworkView {
  return Object.isFrozen(s) ? sources.mark(viewOf(s, viewer), s) : structuredClone(viewOf(s, viewer));
}

/**
 * Each view this module made of a frozen state, marked with that state (see `privateMarks`): it is
 * frozen through (core hands `view` no other, and a view of a state not frozen is a copy, never
 * marked), so a part the view still holds of it is frozen, and {@link determinize} shares it
 * without asking. The marks stay in this module: the state holds the hands and the deck the view
 * hides.
 */
const sources = privateMarks<ClockworkState>();

/** {@link view}, sharing the state's parts. Built field by field (a copy with fields left out is slower). */
function viewOf(s: ClockworkState, viewer: Seat | null): ClockworkView {
  const { set, provisional } = components(s);
  // Read once for the three answers that depend on it (C1.8: a seat over a limit acts first).
  const over = seatOverLimit(s);
  const active = activeSeats(s, over);
  const seats: PlayerView[] = [];
  for (let i = 0; i < s.seats.length; i++) {
    const p = s.seats[i]!;
    seats.push({ vp: p.vp, arrivalVp: p.arrivalVp, pawn: p.pawn, hand: i === viewer ? p.hand : null, built: p.built, resources: p.resources, gods: p.gods, diceInHand: p.diceInHand, diceRemoved: p.diceRemoved, handSize: p.hand.length });
  }
  return {
    game: s.game,
    loop: s.loop,
    phase: s.phase,
    round: s.round,
    endTriggered: s.endTriggered,
    current: s.current,
    supply: s.supply,
    discard: s.discard,
    slots: s.slots,
    gods: s.gods,
    whiteDice: s.whiteDice,
    buybacks: s.buybacks,
    turn: s.turn,
    final: s.final,
    schema: s.schema,
    players: s.players,
    setName: set.name,
    set: provisional ? null : set,
    seats,
    deckSize: s.deck.length,
    active,
    pending: pendingDecision(s, over),
    legal: viewer !== null && active.includes(viewer) ? legalActions(s, viewer, over) : [],
  };
}

/** Scratch for {@link unseen}: which cards are seen, by index in the set (grown to the largest set met). */
let seenScratch = new Uint8Array(0);

/**
 * Cards `seat` cannot place: neither in its hand, nor discarded, nor built by anyone; in set order.
 * The lists are read by index: they are frozen (a view shares them with the state), and V8 runs
 * `for…of` over a frozen array several times slower.
 */
function unseen(c: Components, seats: readonly { hand: readonly string[] | null; built: readonly { cards: readonly string[] }[] }[], seat: Seat, discard: readonly string[]): string[] {
  const index = c.cardIndex;
  const cards = c.set.cards;
  if (seenScratch.length < cards.length) seenScratch = new Uint8Array(cards.length);
  const seen = seenScratch;
  seen.fill(0, 0, cards.length);
  for (let i = 0; i < discard.length; i++) seen[index.get(discard[i]!)!] = 1;
  const hand = seats[seat]!.hand;
  if (hand) for (let i = 0; i < hand.length; i++) seen[index.get(hand[i]!)!] = 1;
  for (let p = 0; p < seats.length; p++) {
    const built = seats[p]!.built;
    for (let b = 0; b < built.length; b++) {
      const ids = built[b]!.cards;
      for (let i = 0; i < ids.length; i++) seen[index.get(ids[i]!)!] = 1;
    }
  }
  const out: string[] = [];
  for (let i = 0; i < cards.length; i++) if (seen[i] === 0) out.push(cards[i]!.id);
  return out;
}

/** What {@link unseenOf} worked out for a view: the cards unseen, and the frozen lists they depend on. */
interface UnseenMemo {
  seat: Seat;
  set: ClockworkView['set'];
  discard: readonly string[];
  hand: readonly string[] | null;
  built: readonly (readonly { cards: readonly string[] }[])[];
  cards: readonly string[];
}

/**
 * The view determinized last and its unseen cards, kept while the lists they come from are the same
 * frozen lists: a search bot determinizes the view it decides on once per iteration. One slot, not
 * a weak map by view: a map takes an entry for every view ever dealt, and its entries for
 * short-lived keys weigh on the collector (a new view each call cost a fifth more with one).
 */
let lastView: ClockworkView | undefined;
let lastMemo: UnseenMemo | undefined;

/** Whether `built` (a seat's built contraptions) is frozen, with every contraption and its cards. */
function builtFrozen(built: readonly { cards: readonly string[] }[]): boolean {
  if (!Object.isFrozen(built)) return false;
  for (let i = 0; i < built.length; i++) if (!Object.isFrozen(built[i]) || !Object.isFrozen(built[i]!.cards)) return false;
  return true;
}

/** {@link unseen} for `seat`'s view `v`, remembered for the last view while its lists are the same frozen ones (see {@link lastView}). */
function unseenOf(v: ClockworkView, seat: Seat, set: ClockworkView['set']): readonly string[] {
  const memo = v === lastView ? lastMemo : undefined;
  const { seats, discard } = v;
  const hand = seats[seat]?.hand ?? null;
  check: if (memo !== undefined && memo.seat === seat && memo.set === set && memo.discard === discard && memo.hand === hand && memo.built.length === seats.length) {
    for (let p = 0; p < seats.length; p++) if (memo.built[p] !== seats[p]!.built) break check;
    return memo.cards;
  }
  const cards = unseen(componentsOf(set), seats, seat, discard);
  const built = seats.map((p) => p.built);
  const keep = Object.isFrozen(discard) && (hand === null || Object.isFrozen(hand)) && built.every(builtFrozen);
  lastView = keep ? v : undefined;
  lastMemo = keep ? { seat, set, discard, hand, built, cards } : undefined;
  return cards;
}

/** `part`, frozen: a new part of a determinized state whose own parts are frozen already. */
const frozen = <T extends object>(part: T): T => Object.freeze(part) as T;

/**
 * A full state consistent with `seat`'s view: other hands and the deck redealt from `seed`, a fresh
 * RNG. Built directly from the view, deeply frozen: the parts the view shares with the state
 * (frozen: known without asking for a view this module made, see `sources`) are shared again; a
 * part not frozen (a view read from JSON, or a part the caller put in) is copied, so the caller's
 * view stays its own.
 */
export function determinize(v: ClockworkView, seat: Seat, seed: string): ClockworkState {
  const rng = createRng(seed);
  const from = sources.of(v);
  const set = frozenPart(v.set, from?.set);
  const pool = rng.shuffle(unseenOf(v, seat, set));
  let dealt = 0;
  const seats = new Array<PlayerState>(v.seats.length);
  for (let i = 0; i < v.seats.length; i++) {
    const p = v.seats[i]!;
    const was = from?.seats[i];
    let hand: string[];
    if (i === seat) hand = frozenPart(p.hand!, was?.hand);
    else {
      // The next cards of the shuffled pool (a plain array: its `slice` is quick), as many as the
      // hand holds, counted as `splice` counts (a view read from JSON may hold any number there).
      const size = Math.min(Math.max(Math.trunc(p.handSize) || 0, 0), pool.length - dealt);
      hand = frozen(pool.slice(dealt, dealt + size));
      dealt += size;
    }
    seats[i] = frozen(new DealtSeat(p, was, hand));
  }
  const deck = frozen(dealt === 0 ? pool : pool.slice(dealt));
  // The RNG's state holds four numbers (a fresh RNG has no forced draws).
  return frozen(new DealtState(v, from, set, frozen(seats), deck, frozen(rng.state())));
}

/**
 * A seat of a determinized state, made by a constructor rather than a literal (as is
 * {@link DealtState}): a search drops each deal soon, and V8 may move what a literal makes to its
 * long-lived space for good, from one collection that found many of them alive (objects made while
 * it marks count as alive: a search that starts as the heap grows). A deal then cost 2.8 times as
 * much, the young parts it points to surviving with it (see core's `plainConstructor`). Fields in
 * the order of a state's seat; the view's parts shared when they are the state's own or frozen.
 */
const DealtSeat = plainConstructor(function (this: PlayerState, p: PlayerView, was: PlayerState | undefined, hand: string[]) {
  this.vp = p.vp;
  this.arrivalVp = p.arrivalVp;
  this.pawn = p.pawn;
  this.hand = hand;
  this.built = frozenPart(p.built, was?.built);
  this.resources = frozenPart(p.resources, was?.resources);
  this.gods = frozenPart(p.gods, was?.gods);
  this.diceInHand = p.diceInHand;
  this.diceRemoved = p.diceRemoved;
});

/** A determinized state (see {@link DealtSeat}), its fields in the order of a state's. */
const DealtState = plainConstructor(function (this: ClockworkState, v: ClockworkView, from: ClockworkState | undefined, set: ClockworkState['set'], seats: PlayerState[], deck: string[], rng: ClockworkState['rng']) {
  this.game = v.game;
  this.set = set;
  this.loop = frozenPart(v.loop, from?.loop);
  this.phase = v.phase;
  this.round = v.round;
  this.endTriggered = v.endTriggered;
  this.current = v.current;
  this.seats = seats;
  this.supply = frozenPart(v.supply, from?.supply);
  this.deck = deck;
  this.discard = frozenPart(v.discard, from?.discard);
  this.slots = frozenPart(v.slots, from?.slots);
  this.gods = frozenPart(v.gods, from?.gods);
  this.whiteDice = frozenPart(v.whiteDice, from?.whiteDice);
  this.buybacks = frozenPart(v.buybacks, from?.buybacks);
  this.turn = frozenPart(v.turn, from?.turn);
  this.final = frozenPart(v.final, from?.final);
  this.schema = v.schema;
  this.players = v.players;
  this.rng = rng;
});

/** The same state with what `seat` cannot see redealt (other hands and the deck order), for the leak check. */
export function resampleHidden(s: ClockworkState, seat: Seat, seed: string): ClockworkState {
  const rng = createRng(seed);
  const pool = rng.shuffle(unseen(components(s), s.seats, seat, s.discard));
  const seats = s.seats.map((p, i) => (i === seat ? p : { ...p, hand: pool.splice(0, p.hand.length) }));
  return { ...s, seats, deck: pool };
}
