/** validateState: every law of a consistent state, one test per kind of broken state. */
import { describe, expect, it } from 'vitest';
import { CoreErrors, StateError } from '@tabula/core';
import { atlandice, validateState, type AtlandiceState } from '../src/index';
import { board, dice, play, position, row, withTop } from '@tabula/atlandice/testing';

/** A JSON copy of `s`, changed by `change`: what validateState says of it (paths only). */
function pathsOf(s: AtlandiceState, change: (x: any) => void): string[] {
  const copy = JSON.parse(JSON.stringify(s));
  change(copy);
  return validateState(copy).map((p) => p.path);
}

/** A 3-player state with seat 0's visit under way: J1 rolled a success, its take is pending. */
function pendingJ1(): AtlandiceState {
  const s = position(3, { dice: dice({ 1: 1, 6: 6 }) });
  const a = play(s, 0, { type: 'visit', sector: 1 });
  return play(a.state, 0, { type: 'take', sector: 1, resource: 'gem' }, 1).state;
}

describe('validateState accepts every state of play', () => {
  it('A1 setup states, states reached by play, builder states and their JSON copies', () => {
    for (const players of [2, 3, 4]) {
      const s = atlandice.setup({ players, seed: `vs-${players}` });
      expect(validateState(s)).toEqual([]);
      expect(validateState(JSON.parse(JSON.stringify(s)))).toEqual([]);
    }
    expect(validateState(pendingJ1())).toEqual([]);
    expect(pendingJ1().steps).toEqual([{ kind: 'take', sectors: [1], reason: 'J1', optional: false }]);
  });
});

describe('validateState refuses broken states, naming the field', () => {
  const s = position(3);

  it('A1 shape: a missing field, an unknown field, a wrong type', () => {
    expect(pathsOf(s, (x) => delete x.sectors)).toEqual(['$.sectors']);
    expect(pathsOf(s, (x) => (x.bonus = 1))).toEqual(['$.bonus']);
    expect(pathsOf(s, (x) => (x.sectors[0][1] = 'x'))).toEqual(['$.sectors[0][1]']);
    expect(pathsOf(s, (x) => (x.stock = {}))).toEqual(['$.stock']);
    expect(pathsOf(s, (x) => x.stock.push([0, 0, 0, 0, 0]))).toEqual(['$.stock']);
    expect(pathsOf(s, (x) => (x.track[4] = { kind: 'party' }))).toEqual(['$.track[4].kind']);
    expect(pathsOf(s, (x) => (x.steps = [{ kind: 'dance' }]))).toEqual(['$.steps[0].kind']);
    expect(pathsOf(s, (x) => (x.stacks[0][0] = 'F1'))).toEqual(['$.stacks[0][0]']); // a Forge tile in the Jewelers' stack
  });

  it('A1, A6.4 range: the clock past its track, a sector 7, negative points, a clock symbol of 0, more dice than the game has', () => {
    expect(pathsOf(s, (x) => (x.clock = 21))).toEqual(['$.clock']);
    expect(pathsOf(s, (x) => (x.submarine = 7))).toEqual(['$.submarine']);
    expect(pathsOf(s, (x) => (x.vp[1] = -1))).toEqual(['$.vp[1]']);
    expect(pathsOf(s, (x) => (x.tileClocks.M2 = 0))).toEqual(['$.tileClocks.M2']);
    expect(pathsOf(s, (x) => (x.dice[5] = 8))).toEqual(['$.dice[5]']);
    expect(pathsOf(s, (x) => (x.diceTotal = 9))).toEqual(['$.diceTotal']);
    expect(pathsOf(s, (x) => (x.round = 0))).toEqual(['$.round']);
    expect(pathsOf(s, (x) => (x.neutral = 2))).toEqual(['$.neutral']);
  });

  it('A1.2, A4.1, A9.2 reference: a tile in two places or nowhere, a visit by a seat whose turn it is not, a neutral holder without a gift', () => {
    expect(pathsOf(s, (x) => x.tilesWon[1].push('J1'))).toEqual(['$.tilesWon[1][0]']);
    expect(pathsOf(s, (x) => x.stacks[4].pop())).toEqual(['$.stacks']);
    const v = pendingJ1();
    expect(pathsOf(v, (x) => (x.visit.seat = 1))).toContain('$.visit.seat');
    const two = play(position(2, { dice: dice({ 6: 7 }) }), 0, { type: 'visit', sector: 6, forNeutral: true }).state;
    expect(validateState(two)).toEqual([]);
    expect(pathsOf(two, (x) => (x.gaveToNeutral[0] = false))).toContain('$.visit.holder');
  });

  it('A1.1, A1.4, A4.1, A5.6 conservation: 12 of each resource, dice beside + taken = dice in play, no exhausted type in play, dice taken in turn order', () => {
    expect(pathsOf(s, (x) => (x.sectors[5][0] += 1))).toEqual(['$.outOfGame[0]']);
    expect(pathsOf(s, (x) => {
      x.sectors[5][0] -= 1;
      x.stock[2][0] += 1;
    })).toEqual([]); // a gem moved from the Black Market to seat 2: still 12
    expect(pathsOf(s, (x) => (x.dice[5] -= 1))).toEqual(['$.dice']);
    expect(pathsOf(s, (x) => (x.diceTakenBySeat[1] = 1))).toEqual(['$.diceTakenBySeat[1]', '$.dice', '$.diceThisRound[1]']);
    expect(pathsOf(s, (x) => (x.exhausted[2] = true))).toEqual(['$.exhausted[2]', '$.exhausted[2]']); // its stack is not empty, and provisions are in play
  });

  it('A4.1, A7.1 pending decision: a visit without steps, steps without a visit, a decision with no answer, a declinable effect, an effect its tile does not ask for', () => {
    const v = pendingJ1();
    expect(pathsOf(v, (x) => (x.steps = []))).toEqual(['$.steps']);
    expect(pathsOf(s, (x) => (x.steps = [{ kind: 'swap' }]))).toEqual(['$.steps']);
    expect(pathsOf(v, (x) => {
      x.stock[0][0] += x.sectors[0][0];
      x.sectors[0][0] = 0;
    })).toEqual(['$.steps[0]']); // the Jewelers hold nothing to take
    expect(pathsOf(v, (x) => (x.steps[0].optional = true))).toEqual(['$.steps[0].optional']); // A7.1: effects are compulsory
    expect(pathsOf(v, (x) => (x.steps = [{ kind: 'swap' }]))).toEqual(['$.steps[0]']); // J1 is on top, not J2
    expect(pathsOf(v, (x) => x.steps.push({ kind: 'effect', sector: 1 }))).toEqual(['$.steps']);
  });

  it('A4.1b, A4.2, J3 a chained visit: its take and submarine bonus are compulsory, so a declinable one is refused', () => {
    const s0 = position(3, { stacks: withTop('J3'), submarine: 6, dice: dice({ 1: 1, 6: 6 }) });
    const chain = play(play(s0, 0, { type: 'visit', sector: 1 }).state, 0, { type: 'take', sector: 1, resource: 'gem' }, 6, 6).state;
    expect(chain.steps[0]).toEqual({ kind: 'take', sectors: [6], reason: 'J3', optional: false });
    expect(validateState(chain)).toEqual([]);
    expect(pathsOf(chain, (x) => (x.steps[0].optional = true))).toEqual(['$.steps']);
    expect(pathsOf(chain, (x) => (x.steps[1].optional = true))).toEqual(['$.steps']);
    const bonus = play(chain, 0, { type: 'take', sector: 6, resource: 'book' }).state; // the submarine's take, away from the Jewelers
    expect(bonus.steps[0]).toEqual({ kind: 'take', sectors: [6], reason: 'submarine', optional: false });
    expect(validateState(bonus)).toEqual([]);
    expect(pathsOf(bonus, (x) => (x.steps[0].optional = true))).toEqual(['$.steps[0].optional']);
    expect(pathsOf(bonus, (x) => (x.stacks[0] = ['J1', 'J2', 'J3']))).toContain('$.steps[0].sectors'); // no J3 on top: no chain there
  });

  it('A2, A6.3, A6.5 phase: a Donation nobody makes, visits past the round, the Inn’s early end without the hand at the end', () => {
    expect(pathsOf(s, (x) => (x.phase = 'donation'))).toEqual(expect.arrayContaining(['$.visitsMade', '$.donors']));
    expect(pathsOf(s, (x) => (x.endAfterVisits = true))).toEqual(['$.endAfterVisits']);
    expect(pathsOf(s, (x) => (x.donors = [1]))).toEqual(['$.donors']);
    const late = position(3, { clock: 20 }); // the Inn moved the hand to the end during the visits
    expect(late.endAfterVisits).toBe(true);
    expect(pathsOf(late, (x) => (x.endAfterVisits = false))).toEqual(['$.endAfterVisits']);
  });
});

describe('every member refuses a broken state', () => {
  it('apply answers BAD_STATE, the others throw a StateError naming the problem', () => {
    const broken = { ...position(3), submarine: 9 } as unknown as AtlandiceState;
    const out = atlandice.apply(broken, 0, { type: 'visit', sector: 6 });
    expect(out.ok ? 'accepted' : out.error.code).toBe(CoreErrors.BAD_STATE);
    expect(out.ok ? '' : out.error.message).toContain('$.submarine');
    expect(() => atlandice.view(broken, 0)).toThrow(StateError);
    expect(() => atlandice.legalActions(broken, 0)).toThrow(StateError);
  });

  it('the builder refuses to build an inconsistent position, naming the law', () => {
    expect(() => position(3, { sectors: board({ 1: { gem: 13 } }) })).toThrow(/\$\.sectors\[0\]\[0\]/);
    expect(() => position(3, { dice: dice({ 6: 3 }) })).toThrow(/dice beside the sectors/);
    expect(() => position(3, { stacks: withTop('J2'), tilesWon: [['J2'], [], []] })).toThrow(/tile J2 is also at/);
    expect(() => position(3, { stock: [row({ gem: 20 }), row(), row()] })).toThrow(/\$\.stock\[0\]\[0\]/);
  });
});
