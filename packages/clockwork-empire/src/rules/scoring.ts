/** C8: final scoring, in the rulebook's order; C5.2: the winner. */
import { leaders, rankGroups, type GameResult, type Seat } from '@tabula/core';
import { AREA_COLOURS, RULES } from '../data/components';
import type { ClockworkState } from '../state';
import { countFor, scoreGods } from './gods';
import { resourceCount, seatToChange, type Ctx } from './holdings';

/** Most of a value (at least `RULES.majorityMin`): `most` alone, `tied` each when tied. */
function majority(values: number[], award: { most: number; tied: number }): number[] {
  const top = leaders(values, RULES.majorityMin);
  return values.map((_, seat) => (top.includes(seat) ? (top.length === 1 ? award.most : award.tied) : 0));
}

/** C8.1–C8.4, then the game is over. */
export function finalScoring(s: ClockworkState, ctx: Ctx): void {
  const gods = scoreGods(s, ctx); // C8.1–C8.2
  const seats = s.seats.map((_, i) => i);
  // C8.3: 1 VP per built clockworker (a stack is 1); each area colour: most built 3 VP, tied 1 VP each.
  const built = seats.map((seat) => s.seats[seat]!.built.length * RULES.builtVp);
  const colours = seats.map(() => 0);
  for (const colour of AREA_COLOURS) {
    majority(seats.map((seat) => countFor(s, seat, { of: 'built', colour })), RULES.colourMajority).forEach((vp, seat) => (colours[seat]! += vp));
  }
  // C8.4
  const hand = majority(seats.map((seat) => s.seats[seat]!.hand.length), RULES.handMajority);
  const resources = majority(seats.map((seat) => resourceCount(s, seat)), RULES.resourceMajority);
  for (const seat of seats) {
    const lines: [string, number][] = [['built clockworkers', built[seat]!], ['colour majorities', colours[seat]!], ['most cards in hand', hand[seat]!], ['most resources', resources[seat]!]];
    for (const [reason, vp] of lines) {
      if (vp === 0) continue;
      seatToChange(s, seat).vp += vp;
      ctx.emit({ type: 'scored', seat, vp, reason });
    }
  }
  s.final = { gods, built, colours, hand, resources };
  s.phase = 'over';
  s.turn = null;
  const r = finalResult(s);
  ctx.emit({ type: 'gameEnded', scores: r.scores, winners: r.winners });
}

/** C5.2: most VP; ties broken by most built clockworkers (a stack is 1); then shared. */
export function finalResult(s: ClockworkState): GameResult {
  const scores = s.seats.map((p) => p.vp);
  const first = rankGroups(scores)[0] ?? [];
  const builtOf = (seat: Seat) => s.seats[seat]!.built.length;
  const most = Math.max(...first.map(builtOf));
  return { scores, winners: first.filter((seat) => builtOf(seat) === most) };
}
