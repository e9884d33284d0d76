/**
 * One client connection of the hardened transport: its messages (sync, move, chat) are read and
 * checked before boardgame.io's handlers run, one at a time within the connection's budget.
 *
 * @module
 */
import { createRequire } from 'node:module';
import type { Game as BgioGame, Server as BgioServerTypes, State, StorageAPI } from 'boardgame.io';
import { isRejection, type Rejection } from '@tabula/core';
import { BoardgameIOErrors, isObject, MOVE, REJECTION_EVENT, type MoveOutcome, type Origin, type Port, type RejectionNotice } from './protocol';
import type { TabulaG } from './adapter';
import { playedState } from './flow';
import { badMatchID, isSeatOf, jsonSize, Pacer, type ServerLimits } from './limits';

const load = createRequire(import.meta.url);
const { getFilterPlayerView } = load('boardgame.io/internal') as typeof import('boardgame.io/internal');

/** A server-side socket, as much of socket.io's as is used here. */
export interface ServerSocket {
  id: string;
  emit(event: string, ...args: unknown[]): boolean;
  on(event: string, listener: (...args: any[]) => void): unknown;
  listeners(event: string): ((...args: any[]) => unknown)[];
  removeListener(event: string, listener: (...args: any[]) => unknown): unknown;
  disconnect(close?: boolean): unknown;
}

/** What a read of a match gives. */
export interface Fetched {
  state?: State;
  metadata?: BgioServerTypes.MatchData;
}

/** What a connection asks of the transport it belongs to. */
export interface ServerSide {
  readonly limits: ServerLimits;
  /** Runs `task` alone for the match (in this process, and across servers with the lock). */
  exclusive<T>(matchID: string, task: () => Promise<T>): Promise<T>;
  /** Counts `task` as in flight until it settles (for `idle`). */
  track(task: () => Promise<void>): void;
  /** Reads a match from storage. */
  read(matchID: string, opts: StorageAPI.FetchOpts): Promise<Fetched>;
  /** Whether `playerID` may act or be synced as its seat. */
  admits(metadata: BgioServerTypes.MatchData, playerID: string, credentials: unknown): Promise<boolean>;
  /** Stores `next`, the state a move reached (its `deltalog`: the move's log entries), and the match's metadata as boardgame.io's master would, then sends it to the match's clients. */
  commit(matchID: string, fetched: Fetched, next: State): Promise<void>;
  /** boardgame.io's master plays `message` (`socket`: the sender's, if a client sent it); what it publishes waits for its writes. */
  play(socket: ServerSocket | undefined, game: BgioGame, matchID: string, fetched: Fetched, message: Record<string, unknown>, stateID: number, playerID: string): Promise<void>;
  /** This process's clients of the match were sent its state `stateID` (no older state is sent after). */
  sent(matchID: string, stateID: number): void;
  /** Writes a match's metadata. */
  setMetadata(matchID: string, metadata: BgioServerTypes.MatchData): Promise<void>;
  /** The match changed, or a client synced it: the server's bots look whether one of their seats may act. */
  changed(game: BgioGame, matchID: string): void;
}

/** A move to play through {@link checkedMove}: boardgame.io's message and what came with it. */
export interface MoveRequest {
  /** The match. */
  matchID: string;
  /** The seat the move is sent as. */
  playerID: string;
  /** The state id the move was made on. */
  stateID: number;
  /** The seat's credentials. */
  credentials: string;
  /** boardgame.io's `MAKE_MOVE` message. */
  message: Record<string, unknown>;
  /** For a Tabula game: the action, as `game.parse` read it. */
  parsed?: unknown;
}

/** The match named by a message, read and checked: it exists and is `game`'s. */
async function readMatch(server: ServerSide, game: BgioGame, matchID: string, opts: StorageAPI.FetchOpts): Promise<Fetched | undefined> {
  const fetched = await server.read(matchID, { ...opts, metadata: true });
  if (!fetched.metadata || fetched.metadata.gameName !== game.name || (opts.state && !fetched.state)) return undefined;
  return fetched;
}

/**
 * Plays a move of a joined seat, one at a time per match, with every check of a client's move:
 * the match is the game's, the seat is one of its seats, joined, and the credentials are its; the
 * game is not over; for a Tabula game, the action is legal on the match's state and that state is
 * the one the move was made on (else `STALE_STATE`), and only the action as read is played. A
 * Tabula move in its match's flow is then made into the state boardgame.io would reach (`flow.ts`);
 * any other move is played by boardgame.io's master. Either is stored, then published. Resolves
 * with how it ended (`undefined`: a move of another game, played as boardgame.io plays it).
 */
export async function checkedMove(server: ServerSide, socket: ServerSocket | undefined, game: BgioGame, port: Port | undefined, request: MoveRequest): Promise<MoveOutcome | undefined> {
  const { matchID: id, playerID, stateID, credentials, parsed } = request;
  try {
    return await server.exclusive(id, async (): Promise<MoveOutcome | undefined> => {
      const fetched = await readMatch(server, game, id, { state: true });
      if (!fetched) return { ok: false, error: refusal(BoardgameIOErrors.NO_SUCH_MATCH, `no ${game.name} match has this id`) };
      const metadata = fetched.metadata!;
      const state = fetched.state!;
      if (!isSeatOf(metadata, playerID)) return { ok: false, error: refusal(BoardgameIOErrors.NOT_A_SEAT, 'the player id is not a seat of this match') };
      if (!(await server.admits(metadata, playerID, credentials))) {
        return { ok: false, error: refusal(BoardgameIOErrors.UNAUTHORIZED, `the credentials are not player ${playerID}'s, or nobody has joined seat ${playerID}`) };
      }
      if (state.ctx.gameover !== undefined) return { ok: false, error: refusal('GAME_OVER', 'the game is over') };
      let message = request.message;
      let origin: Origin | undefined;
      if (port) {
        const G = state.G as TabulaG;
        const tabulaState = port.settled(G.state);
        const seat = port.seatOf(playerID, tabulaState.players) ?? -1;
        const out = port.tabula.apply(tabulaState, seat, parsed);
        if (!out.ok) return { ok: false, error: out.error };
        if (state._stateID !== stateID) {
          return { ok: false, error: refusal(BoardgameIOErrors.STALE_STATE, `the move was made on state ${stateID}; the match is at state ${state._stateID}: look again and resend`) };
        }
        // Only the action as the game read it goes on: no field beside it is stored or sent.
        const clean = parsed as object;
        // In a Tabula match's flow, the state boardgame.io would reach is made here and stored.
        const next = port.advance(G, seat, clean, out);
        const made = game.deltaState ? undefined : playedState(state, playerID, clean, next, port.activeIDs(out.state), next.result ?? undefined);
        if (made) {
          await server.commit(id, fetched, made);
          return { ok: true };
        }
        message = { type: 'MAKE_MOVE', payload: { type: MOVE, args: [clean], playerID, credentials } };
        port.prechecked.set(clean, { G, out });
        port.origins.set(clean, (origin = {}));
      }
      await server.play(socket, game, id, fetched, message, stateID, playerID);
      if (port) return origin!.outcome ?? { ok: false, error: refusal(BoardgameIOErrors.SERVER_ERROR, 'the server did not play the move') };
      return undefined;
    });
  } catch (err) {
    const text = err instanceof Error ? err.message : String(err);
    return { ok: false, error: err instanceof Error && err.name === 'LockTimeoutError' ? refusal(BoardgameIOErrors.BUSY, text) : refusal(BoardgameIOErrors.SERVER_ERROR, `the move may not have been played: ${text}`) };
  }
}

const refusal = (code: string, message: string): Rejection => ({ code, message });

/** A connection of a client to one game's namespace, its messages guarded (see `TabulaSocketIO`). */
export class Connection {
  /** boardgame.io's own handlers, run once a message passed the checks. */
  private readonly original: Record<'update' | 'sync' | 'chat' | 'disconnect', (...args: any[]) => unknown>;
  /** The seat each match was synced as on this socket, once admitted: its initial state is filtered for it. */
  private readonly syncedAs = new Map<string, string | null>();
  /** The match this socket follows (boardgame.io's disconnect writes its metadata). */
  private lastMatch: string | undefined;
  private readonly pacer: Pacer;
  private readonly limits: ServerLimits;

  constructor(
    private readonly server: ServerSide,
    private readonly socket: ServerSocket,
    private readonly game: BgioGame,
    private readonly port: Port | undefined,
  ) {
    this.limits = server.limits;
    const last = (event: string) => socket.listeners(event).at(-1);
    const [update, sync, chat, disconnect] = ['update', 'sync', 'chat', 'disconnect'].map(last);
    if (!update || !sync || !chat || !disconnect) throw new Error('@tabula/boardgameio: boardgame.io registered no update/sync/chat/disconnect handler: an unsupported version?');
    this.original = { update, sync, chat, disconnect };
    for (const [event, listener] of Object.entries(this.original)) socket.removeListener(event, listener);

    // The connection's budget: every message waits its turn in it; a flood closes the connection.
    this.pacer = new Pacer(
      this.limits,
      (first) => {
        if (first) this.tell('', null, refusal(BoardgameIOErrors.RATE_LIMITED, `more than ${this.limits.messagesPerSecond} messages a second: messages are dropped`));
      },
      () => socket.disconnect(true),
    );
    this.paced('sync', (...args) => this.onSync(args));
    this.paced('update', (...args) => this.onUpdate(args));
    this.paced('chat', (...args) => this.onChat(args));
    socket.on('disconnect', (...args: unknown[]) => {
      this.pacer.close();
      const run = async () => void (await this.original.disconnect(...args));
      const match = this.lastMatch;
      server.track(() => (match === undefined ? run() : server.exclusive(match, run)));
    });

    // boardgame.io sends `initialState` with every sync as it is stored: the state at setup,
    // secrets and RNG included. Send it as the seat may see it, as boardgame.io does the state.
    const filter = getFilterPlayerView(game);
    const emit = socket.emit.bind(socket);
    socket.emit = (event: string, ...args: unknown[]): boolean => {
      if (event === 'sync' && typeof args[0] === 'string' && isObject(args[1]) && isObject(args[1].initialState)) {
        const matchID = args[0];
        const shown = filter(this.syncedAs.get(matchID) ?? null, { type: 'update', args: [matchID, args[1].initialState as unknown as State] });
        args = [matchID, { ...args[1], initialState: shown.args[1] }];
      }
      return emit(event, ...args);
    };
  }

  /** Registers a message handler behind the budget, each message counted in flight from its arrival. */
  private paced(event: string, handler: (...args: unknown[]) => void | Promise<void>): void {
    this.socket.on(event, (...args: unknown[]) => this.server.track(() => new Promise<void>((done) => this.pacer.submit(() => done(handler(...args)), done))));
  }

  /** Tells this client, and only it, why its message was refused. */
  private tell(matchID: string, playerID: unknown, error: Rejection, extra: Partial<RejectionNotice> = {}): void {
    const notice: RejectionNotice = { ...error, matchID, playerID: typeof playerID === 'string' ? playerID : null, ...extra };
    this.socket.emit(REJECTION_EVENT, matchID, notice);
  }

  /** The match named by a message, read and checked: it exists and is this game's. */
  private match(matchID: string, opts: StorageAPI.FetchOpts): Promise<Fetched | undefined> {
    return readMatch(this.server, this.game, matchID, opts);
  }

  /** A sync: as a spectator, or as a seat someone joined, with its credentials; never of an unknown match. */
  private onSync([matchID, playerID, credentials]: unknown[]): void | Promise<void> {
    if (badMatchID(matchID, this.limits) !== undefined) return this.tell(String(matchID).slice(0, this.limits.maxIdLength), playerID, refusal(BoardgameIOErrors.NO_SUCH_MATCH, 'no such match'));
    const id = matchID as string;
    const seat = playerID === undefined || playerID === null ? null : playerID;
    if (typeof credentials === 'string' && credentials.length > this.limits.maxCredentialsLength) return this.tell(id, seat, refusal(BoardgameIOErrors.TOO_LARGE, 'credentials too long'));
    return this.server.exclusive(id, async () => {
      const fetched = await this.match(id, { state: true });
      if (!fetched) return this.tell(id, seat, refusal(BoardgameIOErrors.NO_SUCH_MATCH, `no ${this.game.name} match has this id`));
      if (seat !== null) {
        if (!isSeatOf(fetched.metadata!, seat)) return this.tell(id, seat, refusal(BoardgameIOErrors.NOT_A_SEAT, 'the player id is not a seat of this match'));
        if (!(await this.server.admits(fetched.metadata!, seat, credentials))) {
          return this.tell(id, seat, refusal(BoardgameIOErrors.UNAUTHORIZED, `not player ${seat}'s credentials, or nobody has joined seat ${seat}: sync without a player id to follow the match`));
        }
      }
      this.syncedAs.set(id, seat);
      this.lastMatch = id;
      await this.original.sync(id, seat, typeof credentials === 'string' ? credentials : undefined);
      this.server.sent(id, fetched.state!._stateID);
      this.server.changed(this.game, id);
    });
  }

  /** A chat message: from a seat someone joined, with its credentials, to a match of this game. */
  private async onChat([matchID, message, credentials]: unknown[]): Promise<void> {
    if (badMatchID(matchID, this.limits) !== undefined) return;
    const id = matchID as string;
    if (!isObject(message) || jsonSize(message) > this.limits.maxChatBytes) return this.tell(id, null, refusal(BoardgameIOErrors.TOO_LARGE, `a chat message is an object of at most ${this.limits.maxChatBytes} bytes of JSON`));
    const fetched = await this.match(id, {});
    if (!fetched) return this.tell(id, message.sender, refusal(BoardgameIOErrors.NO_SUCH_MATCH, `no ${this.game.name} match has this id`));
    if (!isSeatOf(fetched.metadata!, message.sender) || !(await this.server.admits(fetched.metadata!, message.sender, credentials))) {
      return this.tell(id, message.sender, refusal(BoardgameIOErrors.UNAUTHORIZED, 'a chat message is sent by a joined seat, with its credentials'));
    }
    await this.original.chat(id, message, credentials);
  }

  /**
   * A move: for a Tabula game, only the `act` move of the sender's own joined seat, read by
   * `game.parse` and legal on the match's state; refused, it is told to its sender alone, and
   * nothing is sent to anyone or stored.
   */
  private async onUpdate([action, stateID, matchID, playerID]: unknown[]): Promise<void> {
    const { port, game } = this;
    if (badMatchID(matchID, this.limits) !== undefined) return; // nothing to answer to
    const id = matchID as string;
    const payload = isObject(action) ? action.payload : undefined;
    const input = port && isObject(payload) && Array.isArray(payload.args) ? payload.args[0] : undefined;
    const extra: Partial<RejectionNotice> = {};
    if (input !== undefined) extra.action = input;
    if (typeof stateID === 'number') extra.stateID = stateID;
    const no = (code: string, message: string) => this.tell(id, playerID, refusal(code, message), extra);

    if (!isObject(action) || !isObject(payload)) return no(BoardgameIOErrors.NOT_A_MOVE, `a move message is an action object, got ${typeof action}`);
    if (port && (action.type !== 'MAKE_MOVE' || payload.type !== MOVE)) {
      return no(BoardgameIOErrors.NOT_A_MOVE, `only the move "${MOVE}" is accepted from a client, got ${String(action.type).slice(0, 40)} "${String(payload.type).slice(0, 40)}"`);
    }
    if (typeof playerID !== 'string' || payload.playerID !== playerID) {
      return no(BoardgameIOErrors.SEAT_MISMATCH, `the move is for player ${JSON.stringify(payload.playerID)?.slice(0, 20) ?? 'none'}, sent as player ${JSON.stringify(playerID)?.slice(0, 20) ?? 'none'}`);
    }
    if (typeof stateID !== 'number') return no(BoardgameIOErrors.NOT_A_MOVE, 'a move message carries the state id it was made on');
    if (typeof payload.credentials !== 'string' || payload.credentials.length === 0 || payload.credentials.length > this.limits.maxCredentialsLength) {
      return no(BoardgameIOErrors.UNAUTHORIZED, 'a move carries the credentials the lobby gave its seat');
    }
    let parsed: unknown;
    if (port) {
      if (!Array.isArray(payload.args) || payload.args.length !== 1) return no(BoardgameIOErrors.NOT_A_MOVE, `"${MOVE}" takes one argument, the action`);
      parsed = port.tabula.parse(input);
      if (isRejection(parsed)) return this.tell(id, playerID, parsed, extra);
    }

    const outcome = await checkedMove(this.server, this.socket, game, port, { matchID: id, playerID, stateID, credentials: payload.credentials, message: action, ...(port ? { parsed } : {}) });
    if (outcome && !outcome.ok) this.tell(id, playerID, outcome.error, extra);
    else if (outcome?.ok) this.server.changed(game, id);
  }
}
