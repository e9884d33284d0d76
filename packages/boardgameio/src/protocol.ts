/**
 * What the adapter's game, its server transport and its client transport agree on: the move's
 * name, the socket event that carries a refusal, the adapter's own refusal codes, and the hidden
 * link from a boardgame.io game to the Tabula game behind it.
 *
 * @module
 */
import type { Game as TabulaGame, Rejection, Seat } from '@tabula/core';

/** The one move of every adapted game: its argument is a Tabula action. */
export const MOVE = 'act';

/**
 * The socket.io event on which the server tells a client, and only that client, why its message
 * was refused: `(matchID, notice)` with a {@link RejectionNotice}.
 */
export const REJECTION_EVENT = 'tabula:rejection';

/**
 * boardgame.io's `INVALID_MOVE` (the string `'INVALID_MOVE'` in 0.50), written here so that the
 * game's own entry loads nothing of boardgame.io; a test checks that the two agree.
 */
export const INVALID_MOVE = 'INVALID_MOVE';

/**
 * Codes of the adapter's own refusals, besides the game's (`MALFORMED_ACTION`, `NOT_ACTIVE`,
 * `GAME_OVER` and each game's codes), sent to the client whose message was refused.
 */
export const BoardgameIOErrors = {
  /** The message was not a move of this game (a boardgame.io event, a state replacement, undo, another move name). */
  NOT_A_MOVE: 'NOT_A_MOVE',
  /** The move named another seat than the one the socket speaks for. */
  SEAT_MISMATCH: 'SEAT_MISMATCH',
  /** The credentials are not the seat's, or nobody has joined the seat (only a spectator may follow it). */
  UNAUTHORIZED: 'UNAUTHORIZED',
  /** No match of this game has this id (or the id is not one a match can have). */
  NO_SUCH_MATCH: 'NO_SUCH_MATCH',
  /** The player id is not one of the match's seats ("0" … "n−1"). */
  NOT_A_SEAT: 'NOT_A_SEAT',
  /** A field is of the wrong kind (a lobby request's `playerName` that is not a string, …). */
  BAD_REQUEST: 'BAD_REQUEST',
  /** A field or message is longer than the server's limits allow (see `ServerLimits`). */
  TOO_LARGE: 'TOO_LARGE',
  /** The connection sent more messages than its budget; they were dropped (see `ServerLimits`). */
  RATE_LIMITED: 'RATE_LIMITED',
  /** The move was made on a state that is no longer the match's: another action came first. Look again and resend. */
  STALE_STATE: 'STALE_STATE',
  /** The match was busy on another server for longer than the lock waits. */
  BUSY: 'BUSY',
  /** The server failed while handling the move (storage, lock); the move may not have been played. */
  SERVER_ERROR: 'SERVER_ERROR',
} as const;

/** The codes of {@link BoardgameIOErrors}. */
export type BoardgameIOErrorCode = (typeof BoardgameIOErrors)[keyof typeof BoardgameIOErrors];

/** What a client receives on {@link REJECTION_EVENT}: its refused message and why. */
export interface RejectionNotice<C extends string = string> extends Rejection<C | BoardgameIOErrorCode> {
  /** The match the message was for. */
  matchID: string;
  /** The seat the message was sent as (`null` when it named none). */
  playerID: string | null;
  /** The Tabula action sent, as the server read it (absent when the message carried none). */
  action?: unknown;
  /** The state id the client sent with it. */
  stateID?: number;
}

/** How a move played through the server ended, as the move records it for the transport. */
export type MoveOutcome = { ok: true } | { ok: false; error: Rejection };

/** The server's note on one incoming move, found again by the move through the action object. */
export interface Origin {
  /** Set by the move: played, or refused and why. Unset: the move never ran. */
  outcome?: MoveOutcome;
}

/**
 * What a boardgame.io game made by `toBoardgameIO` carries for the server transport: the Tabula
 * game and the notes on incoming moves. Kept under a registered symbol, as an enumerable property,
 * so that it survives boardgame.io's copy of the game (`ProcessGameConfig` spreads it).
 */
export interface Port {
  /** The Tabula game behind the boardgame.io game. */
  readonly tabula: TabulaGame<any, any, any, any, any, any>;
  /** Notes on incoming moves, keyed by the action object the move will receive. */
  readonly origins: WeakMap<object, Origin>;
  /** Moves the transport checked, keyed by the parsed action it hands boardgame.io. */
  readonly prechecked: WeakMap<object, Prechecked>;
  /** The seat a boardgame.io player id stands for, or `null` (a spectator, or not a seat). */
  seatOf(playerID: unknown, players: number): Seat | null;
  /** `state` frozen all the way down, once (a state read back from storage is plain JSON). */
  settled<S extends object>(state: S): S;
  /** The `G` after a seat played an action (`out`: what `apply` answered). */
  advance(G: any, seat: Seat, action: unknown, out: { state: any; events: unknown[] }): { result: unknown };
  /** The boardgame.io player ids that may act on a Tabula state. */
  activeIDs(state: any): string[];
}

/** A move checked by the transport before boardgame.io plays it: the game's answer, for the move to reuse. */
export interface Prechecked {
  /** boardgame.io's `G` it was checked on (the match as the transport read it). */
  G: { seq: number };
  /** What `apply` answered (a played action: the transport plays only legal ones). */
  out: { ok: true; state: any; events: unknown[] };
}

/** The key of a game's {@link Port}. */
export const PORT: unique symbol = Symbol.for('@tabula/boardgameio:port') as never;

/** The {@link Port} of a game made by `toBoardgameIO`, or `undefined` for any other game. */
export function portOf(game: unknown): Port | undefined {
  if (typeof game !== 'object' || game === null) return undefined;
  return (game as { [PORT]?: Port })[PORT];
}

/** Whether `value` is a plain object (not `null`, not an array): the shape of every message and body read. */
export const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The types a Tabula game gives its clients: its action, view, event and refusal code. A game
 * made by `toBoardgameIO` or `clientGame` carries them (for the compiler only, under
 * `'~tabula'`), so that a client of it is typed without type arguments.
 */
export interface TabulaTypes<A = unknown, V = unknown, E = unknown, C extends string = string> {
  /** The game's action. */
  action: A;
  /** What `game.view` gives a seat. */
  view: V;
  /** The game's event. */
  event: E;
  /** The game's refusal codes. */
  code: C;
}

/** A boardgame.io game that carries its Tabula types (`toBoardgameIO`'s or `clientGame`'s). */
export interface TypedGame<T extends TabulaTypes<any, any, any, any> = TabulaTypes> {
  /** The boardgame.io name: the lobby's and socket.io's namespace. */
  name?: string;
  /** The Tabula types, for the compiler only: never set at run time. */
  readonly '~tabula'?: T;
}
