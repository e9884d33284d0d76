import { describe, expect, it } from 'vitest';
import { readmeExampleMismatch } from '@tabula/core/testing';

describe('the README example', () => {
  it('is the example file, verbatim', () => {
    expect(readmeExampleMismatch(new URL('../README.md', import.meta.url), new URL('../examples/readme.ts', import.meta.url))).toBeUndefined();
  });

  it('runs: a person plays seat 0, then the bot plays seat 1 in the match until seat 0 must act again', async () => {
    const ex = await import('../examples/readme');
    expect(ex.played).toBeGreaterThan(0);
    const log = ex.match.log;
    expect(log.filter((e) => e.seat === 1)).toHaveLength(ex.played);
    const snap = ex.match.getSnapshot();
    expect(snap.over || snap.activeSeats.includes(0)).toBe(true);
  }, 60_000);
});
