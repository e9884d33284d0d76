import { describe, expect, it, vi } from 'vitest';
import { readmeExampleMismatch } from '@tabula/core/testing';

describe("the root README's ten lines", () => {
  it('are examples/ten-lines.ts, verbatim', () => {
    expect(readmeExampleMismatch(new URL('../../../README.md', import.meta.url), new URL('../../../examples/ten-lines.ts', import.meta.url), { after: '## Ten lines' })).toBeUndefined();
  });

  it('run, printing a NOT_ACTIVE rejection and a view', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    await import('../../../examples/ten-lines');
    expect(log.mock.calls[0]).toEqual(['NOT_ACTIVE']);
    expect(log.mock.calls[1]![0]).toMatchObject({ game: 'atlandice', active: expect.any(Array) });
    log.mockRestore();
  });
});
