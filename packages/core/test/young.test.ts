import { describe, expect, it } from 'vitest';
import { createRng, deepFreeze, restoreRng } from '../src/index';
import { blankArray, plainConstructor } from '../src/internal/index';
import { pretenuredParts } from '../src/internal/testing';

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

  it('blankArray: entries undefined until set, no holes, any whole length; refuses another', () => {
    const list = blankArray<string>(3);
    expect(list).toEqual([undefined, undefined, undefined]);
    expect(0 in list && 2 in list).toBe(true);
    list[1] = 'b';
    expect(blankArray<string>(3)).toEqual([undefined, undefined, undefined]); // nothing shared
    expect(blankArray(0)).toEqual([]);
    expect(blankArray(100)).toHaveLength(100);
    expect(99 in blankArray(100)).toBe(true);
    expect(() => blankArray(-1)).toThrow(RangeError);
    expect(() => blankArray(1.5)).toThrow(RangeError);
  });

  it('RNG states are plain, and what restores them reads them back', () => {
    const state = createRng('plain').state();
    expect(Object.getPrototypeOf(state)).toBe(Object.prototype);
    expect(Object.keys(state)).toEqual(['c', 's0', 's1', 's2']);
    expect(restoreRng(JSON.parse(JSON.stringify(state)) as typeof state).int(1_000_000)).toBe(restoreRng(state).int(1_000_000));
  });
});

describe('pretenuredParts: what V8 moves to its old space for good', () => {
  it('finds nothing of what a plain constructor or blankArray makes, nor of an RNG state', () => {
    expect(pretenuredParts((i) => new Point(i, blankArray<number>(3)))).toEqual([]);
    expect(pretenuredParts((i) => {
      const list = blankArray<number>(0);
      list.push(i, i);
      return list;
    })).toEqual([]);
    expect(pretenuredParts((i) => createRng(`young-${i}`).state())).toEqual([]);
  });

  it('names an old part by its path (arrays\' entries as #), and skips what the maker shares', () => {
    interface Holder {
      shared: { list: number[] };
      mine: object[];
    }
    const Holder = plainConstructor(function (this: Holder, shared: Holder['shared'], mine: object[]) {
      this.shared = shared;
      this.mine = mine;
    });
    const shared = { list: [1, 2] };
    // Alive since before the check: its full collection moves it to the old space.
    const long = { kept: true };
    const parts = pretenuredParts(() => {
      const mine = blankArray<object>(1);
      mine[0] = long;
      return new Holder(shared, mine);
    }, { shared });
    expect(parts).toEqual(['$.mine.#']);
  });

  it('with sharedWithLast, skips what an object keeps from the one made just before it, and nothing else', () => {
    interface Pair {
      again: number[];
      long: object;
    }
    const Pair = plainConstructor(function (this: Pair, again: number[], long: object) {
      this.again = again;
      this.long = long;
    });
    // One list kept from call to call (as a deal keeps a pool the deal before made), made at the
    // first call; and one of two objects alive since before the check, the other one each call.
    let kept: number[] | undefined;
    const olds = [{ k: 0 }, { k: 1 }];
    const make = (i: number) => new Pair((kept ??= blankArray<number>(0)), olds[(i + 2) % 2]!);
    expect(pretenuredParts(make).sort()).toEqual(['$.again', '$.long']);
    kept = undefined;
    expect(pretenuredParts(make, { sharedWithLast: true })).toEqual(['$.long']);
  });
});
