import { describe, expect, it } from 'vitest';
import { atlandice, type AtlandiceOptions, type AtlandiceState, type Sector, type TileId } from '../../src/index';
import { actor, board, dice, eventsOf, exhaust, onSector, play, position, row, types, withTop } from '@tabula/atlandice/testing';
import { refuse } from './util';

/** Every district holds one resource of its own type (nothing scores), the Black Market nothing. */
const oneEach = () => board({ 1: { gem: 1 }, 2: { book: 1 }, 3: { provisions: 1 }, 4: { tool: 1 }, 5: { weapon: 1 } });

/**
 * A 3-player round's last visit: the active seat takes a die from the (empty) Black Market, so the
 * visit ends at once and the remaining die lies beside `last`.
 */
function lastVisit(last: Sector, patch: Partial<AtlandiceState> = {}, options?: AtlandiceOptions) {
  const s = position(3, { sectors: oneEach(), visitsMade: 5, dice: dice(last === 6 ? { 6: 2 } : { 6: 1, [last]: 1 }), ...patch }, options);
  const seat = actor(s);
  const out = play(s, seat, { type: 'visit', sector: 6 });
  return { seat, ...out };
}

describe('A6.1 advancing the clock', () => {
  const cases: [string, TileId[][], Sector, number][] = [
    ['Machinery M3', withTop('M3'), 4, 3],
    ['Machinery M1', withTop('M1'), 4, 1],
    ['Machinery M2', withTop('M2'), 4, 2],
    ['Forge F2', withTop('F2'), 5, 2],
    ['Jewelers J3', withTop('J3'), 1, 3],
    ['Black Market', withTop(), 6, 2],
  ];
  for (const [name, stacks, last, by] of cases) {
    it(`A6.1 the hand advances by the clock symbols of the sector of the last die: ${name} → ${by}`, () => {
      const { state, events } = lastVisit(last, { stacks, clock: 10 });
      expect(eventsOf(events, 'clockAdvanced')).toEqual([{ type: 'clockAdvanced', from: 10, to: 10 + by, by: last }]);
      expect(state.clock).toBe(10 + by);
    });
  }

  it('A6.1 the clock symbols are those of the top tile in play, as set by the tileClocks option', () => {
    const { state } = lastVisit(4, { stacks: withTop('M2'), clock: 10 }, { tileClocks: { M2: 6 } });
    expect(state.clock).toBe(16);
  });

  it('A6.1 only the space where the hand stops triggers: passing an Inventory (3) to stop on 4 does nothing', () => {
    const { state, events } = lastVisit(4, { stacks: withTop('M2'), clock: 2, stock: [row({ gem: 2 }), row(), row()] });
    expect(state.clock).toBe(4);
    expect(eventsOf(events, 'clockEvent')).toEqual([]);
    expect(eventsOf(events, 'inventory')).toEqual([]);
    expect(state.vp).toEqual([0, 0, 0]);
  });

  it('A6.1 stopping on an Inventory (3) triggers it', () => {
    const { state, events } = lastVisit(4, { stacks: withTop('M2'), clock: 1, stock: [row({ gem: 2 }), row(), row()] });
    expect(eventsOf(events, 'clockEvent')).toEqual([{ type: 'clockEvent', space: 3, event: { kind: 'inventory', resource: 'gem' } }]);
    expect(state.vp).toEqual([1, 0, 0]);
  });
});

describe('A6.2 Inventory', () => {
  /** Stops the hand on the Inventory at `space` (the last die by the Machinery M1: one step). */
  const inventory = (space: number, stock: number[][]) => lastVisit(4, { clock: space - 1, stock });

  it('A6.2 the holder with the most of the resource shown gains 1 VP and keeps the resources', () => {
    const stock = [row({ book: 2 }), row({ book: 3, gem: 4 }), row({ book: 1 })];
    const { state, events } = inventory(7, stock);
    expect(eventsOf(events, 'inventory')).toEqual([{ type: 'inventory', resource: 'book', leaders: [1] }]);
    expect(state.vp).toEqual([0, 1, 0]);
    expect(state.stock).toEqual(stock);
    expect(onSector(state, 2, 'book')).toBe(1);
  });

  it('A6.2 ties: every tied holder gains 1 VP', () => {
    const { state } = inventory(9, [row({ provisions: 3 }), row({ provisions: 1 }), row({ provisions: 3 })]);
    expect(state.vp).toEqual([1, 0, 1]);
  });

  it('A6.2 [D] at least 1 to rank: nobody holding the resource, nobody gains', () => {
    const { state, events } = inventory(13, [row({ gem: 5 }), row(), row({ weapon: 2 })]);
    expect(eventsOf(events, 'inventory')).toEqual([{ type: 'inventory', resource: 'tool', leaders: [] }]);
    expect(state.vp).toEqual([0, 0, 0]);
  });

  it('A6.2 an Inventory of all resources counts each holder’s total, ties all gain', () => {
    const { state, events } = inventory(19, [row({ gem: 2, tool: 2 }), row({ book: 5 }), row({ weapon: 1, provisions: 1, gem: 3 })]);
    expect(eventsOf(events, 'inventory')).toEqual([{ type: 'inventory', resource: 'all', leaders: [1, 2] }]);
    expect(state.vp).toEqual([0, 1, 1]);
  });
});

describe('A6.3 Donation', () => {
  /** Stops the hand on the Donation at 5 (from 4, the last die by the Machinery M1), start player 1. */
  const donation = (stock: number[][], patch: Partial<AtlandiceState> = {}) => lastVisit(4, { clock: 4, startPlayer: 1, stock, ...patch });

  it('A6.3 each seat in order from the start player may donate 2 resources for 1 VP, as often as it likes; they return to their district', () => {
    const start = donation([row({ provisions: 3 }), row({ gem: 2, book: 1, tool: 1 }), row({ weapon: 2 })]);
    expect(start.seat).toBe(0);
    let s = start.state;
    expect(s.phase).toBe('donation');
    expect(s.donors).toEqual([1, 2, 0]);
    expect(actor(s)).toBe(1);
    expect(atlandice.legalActions(s, 1)).toEqual([
      { type: 'donate', pay: ['gem', 'gem'] },
      { type: 'donate', pay: ['gem', 'book'] },
      { type: 'donate', pay: ['gem', 'tool'] },
      { type: 'donate', pay: ['book', 'tool'] },
      { type: 'pass' },
    ]);
    s = play(s, 1, { type: 'donate', pay: ['gem', 'book'] }).state;
    expect(s.vp).toEqual([0, 1, 0]);
    expect(onSector(s, 1, 'gem')).toBe(2);
    expect(onSector(s, 2, 'book')).toBe(2);
    expect(actor(s)).toBe(1); // may donate again
    const second = play(s, 1, { type: 'donate', pay: ['gem', 'tool'] });
    s = second.state;
    expect(s.vp).toEqual([0, 2, 0]);
    expect(onSector(s, 4, 'tool')).toBe(2);
    expect(s.stock[1]).toEqual(row());
    expect(eventsOf(second.events, 'donationEnded')).toEqual([{ type: 'donationEnded', seat: 1 }]); // nothing left to pay
    expect(actor(s)).toBe(2);
    s = play(s, 2, { type: 'donate', pay: ['weapon', 'weapon'] }).state;
    expect(onSector(s, 5, 'weapon')).toBe(3);
    expect(actor(s)).toBe(0);
    const last = play(s, 0, { type: 'donate', pay: ['provisions', 'provisions'] });
    expect(last.state.vp).toEqual([1, 2, 1]);
    expect(last.state.stock[0]).toEqual(row({ provisions: 1 }));
    expect(types(last.events)).toEqual(['donated', 'pointsGained', 'donationEnded', 'firstPlayer', 'gatesOpened']);
    expect(last.state.phase).toBe('visits');
    expect(last.state.startPlayer).toBe(2);
  });

  it('A6.3 pass: the donor stops and the next one in order acts; the last pass ends step 3', () => {
    let s = donation([row({ gem: 2 }), row({ book: 2 }), row({ tool: 2 })]).state;
    const a = play(s, 1, { type: 'pass' });
    expect(a.events).toEqual([{ type: 'donationEnded', seat: 1 }]);
    s = a.state;
    expect(actor(s)).toBe(2);
    s = play(s, 2, { type: 'pass' }).state;
    expect(actor(s)).toBe(0);
    const b = play(s, 0, { type: 'pass' });
    expect(b.state.vp).toEqual([0, 0, 0]);
    expect(b.state.stock).toEqual([row({ gem: 2 }), row({ book: 2 }), row({ tool: 2 })]);
    expect(b.state.round).toBe(2);
  });

  it('A6.3 seats holding fewer than 2 resources are skipped', () => {
    const { state, events } = donation([row({ gem: 2 }), row({ book: 1 }), row()]);
    expect(eventsOf(events, 'donationEnded')).toEqual([
      { type: 'donationEnded', seat: 1 },
      { type: 'donationEnded', seat: 2 },
    ]);
    expect(state.donors).toEqual([0]);
    expect(actor(state)).toBe(0);
  });

  it('A6.3 nobody able to pay: no Donation phase, the round goes on at once', () => {
    const { state, events } = donation([row({ gem: 1 }), row(), row({ tool: 1 })]);
    expect(eventsOf(events, 'donationEnded')).toHaveLength(3);
    expect(state.phase).toBe('visits');
    expect(state.round).toBe(2);
  });

  it('A6.3 [D] (cannot arise) a resource of an exhausted category is never paid: none is left in play (A5.6)', () => {
    const sectors = board({ 1: { gem: 1 }, 3: { provisions: 1 }, 4: { tool: 1 }, 5: { weapon: 1 } });
    const s = donation([row(), row({ gem: 1, tool: 1 }), row()], { stacks: exhaust(2), sectors }).state;
    expect(atlandice.legalActions(s, 1)).toEqual([{ type: 'donate', pay: ['gem', 'tool'] }, { type: 'pass' }]);
    expect(refuse(s, 1, { type: 'donate', pay: ['book', 'tool'] })).toBe('NO_SUCH_RESOURCE');
    expect(() => position(3, { stacks: exhaust(2), stock: [row({ book: 1 }), row(), row()] })).toThrow(/book is exhausted but 1 are still in play/);
  });

  it('A6.3 rejections: PAY_ORDER, NO_SUCH_RESOURCE, WRONG_DECISION, NOT_ACTIVE leave the state untouched', () => {
    const s = donation([row({ gem: 2 }), row({ gem: 1, book: 1, weapon: 1 }), row({ tool: 2 })]).state;
    expect(refuse(s, 1, { type: 'donate', pay: ['book', 'gem'] })).toBe('PAY_ORDER');
    expect(refuse(s, 1, { type: 'donate', pay: ['gem', 'gem'] })).toBe('NO_SUCH_RESOURCE');
    expect(refuse(s, 1, { type: 'donate', pay: ['tool', 'weapon'] })).toBe('NO_SUCH_RESOURCE');
    expect(refuse(s, 1, { type: 'visit', sector: 4 })).toBe('WRONG_DECISION');
    expect(refuse(s, 1, { type: 'skip' })).toBe('WRONG_DECISION');
    expect(refuse(s, 2, { type: 'donate', pay: ['tool', 'tool'] })).toBe('NOT_ACTIVE');
    expect(refuse(s, 0, { type: 'pass' })).toBe('NOT_ACTIVE');
  });
});

describe('A6.4 the end', () => {
  it('A6.4 the game ends at the end of step 3 when the hand reaches the last space (20)', () => {
    const { state, events } = lastVisit(6, { clock: 18 });
    expect(state.clock).toBe(20);
    expect(state.phase).toBe('over');
    expect(types(events).slice(-1)).toEqual(['gameEnded']);
    expect(eventsOf(events, 'firstPlayer')).toEqual([]);
    expect(eventsOf(events, 'gatesOpened')).toEqual([]);
    expect(atlandice.isOver(state)).toBe(true);
  });

  it('A6.4 short of the last space the game goes on', () => {
    const { state } = lastVisit(6, { clock: 17 });
    expect(state.clock).toBe(19);
    expect(state.phase).toBe('visits');
    expect(state.round).toBe(2);
  });

  it('A6.4 [D] the hand never goes past the last space, and the spaces it would have passed do not trigger', () => {
    const { state, events } = lastVisit(4, { stacks: withTop('M3'), clock: 19, stock: [row({ gem: 1 }), row(), row()] });
    expect(eventsOf(events, 'clockAdvanced')).toEqual([{ type: 'clockAdvanced', from: 19, to: 20, by: 4 }]);
    expect(state.clock).toBe(20);
    expect(eventsOf(events, 'inventory')).toEqual([]);
    expect(state.phase).toBe('over');
  });

  it('A6.4 the event of the last space is resolved before the end: a Donation there, then the game ends', () => {
    const { state } = lastVisit(6, { stock: [row({ gem: 2 }), row(), row()] }, { clockTrack: [null, null, { kind: 'donation' }] });
    expect(state.phase).toBe('donation');
    const { state: end, events } = play(state, 0, { type: 'donate', pay: ['gem', 'gem'] });
    expect(end.phase).toBe('over');
    expect(end.vp).toEqual([1, 0, 0]);
    expect(types(events).slice(-1)).toEqual(['gameEnded']);
  });
});

describe('A6.5 the Inn’s clock effect (I1)', () => {
  const inn = (patch: Partial<AtlandiceState>) => position(3, { stacks: withTop('I1'), sectors: board({ 1: { gem: 1 }, 2: { book: 1 }, 3: { provisions: 5 }, 4: { tool: 1 }, 5: { weapon: 1 } }), ...patch });
  /** The active seat visits the Inn and takes a provisions; I1 rolls `face`. */
  const visitInn = (s: AtlandiceState, face: number) => {
    const seat = actor(s);
    const a = play(s, seat, { type: 'visit', sector: 3 });
    return play(a.state, seat, { type: 'take', sector: 3, resource: 'provisions' }, face);
  };

  it('A6.5 I1 moves the hand one space without triggering the event there', () => {
    const { state, events } = visitInn(inn({ clock: 2, dice: dice({ 3: 1, 6: 6 }), stock: [row(), row({ gem: 3 }), row()] }), 2);
    expect(eventsOf(events, 'clockAdvanced')).toEqual([{ type: 'clockAdvanced', from: 2, to: 3, by: 'inn' }]);
    expect(state.clock).toBe(3);
    expect(eventsOf(events, 'clockEvent')).toEqual([]);
    expect(state.vp).toEqual([0, 0, 0]);
  });

  it('A6.5 I1 reaching the last space: the visits of the round finish, then the game ends without step 3', () => {
    const s = inn({ clock: 19, visitsMade: 4, stacks: withTop('I1', 'M3'), dice: dice({ 3: 1, 4: 1, 6: 1 }) });
    const a = visitInn(s, 4);
    expect(a.state.clock).toBe(20);
    expect(a.state.endAfterVisits).toBe(true);
    expect(a.state.phase).toBe('visits');
    expect(actor(a.state)).toBe(2);
    // The last visit: the remaining die lies by the Machinery M3, but step 3 does not happen.
    const b = play(a.state, 2, { type: 'visit', sector: 6 });
    expect(eventsOf(b.events, 'clockAdvanced')).toEqual([]);
    expect(eventsOf(b.events, 'clockEvent')).toEqual([]);
    expect(b.state.clock).toBe(20);
    expect(b.state.phase).toBe('over');
    expect(types(b.events).slice(-1)).toEqual(['gameEnded']);
  });

  it('A6.5 I1 reaching the last space on the round’s last visit ends the game at once, without step 3', () => {
    const s = inn({ clock: 19, visitsMade: 5, stacks: withTop('I1', 'M3'), dice: dice({ 3: 1, 4: 1 }) });
    const { state, events } = visitInn(s, 1);
    expect(eventsOf(events, 'clockAdvanced')).toEqual([{ type: 'clockAdvanced', from: 19, to: 20, by: 'inn' }]);
    expect(state.phase).toBe('over');
    expect(eventsOf(events, 'gameEnded')).toHaveLength(1);
  });
});
