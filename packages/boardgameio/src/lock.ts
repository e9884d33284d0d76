/**
 * A lock per match, for several servers that share matches.
 *
 * @module
 */

/**
 * A lock per match shared by several server processes (see `RedisLock` in
 * `@tabula/boardgameio/redis`): `run` runs `task` while no other holder of the same match's lock
 * runs one, and rejects with a {@link LockTimeoutError} if it waited too long.
 */
export interface MatchLock {
  /** Runs `task` holding `matchID`'s lock; resolves to what `task` resolves to. */
  run<T>(matchID: string, task: () => Promise<T>): Promise<T>;
}

/** Thrown by a {@link MatchLock} that could not take a match's lock in time (recognised by its `name`). */
export class LockTimeoutError extends Error {
  override name = 'LockTimeoutError';
}
