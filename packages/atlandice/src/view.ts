/** What a seat (or a spectator) sees: everything but the RNG and the order of tiles below each stack's top. */
import { createRng, type Seat } from '@tabula/core';
import type { TileId } from './data/tiles';
import { activeSeats, legalActions, pendingDecision } from './legal';
import type { AtlandiceAction } from './actions';
import type { AtlandiceState, Pending } from './state';

/** A district stack as seen: the top tile, and the tiles below it in a fixed (sorted) order. */
export interface StackView {
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

/** The view of `viewer` (`null`: a spectator). Nothing in Atlandice is secret but the RNG and stack order. */
export function view(s: AtlandiceState, viewer: Seat | null): AtlandiceView {
  const { rng: _rng, stacks, ...open } = s;
  const active = activeSeats(s);
  return {
    ...structuredClone(open),
    stacks: stacks.map((st) => ({ top: st[0] ?? null, below: st.slice(1).sort() })),
    active,
    pending: structuredClone(pendingDecision(s) ?? null),
    legal: viewer !== null && active.includes(viewer) ? legalActions(s, viewer) : [],
  };
}

/** A full state consistent with a view: the tiles below each top are shuffled from `seed`, and so is the RNG. */
export function determinize(v: AtlandiceView, _seat: Seat, seed: string): AtlandiceState {
  const rng = createRng(seed);
  const { stacks, active: _a, pending: _p, legal: _l, ...open } = v;
  return {
    ...structuredClone(open),
    stacks: stacks.map((st) => (st.top === null ? [] : [st.top, ...rng.shuffle(st.below)])),
    rng: rng.state(),
  };
}

/** The same state with the secret part redealt: the order of the tiles below each top (for the leak check). */
export function resampleHidden(s: AtlandiceState, _seat: Seat, seed: string): AtlandiceState {
  const rng = createRng(seed);
  return { ...s, stacks: s.stacks.map((st) => (st.length <= 1 ? st.slice() : [st[0]!, ...rng.shuffle(st.slice(1))])) };
}
