/** A8: final scoring and the winners. */
import { rankGroups, type GameResult, type Seat } from '@tabula/core';
import { RESOURCES, MIN_TO_RANK } from '../data/resources';
import { FINAL_MAJORITY_POINTS, FINAL_SECOND_POINTS, TILE_POINTS } from '../data/scoring';
import type { AtlandiceEvent } from '../events';
import type { AtlandiceState } from '../state';
import { gain } from './emptied';

type Emit = (e: AtlandiceEvent) => void;


/** A8.1: majorities for each resource still in play, then tiles; the game is over. */
export function endGame(s: AtlandiceState, emit: Emit): void {
  RESOURCES.forEach((_, r) => {
    if (s.exhausted[r]) return;
    const [first = [], second = []] = rankGroups(s.stock.map((row) => row[r]!), { min: MIN_TO_RANK });
    for (const h of first) gain(s, h, FINAL_MAJORITY_POINTS, 'finalMajority', emit);
    if (first.length === 1) for (const h of second) gain(s, h, FINAL_SECOND_POINTS, 'finalSecond', emit);
  });
  s.tilesWon.forEach((tiles, h) => gain(s, h, TILE_POINTS * tiles.length, 'tiles', emit));
  s.phase = 'over';
  s.visit = null;
  s.steps = [];
  s.donors = [];
  const { scores, winners, neutral } = finalResult(s);
  emit({ type: 'gameEnded', scores, winners, neutralScore: neutral ?? null });
}

/**
 * A8.2, A9.3: seats' scores; the seats with the most VP win, ties all win. In a 2-player game the
 * neutral player's score is reported as `neutral`: it counts for nothing in who wins.
 */
export function finalResult(s: AtlandiceState): GameResult {
  const vp = s.vp;
  const scores = vp.slice(0, s.players);
  let best = -Infinity;
  for (const v of scores) if (v > best) best = v;
  const winners: Seat[] = [];
  scores.forEach((v, seat) => v === best && winners.push(seat));
  return s.neutral === null ? { scores, winners } : { scores, winners, neutral: vp[s.neutral]! };
}
