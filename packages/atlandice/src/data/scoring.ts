/** Points and prices (A5, A6, A8), from the rulebook. */

/** A5.3: each player tied for first who does not take the tile. */
export const TIED_FIRST_POINTS = 3;
/** A5.2: second most of an emptied district's type. */
export const SECOND_PLACE_POINTS = 1;
/** A6.2: each leader of an Inventory. */
export const INVENTORY_POINTS = 1;
/** A6.3: resources paid per Donation. */
export const DONATION_PRICE = 2;
/** A6.3: points per Donation. */
export const DONATION_POINTS = 1;
/** A8.1: the most of a resource type at the end. */
export const FINAL_MAJORITY_POINTS = 3;
/** A8.1: second most at the end, when first is not tied. */
export const FINAL_SECOND_POINTS = 1;
/** A5.2, A8.1: each district tile won. */
export const TILE_POINTS = 3;
/** A9: the player count that brings in the neutral player. */
export const NEUTRAL_PLAYER_COUNT = 2;
