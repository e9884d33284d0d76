/**
 * The rulebook's worked examples (French rulebook, 3–4 player rules), played on the engine.
 * Seats: Anna 0, Bruno 1, Eric 2, Lola 3.
 */
import { describe, expect, it } from 'vitest';
import type { AtlandiceState } from '../../src/index';
import { actor, board, type Counts, dice, eventsOf, held, onSector, play, position, row, types, withTop } from '@tabula/atlandice/testing';
import { refuse } from './util';

const ANNA = 0;
const BRUNO = 1;
const ERIC = 2;
const BM: Counts = { gem: 3, book: 3, provisions: 3, tool: 3, weapon: 3 };

describe('rulebook examples', () => {
  /** Anna's Forge visit: the die of value 5 by the Forge (F1), the submarine beside the Forge. */
  const forge = (patch: Partial<AtlandiceState> = {}) =>
    position(4, {
      stacks: withTop('F1', 'M3'),
      submarine: 5,
      sectors: board({ 1: { gem: 5 }, 2: { book: 5 }, 3: { provisions: 5 }, 4: { tool: 5 }, 5: { weapon: 5, gem: 1 }, 6: BM }),
      dice: dice({ 4: 1, 5: 1, 6: 7 }),
      ...patch,
    });

  function annaAtTheForge(s: AtlandiceState) {
    expect(actor(s)).toBe(ANNA);
    const a = play(s, ANNA, { type: 'visit', sector: 5 }); // a) the 5 die by the Forge
    const b = play(a.state, ANNA, { type: 'take', sector: 5, resource: 'weapon' }); // b) a weapon…
    expect(b.state.steps[0]).toMatchObject({ kind: 'take', reason: 'submarine' });
    const c = play(b.state, ANNA, { type: 'take', sector: 5, resource: 'gem' }, 6); // …and a gem (submarine); c) F1 rolls 6
    expect(eventsOf(c.events, 'effectRoll')).toEqual([{ type: 'effectRoll', holder: ANNA, tile: 'F1', face: 6, success: true }]);
    const d = play(c.state, ANNA, { type: 'take', sector: 5, resource: 'weapon' }); // a second weapon
    return { state: d.state, events: [...a.events, ...b.events, ...c.events, ...d.events] };
  }

  it('A4.1, A4.2, F1 example 1: Anna takes the 5 die at the Forge, a weapon and a gem (submarine there), rolls 6 and takes a second weapon', () => {
    const { state, events } = annaAtTheForge(forge());
    expect(state.stock[ANNA]).toEqual(row({ weapon: 2, gem: 1 }));
    expect(state.sectors[4]).toEqual(row({ weapon: 3 }));
    expect(eventsOf(events, 'resourceTaken').map((e) => [e.resource, e.reason])).toEqual([
      ['weapon', 'visit'],
      ['gem', 'submarine'],
      ['weapon', 'F1'],
    ]);
    expect(state.dice).toEqual(dice({ 4: 1, 6: 7 }));
  });

  it('A5.2–A5.5 example 2: the emptied Library: Anna takes the tile, Bruno 3 VP, Eric nothing; 7 books return: 2 to the Black Market, 5 on the new Library, the Inn’s book stays', () => {
    const s = position(4, {
      stacks: withTop('L2'),
      visitsMade: 2, // Eric visits
      sectors: board({ 1: { gem: 5 }, 2: { book: 1 }, 3: { provisions: 5, book: 1 }, 4: { tool: 5 }, 5: { weapon: 5 }, 6: { ...BM, book: 1 } }),
      stock: [row({ book: 3 }), row({ book: 3 }), row(), row({ gem: 2 })],
      dice: dice({ 2: 1, 6: 6 }),
    });
    expect(actor(s)).toBe(ERIC);
    const a = play(s, ERIC, { type: 'visit', sector: 2 });
    const { state, events } = play(a.state, ERIC, { type: 'take', sector: 2, resource: 'book' }); // Eric now has 1 book, the Library is empty
    expect(eventsOf(events, 'districtScored')).toEqual([{ type: 'districtScored', sector: 2, tile: 'L2', winner: ANNA, tiedFirst: [BRUNO], second: [] }]);
    expect(state.tilesWon).toEqual([['L2'], [], [], []]);
    expect(state.vp).toEqual([0, 3, 0, 0]);
    expect(eventsOf(events, 'tileRevealed')).toEqual([{ type: 'tileRevealed', sector: 2, tile: 'L1', returned: 7, toBlackMarket: 2, toTile: 5 }]);
    expect(onSector(state, 6, 'book')).toBe(3);
    expect(onSector(state, 2, 'book')).toBe(5);
    expect(onSector(state, 3, 'book')).toBe(1);
    expect(state.stock.map((x) => x[1])).toEqual([0, 0, 0, 0]);
    expect(state.stock[3]).toEqual(row({ gem: 2 }));
  });

  it('A6.1, A6.3 example 3: after Anna’s turn only the die by the Machinery (3 clock symbols) remains: the hand moves 3 spaces onto a Donation', () => {
    // Anna's Forge visit is the round's last (start player Bruno, 7 visits made); the hand is on 2.
    const { state, events } = annaAtTheForge(forge({ startPlayer: BRUNO, visitsMade: 7, clock: 2, dice: dice({ 4: 1, 5: 1 }) }));
    expect(eventsOf(events, 'clockAdvanced')).toEqual([{ type: 'clockAdvanced', from: 2, to: 5, by: 4 }]);
    expect(eventsOf(events, 'clockEvent')).toEqual([{ type: 'clockEvent', space: 5, event: { kind: 'donation' } }]);
    expect(state.phase).toBe('donation');
    expect(actor(state)).toBe(ANNA); // the others hold nothing to give
  });

  it('J3 example 4: Bruno takes the 1 die by the Jewelers and a book there, rolls 6, rerolls 6: the Black Market, where he takes another book (not declinable); no effect', () => {
    const s = position(4, {
      stacks: withTop('J3'),
      visitsMade: 1,
      sectors: board({ 1: { gem: 4, book: 1 }, 2: { book: 5 }, 3: { provisions: 5 }, 4: { tool: 5 }, 5: { weapon: 5 }, 6: BM }),
      dice: dice({ 1: 1, 6: 7 }), // Anna took one die already
    });
    expect(actor(s)).toBe(BRUNO);
    const a = play(s, BRUNO, { type: 'visit', sector: 1 });
    const b = play(a.state, BRUNO, { type: 'take', sector: 1, resource: 'book' }, 6, 6);
    expect(eventsOf(b.events, 'jewelersChain')).toEqual([{ type: 'jewelersChain', holder: BRUNO, face: 6, sector: 6 }]);
    // « Il visite alors le Marché Noir où il peut prendre un autre Livre »; ZH 「隨後他走訪黑市，再拿取1個寶石」:
    // the chained visit takes like any visit (A4.1b), so Bruno may not decline it.
    expect(refuse(b.state, BRUNO, { type: 'skip' })).toBe('NOT_OPTIONAL');
    const c = play(b.state, BRUNO, { type: 'take', sector: 6, resource: 'book' });
    expect(held(c.state, BRUNO, 'book')).toBe(2);
    expect(types(c.events)).toEqual(['resourceTaken']);
    expect(c.state.visit).toBeNull();
    expect(actor(c.state)).toBe(ERIC);
  });

  it('M1–M3 example 5: Eric takes a 4 die by the Machinery, a tool there, and moves the submarine from the Library to the Black Market', () => {
    const s = position(4, { visitsMade: 2, submarine: 2, dice: dice({ 4: 2, 6: 5 }) }); // Anna and Bruno took a die each
    expect(actor(s)).toBe(ERIC);
    const a = play(s, ERIC, { type: 'visit', sector: 4 });
    const b = play(a.state, ERIC, { type: 'take', sector: 4, resource: 'tool' });
    expect(b.state.steps[0]).toEqual({ kind: 'submarine' });
    const c = play(b.state, ERIC, { type: 'submarine', sector: 6 });
    expect(c.events).toEqual([{ type: 'submarineMoved', from: 2, to: 6 }]);
    expect(c.state.submarine).toBe(6);
    expect(c.state.stock[ERIC]).toEqual(row({ tool: 1 }));
  });

  it('J2 example: Anna takes the 1 die by the Jewelers, a gem there, then swaps a gem of the Jewelers with a weapon of the Forge', () => {
    const s = position(4, { stacks: withTop('J2'), dice: dice({ 1: 1, 6: 8 }) });
    const a = play(s, ANNA, { type: 'visit', sector: 1 });
    const b = play(a.state, ANNA, { type: 'take', sector: 1, resource: 'gem' });
    const c = play(b.state, ANNA, { type: 'swap', give: 'gem', sector: 5, get: 'weapon' });
    expect(c.state.stock[ANNA]).toEqual(row({ gem: 1 }));
    expect(c.state.sectors[0]).toEqual(row({ gem: 3, weapon: 1 }));
    expect(c.state.sectors[4]).toEqual(row({ gem: 1, weapon: 4 }));
  });
});
