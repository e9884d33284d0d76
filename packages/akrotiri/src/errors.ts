import { deepFreeze, type CoreErrorCode } from '@tabula/core';

/**
 * Akrotiri's own rejection codes, besides core's (`MALFORMED_ACTION`, `NOT_ACTIVE`, `GAME_OVER`,
 * `ILLEGAL_ACTION`, `BAD_STATE`, `INTERNAL_ERROR`, `BAD_FORCED_DRAWS`).
 */
export const AkrotiriErrors = deepFreeze({
  /** The action answers another decision than the pending one (the message says which). */
  WRONG_DECISION: 'WRONG_DECISION',
  /** `placeTile`: the cell is taken, or touches no tile nor Thera (K4.1). */
  CELL_NOT_FREE: 'CELL_NOT_FREE',
  /** `placeCube`: that quadrant is on the first cube's island, or off the tile (K4.2). */
  CUBE_PLACE: 'CUBE_PLACE',
  /** `placeCube`, `load`, `sell`, `unload`: no cube of that colour there. */
  NO_CUBE: 'NO_CUBE',
  /** `keepGoal`/`takeGoal`: not one of the cards offered. */
  NOT_OFFERED: 'NOT_OFFERED',
  /** `placeBoat`, `move`: the other boat lies at that dock, which could otherwise be reached (K3.5, K5.1). */
  DOCK_TAKEN: 'DOCK_TAKEN',
  /** An action of the turn, with no action left (K4.3). */
  NO_ACTIONS_LEFT: 'NO_ACTIONS_LEFT',
  /** `move`: that dock is not one sea move or one portage away, whoever lies there, or not on the board (K5.1). */
  UNREACHABLE: 'UNREACHABLE',
  /** `load`: the boat is full (K5.2). */
  BOAT_FULL: 'BOAT_FULL',
  /** `sell`, `buyMaps`: the boat is not at Thera; `unload`, `load`, `excavate`: it is (K5.3–K5.8); `placeBoat`: not a dock of Thera (K3.5). */
  WRONG_PLACE: 'WRONG_PLACE',
  /** `excavate`: that map card is not in your hand. */
  NO_SUCH_MAP: 'NO_SUCH_MAP',
  /** `excavate`, `buyMaps`: not enough drachmas. */
  CANNOT_AFFORD: 'CANNOT_AFFORD',
  /** `excavate`: the island already holds a temple (K5.3). */
  ISLAND_HAS_TEMPLE: 'ISLAND_HAS_TEMPLE',
  /** `excavate`: the quadrant is not on the boat's island, or does not meet the map card (K5.3, K5.4). */
  MAP_NOT_MET: 'MAP_NOT_MET',
  /** `excavate`: every temple is already on the board. */
  NO_TEMPLE_LEFT: 'NO_TEMPLE_LEFT',
  /** `buyMaps`: a deck holds fewer cards than asked for [D] (K5.5). */
  CANNOT_BUY: 'CANNOT_BUY',
  /** `buyMaps`: the tiers are not listed easiest first (easy, normal, hard). */
  TIER_ORDER: 'TIER_ORDER',
  /** `oracle`: already consulted this turn, or no tile left to reveal (K5.6). */
  ORACLE_UNAVAILABLE: 'ORACLE_UNAVAILABLE',
} as const);

/** Every code an Akrotiri rejection may carry: core's codes and {@link AkrotiriErrors}' values. */
export type AkrotiriErrorCode = CoreErrorCode | (typeof AkrotiriErrors)[keyof typeof AkrotiriErrors];
