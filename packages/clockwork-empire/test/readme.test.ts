import { describe, expect, it } from 'vitest';
import { readmeExampleMismatch } from '@tabula/core/testing';

const README = new URL('../README.md', import.meta.url);

describe('the README examples', () => {
  it('the first example is examples/readme.ts, verbatim', () => {
    expect(readmeExampleMismatch(README, new URL('../examples/readme.ts', import.meta.url))).toBeUndefined();
  });

  it('runs: setup, the mulligan, a move, a typed rejection, a parsed input and a view', async () => {
    const ex = await import('../examples/readme');
    expect(ex.keep).toEqual({ type: 'keep', die: 0 });
    expect(ex.out.ok).toBe(true);
    expect(ex.refused).toMatchObject({ ok: false, error: { code: 'NOT_ACTIVE' } });
    expect(ex.code).toBe('NOT_ACTIVE');
    expect(ex.parsed).toEqual({ code: 'MALFORMED_ACTION', message: '"keep.die" must be a whole number from 0 to 99, got "first"' });
    expect(ex.mine.seats[1]!.hand).toEqual(['P3', 'Y3', 'W2', 'R1']);
    expect(ex.mine.seats[0]!.hand).toBeNull();
    expect(ex.mine.seats[0]!.handSize).toBe(4);
    expect(JSON.stringify(ex.mine)).not.toContain('rng');
    expect(JSON.stringify(ex.mine)).not.toContain('"deck"');
  });

  it('the UI kit example under "## A UI kit" is examples/ui.ts, verbatim, and runs: the banner, a button, the shapes, a click that plays, the events in words', async () => {
    expect(readmeExampleMismatch(README, new URL('../examples/ui.ts', import.meta.url), { after: '## A UI kit' })).toBeUndefined();
    const ex = await import('../examples/ui');
    expect(ex.banner).toBe('Discard any cards you do not want, then draw up to 4');
    expect(ex.pressable).toEqual([{ label: 'Keep these: draw up to 4', action: { type: 'done' } }]);
    expect(ex.shapes[0]).toMatchObject({ kind: 'space', space: 'temple', index: 0, colour: 'purple' });
    expect(ex.next).toEqual({ do: 'play', action: { type: 'discard', card: expect.any(String) } });
    expect(ex.told).toEqual([expect.stringMatching(/^You discard .+ \(mulligan\)$/)]);
    expect(ex.heard).toEqual([expect.stringMatching(/^Seat \d discards .+ \(mulligan\)$/)]);
  });

  it('"A match" is examples/match.ts, verbatim', () => {
    expect(readmeExampleMismatch(README, new URL('../examples/match.ts', import.meta.url), { after: '## A match' })).toBeUndefined();
  });

  it('C10 a match runs: a card shown cannot be undone, a draw is private to its drawer, save and load', async () => {
    const ex = await import('../examples/match');
    expect(ex.discard).toMatchObject({ type: 'discard' });
    expect(ex.undone).toMatchObject({ ok: false, error: { code: 'IRREVERSIBLE' } });
    expect(ex.mine).toMatchObject({ type: 'drew', seat: 0, count: 1, audience: [0] });
    expect((ex.mine as { cards: string[] }).cards).toHaveLength(1);
    expect(ex.theirs).toEqual({ type: 'drew', seat: 0, count: 1, audience: [0], redacted: true });
    expect(ex.match.getSnapshot().activeSeats).toEqual([0]);
    expect(ex.copy.state).toEqual(ex.match.state);
  });

  it('"Testing a rule" is test/testing-a-rule.test.ts, verbatim', () => {
    expect(readmeExampleMismatch(README, new URL('./testing-a-rule.test.ts', import.meta.url), { after: '## Testing a rule' })).toBeUndefined();
  });
});
