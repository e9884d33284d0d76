import { describe, expect, it } from 'vitest';
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

/** The paths in `v` of objects that also belong to `state`. */
function shared(v: unknown, state: ClockworkState): string[] {
  const mine = objects(state);
  const out: string[] = [];
  const walk = (x: unknown, path: string) => {
    if (typeof x !== 'object' || x === null) return;
    if (mine.has(x)) out.push(path);
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

  it('C10.1: share no object with the state (the default set is named, not included)', () => {
    const s = midTurn();
    for (const viewer of [null, 0, 1]) expect(shared(game.view(s, viewer), s)).toEqual([]);
    const v = game.view(s, 0);
    expect(v.set).toBeNull();
    expect(v.setName).toBe(PROVISIONAL_SET.name);
  });

  it('C9, C10.1: carry a copy of a user set, never the state’s own', () => {
    const s = midTurn({ set: userSet });
    const v = game.view(s, 0);
    expect(shared(v, s)).toEqual([]);
    expect(v.set).toEqual(s.set);
    expect(v.set).not.toBe(s.set);
    // Handed out fresh (or frozen): changing it changes nothing of the state, nor a later view.
    try {
      (v.set!.cards[0] as { vp: number }).vp = 99;
    } catch {
      // frozen: nothing changed either
    }
    expect(s.set!.cards[0]!.vp).not.toBe(99);
    expect(game.view(s, 0).set!.cards[0]!.vp).not.toBe(99);
  });

  it('C10.1: determinize restores the set: the provisional one from its name, a user set from the view', () => {
    for (const s of [midTurn(), midTurn({ set: userSet })]) {
      const d = determinize(game.view(s, 1), 1, 'det');
      expect(d.set).toEqual(s.set);
      expect(game.view(d, 1)).toEqual(game.view(s, 1));
      expect(game.legalActions(d, 0)).toEqual(game.legalActions(s, 0));
    }
  });
});
