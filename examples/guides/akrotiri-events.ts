import type { AkrotiriEvent } from '@tabula/akrotiri';
import { playChanges, type WatchedSeat } from '@tabula/core/ui';
import { akrotiriAnimations, type Animation } from '@tabula/akrotiri/ui';

/** The part of a seat handle (`match.seat(s)`) an animator needs. */
export type Watched = WatchedSeat<unknown, AkrotiriEvent>;

/** The animations of a change's events, for the seat (or spectator) they were given to. */
export function animations(events: readonly AkrotiriEvent[], viewer: number | null = null): Animation[] {
  return akrotiriAnimations(events, viewer);
}

/** After every change, hands `play` the animations of the seat's `lastEvents`. Returns the unsubscribe. */
export function animateChanges(seat: Watched, play: (steps: Animation[]) => void): () => void {
  return playChanges(seat, (events, viewer) => akrotiriAnimations(events, viewer), play);
}
