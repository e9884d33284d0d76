import { describe, expect, it } from 'vitest';
import { survive } from '../src/index';
import { SAFE_ISLE_HEXES } from '../src/geometry';
import { position, explorer, h } from '@tabula/survive/testing';

describe('legalActions: what it hands out is the caller’s', () => {
  it('S3.2 a state frozen only at its top level: patching its arrays (consistently: core checks such a state each time) changes the list', () => {
    const s = position({ players: 2, step: 'move' });
    const e = explorer(s, 0, 'land', h(3, 4));
    explorer(s, 0, 'land', h(6, 6)); // so that seat 0 still has something to move once e is saved
    Object.freeze(s);
    const before = survive.legalActions(s, 0);
    expect(before).toContainEqual({ type: 'walk', explorer: e, to: h(3, 5) });
    Object.assign(s.explorers[e]!, { status: 'saved', isle: 'NW', hex: SAFE_ISLE_HEXES.NW[0] });
    expect(survive.legalActions(s, 0)).not.toContainEqual({ type: 'walk', explorer: e, to: h(3, 5) });
  });

  it('S1.3 a deeply frozen state asked again and again: each call a new list of new actions, none frozen; sorting, pushing and editing one changes no later answer', () => {
    const s = survive.setup({ players: 2, seed: 'cache' });
    const first = survive.legalActions(s, 0);
    const lists = [first, survive.legalActions(s, 0), survive.legalActions(s, 0), survive.legalActions(s, 0)];
    for (const list of lists.slice(1)) {
      expect(list).toEqual(first);
      expect(list).not.toBe(first);
      expect(list[0]).not.toBe(first[0]);
    }
    expect(lists.some((list) => Object.isFrozen(list) || list.some((a) => Object.isFrozen(a)))).toBe(false);
    const copy = structuredClone(first);
    for (const list of lists) {
      list.sort((a, b) => JSON.stringify(b).localeCompare(JSON.stringify(a)));
      list.push({ type: 'pass' });
      (list[0] as { hex: number }).hex = -1;
    }
    expect(survive.legalActions(s, 0)).toEqual(copy);
  });

  it('S1.3 the view’s legal list is the viewer’s as well: a new list of new actions, apart from legalActions’ own', () => {
    const s = survive.setup({ players: 2, seed: 'cache' });
    survive.legalActions(s, 0);
    survive.legalActions(s, 0);
    const seen = survive.view(s, 0).legal;
    expect(Object.isFrozen(seen) || seen.some((a) => Object.isFrozen(a))).toBe(false);
    const copy = structuredClone(seen);
    seen.reverse().push({ type: 'pass' });
    expect(survive.view(s, 0).legal).toEqual(copy);
    expect(survive.legalActions(s, 0)).toEqual(copy);
  });
});
