/**
 * The Thera start board: **provisional** stand-in data (K9). The printed board is not public; this
 * design follows K9's bounds and will be replaced when the real one is known.
 *
 * Thera fills a 2×2 block of cells (K2.1). A route ring runs round its coast through all 8 outer
 * route ends, with one dock on the north side and one on the south (K9: 2 docks on opposite sides).
 *
 * ```
 *          NW.N  north  NE.N
 *        +----o----o----o----+
 *   NW.W o                   o NE.E
 *        |       Thera       |
 *   SW.W o                   o SE.E
 *        +----o----o----o----+
 *          SW.S  south  SE.S
 * ```
 *
 * @module
 */
import { deepFreeze } from '@tabula/core';
import type { Thera } from './types';

/** **Provisional** (K9): Thera's route ring and its two docks. */
export const PROVISIONAL_THERA: Thera = deepFreeze({
  docks: [
    { id: 'north', side: 'N' },
    { id: 'south', side: 'S' },
  ],
  routes: [
    ['NW.N', 'north'],
    ['north', 'NE.N'],
    ['NE.N', 'NE.E'],
    ['NE.E', 'SE.E'],
    ['SE.E', 'SE.S'],
    ['SE.S', 'south'],
    ['south', 'SW.S'],
    ['SW.S', 'SW.W'],
    ['SW.W', 'NW.W'],
    ['NW.W', 'NW.N'],
  ],
  provisional: true,
});
