/**
 * Several boardgame.io servers sharing Tabula matches through one Redis: a pub-sub for the
 * SocketIO transport (`RedisPubSub`), a storage (`RedisStorage`) and a lock per match
 * (`RedisLock`), each built on clients you make with [ioredis](https://github.com/redis/ioredis)
 * (an optional peer dependency: `npm install ioredis`).
 *
 * @packageDocumentation
 */
import type { LogEntry, Server as BgioServerTypes, State, StorageAPI } from 'boardgame.io';
import type { GenericPubSub } from 'boardgame.io/server';
import { LockTimeoutError, type MatchLock } from './lock';

export { LockTimeoutError, type MatchLock } from './lock';

/** A Redis command, as ioredis's client methods are: arguments in, a promise out. */
export type RedisCommand = (...args: any[]) => Promise<any>;

/** A queued `MULTI` block, as ioredis's `multi()` returns it. */
export interface RedisMulti {
  /** Queues a SET. */
  set(...args: any[]): RedisMulti;
  /** Queues an RPUSH. */
  rpush(...args: any[]): RedisMulti;
  /** Queues an SADD. */
  sadd(...args: any[]): RedisMulti;
  /** Queues a DEL. */
  del(...args: any[]): RedisMulti;
  /** Queues an SREM. */
  srem(...args: any[]): RedisMulti;
  /** Runs the block atomically: `[error, result]` per command, or `null` if it was aborted. */
  exec(): Promise<[Error | null, unknown][] | null>;
}

/** What is used of a Redis client: an ioredis `Redis` instance fits. */
export interface RedisClient {
  /** PUBLISH channel message. */
  publish: RedisCommand;
  /** PSUBSCRIBE pattern (puts the connection in subscriber mode: give the pub-sub a connection of its own). */
  psubscribe: RedisCommand;
  /** GET key. */
  get: RedisCommand;
  /** SET key value [PX ms NX]. */
  set: RedisCommand;
  /** LRANGE key start stop. */
  lrange: RedisCommand;
  /** SMEMBERS key. */
  smembers: RedisCommand;
  /** EVAL script numkeys key… arg…. */
  eval: RedisCommand;
  /** PING. */
  ping: RedisCommand;
  /** MULTI: a block of commands run atomically. */
  multi(): RedisMulti;
  /** Listens to the connection's events (`pmessage` for a subscriber). */
  on(event: string, listener: (...args: any[]) => void): unknown;
}

/** Characters a key prefix may hold (no glob characters: the pub-sub subscribes to `prefix*`). */
const PREFIX = /^[A-Za-z0-9:_.-]*$/;

function checkPrefix(prefix: string): string {
  if (!PREFIX.test(prefix)) throw new RangeError(`prefix ${JSON.stringify(prefix)}: only letters, digits and ":_.-" (it is used in a Redis pattern)`);
  return prefix;
}

/** A random token (96 bits, hex). */
function token(): string {
  const bytes = new Uint8Array(12);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Options of {@link RedisPubSub}. */
export interface RedisPubSubOptions {
  /** A connection to publish on (it may be shared with `RedisStorage` and `RedisLock`). */
  publisher: RedisClient;
  /** A connection of its own, for subscribing (Redis gives a subscribing connection no other use). */
  subscriber: RedisClient;
  /** Prefix of the Redis channels (default `bgio:`). */
  prefix?: string;
}

/**
 * boardgame.io's pub-sub over Redis, for `TabulaSocketIO({ pubSub })` (or boardgame.io's own
 * `SocketIO`): each change of a match reaches the clients of every server. A message published
 * here goes to this process's subscribers at once, as boardgame.io's in-memory pub-sub does, and
 * to the other processes through Redis (each skips its own messages). The payloads are whole
 * boardgame.io states, secrets included: the Redis server is part of the server side.
 *
 * It subscribes once to every match's channel (`prefix*`), so that a server never misses a change
 * made elsewhere in the moment it starts to follow a match; a server so receives the changes of
 * matches it has no client of, and drops them. Await {@link RedisPubSub.connect} before serving.
 */
export class RedisPubSub<T = unknown> implements GenericPubSub<T> {
  /** This process's id in the messages it publishes. */
  readonly id = token();
  private readonly callbacks = new Map<string, ((payload: T) => void)[]>();
  private readonly prefix: string;
  private readonly publisher: RedisClient;
  private readonly subscribed: Promise<void>;

  constructor({ publisher, subscriber, prefix = 'bgio:' }: RedisPubSubOptions) {
    this.prefix = checkPrefix(prefix);
    this.publisher = publisher;
    subscriber.on('pmessage', (_pattern: string, channel: string, message: string) => this.receive(channel, message));
    this.subscribed = subscriber.psubscribe(`${this.prefix}*`).then(() => undefined);
  }

  /** Resolves once the subscription is active: every message published after that reaches this process. */
  connect(): Promise<void> {
    return this.subscribed;
  }

  /** Sends `payload` to the subscribers of `channelId`, here and in every other process. */
  publish(channelId: string, payload: T): void {
    this.deliver(channelId, payload);
    this.publisher.publish(this.prefix + channelId, JSON.stringify({ from: this.id, payload })).catch((err: unknown) => {
      console.error(`@tabula/boardgameio: publishing to ${channelId} failed`, err);
    });
  }

  /** Calls `callback` with each payload published to `channelId`, by any process. */
  subscribe(channelId: string, callback: (payload: T) => void): void {
    const list = this.callbacks.get(channelId);
    if (list) list.push(callback);
    else this.callbacks.set(channelId, [callback]);
  }

  /** Forgets every callback of `channelId`. */
  unsubscribeAll(channelId: string): void {
    this.callbacks.delete(channelId);
  }

  private deliver(channelId: string, payload: T): void {
    const list = this.callbacks.get(channelId);
    if (list) for (const callback of [...list]) callback(payload);
  }

  private receive(channel: string, message: string): void {
    if (!channel.startsWith(this.prefix)) return;
    const channelId = channel.slice(this.prefix.length);
    if (!this.callbacks.has(channelId)) return;
    let parsed: { from?: unknown; payload?: T };
    try {
      parsed = JSON.parse(message) as { from?: unknown; payload?: T };
    } catch {
      console.error(`@tabula/boardgameio: a message on ${channel} is not JSON`);
      return;
    }
    if (parsed.from === this.id || parsed.payload === undefined) return;
    this.deliver(channelId, parsed.payload);
  }
}

/** Options of {@link RedisStorage}. */
export interface RedisStorageOptions {
  /** The connection (it may be the pub-sub's publisher and the lock's). */
  client: RedisClient;
  /** Prefix of the keys (default `bgio:`). */
  prefix?: string;
}

/** A parsed JSON string, or `undefined` for a missing key. */
const parse = <V>(text: unknown): V | undefined => (typeof text === 'string' ? (JSON.parse(text) as V) : undefined);

/**
 * A boardgame.io storage (`StorageAPI.Async`) in Redis, for servers that share matches: each
 * match is four keys (`state`, `initial`, `metadata`, and `log`, a list with one entry per
 * element) and the set `matches`. A state and its log entries are written in one `MULTI`, so
 * another server reads both or neither. Pass it as boardgame.io's `Server({ db })`.
 */
export class RedisStorage {
  private readonly client: RedisClient;
  private readonly prefix: string;

  constructor({ client, prefix = 'bgio:' }: RedisStorageOptions) {
    this.client = client;
    this.prefix = checkPrefix(prefix);
  }

  /** boardgame.io's storage kind: asynchronous (`StorageAPI.Type.ASYNC`). */
  type(): 1 {
    return 1;
  }

  private key(matchID: string, part: 'state' | 'initial' | 'metadata' | 'log'): string {
    return `${this.prefix}match:${matchID}:${part}`;
  }

  private get matches(): string {
    return `${this.prefix}matches`;
  }

  /** Checks that Redis answers. */
  async connect(): Promise<void> {
    await this.client.ping();
  }

  /** Stores a new match: its initial state (twice: as the state and as the initial state) and its metadata. */
  async createMatch(matchID: string, opts: StorageAPI.CreateMatchOpts): Promise<void> {
    const initial = JSON.stringify(opts.initialState);
    await exec(
      this.client
        .multi()
        .set(this.key(matchID, 'initial'), initial)
        .set(this.key(matchID, 'state'), initial)
        .set(this.key(matchID, 'metadata'), JSON.stringify(opts.metadata))
        .del(this.key(matchID, 'log'))
        .sadd(this.matches, matchID),
    );
  }

  /** Stores a match's state and appends `deltalog` to its log, atomically. */
  async setState(matchID: string, state: State, deltalog?: LogEntry[]): Promise<void> {
    let block = this.client.multi().set(this.key(matchID, 'state'), JSON.stringify(state));
    if (deltalog && deltalog.length > 0) block = block.rpush(this.key(matchID, 'log'), ...deltalog.map((entry) => JSON.stringify(entry)));
    await exec(block);
  }

  /** Stores a match's metadata. */
  async setMetadata(matchID: string, metadata: BgioServerTypes.MatchData): Promise<void> {
    await this.client.set(this.key(matchID, 'metadata'), JSON.stringify(metadata));
  }

  /** Reads the parts of a match that `opts` asks for; a missing match gives `undefined` parts. */
  async fetch<O extends StorageAPI.FetchOpts>(matchID: string, opts: O): Promise<StorageAPI.FetchResult<O>> {
    const out: Partial<StorageAPI.FetchFields> = {};
    const reads: Promise<void>[] = [];
    if (opts.state) reads.push(this.client.get(this.key(matchID, 'state')).then((v) => void (out.state = parse<State>(v)!)));
    if (opts.initialState) reads.push(this.client.get(this.key(matchID, 'initial')).then((v) => void (out.initialState = parse<State>(v)!)));
    if (opts.metadata) reads.push(this.client.get(this.key(matchID, 'metadata')).then((v) => void (out.metadata = parse<BgioServerTypes.MatchData>(v)!)));
    if (opts.log) reads.push(this.client.lrange(this.key(matchID, 'log'), 0, -1).then((v: string[]) => void (out.log = v.map((e) => JSON.parse(e) as LogEntry))));
    await Promise.all(reads);
    return out as StorageAPI.FetchResult<O>;
  }

  /** Deletes a match. */
  async wipe(matchID: string): Promise<void> {
    await exec(
      this.client
        .multi()
        .del(this.key(matchID, 'state'), this.key(matchID, 'initial'), this.key(matchID, 'metadata'), this.key(matchID, 'log'))
        .srem(this.matches, matchID),
    );
  }

  /** The ids of the stored matches, filtered as boardgame.io's lobby asks (game, over or not, last update). */
  async listMatches(opts?: StorageAPI.ListMatchesOpts): Promise<string[]> {
    const ids = (await this.client.smembers(this.matches)) as string[];
    if (!opts) return ids;
    const kept: string[] = [];
    for (const id of ids) {
      const metadata = parse<BgioServerTypes.MatchData>(await this.client.get(this.key(id, 'metadata')));
      if (!metadata) continue;
      if (opts.gameName !== undefined && metadata.gameName !== opts.gameName) continue;
      const where = opts.where;
      if (where?.isGameover !== undefined && (metadata.gameover !== undefined) !== where.isGameover) continue;
      if (where?.updatedBefore !== undefined && metadata.updatedAt >= where.updatedBefore) continue;
      if (where?.updatedAfter !== undefined && metadata.updatedAt <= where.updatedAfter) continue;
      kept.push(id);
    }
    return kept;
  }
}

/** Runs a MULTI block; throws if it was aborted or one of its commands failed. */
async function exec(block: RedisMulti): Promise<void> {
  const results = await block.exec();
  if (results === null) throw new Error('@tabula/boardgameio: a Redis MULTI was aborted');
  for (const [err] of results) if (err) throw err;
}

/** Options of {@link RedisLock}. */
export interface RedisLockOptions {
  /** The connection (it may be the pub-sub's publisher and the storage's). */
  client: RedisClient;
  /** Prefix of the lock keys (default `bgio:lock:`). */
  prefix?: string;
  /** How long a lock lives if its holder dies (default 30 000 ms): a task must end well within it. */
  ttlMs?: number;
  /** How long `run` waits for a lock before it gives up with a `LockTimeoutError` (default 10 000 ms). */
  waitMs?: number;
  /** How long it sleeps between two tries (default 5 ms). */
  retryMs?: number;
}

/** Deletes the lock only if it still holds this holder's token. */
const RELEASE = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";

/**
 * A lock per match in Redis (`SET key token PX ttl NX`, released only by its holder), for
 * `TabulaSocketIO({ lock })`: with it, the servers that share a match handle its messages one at
 * a time, each reading what the last one wrote. boardgame.io's master writes a state after it has
 * published it, so without the lock a client on another server can answer a change before that
 * server reads it, and two servers can play two moves on one state.
 */
export class RedisLock implements MatchLock {
  private readonly client: RedisClient;
  private readonly prefix: string;
  private readonly ttlMs: number;
  private readonly waitMs: number;
  private readonly retryMs: number;

  constructor({ client, prefix = 'bgio:lock:', ttlMs = 30_000, waitMs = 10_000, retryMs = 5 }: RedisLockOptions) {
    this.client = client;
    this.prefix = checkPrefix(prefix);
    this.ttlMs = ttlMs;
    this.waitMs = waitMs;
    this.retryMs = retryMs;
  }

  /** Runs `task` holding `matchID`'s lock. */
  async run<T>(matchID: string, task: () => Promise<T>): Promise<T> {
    const key = this.prefix + matchID;
    const mine = token();
    const deadline = Date.now() + this.waitMs;
    while ((await this.client.set(key, mine, 'PX', this.ttlMs, 'NX')) !== 'OK') {
      if (Date.now() >= deadline) throw new LockTimeoutError(`match ${matchID} stayed locked for ${this.waitMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, this.retryMs));
    }
    try {
      return await task();
    } finally {
      await this.client.eval(RELEASE, 1, key, mine).catch((err: unknown) => console.error(`@tabula/boardgameio: releasing the lock of ${matchID} failed`, err));
    }
  }
}
