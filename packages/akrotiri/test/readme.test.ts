import { describe, expect, it } from 'vitest';
import { readmeExampleMismatch } from '@tabula/core/testing';

describe('the README example', () => {
  it('is the example file, verbatim', () => {
    expect(readmeExampleMismatch(new URL('../README.md', import.meta.url), new URL('../examples/readme.ts', import.meta.url))).toBeUndefined();
  });

  it('runs: setup as actions, a rejection and a view', async () => {
    const ex = await import('../examples/readme');
    expect(ex.place).toMatchObject({ type: 'placeTile' });
    expect(ex.cube).toMatchObject({ type: 'placeCube' });
    expect(ex.out.ok).toBe(true);
    expect(ex.refused).toMatchObject({ ok: false, error: { code: 'WRONG_DECISION', message: expect.stringContaining('"endTurn" does not answer this decision: "placeTile"') } });
    const other = ex.mine.seats[1 - ex.seat]!;
    expect(other).toMatchObject({ tile: null, hasTile: true, maps: null, goals: null });
    expect(ex.mine.tileDeck).toBe(34);
    expect(JSON.stringify(ex.mine)).not.toContain('"rng"');
  });
});
