/**
 * The hardened transport behind `TabulaSocketIO`: boardgame.io's SocketIO with every message read
 * before boardgame.io sees it.
 *
 * @module
 */
import { createRequire } from 'node:module';
import type { Game as BgioGame, Server as BgioServerTypes, State, StorageAPI } from 'boardgame.io';
import type { SocketIO as BgioSocketIO, GenericPubSub } from 'boardgame.io/server';
import { isObject, portOf } from './protocol';
import type { MatchLock } from './lock';
import { isJoined, type ServerLimits } from './limits';
import { lobbyGuard } from './lobby';
import { Connection, type Fetched, type ServerSide, type ServerSocket } from './connection';
import { BotSeats, type ServerBots } from './bots';

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

/** boardgame.io's Koa app, with the socket.io server it attaches. */
export type App = BgioServerTypes.App & { _io?: { of(name: string): { on(event: 'connection', listener: (socket: ServerSocket) => void): unknown } } };

/** A storage, as the transport reads it. */
type Storage = StorageAPI.Sync | StorageAPI.Async;

const channelOf = (matchID: string): string => `MATCH-${matchID}`;

/** Whether `origin` is allowed by boardgame.io's `origins` option (as boardgame.io's CORS reads it). */
function originAllowed(origin: string, allowed: unknown): boolean {
  if (Array.isArray(allowed)) return allowed.some((entry) => originAllowed(origin, entry));
  if (typeof allowed === 'string') return origin === allowed;
  if (allowed instanceof RegExp) return allowed.test(origin);
  return Boolean(allowed);
}

/** boardgame.io's `StorageAPI.Type.SYNC`: a storage whose calls answer at once (its `InMemory`). */
const SYNC = 0;

/**
 * A storage for one boardgame.io master call: the reads the transport already made are answered
 * from them, the writes go to the real storage. boardgame.io's master reads a match up to three
 * times per message; on Redis each read is a round trip. Synchronous when the real storage is,
 * so that the master then waits for nothing.
 */
function prefetched(db: Storage, matchID: string, fetched: Fetched): Storage {
  const known = (id: string, opts: StorageAPI.FetchOpts): boolean => id === matchID && !opts.log && !opts.initialState;
  const answer = (opts: StorageAPI.FetchOpts) => ({ ...(opts.state ? { state: fetched.state } : {}), ...(opts.metadata ? { metadata: fetched.metadata } : {}) });
  const createMatch = (): never => {
    throw new Error('@tabula/boardgameio: a message never creates a match');
  };
  if (db.type() === SYNC) {
    const real = db as StorageAPI.Sync;
    return {
      type: () => SYNC,
      connect: () => {},
      createMatch,
      setState: (id: string, state: State, deltalog?: unknown[]) => real.setState(id, state, deltalog as never),
      setMetadata: (id: string, metadata: BgioServerTypes.MatchData) => real.setMetadata(id, metadata),
      fetch: (id: string, opts: StorageAPI.FetchOpts) => (known(id, opts) ? answer(opts) : real.fetch(id, opts)),
      wipe: (id: string) => real.wipe(id),
      listMatches: (opts?: StorageAPI.ListMatchesOpts) => real.listMatches(opts),
    } as unknown as StorageAPI.Sync;
  }
  const real = db as StorageAPI.Async;
  return {
    type: () => 1,
    connect: async () => {},
    createMatch: async () => createMatch(),
    setState: async (id: string, state: State, deltalog?: unknown[]) => void (await real.setState(id, state, deltalog as never)),
    setMetadata: async (id: string, metadata: BgioServerTypes.MatchData) => void (await real.setMetadata(id, metadata)),
    fetch: async (id: string, opts: StorageAPI.FetchOpts) => (known(id, opts) ? answer(opts) : await real.fetch(id, opts)),
    wipe: async (id: string) => void (await real.wipe(id)),
    listMatches: async (opts?: StorageAPI.ListMatchesOpts) => await real.listMatches(opts),
  } as unknown as StorageAPI.Async;
}

/** The transport `TabulaSocketIO` makes (see its documentation). */
export class Hardened extends SocketIO {
  /** Per match with a task running: the tasks waiting their turn, in order. */
  private readonly waiting = new Map<string, (() => void)[]>();
  private inFlight = 0;
  private waiters: (() => void)[] = [];
  /** Per channel: the local broadcasts boardgame.io subscribed, and the last state id they sent. */
  private readonly local = new Map<string, { callbacks: ((payload: Payload) => void)[]; stateID: number }>();
  private app: App | undefined;
  /** The server's bot seats, if it has bots. */
  private readonly botSeats: BotSeats | undefined;

  constructor(
    opts: BgioSocketOpts,
    private readonly lock: MatchLock | undefined,
    private readonly limits: ServerLimits,
    bots?: ServerBots,
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
    this.botSeats = bots && Object.keys(bots).length > 0 ? new BotSeats(bots, this.side) : undefined;
  }

  /** Stops the server's bots: no bot move is played after this. */
  stopBots(): void {
    this.botSeats?.close();
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
    const bots = this.botSeats;
    bots?.check(games);
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
        tabula: new Set(games.filter((g) => portOf(g)).map((g) => g.name!)),
        allowOrigin: (origin) => originAllowed(origin, origins),
        exclusive: (matchID, task) => this.exclusive(matchID, task),
        ...(bots
          ? {
              bots: {
                has: (name: string) => bots.has(name),
                join: (matchID: string) => bots.join(matchID),
                made: (name: string, matchID: string) => bots.wake(games.find((g) => g.name === name)!, matchID),
              },
            }
          : {}),
      }) as never,
    );
    super.init(app as never, games, origins);
    for (const game of games) {
      if (!app._io) continue;
      // boardgame.io's handlers of a new socket are replaced with guarded ones.
      app._io.of(game.name!).on('connection', (socket) => new Connection(this.side, socket, game, portOf(game)));
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
    const queue = this.waiting.get(matchID);
    if (queue === undefined) {
      this.waiting.set(matchID, []);
      return this.alone(matchID, task);
    }
    return new Promise<T>((resolve, reject) => queue.push(() => void this.alone(matchID, task).then(resolve, reject)));
  }

  /** Runs `task` as the match's running task; then the next one waiting starts, if any. */
  private async alone<T>(matchID: string, task: () => Promise<T>): Promise<T> {
    try {
      return await (this.lock ? this.lock.run(matchID, task) : task());
    } finally {
      const next = this.waiting.get(matchID)!.shift();
      if (next) next();
      else this.waiting.delete(matchID);
    }
  }

  /** How many matches have a task running now (for tests: none once every message is handled). */
  get queued(): number {
    return this.waiting.size;
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

  /** What each connection asks of this transport. */
  private get side(): ServerSide {
    return (this.sideOnce ??= {
      limits: this.limits,
      exclusive: (matchID, task) => this.exclusive(matchID, task),
      track: (task) => this.track(task),
      read: (matchID, opts) => this.read(matchID, opts),
      admits: (metadata, playerID, credentials) => this.admits(metadata, playerID, credentials),
      play: (...args) => this.play(...args),
      commit: (matchID, fetched, next) => this.commit(matchID, fetched, next),
      sent: (matchID, stateID) => {
        const entry = this.local.get(channelOf(matchID));
        if (entry) entry.stateID = Math.max(entry.stateID, stateID);
      },
      setMetadata: async (matchID, metadata) => void (await (this.app!.context.db as StorageAPI.Async).setMetadata(matchID, metadata)),
      changed: (game, matchID) => this.botSeats?.wake(game, matchID),
    });
  }
  private sideOnce: ServerSide | undefined;

  /**
   * Stores the state a move reached and the match's metadata (when it was last played, and its
   * result once over), as boardgame.io's master does after a move, then publishes the state.
   */
  private async commit(matchID: string, fetched: Fetched, next: State): Promise<void> {
    const db = this.app!.context.db as StorageAPI.Async;
    const { deltalog, ...stored } = next;
    const writes: unknown[] = [db.setState(matchID, stored as State, deltalog)];
    const metadata = fetched.metadata;
    if (metadata && (metadata.gameover === undefined || metadata.gameover === null)) {
      writes.push(db.setMetadata(matchID, { ...metadata, updatedAt: Date.now(), ...(next.ctx.gameover !== undefined ? { gameover: next.ctx.gameover } : {}) }));
    }
    await Promise.all(writes);
    this.pubSub.publish(channelOf(matchID), { type: 'update', args: [matchID, next] } as never);
  }

  /**
   * boardgame.io's master plays `message` on the match read as `fetched`; what it publishes is
   * held until its writes are done, so that no client ever sees a move the storage has not kept.
   */
  private async play(socket: ServerSocket | undefined, game: BgioGame, matchID: string, fetched: Fetched, message: Record<string, unknown>, stateID: number, playerID: string): Promise<void> {
    const app = this.app!;
    const held: Payload[] = [];
    const filter = getFilterPlayerView(game);
    const transport = {
      send: ({ playerID: to, ...data }: { playerID: string | null } & Payload) => {
        const { type, args } = filter(to, data as never);
        socket?.emit(type, ...args);
      },
      sendAll: (payload: Payload) => void held.push(payload),
    };
    const master = new Master(game, prefetched(app.context.db as Storage, matchID, fetched), transport as never, app.context.auth as never);
    const answer = await master.onUpdate(message as never, stateID, matchID, playerID);
    if (answer && 'error' in answer) throw new Error(answer.error);
    for (const payload of held) this.pubSub.publish(channelOf(matchID), payload as never);
  }
}
