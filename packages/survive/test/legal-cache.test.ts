import { describe, expect, it } from 'vitest';
import { survive } from '../src/index';
import { SAFE_ISLE_HEXES } from '../src/geometry';
import { RECENT } from '../src/legal';
import { position, explorer, h } from '@tabula/survive/testing';

describe('legalActions cache', () => {
  it('S3.2 a state frozen only at its top level is not cached: patching its arrays (consistently: core checks such a state each time) changes the list', () => {
    const s = position({ players: 2, step: 'move' });
    const e = explorer(s, 0, 'land', h(3, 4));
    explorer(s, 0, 'land', h(6, 6)); // so that seat 0 still has something to move once e is saved
    Object.freeze(s);
    const before = survive.legalActions(s, 0);
    expect(before).toContainEqual({ type: 'walk', explorer: e, to: h(3, 5) });
    Object.assign(s.explorers[e]!, { status: 'saved', isle: 'NW', hex: SAFE_ISLE_HEXES.NW[0] });
    expect(survive.legalActions(s, 0)).not.toContainEqual({ type: 'walk', explorer: e, to: h(3, 5) });
  });

  it('S1.3 a deeply frozen state: the first list is fresh; from the second request on, one list frozen throughout is kept and shared', () => {
    const s = survive.setup({ players: 2, seed: 'cache' });
    const first = survive.legalActions(s, 0);
    expect(Object.isFrozen(first)).toBe(false);
    const second = survive.legalActions(s, 0);
    expect(second).toEqual(first);
    expect(second).not.toBe(first);
    expect(Object.isFrozen(second)).toBe(true);
    expect(second.every((a) => Object.isFrozen(a))).toBe(true);
    expect(survive.legalActions(s, 0)).toBe(second);
    // The first caller's list is its own: changing it changes no later answer.
    (first[0] as { hex: number }).hex = -1;
    expect(survive.legalActions(s, 0)[0]).toEqual(second[0]);
    expect(() => ((second[0] as { hex: number }).hex = -1)).toThrow(TypeError);
  });

  it('S1.3 only the most recent states are remembered (a bounded ring): a state asked again after RECENT others is listed afresh', () => {
    const states = Array.from({ length: RECENT + 2 }, (_, i) => survive.setup({ players: 2, seed: `ring-${i}` }));
    const s = states[0]!;
    survive.legalActions(s, 0);
    expect(Object.isFrozen(survive.legalActions(s, 0))).toBe(true); // kept: asked twice in a row
    for (const other of states.slice(1, RECENT)) survive.legalActions(other, 0);
    expect(Object.isFrozen(survive.legalActions(s, 0))).toBe(true); // still kept after RECENT - 1 others
    for (const other of states.slice(1, RECENT + 1)) survive.legalActions(other, 0);
    const afresh = survive.legalActions(s, 0);
    expect(Object.isFrozen(afresh)).toBe(false); // forgotten: a fresh list again
    expect(afresh).toEqual(survive.legalActions(s, 0));
  });
});
