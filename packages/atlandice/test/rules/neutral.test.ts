import { describe, expect, it } from 'vitest';
import { atlandice, type AtlandiceState } from '../../src/index';
import { actor, board, dice, eventsOf, held, play, position, row, types, withTop } from '@tabula/atlandice/testing';
import { refuse } from './util';

const NEUTRAL = 2;
const oneEach = () => board({ 1: { gem: 1 }, 2: { book: 1 }, 3: { provisions: 1 }, 4: { tool: 1 }, 5: { weapon: 1 } });

/** The last visit of a 2-player round (both seats gave their die already): seat 1 visits the empty Black Market. */
function lastVisit(patch: Partial<AtlandiceState>) {
  const s = position(2, { sectors: oneEach(), visitsMade: 5, diceTakenBySeat: [3, 2], gaveToNeutral: [true, true], diceThisRound: [2, 1, 2], ...patch });
  expect(actor(s)).toBe(1);
  return play(s, 1, { type: 'visit', sector: 6 });
}

describe('A9.1 two players: 7 dice, 3 each', () => {
  it('A9.1 setup: 7 dice, 3 per player, the neutral player is holder 2 with its own stock and points', () => {
    const s = atlandice.setup({ players: 2, seed: 'neutral' });
    expect(s.diceTotal).toBe(7);
    expect(s.dicePerPlayer).toBe(3);
    expect(s.neutral).toBe(NEUTRAL);
    expect(s.stock).toHaveLength(3);
    expect(s.vp).toEqual([0, 0, 0]);
  });

  it('A9.1 players alternate until each has taken 3 dice (one given to the neutral); one die remains', () => {
    let s = position(2, { dice: dice({ 6: 7 }) });
    const order: number[] = [];
    let last: ReturnType<typeof play> | undefined;
    for (let i = 0; i < 6; i++) {
      expect(s.round).toBe(1);
      const seat = actor(s);
      order.push(seat);
      const give = (seat === 0 && i === 0) || (seat === 1 && i === 5); // seat 0 gives its first die, seat 1 its third
      s = play(s, seat, give ? { type: 'visit', sector: 6, forNeutral: true } : { type: 'visit', sector: 6 }).state;
      if (i === 5) {
        expect(s.dice).toEqual(dice({ 6: 1 }));
        expect(s.diceTakenBySeat).toEqual([3, 3]);
        expect(s.diceThisRound).toEqual([2, 2, 2]);
      }
      last = play(s, seat, atlandice.legalActions(s, seat)[0]!);
      s = last.state;
    }
    expect(order).toEqual([0, 1, 0, 1, 0, 1]);
    expect(s.round).toBe(2);
    expect(eventsOf(last!.events, 'clockAdvanced')).toEqual([{ type: 'clockAdvanced', from: 0, to: 2, by: 6 }]);
  });
});

describe('A9.2 giving exactly one die to the neutral player', () => {
  it('A9.2 NEUTRAL_GIFT: the third die must be given when none was; only gifts are legal then', () => {
    const s = position(2, { visitsMade: 4, diceTakenBySeat: [2, 2], diceThisRound: [2, 1, 1], gaveToNeutral: [false, true], dice: dice({ 1: 1, 6: 2 }) });
    expect(actor(s)).toBe(0);
    expect(refuse(s, 0, { type: 'visit', sector: 6 })).toBe('NEUTRAL_GIFT');
    expect(atlandice.legalActions(s, 0)).toEqual([
      { type: 'visit', sector: 1, forNeutral: true },
      { type: 'visit', sector: 6, forNeutral: true },
    ]);
  });

  it('A9.2 NEUTRAL_GIFT: a second gift in the same round is refused', () => {
    const s = position(2, { visitsMade: 2, diceTakenBySeat: [1, 1], diceThisRound: [0, 1, 1], gaveToNeutral: [true, false], dice: dice({ 6: 5 }) });
    expect(refuse(s, 0, { type: 'visit', sector: 6, forNeutral: true })).toBe('NEUTRAL_GIFT');
    expect(atlandice.legalActions(s, 0)).toEqual([{ type: 'visit', sector: 6 }]);
  });

  it('A9.2 NEUTRAL_GIFT: forNeutral in a 3- or 4-player game is refused (no neutral player)', () => {
    for (const players of [3, 4] as const) {
      const s = position(players, { dice: dice({ 6: players === 4 ? 9 : 7 }) });
      expect(refuse(s, 0, { type: 'visit', sector: 6, forNeutral: true })).toBe('NEUTRAL_GIFT');
    }
  });

  it('A9.2 the gift may be the first die; the giver chooses the resource the neutral takes', () => {
    const s = position(2, { dice: dice({ 6: 7 }) });
    expect(atlandice.legalActions(s, 0)).toContainEqual({ type: 'visit', sector: 6, forNeutral: true });
    const a = play(s, 0, { type: 'visit', sector: 6, forNeutral: true });
    expect(a.events).toEqual([{ type: 'dieTaken', seat: 0, holder: NEUTRAL, sector: 6 }]);
    expect(actor(a.state)).toBe(0); // the giver decides
    expect(refuse(a.state, 1, { type: 'take', sector: 6, resource: 'tool' })).toBe('NOT_ACTIVE');
    const b = play(a.state, 0, { type: 'take', sector: 6, resource: 'tool' });
    expect(b.events).toEqual([{ type: 'resourceTaken', holder: NEUTRAL, sector: 6, resource: 'tool', reason: 'visit' }]);
    expect(b.state.stock).toEqual([row(), row(), row({ tool: 1 })]);
    expect(b.state.diceThisRound).toEqual([0, 0, 1]);
    expect(b.state.diceTakenBySeat).toEqual([1, 0]);
    expect(b.state.gaveToNeutral).toEqual([true, false]);
    expect(actor(b.state)).toBe(1);
  });

  it('A9.2 the neutral player gets the submarine bonus', () => {
    const s = position(2, { submarine: 6, dice: dice({ 6: 7 }) });
    const a = play(s, 0, { type: 'visit', sector: 6, forNeutral: true });
    const b = play(a.state, 0, { type: 'take', sector: 6, resource: 'gem' });
    expect(b.state.steps[0]).toEqual({ kind: 'take', sectors: [6], reason: 'submarine', optional: false });
    const c = play(b.state, 0, { type: 'take', sector: 6, resource: 'book' });
    expect(c.state.stock).toEqual([row(), row(), row({ gem: 1, book: 1 })]);
  });

  it('A9.2 the sector’s effect is applied for the neutral, the giver choosing (F1 roll, then the extra take)', () => {
    const s = position(2, { dice: dice({ 5: 1, 6: 6 }) });
    const a = play(s, 0, { type: 'visit', sector: 5, forNeutral: true });
    const b = play(a.state, 0, { type: 'take', sector: 5, resource: 'weapon' }, 6);
    expect(eventsOf(b.events, 'effectRoll')).toEqual([{ type: 'effectRoll', holder: NEUTRAL, tile: 'F1', face: 6, success: true }]);
    const c = play(b.state, 0, { type: 'take', sector: 5, resource: 'weapon' });
    expect(held(c.state, NEUTRAL, 'weapon')).toBe(2);
    expect(c.state.stock[0]).toEqual(row());
  });

  it('A9.2 the giver chooses the neutral’s effect: the Machinery submarine move', () => {
    const s = position(2, { submarine: 2, dice: dice({ 4: 1, 6: 6 }) });
    const a = play(s, 0, { type: 'visit', sector: 4, forNeutral: true });
    const b = play(a.state, 0, { type: 'take', sector: 4, resource: 'tool' });
    const c = play(b.state, 0, { type: 'submarine', sector: 5 });
    expect(c.state.submarine).toBe(5);
    expect(held(c.state, NEUTRAL, 'tool')).toBe(1);
  });
});

describe('A9.3 the neutral player scores but never wins', () => {
  it('A9.3 at A5: the neutral player may take an emptied district’s tile', () => {
    const s = position(2, { stacks: withTop('L2'), sectors: board({ 1: { gem: 5 }, 2: { book: 1 }, 3: { provisions: 5 }, 4: { tool: 5 }, 5: { weapon: 5 } }), stock: [row(), row(), row({ book: 3 })], dice: dice({ 2: 1, 6: 6 }) });
    const a = play(s, 0, { type: 'visit', sector: 2 });
    const b = play(a.state, 0, { type: 'take', sector: 2, resource: 'book' });
    expect(eventsOf(b.events, 'districtScored')).toEqual([{ type: 'districtScored', sector: 2, tile: 'L2', winner: NEUTRAL, tiedFirst: [], second: [0] }]);
    expect(b.state.tilesWon).toEqual([[], [], ['L2']]);
    expect(b.state.vp).toEqual([1, 0, 0]);
    expect(b.state.stock[NEUTRAL]).toEqual(row()); // returned (A5.5)
  });

  it('A9.3 at A5: the neutral player may get the second-place point', () => {
    const s = position(2, { stacks: withTop('L2'), sectors: board({ 1: { gem: 5 }, 2: { book: 1 }, 3: { provisions: 5 }, 4: { tool: 5 }, 5: { weapon: 5 } }), stock: [row({ book: 2 }), row(), row({ book: 1 })], dice: dice({ 2: 1, 6: 6 }) });
    const a = play(s, 0, { type: 'visit', sector: 2 });
    const b = play(a.state, 0, { type: 'take', sector: 2, resource: 'book' });
    expect(b.state.vp).toEqual([0, 0, 1]);
  });

  it('A9.3, A5.3 [D] tied for first with a seat, the neutral player comes after both seats: the seat takes the tile, the neutral 3 VP', () => {
    const s = position(2, { startPlayer: 1, visitsMade: 1, stacks: withTop('L2'), sectors: board({ 1: { gem: 5 }, 2: { book: 1 }, 3: { provisions: 5 }, 4: { tool: 5 }, 5: { weapon: 5 } }), stock: [row({ book: 2 }), row(), row({ book: 3 })], dice: dice({ 2: 1, 6: 5 }) });
    expect(actor(s)).toBe(0);
    const a = play(s, 0, { type: 'visit', sector: 2 });
    const b = play(a.state, 0, { type: 'take', sector: 2, resource: 'book' }); // seat 0 and the neutral: 3 books each
    expect(eventsOf(b.events, 'districtScored')).toEqual([{ type: 'districtScored', sector: 2, tile: 'L2', winner: 0, tiedFirst: [NEUTRAL], second: [] }]);
    expect(b.state.vp).toEqual([0, 0, 3]);
  });

  it('A9.3 at A6.2: the neutral player gains an Inventory point', () => {
    const { state, events } = lastVisit({ clock: 2, dice: dice({ 4: 1, 6: 1 }), stock: [row({ gem: 1 }), row(), row({ gem: 2 })] });
    expect(eventsOf(events, 'inventory')).toEqual([{ type: 'inventory', resource: 'gem', leaders: [NEUTRAL] }]);
    expect(state.vp).toEqual([0, 0, 1]);
  });

  it('A9.3 [D] the neutral player never donates', () => {
    const { state } = lastVisit({ clock: 4, dice: dice({ 4: 1, 6: 1 }), stock: [row(), row({ gem: 2 }), row({ tool: 6 })] });
    expect(state.phase).toBe('donation');
    expect(state.donors).toEqual([1]);
    const { state: after } = play(state, 1, { type: 'pass' });
    expect(after.phase).toBe('visits');
    expect(after.stock[NEUTRAL]).toEqual(row({ tool: 6 }));
    expect(after.vp).toEqual([0, 0, 0]);
  });

  it('A9.3 at A8: the neutral player scores majorities and tiles, but only a human can win', () => {
    const { state, events } = lastVisit({ clock: 18, dice: dice({ 6: 2 }), vp: [2, 4, 5], tilesWon: [[], [], ['J1']], stock: [row({ gem: 1 }), row(), row({ gem: 3, book: 1 })] });
    expect(state.phase).toBe('over');
    // Neutral: 5 + gem 3 + book 3 + tile 3 = 14; seat 0: 2 + gem second 1 = 3; seat 1: 4.
    expect(state.vp).toEqual([3, 4, 14]);
    expect(eventsOf(events, 'gameEnded')).toEqual([{ type: 'gameEnded', scores: [3, 4], winners: [1], neutralScore: 14 }]);
    expect(atlandice.result(state)).toEqual({ scores: [3, 4], winners: [1], neutral: 14 });
  });

  it('A9.3 the 2-player result reports the neutral player’s score as `neutral`, even when it is the highest', () => {
    const { state } = lastVisit({ clock: 18, dice: dice({ 6: 2 }), vp: [4, 4, 20], stock: [row(), row(), row()] });
    const result = atlandice.result(state)!;
    expect(result).toEqual({ scores: [4, 4], winners: [0, 1], neutral: 20 });
    expect(result.scores).toHaveLength(2); // the neutral player is not a seat
  });

  it('A9.3 only the 2-player result has a neutral score', () => {
    for (const players of [3, 4] as const) {
      const s = position(players, { sectors: board({ 1: { gem: 1 }, 2: { book: 1 }, 3: { provisions: 1 }, 4: { tool: 1 }, 5: { weapon: 1 } }), clock: 18, visitsMade: players * 2 - 1, dice: dice({ 6: 2 }) });
      const { state } = play(s, actor(s), { type: 'visit', sector: 6 });
      expect(state.phase).toBe('over');
      expect(Object.keys(atlandice.result(state)!)).toEqual(['scores', 'winners']);
    }
  });
});

describe('A9.4 L3 and the neutral player', () => {
  /** Two dice beside the Library (L3 on top), the others not taken yet beside the Black Market. */
  const library = (patch: Partial<AtlandiceState>) => position(2, { stacks: withTop('L3'), dice: dice({ 2: 2, 6: 7 - 2 - (patch.visitsMade ?? 0) }), ...patch });

  it('A9.4 [D] L3 counts the dice the neutral received: its second die gives it one more resource', () => {
    const s = library({ visitsMade: 3, diceTakenBySeat: [2, 1], diceThisRound: [1, 1, 1], gaveToNeutral: [true, false] });
    expect(actor(s)).toBe(1);
    const a = play(s, 1, { type: 'visit', sector: 2, forNeutral: true });
    const b = play(a.state, 1, { type: 'take', sector: 2, resource: 'book' });
    expect(b.state.steps[0]).toEqual({ kind: 'take', sectors: [2], reason: 'L3', optional: false });
    const c = play(b.state, 1, { type: 'take', sector: 2, resource: 'book' });
    expect(held(c.state, NEUTRAL, 'book')).toBe(2);
    expect(c.state.stock[1]).toEqual(row());
  });

  it('A9.4 [D] the neutral’s first die of the round gives no L3 resource, whatever the giver has taken', () => {
    const s = library({ visitsMade: 2, diceTakenBySeat: [1, 1], diceThisRound: [1, 1, 0] });
    const a = play(s, 0, { type: 'visit', sector: 2, forNeutral: true });
    const b = play(a.state, 0, { type: 'take', sector: 2, resource: 'book' });
    expect(types(b.events)).toEqual(['resourceTaken']);
    expect(held(b.state, NEUTRAL, 'book')).toBe(1);
    expect(b.state.visit).toBeNull();
  });

  it('A9.4 (rulebook: "the second die you take") a seat whose first die went to the neutral gets L3 with its second die', () => {
    const s = library({ visitsMade: 2, diceTakenBySeat: [1, 1], diceThisRound: [0, 1, 1], gaveToNeutral: [true, false] });
    const a = play(s, 0, { type: 'visit', sector: 2 });
    const b = play(a.state, 0, { type: 'take', sector: 2, resource: 'book' });
    expect(b.state.steps[0]).toEqual({ kind: 'take', sectors: [2], reason: 'L3', optional: false });
    const c = play(b.state, 0, { type: 'take', sector: 2, resource: 'book' });
    expect(held(c.state, 0, 'book')).toBe(2);
  });

  it('A9.4 (rulebook) a seat keeping its third die at L3 gets nothing more, even after giving one', () => {
    const s = library({ visitsMade: 4, diceTakenBySeat: [2, 2], diceThisRound: [1, 1, 2], gaveToNeutral: [true, true] });
    const a = play(s, 0, { type: 'visit', sector: 2 });
    const b = play(a.state, 0, { type: 'take', sector: 2, resource: 'book' });
    expect(eventsOf(b.events, 'resourceTaken')).toHaveLength(1);
    expect(b.state.steps).toEqual([]);
    expect(held(b.state, 0, 'book')).toBe(1);
  });
});
