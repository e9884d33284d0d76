import { afterEach, describe, expect, it, vi } from 'vitest';
import { compiledShapes, forEachChanged, mappedCopy, MAX_EVENT_SHAPES, MAX_SHAPES, shallowCopy } from '../src/shapes';
import { knownStates } from '../src/define';

describe('copies by shape (the work copy and the simulator)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a shallow copy has the same keys in the same order and the same values, and is a new, unfrozen object', () => {
    const part = Object.freeze([1, 2]);
    const frozen = Object.freeze({ b: part, a: 'x', n: 3, z: null });
    const copy = shallowCopy(frozen);
    expect(copy).not.toBe(frozen);
    expect(Object.keys(copy)).toEqual(['b', 'a', 'n', 'z']);
    expect(copy.b).toBe(part);
    expect(copy).toEqual(frozen);
    expect(Object.isFrozen(copy)).toBe(false);
    expect(shallowCopy({ a: 1, b: 2 })).toEqual({ a: 1, b: 2 }); // a second shape of the same length
    expect(shallowCopy({ b: 1, a: 2 })).toEqual({ b: 1, a: 2 });
  });

  it('a mapped copy passes every value through the function, keys in order', () => {
    expect(mappedCopy({ x: 1, y: 2 }, (v) => (v as number) * 10)).toEqual({ x: 10, y: 20 });
  });

  it('forEachChanged reports exactly the object values that differ from the state before', () => {
    const same = { s: 1 };
    const seen: unknown[] = [];
    const replaced = [9];
    forEachChanged({ a: same, b: replaced, c: 3, d: null, e: { added: true } }, { a: same, b: [1], c: 2, d: null }, (v) => seen.push(v));
    expect(seen).toEqual([replaced, { added: true }]);
  });

  it('a `__proto__` key (JSON.parse makes one) stays an own key and never sets the prototype', () => {
    const evil = JSON.parse('{"a":1,"__proto__":{"polluted":true}}') as Record<string, unknown>;
    for (const copy of [shallowCopy(evil), mappedCopy(evil, (v) => v)]) {
      expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
      expect(Object.keys(copy)).toEqual(['a', '__proto__']);
      expect((copy as { polluted?: boolean }).polluted).toBeUndefined();
    }
  });

  it(`compiles at most ${MAX_SHAPES} shapes: objects keyed by ids fall back to the spread, still right`, () => {
    for (let i = 0; i < MAX_SHAPES + 100; i++) {
      const value = Object.freeze({ [`id${i}`]: i, k: 'v' });
      expect(shallowCopy(value)).toEqual({ [`id${i}`]: i, k: 'v' });
    }
    expect(compiledShapes()).toBe(MAX_SHAPES);
  });

  it(`events have a bound of their own (${MAX_EVENT_SHAPES}): events keyed by ids never use up the states' shapes`, async () => {
    vi.resetModules();
    const fresh = await import('../src/shapes');
    const statesBefore = fresh.compiledShapes();
    for (let i = 0; i < MAX_EVENT_SHAPES + 50; i++) {
      expect(fresh.mappedCopy({ type: 'scored', [`island${i}`]: i }, (v) => v, true)).toEqual({ type: 'scored', [`island${i}`]: i });
    }
    expect(fresh.compiledShapes(true)).toBe(MAX_EVENT_SHAPES);
    expect(fresh.compiledShapes()).toBe(statesBefore);
    expect(fresh.shallowCopy(Object.freeze({ a: 1, b: 2 }))).toEqual({ a: 1, b: 2 });
    expect(fresh.compiledShapes()).toBe(statesBefore + 1);
  });

  it('where code cannot be compiled (a strict Content Security Policy), copies are still right', async () => {
    vi.resetModules();
    vi.stubGlobal('Function', function refused() {
      throw new EvalError('Refused to evaluate a string as JavaScript');
    });
    const fresh = await import('../src/shapes');
    expect(fresh.shallowCopy(Object.freeze({ p: 1, q: [2] }))).toEqual({ p: 1, q: [2] });
    expect(fresh.mappedCopy({ p: 1 }, (v) => (v as number) + 1)).toEqual({ p: 2 });
    const seen: unknown[] = [];
    fresh.forEachChanged({ p: [1] }, { p: [1] }, (v) => seen.push(v));
    expect(seen).toEqual([[1]]);
    expect(fresh.compiledShapes()).toBe(0);
  });
});

describe('known states (a brand, or a WeakMap where an engine refuses one)', () => {
  for (const brand of [true, false]) {
    it(`${brand ? 'the brand' : 'the WeakMap fallback'}: remembers exactly the objects added, frozen ones included, and is invisible`, () => {
      const known = knownStates(brand);
      const a = Object.freeze({ game: 'g', n: [1] });
      const b = Object.freeze({ game: 'g', n: [1] });
      known.add(a);
      known.add(a); // twice is harmless
      expect(known.has(a)).toBe(true);
      expect(known.has(b)).toBe(false);
      expect(knownStates(brand).has(a)).toBe(false); // another game's set does not know it
      expect(Reflect.ownKeys(a)).toEqual(['game', 'n']);
      expect(JSON.stringify(a)).toBe('{"game":"g","n":[1]}');
      expect(a).toEqual(structuredClone(a));
      expect(known.has({ ...a })).toBe(false); // a copy is not known
    });
  }
});
