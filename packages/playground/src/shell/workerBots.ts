/**
 * The search bots' Web Worker (`botWorker.ts`), through `@tabula/react`'s `createBotWorker`: the
 * page sends a seat's view and legal actions, the worker answers with the action of the same bot
 * the page would make. Where there is no `Worker` (tests in Node), the bot thinks on the page.
 *
 * @module
 */
import { createBotWorker, type BotWorker } from '@tabula/react';
import { makeBot, type BotSetup } from './bots';

/** The playground's bots' worker, started on the first decision of a slow bot. */
export const botWorker: BotWorker<BotSetup> = createBotWorker<BotSetup>(() => new Worker(new URL('./botWorker.ts', import.meta.url), { type: 'module' }), { fallback: makeBot });
