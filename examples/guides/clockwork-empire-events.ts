import type { ClockworkEvent } from '@tabula/clockwork-empire';
import { playChanges, type WatchedSeat } from '@tabula/core/ui';
import { clockworkEmpireAnimations, type Animation } from '@tabula/clockwork-empire/ui';

/** The part of a seat handle (`match.seat(s)`) an animator needs. */
export type Watched = WatchedSeat<unknown, ClockworkEvent>;

/** The animations of a change's events, for the seat (or spectator) they were given to. */
export function animations(events: readonly ClockworkEvent[], viewer: number | null = null): Animation[] {
  return clockworkEmpireAnimations(events, viewer);
}

/** After every change, hands `play` the animations of the seat's `lastEvents`. Returns the unsubscribe. */
export function animateChanges(seat: Watched, play: (steps: Animation[]) => void): () => void {
  return playChanges(seat, (events, viewer) => clockworkEmpireAnimations(events, viewer), play);
}
