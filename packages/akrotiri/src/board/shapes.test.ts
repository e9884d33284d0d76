import { describe, expect, it } from 'vitest';
import { PROVISIONAL_TILES } from '../data/tiles';
import type { LandTile } from '../data/types';
import { MAX_COORD } from '../data/bounds';
import { cellKey, cellNames, quadrantKey, quadrantKeyAt, quadrantRef, rotateQuadrant, type Rotation } from './coords';
import { newIsland, placedIcon } from './analyze';
import { rotateRouteNode, rotateTile } from './rotate';
import { tileNode } from './routes';
import { hasOnlyFields, mapped, newList, sliced } from './shapes';
import { newBoard, placedTile } from './state';

describe('kept key strings (cellNames)', () => {
  it('cellKey, quadrantKey and tileNode give the strings a template gives, near Thera or far, whole or not', () => {
    const coords = [-MAX_COORD - 3, -MAX_COORD, -MAX_COORD + 1, -37, -2, -1, -0, 0, 1, 5, 36, MAX_COORD, MAX_COORD + 1, 1000, 0.5, -1.5, NaN];
    for (const x of coords) {
      for (const y of coords) {
        expect(cellKey({ x, y })).toBe(`${x},${y}`);
        for (const quadrant of ['NW', 'NE', 'SE', 'SW'] as const) {
          expect(quadrantKey({ x, y, quadrant })).toBe(`${x},${y}/${quadrant}`);
          expect(quadrantKeyAt(x, y, quadrant)).toBe(`${x},${y}/${quadrant}`);
        }
        for (const node of ['N', 'E', 'S', 'W', 'C', 'a', 'dock b']) expect(tileNode({ x, y }, node)).toBe(`${x},${y}:${node}`);
      }
    }
  });

  it('keeps the strings of cells within reach, once each, and none beyond', () => {
    expect(cellNames(3, -4)).toBe(cellNames(3, -4));
    expect(tileNode({ x: 3, y: -4 }, 'a')).toBe(tileNode({ x: 3, y: -4 }, 'a'));
    expect(cellNames(MAX_COORD, -MAX_COORD)?.cell).toBe(`${MAX_COORD},${-MAX_COORD}`);
    expect(cellNames(MAX_COORD + 1, 0)).toBeUndefined();
    expect(cellNames(0.5, 0)).toBeUndefined();
    // A quadrant that is not one gets the template's string.
    expect(quadrantKey({ x: 1, y: 1, quadrant: 'XX' as 'NW' })).toBe('1,1/XX');
  });
});

describe('board/shapes', () => {
  it('mapped and sliced give what map and slice give', () => {
    const items = [3, 1, 4, 1, 5, 9, 2, 6];
    expect(mapped(items, (v, i) => v * 10 + i)).toEqual(items.map((v, i) => v * 10 + i));
    expect(mapped([], (v) => v)).toEqual([]);
    for (let start = 0; start <= items.length + 1; start++) {
      expect(sliced(items, start)).toEqual(items.slice(start));
      for (let end = start; end <= items.length + 1; end++) expect(sliced(items, start, end)).toEqual(items.slice(start, end));
    }
    const frozen = Object.freeze([...items]);
    expect(sliced(frozen, 2)).toEqual(items.slice(2));
    expect(Object.isFrozen(sliced(frozen))).toBe(false);
  });

  it('newList gives a new empty array each time, which holds anything', () => {
    const a = newList<unknown>();
    const b = newList<unknown>();
    expect(a).toEqual([]);
    expect(a).not.toBe(b);
    a.push(1, 'x', { y: 2 });
    expect(a).toEqual([1, 'x', { y: 2 }]);
    expect(b).toEqual([]);
    expect(newList()).toEqual([]);
  });

  it('hasOnlyFields is true exactly for objects a spread copies to those fields in that order', () => {
    expect(hasOnlyFields({ a: 1, b: 2 }, ['a', 'b'])).toBe(true);
    expect(hasOnlyFields({ b: 2, a: 1 }, ['a', 'b'])).toBe(false);
    expect(hasOnlyFields({ a: 1 }, ['a', 'b'])).toBe(false);
    expect(hasOnlyFields({ a: 1, b: 2, c: 3 }, ['a', 'b'])).toBe(false);
    expect(hasOnlyFields({ a: 1, b: 2, [Symbol('s')]: 3 }, ['a', 'b'])).toBe(false);
    expect(hasOnlyFields(Object.freeze({ a: 1, b: 2 }), ['a', 'b'])).toBe(true);
  });

  it('the factories make the plain objects their literals make, fields in the same order', () => {
    const same = (made: object, literal: object): void => {
      expect(made).toEqual(literal);
      expect(Object.keys(made)).toEqual(Object.keys(literal));
      expect(Object.getPrototypeOf(made)).toBe(Object.prototype);
      expect(JSON.stringify(made)).toBe(JSON.stringify(literal));
    };
    same(quadrantRef(1, -2, 'SE'), { x: 1, y: -2, quadrant: 'SE' });
    same(placedIcon(1, -2, 'SE', 'lake'), { x: 1, y: -2, quadrant: 'SE', icon: 'lake' });
    same(placedTile(1, -2, 'V01', 3), { x: 1, y: -2, tile: 'V01', rotation: 3 });
    same(newBoard([]), { tiles: [] });
    same(newIsland('0,-2/NW', [], ['0,-2:a'], [], 1), { id: '0,-2/NW', pieces: [], docks: ['0,-2:a'], icons: [], tileCount: 1 });
  });
});

describe('rotateTile builds the tile a spread builds', () => {
  /** The tile as the spread of `rotateTile` before it rebuilt tiles of the usual fields as literals. */
  const spread = (tile: LandTile, rotation: Rotation): LandTile => ({
    ...tile,
    iconQuadrant: rotateQuadrant(tile.iconQuadrant, rotation),
    joins: tile.joins.map((group) => group.map((q) => rotateQuadrant(q, rotation))),
    docks: tile.docks.map((dock) => ({ id: dock.id, piece: rotateQuadrant(dock.piece, rotation) })),
    routes: tile.routes.map(([a, b]) => [rotateRouteNode(a, rotation), rotateRouteNode(b, rotation)] as const),
  });

  it('for every provisional tile and rotation, and for tiles with other fields', () => {
    const odd: LandTile[] = [
      { ...PROVISIONAL_TILES[0]!, name: 'extra' } as LandTile,
      Object.fromEntries(Object.entries(PROVISIONAL_TILES[1]!).reverse()) as unknown as LandTile,
      { ...PROVISIONAL_TILES[2]!, [Symbol('tag')]: 1 } as LandTile,
    ];
    for (const tile of [...PROVISIONAL_TILES, ...odd]) {
      for (const rotation of [1, 2, 3] as const) {
        const turned = rotateTile(tile, rotation);
        expect(turned).toEqual(spread(tile, rotation));
        expect(Object.keys(turned)).toEqual(Object.keys(spread(tile, rotation)));
        expect(Object.getOwnPropertySymbols(turned)).toEqual(Object.getOwnPropertySymbols(spread(tile, rotation)));
      }
      expect(rotateTile(tile, 0)).toBe(tile);
    }
  });
});
