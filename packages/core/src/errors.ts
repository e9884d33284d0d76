import type { Rejection, StateProblem } from './types';

/** Rejection codes shared by every game. Games add their own (see each package README). */
export const CoreErrors = {
  /** The action is not a well-formed action of this game (wrong shape, type or field, or an object that cannot be read as plain JSON). */
  MALFORMED_ACTION: 'MALFORMED_ACTION',
  /** The seat may not act now (or is not a seat of this game). */
  NOT_ACTIVE: 'NOT_ACTIVE',
  /** The game is over: nothing more may be played. */
  GAME_OVER: 'GAME_OVER',
  /** A well-formed action that the rules do not allow now, with no more specific code. */
  ILLEGAL_ACTION: 'ILLEGAL_ACTION',
  /** The state given is not a consistent state of this game (another game, another schema, or broken): see `validateState`. */
  BAD_STATE: 'BAD_STATE',
  /** The rules code failed unexpectedly: a bug in the game, reported instead of thrown. */
  INTERNAL_ERROR: 'INTERNAL_ERROR',
  /**
   * The draws a test forced (`forceDraws`) do not fit the action: it left some unused (forced draws
   * are for the next action only), or one is outside the range of the draw it was used for. The
   * message names the action, the values forced and those left over. Only a test forces draws.
   */
  BAD_FORCED_DRAWS: 'BAD_FORCED_DRAWS',
} as const;

/** The codes every game may give: {@link CoreErrors}' values. */
export type CoreErrorCode = (typeof CoreErrors)[keyof typeof CoreErrors];

/** Builds a {@link Rejection}. */
export function reject<C extends string>(code: C, message: string): Rejection<C> {
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

/**
 * Thrown by a `Game` member other than `apply` (which rejects with `BAD_STATE` instead) when given
 * a state that is not a consistent state of its game: another game's, a schema it does not read,
 * or a broken one. `problems` says what is wrong, field by field.
 */
export class StateError extends Error {
  override name = 'StateError';
  /** What is wrong with the state, field by field. */
  readonly problems: readonly StateProblem[];
  constructor(game: string, problems: readonly StateProblem[]) {
    super(describeProblems(game, problems));
    this.problems = problems;
  }
}

/** One line for a list of state problems: the first few, and how many more. */
export function describeProblems(game: string, problems: readonly StateProblem[]): string {
  const shown = problems.slice(0, 3).map((p) => `${p.path}: ${p.message}`);
  const more = problems.length > 3 ? ` (and ${problems.length - 3} more)` : '';
  return `not a consistent ${game} state: ${shown.join('; ')}${more}`;
}
