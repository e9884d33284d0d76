import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readmeExampleMismatch } from '../src/testing/index';

describe('the README example', () => {
  it('is the example file, verbatim', () => {
    expect(readmeExampleMismatch(new URL('../README.md', import.meta.url), new URL('../examples/readme.ts', import.meta.url), { after: '## Writing a game' })).toBeUndefined();
  });

  it('readmeExampleMismatch says where a README and its example part ways', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tabula-readme-'));
    const file = (name: string, text: string) => (writeFileSync(join(dir, name), text), pathToFileURL(join(dir, name)));
    const example = file('ex.ts', 'const a = 1;\nconst b = 2;\nexport { a, b };\n');
    expect(readmeExampleMismatch(file('ok.md', '# X\n\n```ts\nconst a = 1;\nconst b = 2;\n```\n'), example)).toBeUndefined();
    expect(readmeExampleMismatch(file('bad.md', '```ts\nconst a = 1;\nconst b = 3;\n```\n'), example)).toMatch(/differ from line 2: README "const b = 3;", example "const b = 2;"/);
    expect(readmeExampleMismatch(file('none.md', 'no code'), example)).toMatch(/has no ```ts block/);
    expect(readmeExampleMismatch(file('head.md', '```ts\nx\n```\n'), example, { after: '## Use' })).toMatch(/has no heading "## Use"/);
  });

  it('the match section shows examples/match.ts verbatim', () => {
    expect(readmeExampleMismatch(new URL('../README.md', import.meta.url), new URL('../examples/match.ts', import.meta.url), { after: '## Events, secrets and the match store' })).toBeUndefined();
  });

  it('the match example runs: a move, a refused undo, a bot answer and a save', async () => {
    const ex = await import('../examples/match');
    expect(ex.undo).toMatchObject({ ok: false, error: { code: 'IRREVERSIBLE' } });
    expect(ex.snapshot.log[0]).toEqual({ seat: 0, action: { type: 'roll' } });
    expect(ex.file).toMatchObject({ game: 'pig', config: { players: 2, seed: 'store' } });
    expect(ex.file.log.length).toBe(ex.match.log.length);
    expect(ex.changes).toBe(ex.match.getSnapshot().version);
  });

  it('runs: a legal move, a rejection and a view without the RNG', async () => {
    const ex = await import('../examples/readme');
    expect(ex.out).toMatchObject({ ok: true, events: [{ face: expect.any(Number) }] });
    expect(ex.refused).toMatchObject({ ok: false, error: { code: 'NOT_ACTIVE' } });
    expect(ex.seen).not.toHaveProperty('rng');
    expect(ex.seen).toMatchObject({ game: 'pig', players: 2 });
  });
});
