/**
 * Changing the state. `apply` runs the rules on core's work copy (`applyMode: 'work'`): they read
 * the state as plain data, and take each part they change in place through core's `mutable(parent,
 * key)` first, which on a work copy replaces the part by a copy made once per action (on a plain
 * state, the simulator's or setup's, it is the part itself). Parts are never changed without it:
 * they are the frozen parts of the state before the action, and a write into one throws.
 */
import { mutable, type Seat } from '@tabula/core';
import type { AkrotiriState, PlayerState } from '../state';

/** A seat's things, to change in place: `mutable(mutable(s, 'seats'), seat)`. */
export function seatToChange(s: AkrotiriState, seat: Seat): PlayerState {
  return mutable(mutable(s, 'seats'), seat);
}

/** Removes the first `item` from `list` (a part taken through `mutable`), if it is there. */
export function removeFirst<T>(list: T[], item: T): void {
  const i = list.indexOf(item);
  if (i >= 0) list.splice(i, 1);
}
