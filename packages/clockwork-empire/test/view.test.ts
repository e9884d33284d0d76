import { describe, expect, it } from 'vitest';
import { createRng } from '@tabula/core';
import { determinize, PROVISIONAL_SET, type ClockworkState } from '../src/index';
import { clockworkEmpire as game } from '../src/index';
import { playAll, position, turnOf } from '@tabula/clockwork-empire/testing';

/** Every object and array reachable from `v`. */
function objects(v: unknown, out = new Set<object>()): Set<object> {
  if (typeof v !== 'object' || v === null || out.has(v)) return out;
  out.add(v);
  for (const x of Object.values(v)) objects(x, out);
  return out;
}

/** The paths in `v` of objects that also belong to `state` (`frozen`: only those, or `loose`: only those not frozen). */
function shared(v: unknown, state: unknown, which: 'frozen' | 'loose'): string[] {
  const mine = objects(state);
  const out: string[] = [];
  const walk = (x: unknown, path: string) => {
    if (typeof x !== 'object' || x === null) return;
    if (mine.has(x) && Object.isFrozen(x) === (which === 'frozen')) out.push(path);
    for (const [k, y] of Object.entries(x)) walk(y, `${path}.${k}`);
  };
  walk(v, 'view');
  return out;
}

describe('views', () => {
  const userSet = { ...structuredClone(PROVISIONAL_SET), name: 'my set' };
  const midTurn = (options?: { set: typeof userSet }) =>
    playAll(
      position(
        4,
        (s) => {
          turnOf(s, 0, [2, 4, 5]);
          s.seats[0]!.built = [{ cards: ['Y2'], tapped: false }];
          s.deck = s.deck.filter((c) => c !== 'Y2');
          for (const p of s.seats) p.hand = p.hand.filter((c) => c !== 'Y2');
        },
        options,
      ),
      0,
      [{ type: 'keep', die: 0 }, { type: 'go' }],
    ).state;

  it('C10.1: share only frozen parts with the state, never its secrets (the default set is named, not included)', () => {
    const s = midTurn();
    for (const viewer of [null, 0, 1]) {
      const v = game.view(s, viewer);
      expect(shared(v, s, 'loose')).toEqual([]);
      // The public parts are the state's own, shared (not copied): the board, the turn, the holdings.
      expect(v.slots).toBe(s.slots);
      expect(v.turn).toBe(s.turn);
      expect(v.seats[1]!.built).toBe(s.seats[1]!.built);
      // The view itself and its seats are new; no other seat's hand, nor the deck, is in it.
      expect(Object.isFrozen(v)).toBe(false);
      expect(Object.isFrozen(v.seats[0])).toBe(false);
      const paths = shared(v, s, 'frozen');
      expect(paths.filter((p) => /^view\.seats\.\d+\.hand$/.test(p))).toEqual(viewer === null ? [] : [`view.seats.${viewer}.hand`]);
      expect(objects(v).has(s.deck)).toBe(false);
      for (const [seat, p] of s.seats.entries()) if (seat !== viewer) expect(objects(v).has(p.hand)).toBe(false);
    }
    const v = game.view(s, 0);
    expect(v.set).toBeNull();
    expect(v.setName).toBe(PROVISIONAL_SET.name);
  });

  it('C10.1: a view of a state that is not frozen (built by hand) is a copy: it shares nothing with it', () => {
    const s = structuredClone(midTurn());
    for (const viewer of [null, 0]) {
      const v = game.view(s, viewer);
      expect(shared(v, s, 'loose')).toEqual([]);
      expect(shared(v, s, 'frozen')).toEqual([]);
      expect(v).toEqual(game.view(midTurn(), viewer));
    }
  });

  it('C9, C10.1: show a user set as the state’s own, frozen: a caller cannot change it', () => {
    const s = midTurn({ set: userSet });
    const v = game.view(s, 0);
    expect(shared(v, s, 'loose')).toEqual([]);
    expect(v.set).toEqual(s.set);
    expect(v.set).toBe(s.set);
    expect(() => {
      (v.set!.cards[0] as { vp: number }).vp = 99;
    }).toThrow(TypeError);
    expect(s.set!.cards[0]!.vp).not.toBe(99);
  });

  it('C10.1: determinize restores the set: the provisional one from its name, a user set from the view', () => {
    for (const s of [midTurn(), midTurn({ set: userSet })]) {
      const d = determinize(game.view(s, 1), 1, 'det');
      expect(d.set).toEqual(s.set);
      expect(game.view(d, 1)).toEqual(game.view(s, 1));
      expect(game.legalActions(d, 0)).toEqual(game.legalActions(s, 0));
    }
  });

  it('C10.1: determinize shares the frozen parts of a view, and copies a view read from JSON without freezing it', () => {
    const s = midTurn();
    const v = game.view(s, 1);
    const d = game.determinize!(v, 1, 'det');
    expect(d.slots).toBe(s.slots);
    expect(d.seats[1]!.hand).toBe(s.seats[1]!.hand);
    expect(d.seats[0]!.built).toBe(s.seats[0]!.built);
    // Everyone else's hand and the deck are redealt: the same sizes, the same cards in all.
    expect(d.seats.map((p) => p.hand.length)).toEqual(s.seats.map((p) => p.hand.length));
    expect([...d.deck, ...d.seats.flatMap((p) => p.hand)].sort()).toEqual([...s.deck, ...s.seats.flatMap((p) => p.hand)].sort());
    const json = JSON.parse(JSON.stringify(v)) as typeof v;
    const fromJson = game.determinize!(json, 1, 'det');
    expect(fromJson).toEqual(d);
    expect(objects(json).size).toBeGreaterThan(10);
    for (const part of objects(json)) expect(Object.isFrozen(part)).toBe(false);
    expect([...objects(fromJson)].filter((part) => objects(json).has(part))).toEqual([]);
  });

  it('C10.1: determinize copies a part the caller put into a view the game made, and shares the rest', () => {
    const s = midTurn();
    const v = game.view(s, 1);
    const supply = [...v.supply];
    const resources = [...v.seats[0]!.resources];
    v.supply = supply;
    v.seats[0]!.resources = resources;
    const d = game.determinize!(v, 1, 'mixed');
    expect(d.supply).not.toBe(supply);
    expect(d.supply).toEqual(s.supply);
    expect(d.seats[0]!.resources).not.toBe(resources);
    expect(d.seats[0]!.resources).toEqual(s.seats[0]!.resources);
    expect(Object.isFrozen(d.supply) && Object.isFrozen(d.seats[0]!.resources)).toBe(true);
    expect(Object.isFrozen(supply) || Object.isFrozen(resources)).toBe(false);
    expect(d.slots).toBe(s.slots);
    expect(d.seats[0]!.built).toBe(s.seats[0]!.built);
    expect(shared(d, supply, 'loose')).toEqual([]);
  });

  it('C10.1: determinize shuffles the cards the seat cannot place (in set order) and deals the other hands in seat order, the rest as the deck', () => {
    const s = midTurn();
    for (const seat of [0, 1, 3]) {
      const seen = new Set([...s.discard, ...s.seats[seat]!.hand, ...s.seats.flatMap((p) => p.built.flatMap((b) => b.cards))]);
      const rng = createRng(`deal-${seat}`);
      const pool = rng.shuffle(PROVISIONAL_SET.cards.map((c) => c.id).filter((id) => !seen.has(id)));
      const hands = s.seats.map((p, i) => (i === seat ? p.hand : pool.splice(0, p.hand.length)));
      const d = game.determinize!(game.view(s, seat), seat, `deal-${seat}`);
      expect(d.seats.map((p) => p.hand)).toEqual(hands);
      expect(d.deck).toEqual(pool);
      expect(d.rng).toEqual(rng.state());
    }
  });

  it('C10.1: a view read from JSON with hand sizes out of range deals as many cards as there are, none twice', () => {
    const s = midTurn();
    const v = JSON.parse(JSON.stringify(game.view(s, 1))) as ReturnType<typeof game.view>;
    v.seats[0]!.handSize = -1;
    v.seats[2]!.handSize = 2.7;
    v.seats[3]!.handSize = 99;
    const d = game.determinize!(v, 1, 'odd');
    expect(d.seats[0]!.hand).toEqual([]);
    expect(d.seats[2]!.hand).toHaveLength(2);
    const dealt = [...d.deck, ...d.seats.filter((_, i) => i !== 1).flatMap((p) => p.hand)];
    expect(new Set(dealt).size).toBe(dealt.length);
    expect(d.deck).toEqual([]);
  });

  it('C10.1: determinize remembers the unseen cards of a view only while its lists are the same frozen ones', () => {
    const s = midTurn();
    const v = game.view(s, 1);
    const pool = (d: ClockworkState) => [...d.deck, ...d.seats.filter((_, i) => i !== 1).flatMap((p) => p.hand)].sort();
    const first = pool(game.determinize!(v, 1, 'a'));
    expect(pool(game.determinize!(v, 1, 'b'))).toEqual(first);
    // The same view with a card of the pool discarded (a new list): the card is no longer dealt.
    const card = first[0]!;
    v.discard = Object.freeze([...v.discard, card]) as string[];
    expect(pool(game.determinize!(v, 1, 'c'))).not.toContain(card);
  });
});
