/** S7: the end of the game and scoring, with the S8 challenges and house rules. */
import { mutable, type GameResult, type Seat } from '@tabula/core';
import { ISLE_BONUS_POINTS, KILL_BONUS_POINTS } from '../data/rules';
import { LAND_SLOT_LIST, type HexIndex } from '../geometry';
import type { EndReason, SurviveState } from '../state';
import { kill, type Emit } from './pieces';
import { boardOf, colourOwnersOf, explorersOf } from './plain';

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

/**
 * S7.1: the volcano, revealed at `hex`, "destroys what remains of the island as well as any
 * Explorers who haven't reached safe isles": the terrain tiles left go to the discard (event
 * `volcano` with the hexes destroyed), and every explorer on land, aboard or swimming dies
 * (`explorerKilled`, `by: 'volcano'`; house rule 1 counts none of them). Boats and creatures stay
 * where they are. The game then ends ({@link endGame}).
 */
export function erupt(s: SurviveState, hex: HexIndex, emit: Emit): void {
  const board = boardOf(s);
  const destroyed: HexIndex[] = [];
  for (const h of LAND_SLOT_LIST) if (board[h] !== null && board[h] !== undefined) destroyed.push(h);
  destroyed.sort((a, b) => a - b);
  emit({ type: 'volcano', hex, destroyed });
  if (destroyed.length > 0) {
    const tiles = mutable(s, 'board');
    const land = mutable(s, 'land');
    const discard = mutable(s, 'discard');
    for (const h of destroyed) {
      discard.push(tiles[h]!);
      tiles[h] = null;
      land[h] = false;
    }
  }
  for (let id = 0; id < s.explorers.length; id++) {
    const status = s.explorers[id]!.status;
    if (status === 'land' || status === 'boat' || status === 'sea') kill(s, id, 'volcano', emit);
  }
}

/**
 * S7.1, S8: the game ends at once, in the turn it ends in (no next turn begins: `current` and
 * `turn` stay those of that turn). Only saved explorers score. Every value is revealed.
 */
export function endGame(s: SurviveState, reason: EndReason, emit: Emit): void {
  s.phase = 'over';
  s.pending = null;
  s.rolled = null;
  s.endReason = reason;
  const { scores, winners } = finalResult(s);
  emit({ type: 'gameEnded', reason, scores, winners, values: s.explorers.map((e) => e.value) });
}
