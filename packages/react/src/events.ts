/**
 * Events as a queue a UI animates and acknowledges: each change's events, as the seat sees them,
 * wait in order until the UI has shown them.
 *
 * @module
 */
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { SeatSnapshot } from '@tabula/core';
import type { Subscribe } from './store';

/** The part of a seat handle (`match.seat(s)`) an event queue reads. */
export interface EventSource<E> {
  /** Calls `listener` after each change; returns the unsubscriber. */
  subscribe: Subscribe;
  /** The seat's snapshot now (its `events`: every event it has seen, from the start). */
  getSnapshot(): Pick<SeatSnapshot<unknown, unknown, E>, 'events'>;
}

/** The events not yet acknowledged, in order, and how to acknowledge them. */
export interface EventQueueState<E> {
  /** The first event not yet acknowledged: the one to animate now; `undefined` when none waits. */
  readonly current: E | undefined;
  /** Every event not yet acknowledged, `current` first. */
  readonly pending: readonly E[];
  /** Acknowledges `current`: the next event becomes current. */
  ack(): void;
  /** Acknowledges every event waiting (skip the animations). */
  ackAll(): void;
}

/** An event queue over a seat handle, outside React: see {@link useEventQueue}. */
export interface EventQueue<E> extends EventQueueState<E> {
  /** Calls `listener` when the queue changes; returns the unsubscriber. */
  subscribe: Subscribe;
  /** The queue now: the same object until it changes. */
  getSnapshot(): EventQueueState<E>;
  /** Stops listening to the seat. */
  close(): void;
}

/**
 * A queue of the events `seat` sees from now on: after each change, that change's events join
 * the queue. An undo empties it (what it would animate is gone: draw the snapshot); a redo brings
 * the redone action's events again. `options.from`: queue the seat's events from this index of
 * its `events` (default: from now).
 */
export function createEventQueue<E>(seat: EventSource<E>, options: { from?: number } = {}): EventQueue<E> {
  /** How many of the seat's events the queue has taken in (the first `from` are not queued). */
  let seen = options.from ?? seat.getSnapshot().events.length;
  let pending: readonly E[] = [];
  const listeners = new Set<() => void>();
  const set = (next: readonly E[]): void => {
    pending = Object.freeze(next);
    state = undefined;
    for (const listener of [...listeners]) listener();
  };
  const read = (): void => {
    const events = seat.getSnapshot().events;
    if (events.length > seen) set([...pending, ...events.slice(seen)]);
    else if (events.length < seen && pending.length > 0) set([]);
    seen = events.length;
  };
  let state: EventQueueState<E> | undefined;
  let unsubscribe: (() => void) | undefined = seat.subscribe(read);
  read(); // the changes since `from`
  const ack = (): void => {
    if (pending.length > 0) set(pending.slice(1));
  };
  const ackAll = (): void => {
    if (pending.length > 0) set([]);
  };
  const getSnapshot = (): EventQueueState<E> => (state ??= Object.freeze({ current: pending[0], pending, ack, ackAll }));
  return {
    get current() {
      return pending[0];
    },
    get pending() {
      return pending;
    },
    ack,
    ackAll,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    getSnapshot,
    close() {
      unsubscribe?.();
      unsubscribe = undefined;
    },
  };
}

const EMPTY: EventQueueState<never> = Object.freeze({ current: undefined, pending: Object.freeze([]), ack() {}, ackAll() {} });
const never: Subscribe = () => () => undefined;
const empty = (): EventQueueState<never> => EMPTY;

/**
 * The events `seat` sees from the component's first render, as a queue to animate one by one:
 * show `current`, then `ack()` it (at the end of its animation) to get the next. Every change's
 * events join the queue, however fast they come (bots playing in a row): none is missed. On the
 * server, and before the component is mounted, the queue is empty.
 */
export function useEventQueue<E>(seat: EventSource<E>): EventQueueState<E> {
  // Where the queue starts: the seat's events when the component first drew it.
  const from = useMemo(() => seat.getSnapshot().events.length, [seat]);
  const [queue, setQueue] = useState<{ seat: EventSource<E>; queue: EventQueue<E> } | null>(null);
  useEffect(() => {
    const made = createEventQueue(seat, { from });
    setQueue({ seat, queue: made });
    return () => made.close();
  }, [seat, from]);
  const live = queue !== null && queue.seat === seat ? queue.queue : null;
  return useSyncExternalStore(live ? live.subscribe : never, live ? live.getSnapshot : empty, empty);
}
