/**
 * Rewards: what a search backs up for each seat, always in `[0, 1]`.
 *
 * @module
 */
import type { GameResult } from '@tabula/core';

/**
 * A state's value for each seat, in `[0, 1]` (an estimate of each seat's chance to win), read
 * where a playout was cut before the game ended. It receives a full state of the game (a
 * determinization: never the true state when the search plays fair) and must not change it.
 */
export type Evaluation<S = any> = (state: S) => number[];

/** The logistic function: `1 / (1 + e^(−x))`. */
function logistic(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

/**
 * Each seat's lead over its best opponent, squashed into `(0, 1)`: `1 / (1 + e^(−lead / scale))`
 * where `lead = score[seat] − max(score of the others)`. A lead of `scale` points reads as about
 * 73%, of `2 × scale` as 88%; two seats level read as 50%.
 */
export function leadRewards(scores: readonly number[], scale: number): number[] {
  const out: number[] = new Array(scores.length);
  let best = -Infinity;
  let second = -Infinity;
  let bestAt = -1;
  for (let i = 0; i < scores.length; i++) {
    const v = scores[i]!;
    if (v > best) {
      second = best;
      best = v;
      bestAt = i;
    } else if (v > second) second = v;
  }
  for (let i = 0; i < scores.length; i++) {
    const other = i === bestAt ? second : best;
    out[i] = scores.length === 1 ? 0.5 : logistic((scores[i]! - other) / scale);
  }
  return out;
}

/**
 * The rewards of a finished game: `1 / winners` to each winner (a shared win is worth less than a
 * win alone), `0` to the others, mixed with the score margin when `margin > 0`:
 * `(1 − margin) × win + margin × leadRewards(scores, scale)`. A little margin keeps a search
 * playing for points when every line wins (or every line loses).
 */
export function resultRewards(result: GameResult, players: number, margin = 0, scale = 1): number[] {
  const out: number[] = new Array(players).fill(0);
  const share = result.winners.length > 0 ? 1 / result.winners.length : 0;
  for (const w of result.winners) if (w >= 0 && w < players) out[w] = share;
  if (margin <= 0 || result.scores.length !== players) return out;
  const lead = leadRewards(result.scores, scale);
  for (let i = 0; i < players; i++) out[i] = (1 - margin) * out[i]! + margin * lead[i]!;
  return out;
}

/**
 * An {@link Evaluation} from a heuristic score per seat (in the game's points): each seat's
 * {@link leadRewards} over its best opponent, at `scale` points.
 */
export function scoreEvaluation<S>(score: (state: S) => number[], scale: number): Evaluation<S> {
  return (state) => leadRewards(score(state), scale);
}
