/**
 * The scrubber: the match as one viewer saw it after step k of the log. It replays the log's
 * prefix from the config (as core's `replay` does: parse, then apply) and hands out only what the
 * viewer could see at that step: the game's view of the state then, and the events and actions
 * of the first k steps as that viewer received them (`eventsFor`, `actionFor`). A seat never sees
 * what it could not see then: a secret revealed later stays hidden at an earlier step.
 *
 * The states replayed are kept, so moving along the log replays each step once; they are dropped
 * from the first step where the log differs (after an undo, a different action played).
 *
 * @module
 */
import { isRejection, type BaseState, type Game, type GameResult, type LogEntry, type Seat, type SetupConfig } from '@tabula/core';
import type { SeenLogEntry } from '@tabula/core';

/** The match after step k, as one viewer saw it. */
export interface ScrubPosition<V, A, E> {
  /** The number of log entries played (0: the start). */
  readonly step: number;
  /** The viewer: a seat, or `null` for a spectator. */
  readonly viewer: Seat | null;
  /** The viewer's view then. */
  readonly view: V;
  /** Every event of the first `step` steps, as the viewer received it. */
  readonly events: readonly E[];
  /** The events of step `step` alone, as the viewer received them (`[]` at the start). */
  readonly lastEvents: readonly E[];
  /** The first `step` log entries, as the viewer saw them. */
  readonly log: readonly SeenLogEntry<A>[];
  /** Whether the game had ended then. */
  readonly over: boolean;
  /** The result then, once over. */
  readonly result: GameResult | undefined;
}

/** A log replayed step by step for the scrubber: see {@link createTimeline}. */
export interface Timeline<V, A, E> {
  /** The match after the first `step` entries of `log`, as `viewer` saw it. */
  at(log: readonly LogEntry<A>[], step: number, viewer: Seat | null): ScrubPosition<V, A, E>;
}

/** One replayed step: the entry, the state after it and its events. */
interface Played<S, A, E> {
  seat: Seat;
  action: A;
  state: S;
  events: E[];
}

/**
 * A timeline of a match of `game` set up with `config`. Throws an `Error` naming the step when a
 * log entry does not replay (a log that is not this match's).
 */
export function createTimeline<S extends BaseState, A, V, E>(game: Game<S, A, any, V, E, string>, config: SetupConfig<unknown>): Timeline<V, A, E> {
  const initial = game.setup(config as SetupConfig<any>);
  const played: Played<S, A, E>[] = [];

  const replayTo = (log: readonly LogEntry<A>[], step: number): void => {
    // Keep the steps already replayed while the log still holds the same entries.
    let same = 0;
    while (same < played.length && same < step && played[same]!.seat === log[same]!.seat && played[same]!.action === log[same]!.action) same++;
    if (same < played.length && same < step) played.length = same;
    for (let i = played.length; i < step; i++) {
      const entry = log[i]!;
      const before = i === 0 ? initial : played[i - 1]!.state;
      const action = game.parse(entry.action);
      if (isRejection(action)) throw new Error(`the scrubber cannot replay step ${i + 1}: ${action.code}: ${action.message}`);
      const out = game.apply(before, entry.seat, action);
      if (!out.ok) throw new Error(`the scrubber cannot replay step ${i + 1}: ${out.error.code}: ${out.error.message}`);
      played.push({ seat: entry.seat, action: entry.action, state: out.state, events: out.events });
    }
  };

  return {
    at(log, step, viewer) {
      if (!Number.isInteger(step) || step < 0 || step > log.length) throw new RangeError(`step must be a whole number from 0 to ${log.length}, got ${step}`);
      replayTo(log, step);
      const state = step === 0 ? initial : played[step - 1]!.state;
      const events: E[] = [];
      const seenLog: SeenLogEntry<A>[] = [];
      let lastEvents: E[] = [];
      for (let i = 0; i < step; i++) {
        const p = played[i]!;
        const seen = game.eventsFor(p.events, viewer);
        events.push(...seen);
        if (i === step - 1) lastEvents = seen;
        seenLog.push({ seat: p.seat, action: game.actionFor(p.action, p.seat, viewer) });
      }
      return {
        step,
        viewer,
        view: game.view(state, viewer),
        events,
        lastEvents,
        log: seenLog,
        over: game.isOver(state),
        result: game.result(state),
      };
    },
  };
}
