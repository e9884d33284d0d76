/** C7, C8.1–C8.2: the interpreter of machine-god texts (the god vocabulary), at final scoring. */
import { leaders, type Seat } from '@tabula/core';
import { RULES } from '../data/components';
import type { Count, GodTerm } from '../data/vocabulary';
import type { ClockworkState } from '../state';
import { godOf, hasColour, res, resourceCount, seatToChange, takeVp, type Ctx } from './holdings';

/** What a count reads for one player. */
export function countFor(s: ClockworkState, seat: Seat, c: Count): number {
  const p = s.seats[seat]!;
  switch (c.of) {
    case 'vp':
      return p.vp;
    case 'godArrivalVp':
      return p.arrivalVp;
    case 'gods':
      return p.gods.length;
    case 'built': {
      if (c.colour === undefined) return p.built.length;
      let n = 0;
      for (const cw of p.built) if (hasColour(s, cw, c.colour)) n++;
      return n;
    }
    case 'evolved':
      return p.built.filter((cw) => cw.cards.length > 1).length;
    case 'hand':
      return p.hand.length;
    case 'resources':
      return c.resource === undefined ? resourceCount(s, seat) : p.resources[res(c.resource)]!;
    case 'diceOnSlots':
      return Object.values(s.slots).reduce((n, slots) => n + slots.filter((d) => d?.owner === seat).length, 0);
    case 'diceRemoved':
      return p.diceRemoved;
  }
}

/** The VP a non-transfer term is worth to `seat` now. */
function termValue(s: ClockworkState, seat: Seat, t: GodTerm): number {
  switch (t.op) {
    case 'flat':
      return t.vp;
    case 'vpPer':
      return Math.floor(countFor(s, seat, t.count) / t.per) * t.vp;
    case 'mostOf': {
      const values = s.seats.map((_, i) => countFor(s, i, t.count));
      const top = leaders(values, RULES.majorityMin);
      return top.includes(seat) ? (top.length === 1 ? t.most : t.tied) : 0;
    }
    case 'takeFromEach':
      return 0;
  }
}

/** The VP a god's `takeFromEach` terms move to `seat`, from each other seat in seat order. */
function transfers(s: ClockworkState, seat: Seat, terms: readonly GodTerm[], name: string, ctx: Ctx): number {
  let got = 0;
  for (const t of terms) {
    if (t.op !== 'takeFromEach') continue;
    for (let i = 1; i < s.players; i++) got += takeVp(s, seat, (seat + i) % s.players, t.vp, name, ctx);
  }
  return got;
}

/**
 * C8.1: gods marked `first` (Wrath of Destruction and Strife) are scored first, in seat order.
 * [ours] Then every other god is valued on the same standings and all are added at once (their
 * order cannot matter), then their VP transfers, in seat order. Returns the VP each seat gained.
 */
export function scoreGods(s: ClockworkState, ctx: Ctx): number[] {
  const gained = s.seats.map(() => 0);
  const held = s.seats.flatMap((p, seat) => p.gods.map((id) => ({ seat, god: godOf(s, id) })));
  for (const { seat, god } of held.filter((h) => h.god.first)) {
    const vp = god.text.reduce((n, t) => n + termValue(s, seat, t), 0);
    seatToChange(s, seat).vp += vp;
    gained[seat]! += vp + transfers(s, seat, god.text, god.name, ctx);
    if (vp > 0) ctx.emit({ type: 'scored', seat, vp, reason: god.name });
  }
  const rest = held.filter((h) => !h.god.first);
  const values = rest.map(({ seat, god }) => god.text.reduce((n, t) => n + termValue(s, seat, t), 0));
  rest.forEach(({ seat, god }, i) => {
    seatToChange(s, seat).vp += values[i]!;
    gained[seat]! += values[i]!;
    ctx.emit({ type: 'scored', seat, vp: values[i]!, reason: god.name });
  });
  for (const { seat, god } of rest) gained[seat]! += transfers(s, seat, god.text, god.name, ctx);
  return gained;
}
