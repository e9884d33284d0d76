/**
 * `workerBot`: a bot that chooses in a worker thread, so that a search (ISMCTS) never blocks the
 * server's event loop. The worker is sent a seat's view, its seat and legal actions (copied: it
 * shares nothing with the server), and answers with an action.
 *
 * @module
 */
import { Worker } from 'node:worker_threads';
import type { Bot } from '@tabula/core';

/** Options of {@link workerBot}. */
export interface WorkerBotOptions {
  /** The module's export that is the bot; default `bot`, else the default export. */
  exportName?: string;
  /** Gives up on a choice after this long (the worker is then restarted); default 60 s. */
  timeoutMs?: number;
  /** Node's options for the worker (`execArgv`, `resourceLimits`, …). */
  workerOptions?: Omit<import('node:worker_threads').WorkerOptions, 'eval' | 'workerData'>;
}

/** A bot running in a worker thread: a `Bot`, and `close` to end its worker. */
export interface WorkerBot extends Bot<unknown, unknown> {
  /** Ends the worker (a choice under way is rejected). The next choice starts a new one. */
  close(): Promise<void>;
}

/** What runs in the worker: loads the bot's module, then answers each request with the bot's action. */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const ready = import(workerData.module).then((mod) => {
  const bot = mod[workerData.exportName] ?? (workerData.exportName === 'bot' ? mod.default : undefined);
  if (typeof bot !== 'function') throw new Error('the module ' + workerData.module + ' exports no bot "' + workerData.exportName + '"');
  return bot;
});
parentPort.on('message', async ({ id, view, seat, legal }) => {
  try {
    const bot = await ready;
    parentPort.postMessage({ id, action: await bot(view, seat, legal) });
  } catch (err) {
    parentPort.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
});
`;

/**
 * A bot that runs in a worker thread: `module` (a file URL or path, loaded by the worker with
 * `import()`) exports the bot, `(view, seat, legal) => action`, as `bot` or as its default. Give it
 * to `TabulaServer({ bots })`. One worker per `workerBot`, started at its first choice and kept
 * (unreferenced: it does not hold the process open).
 *
 * ```ts
 * // bot.js: export const bot = ismctsBot(atlandice, { iterations: 2000, seed: 'server' });
 * TabulaServer({ games, origins, bots: { atlandice: workerBot(new URL('./bot.js', import.meta.url)) } });
 * ```
 */
export function workerBot(module: URL | string, options: WorkerBotOptions = {}): WorkerBot {
  const href = module instanceof URL ? module.href : module.startsWith('file:') ? module : new URL(module, `file://${process.cwd()}/`).href;
  const timeoutMs = options.timeoutMs ?? 60_000;
  let worker: Worker | undefined;
  let next = 0;
  const pending = new Map<number, { resolve(action: unknown): void; reject(err: Error): void }>();

  const fail = (err: Error): void => {
    for (const waiter of pending.values()) waiter.reject(err);
    pending.clear();
    worker = undefined;
  };
  const start = (): Worker => {
    const started = new Worker(WORKER_SOURCE, { ...options.workerOptions, eval: true, workerData: { module: href, exportName: options.exportName ?? 'bot' } });
    started.unref();
    started.on('message', ({ id, action, error }: { id: number; action?: unknown; error?: string }) => {
      const waiter = pending.get(id);
      pending.delete(id);
      if (error !== undefined) waiter?.reject(new Error(`workerBot(${href}): ${error}`));
      else waiter?.resolve(action);
    });
    started.on('error', (err) => {
      if (worker === started) fail(err);
    });
    started.on('exit', (code) => {
      if (worker === started) fail(new Error(`workerBot(${href}): the worker exited (code ${code})`));
    });
    return started;
  };

  const bot = ((view: unknown, seat: number, legal: readonly unknown[]) =>
    new Promise<unknown>((resolve, reject) => {
      worker ??= start();
      const id = next++;
      const timer = setTimeout(() => {
        if (!pending.has(id)) return;
        const stuck = worker;
        fail(new Error(`workerBot(${href}): no answer within ${timeoutMs} ms`));
        void stuck?.terminate();
      }, timeoutMs);
      timer.unref();
      pending.set(id, {
        resolve: (action) => {
          clearTimeout(timer);
          resolve(action);
        },
        reject: (err) => {
          clearTimeout(timer);
          reject(err);
        },
      });
      worker.postMessage({ id, view, seat, legal });
    })) as WorkerBot;
  bot.close = async () => {
    const running = worker;
    fail(new Error(`workerBot(${href}): closed`));
    await running?.terminate();
  };
  return bot;
}
