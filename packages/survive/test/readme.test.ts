import { describe, expect, it } from 'vitest';
import { readmeExampleMismatch } from '@tabula/core/testing';

describe('the README example', () => {
  it('is the example file, verbatim', () => {
    expect(readmeExampleMismatch(new URL('../README.md', import.meta.url), new URL('../examples/readme.ts', import.meta.url))).toBeUndefined();
  });

  it('runs: setup, a placement, a rejection, views and legal actions', async () => {
    const ex = await import('../examples/readme');
    expect(ex.out.ok).toBe(true);
    expect(ex.refused).toEqual({ ok: false, error: { code: 'TILE_FULL', message: `hex ${ex.tile} is not a terrain tile with room for another explorer (S1.3)` } });
    expect(ex.tile).toBe(31);
    expect(ex.mine.explorers[0]!.value).toBe(6);
    expect(ex.theirs.explorers[0]!.value).toBeNull();
    expect(['beach', 'forest', 'mountain']).toContain(ex.theirs.terrain[ex.tile]);
    expect(ex.next.every((a) => a.type === 'placeExplorer')).toBe(true);
    expect(JSON.stringify(ex.theirs)).not.toContain('rng');
  });
});
