/**
 * Bots that think in a Web Worker (`botWorker.ts`): the page sends the seat's view and legal
 * actions, the worker answers with the action. Where there is no `Worker` (tests in node), the bot
 * thinks in the page instead.
 *
 * @module
 */
import type { Bot, Game, Seat } from '@tabula/core';

/** What the page asks the worker. */
export interface BotRequest {
  /** Matches the answer to the question. */
  id: number;
  /** The bot kind's id (see `BOTS`). */
  kind: string;
  /** The game's name. */
  game: string;
  /** The bot's seed. */
  seed: string;
  /** The seat's view. */
  view: unknown;
  /** The seat. */
  seat: Seat;
  /** Its legal actions. */
  legal: readonly unknown[];
}

/** What the worker answers. */
export type BotResponse = { id: number; action: unknown } | { id: number; error: string };

let worker: Worker | undefined;
let nextId = 0;
const waiting = new Map<number, { resolve(action: unknown): void; reject(error: Error): void }>();

/** The worker, started on first use. */
function theWorker(): Worker {
  if (!worker) {
    worker = new Worker(new URL('./botWorker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<BotResponse>) => {
      const answer = event.data;
      const pending = waiting.get(answer.id);
      if (!pending) return;
      waiting.delete(answer.id);
      if ('error' in answer) pending.reject(new Error(answer.error));
      else pending.resolve(answer.action);
    };
    worker.onerror = (event) => {
      const error = new Error(`the bots' worker failed: ${event.message}`);
      for (const pending of waiting.values()) pending.reject(error);
      waiting.clear();
      worker = undefined;
    };
  }
  return worker;
}

/** Whether this page can run bots in a worker. */
export function workersAvailable(): boolean {
  return typeof Worker !== 'undefined';
}

/** A bot of kind `kind` for `game`, seeded `seed`, thinking in the worker. */
export function workerBot(kind: string, game: Game<any, any, any, any, any, string>, seed: string): Bot<any, any> {
  return (view, seat, legal) =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      const request: BotRequest = { id, kind, game: game.name, seed, view, seat, legal };
      theWorker().postMessage(request);
    });
}
