import { createMatch } from '@tabula/core';
import { atlandice } from '@tabula/atlandice';
import { createBotWorker } from '@tabula/react';
import type { BotSetup } from './readme-bots';

// The page: the search thinks in the worker, or on the page where there is none (a server, Node).
const searchers = createBotWorker<BotSetup>(() => new Worker(new URL('./readme-bot.worker.ts', import.meta.url), { type: 'module' }), {
  fallback: (setup) => import('./readme-bots').then((bots) => bots.makeBot(setup)), // loaded only then
});

export const match = createMatch(atlandice, { players: 2, seed: 'table-7' }, { bots: { 1: searchers.bot({ seed: 'bot-1', iterations: 1000 }) } });
