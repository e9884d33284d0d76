/**
 * Several servers: a real Redis (Debian's `redis-server`, started here on a free loopback port
 * with no persistence, and stopped at the end) and two boardgame.io server PROCESSES sharing a
 * match through `RedisPubSub`, `RedisStorage` and `RedisLock`, with clients on both.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replay } from '@tabula/core';
import { canonical } from '@tabula/core/testing';
import { survive } from '@tabula/survive';
import { toMatchFile } from '../src/index';
import { LockTimeoutError, RedisLock, RedisPubSub, RedisStorage, type RedisClient } from '../src/redis';
import { bots, checkPackets, drive, end, endingSeed, openMatch, replaySteps, requirePackage, SeatClient, serverRecord, startRedis, startServerProcess, toBoardgameIO, waitFor } from './harness';

type Redis = RedisClient & { quit(): Promise<unknown> };

describe('two server processes sharing matches through Redis', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tabula-bgio-redis-'));
  const children: ChildProcess[] = [];
  const clients: Redis[] = [];
  let RedisClass: new (port: number, host: string, opts?: object) => Redis;
  let redisPort: number;
  let servers: { url: string; child: ChildProcess }[];
  let seed: string;
  const bgio = toBoardgameIO(survive);
  const connect = (): Redis => {
    const c = new RedisClass(redisPort, '127.0.0.1', { maxRetriesPerRequest: 2 });
    clients.push(c);
    return c;
  };

  beforeAll(async () => {
    RedisClass = requirePackage('ioredis', 'the Redis pub-sub, storage and lock are tested with ioredis clients');
    const redis = await startRedis(dir);
    children.push(redis.child);
    redisPort = redis.port;
    seed = await endingSeed(survive, 4, 'redis-match-seed', 'redis', 1000);
    servers = await Promise.all([startServerProcess({ REDIS_PORT: String(redisPort), MATCH_SEED: seed }), startServerProcess({ REDIS_PORT: String(redisPort), MATCH_SEED: seed })]);
    for (const s of servers) children.push(s.child);
  }, 120_000);

  afterAll(async () => {
    for (const c of clients) await c.quit().catch(() => undefined);
    for (const child of children.reverse()) await end(child);
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('plays a full game with clients on both servers: each sees its own view, the result is the replay\'s', async () => {
    const [a, b] = servers;
    const { matchID, credentials } = await openMatch(a!.url, bgio.name!, 4);
    const players = credentials.map((c, seat) => new SeatClient(bgio, seat % 2 === 0 ? a!.url : b!.url, matchID, seat, c).start());
    const spectator = new SeatClient(bgio, b!.url, matchID, null).start();
    const everyone = [...players, spectator];
    await Promise.all(everyone.map((c) => c.at(0)));
    const { played } = await drive(everyone, bots(4, 'redis'), 0);
    const moved = { a: 0, b: 0 };
    const storage = new RedisStorage({ client: connect() });
    const record = await serverRecord(storage, matchID);
    for (const entry of record.log) (Number(entry.action.payload.playerID) % 2 === 0 ? moved.a++ : moved.b++);
    expect(moved.a, 'actions played through server A').toBeGreaterThan(0);
    expect(moved.b, 'actions played through server B').toBeGreaterThan(0);
    expect(record.state._stateID).toBe(played.length);
    const file = toMatchFile(survive, record.state.G, record.log);
    expect(file.log.map((e) => e.action)).toEqual(played);
    const replayed = replay(survive, file.config, file.log);
    if (!replayed.ok) throw new Error(`the log does not replay: ${replayed.error.code}`);
    expect(canonical(replayed.state)).toBe(canonical(record.state.G.state));
    const result = survive.result(replayed.state);
    expect(result).toBeDefined();
    expect(record.state.ctx.gameover).toEqual(result);
    for (const c of everyone) expect(c.state()!.ctx.gameover, `${c.label}'s result`).toEqual(result);
    const steps = replaySteps(survive, file.config, file.log);
    for (const c of everyone) checkPackets(survive, steps, c, seed);
    for (const c of everyone) expect(c.rejections, `${c.label} was refused nothing`).toEqual([]);
    for (const c of everyone) c.stop();
  });

  it('plays one of two moves sent at once for one seat from two servers, and tells the other sender why', async () => {
    const [a, b] = servers;
    const { matchID, credentials } = await openMatch(a!.url, bgio.name!, 2);
    const start = await serverRecord(new RedisStorage({ client: connect() }), matchID);
    const seat = survive.activeSeats(start.state.G.state)[0]!;
    // The seat in two tabs, one on each server; the other seat on server A.
    const tabs = [new SeatClient(bgio, a!.url, matchID, seat, credentials[seat]).start(), new SeatClient(bgio, b!.url, matchID, seat, credentials[seat]).start()];
    const other = new SeatClient(bgio, a!.url, matchID, 1 - seat, credentials[1 - seat]).start();
    await Promise.all([...tabs, other].map((c) => c.at(0)));
    const legal = tabs[0]!.state()!.G.legal;
    expect(legal.length).toBeGreaterThan(1);
    tabs[0]!.act(legal[0]);
    tabs[1]!.act(legal[1]);
    await Promise.all([...tabs, other].map((c) => c.at(1)));
    const refused = await waitFor(() => {
      const all = tabs.flatMap((t) => t.rejections);
      return all.length > 0 ? all : undefined;
    }, 'one tab to be told its move was refused');
    const record = await serverRecord(new RedisStorage({ client: connect() }), matchID);
    expect(record.state._stateID).toBe(1);
    expect(record.log).toHaveLength(1);
    expect(refused).toHaveLength(1);
    const winner = record.log[0]!.action.payload.args as unknown[];
    const loser = winner[0] === legal[0] || canonical(winner[0]) === canonical(legal[0]) ? legal[1] : legal[0];
    expect(canonical(refused[0]!.action)).toBe(canonical(loser));
    for (const c of [...tabs, other]) expect(canonical(c.state()!.G.view)).toBe(canonical(survive.view(record.state.G.state, c.seat)));
    for (const c of [...tabs, other]) c.stop();
  });

  it('RedisLock lets one holder at a time run a match\'s tasks, and gives up after waitMs', async () => {
    const one = new RedisLock({ client: connect(), prefix: 'test:lock:' });
    const two = new RedisLock({ client: connect(), prefix: 'test:lock:', waitMs: 3_000 });
    const trace: string[] = [];
    const task = (name: string) => async () => {
      trace.push(`${name} in`);
      await new Promise((resolve) => setTimeout(resolve, 30));
      trace.push(`${name} out`);
    };
    await Promise.all([one.run('m', task('a')), two.run('m', task('b')), one.run('m', task('c')), two.run('m', task('d'))]);
    for (let i = 0; i < trace.length; i += 2) expect(trace[i + 1]).toBe(trace[i]!.replace(' in', ' out'));
    const impatient = new RedisLock({ client: connect(), prefix: 'test:lock:', waitMs: 50 });
    let release: (() => void) | undefined;
    const held = one.run('n', () => new Promise<void>((resolve) => (release = resolve)));
    await waitFor(() => (release ? true : undefined), 'the first holder to run');
    await expect(impatient.run('n', async () => 'never')).rejects.toBeInstanceOf(LockTimeoutError);
    release!();
    await held;
    expect(await impatient.run('n', async () => 'now')).toBe('now');
  });

  it('RedisPubSub delivers to this process at once and to others through Redis, each message once', async () => {
    const here = new RedisPubSub<{ n: number }>({ publisher: connect(), subscriber: connect(), prefix: 'test:ps:' });
    const there = new RedisPubSub<{ n: number }>({ publisher: connect(), subscriber: connect(), prefix: 'test:ps:' });
    await Promise.all([here.connect(), there.connect()]);
    const gotHere: number[] = [];
    const gotThere: number[] = [];
    here.subscribe('MATCH-x', (p) => gotHere.push(p.n));
    there.subscribe('MATCH-x', (p) => gotThere.push(p.n));
    here.publish('MATCH-x', { n: 1 });
    expect(gotHere).toEqual([1]);
    there.publish('MATCH-x', { n: 2 });
    here.publish('MATCH-y', { n: 3 });
    await waitFor(() => (gotHere.length === 2 && gotThere.length === 2 ? true : undefined), 'both messages on both sides');
    expect(gotHere).toEqual([1, 2]);
    expect(gotThere).toEqual([2, 1]);
    there.unsubscribeAll('MATCH-x');
    here.publish('MATCH-x', { n: 4 });
    await waitFor(() => (gotHere.length === 3 ? true : undefined), 'the local delivery');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(gotThere).toHaveLength(2);
    expect(() => new RedisPubSub({ publisher: connect(), subscriber: connect(), prefix: 'bad*' })).toThrow(/prefix/);
  });
});
