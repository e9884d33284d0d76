import type { SeatHandle } from '@tabula/core';
import type { AtlandiceAction, AtlandiceErrorCode, AtlandiceEvent, AtlandiceState, AtlandiceView } from '@tabula/atlandice';
import { animateChanges, atlandiceWords, type Animation } from '@tabula/atlandice/ui';

/** A seat's handle on an Atlandice match: `match.seat(s)`. */
export type AtlandiceSeat = SeatHandle<AtlandiceState, AtlandiceAction, AtlandiceView, AtlandiceEvent, AtlandiceErrorCode>;

/**
 * Hands `play` the animations of each change the seat sees (dice rolled, pieces moving, tiles
 * turned up, points, lines to say), and appends each event's words to `log`, as the seat received
 * them. Returns the unsubscribe.
 */
export function watch(seat: AtlandiceSeat, play: (steps: Animation[]) => void, log: string[]): () => void {
  const stopAnimating = animateChanges(seat, play);
  const stopLogging = seat.subscribe(() => {
    const { lastEvents, view } = seat.getSnapshot();
    for (const event of lastEvents) log.push(atlandiceWords.event(event, seat.viewer, view));
  });
  return () => {
    stopAnimating();
    stopLogging();
  };
}
