import type { Rejection } from './types';

/** Rejection codes shared by every game. Games add their own (see each package README). */
export const CoreErrors = {
  /** The action is not a well-formed action of this game (wrong shape, type or field). */
  MALFORMED_ACTION: 'MALFORMED_ACTION',
  /** The seat may not act now (or is not a seat of this game). */
  NOT_ACTIVE: 'NOT_ACTIVE',
  /** The game is over: nothing more may be played. */
  GAME_OVER: 'GAME_OVER',
  /** A well-formed action that the rules do not allow now, with no more specific code. */
  ILLEGAL_ACTION: 'ILLEGAL_ACTION',
  /** The rules code failed unexpectedly: a bug in the game, reported instead of thrown. */
  INTERNAL_ERROR: 'INTERNAL_ERROR',
} as const;

/** Builds a {@link Rejection}. */
export function reject(code: string, message: string): Rejection {
  return { code, message };
}

/** Whether a value is a {@link Rejection}. */
export function isRejection(value: unknown): value is Rejection {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Rejection).code === 'string' &&
    typeof (value as Rejection).message === 'string' &&
    !('type' in value)
  );
}

/** Thrown by `setup` for a bad config; `field` names what was wrong (e.g. `options.clockTrack`). */
export class SetupError extends Error {
  override name = 'SetupError';
  /** The config field at fault, as a dotted path. */
  readonly field: string;
  constructor(field: string, message: string) {
    super(`${field}: ${message}`);
    this.field = field;
  }
}
