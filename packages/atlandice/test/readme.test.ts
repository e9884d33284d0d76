import { describe, expect, it } from 'vitest';
import { readmeExampleMismatch } from '@tabula/core/testing';

const README = new URL('../README.md', import.meta.url);

describe('the README examples', () => {
  it('the first example is examples/readme.ts, verbatim', () => {
    expect(readmeExampleMismatch(README, new URL('../examples/readme.ts', import.meta.url))).toBeUndefined();
  });

  it('runs: setup, a legal move, a typed rejection, a parsed input and a view', async () => {
    const ex = await import('../examples/readme');
    expect(ex.visit).toMatchObject({ type: 'visit' });
    expect(ex.take).toMatchObject({ type: 'take' });
    expect(ex.out.ok).toBe(true);
    expect(ex.refused).toMatchObject({ ok: false, error: { code: 'NOT_ACTIVE' } });
    expect(ex.code).toBe('NOT_ACTIVE');
    expect(ex.parsed).toEqual({ code: 'MALFORMED_ACTION', message: '"visit.sector" must be one of 1, 2, 3, 4, 5, 6, got 9' });
    expect(ex.mine.stacks).toHaveLength(5);
    expect(ex.mine.stacks[0]).toEqual({ top: 'J2', below: ['J1', 'J3'] });
    expect(JSON.stringify(ex.mine)).not.toContain('rng');
  });

  it('"A match" is examples/match.ts, verbatim', () => {
    expect(readmeExampleMismatch(README, new URL('../examples/match.ts', import.meta.url), { after: '## A match' })).toBeUndefined();
  });

  it('a match runs: bots, a seat handle, an undo, events as a spectator sees them, save and load', async () => {
    const ex = await import('../examples/match');
    expect(ex.visit).toMatchObject({ type: 'visit' });
    expect(ex.undone).toEqual({ ok: true });
    const out = ex.out;
    if (!out.ok) throw new Error(out.error.message);
    expect(ex.watched).toEqual(out.events);
    expect(ex.me.events().some((e) => 'redacted' in e)).toBe(false); // no Atlandice event is private
    expect(ex.copy.state).toEqual(ex.match.state);
  });

  it('"A user interface" is examples/ui.ts, verbatim', () => {
    expect(readmeExampleMismatch(README, new URL('../examples/ui.ts', import.meta.url), { after: '## A user interface' })).toBeUndefined();
  });

  it('the UI kit example runs: a banner, shapes, lit sectors, a prompt for the neutral gift, a menu, events in words, seats from 1', async () => {
    const ex = await import('../examples/ui');
    expect(ex.banner).toBe('Take a die beside a sector');
    expect(ex.shapes.filter((s) => s.kind === 'sector')).toHaveLength(6);
    expect(ex.lit).toMatchObject({ do: 'click' });
    expect(ex.asked).toMatchObject({ do: 'ask', choices: [{ label: 'keep the die' }, { label: 'give the die to the neutral player' }] });
    expect(ex.menu).toHaveProperty('items');
    expect(ex.said[0]).toMatch(/^you took a die from the /);
    expect(ex.who).toBe(`Seat ${ex.seat + 1}`);
  });

  it('has the section docs/contract.md links to (#events-and-secrets)', async () => {
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(README, 'utf8')).toMatch(/^## Events and secrets$/m);
  });

  it('"Testing a rule" is test/testing-a-rule.test.ts, verbatim', () => {
    expect(readmeExampleMismatch(README, new URL('./testing-a-rule.test.ts', import.meta.url), { after: '## Testing a rule' })).toBeUndefined();
  });
});
