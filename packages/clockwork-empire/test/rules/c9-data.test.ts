import { describe, expect, it } from 'vitest';
import { SetupError } from '@tabula/core';
import { AREAS, PROVISIONAL_SET, validateSet, type ComponentSet } from '../../src/index';
import { clockworkEmpire as game } from '../../src/index';
import { eventsOf, park, pendingKind, play, playAll, position, refusal, turnOf } from '@tabula/clockwork-empire/testing';

const setWith = (edit: (s: ComponentSet) => void): ComponentSet => {
  const s = structuredClone(PROVISIONAL_SET);
  edit(s);
  return s;
};
const errorOf = (set: unknown): SetupError => {
  try {
    validateSet(set, 4);
  } catch (e) {
    if (e instanceof SetupError) return e;
    throw e;
  }
  throw new Error('the set was accepted');
};
const fieldOf = (set: unknown): string => errorOf(set).field;

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
    expect(fieldOf(setWith((s) => (s.loop[0] = 'railway')))).toBe('options.set.loop[1]'); // railway twice
    expect(fieldOf(setWith((s) => ([s.loop[0], s.loop[1]] = [s.loop[1]!, s.loop[0]!])))).toBe('options.set.loop[0]');
    expect(fieldOf(setWith((s) => (s.colours.ruins = 'purple')))).toBe('options.set.colours.ruins');
    expect(fieldOf(setWith((s) => (s.gods[0]!.area = 'ruins')))).toBe('options.set.gods');
    expect(fieldOf(setWith((s) => (s.cards[3]!.cost = ['crystal', 'steel'])))).toBe('options.set.cards[3].cost');
    expect(fieldOf(setWith((s) => (s.cards[3]!.ability = [{ op: 'repeat' }])))).toBe('options.set.cards[3].ability[0].op');
    expect(fieldOf(setWith((s) => (s.cards[3]!.ability = [{ op: 'gainVp', n: 0 }])))).toBe('options.set.cards[3].ability[0].n');
    expect(fieldOf(setWith((s) => (s.cards[3]!.ability = [{ op: 'extraSteps', n: 0 }])))).toBe('options.set.cards[3].ability[0].n');
    expect(fieldOf(setWith((s) => (s.cards[3]!.ability = [{ op: 'extraSteps', n: 2, back: true } as never])))).toBe('options.set.cards[3].ability[0].back');
    expect(fieldOf(setWith((s) => (s.gods[2]!.text = [{ op: 'vpPer', count: { of: 'hand', colour: 'red' }, per: 1, vp: 1 }])))).toBe('options.set.gods[2].text[0].count.colour');
    expect(fieldOf(setWith((s) => (s.cards = s.cards.slice(0, 10))))).toBe('options.set.cards');
    expect(fieldOf(null)).toBe('options.set');
  });

  it('C9: duplicates are reported with the paths of both fields', () => {
    const card = errorOf(setWith((s) => (s.cards[3]!.id = s.cards[1]!.id)));
    expect(card.field).toBe('options.set.cards[3].id');
    expect(card.message).toContain('"P2" duplicates options.set.cards[1].id');
    const god = errorOf(setWith((s) => (s.cards[0]!.id = 'ishtar')));
    expect(god.field).toBe('options.set.cards[0].id');
    expect(god.message).toContain('duplicates options.set.gods[0].id');
    const loop = errorOf(setWith((s) => (s.loop[7] = 'railway')));
    expect(loop.field).toBe('options.set.loop[7]');
    expect(loop.message).toContain('duplicates options.set.loop[1]');
    const colour = errorOf(setWith((s) => (s.colours.fortress = 'yellow')));
    expect([colour.field, colour.message]).toEqual(['options.set.colours.fortress', expect.stringContaining('duplicates options.set.colours.exchange')]);
    const from = errorOf(setWith((s) => (s.cards[2]!.ability = [{ op: 'choose', from: ['gear', 'glass', 'gear'], n: 1 }])));
    expect([from.field, from.message]).toEqual(['options.set.cards[2].ability[0].from[2]', expect.stringContaining('duplicates options.set.cards[2].ability[0].from[0]')]);
  });

  it('C9: a user set replaces the provisional one (setup option), validated on load', () => {
    const set = setWith((s) => {
      s.cards = s.cards.map((c) => ({ ...c, vp: 5 }));
    });
    const st = game.setup({ players: 3, seed: 'x', options: { set } });
    expect(st.set!.cards.every((c) => c.vp === 5)).toBe(true);
    expect(() => game.setup({ players: 3, seed: 'x', options: { set: { ...set, loop: [] } } })).toThrow(/options\.set\.loop/);
  });

  it('C9 vocabulary: one engine runs card abilities (draw, steal VP, steal resource, untap, basic)', () => {
    const set = setWith((s) => {
      s.cards[0]!.ability = [{ op: 'draw', n: 1 }, { op: 'stealVp', n: 2 }, { op: 'stealResource', n: 1 }, { op: 'untapAll' }, { op: 'basic', area: 'fortress' }];
    });
    const s = position(
      4,
      (s) => {
        turnOf(s, 0, [1], 'fortress'); // fortress → temple (purple)
        s.discard.push(s.seats[0]!.hand.pop()!); // room for the draw
        s.seats[0]!.built = [{ cards: ['P1'], tapped: false }, { cards: ['R1'], tapped: true }];
        s.seats[2]!.resources = [0, 0, 1, 0, 0];
        for (const p of s.seats.slice(1)) p.pawn = 'ruins';
        park(s, 0, 'exchange');
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

describe('C9 vocabulary: extra steps', () => {
  it('C9 extraSteps: on arrival, move on 1 to n steps; the new space is a full arrival and the old one is forfeited', () => {
    // W2 (Surveyor, white): extra steps 2. Seat 0 arrives at the Railway (white).
    const s = position(4, (s) => {
      turnOf(s, 0, [1], 'temple');
      s.seats[0]!.built = [{ cards: ['W2'], tapped: false }];
      s.seats[0]!.vp = 5;
      s.seats[1]!.pawn = 'factory';
      s.seats[2]!.pawn = 'ruins';
      s.seats[3]!.pawn = 'ruins';
      park(s, 0, 'exchange');
    });
    const t = playAll(s, 0, [{ type: 'keep', die: 0 }, { type: 'go' }, { type: 'activate', clockworker: 0 }]).state;
    expect(t.seats[0]!.pawn).toBe('railway');
    expect(game.legalActions(t, 0)).toEqual([{ type: 'moveOn', steps: 1 }, { type: 'moveOn', steps: 2 }, { type: 'done' }]);
    expect(refusal(t, 0, { type: 'moveOn', steps: 3 })).toBe('BAD_MOVE');
    const out = play(t, 0, { type: 'moveOn', steps: 2 });
    expect(eventsOf(out.events, 'moved')).toEqual([{ type: 'moved', seat: 0, from: 'railway', to: 'factory', steps: 2 }]);
    expect(eventsOf(out.events, 'tollPaid')).toEqual([{ type: 'tollPaid', seat: 0, to: 1, vp: 1 }]); // C2.4 at the new space
    expect(out.state.seats[0]!.vp).toBe(4); // the Railway's +1 VP was forfeited
    // Declining stays: the Railway's effect follows.
    const stay = play(t, 0, { type: 'done' });
    expect(stay.state.seats[0]!.pawn).toBe('railway');
    expect(eventsOf(stay.events, 'vpGained')).toEqual([{ type: 'vpGained', seat: 0, vp: 1, reason: 'railway' }]);
  });

  it('C9 extraSteps: in a stack, they come after the other abilities, summed', () => {
    // G1 (choose 1 of gear/glass/spring, extra steps 1) + W2 (extra steps 2), at the Ruins (green).
    const s = position(4, (s) => {
      turnOf(s, 0, [6, 1], 'temple'); // 7 steps
      s.seats[0]!.built = [{ cards: ['G1', 'W2'], tapped: false }];
      park(s, 0, 'exchange');
    });
    const t = playAll(s, 0, [{ type: 'keep', die: 0 }, { type: 'keep', die: 1 }, { type: 'go' }, { type: 'activate', clockworker: 0 }]).state;
    expect(t.seats[0]!.pawn).toBe('ruins');
    expect(pendingKind(t)).toBe('choose');
    const u = play(t, 0, { type: 'take', resource: 'glass' }).state;
    expect(game.legalActions(u, 0)).toEqual([1, 2, 3].map((steps) => ({ type: 'moveOn', steps })).concat([{ type: 'done' }] as never));
    expect(play(u, 0, { type: 'moveOn', steps: 3 }).state.seats[0]!.pawn).toBe('temple'); // ruins → highlands → fortress → temple
  });
});
