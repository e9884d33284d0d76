import { describe, expect, it } from 'vitest';
import { PersistentMap } from './persistent';

describe('PersistentMap', () => {
  it('keeps every version, its entries and their order, whichever version is read', () => {
    const root = new PersistentMap(new Map([['a', 1], ['b', 2]])).seal();
    const left = root.derive().set('b', 20).set('c', 3).seal();
    const right = root.derive().set('d', 4).set('a', 10).seal();
    const deeper = left.derive().set('e', 5).set('c', 30).seal();
    // Read in an order that walks the shared map back and forth between branches.
    for (let round = 0; round < 3; round++) {
      expect([...deeper.toMap()]).toEqual([['a', 1], ['b', 20], ['c', 30], ['e', 5]]);
      expect([...root.toMap()]).toEqual([['a', 1], ['b', 2]]);
      expect([...right.toMap()]).toEqual([['a', 10], ['b', 2], ['d', 4]]);
      expect([...left.toMap()]).toEqual([['a', 1], ['b', 20], ['c', 3]]);
      expect(right.get('c')).toBeUndefined();
      expect(deeper.get('c')).toBe(30);
      expect(root.has('d')).toBe(false);
      expect(right.has('d')).toBe(true);
    }
  });

  it('lets a version being built read others in between, and refuses changes once sealed', () => {
    const root = new PersistentMap(new Map([['a', 1]])).seal();
    const child = root.derive().set('b', 2);
    expect(root.get('b')).toBeUndefined();
    child.set('a', 5);
    expect([...root.toMap()]).toEqual([['a', 1]]);
    expect([...child.seal().toMap()]).toEqual([['a', 5], ['b', 2]]);
    expect(() => child.set('c', 3)).toThrow();
    expect(() => root.set('c', 3)).toThrow();
  });

  it('hands out copies: changing one never changes a version', () => {
    const map = new PersistentMap(new Map([['a', 1]])).seal();
    const copy = map.toMap();
    copy.set('a', 2);
    expect(map.get('a')).toBe(1);
  });
});
