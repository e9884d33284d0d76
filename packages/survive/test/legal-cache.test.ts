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

  it('S1.3 a deeply frozen state is listed once and each caller gets its own copies', () => {
    const s = survive.setup({ players: 2, seed: 'cache' });
    const a = survive.legalActions(s, 0);
    const b = survive.legalActions(s, 0);
    expect(b).toEqual(a);
    expect(b[0]).not.toBe(a[0]);
    (a[0] as { hex: number }).hex = -1;
    expect(survive.legalActions(s, 0)[0]).toEqual(b[0]);
  });
});
