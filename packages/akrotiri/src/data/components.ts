/**
 * The provisional component set as one value, ready for setup (K1.1, K9).
 *
 * @module
 */
import { deepFreeze } from '@tabula/core';
import { PROVISIONAL_MAPS } from './maps';
import { PROVISIONAL_THERA } from './thera';
import { PROVISIONAL_TILES } from './tiles';
import type { ComponentSet } from './types';

/**
 * **Provisional** (K9): every component designed within K9's bounds, since the printed tiles,
 * Thera and map cards are not public. Replaceable by a user's own set that passes
 * `validateComponents`.
 */
export const PROVISIONAL_COMPONENTS: ComponentSet = deepFreeze({
  tiles: PROVISIONAL_TILES,
  thera: PROVISIONAL_THERA,
  maps: PROVISIONAL_MAPS,
  provisional: true,
});
