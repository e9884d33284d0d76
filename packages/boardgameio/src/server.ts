/**
 * The server side: boardgame.io's server and SocketIO transport, hardened for the internet.
 * `TabulaServer` is boardgame.io's `Server` with `TabulaSocketIO` and a `run` that binds the
 * address it is given; `TabulaSocketIO` is the transport alone, for boardgame.io's own `Server`.
 *
 * @packageDocumentation
 */
import { createRequire } from 'node:module';
import type { Server as BgioServerTypes, StorageAPI, Game as BgioGame } from 'boardgame.io';
import type { SocketIO as BgioSocketIO, GenericPubSub } from 'boardgame.io/server';
import type { MatchLock } from './lock';
import { resolveLimits, type ServerLimits } from './limits';
import type { ServerBots } from './bots';
import { Hardened, type App, type BgioSocketOpts } from './transport';
import { isClientGame } from './thin';
import { portOf } from './protocol';

export { LockTimeoutError, type MatchLock } from './lock';
export { DEFAULT_LIMITS, type ServerLimits } from './limits';
export type { ServerBot, ServerBots } from './bots';
export { workerBot, type WorkerBot, type WorkerBotOptions } from './worker';

const load = createRequire(import.meta.url);
const { Server } = load('boardgame.io/server') as typeof import('boardgame.io/server');

/** Options of {@link TabulaSocketIO}: boardgame.io's SocketIO options, a lock for several servers, and limits. */
export interface TabulaSocketIOOptions {
  /**
   * boardgame.io's pub-sub: how the servers that share a match tell each other's clients of each
   * change (see `RedisPubSub`). A pub-sub without a `lock` is refused: two servers would play two
   * moves on one state.
   */
  pubSub?: GenericPubSub<any>;
  /**
   * With several servers: a lock per match that they share (see `RedisLock`), so that one match's
   * messages and lobby changes are handled one at a time across all of them, each reading what
   * the last wrote. Without it, one process handles a match's messages one at a time.
   */
  lock?: MatchLock;
  /** What a client may send: ids, names, data, message sizes and rates (see {@link ServerLimits}; each has a default). */
  limits?: Partial<ServerLimits>;
  /**
   * Bots the server plays seats with, per game name: `{ atlandice: randomBot('server') }`, or
   * `{ atlandice: { bot, name?, delayMs? } }` (see {@link ServerBot}). A match made with
   * `setupData.bots` (e.g. `[1, 2]`) has those seats joined by the server; whenever one may act,
   * the game's bot chooses its action from the seat's view and legal actions only, and the server
   * plays it as it plays a client's move (checked, stored, published). `workerBot` runs a bot in
   * a worker thread. A match that names bot seats of a game without a bot is refused.
   */
  bots?: ServerBots;
  /** socket.io's server options, passed on (`maxHttpBufferSize` defaults to `limits.maxMessageBytes`). */
  socketOpts?: BgioSocketOpts['socketOpts'];
  /** A socket.io adapter, passed on. */
  socketAdapter?: unknown;
  /** HTTPS options, passed on. */
  https?: BgioSocketOpts['https'];
}

/** What {@link TabulaSocketIO}'s transport adds to boardgame.io's. */
export interface TabulaTransport {
  /** Resolves once no message is being handled: every move received so far is played and stored. */
  idle(): Promise<void>;
  /** How many matches have messages waiting or being handled in this process (0 when idle). */
  readonly queued: number;
}

/**
 * boardgame.io's SocketIO server transport, hardened. Pass it as the `transport` of
 * boardgame.io's `Server`, or use {@link TabulaServer}, which does. For every game on the server:
 *
 * - **the lobby** (its HTTP routes, guarded before boardgame.io reads them): a match id names a
 *   match of the route's own game, or the answer is 404 `NO_SUCH_MATCH`; a `playerID` is one of
 *   the match's seats as an own key ("0" … "n−1"; `__proto__` and the like are 404
 *   `NOT_A_SEAT`); names, credentials, player data, setup data and bodies are capped (413
 *   `TOO_LARGE`); joins, leaves and updates of one match run one at a time, across servers with
 *   the `lock`. A refusal is JSON `{ code, message }`;
 * - **the sockets**: a message naming a match that does not exist, or a match of another game, is
 *   refused (`NO_SUCH_MATCH`) before anything is allocated or stored, and a sync never creates a
 *   match; a seat is synced, and may act, only once someone has joined it and with its
 *   credentials (anyone may sync as a spectator); each connection has a message budget
 *   (`RATE_LIMITED`, then disconnection); messages are capped in size;
 * - **the storage**: what a move publishes reaches the clients only once the storage has kept it;
 *   with a pub-sub that reports gaps (`RedisPubSub`), each server re-reads the matches it serves
 *   after its subscription was lost, so no client is left behind.
 *
 * And for each Tabula game (made by `toBoardgameIO`): only `act` moves of the sender's own seat
 * are accepted (boardgame.io 0.50's master also plays events, state replacements and moves for
 * another seat); the action is read by `game.parse`, and only the action as read is stored and
 * sent; a refused action is told to its sender alone on `REJECTION_EVENT`, with nothing sent to
 * anyone else and nothing stored; the `initialState` boardgame.io sends with every sync is
 * filtered for the seat.
 */
export function TabulaSocketIO(options: TabulaSocketIOOptions = {}): BgioSocketIO & TabulaTransport {
  const { lock, limits, bots, ...rest } = options;
  return new Hardened(rest as BgioSocketOpts, lock, resolveLimits(limits), bots) as unknown as BgioSocketIO & TabulaTransport;
}

/** Options of {@link TabulaServer}. */
export interface TabulaServerOptions extends Omit<TabulaSocketIOOptions, 'socketAdapter'> {
  /** The games: Tabula games made by `toBoardgameIO`, and any other boardgame.io games. */
  games: BgioGame[];
  /** The storage (default: boardgame.io's in-memory storage; for several servers, `RedisStorage`). */
  db?: StorageAPI.Async | StorageAPI.Sync;
  /** The web pages allowed to connect (CORS), e.g. `['https://play.example.com']`; `[]` for none but non-browser clients. */
  origins: (string | RegExp)[];
  /** The web pages allowed to use the lobby's HTTP API; default `origins`. */
  apiOrigins?: (string | RegExp)[];
  /** Makes match ids (boardgame.io's default: nanoid). Ids must fit `limits.maxIdLength` and use letters, digits and `_-.:`. */
  uuid?: () => string;
  /** boardgame.io's `generateCredentials`. */
  generateCredentials?: BgioServerTypes.GenerateCredentials;
  /** boardgame.io's `authenticateCredentials`. */
  authenticateCredentials?: BgioServerTypes.AuthenticateCredentials;
}

/** Where {@link TabulaServer}'s `run` listens. */
export interface ListenOptions {
  /** The port (0: any free port). */
  port: number;
  /** The address to bind: `'127.0.0.1'` behind a proxy on the same machine, `'0.0.0.0'` or `'::'` for every interface. */
  host: string;
}

/** What {@link TabulaServer} returns: boardgame.io's server, its transport, and `run`/`stop`. */
export interface TabulaServerHandle {
  /** boardgame.io's Koa app. */
  app: BgioServerTypes.App;
  /** The storage. */
  db: StorageAPI.Async | StorageAPI.Sync;
  /** The transport (`idle()` resolves once every message received is handled). */
  transport: BgioSocketIO & TabulaTransport;
  /** Connects the storage (a `RedisStorage` checks its persistence here) and listens on `host:port`; resolves with the HTTP server. */
  run(at: ListenOptions): Promise<{ appServer: import('node:http').Server }>;
  /** Stops listening, closes every socket, and waits for what the closing handlers write. */
  stop(): Promise<void>;
}

/**
 * boardgame.io's `Server` with {@link TabulaSocketIO} (built from the same options), whose `run`
 * binds the address it is given (boardgame.io's own `run` binds every interface).
 *
 * ```ts
 * const server = TabulaServer({ games: [toBoardgameIO(survive)], origins: ['https://play.example.com'] });
 * const { appServer } = await server.run({ port: 8000, host: '127.0.0.1' });
 * ```
 */
export function TabulaServer(options: TabulaServerOptions): TabulaServerHandle {
  const { games, db, origins, apiOrigins, uuid, generateCredentials, authenticateCredentials, https, ...transportOptions } = options;
  if (!Array.isArray(origins)) throw new TypeError('TabulaServer: origins is the list of web pages allowed to connect ([] for none)');
  for (const game of games) {
    if (isClientGame(game)) throw new TypeError(`TabulaServer: the game "${game.name}" is a browser's clientGame, which has no rules: serve toBoardgameIO(game)`);
  }
  for (const name of Object.keys(transportOptions.bots ?? {})) {
    if (!games.some((game) => game.name === name && portOf(game))) throw new TypeError(`TabulaServer: bots.${name}: the server hosts no Tabula game "${name}" (a game made by toBoardgameIO)`);
  }
  const transport = TabulaSocketIO({ ...transportOptions, ...(https ? { https } : {}) });
  const server = Server({
    games,
    transport,
    origins,
    ...(db ? { db } : {}),
    ...(apiOrigins ? { apiOrigins } : {}),
    ...(uuid ? { uuid } : {}),
    ...(generateCredentials ? { generateCredentials } : {}),
    ...(authenticateCredentials ? { authenticateCredentials } : {}),
    ...(https ? { https: https as never } : {}),
  });
  const app = server.app as App;
  let appServer: import('node:http').Server | undefined;
  return {
    app: server.app,
    db: server.db,
    transport,
    async run({ port, host }: ListenOptions) {
      if (typeof host !== 'string' || host.length === 0) throw new TypeError('TabulaServer.run: give the address to bind as host (e.g. "127.0.0.1")');
      const listen = app.listen.bind(app);
      app.listen = ((p: number, callback: () => void) => listen(p, host, callback)) as never;
      try {
        ({ appServer } = (await server.run({ port })) as { appServer: import('node:http').Server });
      } finally {
        app.listen = listen;
      }
      return { appServer: appServer! };
    },
    async stop() {
      (transport as unknown as Hardened).stopBots();
      await transport.idle();
      const io = (app as { _io?: { close(callback: () => void): void } })._io;
      if (io) await new Promise<void>((resolve) => io.close(() => resolve()));
      else if (appServer) await new Promise<void>((resolve) => appServer!.close(() => resolve()));
      await transport.idle(); // the disconnections' writes
    },
  };
}
