import { describe, expect, it } from 'vitest';
import { randomPlayout } from '@tabula/core';
import { atlandice, type AtlandiceState } from '../../src/index';
import { actor, board, dice, eventsOf, exhaust, play, position, row } from '@tabula/atlandice/testing';

/**
 * The last visit of the last round, 3 or 4 players: the hand is on 18 and the remaining die lies by
 * the Black Market (2 symbols), so the hand reaches 20 and the game ends. Nothing is on the Black
 * Market, so the visit takes nothing and nobody's stock changes.
 */
function finish(players: 3 | 4, patch: Partial<AtlandiceState>) {
  const s = position(players, {
    sectors: board({ 1: { gem: 1 }, 2: { book: 1 }, 3: { provisions: 1 }, 4: { tool: 1 }, 5: { weapon: 1 } }),
    clock: 18,
    visitsMade: players * 2 - 1,
    dice: dice({ 6: 2 }),
    ...patch,
  });
  const out = play(s, actor(s), { type: 'visit', sector: 6 });
  expect(out.state.phase).toBe('over');
  return out;
}

describe('A8.1 final scoring', () => {
  it('A8.1 the most of a type gains 3 VP, the second most 1 VP', () => {
    const { state, events } = finish(3, { stock: [row({ gem: 3 }), row({ gem: 1 }), row()] });
    expect(state.vp).toEqual([3, 1, 0]);
    expect(eventsOf(events, 'pointsGained')).toEqual([
      { type: 'pointsGained', holder: 0, points: 3, reason: 'finalMajority' },
      { type: 'pointsGained', holder: 1, points: 1, reason: 'finalSecond' },
    ]);
  });

  it('A8.1 every type is scored separately, and points add to those already won', () => {
    const { state } = finish(4, {
      vp: [4, 0, 2, 1],
      stock: [row({ gem: 3, book: 1 }), row({ gem: 1, book: 4, weapon: 2 }), row({ tool: 2 }), row({ tool: 1, provisions: 1 })],
    });
    // gem: 0 first, 1 second; book: 1 first, 0 second; provisions: 3; tool: 2 first, 3 second; weapon: 1.
    expect(state.vp).toEqual([4 + 3 + 1, 1 + 3 + 3, 2 + 3, 1 + 3 + 1]);
  });

  it('A8.1 tie for first: every tied player gains 3 VP and there is no second place', () => {
    const { state } = finish(4, { stock: [row({ book: 2 }), row({ book: 2 }), row({ book: 1 }), row()] });
    expect(state.vp).toEqual([3, 3, 0, 0]);
  });

  it('A8.1 tie for second: every player in second place gains 1 VP', () => {
    const { state } = finish(4, { stock: [row({ weapon: 4 }), row({ weapon: 1 }), row({ weapon: 1 }), row()] });
    expect(state.vp).toEqual([3, 1, 1, 0]);
  });

  it('A8.1 [D] at least 1 to rank: holders of none gain nothing, even as second', () => {
    const { state } = finish(3, { stock: [row({ tool: 2 }), row(), row()] });
    expect(state.vp).toEqual([3, 0, 0]);
  });

  it('A8.1 nobody holding a type: nobody gains for it', () => {
    const { state, events } = finish(3, { stock: [row(), row(), row()] });
    expect(state.vp).toEqual([0, 0, 0]);
    expect(eventsOf(events, 'pointsGained')).toEqual([]);
  });

  it('A8.1 only types still in play: an exhausted type is not scored (nobody holds any: A5.6)', () => {
    const { state, events } = finish(3, {
      stacks: exhaust(2),
      tilesWon: [['L1', 'L2', 'L3'], [], []],
      sectors: board({ 1: { gem: 1 }, 3: { provisions: 1 }, 4: { tool: 1 }, 5: { weapon: 1 } }),
      stock: [row(), row({ gem: 1 }), row()],
    });
    expect(eventsOf(events, 'pointsGained')).toEqual([
      { type: 'pointsGained', holder: 1, points: 3, reason: 'finalMajority' },
      { type: 'pointsGained', holder: 0, points: 9, reason: 'tiles' },
    ]);
    expect(state.vp).toEqual([9, 3, 0]);
  });

  it('A8.1 each district tile won is worth 3 VP', () => {
    const { state, events } = finish(3, { tilesWon: [['J1', 'L2'], ['F3'], []], stock: [row(), row(), row()] });
    expect(state.vp).toEqual([6, 3, 0]);
    expect(eventsOf(events, 'pointsGained')).toEqual([
      { type: 'pointsGained', holder: 0, points: 6, reason: 'tiles' },
      { type: 'pointsGained', holder: 1, points: 3, reason: 'tiles' },
    ]);
  });
});

describe('A8.2 the winner', () => {
  it('A8.2 the most VP wins', () => {
    const { state, events } = finish(3, { vp: [5, 7, 6], stock: [row({ gem: 1 }), row(), row()] });
    expect(eventsOf(events, 'gameEnded')).toEqual([{ type: 'gameEnded', scores: [8, 7, 6], winners: [0], neutralScore: null }]);
    expect(atlandice.result(state)).toEqual({ scores: [8, 7, 6], winners: [0] });
  });

  it('A8.2 tied players all win', () => {
    const { state } = finish(4, { vp: [5, 9, 3, 9], tilesWon: [['J1'], [], [], []], stock: [row(), row(), row({ gem: 1 }), row()] });
    expect(state.vp).toEqual([8, 9, 6, 9]);
    expect(atlandice.result(state)).toEqual({ scores: [8, 9, 6, 9], winners: [1, 3] });
    const all = finish(3, { vp: [4, 4, 4], stock: [row(), row(), row()] });
    expect(atlandice.result(all.state)!.winners).toEqual([0, 1, 2]);
  });

  it('A8 the game is over: no seat may act and every action is refused with GAME_OVER', () => {
    const { state } = finish(3, { stock: [row(), row(), row()] });
    expect(atlandice.activeSeats(state)).toEqual([]);
    const out = atlandice.apply(state, 0, { type: 'visit', sector: 6 });
    expect(out.ok ? 'accepted' : out.error.code).toBe('GAME_OVER');
  });
});

describe('A8.2 the winners, computed once', () => {
  it('A8.2 the gameEnded event and result() name the same scores and winners at the end of random games (one computation, finalResult, read by both)', () => {
    for (const players of [2, 3, 4]) {
      for (const seed of ['a', 'b']) {
        const { state, log } = randomPlayout(atlandice, { players, seed: `one-result-${seed}` }, { seed: `one-result-play-${seed}` });
        expect(atlandice.isOver(state)).toBe(true);
        const last = log[log.length - 1]!;
        const before = randomPlayout(atlandice, { players, seed: `one-result-${seed}` }, { seed: `one-result-play-${seed}`, maxSteps: log.length - 1 }).state;
        const out = atlandice.apply(before, last.seat, last.action);
        if (!out.ok) throw new Error(out.error.message);
        const ended = out.events.filter((e) => e.type === 'gameEnded');
        expect(ended).toHaveLength(1);
        const { scores, winners } = ended[0] as { scores: number[]; winners: number[] };
        const result = atlandice.result(out.state)!;
        expect({ scores, winners }).toEqual({ scores: result.scores, winners: result.winners });
      }
    }
  });
});
