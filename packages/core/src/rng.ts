import type seedrandom from 'seedrandom';
import { alea } from './alea';

/**
 * The RNG's state as kept inside a game state: seedrandom's `alea` (four numbers), plus an
 * optional queue of forced results used by tests.
 */
export interface RngState {
  c: number;
  s0: number;
  s1: number;
  s2: number;
  /** Results the next draws return instead of random ones (see {@link forceDraws}). */
  forced?: number[];
}

/** Draws from a seeded RNG. Every draw consumes exactly one forced value when some are queued. */
export interface Rng {
  /** A whole number in `[0, n)`. */
  int(n: number): number;
  /** A die face in `[1, sides]` (default 6). A forced value is the face itself. */
  die(sides?: number): number;
  /** A shuffled copy of `items` (Fisher–Yates; `items.length − 1` draws). */
  shuffle<T>(items: readonly T[]): T[];
  /** One of `items`, uniformly. */
  pick<T>(items: readonly T[]): T;
  /** The state to store back into the game state. */
  state(): RngState;
}

type Alea = seedrandom.StatefulPRNG<seedrandom.State.Alea>;

/** Thrown when a forced value does not fit the draw it is used for: a bug in the test. */
export class ForcedDrawError extends Error {
  override name = 'ForcedDrawError';
}

function wrap(prng: Alea, forced: number[] | undefined): Rng {
  const queue = forced ? forced.slice() : [];
  const next = (lo: number, hi: number, what: string): number | undefined => {
    if (queue.length === 0) return undefined;
    const v = queue.shift()!;
    if (!Number.isInteger(v) || v < lo || v > hi) {
      throw new ForcedDrawError(`forced ${what} result ${v} is outside [${lo}, ${hi}]`);
    }
    return v;
  };
  const int = (n: number): number => {
    if (!Number.isInteger(n) || n < 1) throw new RangeError(`int(${n}): the range must be a whole number ≥ 1`);
    const f = next(0, n - 1, `int(${n})`);
    return f ?? Math.floor(prng() * n);
  };
  return {
    int,
    die(sides = 6) {
      if (!Number.isInteger(sides) || sides < 1) throw new RangeError(`die(${sides}): a die has a whole number ≥ 1 of sides`);
      const f = next(1, sides, `die(${sides})`);
      return f ?? 1 + Math.floor(prng() * sides);
    },
    shuffle<T>(items: readonly T[]): T[] {
      const out = items.slice();
      for (let i = out.length - 1; i > 0; i--) {
        const j = int(i + 1);
        const t = out[i]!;
        out[i] = out[j]!;
        out[j] = t;
      }
      return out;
    },
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new RangeError('pick([]): nothing to pick from');
      return items[int(items.length)]!;
    },
    state(): RngState {
      const s = prng.state();
      const out: RngState = { c: s.c, s0: s.s0, s1: s.s1, s2: s.s2 };
      if (queue.length > 0) out.forced = queue.slice();
      return out;
    },
  };
}

/** A fresh RNG from a seed string. */
export function createRng(seed: string): Rng {
  return wrap(alea(seed, { state: true }), undefined);
}

/** An RNG restored from a stored state (done once per action, not once per draw). */
export function restoreRng(state: RngState): Rng {
  const { c, s0, s1, s2 } = state;
  return wrap(alea('', { state: { c, s0, s1, s2 } }), state.forced);
}

/**
 * A copy of `state` whose next action's RNG draws return `values`, in order, before random draws
 * resume. For tests: force dice (`die` returns the face itself) and draws (`int`/`pick` take the
 * index). The values are for the next action only: a value it leaves unused makes that action an
 * `INTERNAL_ERROR` naming them, so a forced draw never leaks into a later action.
 */
export function forceDraws<S extends { rng: RngState }>(state: S, ...values: number[]): S {
  return { ...state, rng: { ...state.rng, forced: [...(state.rng.forced ?? []), ...values] } };
}
