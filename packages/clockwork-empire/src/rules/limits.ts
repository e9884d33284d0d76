/** C1.8 [D]: a player over a limit discards / returns at once, one card or resource per action. */
import type { Seat } from '@tabula/core';
import type { Resource } from '../data/components';
import type { ClockworkState } from '../state';
import { overLimit, res, type Ctx } from './holdings';

/** The first player over a limit, in seat order from the current player, or `null`. */
export function seatOverLimit(s: ClockworkState): Seat | null {
  if (s.phase !== 'play') return null;
  for (let i = 0; i < s.players; i++) {
    const seat = (s.current + i) % s.players;
    if (overLimit(s, seat)) return seat;
  }
  return null;
}

export function discardOverLimit(s: ClockworkState, seat: Seat, card: string, { emit }: Ctx): void {
  const hand = s.seats[seat]!.hand;
  hand.splice(hand.indexOf(card), 1);
  s.discard.push(card);
  emit({ type: 'discarded', seat, card, reason: 'limit' });
}

export function returnResource(s: ClockworkState, seat: Seat, r: Resource, { emit }: Ctx): void {
  s.seats[seat]!.resources[res(r)]! -= 1;
  s.supply[res(r)]! += 1;
  emit({ type: 'resourceReturned', seat, resource: r });
}
