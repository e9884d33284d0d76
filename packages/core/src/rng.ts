import { plainConstructor } from './young';

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

/** 2^-32. */
const INV_2_32 = 2.3283064365386963e-10;

/**
 * Johannes Baagøe's Mash, the hash Alea seeds itself with: folds a string's UTF-16 code units
 * into the running value `n` and returns the new running value (`(n >>> 0) * 2^-32` is the hash,
 * a fraction in [0, 1)).
 *
 * Mash writes `h >>> 0` where this writes `Math.floor(h)`: the same number here, as `h` is never
 * negative and always below 2^32 at those two places (`n` stays below 2^33 + 2^16, so the first
 * `h` is below 2^28, and the second is a fraction of the first's floor). `Math.floor` is one
 * instruction on a double; the loop is a chain of dependent steps, and it runs three times over
 * the seed for every RNG made from a seed (every `setup` and `determinize`).
 */
function mash(n: number, data: string): number {
  for (let i = 0; i < data.length; i++) {
    n += data.charCodeAt(i);
    let h = 0.02519603282416938 * n;
    n = Math.floor(h);
    h -= n;
    h *= n;
    n = Math.floor(h);
    h -= n;
    n += h * 0x100000000;
  }
  return n;
}

/** Mash's starting value. */
const MASH_START = 0xefc8249d;
/** Every seeding starts by hashing a space three times, whatever the seed: worked out once. */
const SPACE_1 = mash(MASH_START, ' ');
const SPACE_2 = mash(SPACE_1, ' ');
const SPACE_3 = mash(SPACE_2, ' ');

/**
 * Alea, the generator seedrandom's `alea` implements, written out here so that making one is a few
 * arithmetic steps rather than seedrandom's closures and hashing of constants (a determinized state
 * makes one from a seed string, and every action that draws restores one): the same state from the
 * same seed, the same numbers from the same state (core's tests check it against seedrandom, draw
 * for draw).
 */
class Alea {
  // Declared, not defined: a class field is set to `undefined` before the constructor runs, and a
  // field V8 once saw hold `undefined` keeps its numbers boxed, one new heap number a draw.
  // Assigned first in the constructor, each is a number from the start and V8 updates it in place.
  declare c: number;
  declare s0: number;
  declare s1: number;
  declare s2: number;

  constructor(c: number, s0: number, s1: number, s2: number) {
    this.c = c;
    this.s0 = s0;
    this.s1 = s1;
    this.s2 = s2;
  }

  /** The state seedrandom's `alea(seed)` starts from. */
  static seeded(seed: string): Alea {
    let n = mash(SPACE_3, seed);
    let s0 = (SPACE_1 >>> 0) * INV_2_32 - (n >>> 0) * INV_2_32;
    if (s0 < 0) s0 += 1;
    n = mash(n, seed);
    let s1 = (SPACE_2 >>> 0) * INV_2_32 - (n >>> 0) * INV_2_32;
    if (s1 < 0) s1 += 1;
    n = mash(n, seed);
    let s2 = (SPACE_3 >>> 0) * INV_2_32 - (n >>> 0) * INV_2_32;
    if (s2 < 0) s2 += 1;
    return new Alea(1, s0, s1, s2);
  }

  /** The next number in [0, 1). */
  next(): number {
    const t = 2091639 * this.s0 + this.c * INV_2_32;
    this.s0 = this.s1;
    this.s1 = this.s2;
    this.c = t | 0;
    return (this.s2 = t - this.c);
  }
}

/**
 * Thrown by a draw whose forced value does not fit it, or at the end of an action that left forced
 * values unused: a mistake in the test that forced them (see {@link forceDraws}). `apply` and the
 * simulator report it as a `BAD_FORCED_DRAWS` rejection naming the action.
 */
export class ForcedDrawError extends Error {
  override name = 'ForcedDrawError';
  /** The values left over, for an action that did not use them all; `[]` for a value that did not fit its draw. */
  readonly left: readonly number[];
  constructor(message: string, left: readonly number[] = []) {
    super(message);
    this.left = left;
  }
}

/** `[4, 5]`: a list of forced values as a test wrote them. */
const listed = (values: readonly number[]): string => `[${values.join(', ')}]`;

/**
 * The error for an action that drew `used` of the values `forced` for it and left the rest: which
 * were forced, how many it drew, which are left over.
 */
export function unusedForcedDraws(forced: readonly number[], left: readonly number[]): ForcedDrawError {
  const used = forced.length - left.length;
  const drew = used === 0 ? 'drew none' : `drew ${used}`;
  return new ForcedDrawError(
    `${drew} of the ${forced.length} value${forced.length === 1 ? '' : 's'} forced for it ${listed(forced)}: ${listed(left)} left over. Forced draws are for the next action only: force exactly the draws it makes`,
    left.slice(),
  );
}

/** The refusal of a draw `kind(n)` whose `n` is not a count it can draw from. */
function badCount(kind: 'int' | 'die', n: number, why: string): RangeError {
  return new RangeError(`${kind}(${n}): ${why}`);
}

/** An {@link Rng} on an {@link Alea}, with the forced results queued for it. */
class SeededRng implements Rng {
  // Declared, not defined, as in `Alea`: set once, by the constructor.
  private declare readonly gen: Alea;
  /** The forced results still to come, if any were queued. */
  private declare readonly queue: number[] | undefined;

  constructor(gen: Alea, forced: readonly number[] | undefined) {
    this.gen = gen;
    this.queue = forced !== undefined && forced.length > 0 ? forced.slice() : undefined;
  }

  /** Whether a forced result is queued for the next draw. */
  private hasForced(): boolean {
    const queue = this.queue;
    return queue !== undefined && queue.length > 0;
  }

  /** The next forced result (one is queued: see {@link hasForced}) of `kind(n)`, checked to lie in [lo, hi]. */
  private forced(lo: number, hi: number, kind: 'int' | 'die', n: number): number {
    const v = this.queue!.shift()!;
    if (!Number.isInteger(v) || v < lo || v > hi) {
      throw new ForcedDrawError(`the forced value ${v} does not fit its draw ${kind}(${n}), which gives ${kind === 'die' ? 'a face' : 'an index'} from ${lo} to ${hi}`);
    }
    return v;
  }

  // A draw is the inner step of every deal and shuffle: its usual path (a whole n, nothing forced)
  // is a few comparisons and one step of the generator, and what is rare (a refusal, a forced
  // result) is out of line, so that V8 inlines the rest into the caller (a deal of Survive draws
  // some sixty times, and 5% of its instructions went to the way there before).
  int(n: number): number {
    if (!Number.isInteger(n) || n < 1) throw badCount('int', n, 'the range must be a whole number ≥ 1');
    if (this.hasForced()) return this.forced(0, n - 1, 'int', n);
    return Math.floor(this.gen.next() * n);
  }

  die(sides = 6): number {
    if (!Number.isInteger(sides) || sides < 1) throw badCount('die', sides, 'a die has a whole number ≥ 1 of sides');
    if (this.hasForced()) return this.forced(1, sides, 'die', sides);
    return 1 + Math.floor(this.gen.next() * sides);
  }

  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const t = out[i]!;
      out[i] = out[j]!;
      out[j] = t;
    }
    return out;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('pick([]): nothing to pick from');
    return items[this.int(items.length)]!;
  }

  state(): RngState {
    const gen = this.gen;
    const out = new StateOfRng(gen.c, gen.s0, gen.s1, gen.s2);
    if (this.queue !== undefined && this.queue.length > 0) out.forced = this.queue.slice();
    return out;
  }
}

/**
 * An {@link RngState}, made by a constructor: states are made in bulk (one per action that draws,
 * one per deal) and most are dropped soon (see `./young`).
 */
const StateOfRng = plainConstructor(function (this: RngState, c: number, s0: number, s1: number, s2: number) {
  this.c = c;
  this.s0 = s0;
  this.s1 = s1;
  this.s2 = s2;
});

/** A fresh RNG from a seed string. */
export function createRng(seed: string): Rng {
  return new SeededRng(Alea.seeded(seed), undefined);
}

/** An RNG restored from a stored state (done once per action, not once per draw). */
export function restoreRng(state: RngState): Rng {
  return new SeededRng(new Alea(state.c, state.s0, state.s1, state.s2), state.forced);
}

/**
 * A copy of `state` whose next action's RNG draws return `values`, in order, before random draws
 * resume. For tests: force dice (`die` returns the face itself) and draws (`int`/`pick` take the
 * index). The values are for the next action only: when it leaves some unused, or one does not fit
 * the draw it is used for (a 7 for a six-sided die), `apply` refuses the action with
 * `BAD_FORCED_DRAWS`, naming the action, the values forced and those left over, so that a forced
 * draw never leaks into a later action.
 */
export function forceDraws<S extends { rng: RngState }>(state: S, ...values: number[]): S {
  return { ...state, rng: { ...state.rng, forced: [...(state.rng.forced ?? []), ...values] } };
}
