import { describe, expect, it } from 'vitest';
import { createRng, deepFreeze, plainConstructor, restoreRng } from '../src/index';
import { pretenuredParts } from '../src/testing/index';

interface Point {
  x: number;
  y: number[];
}

const Point = plainConstructor(function (this: Point, x: number, y: number[]) {
  this.x = x;
  this.y = y;
});

describe('plainConstructor: plain objects made by new', () => {
  it('makes objects a literal would: Object.prototype, the same keys in the same order, the same JSON', () => {
    const p = new Point(1, [2]);
    expect(Object.getPrototypeOf(p)).toBe(Object.prototype);
    expect(p.constructor).toBe(Object);
    expect(Object.keys(p)).toEqual(['x', 'y']);
    expect(p).toStrictEqual({ x: 1, y: [2] });
    expect(JSON.stringify(p)).toBe('{"x":1,"y":[2]}');
    expect(structuredClone(p)).toStrictEqual({ x: 1, y: [2] });
    expect({ ...p }).toStrictEqual(p);
    expect(Object.isFrozen(deepFreeze(new Point(3, [4])).y)).toBe(true);
  });

  it('refuses what new cannot call: an arrow function or a method', () => {
    const arrow = ((x: number) => x) as unknown as (this: Point, x: number) => void;
    expect(() => plainConstructor(arrow)).toThrow(TypeError);
    const method = { init(this: Point) {} }.init;
    expect(() => plainConstructor(method)).toThrow(/function expression/);
  });

  it('RNG states are plain, and what restores them reads them back', () => {
    const state = createRng('plain').state();
    expect(Object.getPrototypeOf(state)).toBe(Object.prototype);
    expect(Object.keys(state)).toEqual(['c', 's0', 's1', 's2']);
    expect(restoreRng(JSON.parse(JSON.stringify(state)) as typeof state).int(1_000_000)).toBe(restoreRng(state).int(1_000_000));
  });
});

describe('pretenuredParts: what V8 moves to its old space for good', () => {
  it('finds what a literal makes, once many of its objects lived long: the check can fail', () => {
    expect(pretenuredParts((i) => ({ x: i, y: 'literal' }))).toEqual(['$']);
  });

  it('finds nothing of what a plain constructor makes, nor of an RNG state', () => {
    expect(pretenuredParts((i) => new Point(i, new Array<number>(1)))).toEqual([]);
    expect(pretenuredParts((i) => createRng(`young-${i}`).state())).toEqual([]);
  });

  it('skips what the maker shares, and names arrays\' entries with #', () => {
    const shared = { list: [1, 2] };
    const parts = pretenuredParts((i) => ({ shared, mine: [{ i }] }), { shared });
    expect(parts).toContain('$');
    expect(parts).toContain('$.mine.#');
    expect(parts.some((p) => p.startsWith('$.shared'))).toBe(false);
  });
});
