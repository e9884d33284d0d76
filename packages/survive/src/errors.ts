import { deepFreeze, type CoreErrorCode, type Rejection } from '@tabula/core';

/** Survive's own rejection codes (besides core's, see {@link SurviveErrorCode}). Deeply frozen. */
export const SurviveErrors = deepFreeze({
  /** The action answers another decision or step than the one pending (the message says which). */
  WRONG_STEP: 'WRONG_STEP',
  /** `placeExplorer`: no terrain tile there, or it is full (S1.3, S8 challenge 1). */
  TILE_FULL: 'TILE_FULL',
  /** `placeExplorer`: the placing colour has no unplaced explorer of that value (S1.3). */
  NO_SUCH_VALUE: 'NO_SUCH_VALUE',
  /** `placeBoat`: not a free sea space beside the island without a sea serpent (S1.4). */
  BAD_BOAT_SPACE: 'BAD_BOAT_SPACE',
  /** The explorer does not exist or is not one of yours (S3.8). */
  NOT_YOUR_EXPLORER: 'NOT_YOUR_EXPLORER',
  /** The explorer cannot make that move from where it is (S3.2–S3.4). */
  ILLEGAL_MOVE: 'ILLEGAL_MOVE',
  /** The explorer already made its one sea move this turn, so it may not swim again nor, from the sea, board a boat or land on a safe isle (S3.4). */
  ALREADY_SWAM: 'ALREADY_SWAM',
  /** The boat already holds 3 explorers (S3.5). */
  BOAT_FULL: 'BOAT_FULL',
  /** The boat is not on the board, or you do not control it (S3.5). */
  NOT_YOUR_BOAT: 'NOT_YOUR_BOAT',
  /** A sea space holds at most one boat (S3.5). */
  SPACE_HAS_BOAT: 'SPACE_HAS_BOAT',
  /** `removeTile`: that tile may not be removed now (S4.1). */
  TILE_NOT_REMOVABLE: 'TILE_NOT_REMOVABLE',
  /** `playTile`: you hold no such tile, it is a defence tile, or a red tile was already played this turn (S2, S6). */
  TILE_NOT_PLAYABLE: 'TILE_NOT_PLAYABLE',
  /** `playTile`/`moveCreature`: that piece may not go there (S5.1, S6). */
  BAD_TARGET: 'BAD_TARGET',
  /** `defend`: you hold no defence tile for this attack (S6). */
  NO_DEFENCE_TILE: 'NO_DEFENCE_TILE',
  /** `chooseBoarder`: that explorer is not a swimmer waiting at the new boat (S6). */
  NOT_A_CANDIDATE: 'NOT_A_CANDIDATE',
  /** `pass` where the decision may not be skipped: tile removal (S4) and choosing boarders (S6). Setup placements answer `pass` with `WRONG_STEP`. */
  NOT_OPTIONAL: 'NOT_OPTIONAL',
} as const);

/**
 * Every code a Survive rejection may carry: Survive's own ({@link SurviveErrors}) and core's
 * (`MALFORMED_ACTION`, `NOT_ACTIVE`, `GAME_OVER`, `ILLEGAL_ACTION`, `BAD_STATE`, `INTERNAL_ERROR`, `BAD_FORCED_DRAWS`).
 */
export type SurviveErrorCode = (typeof SurviveErrors)[keyof typeof SurviveErrors] | CoreErrorCode;

/** A Survive rejection. */
export type SurviveRejection = Rejection<SurviveErrorCode>;
