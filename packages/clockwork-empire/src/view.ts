/** What a seat sees: its own hand; of the others only hand sizes; not the deck order nor the RNG. */
import { createRng, type Seat } from '@tabula/core';
import type { ClockworkAction } from './actions';
import { activeSeats, legalActions, pendingDecision, type Pending } from './legal';
import { PROVISIONAL_SET, type ComponentSet } from './data/provisional';
import { components } from './rules/holdings';
import type { ClockworkState, PlayerState } from './state';

/** A player as seen: `hand` is `null` unless it is the viewer's own. */
export type PlayerView = Omit<PlayerState, 'hand'> & { hand: string[] | null; handSize: number };

/**
 * A Clockwork Empire view. It shares no object with the state. The component set is public:
 * `set` is `null` when the game runs on {@link PROVISIONAL_SET} (`setName` names it; read the
 * exported constant), else a copy of the user's set.
 */
export type ClockworkView = Omit<ClockworkState, 'rng' | 'deck' | 'seats' | 'set'> & {
  /** The component set's name. */
  setName: string;
  /** A copy of the component set, or `null` for {@link PROVISIONAL_SET}. */
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

/** What `viewer` (a seat, or `null` for a spectator) may see of `s`. */
export function view(s: ClockworkState, viewer: Seat | null): ClockworkView {
  const { rng: _rng, deck, seats, set: _set, ...open } = s;
  const { set, provisional } = components(s);
  const active = activeSeats(s);
  const shown: ClockworkView = {
    ...open,
    setName: set.name,
    set: provisional ? null : set,
    seats: seats.map((p, i) => ({ ...p, hand: i === viewer ? p.hand : null, handSize: p.hand.length })),
    deckSize: deck.length,
    active,
    pending: pendingDecision(s),
    legal: viewer !== null && active.includes(viewer) ? legalActions(s, viewer) : [],
  };
  // One deep copy of everything shown: the view shares no object with the state.
  return JSON.parse(JSON.stringify(shown)) as ClockworkView;
}

/** Cards `seat` cannot place: neither in its hand, nor discarded, nor built by anyone. */
function unseen(all: string[], seats: { hand: string[] | null; built: { cards: string[] }[] }[], seat: Seat, discard: string[]): string[] {
  const seen = new Set([...(seats[seat]!.hand ?? []), ...discard, ...seats.flatMap((p) => p.built.flatMap((b) => b.cards))]);
  return all.filter((id) => !seen.has(id));
}

/** A full state consistent with `seat`'s view: other hands and the deck redealt from `seed`, a fresh RNG. */
export function determinize(v: ClockworkView, seat: Seat, seed: string): ClockworkState {
  const rng = createRng(seed);
  const { seats, deckSize: _d, active: _a, pending: _p, legal: _l, setName: _n, set: viewSet, ...open } = structuredClone(v);
  const set = viewSet ?? PROVISIONAL_SET;
  const pool = rng.shuffle(unseen(set.cards.map((c) => c.id), seats, seat, v.discard));
  const full: PlayerState[] = seats.map(({ handSize, hand, ...p }, i) => ({ ...p, hand: i === seat ? hand! : pool.splice(0, handSize) }));
  return { ...open, set: viewSet, seats: full, deck: pool, rng: rng.state() };
}

/** The same state with what `seat` cannot see redealt (other hands and the deck order), for the leak check. */
export function resampleHidden(s: ClockworkState, seat: Seat, seed: string): ClockworkState {
  const rng = createRng(seed);
  const pool = rng.shuffle(unseen(components(s).set.cards.map((c) => c.id), s.seats, seat, s.discard));
  const seats = s.seats.map((p, i) => (i === seat ? p : { ...p, hand: pool.splice(0, p.hand.length) }));
  return { ...s, seats, deck: pool };
}
