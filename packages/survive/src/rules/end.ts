/** S7: the end of the game and scoring, with the S8 challenges and house rules. */
import type { GameResult, Seat } from '@tabula/core';
import { ISLE_BONUS_POINTS, KILL_BONUS_POINTS } from '../data/rules';
import type { EndReason, SurviveState } from '../state';
import type { Emit } from './pieces';
import { colourOwnersOf, explorersOf } from './plain';

/** S7.2: explorers a seat saved (both colours in the 2-player two-colour game, S8). */
export function savedBy(s: SurviveState, seat: Seat): number[] {
  const out: number[] = [];
  const explorers = explorersOf(s);
  const owners = colourOwnersOf(s);
  for (let id = 0; id < explorers.length; id++) {
    const e = explorers[id]!;
    if (e.status === 'saved' && owners[e.colour] === seat) out.push(id);
  }
  return out;
}

/**
 * S7.2, S8: a seat's score: the values of its saved explorers (challenge 3: their number), plus
 * house rule 1 (+1 per opposing explorer killed on its turns) and house rule 2 (+1 per different
 * safe isle reached).
 */
export function score(s: SurviveState, seat: Seat): number {
  const saved = savedBy(s, seat);
  let points = s.options.allEqual ? saved.length : saved.reduce((n, id) => n + s.explorers[id]!.value, 0);
  if (s.options.killBonus) points += KILL_BONUS_POINTS * s.kills[seat]!;
  if (s.options.isleBonus) points += ISLE_BONUS_POINTS * new Set(saved.map((id) => s.explorers[id]!.isle)).size;
  return points;
}

/** S7.2: the highest score wins; a tie goes to the most explorers saved; then it is shared [D]. */
export function finalResult(s: SurviveState): GameResult {
  const seats = Array.from({ length: s.players }, (_, seat) => seat);
  const scores = seats.map((seat) => score(s, seat));
  const best = Math.max(...scores);
  const tied = seats.filter((seat) => scores[seat] === best);
  const mostSaved = Math.max(...tied.map((seat) => savedBy(s, seat).length));
  return { scores, winners: tied.filter((seat) => savedBy(s, seat).length === mostSaved) };
}

/** S7.1: the game ends at once; explorers not on a safe isle are lost. Every value is revealed. */
export function endGame(s: SurviveState, reason: EndReason, emit: Emit): void {
  s.phase = 'over';
  s.pending = null;
  s.rolled = null;
  s.endReason = reason;
  const { scores, winners } = finalResult(s);
  emit({ type: 'gameEnded', reason, scores, winners, values: s.explorers.map((e) => e.value) });
}
