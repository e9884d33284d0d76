/** A6: advancing the clock and its events. */
import { leaders, mutable, seatsFrom } from '@tabula/core';
import { MIN_TO_RANK, RESOURCES } from '../data/resources';
import { DONATION_PRICE, INVENTORY_POINTS } from '../data/scoring';
import type { AtlandiceEvent } from '../events';
import type { AtlandiceState } from '../state';
import { clockSymbols, firstSectorWithDice, holderCount, lastSpace, total } from './board';
import { gain } from './emptied';

type Emit = (e: AtlandiceEvent) => void;


/**
 * A6.1: moves the hand by the clock symbols of the sector where the last die lies, and resolves
 * the event of the space where it stops. Returns true when a Donation is now under way.
 */
export function advanceClock(s: AtlandiceState, emit: Emit): boolean {
  const sector = (firstSectorWithDice(s) ?? 0) as AtlandiceState['submarine'];
  const from = s.clock;
  const to = Math.min(from + clockSymbols(s, sector), lastSpace(s)); // A6.4: never past the last space
  s.clock = to;
  emit({ type: 'clockAdvanced', from, to, by: sector });
  const event = to === from ? null : s.track[to];
  if (!event) return false;
  emit({ type: 'clockEvent', space: to, event });
  if (event.kind === 'inventory') {
    takeInventory(s, event.resource, emit);
    return false;
  }
  return startDonation(s, emit);
}

/** A6.2: the holder(s) with most of a resource, or most in total, gain 1 VP each (at least 1 to rank). */
export function takeInventory(s: AtlandiceState, resource: (typeof RESOURCES)[number] | 'all', emit: Emit): void {
  const r = RESOURCES.indexOf(resource as (typeof RESOURCES)[number]);
  const counts: number[] = [];
  for (let h = 0; h < holderCount(s); h++) {
    const row = s.stock[h]!;
    counts.push(resource === 'all' ? total(row) : row[r]!);
  }
  const top = leaders(counts, MIN_TO_RANK);
  emit({ type: 'inventory', resource, leaders: top });
  for (const h of top) gain(s, h, INVENTORY_POINTS, 'inventory', emit);
}

/** A6.3: every seat, in order from the start player, may donate; the neutral player never does (A9.3). */
function startDonation(s: AtlandiceState, emit: Emit): boolean {
  s.donors = seatsFrom(s.startPlayer, s.players);
  s.phase = 'donation';
  skipDonorsWhoCannotPay(s, emit);
  return s.donors.length > 0;
}

/** Seats with fewer than 2 resources cannot donate: their turn passes at once. */
export function skipDonorsWhoCannotPay(s: AtlandiceState, emit: Emit): void {
  // Each pass removes a donor: at most one pass per donor.
  for (let left = s.donors.length; left > 0; left--) {
    const donor = s.donors[0]!;
    if (total(s.stock[donor]!) >= DONATION_PRICE) return;
    emit({ type: 'donationEnded', seat: mutable(s, 'donors').shift()! });
  }
}
