import { describe, expect, it } from 'vitest';
import { atlandice, type AtlandiceState } from '../../src/index';
import { actor, board, dice, eventsOf, held, onSector, play, position, types } from '@tabula/atlandice/testing';
import { refuse } from './util';

/** Every district holds one resource of its type (nothing scores), the Black Market nothing. */
const oneEach = () => board({ 1: { gem: 1 }, 2: { book: 1 }, 3: { provisions: 1 }, 4: { tool: 1 }, 5: { weapon: 1 } });

describe('A2 round structure', () => {
  it('A2 after the last visit: the clock advances (3), the first player token passes (4), the gates open for the next round (1)', () => {
    const s = position(3, { sectors: oneEach(), visitsMade: 5, dice: dice({ 4: 1, 6: 1 }), diceTakenBySeat: [2, 2, 1], diceThisRound: [2, 2, 1] });
    const { state, events } = play(s, 2, { type: 'visit', sector: 6 });
    expect(types(events)).toEqual(['dieTaken', 'nothingToTake', 'clockAdvanced', 'firstPlayer', 'gatesOpened']);
    expect(eventsOf(events, 'clockAdvanced')[0]).toEqual({ type: 'clockAdvanced', from: 0, to: 1, by: 4 });
    expect(state.startPlayer).toBe(1);
    expect(state.round).toBe(2);
    expect(state.visitsMade).toBe(0);
    expect(state.diceTakenBySeat).toEqual([0, 0, 0]);
    expect(state.diceThisRound).toEqual([0, 0, 0]);
    expect(state.dice.reduce((a, b) => a + b, 0)).toBe(7);
    expect(actor(state)).toBe(1);
  });

  it('A2.4 the first player token passes to the next seat, from the last seat back to seat 0', () => {
    const s = position(3, { sectors: oneEach(), startPlayer: 2, visitsMade: 5, dice: dice({ 6: 2 }) });
    expect(actor(s)).toBe(1);
    const { state, events } = play(s, 1, { type: 'visit', sector: 6 });
    expect(eventsOf(events, 'firstPlayer')).toEqual([{ type: 'firstPlayer', seat: 0 }]);
    expect(state.startPlayer).toBe(0);
    expect(actor(state)).toBe(0);
  });
});

describe('A3 open the gates', () => {
  /** The last visit of a round, with the next round's faces forced. */
  const lastVisit = (patch: Partial<AtlandiceState>, faces: number[]) =>
    play(position(3, { sectors: oneEach(), visitsMade: 5, dice: dice({ 6: 2 }), ...patch }), 2, { type: 'visit', sector: 6 }, ...faces);

  it('A3.1 a die showing 1–5 goes beside its district, a 6 beside the Black Market', () => {
    const { state, events } = lastVisit({}, [1, 2, 3, 4, 5, 6, 6]);
    expect(state.dice).toEqual([1, 1, 1, 1, 1, 2]);
    expect(eventsOf(events, 'gatesOpened')).toEqual([{ type: 'gatesOpened', round: 2, faces: [1, 2, 3, 4, 5, 6, 6], dice: [1, 1, 1, 1, 1, 2] }]);
  });

  it('A3.1 the start player rolls all dice: 7 dice, faces counted per sector', () => {
    const { state } = lastVisit({}, [3, 3, 3, 5, 1, 1, 4]);
    expect(state.dice).toEqual([2, 0, 3, 1, 1, 0]);
  });

  it('A3.1 a die of an exhausted category goes beside the Black Market', () => {
    const stacks = [['J1', 'J2', 'J3'], [], ['I1', 'I2', 'I3'], ['M1', 'M2', 'M3'], ['F1', 'F2', 'F3']] as AtlandiceState['stacks'];
    const sectors = board({ 1: { gem: 1 }, 3: { provisions: 1 }, 4: { tool: 1 }, 5: { weapon: 1 } });
    const { state } = lastVisit({ stacks, sectors, exhausted: [false, true, false, false, false] }, [2, 2, 1, 3, 4, 5, 6]);
    expect(state.dice).toEqual([1, 0, 1, 1, 1, 3]);
  });
});

describe('A4 visits', () => {
  it('A4.1 a visit takes one die from the chosen sector, then one resource of any type present there, then the effect', () => {
    const s = position(3, { sectors: board({ 1: { gem: 5 }, 2: { book: 5 }, 3: { provisions: 5 }, 4: { tool: 5 }, 5: { gem: 1, weapon: 3 } }), dice: dice({ 1: 2, 4: 2, 5: 1, 6: 2 }) });
    const a = play(s, 0, { type: 'visit', sector: 5 });
    expect(a.state.dice).toEqual(dice({ 1: 2, 4: 2, 6: 2 }));
    expect(a.state.diceTakenBySeat[0]).toBe(1);
    expect(a.state.steps[0]).toMatchObject({ kind: 'take', sectors: [5], reason: 'visit', optional: false });
    expect(atlandice.legalActions(a.state, 0)).toEqual([
      { type: 'take', sector: 5, resource: 'gem' },
      { type: 'take', sector: 5, resource: 'weapon' },
    ]);
    // The gem is not the Forge's own type: any type present may be taken (A4.1b). F1 rolls 1: no more.
    const b = play(a.state, 0, { type: 'take', sector: 5, resource: 'gem' }, 1);
    expect(held(b.state, 0, 'gem')).toBe(1);
    expect(onSector(b.state, 5, 'gem')).toBe(0);
    expect(eventsOf(b.events, 'effectRoll')).toEqual([{ type: 'effectRoll', holder: 0, tile: 'F1', face: 1, success: false }]);
    expect(b.state.visitsMade).toBe(1);
    expect(b.state.visit).toBeNull();
    expect(actor(b.state)).toBe(1);
  });

  it('A4.1b the resource must come from the visited sector and be there (SECTOR_NOT_ALLOWED, NO_SUCH_RESOURCE)', () => {
    const s = play(position(3, { dice: dice({ 5: 1, 6: 6 }) }), 0, { type: 'visit', sector: 5 }).state;
    expect(refuse(s, 0, { type: 'take', sector: 6, resource: 'weapon' })).toBe('SECTOR_NOT_ALLOWED');
    expect(refuse(s, 0, { type: 'take', sector: 5, resource: 'book' })).toBe('NO_SUCH_RESOURCE');
  });

  it('A4.1 visits go from the start player in seat order (start player 2 of 3: seats 2, 0, 1, 2, 0, 1)', () => {
    let s = position(3, { startPlayer: 2, dice: dice({ 6: 7 }) });
    const order: number[] = [];
    for (let i = 0; i < 6; i++) {
      const seat = actor(s);
      order.push(seat);
      s = play(s, seat, { type: 'visit', sector: 6 }).state;
      s = play(s, seat, atlandice.legalActions(s, seat)[0]!).state;
    }
    expect(order).toEqual([2, 0, 1, 2, 0, 1]);
  });

  for (const [players, total, visits] of [
    [3, 7, 6],
    [4, 9, 8],
  ] as const) {
    it(`A4.3 with ${players} players each takes 2 dice: after ${visits} visits one die of ${total} remains and the round ends`, () => {
      let s = position(players, { dice: dice({ 6: total }), sectors: board({ 1: { gem: 5 }, 2: { book: 5 }, 3: { provisions: 5 }, 4: { tool: 5 }, 5: { weapon: 5 }, 6: { gem: 3, book: 3, provisions: 3, tool: 3, weapon: 3 } }) });
      const perSeat = Array.from({ length: players }, () => 0);
      let last: ReturnType<typeof play> | undefined;
      for (let i = 0; i < visits; i++) {
        expect(s.round).toBe(1);
        const seat = actor(s);
        perSeat[seat]!++;
        s = play(s, seat, { type: 'visit', sector: 6 }).state;
        const take = atlandice.legalActions(s, seat)[0]!;
        if (i === visits - 1) expect(s.dice).toEqual(dice({ 6: 1 })); // the die left for the clock
        last = play(s, seat, take);
        s = last.state;
      }
      expect(perSeat).toEqual(Array.from({ length: players }, () => 2));
      expect(s.round).toBe(2);
      expect(eventsOf(last!.events, 'clockAdvanced')).toEqual([{ type: 'clockAdvanced', from: 0, to: 2, by: 6 }]);
    });
  }

  it('A4.3 the round does not end before every player has 2 dice (3 players, 5 visits)', () => {
    const s = position(3, { sectors: oneEach(), visitsMade: 4, dice: dice({ 6: 3 }) });
    const { state, events } = play(s, 1, { type: 'visit', sector: 6 });
    expect(state.visitsMade).toBe(5);
    expect(state.round).toBe(1);
    expect(eventsOf(events, 'clockAdvanced')).toEqual([]);
    expect(actor(state)).toBe(2);
  });

  it('A4.2 the submarine at the visited sector: one extra resource there, which may not be declined', () => {
    const s = position(3, { submarine: 6, sectors: board({ 1: { gem: 5 }, 2: { book: 5 }, 3: { provisions: 5 }, 4: { tool: 5 }, 5: { weapon: 5 }, 6: { gem: 1, book: 2 } }), dice: dice({ 6: 7 }) });
    const a = play(s, 0, { type: 'visit', sector: 6 });
    const b = play(a.state, 0, { type: 'take', sector: 6, resource: 'gem' });
    expect(b.state.steps[0]).toEqual({ kind: 'take', sectors: [6], reason: 'submarine', optional: false });
    expect(refuse(b.state, 0, { type: 'skip' })).toBe('NOT_OPTIONAL');
    expect(atlandice.legalActions(b.state, 0)).toEqual([{ type: 'take', sector: 6, resource: 'book' }]);
    const c = play(b.state, 0, { type: 'take', sector: 6, resource: 'book' });
    expect(c.state.stock[0]).toEqual([1, 1, 0, 0, 0]);
    expect(eventsOf([...b.events, ...c.events], 'resourceTaken').map((e) => e.reason)).toEqual(['visit', 'submarine']);
    expect(c.state.visitsMade).toBe(1);
  });

  it('A4.2 the submarine bonus only if a resource remains', () => {
    const s = position(3, { submarine: 6, sectors: board({ 1: { gem: 5 }, 2: { book: 5 }, 3: { provisions: 5 }, 4: { tool: 5 }, 5: { weapon: 5 }, 6: { tool: 1 } }), dice: dice({ 6: 7 }) });
    const a = play(s, 0, { type: 'visit', sector: 6 });
    const b = play(a.state, 0, { type: 'take', sector: 6, resource: 'tool' });
    expect(b.state.stock[0]).toEqual([0, 0, 0, 1, 0]);
    expect(b.state.steps).toEqual([]);
    expect(b.state.visitsMade).toBe(1);
  });

  it('A4.2 no extra resource when the submarine is elsewhere', () => {
    const s = position(3, { submarine: 5, dice: dice({ 6: 7 }) });
    const a = play(s, 0, { type: 'visit', sector: 6 });
    const b = play(a.state, 0, { type: 'take', sector: 6, resource: 'book' });
    expect(b.state.stock[0]).toEqual([0, 1, 0, 0, 0]);
    expect(b.state.visitsMade).toBe(1);
    expect(actor(b.state)).toBe(1);
  });

  it('A4.4 a sector with a die but no resources may be visited: nothing is taken', () => {
    const s = position(3, { sectors: oneEach(), dice: dice({ 6: 7 }) });
    expect(atlandice.legalActions(s, 0)).toContainEqual({ type: 'visit', sector: 6 });
    const { state, events } = play(s, 0, { type: 'visit', sector: 6 });
    expect(types(events)).toEqual(['dieTaken', 'nothingToTake']);
    expect(eventsOf(events, 'nothingToTake')).toEqual([{ type: 'nothingToTake', holder: 0, sector: 6 }]);
    expect(state.stock[0]).toEqual([0, 0, 0, 0, 0]);
    expect(state.dice).toEqual(dice({ 6: 6 }));
    expect(state.visitsMade).toBe(1);
  });

  it('A4.4 an empty district with a die may be visited: nothing is taken and its effect still applies', () => {
    const s = position(3, { sectors: board({ 1: { gem: 1 }, 2: { book: 1 }, 3: { provisions: 1 }, 5: { weapon: 1 } }), dice: dice({ 4: 1, 6: 6 }) });
    const { state, events } = play(s, 0, { type: 'visit', sector: 4 });
    expect(types(events)).toEqual(['dieTaken', 'nothingToTake']);
    expect(state.steps[0]).toEqual({ kind: 'submarine' });
  });

  it('A4.5 dice of a sector are interchangeable: the visit names the sector, legal visits are one per sector', () => {
    const s = position(3, { dice: dice({ 1: 1, 6: 6 }) });
    expect(atlandice.legalActions(s, 0)).toEqual([
      { type: 'visit', sector: 1 },
      { type: 'visit', sector: 6 },
    ]);
    const { state } = play(s, 0, { type: 'visit', sector: 6 });
    expect(state.dice).toEqual(dice({ 1: 1, 6: 5 }));
    expect(state.visit).toEqual({ seat: 0, holder: 0, sector: 6 });
  });
});

describe('A4 rejections leave the state untouched', () => {
  const s = position(3, { dice: dice({ 1: 2, 6: 5 }) });

  it('A4.1a NO_DIE_THERE: visiting a sector without a die', () => {
    expect(refuse(s, 0, { type: 'visit', sector: 3 })).toBe('NO_DIE_THERE');
    expect(refuse(s, 0, { type: 'visit', sector: 5 })).toBe('NO_DIE_THERE');
  });

  it('A4.1 WRONG_DECISION: an answer with no decision pending, or a visit while a take is pending', () => {
    expect(refuse(s, 0, { type: 'take', sector: 1, resource: 'gem' })).toBe('WRONG_DECISION');
    expect(refuse(s, 0, { type: 'skip' })).toBe('WRONG_DECISION');
    expect(refuse(s, 0, { type: 'donate', pay: ['gem', 'book'] })).toBe('WRONG_DECISION');
    expect(refuse(s, 0, { type: 'pass' })).toBe('WRONG_DECISION');
    const pending = play(s, 0, { type: 'visit', sector: 6 }).state;
    expect(refuse(pending, 0, { type: 'visit', sector: 1 })).toBe('WRONG_DECISION');
    expect(refuse(pending, 0, { type: 'submarine', sector: 2 })).toBe('WRONG_DECISION');
  });

  it('A4.1 NOT_ACTIVE: another seat than the visitor, before and during the visit', () => {
    expect(refuse(s, 1, { type: 'visit', sector: 6 })).toBe('NOT_ACTIVE');
    expect(refuse(s, 2, { type: 'visit', sector: 1 })).toBe('NOT_ACTIVE');
    const pending = play(s, 0, { type: 'visit', sector: 6 }).state;
    expect(refuse(pending, 1, { type: 'take', sector: 6, resource: 'gem' })).toBe('NOT_ACTIVE');
  });

  it('A4.1b NOT_OPTIONAL: the visit’s own take may not be skipped', () => {
    const pending = play(s, 0, { type: 'visit', sector: 6 }).state;
    expect(refuse(pending, 0, { type: 'skip' })).toBe('NOT_OPTIONAL');
  });
});
