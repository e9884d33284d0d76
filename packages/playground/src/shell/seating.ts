/**
 * Who sits at the screen: the seat whose view is shown, and the hand-over between people playing
 * on one device (hot-seat). Pure: the shell feeds it the match's active seats after each change.
 *
 * - No human seat: a spectator watches the bots (viewer `null`).
 * - One human seat: that seat's view, always.
 * - Several human seats (hot-seat): when a human seat other than the one shown must act, the
 *   screen hands over: nothing of any seat's view is shown until the next person confirms that
 *   they hold the device. While bots play, the last person's view stays. When the game is over,
 *   the spectator's view is shown, so that no person sees another's last secrets.
 *
 * @module
 */
import type { Seat } from '@tabula/core';

/** Who plays a seat: a person at this screen, or a bot from the registry (see `bots.ts`). */
export type SeatRole = { kind: 'human' } | { kind: 'bot'; bot: string };

/** What the screen shows: a seat's view (or a spectator's), or the hand-over to a seat. */
export interface Seating {
  /** The seat whose view is shown, or `null` for a spectator (and during a hand-over). */
  readonly viewer: Seat | null;
  /** The seat the device is being handed to; while set, no view is shown at all. */
  readonly handOverTo: Seat | null;
}

/** The seating before anything is known: a spectator, no hand-over. */
export const NO_SEATING: Seating = Object.freeze({ viewer: null, handOverTo: null });

/** The human seats, in seat order. */
export function humanSeats(roles: readonly SeatRole[]): Seat[] {
  return roles.flatMap((role, seat) => (role.kind === 'human' ? [seat] : []));
}

/** Whether several people share the screen (hot-seat). */
export function isHotSeat(roles: readonly SeatRole[]): boolean {
  return humanSeats(roles).length > 1;
}

/**
 * The seating after a change of the match: `active` are the seats that may act now and `over`
 * whether the game has ended. Returns `prev` itself when nothing changes.
 */
export function nextSeating(prev: Seating, roles: readonly SeatRole[], active: readonly Seat[], over: boolean): Seating {
  const humans = humanSeats(roles);
  const same = (viewer: Seat | null, handOverTo: Seat | null): Seating =>
    prev.viewer === viewer && prev.handOverTo === handOverTo ? prev : { viewer, handOverTo };
  if (humans.length === 0) return same(null, null);
  if (humans.length === 1) return same(humans[0]!, null);
  if (over) return same(null, null);
  const next = active.find((seat) => roles[seat]?.kind === 'human');
  if (next === undefined) return prev; // bots are playing: the last person's view stays
  if (prev.handOverTo === next) return prev; // already handing over to them
  if (prev.handOverTo === null && prev.viewer === next) return prev; // still their turn
  return same(null, next);
}

/** The seating once the person the device was handed to confirms: their view. */
export function confirmHandOver(prev: Seating): Seating {
  return prev.handOverTo === null ? prev : { viewer: prev.handOverTo, handOverTo: null };
}
