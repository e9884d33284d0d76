/**
 * What `apply`, `view` and `determinize` share instead of copying. `apply` runs the rules on core's
 * work copy (`applyMode: 'work'`): the next state shares by identity every part the action left
 * alone. A view shares the frozen parts of its state, and a determinized state the frozen parts of
 * its view; a part that is not frozen all the way down is copied, so that nothing handed out
 * aliases what a caller may change. (The conformance kit checks the rest: states deeply frozen,
 * views fresh or frozen, the simulator reaching exactly `apply`'s states.)
 */
import { describe, expect, it } from 'vitest';
import { unfrozenPart } from '@tabula/core/testing';
import { akrotiri, determinize, type AkrotiriAction, type AkrotiriEvent, type AkrotiriState, type AkrotiriView } from '../src/index';

/** One action of a game: the state before and after, the action and its events. */
interface Played {
  before: AkrotiriState;
  action: AkrotiriAction;
  after: AkrotiriState;
  events: AkrotiriEvent[];
}

/** The actions of a random game through `apply` (stopping when the tiles run out), from `seed`. */
function gameOf(seed: string): Played[] {
  const out: Played[] = [];
  let s = akrotiri.setup({ players: 2, seed, options: { stopWhenTilesRunOut: true } });
  for (let step = 0; !akrotiri.isOver(s); step++) {
    const seat = akrotiri.activeSeats(s)[0]!;
    const legal = akrotiri.legalActions(s, seat);
    const action = legal[(step * 7919) % legal.length]!;
    const next = akrotiri.apply(s, seat, action);
    if (!next.ok) throw new Error(next.error.message);
    out.push({ before: s, action, after: next.state, events: next.events });
    s = next.state;
  }
  return out;
}

/** The states of a random game, from `seed`. */
function statesOf(seed: string): AkrotiriState[] {
  const game = gameOf(seed);
  return [...game.map((p) => p.before), game[game.length - 1]!.after];
}

/** Every object and array within `value` (itself included). */
function partsOf(value: unknown, out = new Set<object>()): Set<object> {
  if (typeof value !== 'object' || value === null || out.has(value)) return out;
  out.add(value);
  for (const v of Object.values(value)) partsOf(v, out);
  return out;
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

describe('apply shares what an action leaves alone', () => {
  it('every part of the state (each seat on its own) that an action leaves equal is the same object after it', () => {
    let compared = 0;
    for (const seed of ['share-a', 'share-b', 'share-c']) {
      for (const [i, { before, action, after, events }] of gameOf(seed).entries()) {
        // Changed and changed back by the action itself: the turn's end clears the move or load
        // under way (clear already, at times); a deck refilled from the discards may be emptied
        // again, and shuffling a single discard draws nothing from the RNG it reached.
        const changedBack = new Set<string>(['seats']);
        if (action.type === 'endTurn') changedBack.add('turn');
        if (events.some((e) => e.type === 'tilesReshuffled')) changedBack.add('tileDeck').add('tileDiscards').add('rng');
        const was = before as unknown as Record<string, unknown>;
        const is = after as unknown as Record<string, unknown>;
        for (const key of Object.keys(is)) {
          if (changedBack.has(key) || !same(was[key], is[key])) continue;
          expect(is[key], `action ${i} (${action.type}): ${key} is unchanged but copied`).toBe(was[key]);
          compared++;
        }
        after.seats.forEach((p, seat) => {
          if (same(p, before.seats[seat])) expect(p, `action ${i} (${action.type}): seat ${seat} is unchanged but copied`).toBe(before.seats[seat]);
        });
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });
});

describe('views share the frozen parts of their state, and copy the rest', () => {
  const states = statesOf('share-view');
  const s = states[Math.floor(states.length / 2)]!;

  it('a view of a state apply made holds its public parts as they are, frozen', () => {
    const v = akrotiri.view(s, 0);
    expect(v.board).toBe(s.board);
    expect(v.cubes).toBe(s.cubes);
    expect(v.temples).toBe(s.temples);
    expect(v.seats[0]!.maps).toBe(s.seats[0]!.maps);
    expect(v.seats[1]!.cargo).toBe(s.seats[1]!.cargo);
    expect(Object.isFrozen(v)).toBe(false);
    expect(Object.isFrozen(v.seats[0])).toBe(false);
  });

  it('a view of a state that is not frozen (a JSON copy, or one frozen at the top only) shares nothing with it', () => {
    for (const copy of [JSON.parse(JSON.stringify(s)) as AkrotiriState, Object.freeze(JSON.parse(JSON.stringify(s))) as AkrotiriState]) {
      for (const viewer of [0, 1, null]) {
        const v = akrotiri.view(copy, viewer);
        expect(v).toEqual(akrotiri.view(s, viewer));
        const theirs = partsOf(copy);
        expect([...partsOf(v)].filter((part) => theirs.has(part))).toEqual([]);
      }
    }
  });
});

describe('determinize builds its state from the view directly', () => {
  const states = statesOf('share-det');

  it('shares the frozen parts of the view, and returns a state frozen all the way down', () => {
    for (const s of states.filter((_, i) => i % 25 === 0)) {
      const v = akrotiri.view(s, 1);
      const d = determinize(v, 1, 'share');
      expect(d.board).toBe(v.board);
      expect(d.cubes).toBe(v.cubes);
      expect(unfrozenPart(d)).toBeUndefined();
      expect(akrotiri.view(d, 1)).toEqual(v);
    }
  });

  it('a view that is not frozen gives the same state, sharing nothing with it and leaving it unfrozen', () => {
    for (const s of states.filter((_, i) => i % 25 === 0)) {
      const v = akrotiri.view(s, 0);
      const loose = JSON.parse(JSON.stringify(v)) as AkrotiriView;
      const d = determinize(loose, 0, 'share');
      expect(d).toEqual(determinize(v, 0, 'share'));
      const theirs = partsOf(loose);
      expect([...partsOf(d)].filter((part) => theirs.has(part))).toEqual([]);
      expect([...theirs].some((part) => Object.isFrozen(part))).toBe(false);
    }
  });

  it('deals the hidden cards and tiles anew for each seed, keeping the seat\'s view', () => {
    const s = states[Math.floor(states.length / 2)]!;
    const v = akrotiri.view(s, 0);
    const deals = new Set<string>();
    for (let k = 0; k < 8; k++) {
      const d = determinize(v, 0, `seed-${k}`);
      expect(akrotiri.view(d, 0)).toEqual(v);
      deals.add(JSON.stringify([d.tileDeck, d.mapDecks, d.goalDeck, d.seats[1]]));
    }
    expect(deals.size).toBeGreaterThan(1);
  });
});
