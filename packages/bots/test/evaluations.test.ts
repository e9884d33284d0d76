import { describe, expect, it } from 'vitest';
import {
  akrotiriScores,
  atlandiceScores,
  clockworkScores,
  leadRewards,
  profiles,
  resultRewards,
  scoreEvaluation,
  surviveIsleDistance,
  surviveScores,
  type AtlandiceLike,
} from '../src/index';
import { distance, HEX_COUNT, SAFE_ISLE_HEXES } from '@tabula/survive';
import { positionAfter, TITLES } from './helpers';

describe('rewards', () => {
  it('leadRewards: level seats read 50%, two seats sum to 1, a lead of one scale reads about 73%', () => {
    expect(leadRewards([3, 3], 2)).toEqual([0.5, 0.5]);
    const [a, b] = leadRewards([7, 5], 2);
    expect(a! + b!).toBeCloseTo(1, 12);
    expect(a).toBeCloseTo(1 / (1 + Math.exp(-1)), 12);
    // Three seats: each against its best opponent.
    const [x, y, z] = leadRewards([10, 4, 10], 3);
    expect(x).toBe(0.5);
    expect(z).toBe(0.5);
    expect(y).toBeCloseTo(1 / (1 + Math.exp(2)), 12);
  });

  it('resultRewards: a win alone is 1, a shared win 1 / winners, with the margin mixed in', () => {
    expect(resultRewards({ scores: [5, 3, 1], winners: [0] }, 3)).toEqual([1, 0, 0]);
    expect(resultRewards({ scores: [4, 4, 1], winners: [0, 1] }, 3)).toEqual([0.5, 0.5, 0]);
    const mixed = resultRewards({ scores: [5, 3], winners: [0] }, 2, 0.2, 2);
    const lead = leadRewards([5, 3], 2);
    expect(mixed[0]).toBeCloseTo(0.8 + 0.2 * lead[0]!, 12);
    expect(mixed[1]).toBeCloseTo(0.2 * lead[1]!, 12);
  });

  it('scoreEvaluation turns scores into lead rewards', () => {
    expect(scoreEvaluation((s: number[]) => s, 2)([7, 5])).toEqual(leadRewards([7, 5], 2));
  });
});

describe('evaluations of the four titles', () => {
  for (const { game, players } of TITLES) {
    it(`${game.name}: a reward in [0, 1] per seat at positions of a random game, the state untouched`, () => {
      const profile = profiles[game.name]!;
      for (const after of [0, 20, 60]) {
        const { state } = positionAfter(game, players, `eval-${game.name}`, after);
        const copy = structuredClone(state);
        const scores = profile.scores(copy);
        expect(scores).toHaveLength(players);
        for (const v of scores) expect(Number.isFinite(v)).toBe(true);
        const rewards = profile.evaluate(copy);
        expect(rewards).toHaveLength(players);
        for (const r of rewards) expect(r >= 0 && r <= 1).toBe(true);
        expect(copy).toEqual(state);
      }
    });
  }

  it('atlandice: points, 3 per tile won, and the final majorities (the neutral player takes part)', () => {
    const s: AtlandiceLike = {
      players: 2,
      vp: [4, 2, 9],
      tilesWon: [['J1'], [], []],
      // Resources: gem — seat 0 alone first (3), seat 1 second (1); book — tied first seats 0 and the neutral (3 each, no second);
      // provisions — the neutral first alone, seat 1 second (1); tool — exhausted; weapon — nobody holds any.
      stock: [
        [3, 2, 0, 5, 0],
        [1, 0, 1, 0, 0],
        [0, 2, 2, 0, 0],
      ],
      exhausted: [false, false, false, true, false],
    };
    expect(atlandiceScores(s)).toEqual([4 + 3 + 3 + 3, 2 + 1 + 1]);
  });

  it('survive: the distance table is the board\'s (every hex to the nearest sea hex touching a safe isle)', () => {
    for (let hex = 0; hex < HEX_COUNT; hex++) {
      const nearest = Math.min(...Object.values(SAFE_ISLE_HEXES).flat().map((h) => distance(hex, h)));
      expect(surviveIsleDistance(hex), `hex ${hex}`).toBe(nearest);
    }
    expect(() => surviveIsleDistance(HEX_COUNT)).toThrow(RangeError);
  });

  it('survive: saved values count in full, explorers on the board by where they are and how far from safety, with the house rules', () => {
    const near = SAFE_ISLE_HEXES.NW[0];
    const far = 66; // the centre
    const explorers = [
      { colour: 0, value: 6, status: 'saved', hex: near, isle: 'NW' },
      { colour: 0, value: 2, status: 'boat', hex: near, isle: null },
      { colour: 1, value: 5, status: 'dead', hex: far, isle: null },
      { colour: 1, value: 4, status: 'land', hex: far, isle: null },
      { colour: 1, value: 3, status: 'saved', hex: near, isle: 'NW' },
    ];
    const base = { players: 2, colourOwner: [0, 1], explorers, kills: [2, 0] };
    // Shares: a boat next to an isle 0.9; land 0.6 less 0.1 a hex from the isles, 0.05 at least.
    const landShare = Math.max(0.05, 0.6 - 0.1 * surviveIsleDistance(far));
    const close = (got: number[], want: number[]) => got.forEach((v, i) => expect(v).toBeCloseTo(want[i]!, 12));
    close(surviveScores(base), [2.8 * (1 + 0.9), 2.8 * (landShare + 1)]);
    close(surviveScores({ ...base, options: { allEqual: true, killBonus: true, isleBonus: true } }), [1 + 0.9 + 2 + 1, landShare + 1 + 1]);
    // Closer to an isle is worth more; swimming next to one as much as standing on the coast.
    const one = (status: string, hex: number) => surviveScores({ players: 1, colourOwner: [0], explorers: [{ colour: 0, status, hex, isle: null }] })[0]!;
    expect(one('land', near)).toBeGreaterThan(one('land', far));
    expect(one('boat', far)).toBeGreaterThan(one('land', far));
  });

  it('akrotiri: map points (from the set, or by tier letter), drachmas by tens, cargo and maps in hand', () => {
    const seat = (drachmas: number, excavated: string[], cargo: number, maps: number) => ({ drachmas, excavated, cargo: Array(cargo).fill('red'), maps: Array(maps).fill('E01') });
    const [a, b] = akrotiriScores({ components: null, seats: [seat(20, ['E01', 'H02'], 1, 2), seat(5, [], 0, 0)] });
    expect(a).toBeCloseTo(2 + 2.5 + 6.5 + 0.1 + 1, 12);
    expect(b).toBeCloseTo(0.5, 12);
    expect(akrotiriScores({ components: { maps: [{ id: 'x', vp: 9 }] }, seats: [seat(0, ['x'], 0, 0)] })).toEqual([9]);
  });

  it('clockwork-empire: points, built clockworkers, colour, hand and resource majorities, machine gods', () => {
    const seat = (vp: number, built: string[][], hand: number, resources: number[], gods: number) => ({ vp, built: built.map((cards) => ({ cards })), hand: Array(hand).fill('x'), resources, gods: Array(gods).fill('g') });
    // Provisional ids: P purple, R red, S grey, W white (no majority). Purple: seat 0 alone (3); red: tied (1 each);
    // grey: seat 1 alone, through an evolved stack (3); the most cards: seat 1 (4); the most resources: tied (2 each).
    const seats = [seat(10, [['P1'], ['R1'], ['W1']], 1, [2, 1], 1), seat(7, [['R2'], ['S1', 'W2']], 3, [0, 3], 0), seat(0, [], 0, [0, 0], 0)];
    expect(clockworkScores({ set: null, seats })).toEqual([10 + 3 + 3.5 + 3 + 1 + 2, 7 + 2 + 1 + 3 + 4 + 2, 0]);
    // A user set names each card's colour.
    const set = { cards: [{ id: 'a', colour: 'blue' }, { id: 'b', colour: 'white' }] };
    expect(clockworkScores({ set, seats: [seat(0, [['a']], 0, [0], 0), seat(0, [['b']], 0, [0], 0)] })).toEqual([1 + 3, 1]);
  });
});
