/**
 * Bots that think in a Web Worker, so that a search never blocks the page: the page sends a
 * seat's view and legal actions, the worker answers with the action. Where the page has no
 * `Worker` (a server, a test in Node), the same bot thinks on the page instead.
 *
 * The page: `createBotWorker(spawn, { fallback })`, then `worker.bot(setup)` for each bot seat.
 * The worker's script: `serveBots(make)`, `make` turning the same `setup` into a bot.
 *
 * @module
 */
import type { Bot, Seat } from '@tabula/core';

/** The part of a `Worker` (or a `MessagePort`) this module uses: no DOM types needed. */
export interface WorkerLike {
  /** Sends a message to the other side. */
  postMessage(message: unknown): void;
  /** Listens to the other side's messages, and (a worker) to its failure to load or run. */
  addEventListener(type: 'message' | 'error', listener: (event: { data?: unknown; message?: string }) => void): void;
  /** Stops the worker (a port: closes it). */
  terminate?(): void;
}

/** What the page asks the worker: one bot's decision. */
export interface BotRequest<Setup = unknown> {
  /** Marks the message as this protocol's. */
  tabula: 'bot';
  /** Matches the answer to the question. */
  id: number;
  /** Which bot of the page asks (the worker keeps one bot per page bot, made on first use). */
  bot: number;
  /** What the worker's `make` builds the bot from (plain data: it is copied to the worker). */
  setup: Setup;
  /** The seat's view. */
  view: unknown;
  /** The seat. */
  seat: Seat;
  /** The seat's legal actions. */
  legal: readonly unknown[];
}

/** What the worker answers: the action chosen, or why there is none. */
export type BotResponse = { tabula: 'bot'; id: number; action: unknown } | { tabula: 'bot'; id: number; error: string };

/** Makes a bot from its setup: on the worker's side, and on the page's where there are no workers. */
export type MakeBot<Setup, V = any, A = any> = (setup: Setup) => Bot<V, A> | Promise<Bot<V, A>>;

/** Options of {@link createBotWorker}. */
export interface BotWorkerOptions<Setup, V, A> {
  /**
   * Makes the bot on the page when there is no worker: `Worker` is undefined (a server, Node), the
   * worker cannot be started, or it fails. Load it lazily (`(setup) => import('./bots').then((m) =>
   * m.make(setup))`) so that the search code stays out of the page's bundle. Without it, a bot
   * with no worker rejects its turn.
   */
  fallback?: MakeBot<Setup, V, A>;
}

/** Bots thinking in one worker: see {@link createBotWorker}. */
export interface BotWorker<Setup, V = any, A = any> {
  /** A bot (give it to `createMatch`'s `bots`) made in the worker from `setup` by its `serveBots`. */
  bot(setup: Setup): Bot<V, A>;
  /** Whether the bots think in a worker: `true` until it cannot start (no `Worker` here) or fails; then `fallback` serves. */
  readonly inWorker: boolean;
  /**
   * Stops the worker, and with it a search under way: a decision awaited is refused. The next
   * decision starts a new worker, whose bots start afresh from their setup.
   */
  terminate(): void;
}

/**
 * Bots that think in a worker started by `spawn`, e.g.
 * `() => new Worker(new URL('./bot.worker.ts', import.meta.url), { type: 'module' })`, whose
 * script calls {@link serveBots}. The worker starts on the first decision; every bot of this
 * object shares it, one decision at a time. When `spawn` throws (no `Worker` global: a server,
 * Node) or the worker fails, each bot is made on the page by `options.fallback`, and decisions
 * awaited are asked again there.
 */
export function createBotWorker<Setup, V = any, A = any>(spawn: () => WorkerLike, options: BotWorkerOptions<Setup, V, A> = {}): BotWorker<Setup, V, A> {
  const { fallback } = options;
  let worker: WorkerLike | undefined;
  let broken = false;
  let nextId = 0;
  let bots = 0;
  const waiting = new Map<number, { request: BotRequest<Setup>; resolve(action: A): void; reject(error: Error): void }>();
  const local = new Map<number, Promise<Bot<V, A>>>();

  /** The bot `request.bot` thinks on the page; its pending requests are re-asked there. */
  const onPage = (request: BotRequest<Setup>): Promise<A> => {
    if (!fallback) return Promise.reject(new Error('no worker for this bot (none can start here, or it failed), and no fallback to think on the page'));
    let made = local.get(request.bot);
    if (!made) local.set(request.bot, (made = Promise.resolve().then(() => fallback(request.setup))));
    return made.then((bot) => bot(request.view as V, request.seat, request.legal as readonly A[]));
  };

  const fail = (message: string): void => {
    broken = true;
    worker?.terminate?.();
    worker = undefined;
    const pending = [...waiting.values()];
    waiting.clear();
    for (const p of pending) onPage(p.request).then(p.resolve, () => p.reject(new Error(message)));
  };

  const theWorker = (): WorkerLike | undefined => {
    if (broken) return undefined;
    if (worker) return worker;
    try {
      worker = spawn();
    } catch (err) {
      fail(`the bots' worker cannot start: ${err instanceof Error ? err.message : String(err)}`);
      return undefined;
    }
    const w = worker;
    w.addEventListener('message', (event) => {
      const answer = event.data as BotResponse | undefined;
      if (worker !== w || answer?.tabula !== 'bot') return;
      const p = waiting.get(answer.id);
      if (!p) return;
      waiting.delete(answer.id);
      if ('error' in answer) p.reject(new Error(`the bot failed in its worker: ${answer.error}`));
      else p.resolve(answer.action as A);
    });
    w.addEventListener('error', (event) => {
      if (worker === w) fail(`the bots' worker failed: ${event.message ?? 'an error'}`);
    });
    return w;
  };

  return {
    get inWorker() {
      return !broken;
    },
    bot(setup) {
      const bot = bots++;
      return (view, seat, legal) => {
        const request: BotRequest<Setup> = { tabula: 'bot', id: nextId++, bot, setup, view, seat, legal };
        const w = theWorker();
        if (!w) return onPage(request);
        return new Promise<A>((resolve, reject) => {
          waiting.set(request.id, { request, resolve, reject });
          w.postMessage(request);
        });
      };
    },
    terminate() {
      const w = worker;
      worker = undefined;
      w?.terminate?.();
      const pending = [...waiting.values()];
      waiting.clear();
      for (const p of pending) p.reject(new Error('the bots\u2019 worker was stopped'));
    },
  };
}

/**
 * The worker's side: answers the page's {@link BotRequest}s with the action of the bot `make`
 * builds from the request's setup (one bot per page bot, kept between its decisions, so a seeded
 * bot plays as it would on the page). Call it once in the worker's script; `scope` is the worker's
 * global scope by default (a `MessagePort` in tests).
 */
export function serveBots<Setup>(make: MakeBot<Setup>, scope: WorkerLike = globalThis as unknown as WorkerLike): void {
  const bots = new Map<number, Promise<Bot<any, any>>>();
  scope.addEventListener('message', (event) => {
    const request = event.data as BotRequest<Setup> | undefined;
    if (request?.tabula !== 'bot') return;
    const { id, view, seat, legal } = request;
    let made = bots.get(request.bot);
    if (!made) bots.set(request.bot, (made = Promise.resolve().then(() => make(request.setup))));
    made
      .then((bot) => bot(view, seat, legal))
      .then(
        (action) => scope.postMessage({ tabula: 'bot', id, action } satisfies BotResponse),
        (err: unknown) => scope.postMessage({ tabula: 'bot', id, error: err instanceof Error ? err.message : String(err) } satisfies BotResponse),
      );
  });
}
