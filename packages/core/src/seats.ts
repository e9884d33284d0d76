import type { Seat } from './types';

/** The seat after `seat`, to the left, wrapping around. */
export function nextSeat(seat: Seat, players: number): Seat {
  return (seat + 1) % players;
}

/** All seats in turn order starting from `start`: `seatsFrom(2, 4)` is `[2, 3, 0, 1]`. */
export function seatsFrom(start: Seat, players: number): Seat[] {
  const out: Seat[] = [];
  for (let i = 0; i < players; i++) out.push((start + i) % players);
  return out;
}

/**
 * Groups seats by value, highest first. Seats whose value is below `min` are left out; within a
 * group, seats keep the order of `order` (default: 0, 1, 2, …).
 * `rankGroups([3, 5, 3, 0], { min: 1 })` is `[[1], [0, 2]]`.
 */
export function rankGroups(values: readonly number[], opts: { min?: number; order?: readonly Seat[] } = {}): Seat[][] {
  const min = opts.min ?? -Infinity;
  const order = opts.order ?? values.map((_, i) => i);
  const eligible = order.filter((s) => (values[s] ?? -Infinity) >= min);
  const distinct = [...new Set(eligible.map((s) => values[s]!))].sort((a, b) => b - a);
  return distinct.map((v) => eligible.filter((s) => values[s] === v));
}

/** Seats with the highest value (at least `min`); `[]` when none reaches `min`. */
export function leaders(values: readonly number[], min = -Infinity): Seat[] {
  return rankGroups(values, { min })[0] ?? [];
}
