/**
 * The hardened transport behind `TabulaSocketIO`: boardgame.io's SocketIO with every message read
 * before boardgame.io sees it.
 *
 * @module
 */
import { createRequire } from 'node:module';
import type { Game as BgioGame, Server as BgioServerTypes, State, StorageAPI } from 'boardgame.io';
import type { SocketIO as BgioSocketIO, GenericPubSub } from 'boardgame.io/server';
import { isRejection, type Rejection } from '@tabula/core';
import { BoardgameIOErrors, MOVE, REJECTION_EVENT, portOf, type MoveOutcome, type Origin, type Port, type RejectionNotice } from './protocol';
import type { TabulaG } from './adapter';
import type { MatchLock } from './lock';
import { badMatchID, isJoined, isSeatOf, jsonSize, Pacer, type ServerLimits } from './limits';
import { lobbyGuard } from './lobby';

// boardgame.io's subpaths are folders with a CommonJS `main`, which Node's ES module loader does
// not resolve: they are loaded as CommonJS.
const load = createRequire(import.meta.url);
const { SocketIO } = load('boardgame.io/server') as typeof import('boardgame.io/server');
const { getFilterPlayerView } = load('boardgame.io/internal') as typeof import('boardgame.io/internal');
const { Master } = load('boardgame.io/master') as typeof import('boardgame.io/master');

/** boardgame.io's own SocketIO options. */
export type BgioSocketOpts = NonNullable<ConstructorParameters<typeof SocketIO>[0]>;

/** What the transport sends through the pub-sub: boardgame.io's payloads. */
type Payload = { type: string; args: unknown[] };

/** A pub-sub that says when it may have missed messages (as `RedisPubSub` does). */
interface GapReporting {
  onGap(listener: () => void): void;
}

/** A server-side socket, as much of socket.io's as is used here. */
interface ServerSocket {
  id: string;
  emit(event: string, ...args: unknown[]): boolean;
  on(event: string, listener: (...args: any[]) => void): unknown;
  listeners(event: string): ((...args: any[]) => unknown)[];
  removeListener(event: string, listener: (...args: any[]) => unknown): unknown;
  disconnect(close?: boolean): unknown;
}

/** boardgame.io's Koa app, with the socket.io server it attaches. */
export type App = BgioServerTypes.App & { _io?: { of(name: string): { on(event: 'connection', listener: (socket: ServerSocket) => void): unknown } } };

/** A storage, as the transport reads it. */
type Storage = StorageAPI.Sync | StorageAPI.Async;

/** What a read of a match gives. */
interface Fetched {
  state?: State;
  metadata?: BgioServerTypes.MatchData;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const refusal = (code: string, message: string): Rejection => ({ code, message });
const channelOf = (matchID: string): string => `MATCH-${matchID}`;

/** Whether `origin` is allowed by boardgame.io's `origins` option (as boardgame.io's CORS reads it). */
function originAllowed(origin: string, allowed: unknown): boolean {
  if (Array.isArray(allowed)) return allowed.some((entry) => originAllowed(origin, entry));
  if (typeof allowed === 'string') return origin === allowed;
  if (allowed instanceof RegExp) return allowed.test(origin);
  return Boolean(allowed);
}

/**
 * A storage for one boardgame.io master call: the reads the transport already made are answered
 * from them, the writes go to the real storage. boardgame.io's master reads a match up to three
 * times per message; on Redis each read is a round trip.
 */
function prefetched(db: Storage, matchID: string, fetched: Fetched): StorageAPI.Async {
  const real = db as StorageAPI.Async;
  return {
    type: () => 1,
    connect: async () => {},
    createMatch: async () => {
      throw new Error('@tabula/boardgameio: a message never creates a match');
    },
    setState: async (id: string, state: State, deltalog?: unknown[]) => void (await real.setState(id, state, deltalog as never)),
    setMetadata: async (id: string, metadata: BgioServerTypes.MatchData) => void (await real.setMetadata(id, metadata)),
    fetch: async (id: string, opts: StorageAPI.FetchOpts) => {
      if (id === matchID && !opts.log && !opts.initialState) return { ...(opts.state ? { state: fetched.state } : {}), ...(opts.metadata ? { metadata: fetched.metadata } : {}) };
      return await real.fetch(id, opts);
    },
    wipe: async (id: string) => void (await real.wipe(id)),
    listMatches: async (opts?: StorageAPI.ListMatchesOpts) => await real.listMatches(opts),
  } as unknown as StorageAPI.Async;
}

/** The transport `TabulaSocketIO` makes (see its documentation). */
export class Hardened extends SocketIO {
  /** The tail of each match's queue of tasks. */
  private readonly chains = new Map<string, Promise<void>>();
  private inFlight = 0;
  private waiters: (() => void)[] = [];
  /** Per channel: the local broadcasts boardgame.io subscribed, and the last state id they sent. */
  private readonly local = new Map<string, { callbacks: ((payload: Payload) => void)[]; stateID: number }>();
  private app: App | undefined;

  constructor(
    opts: BgioSocketOpts,
    private readonly lock: MatchLock | undefined,
    private readonly limits: ServerLimits,
  ) {
    if (opts.pubSub && !lock) {
      throw new TypeError('@tabula/boardgameio: a pub-sub shares matches between servers, which then need a lock too (TabulaSocketIO({ pubSub, lock: new RedisLock(…) })): without one, two servers play two moves on one state');
    }
    super({ ...opts, socketOpts: { maxHttpBufferSize: limits.maxMessageBytes, ...opts.socketOpts } as BgioSocketOpts['socketOpts'] });
    const inner = this.pubSub as GenericPubSub<Payload>;
    this.pubSub = {
      publish: (channelId: string, payload: Payload) => inner.publish(channelId, payload),
      subscribe: (channelId: string, callback: (payload: Payload) => void) => {
        const entry = this.local.get(channelId);
        if (entry) return void entry.callbacks.push(callback);
        this.local.set(channelId, { callbacks: [callback], stateID: -1 });
        inner.subscribe(channelId, (payload) => this.deliver(channelId, payload));
      },
      unsubscribeAll: (channelId: string) => {
        this.local.delete(channelId);
        inner.unsubscribeAll(channelId);
      },
    } as never;
    const gaps = inner as unknown as Partial<GapReporting>;
    if (typeof gaps.onGap === 'function') gaps.onGap(() => this.catchUpAll());
  }

  /** Sends a published payload to this process's clients of the match, unless they have it or newer. */
  private deliver(channelId: string, payload: Payload): void {
    const entry = this.local.get(channelId);
    if (!entry) return;
    const state = payload.type === 'update' ? payload.args[1] : payload.type === 'patch' ? payload.args[3] : undefined;
    const id = isObject(state) && typeof state._stateID === 'number' ? state._stateID : undefined;
    if (id !== undefined) {
      if (id <= entry.stateID) return; // a repeat, or older than what the clients were sent
      entry.stateID = id;
    }
    for (const callback of entry.callbacks) callback(payload);
  }

  /**
   * Reads every followed match from storage and sends each client the state it missed: after the
   * pub-sub lost its connection, messages published meanwhile never arrived.
   */
  private catchUpAll(): void {
    for (const channelId of [...this.local.keys()]) {
      const matchID = channelId.slice('MATCH-'.length);
      this.track(async () => {
        const { state } = await this.read(matchID, { state: true });
        if (state) this.deliver(channelId, { type: 'update', args: [matchID, { ...state, deltalog: [] }] });
      });
    }
  }

  override init(app: App, games: BgioGame[], origins?: Parameters<BgioSocketIO['init']>[2]): void {
    this.app = app;
    // socket.io's attach (here) asks Koa for its request handler before boardgame.io's `run` adds
    // the lobby's routes; koa-compose 4.2 copies the middleware list when the handler is made, so
    // the lobby would answer 404. The handler is made at the first request instead.
    const callback = app.callback.bind(app);
    app.callback = () => {
      let handler: ReturnType<typeof callback> | undefined;
      return (req, res) => (handler ??= callback())(req, res);
    };
    app.use(
      lobbyGuard({
        limits: this.limits,
        games: new Set(games.map((g) => g.name!)),
        allowOrigin: (origin) => originAllowed(origin, origins),
        exclusive: (matchID, task) => this.exclusive(matchID, task),
      }) as never,
    );
    super.init(app as never, games, origins);
    for (const game of games) {
      if (!app._io) continue;
      app._io.of(game.name!).on('connection', (socket) => this.secure(app, socket, game, portOf(game)));
    }
  }

  /** Resolves once no message is being handled: every move received so far is played and stored. */
  async idle(): Promise<void> {
    while (this.inFlight > 0) await new Promise<void>((resolve) => this.waiters.push(resolve));
  }

  /** Counts `task` as in flight until it settles. */
  private track(task: () => Promise<void>): void {
    this.inFlight++;
    void task()
      .catch((err: unknown) => console.error('@tabula/boardgameio: handling a message failed:', err instanceof Error ? err.message : err))
      .finally(() => {
        this.inFlight--;
        if (this.inFlight === 0) for (const wake of this.waiters.splice(0)) wake();
      });
  }

  /** Runs `task` after every earlier task of `matchID` in this process, holding the match's lock if there is one. */
  exclusive<T>(matchID: string, task: () => Promise<T>): Promise<T> {
    const run = (): Promise<T> => (this.lock ? this.lock.run(matchID, task) : task());
    const result = (this.chains.get(matchID) ?? Promise.resolve()).then(run, run);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.chains.set(matchID, tail);
    void tail.then(() => {
      if (this.chains.get(matchID) === tail) this.chains.delete(matchID);
    });
    return result;
  }

  /** How many matches have a queue of tasks now (for tests: none once every message is handled). */
  get queued(): number {
    return this.chains.size;
  }

  /** Reads a match from the server's storage. */
  private async read(matchID: string, opts: StorageAPI.FetchOpts): Promise<Fetched> {
    return (await (this.app!.context.db as StorageAPI.Async).fetch(matchID, opts)) as Fetched;
  }

  /** Whether `playerID` may act or be synced as its seat: a seat someone joined, with its credentials. */
  private async admits(metadata: BgioServerTypes.MatchData, playerID: string, credentials: unknown): Promise<boolean> {
    if (!isJoined(metadata, playerID)) return false;
    if (credentials !== undefined && typeof credentials !== 'string') return false;
    const auth = this.app!.context.auth as { authenticateCredentials(arg: object): boolean | Promise<boolean> };
    return Boolean(await auth.authenticateCredentials({ playerID, credentials, metadata }));
  }

  /** Replaces boardgame.io's handlers of a new socket with guarded ones. */
  private secure(app: App, socket: ServerSocket, game: BgioGame, port: Port | undefined): void {
    const last = (event: string) => socket.listeners(event).at(-1);
    const update = last('update');
    const sync = last('sync');
    const chat = last('chat');
    const disconnect = last('disconnect');
    if (!update || !sync || !chat || !disconnect) throw new Error('@tabula/boardgameio: boardgame.io registered no update/sync/chat/disconnect handler: an unsupported version?');
    for (const [event, listener] of [['update', update], ['sync', sync], ['chat', chat], ['disconnect', disconnect]] as const) socket.removeListener(event, listener);

    /** The seat each match was synced as on this socket, once admitted: its initial state is filtered for it. */
    const syncedAs = new Map<string, string | null>();
    let lastMatch: string | undefined;
    const tell = (matchID: string, playerID: unknown, error: Rejection, extra: Partial<RejectionNotice> = {}): void => {
      const notice: RejectionNotice = { ...error, matchID, playerID: typeof playerID === 'string' ? playerID : null, ...extra };
      socket.emit(REJECTION_EVENT, matchID, notice);
    };
    /** The connection's budget: every message waits its turn in it; a flood closes the connection. */
    const pacer = new Pacer(
      this.limits,
      (first) => {
        if (first) tell('', null, refusal(BoardgameIOErrors.RATE_LIMITED, `more than ${this.limits.messagesPerSecond} messages a second: messages are dropped`));
      },
      () => socket.disconnect(true),
    );
    /** Registers a message handler behind the budget. */
    const paced = (event: string, handler: (...args: unknown[]) => void | Promise<void>): void => {
      socket.on(event, (...args: unknown[]) => this.track(() => new Promise<void>((done) => pacer.submit(() => done(handler(...args)), done))));
    };
    /** The match named by a message, read and checked: it exists and is this game's. */
    const match = async (matchID: string, opts: StorageAPI.FetchOpts): Promise<Fetched | undefined> => {
      const fetched = await this.read(matchID, { ...opts, metadata: true });
      if (!fetched.metadata || fetched.metadata.gameName !== game.name || (opts.state && !fetched.state)) return undefined;
      return fetched;
    };

    paced('sync', (...args: unknown[]) => {
      const [matchID, playerID, credentials] = args;
      if (badMatchID(matchID, this.limits) !== undefined) return tell(String(matchID).slice(0, this.limits.maxIdLength), playerID, refusal(BoardgameIOErrors.NO_SUCH_MATCH, 'no such match'));
      const id = matchID as string;
      const seat = playerID === undefined || playerID === null ? null : playerID;
      if (typeof credentials === 'string' && credentials.length > this.limits.maxCredentialsLength) return tell(id, seat, refusal(BoardgameIOErrors.TOO_LARGE, 'credentials too long'));
      return this.exclusive(id, async () => {
          const fetched = await match(id, { state: true });
          if (!fetched) return tell(id, seat, refusal(BoardgameIOErrors.NO_SUCH_MATCH, `no ${game.name} match has this id`));
          if (seat !== null) {
            if (!isSeatOf(fetched.metadata!, seat)) return tell(id, seat, refusal(BoardgameIOErrors.NOT_A_SEAT, 'the player id is not a seat of this match'));
            if (!(await this.admits(fetched.metadata!, seat, credentials))) return tell(id, seat, refusal(BoardgameIOErrors.UNAUTHORIZED, `not player ${seat}'s credentials, or nobody has joined seat ${seat}: sync without a player id to follow the match`));
          }
          syncedAs.set(id, seat);
          lastMatch = id;
          await sync(id, seat, typeof credentials === 'string' ? credentials : undefined);
          const joined = this.local.get(channelOf(id));
          if (joined) joined.stateID = Math.max(joined.stateID, fetched.state!._stateID);
        });
    });

    paced('update', (...args: unknown[]) => this.onUpdate(app, socket, game, port, args, tell, match));

    paced('chat', (...args: unknown[]) => {
      const [matchID, message, credentials] = args;
      if (badMatchID(matchID, this.limits) !== undefined) return;
      const id = matchID as string;
      if (!isObject(message) || jsonSize(message) > this.limits.maxChatBytes) return tell(id, null, refusal(BoardgameIOErrors.TOO_LARGE, `a chat message is an object of at most ${this.limits.maxChatBytes} bytes of JSON`));
      return (async () => {
        const fetched = await match(id, {});
        if (!fetched) return tell(id, message.sender, refusal(BoardgameIOErrors.NO_SUCH_MATCH, `no ${game.name} match has this id`));
        if (!isSeatOf(fetched.metadata!, message.sender) || !(await this.admits(fetched.metadata!, message.sender, credentials))) {
          return tell(id, message.sender, refusal(BoardgameIOErrors.UNAUTHORIZED, 'a chat message is sent by a joined seat, with its credentials'));
        }
        await chat(id, message, credentials);
      })();
    });

    socket.on('disconnect', (...args: unknown[]) => {
      pacer.close();
      const run = async () => void (await disconnect(...args));
      this.track(() => (lastMatch === undefined ? run() : this.exclusive(lastMatch, run)));
    });

    // boardgame.io sends `initialState` with every sync as it is stored: the state at setup,
    // secrets and RNG included. Send it as the seat may see it, as boardgame.io does the state.
    const filter = getFilterPlayerView(game);
    const emit = socket.emit.bind(socket);
    socket.emit = (event: string, ...args: unknown[]): boolean => {
      if (event === 'sync' && typeof args[0] === 'string' && isObject(args[1]) && isObject(args[1].initialState)) {
        const matchID = args[0];
        const shown = filter(syncedAs.get(matchID) ?? null, { type: 'update', args: [matchID, args[1].initialState as unknown as State] });
        args = [matchID, { ...args[1], initialState: shown.args[1] }];
      }
      return emit(event, ...args);
    };
  }

  /**
   * Checks a move message and plays it through boardgame.io's master: for a Tabula game, only the
   * `act` move of the sender's own joined seat, read by `game.parse` and legal on the match's
   * state; refused, it is told to its sender alone, and nothing is sent to anyone or stored.
   */
  private async onUpdate(
    app: App,
    socket: ServerSocket,
    game: BgioGame,
    port: Port | undefined,
    args: unknown[],
    tell: (matchID: string, playerID: unknown, error: Rejection, extra?: Partial<RejectionNotice>) => void,
    match: (matchID: string, opts: StorageAPI.FetchOpts) => Promise<Fetched | undefined>,
  ): Promise<void> {
    const [action, stateID, matchID, playerID] = args;
    if (badMatchID(matchID, this.limits) !== undefined) return; // nothing to answer to
    const id = matchID as string;
    const payload = isObject(action) ? action.payload : undefined;
    const input = port && isObject(payload) && Array.isArray(payload.args) ? payload.args[0] : undefined;
    const extra: Partial<RejectionNotice> = {};
    if (input !== undefined) extra.action = input;
    if (typeof stateID === 'number') extra.stateID = stateID;
    const no = (code: string, message: string) => tell(id, playerID, refusal(code, message), extra);

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
      if (isRejection(parsed)) return tell(id, playerID, parsed, extra);
    }

    let outcome: MoveOutcome | undefined;
    try {
      outcome = await this.exclusive(id, async (): Promise<MoveOutcome | undefined> => {
        const fetched = await match(id, { state: true });
        if (!fetched) return { ok: false, error: refusal(BoardgameIOErrors.NO_SUCH_MATCH, `no ${game.name} match has this id`) };
        const metadata = fetched.metadata!;
        const state = fetched.state!;
        if (!isSeatOf(metadata, playerID)) return { ok: false, error: refusal(BoardgameIOErrors.NOT_A_SEAT, 'the player id is not a seat of this match') };
        if (!(await this.admits(metadata, playerID, payload.credentials))) {
          return { ok: false, error: refusal(BoardgameIOErrors.UNAUTHORIZED, `the credentials are not player ${playerID}'s, or nobody has joined seat ${playerID}`) };
        }
        if (state.ctx.gameover !== undefined) return { ok: false, error: refusal('GAME_OVER', 'the game is over') };
        let message: Record<string, unknown> = action;
        let origin: Origin | undefined;
        if (port) {
          const G = state.G as TabulaG;
          const tabulaState = port.settled(G.state);
          const out = port.tabula.apply(tabulaState, port.seatOf(playerID, tabulaState.players) ?? -1, parsed);
          if (!out.ok) return { ok: false, error: out.error };
          if (state._stateID !== stateID) {
            return { ok: false, error: refusal(BoardgameIOErrors.STALE_STATE, `the move was made on state ${stateID}; the match is at state ${state._stateID}: look again and resend`) };
          }
          // Only the action as the game read it goes on: no field beside it is stored or sent.
          const clean = parsed as object;
          message = { type: 'MAKE_MOVE', payload: { type: MOVE, args: [clean], playerID, credentials: payload.credentials } };
          port.prechecked.set(clean, { seq: G.seq, out });
          port.origins.set(clean, (origin = {}));
        }
        await this.play(app, socket, game, id, fetched, message, stateID, playerID);
        if (port) return origin!.outcome ?? { ok: false, error: refusal(BoardgameIOErrors.SERVER_ERROR, 'the server did not play the move') };
        return undefined;
      });
    } catch (err) {
      const text = err instanceof Error ? err.message : String(err);
      outcome = { ok: false, error: err instanceof Error && err.name === 'LockTimeoutError' ? refusal(BoardgameIOErrors.BUSY, text) : refusal(BoardgameIOErrors.SERVER_ERROR, `the move may not have been played: ${text}`) };
    }
    if (outcome && !outcome.ok) tell(id, playerID, outcome.error, extra);
  }

  /**
   * boardgame.io's master plays `message` on the match read as `fetched`; what it publishes is
   * held until its writes are done, so that no client ever sees a move the storage has not kept.
   */
  private async play(app: App, socket: ServerSocket, game: BgioGame, matchID: string, fetched: Fetched, message: Record<string, unknown>, stateID: number, playerID: string): Promise<void> {
    const held: Payload[] = [];
    const filter = getFilterPlayerView(game);
    const transport = {
      send: ({ playerID: to, ...data }: { playerID: string | null } & Payload) => {
        const { type, args } = filter(to, data as never);
        socket.emit(type, ...args);
      },
      sendAll: (payload: Payload) => void held.push(payload),
    };
    const master = new Master(game, prefetched(app.context.db as Storage, matchID, fetched), transport as never, app.context.auth as never);
    const answer = await master.onUpdate(message as never, stateID, matchID, playerID);
    if (answer && 'error' in answer) throw new Error(answer.error);
    for (const payload of held) this.pubSub.publish(channelOf(matchID), payload as never);
  }
}
