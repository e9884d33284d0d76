/**
 * A match as a browser plays it: boardgame.io's client on its SocketIO transport, seen as a store
 * of snapshots (the seat's view, the connection, the result, the last refusal) with an `act`
 * typed from the game. Framework-free; `@tabula/boardgameio/react` puts it in a hook.
 *
 * @module
 */
import { Client } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import type { Game as BgioGame } from 'boardgame.io';
import type { GameResult } from '@tabula/core';
import { withRejections } from './client';
import { MOVE, type RejectionNotice } from './protocol';
import type { ActionOf, CodeOf, SeatViewOf, TypedGame } from './thin';

/** Which match {@link connectMatch} follows, and as whom. */
export interface ConnectMatchOptions {
  /** The server's address, e.g. `https://play.example.com`. */
  server: string;
  /** The match's id. */
  matchID: string;
  /** The seat's player id (`"0"` … `"n-1"`); absent or `null`: a spectator. */
  playerID?: string | null;
  /** The seat's credentials, from the lobby's join (see `joinSeat`). */
  credentials?: string;
  /** socket.io-client's options, passed to boardgame.io's `SocketIO` (its reconnection delays, transports, …). */
  socketOpts?: Record<string, unknown>;
  /** Hears every refusal the server sends this client (also in each snapshot's `refusal`). */
  onRefusal?: (notice: RejectionNotice) => void;
}

/** What a match looks like to its client now. Each change makes a new snapshot; an unchanged match keeps the same one. */
export interface MatchSnapshot<G> {
  /** Whether the socket is connected (boardgame.io's client reconnects by itself, and then syncs again). */
  connected: boolean;
  /** What this client received as `G`: its seat's view, legal actions, last events; `null` before the first sync. */
  seat: SeatViewOf<G> | null;
  /** The version of the state shown (boardgame.io's `_stateID`), `null` before the first sync. */
  stateID: number | null;
  /** The result once the game is over (boardgame.io's `ctx.gameover`), else `null`. */
  result: GameResult | null;
  /** Whether this seat may act now: it has legal actions, the game is not over, and the socket is connected. */
  canAct: boolean;
  /** The last refusal the server sent this client, until its next `act`; else `null`. */
  refusal: RejectionNotice<CodeOf<G>> | null;
}

/** A match followed by {@link connectMatch}: a store of {@link MatchSnapshot}s, and `act`. */
export interface TabulaMatch<G> {
  /** The snapshot now (the same object until something changes: fit for React's `useSyncExternalStore`). */
  getSnapshot(): MatchSnapshot<G>;
  /** Calls `listener` after each change; returns the unsubscriber. */
  subscribe(listener: () => void): () => void;
  /**
   * Sends `action` for this seat, typed from the game; the server plays it or refuses it (the
   * refusal arrives in the snapshot). Returns `false`, sending nothing, when this client holds no
   * seat or has no state yet.
   */
  act(action: ActionOf<G>): boolean;
  /** Connects (and syncs): call once. */
  start(): void;
  /** Disconnects. */
  stop(): void;
  /** boardgame.io's client underneath, for what this store does not cover (chat, match data). */
  readonly client: ReturnType<typeof Client>;
}

/** boardgame.io's client state, as much of it as is read here. */
interface ClientState {
  G: unknown;
  ctx: { gameover?: unknown };
  _stateID: number;
  isConnected: boolean;
}

/** Whether `G` is a seat view (what a client of a Tabula game receives). */
function isSeatView(G: unknown): boolean {
  return typeof G === 'object' && G !== null && 'view' in G && Array.isArray((G as { legal?: unknown }).legal) && typeof (G as { seq?: unknown }).seq === 'number';
}

/**
 * Follows a match on a server that serves the game (`TabulaServer` with `toBoardgameIO(game)`),
 * through boardgame.io's own client and SocketIO transport, as a seat (with the credentials the
 * lobby gave it, see `joinSeat`) or as a spectator. Give it the thin game of
 * `@tabula/boardgameio/client` (`clientGame`) in a browser, or the full game: the types of the
 * snapshots and of `act` come from the game, without type arguments.
 *
 * ```ts
 * const match = connectMatch(game, { server, matchID, playerID, credentials });
 * match.subscribe(() => render(match.getSnapshot()));
 * match.start();
 * match.act({ type: 'visit', sector: 1 }); // typed: another game's action does not compile
 * ```
 */
export function connectMatch<G extends TypedGame & BgioGame<any, any, any>>(game: G, options: ConnectMatchOptions): TabulaMatch<G> {
  const { server, matchID, credentials, socketOpts, onRefusal } = options;
  const playerID = options.playerID ?? null;
  const listeners = new Set<() => void>();
  let snapshot: MatchSnapshot<G> = { connected: false, seat: null, stateID: null, result: null, canAct: false, refusal: null };

  const change = (next: Partial<MatchSnapshot<G>>): void => {
    const merged = { ...snapshot, ...next };
    merged.canAct = merged.connected && merged.result === null && merged.seat !== null && merged.seat.seat !== null && merged.seat.legal.length > 0;
    const keys = Object.keys(merged) as (keyof MatchSnapshot<G>)[];
    if (keys.every((key) => merged[key] === snapshot[key])) return;
    snapshot = merged;
    for (const listener of [...listeners]) listener();
  };

  const multiplayer = withRejections(SocketIO({ server, ...(socketOpts ? { socketOpts } : {}) }), (notice) => {
    onRefusal?.(notice);
    change({ refusal: notice as RejectionNotice<never> });
  });
  const client = Client({
    game,
    matchID,
    ...(playerID === null ? {} : { playerID }),
    ...(credentials === undefined ? {} : { credentials }),
    multiplayer,
    debug: false,
  });
  const transport = (client as unknown as { transport?: { isConnected?: boolean } }).transport;
  client.subscribe((raw) => {
    const state = raw as ClientState | null;
    const connected = state ? state.isConnected : Boolean(transport?.isConnected);
    if (!state || !isSeatView(state.G)) return change({ connected });
    change({ connected, seat: state.G as SeatViewOf<G>, stateID: state._stateID, result: (state.ctx.gameover as GameResult | undefined) ?? null });
  });

  return {
    client,
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    act(action) {
      if (playerID === null || snapshot.seat === null) return false;
      change({ refusal: null });
      (client.moves as Record<string, (action: unknown) => void>)[MOVE]!(action);
      return true;
    },
    start: () => client.start(),
    stop: () => client.stop(),
  };
}
