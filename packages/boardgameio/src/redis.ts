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
  /** INFO section. */
  info: RedisCommand;
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
 * boardgame.io's pub-sub over Redis, for `TabulaSocketIO({ pubSub, lock })`: each change of a
 * match reaches the clients of every server. A message published here goes to this process's
 * subscribers at once, as boardgame.io's in-memory pub-sub does, and to the other processes
 * through Redis (each skips its own messages). The payloads are whole boardgame.io states, secrets
 * included: the Redis server is part of the server side.
 *
 * It subscribes once to every match's channel (`prefix*`), so that a server never misses a change
 * made elsewhere in the moment it starts to follow a match; a server so receives the changes of
 * matches it has no client of, and drops them. Redis does not keep a message for a subscriber
 * that is away: when the subscribing connection comes back (a dropped connection, a Redis
 * restart), the pub-sub subscribes again and then tells its {@link RedisPubSub.onGap} listeners,
 * and `TabulaSocketIO` re-reads the matches it serves from storage. Await
 * {@link RedisPubSub.connect} before serving.
 */
export class RedisPubSub<T = unknown> implements GenericPubSub<T> {
  /** This process's id in the messages it publishes. */
  readonly id = token();
  private readonly callbacks = new Map<string, ((payload: T) => void)[]>();
  private readonly prefix: string;
  private readonly publisher: RedisClient;
  private readonly subscribed: Promise<void>;
  private readonly gapListeners: (() => void)[] = [];
  /** Set once the first subscription is active: a later `ready` is a reconnection. */
  private live = false;

  constructor({ publisher, subscriber, prefix = 'bgio:' }: RedisPubSubOptions) {
    this.prefix = checkPrefix(prefix);
    this.publisher = publisher;
    const pattern = `${this.prefix}*`;
    subscriber.on('pmessage', (_pattern: string, channel: string, message: string) => this.receive(channel, message));
    subscriber.on('ready', () => {
      if (!this.live) return;
      // Back after a drop: messages published meanwhile are lost. Subscribe (again, whether or
      // not the client already did), then say so: what is read after this cannot be missed.
      subscriber
        .psubscribe(pattern)
        .then(() => {
          for (const listener of this.gapListeners) listener();
        })
        .catch((err: unknown) => console.error('@tabula/boardgameio: subscribing again after a reconnection failed:', err instanceof Error ? err.message : err));
    });
    this.subscribed = subscriber.psubscribe(pattern).then(() => {
      this.live = true;
    });
  }

  /**
   * Calls `listener` each time messages may have been missed: the subscribing connection came back
   * after a drop and is subscribed again. `TabulaSocketIO` listens, and re-reads its matches.
   */
  onGap(listener: () => void): void {
    this.gapListeners.push(listener);
  }

  /** Resolves once the subscription is active: every message published after that reaches this process. */
  connect(): Promise<void> {
    return this.subscribed;
  }

  /** Sends `payload` to the subscribers of `channelId`, here and in every other process. */
  publish(channelId: string, payload: T): void {
    this.deliver(channelId, payload);
    this.publisher.publish(this.prefix + channelId, JSON.stringify({ from: this.id, payload })).catch((err: unknown) => {
      console.error('@tabula/boardgameio: publishing a change failed (the other servers catch up when their subscription comes back):', err instanceof Error ? err.message : err);
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
      console.error('@tabula/boardgameio: a pub-sub message is not JSON');
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
  /**
   * A throwaway setup (tests, a demo): `connect` accepts a Redis that does not persist, which
   * loses every match when it restarts. Default `false`: `connect` refuses a Redis whose
   * append-only file is off.
   */
  ephemeral?: boolean;
}

/** The redis.conf lines that make Redis keep every acknowledged write across a restart or a crash. */
export const REDIS_PERSISTENCE_CONF = 'appendonly yes\nappendfsync always';

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
  private readonly ephemeral: boolean;

  constructor({ client, prefix = 'bgio:', ephemeral = false }: RedisStorageOptions) {
    this.client = client;
    this.prefix = checkPrefix(prefix);
    this.ephemeral = ephemeral;
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

  /**
   * Checks that Redis answers and that it persists: its append-only file is on (`INFO
   * persistence` says `aof_enabled:1`), unless the storage was made `ephemeral`. boardgame.io's
   * `Server.run` calls it before listening, so a server on a Redis that would lose its matches on
   * a restart does not start. Throws an `Error` that gives the redis.conf lines.
   */
  async connect(): Promise<void> {
    await this.client.ping();
    if (this.ephemeral) return;
    const info = String(await this.client.info('persistence'));
    if (!/^aof_enabled:1\s*$/m.test(info)) {
      throw new Error(
        `@tabula/boardgameio: this Redis does not persist (its append-only file is off): after a restart every match would be gone, and a match id would name nothing or a new match. Add to redis.conf:\n${REDIS_PERSISTENCE_CONF}\n(or start redis-server with --appendonly yes --appendfsync always). For a throwaway setup, new RedisStorage({ client, ephemeral: true }).`,
      );
    }
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
  /**
   * How long a lock lives if its holder dies (default 3 000 ms): the holder renews it every third
   * of that while its task runs, so a task may take longer, and a crashed server's locks are free
   * again within this time.
   */
  ttlMs?: number;
  /** How long `run` waits for a lock before it gives up with a `LockTimeoutError` (default 10 000 ms). */
  waitMs?: number;
  /** How long it sleeps between two tries (default 5 ms). */
  retryMs?: number;
}

/** Deletes the lock only if it still holds this holder's token. */
const RELEASE = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";

/** Extends the lock's life only if it still holds this holder's token. */
const RENEW = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end";

/**
 * A lock per match in Redis (`SET key token PX ttl NX`, renewed by its holder while its task runs
 * and released only by its holder: a lease), for `TabulaSocketIO({ lock })`: with it, the servers
 * that share a match handle its messages and its lobby changes one at a time, each reading what
 * the last one wrote. Without it, two servers can play two moves on one state, and two joins can
 * overwrite each other's seat.
 */
export class RedisLock implements MatchLock {
  private readonly client: RedisClient;
  private readonly prefix: string;
  private readonly ttlMs: number;
  private readonly waitMs: number;
  private readonly retryMs: number;

  constructor({ client, prefix = 'bgio:lock:', ttlMs = 3_000, waitMs = 10_000, retryMs = 5 }: RedisLockOptions) {
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
      if (Date.now() >= deadline) throw new LockTimeoutError(`the match stayed locked for ${this.waitMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, this.retryMs));
    }
    const renewal = setInterval(() => {
      this.client.eval(RENEW, 1, key, mine, this.ttlMs).catch((err: unknown) => console.error('@tabula/boardgameio: renewing a match lock failed:', err instanceof Error ? err.message : err));
    }, Math.max(1, Math.floor(this.ttlMs / 3)));
    try {
      return await task();
    } finally {
      clearInterval(renewal);
      await this.client.eval(RELEASE, 1, key, mine).catch((err: unknown) => console.error('@tabula/boardgameio: releasing a match lock failed:', err instanceof Error ? err.message : err));
    }
  }
}
