import { describe, expect, it } from 'vitest';
import { readmeExampleMismatch } from '@tabula/core/testing';

const README = new URL('../README.md', import.meta.url);

describe('the README examples', () => {
  it('the first example is examples/readme.ts, verbatim', () => {
    expect(readmeExampleMismatch(README, new URL('../examples/readme.ts', import.meta.url))).toBeUndefined();
  });

  it('runs: setup as actions, a typed rejection and a view', async () => {
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

  it('the match example under "## A match" is examples/match.ts, verbatim, and runs', async () => {
    expect(readmeExampleMismatch(README, new URL('../examples/match.ts', import.meta.url), { after: '## A match' })).toBeUndefined();
    const ex = await import('../examples/match');
    expect(ex.theirs).toEqual([{ type: 'tileDrawn', seat: 1, tile: expect.any(String), audience: [1] }]);
    expect(ex.mine).toEqual([{ type: 'tileDrawn', seat: 1, audience: [1], redacted: true }]);
    expect(ex.undo).toMatchObject({ ok: false, error: { code: 'IRREVERSIBLE' } });
  });

  it('the UI kit example under "## A UI kit" is examples/ui.ts, verbatim, and runs: the banner, a grouped menu, the shapes, a click that asks, the events in words', async () => {
    expect(readmeExampleMismatch(README, new URL('../examples/ui.ts', import.meta.url), { after: '## A UI kit' })).toBeUndefined();
    const ex = await import('../examples/ui');
    expect(ex.banner).toBe('Place your tile beside a tile or Thera');
    const menu = ex.menu;
    if (!('groups' in menu)) throw new Error('the menu is not grouped');
    expect(menu.groups[0]).toMatchObject({ name: 'cell -1,-2', size: 4 });
    expect(ex.shapes[0]).toEqual({ kind: 'thera', side: 2, x: 0, y: 0 });
    const asked = ex.asked;
    if (asked.do !== 'ask') throw new Error(`the click is ${asked.do}`);
    expect(asked.choices.map((c) => c.label)).toEqual(['unturned', 'turned a quarter clockwise', 'turned half round', 'turned three quarters clockwise']);
    expect(ex.pressable).toEqual([]);
    expect(ex.told).toEqual([expect.stringMatching(/^You place tile \w+ on cell -1,-2, unturned$/), expect.stringMatching(/^You put an? \w+ cube on the [a-z-]+ quarter of cell -1,-2$/)]);
  });

  it('the rule test under "## Testing a rule" is test/readme-rule.test.ts, verbatim (which runs with the suite)', () => {
    expect(readmeExampleMismatch(README, new URL('./readme-rule.test.ts', import.meta.url), { after: '## Testing a rule' })).toBeUndefined();
  });
});
