import { describe, expect, it } from 'vitest';
import { SetupError } from '@tabula/core';
import { AREAS, PROVISIONAL_SET, validateSet, type ComponentSet } from '../../src/index';
import { eventsOf, game, makeState, playAll, turnOf } from '../helpers';

const setWith = (edit: (s: ComponentSet) => void): ComponentSet => {
  const s = structuredClone(PROVISIONAL_SET);
  edit(s);
  return s;
};
const fieldOf = (set: unknown): string => {
  try {
    validateSet(set, 4);
  } catch (e) {
    if (e instanceof SetupError) return e.field;
    throw e;
  }
  throw new Error('the set was accepted');
};

describe('C9 component data', () => {
  it('C9: the provisional set is tagged provisional and validates', () => {
    expect(PROVISIONAL_SET.source).toBe('provisional');
    const v = validateSet(PROVISIONAL_SET, 4);
    expect(v.cards).toEqual(PROVISIONAL_SET.cards);
    expect(v.source).toBe('user');
    for (const a of AREAS) expect(PROVISIONAL_SET.gods.filter((g) => g.area === a)).toHaveLength(2);
    expect(PROVISIONAL_SET.gods.find((g) => g.first)?.name).toBe('Wrath of Destruction and Strife');
  });

  it('C9: a bad set is refused with the field at fault', () => {
    expect(fieldOf(setWith((s) => (s.loop[0] = 'railway')))).toBe('options.set.loop');
    expect(fieldOf(setWith((s) => ([s.loop[0], s.loop[1]] = [s.loop[1]!, s.loop[0]!])))).toBe('options.set.loop[0]');
    expect(fieldOf(setWith((s) => (s.colours.ruins = 'purple')))).toBe('options.set.colours');
    expect(fieldOf(setWith((s) => (s.gods[0]!.area = 'ruins')))).toBe('options.set.gods');
    expect(fieldOf(setWith((s) => (s.cards[3]!.cost = ['crystal', 'steel'])))).toBe('options.set.cards[3].cost');
    expect(fieldOf(setWith((s) => (s.cards[3]!.ability = [{ op: 'repeat' }])))).toBe('options.set.cards[3].ability[0].op');
    expect(fieldOf(setWith((s) => (s.cards[3]!.ability = [{ op: 'gainVp', n: 0 }])))).toBe('options.set.cards[3].ability[0].n');
    expect(fieldOf(setWith((s) => (s.gods[2]!.text = [{ op: 'vpPer', count: { of: 'hand', colour: 'red' }, per: 1, vp: 1 }])))).toBe('options.set.gods[2].text[0].count.colour');
    expect(fieldOf(setWith((s) => (s.cards[4]!.id = s.cards[5]!.id)))).toBe('options.set');
    expect(fieldOf(setWith((s) => (s.cards = s.cards.slice(0, 10))))).toBe('options.set.cards');
    expect(fieldOf(null)).toBe('options.set');
  });

  it('C9: a user set replaces the provisional one (setup option), validated on load', () => {
    const set = setWith((s) => {
      s.cards = s.cards.map((c) => ({ ...c, vp: 5 }));
    });
    const st = game.setup({ players: 3, seed: 'x', options: { set } });
    expect(st.set.cards.every((c) => c.vp === 5)).toBe(true);
    expect(() => game.setup({ players: 3, seed: 'x', options: { set: { ...set, loop: [] } } })).toThrow(/options\.set\.loop/);
  });

  it('vocabulary: one engine runs card abilities (draw, steal VP, steal resource, untap, basic)', () => {
    const set = setWith((s) => {
      s.cards[0]!.ability = [{ op: 'draw', n: 1 }, { op: 'stealVp', n: 2 }, { op: 'stealResource', n: 1 }, { op: 'untapAll' }, { op: 'basic', area: 'fortress' }];
    });
    const s = makeState(
      4,
      (s) => {
        turnOf(s, 0, [1], 'fortress'); // fortress → temple (purple)
        s.discard.push(s.seats[0]!.hand.pop()!); // room for the draw
        s.seats[0]!.built = [{ cards: ['P1'], tapped: false }, { cards: ['R1'], tapped: true }];
        s.seats[2]!.resources = [0, 0, 1, 0, 0];
        s.supply[2] = 7;
        for (const p of s.seats.slice(1)) p.pawn = 'ruins';
      },
      { set },
    );
    const t = playAll(s, 0, [{ type: 'keep', die: 0 }, { type: 'go' }, { type: 'activate', clockworker: 0 }]);
    expect(eventsOf(t.events, 'drew')[0]).toMatchObject({ seat: 0, count: 1 });
    const u = playAll(t.state, 0, [{ type: 'stealVp', seat: 3 }, { type: 'stealResource', seat: 2, resource: 'glass' }]);
    expect(u.state.seats[3]!.vp).toBe(1);
    expect(u.state.seats[0]!.built.map((b) => b.tapped)).toEqual([true, false]); // untapAll spares the source
    expect(u.state.seats[0]!.resources).toEqual([1, 0, 1, 0, 0]); // + the Fortress basic's steel
    expect(eventsOf(u.events, 'vpGained')).toEqual([{ type: 'vpGained', seat: 0, vp: 1, reason: 'effect' }]); // then the Temple's basic
    expect(game.activeSeats(u.state)).toEqual([1]);
  });
});
