/**
 * The winning faces of the tiles whose effect rolls the die (A7). From the rulebook.
 */
import { deepFreeze } from '@tabula/core';
import type { TileId } from './tiles';

/** Faces on which a rolling effect succeeds. */
export const EFFECT_ROLLS: Readonly<Partial<Record<TileId, readonly number[]>>> = deepFreeze({
  J1: [1, 3, 5],
  J3: [6],
  L1: [5, 6],
  I1: [1, 2, 3, 4],
  F1: [2, 4, 6],
  F3: [6],
});

/** L3: the extra Library resource comes with the visitor's second die of the round. */
export const L3_DIE_NUMBER = 2;
/** I1: how far the Inn moves the clock hand. */
export const INN_CLOCK_STEP = 1;
