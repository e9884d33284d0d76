/**
 * K6.3: the winners are computed in one place (`finalResult`), which both the game's `result` and
 * its `gameEnded` event read. The module is wrapped here so a test can tell one computation from two.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GameResult } from '@tabula/core';
import { akrotiri, type AkrotiriEvent, type AkrotiriState } from '../../src/index';
import { finalResult } from '../../src/rules/result';
import { eventsOf, play, position, tiles } from '@tabula/akrotiri/testing';

vi.mock('../../src/rules/result', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/rules/result')>();
  return { ...actual, finalResult: vi.fn(actual.finalResult) };
});

const computed = vi.mocked(finalResult);
afterEach(() => computed.mockReset());

/**
 * A game the option's guard ends after seat 1's turn (no tile left): both seats score 0 points
 * (no map card, no goal card, fewer than 10 drachmas), seat 0 holding 3 drachmas and seat 1 7.
 */
function lastTwoTurns(): { over: AkrotiriState; ended: Extract<AkrotiriEvent, { type: 'gameEnded' }> } {
  const s = position({ board: tiles(['ladderFoot', 0, -2]), tileDeck: [], stopWhenTilesRunOut: true, seats: [{ drachmas: 3 }, { drachmas: 7 }] });
  const seat1 = play(s, 0, { type: 'endTurn' }).state;
  const { state, events } = play(seat1, 1, { type: 'endTurn' });
  const [ended] = eventsOf(events, 'gameEnded');
  return { over: state, ended: ended! };
}

describe('K6.3 the winners, computed once', () => {
  it('K6.3 a tie on points goes to the most drachmas, then is shared: 「平局時擁有德拉克馬最多的玩家獲得勝利。如果仍然出現平局，平局玩家共同獲得勝利。」 — the gameEnded event and result() name the winners of one computation', () => {
    const { over, ended } = lastTwoTurns();
    expect(akrotiri.isOver(over)).toBe(true);
    // A tie on 0 points: seat 1 holds more drachmas and wins, in the event and in result() alike.
    expect(akrotiri.result(over)).toEqual({ scores: [0, 0], winners: [1] });
    expect({ scores: ended.scores, winners: ended.winners }).toEqual(akrotiri.result(over));

    // One computation, read by both: whatever it answers, the event and result() say the same.
    const answer: GameResult = { scores: [0, 0], winners: [0, 1] };
    computed.mockImplementation(() => answer);
    const again = lastTwoTurns();
    expect({ scores: again.ended.scores, winners: again.ended.winners }).toEqual(answer);
    expect(akrotiri.result(again.over)).toEqual(answer);
  });
});
