/**
 * What `view` and `determinize` hand out (issue 18: they run for every seat after every action,
 * and once per search iteration): frozen parts shared instead of copied, loose parts copied, and
 * every hidden thing dealt at random among what it may be.
 */
import { createHash } from 'node:crypto';
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { legalMoves } from '@tabula/core';
import { plainJsonProblem } from '@tabula/core/testing';
import { determinize, EXPLORER_VALUES, survive, TERRAIN_TILES, type SurviveState } from '../src/index';
import { boat, creature, explorer, give, h, position, tileId } from '@tabula/survive/testing';

/** A state of a random 3-player game, `steps` actions in (past setup), frozen as `apply` makes it. */
function playedState(steps: number): SurviveState {
  const rng = seedrandom.alea('reads');
  let s = survive.setup({ players: 3, seed: 'reads' });
  for (let i = 0; i < steps && !survive.isOver(s); i++) {
    const moves = legalMoves(survive, s);
    const { seat, action } = moves[Math.floor(rng() * moves.length)]!;
    const out = survive.apply(s, seat, action);
    if (!out.ok) throw new Error(out.error.message);
    s = out.state;
  }
  return s;
}

/** The first object within `value` (itself included) that is not frozen, as a path, or undefined. */
function unfrozenPart(value: unknown, path = '$'): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  if (!Object.isFrozen(value)) return path;
  for (const [key, v] of Object.entries(value)) {
    const found = unfrozenPart(v, `${path}.${key}`);
    if (found) return found;
  }
  return undefined;
}

describe('view', () => {
  it('shares the public parts of a frozen state, and one terrain per board', () => {
    const s = playedState(60);
    const v = survive.view(s, 1);
    for (const key of ['options', 'colourOwner', 'boats', 'creatures', 'discard', 'swam', 'kills'] as const) expect(v[key], key).toBe(s[key]);
    expect(Object.isFrozen(v.terrain)).toBe(true);
    expect(survive.view(s, null).terrain).toBe(v.terrain);
    // A hidden explorer is one frozen object for every view that hides it.
    expect(v.explorers[0]!.value).toBeNull();
    expect(survive.view(s, 2).explorers[0]).toBe(v.explorers[0]);
    // The explorer list itself is frozen and shared by the views that see the same colours.
    expect(Object.isFrozen(v.explorers)).toBe(true);
    expect(survive.view(s, 1).explorers).toBe(v.explorers);
  });

  it('shares no part of a state that is not frozen through: it is viewed through a frozen copy', () => {
    const s = playedState(60);
    const loose = { ...s, explorers: Object.freeze(s.explorers.map((e, i) => (i === 0 ? { ...e } : e))) } as SurviveState;
    const v = survive.view(loose, 1);
    expect(v.explorers).not.toBe(loose.explorers);
    expect(v.explorers[0]).not.toBe(loose.explorers[0]);
    expect(v.explorers).toEqual(survive.view(s, 1).explorers);
  });

  it('copies the parts of a state that is not frozen: changing the view changes nothing in the state', () => {
    const s = position({ players: 2 });
    const b = boat(s, h(2, 4));
    const e = explorer(s, 0, 'boat', h(2, 4), 4, b);
    creature(s, 'shark', h(3, 1));
    const before = JSON.stringify(s);
    const v = survive.view(s, 0);
    expect(v.boats).not.toBe(s.boats);
    // Each part of the view is fresh or frozen: a change either lands in the view or throws.
    const attempt = (change: () => void) => {
      try {
        change();
      } catch (err) {
        expect(err).toBeInstanceOf(TypeError);
      }
    };
    attempt(() => v.boats[b]!.passengers.push(99));
    attempt(() => void (v.creatures[0]!.hex = -1));
    attempt(() => void ((v.explorers[e] as { status: string }).status = 'dead'));
    attempt(() => void (v.colourOwner[0] = 1));
    expect(JSON.stringify(s)).toBe(before);
  });
});

describe('determinize', () => {
  it('makes a state frozen throughout that shares the frozen parts of the view, and its land per board', () => {
    const s = playedState(60);
    const v = survive.view(s, 0);
    const a = survive.determinize!(v, 0, 'a');
    const b = survive.determinize!(v, 0, 'b');
    expect(unfrozenPart(a)).toBeUndefined();
    for (const key of ['options', 'colourOwner', 'boats', 'creatures', 'discard', 'swam', 'kills'] as const) expect(a[key], key).toBe(s[key]);
    expect(b.land).toBe(a.land);
    expect(a.land).toEqual(s.land);
    expect(survive.view(a, 0)).toEqual(v);
  });

  it('shares the explorer dealt to a hidden explorer with a value between determinized states', () => {
    const s = playedState(60);
    const v = survive.view(s, 0);
    const id = v.explorers.findIndex((e) => e.value === null);
    const byValue = new Map<number, object>();
    let shared = 0;
    for (let i = 0; i < 60; i++) {
      const e = survive.determinize!(v, 0, `share-${i}`).explorers[id]!;
      const seen = byValue.get(e.value);
      if (seen) {
        expect(e).toBe(seen);
        shared++;
      } else byValue.set(e.value, e);
    }
    expect(shared).toBeGreaterThan(0);
  });

  it('S1.5 keeps the values no hidden explorer took as the hidden pool: the smallest left, as many as the view counts', () => {
    const s = playedState(60);
    const v = survive.view(s, 0);
    for (let i = 0; i < 50; i++) {
      const d = survive.determinize!(v, 0, `pool-${i}`);
      for (let c = 0; c < v.colours; c++) {
        if (v.unplaced[c]) continue;
        const left: number[] = [...EXPLORER_VALUES];
        for (const e of d.explorers) if (e.colour === c) left.splice(left.indexOf(e.value), 1);
        left.sort((a, b) => a - b);
        expect(d.unplaced[c]).toEqual(left.slice(0, v.unplacedCounts[c]));
      }
    }
  });

  it('uses a hidden pool, a hidden hand and their lists again when a deal of the same view makes the same, and no list twice in one state', () => {
    // In placement (pools still hidden and drawn) and in play (every pool empty, some hands empty).
    for (const steps of [12, 120]) {
      const s = playedState(steps);
      const v = survive.view(s, 0);
      const deals = Array.from({ length: 40 }, (_, i) => determinize(v, 0, `again-${i}`));
      let again = 0;
      let fresh = 0;
      for (let i = 1; i < deals.length; i++) {
        const [d, last] = [deals[i]!, deals[i - 1]!];
        expect(plainJsonProblem(d)).toBeUndefined();
        expect(unfrozenPart(d)).toBeUndefined();
        // Each hidden pool and hand: the list the deal before made when it holds the same values,
        // else a list of its own.
        const lists: [readonly number[], readonly number[], boolean][] = [
          ...d.unplaced.map((p, c) => [p, last.unplaced[c]!, v.unplaced[c] === null] as [number[], number[], boolean]),
          ...d.hands.map((hand, seat) => [hand, last.hands[seat]!, v.hands[seat] === null] as [number[], number[], boolean]),
        ];
        for (const [now, before, hidden] of lists) {
          if (!hidden) continue;
          if (JSON.stringify(now) === JSON.stringify(before)) {
            expect(now).toBe(before);
            again++;
          } else {
            expect(now).not.toBe(before);
            fresh++;
          }
        }
        if (d.unplaced.every((p, c) => p === last.unplaced[c])) expect(d.unplaced).toBe(last.unplaced);
        else expect(d.unplaced).not.toBe(last.unplaced);
        if (d.hands.every((hand, seat) => hand === last.hands[seat])) expect(d.hands).toBe(last.hands);
        else expect(d.hands).not.toBe(last.hands);
      }
      expect(again, `steps ${steps}`).toBeGreaterThan(0);
      if (steps === 12) expect(fresh).toBeGreaterThan(0);
      // Every deal kept its values: a list used again is never changed under an earlier deal.
      deals.forEach((d, i) => expect(d).toEqual(determinize(JSON.parse(JSON.stringify(v)), 0, `again-${i}`)));
    }
  });

  it('deals what it dealt before its scratch lists, draw for draw: a fingerprint of 48 deals in setup, placement and play', () => {
    // Each hidden explorer, hand slot and island tile takes the same draw as before (the order of
    // the draws is what makes a seed's deal): the states of 48 deals, hashed.
    const hash = createHash('sha256');
    for (const steps of [0, 12, 60, 120]) {
      const s = playedState(steps);
      for (let seat = 0; seat < 3; seat++) {
        const v = survive.view(s, seat);
        for (let i = 0; i < 4; i++) hash.update(JSON.stringify(determinize(v, seat, `print-${i}`)));
      }
    }
    expect(hash.digest('hex').slice(0, 16)).toBe('5a2282e9aa7650b7');
  });

  it('deals the same from a view seen before as from a fresh copy of it, seed for seed (the plan kept per view)', () => {
    for (const steps of [0, 20, 60, 120]) {
      const s = playedState(steps);
      for (let seat = 0; seat < 3; seat++) {
        const v = survive.view(s, seat);
        determinize(v, seat, 'first');
        // Dealt one after the other, as a search does: all but the first from the plan kept.
        const kept = Array.from({ length: 5 }, (_, i) => determinize(v, seat, `same-${i}`));
        // The copy is not frozen, so nothing is kept for it: each deal works everything out afresh.
        kept.forEach((d, i) => expect(d).toEqual(determinize(JSON.parse(JSON.stringify(v)), seat, `same-${i}`)));
      }
    }
  });

  it('deals afresh once a part of the view changes: no deal reads what the view held before', () => {
    const s = playedState(60);
    const other = playedState(90);
    const v = survive.view(s, 0);
    determinize(v, 0, 'before');
    // Each change alone, on the same view object, against a fresh copy of the changed view.
    const changes: [string, (w: typeof v) => void][] = [
      ['discard', (w) => (w.discard = survive.view(other, 0).discard)],
      ['hand faces', (w) => (w.handFaces[1] = [...w.handFaces[1]!].reverse())],
      ['a hand shown', (w) => (w.hands[0] = Object.freeze([...(w.hands[0] ?? [])].slice(0, -1)) as number[])],
      ['explorers', (w) => (w.explorers = survive.view(other, 0).explorers)],
      ['terrain', (w) => (w.terrain = survive.view(other, 0).terrain)],
      ['an unplaced pool', (w) => (w.unplaced[0] = Object.freeze([1, 2]) as number[])],
      ['boats', (w) => (w.boats = survive.view(other, 0).boats)],
      // A pool moved to the hands: as many lists as before, no longer in the same places.
      ['a list moved from the pools to the hands', (w) => {
        w.hands.push(w.unplaced.pop()!);
        w.handFaces.push([]);
      }],
    ];
    for (const [name, change] of changes) {
      const w = { ...v, handFaces: [...v.handFaces], hands: [...v.hands], unplaced: [...v.unplaced] };
      determinize(w, 0, 'warm');
      change(w);
      // Dealt right after the deal that made the plan (the plan is kept for the last view only).
      const deal = (view: typeof v) => {
        try {
          return determinize(view, 0, 'after');
        } catch (err) {
          return (err as Error).message;
        }
      };
      const got = deal(w);
      expect(got, name).toEqual(deal(JSON.parse(JSON.stringify(w))));
    }
  });

  it('keeps nothing for a view that is not frozen: a change made in place is dealt from', () => {
    const s = playedState(60);
    const v = JSON.parse(JSON.stringify(survive.view(s, 0))) as ReturnType<typeof survive.view>;
    determinize(v, 0, 'before');
    const hex = v.terrain.findIndex((t) => t !== null);
    v.terrain[hex] = null;
    expect(determinize(v, 0, 'after')).toEqual(determinize(JSON.parse(JSON.stringify(v)), 0, 'after'));
  });

  it('refuses a view hiding more explorers of a colour than it leaves values unshown, or more tiles of a face than are unseen', () => {
    const v = survive.view(playedState(60), 0);
    const c = v.explorers.find((e) => e.value === null)!.colour;
    // Every value of that colour shown in its pool: none is left for its hidden explorers.
    expect(() => determinize({ ...v, unplaced: v.unplaced.map((p, k) => (k === c ? [...EXPLORER_VALUES] : p)) }, 0, 'x')).toThrow(/hides more explorers of colour/);
    // Every tile discarded: none is left for the island's hexes.
    expect(() => determinize({ ...v, discard: TERRAIN_TILES.map((_, id) => id) }, 0, 'x')).toThrow(/hides more \w+ tiles than it leaves unseen/);
  });

  it('refuses a view showing more explorers of a value than a colour has, or a value no explorer has', () => {
    const v = survive.view(playedState(12), 0);
    const c = v.unplaced.findIndex((p) => p !== null && p.length > 0);
    const pool = v.unplaced[c]!;
    // The colour's explorers have three 1s (S1.1): a pool showing four.
    const four = v.unplaced.map((p, k) => (k === c ? [1, 1, 1, 1] : p));
    expect(() => determinize({ ...v, unplaced: four }, 0, 'x')).toThrow(new RangeError(`determinize: the view shows more explorers of colour ${c} with value 1 than the colour has`));
    for (const value of [0, 7, 1.5, -1]) {
      const odd = v.unplaced.map((p, k) => (k === c ? [...pool.slice(1), value] : p));
      expect(() => determinize({ ...v, unplaced: odd }, 0, 'x'), `value ${value}`).toThrow(/shows more explorers of colour \d with value/);
    }
  });

  it('refuses a view with more colours than the game has', () => {
    const v = survive.view(playedState(10), 0);
    expect(() => determinize({ ...v, colours: 5 }, 0, 'x')).toThrow(RangeError);
  });

  it('copies a view that is not frozen (one read from JSON), and freezes only its own copy', () => {
    const s = playedState(60);
    const v = JSON.parse(JSON.stringify(survive.view(s, 0))) as ReturnType<typeof survive.view>;
    const d = determinize(v, 0, 'json');
    expect(unfrozenPart(d)).toBeUndefined();
    expect(Object.isFrozen(v.boats) || Object.isFrozen(v.explorers[0]) || Object.isFrozen(v.terrain)).toBe(false);
    expect(d.boats).not.toBe(v.boats);
    expect(survive.view(d, 0)).toEqual(survive.view(s, 0));
  });

  it('S1.5, S4.2 deals every value a hidden explorer may have, and every tile a hidden hand slot or island hex may hold', () => {
    // Own values shown (S1.5 [D] revealOwnValues), so that seat 0 sees one value and not the other.
    const s = position({ players: 3, options: { revealOwnValues: true } });
    const mine = explorer(s, 0, 'land', h(3, 4), 6);
    const theirs = explorer(s, 1, 'land', h(3, 5), 2);
    give(s, 1, tileId('beach', 'winds'));
    const v = survive.view(s, 0);
    const values = new Set<number>();
    const inHand = new Set<number>();
    const onHex = new Set<number>();
    for (let i = 0; i < 400; i++) {
      const d = determinize(v, 0, `deal-${i}`);
      expect(d.explorers[mine]!.value).toBe(6);
      values.add(d.explorers[theirs]!.value);
      inHand.add(d.hands[1]![0]!);
      onHex.add(d.board[h(3, 4)]!);
    }
    expect([...values].sort()).toEqual([...new Set(EXPLORER_VALUES)].sort());
    const redBeach = TERRAIN_TILES.flatMap((t, id) => (t.terrain === 'beach' && !/^(shark|whale|boat|whirlpool|volcano)$/.test(t.back) ? [id] : []));
    expect([...inHand].sort((a, b) => a - b)).toEqual(redBeach);
    const face = TERRAIN_TILES[s.board[h(3, 4)]!]!.terrain;
    const sameFace = TERRAIN_TILES.flatMap((t, id) => (t.terrain === face ? [id] : []));
    expect([...onHex].sort((a, b) => a - b)).toEqual(sameFace);
  });
});
