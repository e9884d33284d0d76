import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';

const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
const example = readFileSync(new URL('../../../examples/ten-lines.ts', import.meta.url), 'utf8');

describe("the root README's ten lines", () => {
  it('are examples/ten-lines.ts, verbatim', () => {
    expect(/## Ten lines\n\n```ts\n([\s\S]*?)```/.exec(readme)?.[1]).toBe(example);
  });

  it('run, printing a NOT_ACTIVE rejection and a view', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    await import('../../../examples/ten-lines');
    expect(log.mock.calls[0]).toEqual(['NOT_ACTIVE']);
    expect(log.mock.calls[1]![0]).toMatchObject({ game: 'atlandice', active: expect.any(Array) });
    log.mockRestore();
  });
});
