import { describe, expect, it } from 'vitest';
import { randomPlayout } from '@tabula/core';
import { akrotiri } from '../game';
import { PROVISIONAL_COMPONENTS } from '../data/components';
import { analyzeBoard, type BoardGeometry } from './analyze';
import { extendGeometry } from './extend';
import { seaReachableDocks } from './sea';

/**
 * Random games whose final boards are grown tile by tile. They stop when the tiles run out (the
 * option's guard, K6.1): random play rarely excavates 6 temples, and the board is full by then.
 */
const GAMES = 4;

/** A geometry with the route graph's keys sorted: their order is the one thing allowed to differ. */
function comparable(g: BoardGeometry): unknown {
  return { ...g, routes: [...g.routes].sort(([a], [b]) => (a < b ? -1 : 1)) };
}

describe('extendGeometry', () => {
  it('K2.3 K2.4 grows a board tile by tile to exactly what analyzeBoard derives, merges included', { timeout: 60_000 }, () => {
    for (let game = 0; game < GAMES; game++) {
      const { state } = randomPlayout(akrotiri, { players: 2, seed: `grow-${game}`, options: { stopWhenTilesRunOut: true } }, { seed: `moves-${game}` });
      const tiles = state.board.tiles;
      let grown = analyzeBoard({ tiles: [] }, PROVISIONAL_COMPONENTS);
      for (let n = 1; n <= tiles.length; n++) {
        const before = grown;
        grown = extendGeometry(grown, tiles[n - 1]!, PROVISIONAL_COMPONENTS);
        const full = analyzeBoard({ tiles: tiles.slice(0, n) }, PROVISIONAL_COMPONENTS);
        expect(comparable(grown)).toEqual(comparable(full));
        // Every adjacency list and map in the same order too, so queries answer in the same order.
        expect(JSON.stringify(grown.islands)).toBe(JSON.stringify(full.islands));
        expect([...grown.islandOfQuadrant]).toEqual([...full.islandOfQuadrant]);
        expect([...grown.islandOfDock]).toEqual([...full.islandOfDock]);
        expect([...grown.tiles.keys()]).toEqual([...full.tiles.keys()]);
        // Sea moves, searched on every geometry and so carried over from one to the next when unchanged.
        for (const dock of full.islandOfDock.keys()) expect(seaReachableDocks(grown, dock)).toEqual(seaReachableDocks(full, dock));
        // The geometry grown from is left as it was.
        expect(comparable(before)).toEqual(comparable(analyzeBoard({ tiles: tiles.slice(0, n - 1) }, PROVISIONAL_COMPONENTS)));
      }
    }
  });

  it('grows one geometry two ways and leaves every geometry as it was, whichever is read (a search branches so)', () => {
    const { state } = randomPlayout(akrotiri, { players: 2, seed: 'branch', options: { stopWhenTilesRunOut: true } }, { seed: 'branch-moves' });
    const tiles = state.board.tiles;
    const half = Math.floor(tiles.length / 2);
    const stem = analyzeBoard({ tiles: tiles.slice(0, half) }, PROVISIONAL_COMPONENTS);
    // Two branches from the same geometry: the game's next tiles, and the game's last tiles.
    const branches = [tiles.slice(half), tiles.slice(half).reverse()].map((rest) => {
      const grown = [stem];
      for (const tile of rest) grown.push(extendGeometry(grown[grown.length - 1]!, tile, PROVISIONAL_COMPONENTS));
      return { rest, grown };
    });
    // Every geometry asked, back and forth between the branches, answers as a full build does.
    for (let n = 0; n < tiles.length - half; n += 3) {
      for (const { rest, grown } of branches) {
        const full = analyzeBoard({ tiles: [...tiles.slice(0, half), ...rest.slice(0, n)] }, PROVISIONAL_COMPONENTS);
        expect(comparable(grown[n]!)).toEqual(comparable(full));
        expect([...grown[n]!.islandOfQuadrant]).toEqual([...full.islandOfQuadrant]);
      }
    }
  });

  it('refuses a tile on a taken cell or Thera, as analyzeBoard does', () => {
    const g = analyzeBoard({ tiles: [{ x: 0, y: -2, tile: PROVISIONAL_COMPONENTS.tiles[0]!.id, rotation: 0 }] }, PROVISIONAL_COMPONENTS);
    const tile = PROVISIONAL_COMPONENTS.tiles[1]!.id;
    expect(() => extendGeometry(g, { x: 0, y: -2, tile, rotation: 0 }, PROVISIONAL_COMPONENTS)).toThrow(RangeError);
    expect(() => extendGeometry(g, { x: 0, y: 0, tile, rotation: 0 }, PROVISIONAL_COMPONENTS)).toThrow(RangeError);
    expect(() => extendGeometry(g, { x: 1, y: -2, tile: 'no such tile', rotation: 0 }, PROVISIONAL_COMPONENTS)).toThrow(RangeError);
  });
});
