/** K6: the end of the game, scoring and the tie-break. */
import type { GameResult, RuleContext, Seat } from '@tabula/core';
import { DRACHMAS_PER_POINT } from '../data/rules';
import type { AkrotiriEvent } from '../events';
import type { AkrotiriState, FinalScore } from '../state';
import { componentsOf, geometryOf } from './geometry';
import { scoreGoals } from './goals';

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

/** K6.3: the highest score wins; a tie goes to the most drachmas, then is shared. */
export function winnersOf(scores: readonly number[], drachmas: readonly number[]): Seat[] {
  const best = Math.max(...scores);
  const tied = scores.map((v, seat) => (v === best ? seat : -1)).filter((seat) => seat >= 0);
  const rich = Math.max(...tied.map((seat) => drachmas[seat] ?? 0));
  return tied.filter((seat) => drachmas[seat] === rich);
}

/** K6.1, K6.2: the game ends: every seat is scored. */
export function finishGame(s: AkrotiriState, { emit }: RuleContext<AkrotiriEvent>): void {
  s.phase = 'over';
  s.steps = [];
  const seats = s.seats;
  const final = seats.map((_, seat) => scoreSeat(s, seat));
  s.final = final;
  const scores = final.map((f) => f.total);
  const winners = winnersOf(scores, seats.map((p) => p.drachmas));
  emit({ type: 'gameEnded', why: s.ending ?? 'lastTemple', scores, winners, final });
}

/** The result of a finished game. */
export function finalResult(s: AkrotiriState): GameResult {
  const scores = (s.final ?? []).map((f) => f.total);
  return { scores, winners: winnersOf(scores, s.seats.map((p) => p.drachmas)) };
}
