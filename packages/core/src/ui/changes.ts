/**
 * Following a seat's changes: after each one, what a UI plays of the events the seat was given.
 *
 * @module
 */
import type { Seat } from '../types';

/** The part of a seat handle (`match.seat(s)`) that a UI following its changes needs. */
export interface WatchedSeat<V, E> {
  /** The seat it watches (`null`: a spectator). */
  readonly viewer: Seat | null;
  /** Calls `listener` after every change. */
  subscribe(listener: () => void): () => void;
  /** The seat's snapshot: its view and its last change's events. */
  getSnapshot(): { readonly view: V; readonly lastEvents: readonly E[] };
}

/**
 * After every change of `seat`, hands `play` the steps `stepsOf` makes of the seat's `lastEvents`
 * (a game kit's animations, say), unless it makes none. Returns the unsubscribe.
 */
export function playChanges<V, E, T>(seat: WatchedSeat<V, E>, stepsOf: (events: readonly E[], viewer: Seat | null, view: V) => T[], play: (steps: T[]) => void): () => void {
  return seat.subscribe(() => {
    const { view, lastEvents } = seat.getSnapshot();
    const steps = stepsOf(lastEvents, seat.viewer, view);
    if (steps.length > 0) play(steps);
  });
}
