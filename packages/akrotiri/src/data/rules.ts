/**
 * Akrotiri's rule numbers: the market, the player board, the turn's limits and prices (K1, K3–K6).
 * Rules code reads every component number from here. Tagged as in the digest: [R] rulebook,
 * [C] a public source beside it, [P] provisional.
 *
 * @module
 */
import { deepFreeze } from '@tabula/core';
import type { Icon, Tier } from './types';

/** The four cube colours, one per terrain icon (K1.2). */
export type Color = 'red' | 'blue' | 'green' | 'grey';

/** Every colour, in icon order (volcano, lake, forest, mountain). */
export const COLORS: readonly Color[] = deepFreeze(['red', 'blue', 'green', 'grey']);

/** K1.2 [C]: the colour of each icon's cubes. */
export const ICON_COLOR: Readonly<Record<Icon, Color>> = deepFreeze({ volcano: 'red', lake: 'blue', forest: 'green', mountain: 'grey' });

/** K1.1 [R]: 8 cubes of each colour, 32 in all. */
export const CUBES_PER_COLOR = 8;

/**
 * K1.3 [C]: each colour's market row, left to right. Cubes are taken from the leftmost occupied
 * space; a sold cube fills the rightmost empty space and pays its price [R].
 */
export const MARKET_PRICES: readonly number[] = deepFreeze([1, 2, 2, 3, 3, 4, 4, 5]);

/** K3.1 [R]: drachmas each player starts with. */
export const START_DRACHMAS = 2;

/** K1.1 [R]: temples per player. */
export const TEMPLES_PER_PLAYER = 6;

/** K1.4 [R]: actions shown while every temple is on the player board. */
export const BASE_ACTIONS = 3;

/** What removing a temple from the player board reveals (K1.4). */
export type TempleReward = { kind: 'actions'; actions: number } | { kind: 'goal' } | { kind: 'last' };

/**
 * K1.4 [P]: the reward under each temple, leftmost (first excavated) first: 4 actions, 5 actions,
 * a goal draw, 6 actions, a goal draw, and the last space (the 6th temple ends the game, K6.1).
 * [C] supports goal draws under the 3rd and 5th temples.
 */
export const TEMPLE_REWARDS: readonly TempleReward[] = deepFreeze<TempleReward[]>([
  { kind: 'actions', actions: 4 },
  { kind: 'actions', actions: 5 },
  { kind: 'goal' },
  { kind: 'actions', actions: 6 },
  { kind: 'goal' },
  { kind: 'last' },
]);

/** K4.3 [R]: what one action of the turn costs (free actions cost nothing, K5.7, K5.8). */
export const ACTION_COST = 1;

/** K5.1 [R]: moves one move action gives an empty boat. */
export const MOVES_EMPTY = 2;
/** K5.1 [R]: moves one move action gives a boat with cubes aboard. */
export const MOVES_LOADED = 1;
/** K5.1 [D]: moves a portage costs when the other boat lies at a dock of that island. */
export const PORTAGE_PAST_BOAT = 2;
/** K5.1: moves any other move costs. */
export const MOVE_COST = 1;

/** K5.2 [R]: cubes a boat holds. */
export const BOAT_CAPACITY = 3;
/** K5.2 [R]: cubes one load action may take. */
export const LOAD_PER_ACTION = 3;

/** K5.5 [R]: the total price of 1, 2 or 3 map cards bought in one action. */
export const BUY_PRICES: readonly number[] = deepFreeze([1, 3, 7]);

/** K3.3 [R]: the map cards each player is dealt at setup. */
export const SETUP_MAPS: readonly Tier[] = deepFreeze<Tier[]>(['easy', 'normal']);

/** K3.4, K1.4 [R]: goal cards drawn at once; one is kept, the rest go to the bottom. */
export const GOAL_DRAW = 2;

/** K8 [R]: goal cards revealed at setup in the strategic variant. */
export const STRATEGIC_REVEAL = 5;

/** K6.2 [R]: drachmas per point at the end. */
export const DRACHMAS_PER_POINT = 10;
