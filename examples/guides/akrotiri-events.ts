import type { AkrotiriEvent } from '@tabula/akrotiri';
import { akrotiriAnimations, type Animation } from '@tabula/akrotiri/ui';

/** The part of a seat handle (`match.seat(s)`) an animator needs. */
export interface Watched {
  readonly viewer: number | null;
  subscribe(listener: () => void): () => void;
  getSnapshot(): { readonly lastEvents: readonly AkrotiriEvent[] };
}

/** The animations of a change's events, for the seat (or spectator) they were given to. */
export function animations(events: readonly AkrotiriEvent[], viewer: number | null = null): Animation[] {
  return akrotiriAnimations(events, viewer);
}

/** After every change, hands `play` the animations of the seat's `lastEvents`. Returns the unsubscribe. */
export function animateChanges(seat: Watched, play: (steps: Animation[]) => void): () => void {
  return seat.subscribe(() => {
    const steps = akrotiriAnimations(seat.getSnapshot().lastEvents, seat.viewer);
    if (steps.length > 0) play(steps);
  });
}
