import { describe, expect, it } from 'vitest';
import { readmeExampleMismatch } from '@tabula/core/testing';

describe('the README example', () => {
  it('is the example file, verbatim', () => {
    expect(readmeExampleMismatch(new URL('../README.md', import.meta.url), new URL('../examples/readme.ts', import.meta.url))).toBeUndefined();
  });

  it('runs: setup, a legal move, a rejection and a view', async () => {
    const ex = await import('../examples/readme');
    expect(ex.visit).toMatchObject({ type: 'visit' });
    expect(ex.take).toMatchObject({ type: 'take' });
    expect(ex.out.ok).toBe(true);
    expect(ex.refused).toMatchObject({ ok: false, error: { code: 'MALFORMED_ACTION', message: expect.stringContaining('"visit.sector" must be one of 1, 2, 3, 4, 5, 6, got 9') } });
    expect(ex.mine.stacks).toHaveLength(5);
    expect(ex.mine.stacks[0]!.below).toEqual([...ex.mine.stacks[0]!.below].sort());
    expect(JSON.stringify(ex.mine)).not.toContain('rng');
  });
});
