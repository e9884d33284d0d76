import { deepFreeze, type CoreErrorCode } from '@tabula/core';

/** Atlandice's own rejection codes (besides core's, see {@link AtlandiceErrorCode}). */
export const AtlandiceErrors = deepFreeze({
  /** The action answers a different decision than the one pending. */
  WRONG_DECISION: 'WRONG_DECISION',
  /** `visit`: no die lies beside that sector (A4.1a). */
  NO_DIE_THERE: 'NO_DIE_THERE',
  /** `visit`: `forNeutral` outside a 2-player game, a second gift, or a third die kept (A9.2). */
  NEUTRAL_GIFT: 'NEUTRAL_GIFT',
  /** `take`/`move`/`swap`: that sector is not one this decision allows. */
  SECTOR_NOT_ALLOWED: 'SECTOR_NOT_ALLOWED',
  /** `take`/`move`/`swap`/`donate`: no such resource there. */
  NO_SUCH_RESOURCE: 'NO_SUCH_RESOURCE',
  /** `swap`: the two resources are of the same type, which changes nothing (J2). */
  SAME_RESOURCE: 'SAME_RESOURCE',
  /** `setDie`: that face would leave the die beside the same sector (I3). */
  DIE_UNCHANGED: 'DIE_UNCHANGED',
  /** `submarine`: the submarine is already there (M1–M3). */
  SUBMARINE_ALREADY_THERE: 'SUBMARINE_ALREADY_THERE',
  /** `skip`: this step may not be declined: every take, bonus and effect is compulsory (A4.1b, A4.2, A7.1). */
  NOT_OPTIONAL: 'NOT_OPTIONAL',
  /** `donate`: the two resources are not listed in resource order. */
  PAY_ORDER: 'PAY_ORDER',
} as const);

/**
 * Every code an Atlandice rejection may carry: core's (`MALFORMED_ACTION`, `NOT_ACTIVE`,
 * `GAME_OVER`, `ILLEGAL_ACTION`, `BAD_STATE`, `INTERNAL_ERROR`, `BAD_FORCED_DRAWS`) and {@link AtlandiceErrors}'.
 */
export type AtlandiceErrorCode = CoreErrorCode | (typeof AtlandiceErrors)[keyof typeof AtlandiceErrors];
