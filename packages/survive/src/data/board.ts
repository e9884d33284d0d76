/**
 * The game board (S9): the hex grid, the 40 island slots, the sea serpents' start spaces and the
 * sea spaces beside the four safe isles. Data only; `../geometry` builds the lookup tables.
 *
 * Source [C]: the rulebook shows the board only in pictures. These cells come from four independent
 * public re-creations of the 30th anniversary edition, identical cell for cell, and agree with
 * every count the rulebook gives.
 *
 * @module
 */
import { deepFreeze } from '@tabula/core';
import type { DataSource } from './source';

/**
 * A hex as `[row, col]` in S9's pointy-top "even-r" offset grid: rows 0..12 top to bottom, even
 * rows shifted half a hex to the right.
 */
export type Hex = readonly [row: number, col: number];

/** The four safe isles, named by the board corner they sit in (S9). */
export type SafeIsle = 'NW' | 'NE' | 'SW' | 'SE';

/**
 * Provenance of everything in this module: S9, tag [C] (public re-creations of the board, not the
 * rulebook's text).
 */
export const BOARD_SOURCE: DataSource = deepFreeze({
  tag: 'C',
  rules: ['S9'],
  note:
    'Public re-creations of the 30th anniversary edition board (four, identical cell for cell); ' +
    'the rulebook shows the board only in pictures. Consistent with every count in the rulebook.',
});

/**
 * S9: the playable columns of each row, `[first, last]` inclusive, indexed by row 0..12. 133 hexes
 * in all. Source: [C] public re-creations ({@link BOARD_SOURCE}).
 */
export const ROW_COLUMNS: readonly (readonly [first: number, last: number])[] = deepFreeze([
  [2, 8],
  [1, 10],
  [0, 10],
  [1, 10],
  [0, 10],
  [0, 11],
  [0, 10],
  [0, 11],
  [0, 10],
  [1, 10],
  [0, 10],
  [1, 10],
  [2, 8],
]);

/**
 * S9 (used by S1.2): the 40 black-bordered island slots that take the terrain tiles at setup, in
 * row-major order. Every other hex is sea from the start. Source: [C] public re-creations
 * ({@link BOARD_SOURCE}).
 */
export const LAND_SLOTS: readonly Hex[] = deepFreeze([
  [3, 4], [3, 5], [3, 6], [3, 7],
  [4, 3], [4, 4], [4, 5], [4, 6], [4, 7],
  [5, 2], [5, 3], [5, 4], [5, 5], [5, 6], [5, 7], [5, 8], [5, 9],
  [6, 2], [6, 3], [6, 4], [6, 6], [6, 7], [6, 8],
  [7, 2], [7, 3], [7, 4], [7, 5], [7, 6], [7, 7], [7, 8], [7, 9],
  [8, 3], [8, 4], [8, 5], [8, 6], [8, 7],
  [9, 4], [9, 5], [9, 6], [9, 7],
]);

/**
 * S9: the island's centre, a sea hex walled in by land slots; one sea serpent starts here (the
 * rulebook: "a Sea Serpent placed on a sea space in the middle"). Source: [C] public re-creations
 * ({@link BOARD_SOURCE}).
 */
export const CENTRE: Hex = deepFreeze([6, 5] as const);

/**
 * S9 (used by S1.1): the 5 sea hexes marked with the sea serpent symbol, where the serpents start,
 * in row-major order. Source: [C] public re-creations ({@link BOARD_SOURCE}).
 */
export const SEA_SERPENT_STARTS: readonly Hex[] = deepFreeze([
  [1, 1],
  [2, 10],
  [6, 5],
  [10, 0],
  [11, 10],
]);

/** S9: the safe isles in a fixed order (NW, NE, SW, SE), for stable iteration. */
export const SAFE_ISLE_NAMES: readonly SafeIsle[] = deepFreeze(['NW', 'NE', 'SW', 'SE'] as const);

/**
 * S9 (used by S3.3, S3.4): the two sea hexes touching each safe isle. The isles themselves are not
 * hexes of the grid; explorers land on them only from these hexes. Source: [C] public
 * re-creations ({@link BOARD_SOURCE}).
 */
export const SAFE_ISLES: Readonly<Record<SafeIsle, readonly [Hex, Hex]>> = deepFreeze({
  NW: [
    [1, 1],
    [2, 0],
  ],
  NE: [
    [1, 10],
    [2, 10],
  ],
  SW: [
    [10, 0],
    [11, 1],
  ],
  SE: [
    [10, 10],
    [11, 10],
  ],
});
