/**
 * K6.2, K6.3: the result of a finished game. The one place the winners are computed: the game's
 * `result` reads it, and so does the `gameEnded` event (see `finishGame`), so the two can never
 * disagree.
 */
import type { GameResult, Seat } from '@tabula/core';
import type { AkrotiriState } from '../state';

/** K6.3: the highest score wins; a tie goes to the most drachmas, then is shared. */
export function winnersOf(scores: readonly number[], drachmas: readonly number[]): Seat[] {
  const best = Math.max(...scores);
  const tied = scores.map((v, seat) => (v === best ? seat : -1)).filter((seat) => seat >= 0);
  const rich = Math.max(...tied.map((seat) => drachmas[seat] ?? 0));
  return tied.filter((seat) => drachmas[seat] === rich);
}

/**
 * K6.2, K6.3: the result of a finished game: each seat's total from its final score (`final`,
 * kept when the game ended), and the winners ({@link winnersOf}, the tie broken by the drachmas
 * each seat holds). The game's `result`, and the `scores` and `winners` of its `gameEnded` event.
 */
export function finalResult(s: AkrotiriState): GameResult {
  const scores = (s.final ?? []).map((f) => f.total);
  return { scores, winners: winnersOf(scores, s.seats.map((p) => p.drachmas)) };
}
