import { describe, expect, it } from 'vitest';
import { survive } from '../src/index';
import { position, explorer, h } from '@tabula/survive/testing';

describe('legalActions cache', () => {
  it('S3.2 a state frozen only at its top level is not cached: patching its arrays changes the list', () => {
    const s = position({ players: 2, step: 'move' });
    const e = explorer(s, 0, 'land', h(3, 4));
    Object.freeze(s);
    const before = survive.legalActions(s, 0);
    expect(before).toContainEqual({ type: 'walk', explorer: e, to: h(3, 5) });
    s.explorers[e]!.status = 'saved';
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
});
