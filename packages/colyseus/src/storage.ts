/**
 * Where a room keeps its match: the game, the config, the bot seats and the log, appended one
 * action at a time, each append durable before the action is played, sent or acknowledged. A
 * room made again for the match (after its process died) reads it back and replays it.
 *
 * @module
 */
import type { LogEntry, SetupConfig } from '@tabula/core';

/** What a match starts from: everything but its log. */
export interface MatchHead {
  /** The game's name (`game.name`). */
  game: string;
  /** How the game was set up (with its seed: never sent to a client). */
  config: SetupConfig<unknown>;
  /** Bot seats: seat → the name of the server's bot that plays it. */
  bots: Record<string, string>;
}

/** A stored match: its head and its log. */
export interface MatchRecord extends MatchHead {
  /** Every action played, in order. */
  log: LogEntry<unknown>[];
}

/** An append found the log longer or shorter than the room thought: another room of the match wrote first. */
export class StorageConflictError extends Error {
  override name = 'StorageConflictError';
}

/**
 * The storage of Tabula rooms. Every method may be called by rooms of several processes at once;
 * an implementation keeps the log a single sequence (an append at the wrong index is refused).
 */
export interface MatchStorage {
  /** Records a new match under `id`; rejects if `id` is taken. */
  create(id: string, head: MatchHead): Promise<void>;
  /** The match stored under `id`, or `undefined`. */
  load(id: string): Promise<MatchRecord | undefined>;
  /**
   * Appends `entry` as the log's entry `index` (the log's length now), durably: once this resolves
   * the entry survives the process (and, for Redis with an append-only file synced at every write,
   * Redis itself). Rejects with a {@link StorageConflictError} when the log's length is not `index`,
   * and with the storage's error when it fails.
   */
  append(id: string, index: number, entry: LogEntry<unknown>): Promise<void>;
}

/** A storage in this process's memory: for one process, and for tests. A match lives as long as the process. */
export function memoryStorage(): MatchStorage {
  const matches = new Map<string, { head: string; log: string[] }>();
  return {
    async create(id, head) {
      if (matches.has(id)) throw new Error(`a match ${id} exists`);
      matches.set(id, { head: JSON.stringify(head), log: [] });
    },
    async load(id) {
      const found = matches.get(id);
      return found ? { ...(JSON.parse(found.head) as MatchHead), log: found.log.map((e) => JSON.parse(e) as LogEntry<unknown>) } : undefined;
    },
    async append(id, index, entry) {
      const found = matches.get(id);
      if (!found) throw new StorageConflictError(`no match ${id}`);
      if (found.log.length !== index) throw new StorageConflictError(`match ${id}: the log has ${found.log.length} entries, not ${index}`);
      found.log.push(JSON.stringify(entry));
    },
  };
}

/** As much of an ioredis client as {@link redisStorage} uses. */
export interface RedisCommands {
  /** `EVAL script numkeys key… arg…`. */
  eval(script: string, numKeys: number, ...args: (string | number)[]): Promise<unknown>;
}

/** Creates the head unless it exists: 1, or 0 when taken. */
const CREATE = `if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
redis.call('SET', KEYS[1], ARGV[1])
return 1`;

/** Appends at index ARGV[1] only: the new length, -1 when the length differs, -2 when there is no such match. */
const APPEND = `if redis.call('EXISTS', KEYS[1]) == 0 then return -2 end
if redis.call('LLEN', KEYS[2]) ~= tonumber(ARGV[1]) then return -1 end
return redis.call('RPUSH', KEYS[2], ARGV[2])`;

/** The head and the log at once. */
const LOAD = `return { redis.call('GET', KEYS[1]), redis.call('LRANGE', KEYS[2], 0, -1) }`;

/** Options of {@link redisStorage}. */
export interface RedisStorageOptions {
  /** Prefix of every key (default `tabula:match:`): a match is `<prefix><id>:head` (JSON) and `<prefix><id>:log` (a list of JSON entries). */
  prefix?: string;
}

/**
 * A storage on Redis, shared by every process: each append is one script (checked against the
 * log's length, so two rooms of one match never fork it), acknowledged by Redis once written. For
 * no acknowledged action to be lost when Redis itself dies, run Redis with an append-only file
 * synced at every write (`appendonly yes`, `appendfsync always`).
 */
export function redisStorage(client: RedisCommands, options: RedisStorageOptions = {}): MatchStorage {
  const prefix = options.prefix ?? 'tabula:match:';
  const keys = (id: string): [string, string] => [`${prefix}${id}:head`, `${prefix}${id}:log`];
  return {
    async create(id, head) {
      const made = await client.eval(CREATE, 1, keys(id)[0], JSON.stringify(head));
      if (Number(made) !== 1) throw new Error(`a match ${id} exists`);
    },
    async load(id) {
      const [head, log] = (await client.eval(LOAD, 2, ...keys(id))) as [string | null, string[]];
      if (typeof head !== 'string') return undefined;
      return { ...(JSON.parse(head) as MatchHead), log: log.map((e) => JSON.parse(e) as LogEntry<unknown>) };
    },
    async append(id, index, entry) {
      const out = Number(await client.eval(APPEND, 2, ...keys(id), index, JSON.stringify(entry)));
      if (out === -2) throw new StorageConflictError(`no match ${id}`);
      if (out === -1) throw new StorageConflictError(`match ${id}: the log is not ${index} entries long: another room of the match played first`);
    },
  };
}
