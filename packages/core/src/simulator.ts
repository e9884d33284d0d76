import { isRejection } from './errors';
import { internalError, performOn, precheck, specOf } from './define';
import type { BaseState, Game, Rejection, Seat } from './types';

/** A mutable copy of a game for bots and fuzzers: see {@link simulator}. */
export interface Simulator<S, A, E> {
  /** The live state. It changes in place: copy it (`structuredClone`) to keep a snapshot. */
  readonly state: S;
  /** Applies an action in place; the same checks, rules and results as `Game.apply`. */
  apply(seat: Seat, action: unknown): { ok: true; events: E[] } | { ok: false; error: Rejection };
  /** Legal actions of `seat` in the live state. */
  legalActions(seat: Seat): A[];
  /** Seats that may act in the live state. */
  activeSeats(): Seat[];
  /** Whether the live game has ended. */
  isOver(): boolean;
}

/**
 * A mutable private copy of `state` that applies actions in place with the same rules code as
 * `apply`, without immer's copy-on-write: the fast path for bulk play. A rejected action leaves the
 * state untouched, as with `apply`. After an `INTERNAL_ERROR` (a bug in the game) the copy must
 * be thrown away.
 */
export function simulator<S extends BaseState, A, E>(game: Game<S, A, any, any, E>, state: S): Simulator<S, A, E> {
  const spec = specOf(game);
  const live = structuredClone(state) as S;
  let broken: Rejection | undefined;
  return {
    state: live,
    apply(seat, input) {
      if (broken) return { ok: false, error: broken };
      try {
        const checked = precheck(spec, live, seat, input);
        if (isRejection(checked)) return { ok: false, error: checked };
        return { ok: true, events: performOn(spec, live, seat, checked) };
      } catch (err) {
        // The rules failed half-way: the live state may be inconsistent, so refuse from now on.
        broken = internalError(err);
        return { ok: false, error: broken };
      }
    },
    legalActions: (seat) => game.legalActions(live, seat),
    activeSeats: () => game.activeSeats(live),
    isOver: () => game.isOver(live),
  };
}
