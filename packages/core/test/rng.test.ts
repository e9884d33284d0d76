import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import fc from 'fast-check';
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { createRng, forceDraws, ForcedDrawError, restoreRng } from '../src/index';

describe("core's Alea is seedrandom's alea, draw for draw", () => {
  /** `n` draws from seedrandom's alea seeded with `seed`, and its state after them. */
  const reference = (seed: string, n: number) => {
    const prng = seedrandom.alea(seed, { state: true });
    const draws = Array.from({ length: n }, () => prng());
    return { draws, state: prng.state() };
  };
  /** The same through core: `int(2 ** 32)` is `floor(next × 2^32)`, which recovers `next` exactly. */
  const ours = (rng: ReturnType<typeof createRng>, n: number) => Array.from({ length: n }, () => rng.int(2 ** 32) / 2 ** 32);

  it('the same state from the same seed and the same numbers after it (any string, empty and non-ASCII included)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.constantFrom('', ' ', 'setup', 'd1', 'reads-0')), fc.integer({ min: 0, max: 40 }), (seed, n) => {
        const rng = createRng(seed);
        const ref = reference(seed, n);
        expect(ours(rng, n)).toEqual(ref.draws);
        expect(rng.state()).toEqual(ref.state);
      }),
      { numRuns: 300 },
    );
  });

  it('the same state from long seeds of the largest code units (Mash keeps its running value in range)', () => {
    for (const seed of ['\uffff'.repeat(5000), '\ud7ff\uffff'.repeat(700), `${'z'.repeat(999)}\u0000`]) {
      expect(createRng(seed).state()).toEqual(reference(seed, 0).state);
    }
    fc.assert(
      fc.property(fc.string({ unit: 'binary', minLength: 50, maxLength: 400 }), (seed) => {
        expect(createRng(seed).state()).toEqual(reference(seed, 0).state);
      }),
      { numRuns: 100 },
    );
  });

  it('the same numbers from a restored state', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 30 }), fc.integer({ min: 1, max: 30 }), (seed, skip, n) => {
        const before = reference(seed, skip).state;
        const prng = seedrandom.alea('', { state: before });
        const expected = Array.from({ length: n }, () => prng());
        expect(ours(restoreRng(before), n)).toEqual(expected);
      }),
      { numRuns: 200 },
    );
  });
});

describe('seeded RNG', () => {
  it('the same seed gives the same draws; another seed other draws', () => {
    const a = createRng('alpha');
    const b = createRng('alpha');
    const c = createRng('beta');
    const xs = Array.from({ length: 20 }, () => a.int(1000));
    expect(Array.from({ length: 20 }, () => b.int(1000))).toEqual(xs);
    expect(Array.from({ length: 20 }, () => c.int(1000))).not.toEqual(xs);
  });

  it('a restored state continues exactly where the stored one stopped', () => {
    const a = createRng('gamma');
    a.int(6);
    const saved = JSON.parse(JSON.stringify(a.state()));
    const rest = Array.from({ length: 10 }, () => a.die());
    const b = restoreRng(saved);
    expect(Array.from({ length: 10 }, () => b.die())).toEqual(rest);
  });

  it('draws stay in range, and dice cover every face', () => {
    const r = createRng('range');
    const faces = new Set<number>();
    for (let i = 0; i < 600; i++) {
      const d = r.die();
      expect(d).toBeGreaterThanOrEqual(1);
      expect(d).toBeLessThanOrEqual(6);
      faces.add(d);
      const k = r.int(3);
      expect([0, 1, 2]).toContain(k);
    }
    expect([...faces].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('shuffle returns a permutation and leaves its input alone', () => {
    const input = [1, 2, 3, 4, 5, 6, 7, 8];
    const out = createRng('shuffle').shuffle(input);
    expect(input).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect([...out].sort()).toEqual(input);
    expect(out).not.toEqual(input);
  });

  it('forced values come first, in order, then random draws resume', () => {
    const base = { rng: createRng('force').state() };
    const forced = forceDraws(base, 6, 6, 2);
    const r = restoreRng(forced.rng);
    expect([r.die(), r.die(), r.int(3)]).toEqual([6, 6, 2]);
    expect(r.state().forced).toBeUndefined();
    const untouched = restoreRng(base.rng);
    expect(r.die()).toBe(untouched.die());
    expect(base.rng.forced).toBeUndefined();
  });

  it('refuses a draw from a count that is not a whole number ≥ 1, naming it, and draws nothing', () => {
    const r = createRng('counts');
    const same = createRng('counts');
    for (const n of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => r.int(n)).toThrow(new RangeError(`int(${n}): the range must be a whole number ≥ 1`));
      expect(() => r.die(n)).toThrow(new RangeError(`die(${n}): a die has a whole number ≥ 1 of sides`));
    }
    // Nothing was drawn by the refusals, even with a forced value queued.
    expect(r.state()).toEqual(same.state());
    const forced = restoreRng(forceDraws({ rng: createRng('counts').state() }, 1).rng);
    expect(() => forced.int(0)).toThrow(RangeError);
    expect(forced.int(2)).toBe(1);
  });

  it('an int forced on a die, or a die forced on an int, is checked against the draw it meets', () => {
    const r = restoreRng(forceDraws({ rng: createRng('kinds').state() }, 0, 3).rng);
    expect(() => r.die()).toThrow(new ForcedDrawError('the forced value 0 does not fit its draw die(6), which gives a face from 1 to 6'));
    expect(() => r.int(3)).toThrow(new ForcedDrawError('the forced value 3 does not fit its draw int(3), which gives an index from 0 to 2'));
  });

  it('a forced value outside the draw range is a test bug, reported clearly', () => {
    const r = restoreRng(forceDraws({ rng: createRng('x').state() }, 7).rng);
    expect(() => r.die()).toThrow(ForcedDrawError);
  });
});

describe('draws allocate nothing', () => {
  it("an optimized draw updates the generator's numbers in place: 20,000 draws leave the young generation as it was", () => {
    // V8 boxes a number field it once saw hold `undefined` (as a class field declared without
    // `declare` does before the constructor runs): then every draw made a heap number, 16 bytes.
    setFlagsFromString('--allow-natives-syntax');
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as (options: { type: 'minor' }) => void;
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    const prepare = new Function('f', '%PrepareFunctionForOptimization(f)') as (f: unknown) => void;
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    const optimize = new Function('f', '%OptimizeFunctionOnNextCall(f)') as (f: unknown) => void;
    const draws = (rng: ReturnType<typeof createRng>, n: number) => {
      let sum = 0;
      for (let i = 0; i < n; i++) sum += rng.int(6) + rng.die();
      return sum;
    };
    const newSpace = () => getHeapSpaceStatistics().find((s) => s.space_name === 'new_space')!.space_used_size;
    for (const rng of [createRng('young'), restoreRng(createRng('restored').state())]) {
      prepare(draws);
      draws(rng, 1000);
      draws(rng, 1000);
      optimize(draws);
      draws(rng, 1000);
      gc({ type: 'minor' });
      const before = newSpace();
      draws(rng, 10_000);
      // 20,000 boxed numbers would be 320,000 bytes.
      expect(newSpace() - before).toBeLessThan(32_000);
    }
  });
});
