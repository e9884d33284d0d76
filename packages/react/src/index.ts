/**
 * `@tabula/react`: React hooks for Tabula matches.
 *
 * - {@link useMatch} and {@link useSeat}: the match and a seat as external stores
 *   (`useSyncExternalStore`), with undo and redo; SSR-safe.
 * - {@link useBots}: the match's bots play by themselves when their seat is active, after a delay
 *   a person can follow; cancellable.
 * - {@link createBotWorker} and {@link serveBots}: a bot that thinks in a Web Worker, so that a
 *   search never blocks the page (on the page where there are no workers).
 * - {@link useEventQueue}: each change's events as a queue a UI animates and acknowledges.
 *
 * @packageDocumentation
 */
export { coalesced, type StoreOptions, type Subscribe } from './store';
export { useMatch, useSeat, type SeatState } from './hooks';
export { useBots, type BotOptions, type BotsState } from './bots';
export { createBotWorker, serveBots, type BotRequest, type BotResponse, type BotWorker, type BotWorkerOptions, type MakeBot, type WorkerLike } from './worker';
export { createEventQueue, useEventQueue, type EventQueue, type EventQueueState, type EventSource } from './events';
