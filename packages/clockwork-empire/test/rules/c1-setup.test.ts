import { describe, expect, it } from 'vitest';
import { SetupError } from '@tabula/core';
import { PROVISIONAL_SET } from '../../src/index';
import { clockworkEmpire as game } from '../../src/index';
import { eventsOf, play, refusal } from '@tabula/clockwork-empire/testing';

describe('C1 setup', () => {
  it('C1.1, C1.5: 6 dice each, one on Railway, Bridge and Highlands, 3 in hand', () => {
    const s = game.setup({ players: 4, seed: 'x' });
    expect(s.seats.map((p) => p.diceInHand)).toEqual([3, 3, 3, 3]);
    expect(s.whiteDice).toEqual({ railway: [0, 1, 2, 3], bridge: [0, 1, 2, 3], highlands: [0, 1, 2, 3], canyon: [] });
  });

  it('C1.2: the supply holds players × 2 of each resource', () => {
    expect(game.setup({ players: 3, seed: 'x' }).supply).toEqual([6, 6, 6, 6, 6]);
    expect(game.setup({ players: 4, seed: 'x' }).supply).toEqual([8, 8, 8, 8, 8]);
  });

  it('C1.4, C1.6, C1.7: gods beside their areas, start VP 0/1/2/3, pawns on the Temple', () => {
    const s = game.setup({ players: 4, seed: 'x' });
    expect(s.seats.map((p) => p.vp)).toEqual([0, 1, 2, 3]);
    expect(s.seats.every((p) => p.pawn === 'temple')).toBe(true);
    expect(s.gods.factory).toEqual(['wrath', 'forgefather']);
  });

  it('C9: with 3 players the Canyon is left out of the loop', () => {
    expect(game.setup({ players: 3, seed: 'x' }).loop).not.toContain('canyon');
    expect(game.setup({ players: 4, seed: 'x' }).loop).toContain('canyon');
  });

  it('C1.3: each draws 4; in seat order, discard any number, then draw back up to 4', () => {
    const s = game.setup({ players: 3, seed: 'x' });
    expect(s.seats.map((p) => p.hand.length)).toEqual([4, 4, 4]);
    expect(game.activeSeats(s)).toEqual([0]);
    const [a, b] = s.seats[0]!.hand;
    let next = play(s, 0, { type: 'discard', card: a! }).state;
    next = play(next, 0, { type: 'discard', card: b! }).state;
    expect(next.seats[0]!.hand).toHaveLength(2);
    const out = play(next, 0, { type: 'done' });
    expect(out.state.seats[0]!.hand).toHaveLength(4);
    expect(out.state.discard).toEqual([a, b]);
    const drawn = out.state.seats[0]!.hand.slice(2);
    expect(eventsOf(out.events, 'drew')).toEqual([{ type: 'drew', seat: 0, count: 2, cards: drawn, audience: [0] }]);
    // Seat 1 and spectators see who drew and how many, not which cards.
    expect(eventsOf(game.eventsFor(out.events, 1), 'drew')).toEqual([{ type: 'drew', seat: 0, count: 2, audience: [0], redacted: true }]);
    expect(game.activeSeats(out.state)).toEqual([1]);
    expect(refusal(out.state, 0, { type: 'done' })).toBe('NOT_ACTIVE');
  });

  it('C1.3: after the last mulligan, seat 0 starts and its dice are rolled (forced)', () => {
    let s = game.setup({ players: 3, seed: 'x' });
    s = play(s, 0, { type: 'done' }).state;
    s = play(s, 1, { type: 'done' }).state;
    const out = play(s, 2, { type: 'done' }, 6, 1, 3);
    expect(out.state.phase).toBe('play');
    expect(eventsOf(out.events, 'rolled')).toEqual([{ type: 'rolled', seat: 0, faces: [6, 1, 3] }]);
    expect(game.legalActions(out.state, 0)).toEqual([{ type: 'keep', die: 0 }, { type: 'keep', die: 1 }, { type: 'keep', die: 2 }]);
  });

  it('C1.6: start VP: the start player (seat 0) 0, then in seat order 1, 2, 3', () => {
    expect(game.setup({ players: 3, seed: 'y' }).seats.map((p) => p.vp)).toEqual([0, 1, 2]);
    expect(game.setup({ players: 4, seed: 'y' }).seats.map((p) => p.vp)).toEqual([0, 1, 2, 3]);
    // The mulligan changes no VP: seat 0 starts play on 0.
    let s = game.setup({ players: 3, seed: 'y' });
    for (const seat of [0, 1, 2]) s = play(s, seat, { type: 'done' }).state;
    expect([s.phase, s.current, ...s.seats.map((p) => p.vp)]).toEqual(['play', 0, 0, 1, 2]);
  });

  it('C9: bad configs throw a SetupError naming the field', () => {
    const errorOf = (f: () => unknown): unknown => {
      try {
        f();
      } catch (e) {
        return e;
      }
      return 'accepted';
    };
    const players = errorOf(() => game.setup({ players: 2, seed: 'x' }));
    expect(players).toBeInstanceOf(SetupError);
    expect(players).toMatchObject({ field: 'players', message: 'players: must be a whole number from 3 to 4, got 2' });
    const option = errorOf(() => game.setup({ players: 3, seed: 'x', options: { colour: 1 } as never }));
    expect(option).toBeInstanceOf(SetupError);
    expect(option).toMatchObject({ field: 'options.colour', message: 'options.colour: is not a field of options (the fields are set)' });
    const name = errorOf(() => game.setup({ players: 3, seed: 'x', options: { set: { ...PROVISIONAL_SET, name: '' } } }));
    expect(name).toBeInstanceOf(SetupError);
    expect(name).toMatchObject({ field: 'options.set.name', message: 'options.set.name: must be a non-empty string of at most 80 characters, got ""' });
  });
});
