/**
 * Playout weights (`Game.playoutWeights`): the weighted pick, `defineGame` passing the hint on,
 * `playoutChoice`, and the kit's random games played with a game's weights (or uniformly when asked).
 */
import { describe, expect, it } from 'vitest';
import { alea } from '../src/alea';
import { defineGame, legalMoves, playoutChoice, playoutWeightsOf, weightedIndex } from '../src/index';
import { gameProperties, type Invariant } from '../src/testing/index';
import { pig, pigSpec, type PigAction, type PigEvent, type PigState } from './pig';

/**
 * Pig whose random play holds exactly when the turn total reaches 10, and rolls until then: any
 * other move has weight 0.
 */
const patientPig = defineGame({
  ...pigSpec,
  playoutWeights: (s: PigState, _seat: number, legal: readonly PigAction[]) => legal.map((a) => ((a.type === 'hold') === s.turnTotal >= 10 ? 1 : 0)),
});

/** The law patient random play keeps, and uniform play breaks: a hold banks 10 or more, and nobody rolls on 10 or more. */
const patience: Invariant<PigState, PigEvent> = {
  name: 'holds at 10 or more, and only then',
  check(_s, prev, events) {
    for (const e of events) if (e.type === 'held' && e.points < 10) return `held ${e.points}`;
    if (prev && prev.turnTotal >= 10 && events.some((e) => e.type === 'rolled')) return `rolled on ${prev.turnTotal}`;
    return undefined;
  },
};

describe('weightedIndex', () => {
  it('picks each index with a share of [0, 1) proportional to its weight', () => {
    const w = [1, 0, 3];
    expect(weightedIndex(w, 0)).toBe(0);
    expect(weightedIndex(w, 0.2499)).toBe(0);
    expect(weightedIndex(w, 0.25)).toBe(2);
    expect(weightedIndex(w, 0.9999999)).toBe(2);
    const counts = [0, 0, 0];
    const prng = alea('weights');
    for (let i = 0; i < 4000; i++) counts[weightedIndex(w, prng())]!++;
    expect(counts[1]).toBe(0);
    expect(counts[0]! / 4000).toBeGreaterThan(0.2);
    expect(counts[0]! / 4000).toBeLessThan(0.3);
  });

  it('counts a negative, NaN or infinite weight as 0, and picks uniformly when no weight is positive', () => {
    expect(weightedIndex([-1, Number.NaN, Infinity, 2], 0)).toBe(3);
    expect(weightedIndex([0, 0, 0, 0], 0.6)).toBe(2);
    expect(weightedIndex([-5], 0.9)).toBe(0);
    expect(() => weightedIndex([], 0.5)).toThrow(RangeError);
  });
});

describe('playout weights of a game', () => {
  it('defineGame passes the hint on; a game without one has none', () => {
    const s = patientPig.setup({ players: 2, seed: 'p' });
    expect(patientPig.playoutWeights!(s, 0, [{ type: 'roll' }])).toEqual([1]);
    expect(pig.playoutWeights).toBeUndefined();
  });

  it('playoutChoice follows the weights, is uniform without them or with uniform, and stays within the legal moves', () => {
    let s = patientPig.setup({ players: 2, seed: 'choice' });
    const prng = alea('choice-moves');
    let holds = 0;
    for (let step = 0; step < 200 && !patientPig.isOver(s); step++) {
      const moves = legalMoves(patientPig, s);
      const move = moves[playoutChoice(patientPig, s, moves, prng())]!;
      if (move.action.type === 'hold') {
        expect(s.turnTotal).toBeGreaterThanOrEqual(10);
        holds++;
      } else expect(s.turnTotal).toBeLessThan(10);
      const out = patientPig.apply(s, move.seat, move.action);
      if (!out.ok) throw new Error(out.error.message);
      s = out.state;
    }
    expect(holds).toBeGreaterThan(0);
    const moves = [
      { seat: 0, action: { type: 'roll' } as PigAction },
      { seat: 0, action: { type: 'hold' } as PigAction },
    ];
    const rich = { ...s, turnTotal: 12 };
    expect(playoutWeightsOf(patientPig, rich, moves)).toEqual([0, 1]);
    expect(playoutChoice(patientPig, rich, moves, 0)).toBe(1);
    expect(playoutChoice(patientPig, rich, moves, 0, true)).toBe(0);
    expect(playoutWeightsOf(pig, rich, moves)).toBeUndefined();
    expect(playoutChoice(pig, rich, moves, 0.7)).toBe(1);
  });

  it("the kit's random games are played with the game's weights, and uniformly with uniform: true", () => {
    const law = (uniform: boolean) =>
      gameProperties(patientPig, { configs: [{ players: 2 }], invariants: [patience], runs: 8, seed: 7, ...(uniform ? { uniform: true } : {}) }).find((p) => p.name.startsWith('game laws hold'))!;
    expect(() => law(false).run()).not.toThrow();
    expect(() => law(true).run()).toThrow(/holds at 10 or more, and only then/);
  });

  it('the same seed plays the same weighted game', () => {
    const play = (seed: string) => {
      let s = patientPig.setup({ players: 3, seed: 'same' });
      const prng = alea(seed);
      const log: unknown[] = [];
      while (!patientPig.isOver(s) && log.length < 500) {
        const moves = legalMoves(patientPig, s);
        const move = moves[playoutChoice(patientPig, s, moves, prng())]!;
        log.push(move);
        const out = patientPig.apply(s, move.seat, move.action);
        if (!out.ok) throw new Error(out.error.message);
        s = out.state;
      }
      return log;
    };
    expect(play('a')).toEqual(play('a'));
  });
});
