import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const example = readFileSync(new URL('../examples/readme.ts', import.meta.url), 'utf8');

describe('the README example', () => {
  it('is the example file, verbatim', () => {
    const block = /```ts\n([\s\S]*?)```/.exec(readme)?.[1];
    expect(block).toBe(example.replace(/\nexport \{[^}]*\};\n$/, '\n'));
  });

  it('runs: setup, a placement, a rejection, views and legal actions', async () => {
    const ex = await import('../examples/readme');
    expect(ex.out.ok).toBe(true);
    expect(ex.refused).toEqual({ ok: false, error: { code: 'TILE_FULL', message: `hex ${ex.tile} is not a terrain tile with room for another explorer (S1.3)` } });
    expect(ex.tile).toBe(31);
    expect(ex.mine.explorers[0]!.value).toBe(6);
    expect(ex.theirs.explorers[0]!.value).toBeNull();
    expect(['beach', 'forest', 'mountain']).toContain(ex.theirs.terrain[ex.tile]);
    expect(ex.next.every((a) => a.type === 'placeExplorer')).toBe(true);
    expect(JSON.stringify(ex.theirs)).not.toContain('rng');
  });
});
