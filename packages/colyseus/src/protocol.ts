/**
 * What a Tabula room and its clients agree on: the names of the messages, the shape of what each
 * client receives, the room's own refusal codes, and the options a client joins with.
 *
 * @module
 */
import type { GameResult, Rejection, Seat, SeenAction, SeenLogEntry } from '@tabula/core';

/** The message a client sends to play: `room.send(ACT, { action, seq? })` (see {@link ActMessage}). */
export const ACT = 'act';

/** The message with what one client may see of the match (see {@link StateMessage}): sent to each client alone. */
export const STATE = 'tabula:state';

/** The message that tells one client, and only it, why its message was refused (see {@link RejectionNotice}). */
export const REJECTION = 'tabula:rejection';

/**
 * Codes of the room's own refusals, besides the game's (`MALFORMED_ACTION`, `NOT_ACTIVE`,
 * `GAME_OVER` and each game's codes). A refused join carries the code at the start of its
 * message (`"NOT_A_SEAT: …"`; {@link refusalOf} reads it back); a refused message is a
 * {@link RejectionNotice} sent to its sender alone.
 */
export const ColyseusErrors = {
  /** A join or create option is of the wrong kind, or is not an option (`__proto__`, an unknown key, …). */
  BAD_REQUEST: 'BAD_REQUEST',
  /** The seat asked for is not one of the match's seats ("0" … "n−1", or `null` for a spectator). */
  NOT_A_SEAT: 'NOT_A_SEAT',
  /** Someone holds the seat (or holds it for a reconnection). */
  SEAT_TAKEN: 'SEAT_TAKEN',
  /** The seat is played by a bot on the server. */
  BOT_SEAT: 'BOT_SEAT',
  /** Every seat is taken (join as a spectator with `seat: null`). */
  NO_FREE_SEAT: 'NO_FREE_SEAT',
  /** The room follows as many spectators as it may. */
  TOO_MANY_SPECTATORS: 'TOO_MANY_SPECTATORS',
  /** The server's `authorize` refused this client the seat. */
  UNAUTHORIZED: 'UNAUTHORIZED',
  /** No match has this id (a room is never made for it). */
  NO_SUCH_MATCH: 'NO_SUCH_MATCH',
  /** The message is not one a client may send (only {@link ACT} is). */
  NOT_A_MESSAGE: 'NOT_A_MESSAGE',
  /** The action was made on a state that is no longer the match's (`seq` differs): look again and resend. */
  STALE_STATE: 'STALE_STATE',
  /** The message is larger than the room's limits allow (see `RoomLimits`). */
  TOO_LARGE: 'TOO_LARGE',
  /** The client sent more messages than its budget; they were dropped (see `RoomLimits`). */
  RATE_LIMITED: 'RATE_LIMITED',
  /** The storage failed: the action was not played (nothing was sent to anyone). Send it again. */
  SERVER_ERROR: 'SERVER_ERROR',
} as const;

/** The codes of {@link ColyseusErrors}. */
export type ColyseusErrorCode = (typeof ColyseusErrors)[keyof typeof ColyseusErrors];

/** What a client sends as {@link ACT}. */
export interface ActMessage<A = unknown> {
  /** The action, read by `game.parse` on the server. */
  action: A;
  /** The {@link StateMessage.seq} it was chosen on: when given and no longer the match's, the action is refused (`STALE_STATE`). */
  seq?: number;
}

/** One seat of the match as everyone may see it. */
export interface SeatInfo {
  /** Played by a bot on the server. */
  bot: boolean;
  /** Held by a client (connected, or kept for its reconnection). */
  taken: boolean;
  /** Its client is connected now. */
  connected: boolean;
}

/** What one client receives as {@link STATE}: the match as its seat (or a spectator) may see it, and nothing more. */
export interface StateMessage<V = unknown, A = unknown, E = unknown> {
  /** The room's match id (join again with it: `{ match }`). */
  match: string;
  /** Actions played so far: the version of the match this shows. */
  seq: number;
  /** The client's seat, or `null` for a spectator. */
  seat: Seat | null;
  /** `game.view(state, seat)`. */
  view: V;
  /** The seat's legal actions now (`[]` for a spectator or an idle seat). */
  legal: A[];
  /** Seats that may act now. */
  active: Seat[];
  /** The last action's events as this seat may see them (`game.eventsFor`); `[]` when the message follows no action. */
  events: E[];
  /** The last action as this seat may see it (`game.actionFor`), and who played it; `null` before the first. */
  last: { seat: Seat; action: SeenAction<A> } | null;
  /** Whether the game has ended. */
  over: boolean;
  /** The result, once over. */
  result: GameResult | null;
  /** The seats, as everyone may see them. */
  seats: SeatInfo[];
  /** On joining and reconnecting only: the whole log as this seat may see it. */
  log?: SeenLogEntry<A>[];
}

/** What a client receives as {@link REJECTION}: why its message was refused. */
export interface RejectionNotice<C extends string = string> extends Rejection<C | ColyseusErrorCode> {
  /** The action sent, as the client sent it, when the message carried one small enough to echo. */
  action?: unknown;
}

/** The options a client joins (or creates) a room with. Every other key is refused (`BAD_REQUEST`). */
export interface JoinOptions {
  /** The match to join; absent when creating a new match. */
  match?: string;
  /** The seat to take; `null` to follow as a spectator; absent: the first free seat. */
  seat?: Seat | null;
  /** Anything the server's `authorize` reads (a token, …); a string of limited length. */
  ticket?: string;
}

/** The options a client creates a new match with (`client.create(name, options)`), beside its {@link JoinOptions}. */
export interface CreateOptions<O = unknown> extends Omit<JoinOptions, 'match'> {
  /** Number of players (the game's fewest unless given). */
  players?: number;
  /** The game's options. */
  options?: O;
  /** Bot seats: seat → the name of one of the server's bots (`{ "1": "random" }`). */
  bots?: Record<string, string>;
}

/**
 * The Tabula refusal in an error the Colyseus client threw on a refused join (its message
 * `"CODE: what was wrong"`), or `undefined` when the error is not one.
 */
export function refusalOf(error: unknown): Rejection | undefined {
  const message = error instanceof Error ? error.message : typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : undefined;
  if (typeof message !== 'string') return undefined;
  const found = /^([A-Z][A-Z0-9_]*): ([\s\S]*)$/.exec(message);
  return found ? { code: found[1]!, message: found[2]! } : undefined;
}
