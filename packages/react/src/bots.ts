/**
 * Bots that play by themselves: while a bot's seat is active, the match's bots play, one action
 * at a time after a pause a person can follow, until a person must act or the game ends.
 *
 * @module
 */
import { useEffect, useState } from 'react';
import type { Match, Seat } from '@tabula/core';

/** Options of {@link useBots}. */
export interface BotOptions {
  /**
   * The pause before each bot action, in milliseconds, so that a person can follow (default 0:
   * the bots play at once, all their actions in a row).
   */
  delayMs?: number;
  /** While `true`, no bot starts an action (one thinking now still answers; its action is dropped). */
  paused?: boolean;
}

/** What {@link useBots} tells: which bot is thinking, and whether one failed. */
export interface BotsState {
  /** The seat whose bot is choosing an action now, or `null`. */
  readonly thinking: Seat | null;
  /** Why the bots stopped: a bot threw, or chose an action its game refused (core's `BotError`). */
  readonly error: Error | null;
}

/**
 * Lets `match`'s bots (given to `createMatch`) play whenever a bot's seat is active: after each
 * change, a bot whose seat may act plays, `delayMs` after the change. Stops when the component
 * unmounts, the match or the options change, or `paused`: a bot thinking then still answers, and
 * its answer is dropped. A bot that fails stops the bots until the match changes; the error is
 * returned. Nothing runs on the server (an effect).
 */
export function useBots(match: Match<any, any, any, any, any, any>, options: BotOptions = {}): BotsState {
  const delayMs = Math.max(0, options.delayMs ?? 0);
  const paused = options.paused === true;
  const [state, setState] = useState<BotsState & { match: unknown }>({ match, thinking: null, error: null });

  useEffect(() => {
    if (paused) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let running = false;
    let failedAt = -1; // the version a bot failed at: not tried again until the match changes

    const botSeat = (): Seat | undefined => {
      const now = match.getSnapshot();
      if (now.over || now.version === failedAt) return undefined;
      return now.activeSeats.find((seat) => match.isBot(seat));
    };
    const run = (): void => {
      timer = undefined;
      const seat = botSeat();
      if (controller.signal.aborted || seat === undefined) return;
      running = true;
      setState({ match, thinking: seat, error: null });
      // With a pause, one action per run, each after its pause; without, every bot action in a row.
      match.runBots({ maxActions: delayMs > 0 ? 1 : Infinity, signal: controller.signal }).then(
        () => {
          running = false;
          if (controller.signal.aborted) return;
          setState({ match, thinking: null, error: null });
          next();
        },
        (err: unknown) => {
          running = false;
          failedAt = match.getSnapshot().version;
          if (controller.signal.aborted) return;
          setState({ match, thinking: null, error: err instanceof Error ? err : new Error(String(err)) });
        },
      );
    };
    const next = (): void => {
      if (running || timer !== undefined || controller.signal.aborted || botSeat() === undefined) return;
      timer = setTimeout(run, delayMs);
    };
    const unsubscribe = match.subscribe(next);
    next();
    return () => {
      controller.abort();
      if (timer !== undefined) clearTimeout(timer);
      unsubscribe();
      setState((s) => (s.thinking === null ? s : { ...s, thinking: null }));
    };
  }, [match, delayMs, paused]);

  return state.match === match ? { thinking: state.thinking, error: state.error } : { thinking: null, error: null };
}
