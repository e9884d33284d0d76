import { deepFreeze, type CoreErrorCode } from '@tabula/core';

/** Clockwork Empire's own rejection codes (besides core's `MALFORMED_ACTION`, `NOT_ACTIVE`, `GAME_OVER`, `ILLEGAL_ACTION`). */
export const ClockworkErrors = deepFreeze({
  /** The action answers a different decision than the one pending (the message says which). */
  WRONG_DECISION: 'WRONG_DECISION',
  /** A die index that is not a rolled die, or one already kept or placed. */
  NO_SUCH_DIE: 'NO_SUCH_DIE',
  /** No such card in your hand. */
  NO_SUCH_CARD: 'NO_SUCH_CARD',
  /** No such built clockworker, or it is tapped / of the wrong colour / already selected. */
  NO_SUCH_CLOCKWORKER: 'NO_SUCH_CLOCKWORKER',
  /** `go` without a kept die, or with 0 steps after keeping one (C2.1, C2.2). */
  BAD_MOVE: 'BAD_MOVE',
  /** `place` on a slot that is not open to that die (C3.2). */
  SLOT_NOT_OPEN: 'SLOT_NOT_OPEN',
  /** `release` of a slot without your die. */
  NOT_YOUR_DIE: 'NOT_YOUR_DIE',
  /** `takeGod`: not beside this area, no die of yours here, or already 3 gods (C3.1). */
  GOD_NOT_AVAILABLE: 'GOD_NOT_AVAILABLE',
  /** A payment that is not allowed: wrong count or type, or resources you do not hold. */
  BAD_PAYMENT: 'BAD_PAYMENT',
  /** A payment listed out of resource order. */
  PAY_ORDER: 'PAY_ORDER',
  /** A resource the supply or that player does not have, or not one this decision allows. */
  NO_SUCH_RESOURCE: 'NO_SUCH_RESOURCE',
  /** A seat that is not a target of this decision. */
  BAD_TARGET: 'BAD_TARGET',
  /** A space that Temple P1 may not borrow: one that is not in this game's loop (the Canyon with 3 players). */
  BAD_AREA: 'BAD_AREA',
  /** `done` on a decision that may not be declined. */
  NOT_OPTIONAL: 'NOT_OPTIONAL',
} as const);

/** Every code a Clockwork Empire rejection may carry: core's and {@link ClockworkErrors}. */
export type ClockworkErrorCode = CoreErrorCode | (typeof ClockworkErrors)[keyof typeof ClockworkErrors];
