import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const example = readFileSync(new URL('../examples/readme.ts', import.meta.url), 'utf8');

describe('the README example', () => {
  it('is the example file, verbatim', () => {
    expect(/## Writing a game[\s\S]*?```ts\n([\s\S]*?)```/.exec(readme)?.[1]).toBe(example.replace(/\nexport \{[^}]*\};\n$/, '\n'));
  });

  it('runs: a legal move, a rejection and a view without the RNG', async () => {
    const ex = await import('../examples/readme');
    expect(ex.out).toMatchObject({ ok: true, events: [{ face: expect.any(Number) }] });
    expect(ex.refused).toMatchObject({ ok: false, error: { code: 'NOT_ACTIVE' } });
    expect(ex.seen).not.toHaveProperty('rng');
    expect(ex.seen).toMatchObject({ game: 'pig', players: 2 });
  });
});
