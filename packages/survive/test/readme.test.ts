import { describe, expect, it } from 'vitest';
import { readmeExampleMismatch } from '@tabula/core/testing';

const README = new URL('../README.md', import.meta.url);

describe('the README examples', () => {
  it('the first example is examples/readme.ts, verbatim', () => {
    expect(readmeExampleMismatch(README, new URL('../examples/readme.ts', import.meta.url))).toBeUndefined();
  });

  it('S1.3, S1.5 it runs: setup, a legal placement, a typed rejection, a parse, views and legal actions', async () => {
    const ex = await import('../examples/readme');
    expect(ex.out.ok).toBe(true);
    expect(ex.refused).toEqual({ ok: false, error: { code: 'TILE_FULL', message: `hex ${ex.tile} is not a terrain tile with room for another explorer (S1.3)` } });
    expect(ex.code).toBe('TILE_FULL');
    expect(ex.parsed).toMatchObject({ code: 'MALFORMED_ACTION' });
    expect(ex.tile).toBe(31);
    expect(ex.mine.explorers[0]!.value).toBe(6);
    expect(ex.theirs.explorers[0]!.value).toBeNull();
    expect(['beach', 'forest', 'mountain']).toContain(ex.theirs.terrain[ex.tile]);
    expect(ex.next.length).toBeGreaterThan(0);
    expect(ex.next.every((a) => a.type === 'placeExplorer')).toBe(true);
    expect(JSON.stringify(ex.theirs)).not.toContain('rng');
  });

  it('"A user interface" is examples/ui.ts, verbatim', () => {
    expect(readmeExampleMismatch(README, new URL('../examples/ui.ts', import.meta.url), { after: '## A user interface' })).toBeUndefined();
  });

  it('S1.5 the UI kit example runs: the banner, the placements grouped by value, a prompt for the value, events and actions in words without the value', async () => {
    const ex = await import('../examples/ui');
    const { menu, asked } = ex;
    expect(ex.banner).toBe('Place an explorer: choose an empty terrain tile, then its value');
    expect('groups' in menu && menu.groups.map((g) => g.size)).toEqual([40, 40, 40, 40, 40, 40]);
    expect(asked.do === 'ask' && asked.choices.map((c) => c.label)).toEqual([1, 2, 3, 4, 5, 6].map((v) => `an explorer worth ${v}`));
    expect(ex.shapes.filter((s) => s.kind === 'hex')).toHaveLength(133);
    expect(ex.said).toEqual([`Seat 1 placed explorer 0 on hex ${ex.hex}`]);
    expect(ex.heard).toBe(`place an explorer on hex ${ex.hex}`);
    expect(ex.who).toBe('Seat 1');
    expect(ex.where).toEqual({ x: expect.any(Number), y: expect.any(Number) });
  });

  it('"A match" is examples/match.ts, verbatim', () => {
    expect(readmeExampleMismatch(README, new URL('../examples/match.ts', import.meta.url), { after: '## A match' })).toBeUndefined();
  });

  it('S1.5 the match example runs: the other seat sees the placement without its value, and it may be undone', async () => {
    const ex = await import('../examples/match');
    expect(ex.seen).toEqual([{ seat: 0, action: { type: 'placeExplorer', redacted: true, hex: 31 } }]);
    expect(ex.heard).toEqual([{ type: 'explorerPlaced', seat: 0, colour: 0, explorer: 0, hex: 31 }]);
    expect(ex.undone).toEqual({ ok: true });
    expect(ex.match.log).toEqual([{ seat: 0, action: { type: 'placeExplorer', hex: 31, value: 1 } }]);
    expect(ex.copy.state).toEqual(ex.match.state);
  });

  it('"Testing a rule" is test/testing-a-rule.test.ts, verbatim', () => {
    expect(readmeExampleMismatch(README, new URL('./testing-a-rule.test.ts', import.meta.url), { after: '## Testing a rule' })).toBeUndefined();
  });
});
