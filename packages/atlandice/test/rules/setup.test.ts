import { describe, expect, it } from 'vitest';
import { SetupError } from '@tabula/core';
import { atlandice, BLACK_MARKET_CLOCK, CLOCK_TRACK, RESOURCES, TILES, type AtlandiceOptions, type AtlandiceState } from '../../src/index';
import { board, eventsOf, play, position } from '@tabula/atlandice/testing';

const SEEDS = Array.from({ length: 40 }, (_, i) => `setup-${i}`);
const setup = (players: number, seed = 'setup', options?: AtlandiceOptions): AtlandiceState => atlandice.setup(options === undefined ? { players, seed } : { players, seed, options });

/** The SetupError thrown by a setup, or a failure. */
function setupError(players: number, options: unknown): SetupError {
  try {
    atlandice.setup({ players, seed: 'bad', options: options as AtlandiceOptions });
  } catch (e) {
    expect(e).toBeInstanceOf(SetupError);
    return e as SetupError;
  }
  throw new Error('setup accepted the options');
}

describe('A1 components and setup', () => {
  it('A1.1 2–4 players: 1 and 5 players are refused with a SetupError on "players"', () => {
    for (const players of [2, 3, 4]) expect(setup(players).players).toBe(players);
    for (const players of [1, 5]) {
      expect(() => setup(players)).toThrow(SetupError);
      try {
        setup(players);
      } catch (e) {
        expect((e as SetupError).field).toBe('players');
      }
    }
  });

  it('A1.1 five resource types, 12 of each: every type sums to 12 over sectors, holders and out of the game', () => {
    expect(RESOURCES).toEqual(['gem', 'book', 'provisions', 'tool', 'weapon']);
    for (const players of [2, 3, 4]) {
      const s = setup(players);
      RESOURCES.forEach((_, r) => {
        const placed = s.sectors.reduce((n, x) => n + x[r]!, 0);
        const held = s.stock.reduce((n, x) => n + x[r]!, 0);
        expect(placed + held + s.outOfGame[r]!).toBe(12);
      });
    }
  });

  it('A1.2 each category is a shuffled stack of its own 3 tiles, in category order 1–5', () => {
    const tops = new Set<string>();
    for (const seed of SEEDS) {
      const s = setup(3, seed);
      expect(s.stacks).toHaveLength(5);
      s.stacks.forEach((stack, d) => {
        const own = TILES.filter((t) => t.district === d + 1).map((t) => t.id);
        expect([...stack].sort()).toEqual(own);
      });
      tops.add(s.stacks.map((x) => x[0]).join());
    }
    expect(tops.size).toBeGreaterThan(5); // shuffled: the tops vary between seeds
  });

  it('A1.3 Black Market 3 of each type; each district 7 of its own type with 2–3 players, 2 of each type out of the game', () => {
    for (const players of [2, 3]) {
      const s = setup(players);
      expect(s.sectors).toEqual(board({ 1: { gem: 7 }, 2: { book: 7 }, 3: { provisions: 7 }, 4: { tool: 7 }, 5: { weapon: 7 }, 6: { gem: 3, book: 3, provisions: 3, tool: 3, weapon: 3 } }));
      expect(s.outOfGame).toEqual([2, 2, 2, 2, 2]);
    }
  });

  it('A1.3 with 4 players each district gets 9 of its own type and nothing is out of the game', () => {
    const s = setup(4);
    expect(s.sectors).toEqual(board({ 1: { gem: 9 }, 2: { book: 9 }, 3: { provisions: 9 }, 4: { tool: 9 }, 5: { weapon: 9 }, 6: { gem: 3, book: 3, provisions: 3, tool: 3, weapon: 3 } }));
    expect(s.outOfGame).toEqual([0, 0, 0, 0, 0]);
  });

  it('A1.3 players start with no resources, no points and no tiles', () => {
    const s = setup(4);
    expect(s.stock).toEqual(Array.from({ length: 4 }, () => [0, 0, 0, 0, 0]));
    expect(s.vp).toEqual([0, 0, 0, 0]);
    expect(s.tilesWon).toEqual([[], [], [], []]);
  });

  it('A1.4 7 dice with 2–3 players, 9 with 4, all rolled beside the sectors (A3.1)', () => {
    for (const [players, n] of [
      [2, 7],
      [3, 7],
      [4, 9],
    ] as const) {
      for (const seed of SEEDS.slice(0, 10)) {
        const s = setup(players, seed);
        expect(s.diceTotal).toBe(n);
        expect(s.dice).toHaveLength(6);
        expect(s.dice.reduce((a, b) => a + b, 0)).toBe(n);
      }
    }
  });

  it('A1.5 the submarine starts at the Machinery (sector 4)', () => {
    for (const players of [2, 3, 4]) expect(setup(players).submarine).toBe(4);
  });

  it('A1.6 a random start player drawn from the seeded RNG: every seat occurs, the same seed gives the same one', () => {
    for (const players of [2, 3, 4]) {
      const seen = new Set(SEEDS.map((seed) => setup(players, seed).startPlayer));
      expect([...seen].sort()).toEqual(Array.from({ length: players }, (_, i) => i));
      for (const seed of SEEDS.slice(0, 5)) expect(setup(players, seed).startPlayer).toBe(setup(players, seed).startPlayer);
    }
  });

  it('A1.7 the clock hand starts on the first space; the game starts in round 1 with visits', () => {
    const s = setup(3);
    expect(s.clock).toBe(0);
    expect(s.round).toBe(1);
    expect(s.phase).toBe('visits');
    expect(s.visitsMade).toBe(0);
  });
});

describe('A10 component data', () => {
  it('A10.1 the Machinery tiles show 1, 2 and 3 clock symbols (from the rulebook)', () => {
    const m = TILES.filter((t) => t.district === 4);
    expect(m.map((t) => [t.id, t.clock, t.clockSource])).toEqual([
      ['M1', 1, 'rulebook'],
      ['M2', 2, 'rulebook'],
      ['M3', 3, 'rulebook'],
    ]);
  });

  it('A10.2 the other tiles show 1, 2, 3 in A7 order (provisional) and the Black Market 2', () => {
    for (const t of TILES.filter((x) => x.district !== 4)) {
      expect(t.clock).toBe(Number(t.id[1]));
      expect(t.clockSource).toBe('provisional');
    }
    expect(TILES).toHaveLength(15);
    expect(BLACK_MARKET_CLOCK.clock).toBe(2);
    const s = setup(3);
    expect(s.blackMarketClock).toBe(2);
    expect(s.tileClocks).toEqual(Object.fromEntries(TILES.map((t) => [t.id, Number(t.id[1])])));
  });

  it('A10.3 the clock track: 21 spaces, Inventories at 3, 7, 9, 13, 15, 19, Donations at 5, 11, 17, nothing at 0 and 20', () => {
    expect(CLOCK_TRACK).toHaveLength(21);
    const events = Object.fromEntries(CLOCK_TRACK.flatMap((e, i) => (e ? [[i, e.kind === 'donation' ? 'donation' : e.resource]] : [])));
    expect(events).toEqual({ 3: 'gem', 5: 'donation', 7: 'book', 9: 'provisions', 11: 'donation', 13: 'tool', 15: 'weapon', 17: 'donation', 19: 'all' });
    expect(setup(3).track).toEqual(CLOCK_TRACK);
  });
});

describe('A10 setup options', () => {
  it('A10 tileClocks replaces only the tiles given; blackMarketClock replaces the Black Market', () => {
    const s = setup(3, 'opts', { tileClocks: { M1: 5, F3: 7 }, blackMarketClock: 4 });
    expect(s.tileClocks.M1).toBe(5);
    expect(s.tileClocks.F3).toBe(7);
    expect(s.tileClocks.M2).toBe(2);
    expect(s.tileClocks.J1).toBe(1);
    expect(s.blackMarketClock).toBe(4);
  });

  it('A10 blackMarketClock is what the hand advances by when the last die lies at the Black Market (A6.1)', () => {
    const s = position(3, { sectors: board({ 1: { gem: 1 }, 2: { book: 1 }, 3: { provisions: 1 }, 4: { tool: 1 }, 5: { weapon: 1 } }), visitsMade: 5, dice: [0, 0, 0, 0, 0, 2] }, { blackMarketClock: 4 });
    const { state } = play(s, 2, { type: 'visit', sector: 6 });
    expect(state.clock).toBe(4);
  });

  it('A10 clockTrack replaces the track: a 3-space track ends the game when the hand reaches space 2', () => {
    const s = position(3, { sectors: board({ 1: { gem: 1 }, 2: { book: 1 }, 3: { provisions: 1 }, 4: { tool: 1 }, 5: { weapon: 1 } }), visitsMade: 5, dice: [0, 0, 0, 0, 0, 2] }, { clockTrack: [null, null, null] });
    expect(s.track).toEqual([null, null, null]);
    const { state, events } = play(s, 2, { type: 'visit', sector: 6 });
    expect(state.clock).toBe(2);
    expect(state.phase).toBe('over');
    expect(eventsOf(events, 'gameEnded')).toHaveLength(1);
  });

  it('A10 a bad clock track throws a SetupError naming the field, nested fields included', () => {
    expect(setupError(3, { clockTrack: 'long' }).field).toBe('options.clockTrack');
    expect(setupError(3, { clockTrack: null }).field).toBe('options.clockTrack');
    expect(setupError(3, { clockTrack: [null] }).field).toBe('options.clockTrack');
    expect(setupError(3, { clockTrack: Array.from({ length: 101 }, () => null) }).field).toBe('options.clockTrack');
    expect(setupError(3, { clockTrack: [null, 'donation'] }).field).toBe('options.clockTrack[1]');
    expect(setupError(3, { clockTrack: [null, [1]] }).field).toBe('options.clockTrack[1]');
    expect(setupError(3, { clockTrack: [null, { kind: 'party' }] }).field).toBe('options.clockTrack[1].kind');
    expect(setupError(3, { clockTrack: [null, {}] }).field).toBe('options.clockTrack[1].kind');
    expect(setupError(3, { clockTrack: [null, null, { kind: 'inventory', resource: 'gold' }] }).field).toBe('options.clockTrack[2].resource');
    expect(setupError(3, { clockTrack: [null, null, { kind: 'inventory' }] }).field).toBe('options.clockTrack[2].resource');
    expect(setupError(3, { clockTrack: [null, { kind: 'donation', extra: 1 }] }).field).toBe('options.clockTrack[1].extra');
    expect(setupError(3, { clockTrack: [null, { kind: 'donation', resource: 'gem' }] }).field).toBe('options.clockTrack[1].resource');
    expect(setupError(3, { clockTrack: [null, { kind: 'inventory', resource: 'gem', points: 2 }] }).field).toBe('options.clockTrack[1].points');
    expect(setupError(3, { clockTrack: [{ kind: 'donation' }, null] }).field).toBe('options.clockTrack[0]');
  });

  it('A10 a bad tile clock throws a SetupError naming the tile', () => {
    expect(setupError(3, { tileClocks: { M1: 0 } }).field).toBe('options.tileClocks.M1');
    expect(setupError(3, { tileClocks: { J2: 11 } }).field).toBe('options.tileClocks.J2');
    expect(setupError(3, { tileClocks: { F1: 1.5 } }).field).toBe('options.tileClocks.F1');
    expect(setupError(3, { tileClocks: { L1: '2' } }).field).toBe('options.tileClocks.L1');
    expect(setupError(3, { tileClocks: { X9: 2 } }).field).toBe('options.tileClocks.X9');
    expect(setupError(3, { tileClocks: [1, 2] }).field).toBe('options.tileClocks');
    expect(setupError(3, { blackMarketClock: 0 }).field).toBe('options.blackMarketClock');
    expect(setupError(3, { blackMarketClock: null }).field).toBe('options.blackMarketClock');
    expect(setupError(3, { tileClocks: null }).field).toBe('options.tileClocks');
    expect(setupError(3, { tileClocks: { M1: null } }).field).toBe('options.tileClocks.M1');
    expect(setupError(3, { tileClocks: JSON.parse('{"__proto__":{"M1":2}}') }).field).toBe('options.tileClocks.__proto__');
  });

  it('A10 an unknown option, or options that are not an object, throw a SetupError naming it', () => {
    expect(setupError(3, { clocks: [] }).field).toBe('options.clocks');
    expect(setupError(3, { blackMarketClock: 2, tileclocks: { M1: 2 } }).field).toBe('options.tileclocks');
    expect(setupError(3, 'fast').field).toBe('options');
    expect(setupError(3, [1]).field).toBe('options');
    expect(setupError(3, null).field).toBe('options');
  });

  it('A10 (issue 20) an unknown config key is refused, never played with the defaults', () => {
    for (const [config, field] of [
      [{ players: 3, seed: 's', option: { blackMarketClock: 4 } }, 'option'],
      [{ players: 3, seed: 's', variant: 'short' }, 'variant'],
    ] as const) {
      try {
        atlandice.setup(config as never); // junk on purpose
        throw new Error(`accepted ${JSON.stringify(config)}`);
      } catch (e) {
        expect(e).toBeInstanceOf(SetupError);
        expect((e as SetupError).field).toBe(field);
      }
    }
  });

  it('A10 options set to undefined are no options, as in JSON (core drops an undefined config field): the defaults', () => {
    const config = { players: 3, seed: 's', options: undefined };
    expect(JSON.stringify(atlandice.setup(config))).toBe(JSON.stringify(atlandice.setup({ players: 3, seed: 's' })));
  });

  it('A10 options are copied: changing the options object after setup changes nothing', () => {
    const options: AtlandiceOptions = { clockTrack: [null, null, { kind: 'donation' }], tileClocks: { M1: 4 } };
    const s = setup(3, 'copied', options);
    options.clockTrack![2] = { kind: 'inventory', resource: 'gem' };
    options.tileClocks!.M1 = 9;
    expect(s.track).toEqual([null, null, { kind: 'donation' }]);
    expect(s.tileClocks.M1).toBe(4);
  });
});
