/**
 * The README's code: each block is an example file, verbatim; the worker's page runs in Node, where
 * there is no `Worker`, its search bot made on the page by the fallback. (The table is played in
 * `dom/readme.test.ts`.)
 */
import { describe, expect, it } from 'vitest';
import { readmeExampleMismatch } from '@tabula/core/testing';
import { ismctsBot } from '@tabula/bots';
import { atlandice } from '@tabula/atlandice';
import { createMatch } from '@tabula/core';

const readme = new URL('../README.md', import.meta.url);
const example = (name: string) => new URL(`../examples/${name}`, import.meta.url);

describe('the README', () => {
  it.each([
    ['## A table', 'readme.ts'],
    ['## Bots in a Web Worker', 'readme-bots.ts'],
    ["### The worker's script", 'readme-bot.worker.ts'],
    ['### The page', 'readme-worker.ts'],
  ])('after "%s" shows examples/%s, verbatim', (after, file) => {
    expect(readmeExampleMismatch(readme, example(file), { after })).toBeUndefined();
  });

  it('the worker’s page, where there is no Worker: the bot thinks on the page, as the same bot made there', async () => {
    expect(typeof (globalThis as { Worker?: unknown }).Worker).toBe('undefined');
    const { match } = await import('../examples/readme-worker');
    const twin = createMatch(atlandice, { players: 2, seed: 'table-7' }, { bots: { 1: ismctsBot({ game: atlandice, seed: 'bot-1', iterations: 1000 }) } });
    for (let turn = 0; turn < 2; turn++) {
      for (const m of [match, twin]) {
        while (m.getSnapshot().activeSeats.includes(0)) m.apply(0, m.game.legalActions(m.state, 0)[0]!);
      }
      expect(await match.runBots()).toBeGreaterThan(0);
      await twin.runBots();
    }
    expect(match.log).toEqual(twin.log);
  });
});
