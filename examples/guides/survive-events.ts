import type { SeatHandle } from '@tabula/core';
import type { SurviveAction, SurviveErrorCode, SurviveEvent, SurviveState, SurviveView } from '@tabula/survive';
import { animateChanges, surviveWords, type Animation } from '@tabula/survive/ui';

/** A seat's handle on a Survive match: `match.seat(s)`. */
export type SurviveSeat = SeatHandle<SurviveState, SurviveAction, SurviveView, SurviveEvent, SurviveErrorCode>;

/**
 * Hands `play` the animations of each change the seat sees (pieces appearing, moving, saved or
 * vanishing, tiles lifted, the creature die, lines to say), and appends each event's words to
 * `log`, as the seat received them: another seat's kept tile goes face down into its hand, its
 * back unsaid. Returns the unsubscribe.
 */
export function watch(seat: SurviveSeat, play: (steps: Animation[]) => void, log: string[]): () => void {
  const stopAnimating = animateChanges(seat, play);
  const stopLogging = seat.subscribe(() => {
    const { lastEvents, view } = seat.getSnapshot();
    for (const event of lastEvents) log.push(surviveWords.event(event, seat.viewer, view));
  });
  return () => {
    stopAnimating();
    stopLogging();
  };
}
