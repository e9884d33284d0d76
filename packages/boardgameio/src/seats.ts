/**
 * Joining a seat through boardgame.io's lobby, with the credentials kept (in `localStorage` by
 * default) so that a page reloaded, or opened again, plays the same seat instead of joining anew.
 *
 * @module
 */
import { LobbyClient } from 'boardgame.io/client';

/** Where credentials are kept: `localStorage`, `sessionStorage`, or anything with the same three methods. */
export interface CredentialStorage {
  /** The value under `key`, or `null`. */
  getItem(key: string): string | null;
  /** Keeps `value` under `key`. */
  setItem(key: string, value: string): void;
  /** Forgets `key`. */
  removeItem(key: string): void;
}

/** Which match {@link joinSeat} joins and where it keeps the credentials. */
export interface JoinSeatOptions {
  /** The server's address, e.g. `https://play.example.com` (the lobby's HTTP API). */
  server: string;
  /** The match's id (from `createMatch`, or a link). */
  matchID: string;
  /** The seat to join, `"0"` … `"n-1"`; absent: any free seat (the server picks the first one). */
  playerID?: string;
  /** The name shown to the other players (at most 64 characters on a `TabulaServer`). */
  playerName: string;
  /** boardgame.io's player `data`, public, kept with the seat in the lobby. */
  data?: unknown;
  /** Where the credentials are kept; default `globalThis.localStorage` (a page's), else only in memory. */
  storage?: CredentialStorage;
}

/** A seat held: its player id and credentials, and whether they were found kept rather than joined now. */
export interface HeldSeat {
  /** The seat's player id, `"0"` … `"n-1"`. */
  playerID: string;
  /** The credentials the lobby gave the seat: every move and sync of the seat carries them. */
  credentials: string;
  /** The name the seat was joined with. */
  playerName: string;
  /** `true` when the credentials were found in the storage (no join was made), `false` when joined now. */
  resumed: boolean;
}

/** What a match's entry in the storage holds: per player id, its credentials and name. */
type Kept = Record<string, { credentials: string; playerName: string }>;

/** Credentials kept in memory when no storage is given and the page has none (Node, a worker). */
const memory = new Map<string, string>();
const inMemory: CredentialStorage = {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => void memory.set(key, value),
  removeItem: (key) => void memory.delete(key),
};

/** The storage to use: the one given, the page's `localStorage`, or memory. */
function storageOf(storage: CredentialStorage | undefined): CredentialStorage {
  if (storage) return storage;
  try {
    const local = (globalThis as { localStorage?: CredentialStorage }).localStorage;
    if (local) return local;
  } catch {
    // A page whose storage is blocked (a sandboxed frame, cookies off): memory.
  }
  return inMemory;
}

/** The storage key of a match's credentials. */
export function seatKey(server: string, gameName: string, matchID: string): string {
  return `tabula:boardgameio:${server.replace(/\/+$/, '')}|${gameName}|${matchID}`;
}

/** A match's kept seats, read defensively (the storage is the page's: anything may be there). */
function readKept(storage: CredentialStorage, key: string): Kept {
  try {
    const value: unknown = JSON.parse(storage.getItem(key) ?? '{}');
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    const kept: Kept = {};
    for (const [playerID, seat] of Object.entries(value as Record<string, unknown>)) {
      const { credentials, playerName } = (seat ?? {}) as Record<string, unknown>;
      if (typeof credentials === 'string' && typeof playerName === 'string') kept[playerID] = { credentials, playerName };
    }
    return kept;
  } catch {
    return {};
  }
}

/** Joins in flight, by storage key and seat: a second call while one is joining waits for it instead of joining twice. */
const joining = new Map<string, Promise<HeldSeat>>();

/**
 * Holds a seat of a match for this page: the seat whose credentials the storage kept for this
 * server, game and match (the seat `playerID`, or any kept seat when `playerID` is absent), or
 * else a new join through boardgame.io's lobby (`joinMatch`), whose credentials are then kept. A
 * reload thus plays the same seat with the same credentials, and boardgame.io's client reconnects
 * with them. Concurrent calls for the same seat (React's development double effects) share one
 * join.
 *
 * A lobby refusal rejects with boardgame.io's `LobbyClientError` (on a `TabulaServer`, its
 * `details` is `{ code, message }`; a seat someone else holds is HTTP 409).
 *
 * @param game - the game (its `name` is the lobby's game name).
 */
export function joinSeat(game: { name?: string }, options: JoinSeatOptions): Promise<HeldSeat> {
  const gameName = game.name;
  if (!gameName) throw new TypeError('joinSeat: the game has no name');
  const storage = storageOf(options.storage);
  const key = seatKey(options.server, gameName, options.matchID);
  const kept = readKept(storage, key);
  const found = options.playerID === undefined ? Object.keys(kept).sort((a, b) => Number(a) - Number(b))[0] : kept[options.playerID] ? options.playerID : undefined;
  if (found !== undefined) return Promise.resolve({ playerID: found, ...kept[found]!, resumed: true });

  const flight = `${key}|${options.playerID ?? '*'}`;
  const pending = joining.get(flight);
  if (pending) return pending;
  const join = (async (): Promise<HeldSeat> => {
    const lobby = new LobbyClient({ server: options.server });
    const body = { playerName: options.playerName, ...(options.playerID === undefined ? {} : { playerID: options.playerID }), ...(options.data === undefined ? {} : { data: options.data }) };
    const { playerID, playerCredentials } = await lobby.joinMatch(gameName, options.matchID, body);
    // Read again: another page of the same origin may have kept a seat of this match meanwhile.
    const now = readKept(storage, key);
    now[playerID] = { credentials: playerCredentials, playerName: options.playerName };
    storage.setItem(key, JSON.stringify(now));
    return { playerID, credentials: playerCredentials, playerName: options.playerName, resumed: false };
  })();
  joining.set(flight, join);
  const done = () => void joining.delete(flight);
  join.then(done, done);
  return join;
}

/**
 * Forgets the credentials kept for a match (one seat's, or every seat's when `playerID` is
 * absent): for a match that ended or was wiped. The seat stays taken in the lobby; to give it up,
 * call boardgame.io's `LobbyClient.leaveMatch` first, with the credentials.
 */
export function forgetSeat(game: { name?: string }, options: { server: string; matchID: string; playerID?: string; storage?: CredentialStorage }): void {
  const storage = storageOf(options.storage);
  const key = seatKey(options.server, game.name ?? '', options.matchID);
  if (options.playerID === undefined) return storage.removeItem(key);
  const kept = readKept(storage, key);
  delete kept[options.playerID];
  if (Object.keys(kept).length === 0) storage.removeItem(key);
  else storage.setItem(key, JSON.stringify(kept));
}
