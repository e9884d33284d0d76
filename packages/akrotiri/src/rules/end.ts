/** K6: the end of the game, scoring and the tie-break. */
import type { RuleContext, Seat } from '@tabula/core';
import { DRACHMAS_PER_POINT } from '../data/rules';
import type { AkrotiriEvent } from '../events';
import type { AkrotiriState, FinalScore } from '../state';
import { componentsOf, geometryOf } from './geometry';
import { scoreGoals } from './goals';
import { finalResult } from './result';

/** K6.2: a seat's score: excavated map cards, goal cards, 1 per 10 drachmas. */
export function scoreSeat(s: AkrotiriState, seat: Seat): FinalScore {
  const p = s.seats[seat]!;
  const maps = componentsOf(s).maps;
  const mapPoints = p.excavated.reduce((n, id) => n + (maps.find((m) => m.id === id)?.vp ?? 0), 0);
  const goals = scoreGoals(geometryOf(s), s, seat);
  const goalPoints = Object.values(goals).reduce((n, v) => n + (v ?? 0), 0);
  const drachmas = Math.floor(p.drachmas / DRACHMAS_PER_POINT);
  return { maps: mapPoints, goals, drachmas, total: mapPoints + goalPoints + drachmas };
}

/** K6.1, K6.2: the game ends: every seat is scored, and the result ({@link finalResult}) announced. */
export function finishGame(s: AkrotiriState, { emit }: RuleContext<AkrotiriEvent>): void {
  s.phase = 'over';
  s.steps = [];
  const final = s.seats.map((_, seat) => scoreSeat(s, seat));
  s.final = final;
  // The result is computed in one place, which the game's `result` reads too.
  const { scores, winners } = finalResult(s);
  emit({ type: 'gameEnded', why: s.ending ?? 'lastTemple', scores, winners, final });
}
