import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const example = readFileSync(new URL('../examples/readme.ts', import.meta.url), 'utf8');

describe('the README example', () => {
  it('is the example file, verbatim', () => {
    const block = /```ts\n([\s\S]*?)```/.exec(readme)?.[1];
    expect(block).toBe(example.replace(/\nexport \{[^}]*\};\n$/, '\n'));
  });

  it('runs: setup, the mulligan, a move, a rejection and a view', async () => {
    const ex = await import('../examples/readme');
    expect(ex.keep).toEqual({ type: 'keep', die: 0 });
    expect(ex.out.ok).toBe(true);
    expect(ex.refused).toMatchObject({ ok: false, error: { code: 'MALFORMED_ACTION', message: expect.stringContaining('"keep.die" must be a whole number from 0 to 99') } });
    expect(ex.mine.seats[1]!.hand).toHaveLength(4);
    expect(ex.mine.seats[0]!.hand).toBeNull();
    expect(ex.mine.seats[0]!.handSize).toBe(4);
    expect(JSON.stringify(ex.mine)).not.toContain('rng');
    expect(JSON.stringify(ex.mine)).not.toContain('"deck"');
  });
});
