/** Issue 20: frozen data, refused configs, seat -0, bounded loops. Each test failed before its fix. */
import { describe, expect, it } from 'vitest';
import { CoreErrors, forceDraws } from '@tabula/core';
import { unfrozenExports, withinTime } from '@tabula/core/testing';
import * as pkg from '../src/index';
import * as testing from '../src/testing/index';
import { atlandice, BLACK_MARKET_CLOCK, CLOCK_TRACK, DISTRICTS, EFFECT_ROLLS, PLAYER_COUNT_SETUP, RESOURCES, SECTOR_NAMES, SECTORS, TILE_IDS, TILES } from '../src/index';
import { board, dice, position, row, withTop } from '@tabula/atlandice/testing';

describe('exported data is deeply frozen (issue 20)', () => {
  it('A1, A7, A10 every exported table the rules read at run time is frozen all the way down', () => {
    expect(unfrozenExports(pkg)).toEqual([]);
    expect(unfrozenExports(testing)).toEqual([]);
    for (const table of [RESOURCES, SECTORS, DISTRICTS, SECTOR_NAMES, PLAYER_COUNT_SETUP, TILES, TILE_IDS, BLACK_MARKET_CLOCK, CLOCK_TRACK, EFFECT_ROLLS]) {
      expect(Object.isFrozen(table)).toBe(true);
    }
  });

  it('A1.1, A10.3 a caller cannot change the rules through a table: sorting RESOURCES or editing the track throws', () => {
    expect(() => (RESOURCES as unknown as string[]).sort()).toThrow(TypeError);
    expect(() => {
      (CLOCK_TRACK as unknown as unknown[])[3] = null;
    }).toThrow(TypeError);
    expect(() => {
      (TILES[0] as { clock: number }).clock = 9;
    }).toThrow(TypeError);
    expect(() => {
      (EFFECT_ROLLS.J1 as number[]).push(2);
    }).toThrow(TypeError);
    // The rules still read the data they were written for.
    expect(RESOURCES).toEqual(['gem', 'book', 'provisions', 'tool', 'weapon']);
    expect(atlandice.setup({ players: 3, seed: 'frozen' }).track[3]).toEqual({ kind: 'inventory', resource: 'gem' });
  });
});

describe('seat -0 (issue 20)', () => {
  it('A4.1 a visit by seat -0 is seat 0’s: the state stores 0, never -0', () => {
    const s = position(3, { dice: dice({ 6: 7 }) });
    const out = atlandice.apply(s, -0, { type: 'visit', sector: 6 });
    if (!out.ok) throw new Error(out.error.message);
    expect(Object.is(out.state.visit!.seat, 0)).toBe(true);
    expect(out.events[0]).toEqual({ type: 'dieTaken', seat: 0, holder: 0, sector: 6 });
    expect(Object.is((out.events[0] as { seat: number }).seat, 0)).toBe(true);
    const plain = atlandice.apply(s, 0, { type: 'visit', sector: 6 });
    expect(plain.ok && JSON.stringify(plain.state)).toBe(JSON.stringify(out.state));
  });

  it('A6.3 a Donation reached through seat -0 lists seat 0, not -0', () => {
    // Seat 0's last visit stops the hand on the Donation at 5; seat 0 is the only donor.
    const s = position(3, { startPlayer: 1, visitsMade: 5, clock: 4, dice: dice({ 4: 1, 6: 1 }), stock: [row({ gem: 2 }), row(), row()], sectors: board({ 1: { gem: 1 }, 2: { book: 1 }, 3: { provisions: 1 }, 4: { tool: 1 }, 5: { weapon: 1 } }) });
    const out = atlandice.apply(s, -0, { type: 'visit', sector: 6 });
    if (!out.ok) throw new Error(out.error.message);
    expect(out.state.phase).toBe('donation');
    expect(out.state.donors).toEqual([0]);
    expect(Object.is(out.state.donors[0], 0)).toBe(true);
    expect(atlandice.validateState(out.state)).toEqual([]);
  });
});

describe('bounded loops (issue 20)', () => {
  /** Seat 0 visits the empty Jewelers (J3 on top): the visit itself runs the J3 chain. */
  const emptyJewelers = () => position(3, { stacks: withTop('J3'), sectors: board({ 2: { book: 5 }, 3: { provisions: 5 }, 4: { tool: 5 }, 5: { weapon: 5 }, 6: { gem: 3 } }), dice: dice({ 1: 1, 6: 6 }) });

  it('J3 [ruling] a chain that rolls 6 then 1 again and again is refused after 1,000 steps instead of looping', () => {
    const links = 400; // 3 steps each: past the bound
    const forced = Array.from({ length: links }, () => [6, 1]).flat();
    const out = withinTime(2_000, 'an endless J3 chain', () => atlandice.apply(forceDraws(emptyJewelers(), ...forced), 0, { type: 'visit', sector: 1 }));
    expect(out.ok ? 'accepted' : out.error.code).toBe(CoreErrors.INTERNAL_ERROR);
    expect(out.ok ? '' : out.error.message).toMatch(/more than 1000 steps/);
  });

  it('J3 a long chain under the bound plays on: 20 links, then a failed roll ends it', () => {
    const forced = [...Array.from({ length: 20 }, () => [6, 1]).flat(), 3];
    const out = atlandice.apply(forceDraws(emptyJewelers(), ...forced), 0, { type: 'visit', sector: 1 });
    if (!out.ok) throw new Error(out.error.message);
    expect(out.events.filter((e) => e.type === 'jewelersChain')).toHaveLength(20);
    expect(out.state.visit).toBeNull();
  });

  it('validateState refuses oversized parts at once, without walking them', () => {
    const s = position(3);
    const huge = { ...s, steps: Array.from({ length: 100_000 }, () => ({ kind: 'swap' })), tilesLost: Array.from({ length: 100_000 }, () => 'J1') };
    const problems = withinTime(1_000, 'validateState on a huge state', () => atlandice.validateState(huge));
    expect(problems.map((p) => p.path)).toEqual(expect.arrayContaining(['$.steps', '$.tilesLost']));
  });
});
