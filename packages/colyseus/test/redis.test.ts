/**
 * Several Colyseus processes on a real Redis (Debian's `redis-server`, started here on a loopback
 * port with an append-only file synced at every write, as the docs say): Redis presence and driver
 * to share rooms, `redisStorage` to keep matches. Rooms are made on any process and joined from any;
 * a process killed with SIGKILL loses no acknowledged action (its matches are made again from Redis
 * on another process); Redis killed and restarted loses nothing, and an action sent meanwhile is
 * refused, never half played; two rooms of one match never fork its log.
 */
import { createRequire } from 'node:module';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonical } from '@tabula/core/testing';
import { survive } from '@tabula/survive';
import { redisStorage, StorageConflictError, type RedisCommands } from '../src/index';
import { bots, checkReceived, drive, end, Player, replaySteps, startRedis, startServer, waitFor, type ServerProcess } from './harness';

type Redis = RedisCommands & { on(event: string, listener: () => void): unknown; hgetall(key: string): Promise<Record<string, string>>; lrange(key: string, a: number, b: number): Promise<string[]>; get(key: string): Promise<string | null>; disconnect(): void };
const SEED = 'colyseus-redis-survive';

describe('several Colyseus processes on Redis', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tabula-colyseus-redis-'));
  const children: ChildProcess[] = [];
  const connections: Redis[] = [];
  let RedisClass: new (opts: object) => Redis;
  let redis: { port: number; child: ChildProcess };
  const connect = (): Redis => {
    const c = new RedisClass({ host: '127.0.0.1', port: redis.port, maxRetriesPerRequest: 1, retryStrategy: () => 100 });
    c.on('error', () => undefined); // Redis is killed on purpose: the reconnections are ioredis's
    connections.push(c);
    return c;
  };
  const server = async (): Promise<ServerProcess> => {
    const started = await startServer({ STORAGE: 'redis', REDIS_PORT: String(redis.port), SEEDS: JSON.stringify({ survive: SEED }), LIMITS: JSON.stringify({ messagesPerSecond: 10_000, burst: 10_000 }) });
    children.push(started.child);
    return started;
  };
  /** The process (by its public address) hosting each room, from the Redis driver's listing. */
  const hosts = async (): Promise<Map<string, string>> => {
    const all = await connect().hgetall('roomcaches');
    return new Map(Object.values(all).map((v) => JSON.parse(v) as { metadata?: { match?: string }; publicAddress: string }).filter((r) => r.metadata?.match).map((r) => [r.metadata!.match!, r.publicAddress]));
  };
  const storedLog = async (match: string) => (await connect().lrange(`tabula:match:${match}:log`, 0, -1)).map((e) => JSON.parse(e) as { seat: number; action: unknown });
  const noReconnect = (p: Player): Player => {
    p.room.reconnection.enabled = false;
    return p;
  };

  beforeAll(async () => {
    RedisClass = createRequire(import.meta.url)('ioredis') as typeof RedisClass;
    redis = await startRedis(dir);
    children.push(redis.child);
  });
  afterAll(async () => {
    for (const c of connections) c.disconnect();
    for (const child of children.reverse()) await end(child);
    rmSync(dir, { recursive: true, force: true });
  });

  it('makes rooms on either process and lets them be joined from either: every packet is still the seat\'s view', async () => {
    const a = await server();
    const b = await server();
    const games: Player[][] = [];
    for (let i = 0; i < 4; i++) {
      const [here, there] = i % 2 === 0 ? [a, b] : [b, a];
      const first = await Player.create(here.url, survive.name, { players: 2, seat: 0 });
      const match = (await first.at(0)).match;
      games.push([first, await Player.join(there.url, survive.name, { match, seat: 1 }), await Player.join(there.url, survive.name, { match, seat: null })]);
    }
    const where = await hosts();
    const matches = games.map((g) => g[0]!.match);
    expect(new Set(matches.map((m) => where.get(m))), 'the processes hosting the four rooms').toEqual(new Set([`127.0.0.1:${a.port}`, `127.0.0.1:${b.port}`]));
    await Promise.all(games.map(async (players, i) => drive(players.slice(0, 2), bots(2, `multi-${i}`), 0, 40)));
    for (const players of games) {
      const log = await storedLog(players[0]!.match);
      await Promise.all(players.map((p) => p.at(log.length)));
      const replayed = replaySteps(survive, { players: 2, seed: SEED }, log);
      for (const p of players) expect(checkReceived(survive, replayed, p, SEED)).toBeGreaterThan(40);
      for (const p of players) await p.leave();
    }
  });

  it('loses no acknowledged action when the process hosting a match is killed with SIGKILL: the match is made again from Redis on another process (3 of 3)', async () => {
    const processes = [await server(), await server()];
    const first = noReconnect(await Player.create(processes[0]!.url, survive.name, { players: 2, seat: 0 }));
    const match = (await first.at(0)).match;
    let players = [first, noReconnect(await Player.join(processes[1]!.url, survive.name, { match, seat: 1 }))];
    const choose = bots(2, 'killed');
    let seq = 0;
    const seen: Player[] = [...players];
    for (let round = 0; round < 3; round++) {
      seq = await drive(players, choose, seq, 10);
      // The active seat sends one more action; the host is killed as soon as the actor has it acknowledged.
      const actor = players.find((p) => p.seat === Math.min(...p.last!.active))!;
      const host = (await hosts()).get(match)!;
      const victim = processes.find((p) => `127.0.0.1:${p.port}` === host)!;
      actor.act(actor.last!.legal[0], seq);
      await actor.at(seq + 1);
      seq++;
      victim.child.kill('SIGKILL');
      await new Promise((resolve) => victim.child.once('exit', resolve));
      processes.splice(processes.indexOf(victim), 1);
      processes.push(await server());
      await Promise.all(players.map((p) => waitFor(() => (p.left !== undefined ? true : undefined), `${p.label} to see its room gone`)));
      // Both seats join the match again, through the process that lived.
      const alive = processes[0]!;
      players = [noReconnect(await Player.join(alive.url, survive.name, { match, seat: 0 })), noReconnect(await Player.join(alive.url, survive.name, { match, seat: 1 }))];
      seen.push(...players);
      for (const p of players) expect((await p.at(0)).seq, `${p.label} after the kill`).toBe(seq);
      expect(await storedLog(match)).toHaveLength(seq);
    }
    seq = await drive(players, choose, seq);
    expect(players[0]!.last!.over).toBe(true);
    const replayed = replaySteps(survive, { players: 2, seed: SEED }, await storedLog(match));
    // A room made again starts with no last events: its first state may carry none.
    for (const p of seen) checkReceived(survive, replayed, p, SEED, { eventsMayBeEmpty: true });
    for (const p of players) await p.leave();
  });

  it('survives Redis killed and restarted: an action sent while it is down is refused and played nowhere; nothing stored is lost (2 of 2)', async () => {
    const a = await server();
    const first = await Player.create(a.url, survive.name, { players: 2, seat: 0 });
    const match = (await first.at(0)).match;
    const players = [first, await Player.join(a.url, survive.name, { match, seat: 1 })];
    const choose = bots(2, 'redis-down');
    let seq = await drive(players, choose, 0, 10);
    for (let round = 0; round < 2; round++) {
      const before = await storedLog(match);
      expect(before).toHaveLength(seq);
      redis.child.kill('SIGKILL');
      await new Promise((resolve) => redis.child.once('exit', resolve));
      const actor = players.find((p) => p.seat === Math.min(...p.last!.active))!;
      const other = players.find((p) => p !== actor)!;
      const heard = other.messages.length;
      actor.act(actor.last!.legal[0], seq);
      const notice = await waitFor(() => actor.rejections.at(-1), 'the refusal of the action sent while Redis is down');
      expect(notice.code).toBe('SERVER_ERROR');
      expect(other.messages.slice(heard).filter((m) => m.type === 'tabula:state'), 'the other seat was sent nothing').toEqual([]);
      redis = await startRedis(dir, { port: redis.port });
      children.push(redis.child);
      expect(canonical(await storedLog(match)), 'the log after the restart').toBe(canonical(before));
      // Sent again once Redis is back (its clients reconnect by themselves): played.
      const deadline = Date.now() + 20_000;
      while (actor.last!.seq === seq) {
        if (Date.now() > deadline) throw new Error('the action was never played after Redis came back');
        actor.act(actor.last!.legal[0], seq);
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
      seq++;
      await Promise.all(players.map((p) => p.at(seq)));
      expect(await storedLog(match)).toHaveLength(seq);
      seq = await drive(players, choose, seq, 5);
    }
    for (const p of players) await p.leave();
  });

  it('makes one room for a match joined at the same instant through two processes (5 of 5)', async () => {
    const [a, b] = [await server(), await server()];
    for (let round = 0; round < 5; round++) {
      const first = await Player.create(a.url, survive.name, { players: 2, seat: 0 });
      const match = (await first.at(0)).match;
      // Everyone leaves: the room is disposed; the match stays in Redis.
      await first.leave();
      const gone = Date.now() + 10_000;
      while ((await hosts()).has(match)) {
        if (Date.now() > gone) throw new Error('the room was never disposed');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const [one, two] = await Promise.all([Player.join(a.url, survive.name, { match, seat: 0 }), Player.join(b.url, survive.name, { match, seat: 1 })]);
      expect(one.room.roomId, `round ${round}: one room`).toBe(two.room.roomId);
      await Promise.all([one.at(0), two.at(0)]);
      await waitFor(() => (one.last!.seats.every((s) => s.taken) ? true : undefined), 'both seats taken in the one room');
      for (const p of [one, two]) await p.leave();
    }
  });

  it('never forks a log: of two rooms appending at once to one match, from two connections, one wins each index', async () => {
    const one = redisStorage(connect());
    const two = redisStorage(connect());
    await one.create('race', { game: 'survive', config: { players: 2, seed: 'x' }, bots: {} });
    await expect(two.create('race', { game: 'survive', config: { players: 2, seed: 'y' }, bots: {} })).rejects.toThrow(/exists/);
    for (let index = 0; index < 50; index++) {
      const outcomes = await Promise.allSettled([one.append('race', index, { seat: 0, action: { n: index, by: 1 } }), two.append('race', index, { seat: 1, action: { n: index, by: 2 } })]);
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      const lost = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
      expect(lost.reason).toBeInstanceOf(StorageConflictError);
    }
    const stored = await one.load('race');
    expect(stored!.log.map((e) => (e.action as { n: number }).n)).toEqual(Array.from({ length: 50 }, (_, i) => i));
    expect(await one.load('no-such-match')).toBeUndefined();
    await expect(one.append('no-such-match', 0, { seat: 0, action: {} })).rejects.toBeInstanceOf(StorageConflictError);
  });
});
