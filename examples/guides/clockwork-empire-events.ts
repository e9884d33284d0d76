import type { ClockworkEvent } from '@tabula/clockwork-empire';
import { clockworkEmpireAnimations, type Animation } from '@tabula/clockwork-empire/ui';

/** The part of a seat handle (`match.seat(s)`) an animator needs. */
export interface Watched {
  readonly viewer: number | null;
  subscribe(listener: () => void): () => void;
  getSnapshot(): { readonly lastEvents: readonly ClockworkEvent[] };
}

/** The animations of a change's events, for the seat (or spectator) they were given to. */
export function animations(events: readonly ClockworkEvent[], viewer: number | null = null): Animation[] {
  return clockworkEmpireAnimations(events, viewer);
}

/** After every change, hands `play` the animations of the seat's `lastEvents`. Returns the unsubscribe. */
export function animateChanges(seat: Watched, play: (steps: Animation[]) => void): () => void {
  return seat.subscribe(() => {
    const steps = clockworkEmpireAnimations(seat.getSnapshot().lastEvents, seat.viewer);
    if (steps.length > 0) play(steps);
  });
}
