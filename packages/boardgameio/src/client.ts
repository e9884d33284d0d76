/**
 * The client side: boardgame.io's own SocketIO multiplayer, told about the refusals the server
 * sends to this client alone.
 *
 * @module
 */
import { REJECTION_EVENT, type RejectionNotice } from './protocol';

/** A socket.io client socket, as much of it as is used here. */
interface ListeningSocket {
  on(event: string, listener: (...args: any[]) => void): unknown;
}

/** What boardgame.io's transport factories return, as much of it as is used here. */
interface ConnectingTransport {
  connect(): void;
  socket?: ListeningSocket | null;
}

/**
 * Wraps a boardgame.io multiplayer factory (`SocketIO({ server })` from
 * `boardgame.io/multiplayer`) so that `listener` hears every refusal the server sends to this
 * client: the Tabula code and message of a refused action, or the adapter's own code (see
 * `BoardgameIOErrors`). Each connection of the transport (a reconnect included) is listened to.
 *
 * ```ts
 * const client = Client({ game, matchID, playerID, credentials, multiplayer: withRejections(SocketIO({ server }), (r) => show(r.message)) });
 * ```
 *
 * @typeParam F - the multiplayer factory's type, returned unchanged.
 */
export function withRejections<F extends (opts: any) => any>(multiplayer: F, listener: (notice: RejectionNotice) => void): F {
  const wrapped = (opts: Parameters<F>[0]) => {
    const transport = multiplayer(opts) as ReturnType<F> & ConnectingTransport;
    const connect = transport.connect.bind(transport);
    transport.connect = () => {
      connect();
      transport.socket?.on(REJECTION_EVENT, (matchID: string, notice: RejectionNotice) => {
        if (typeof notice === 'object' && notice !== null && matchID === notice.matchID) listener(notice);
      });
    };
    return transport;
  };
  return wrapped as F;
}

/** A boardgame.io client, as much of it as {@link whenState} uses. */
export interface StateSource<S> {
  /** The client's state now (`null` before its first sync). */
  getState(): S | null;
  /** Calls `listener` after each change; returns the unsubscriber. */
  subscribe(listener: (state: S | null) => void): () => void;
}

/**
 * Resolves with the first state of a boardgame.io client (`client.getState()` now, or a later
 * one) that `accept` accepts; rejects after `timeoutMs` (default 10 s). For scripts, bots and
 * tests: `await whenState(client, (s) => s.G.seq === 1)`.
 */
export function whenState<S extends object>(client: StateSource<S>, accept: (state: S) => boolean, timeoutMs = 10_000): Promise<S> {
  return new Promise<S>((resolve, reject) => {
    let settled = false;
    let unsubscribe: (() => void) | undefined;
    const finish = (state?: S): void => {
      settled = true;
      clearTimeout(timer);
      unsubscribe?.();
      if (state) resolve(state);
      else reject(new Error(`whenState: no state was accepted within ${timeoutMs} ms`));
    };
    const check = (state: S | null): void => {
      if (!settled && state && accept(state)) finish(state);
    };
    const timer = setTimeout(() => finish(), timeoutMs);
    check(client.getState());
    if (settled) return;
    unsubscribe = client.subscribe(check);
    if (settled) unsubscribe();
  });
}
