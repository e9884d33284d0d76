/** C1.8 [D]: a player over a limit discards / returns at once, one card or resource per action. */
import type { Seat } from '@tabula/core';
import { rememberedRead } from '@tabula/core/internal';
import { RESOURCES, RULES, type Resource } from '../data/components';
import type { ClockworkAction } from '../actions';
import type { ClockworkState, PlayerState, Step } from '../state';
import { discardFromHand, handLimit, moveResource, resourceLimit, type Ctx } from './holdings';

/*
 * Whether a seat is over a limit depends only on hands, resources and the privilege slots (which
 * may raise a limit). Checking every seat is among the costliest reads of an action, so it is
 * skipped after what is known to change none of them. These are allow-lists: anything not listed
 * (a new action or step included) is followed by the full check.
 */

/** Actions that change no hand, resources or slot (answering a turn step, not a limit). */
export const ACTIONS_KEEPING_LIMITS: ReadonlySet<ClockworkAction['type']> = new Set(['keep', 'tap', 'go', 'activate', 'moveOn', 'useBasic', 'select', 'evolve', 'done']);

/** Automatic steps that change no hand, resources or slot (VP, steps and taps only). */
export const STEPS_KEEPING_LIMITS: ReadonlySet<Step['kind']> = new Set(['effects', 'basic', 'whiteSpace', 'godBonus', 'gainVp', 'untapAll']);

/*
 * `overLimit` runs for every seat several times per action (each active-seat query, legal-action
 * list and check in `advance`), so the base limits are read once here, not on every call.
 */
const RESOURCE_KINDS = RESOURCES.length;
const BASE_HAND_LIMIT = RULES.handLimit;
const BASE_RESOURCE_LIMIT = RULES.resourceLimit;

/** C1.8: which limit `seat` is over, if any. */
export function overLimit(s: ClockworkState, seat: Seat): { hand: boolean; resources: boolean } | null {
  const p = s.seats[seat]!;
  const hand = overHandLimit(s, seat, p);
  const resources = overResourceLimit(s, seat, p);
  return hand || resources ? { hand, resources } : null;
}

// Privileges only raise limits: within a base limit, its privilege need not be looked up.

/** C1.8: whether `seat` (holding `p`) holds more cards than its hand limit. */
function overHandLimit(s: ClockworkState, seat: Seat, p: PlayerState): boolean {
  const handSize = p.hand.length;
  return handSize > BASE_HAND_LIMIT && handSize > handLimit(s, seat);
}

/** C1.8: whether `seat` (holding `p`) holds more resources than its resource limit. */
function overResourceLimit(s: ClockworkState, seat: Seat, p: PlayerState): boolean {
  const stock = p.resources;
  let held = 0;
  for (let r = 0; r < RESOURCE_KINDS; r++) held += stock[r]!;
  return held > BASE_RESOURCE_LIMIT && held > resourceLimit(s, seat);
}

/**
 * The first player over a limit, in seat order from the current player, or `null`. Remembered for
 * a state the game made or checked: a caller's `activeSeats`, `legalActions` and `apply` each ask
 * it of the same state, and reading every seat's frozen hand and resources is costly.
 */
export const seatOverLimit: (s: ClockworkState) => Seat | null = rememberedRead(firstOverLimit);

/** {@link seatOverLimit}, computed. */
function firstOverLimit(s: ClockworkState): Seat | null {
  if (s.phase !== 'play') return null;
  const { seats, players, current } = s;
  for (let i = 0; i < players; i++) {
    const seat = current + i < players ? current + i : current + i - players; // (current + i) mod players
    const p = seats[seat]!;
    if (overHandLimit(s, seat, p) || overResourceLimit(s, seat, p)) return seat;
  }
  return null;
}

export function discardOverLimit(s: ClockworkState, seat: Seat, card: string, { emit }: Ctx): void {
  discardFromHand(s, seat, card);
  emit({ type: 'discarded', seat, card, reason: 'limit' });
}

export function returnResource(s: ClockworkState, seat: Seat, r: Resource, { emit }: Ctx): void {
  moveResource(s, seat, null, r, 1);
  emit({ type: 'resourceReturned', seat, resource: r });
}
