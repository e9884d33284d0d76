import { isRejection, StateError } from './errors';
import { knownProblems, performOn, precheck, ruleFailure, specOf } from './define';
import { copyState } from './copy';
import { enterLive, leaveLive } from './memo';
import type { BaseState, Game, Rejection, Seat } from './types';

/** A mutable copy of a game for bots and fuzzers: see {@link simulator}. */
export interface Simulator<S, A, E, C extends string = string> {
  /** The live state. It changes in place: copy it (`structuredClone`) to keep a snapshot. */
  readonly state: S;
  /** Applies an action in place; the same checks, rules and results as `Game.apply`. */
  apply(seat: Seat, action: A): { ok: true; events: E[] } | { ok: false; error: Rejection<C> };
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
 * state untouched, as with `apply`. After an `INTERNAL_ERROR` (a bug in the game) or a
 * `BAD_FORCED_DRAWS` (forced draws the action did not use up, found once its rules ran) the copy
 * refuses every later action with the same rejection: throw it away. The state is checked once, here (a {@link StateError} if it is not a consistent
 * state of the game); what the simulator hands out is live, not frozen: copy what you keep.
 */
export function simulator<S extends BaseState, A, E, C extends string = string>(game: Game<S, A, any, any, E, C>, state: S): Simulator<S, A, E, C> {
  const spec = specOf(game);
  const problems = knownProblems(game, state);
  if (problems.length > 0) throw new StateError(game.name, problems);
  const live = copyState(state);
  let broken: Rejection<C> | undefined;
  // Whether the live game is over and who may act, worked out once per state: a bot asks both
  // several times a move (`isOver`, `activeSeats`, `legalActions`, then `apply`'s own checks), and
  // only `apply` changes the state. `undefined`: not worked out since the last change.
  let turn: { over: boolean; active: Seat[] } | undefined;
  // Every read of the live state runs marked as such, so plain readers hand its arrays back as they
  // are (a read that throws leaves the mark until the next ends: readers then only skip their copies).
  const now = (): { over: boolean; active: Seat[] } => {
    if (turn !== undefined) return turn;
    enterLive();
    const over = spec.isOver(live);
    turn = { over, active: over ? [] : spec.activeSeats(live) };
    leaveLive();
    return turn;
  };
  return {
    state: live,
    apply(seat, input) {
      if (broken) return { ok: false, error: broken };
      let played: A | undefined;
      try {
        // Inside the try: a game whose `isOver` or `activeSeats` throws is refused, as by `apply`.
        const known = now();
        enterLive();
        const checked = precheck(spec, live, seat === 0 ? 0 : seat, input, known.over, known.active);
        if (isRejection(checked)) return { ok: false, error: checked };
        turn = undefined;
        played = checked;
        return { ok: true, events: performOn(spec, live, seat === 0 ? 0 : seat, checked) };
      } catch (err) {
        // The rules failed half-way (or forced draws did not fit the action, found at its end): the
        // live state may be inconsistent, so refuse from now on.
        broken = ruleFailure(err, seat === 0 ? 0 : seat, played) as Rejection<C>;
        return { ok: false, error: broken };
      } finally {
        leaveLive();
      }
    },
    legalActions(seat) {
      if (!now().active.includes(seat)) return [];
      enterLive();
      const actions = spec.legalActions(live, seat);
      leaveLive();
      return actions;
    },
    // A copy: the caller may change what it is handed.
    activeSeats: () => now().active.slice(),
    isOver: () => now().over,
  };
}

