/**
 * The numbers the rules use besides the components (S1, S3, S7, S8). Data only.
 *
 * @module
 */
import { deepFreeze } from '@tabula/core';
import type { DataSource } from './source';

/** S3.1: movement points per turn, shared among explorers and boats. Source: [R] rulebook. */
export const MOVEMENT_POINTS = 3;

/** S3.5: explorers a boat holds, of any colours. Source: [R] rulebook. */
export const BOAT_CAPACITY = 3;

/**
 * S1.3, S8 challenge 1: explorers a terrain tile may take at setup, on the coast and inland (tiles
 * touching no sea). The standard game takes 1 everywhere. Source: [R] rulebook.
 */
export const SETUP_TILE_CAPACITY = deepFreeze({ standard: 1, overpopulatedCoast: 1, overpopulatedInland: 2 } as const);

/** S8 house rule 1: points per opposing explorer killed on your turn. Source: [R] the translator's house rules. */
export const KILL_BONUS_POINTS = 1;

/** S8 house rule 2: points per different safe isle your explorers reached (4 isles, so at most +4). Source: [R]. */
export const ISLE_BONUS_POINTS = 1;

/** Provenance of each constant of this module. */
export const RULES_SOURCES: Readonly<Record<string, DataSource>> = deepFreeze({
  MOVEMENT_POINTS: { tag: 'R', rules: ['S3.1'], note: 'Rulebook, "three spaces of movement in total".' },
  BOAT_CAPACITY: { tag: 'R', rules: ['S3.5'], note: 'Rulebook, "a maximum of three Explorer tokens".' },
  SETUP_TILE_CAPACITY: { tag: 'R', rules: ['S1.3', 'S8'], note: 'Rulebook setup and Challenge #1.' },
  KILL_BONUS_POINTS: { tag: 'R', rules: ['S8'], note: "The translator's house rule 1." },
  ISLE_BONUS_POINTS: { tag: 'R', rules: ['S8'], note: "The translator's house rule 2." },
});
