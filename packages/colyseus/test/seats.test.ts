/**
 * Seats through a match's life, on one Colyseus server (a child process on Node 22+): a dropped
 * connection keeps its seat and gets back what it missed; a seat not reclaimed in time is freed;
 * bot seats play on the server from their views; every packet still is the seat's view.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Room as SdkRoom } from '@colyseus/sdk';
import type { MatchFile } from '@tabula/core';
import { survive } from '@tabula/survive';
import { clockworkEmpire } from '@tabula/clockwork-empire';
import { refusalOf } from '../src/index';
import { bots, checkReceived, drive, end, Player, replaySteps, startServer, waitFor, type ServerProcess } from './harness';

const SEEDS = { survive: 'colyseus-seats-survive', 'clockwork-empire': 'colyseus-seats-ce' };

/** Cuts a client's socket without a consented leave (close code 4010: the SDK reconnects by itself). */
function drop(room: SdkRoom): void {
  (room as unknown as { connection: { transport: { ws: { close(code: number): void } } } }).connection.transport.ws.close(4010);
}

/** The SDK's own reconnection, made quick for the tests. */
function quickReconnection(p: Player, enabled = true): Player {
  Object.assign(p.room.reconnection, { enabled, minUptime: 0, minDelay: 50, maxDelay: 200, delay: 50 });
  return p;
}

async function joinRefusal(url: string, name: string, options: Record<string, unknown>): Promise<string | undefined> {
  try {
    await (await Player.join(url, name, options)).leave();
    return undefined;
  } catch (err) {
    return refusalOf(err)?.code;
  }
}

function replayFile(dir: string, match: string): Promise<MatchFile> {
  return waitFor(() => {
    try {
      return JSON.parse(readFileSync(join(dir, `${match}.json`), 'utf8')) as MatchFile;
    } catch {
      return undefined;
    }
  }, 'the replay file');
}

describe('seats: reconnection and bots', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tabula-colyseus-seats-'));
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServer({ SEEDS: JSON.stringify(SEEDS), REPLAY_DIR: dir, RECONNECT_SECONDS: '2', LIMITS: JSON.stringify({ messagesPerSecond: 10_000, burst: 10_000 }) });
  });
  afterAll(async () => {
    if (server) await end(server.child);
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps a dropped seat for its reconnection (nobody else may take it), sends it what it missed, and the game goes on to its end', async () => {
    const a = quickReconnection(await Player.create(server.url, survive.name, { players: 2, seat: 0 }));
    const match = (await a.at(0)).match;
    const b = quickReconnection(await Player.join(server.url, survive.name, { match, seat: 1 }));
    const choose = bots(2, 'seats-drive');
    let seq = await drive([a, b], choose, 0, 20);
    for (let round = 0; round < 3; round++) {
      const before = b.states.length;
      drop(b.room);
      await waitFor(() => (a.last!.seats[1]!.connected ? undefined : true), 'seat 1 to be seen as dropped');
      expect(a.last!.seats[1]).toEqual({ bot: false, taken: true, connected: false });
      expect(await joinRefusal(server.url, survive.name, { match, seat: 1 }), 'a stranger asking for the dropped seat').toBe('SEAT_TAKEN');
      // The other seat plays on meanwhile, when it may.
      if (a.last!.active.includes(0)) {
        a.act(a.last!.legal[0], seq);
        seq++;
        await a.at(seq);
      }
      // Back: its state again, with the whole log as it may see it.
      const back = await waitFor(() => b.states.slice(before).find((s) => s.log !== undefined), 'seat 1\'s state after its reconnection');
      expect(back.seq).toBe(seq);
      expect(back.log).toHaveLength(seq);
      await waitFor(() => (a.last!.seats[1]!.connected ? true : undefined), 'seat 1 to be seen as back');
      seq = await drive([a, b], choose, seq, 15);
    }
    seq = await drive([a, b], choose, seq);
    expect(a.last!.over).toBe(true);
    const file = await replayFile(dir, match);
    const replayed = replaySteps(survive, file.config, file.log);
    for (const p of [a, b]) expect(checkReceived(survive, replayed, p, file.config.seed)).toBeGreaterThan(seq);
    for (const p of [a, b]) await p.leave();
  });

  it('frees a seat whose client does not come back in time', async () => {
    const a = await Player.create(server.url, survive.name, { players: 2, seat: 0 });
    const match = (await a.at(0)).match;
    const b = quickReconnection(await Player.join(server.url, survive.name, { match, seat: 1 }), false);
    await waitFor(() => (a.last!.seats[1]!.taken ? true : undefined), 'seat 1 to be taken');
    drop(b.room);
    await waitFor(() => (a.last!.seats[1]!.connected ? undefined : true), 'seat 1 to be seen as dropped');
    await waitFor(() => (a.last!.seats[1]!.taken ? undefined : true), 'seat 1 to be freed', 10_000);
    const c = await Player.join(server.url, survive.name, { match, seat: 1 });
    expect((await c.at(0)).seat).toBe(1);
    for (const p of [a, c]) await p.leave();
  });

  it('plays bot seats on the server from their views: a person plays against two bots to the end, and bot seats cannot be taken', async () => {
    const me = await Player.create(server.url, clockworkEmpire.name, { players: 3, seat: 0, bots: { 1: 'random', 2: 'random' } });
    const first = await me.at(0);
    const match = first.match;
    expect(first.seats.map((s) => s.bot)).toEqual([false, true, true]);
    const spectator = await Player.join(server.url, clockworkEmpire.name, { match, seat: null });
    for (const seat of [1, 2]) expect(await joinRefusal(server.url, clockworkEmpire.name, { match, seat })).toBe('BOT_SEAT');
    expect(await joinRefusal(server.url, clockworkEmpire.name, { match })).toBe('NO_FREE_SEAT');
    const choose = bots(3, 'me');
    // Whenever seat 0 may act, it plays; the bots answer on the server.
    for (let steps = 0; steps < 5_000; steps++) {
      const now = await waitFor(() => {
        const last = me.last!;
        return last.over || last.active.includes(0) ? last : undefined;
      }, 'seat 0\'s turn or the end');
      if (now.over) break;
      me.act(await choose[0]!(now.view, 0, now.legal), now.seq);
      await me.at(now.seq + 1);
    }
    expect(me.last!.over).toBe(true);
    const file = await replayFile(dir, match);
    expect(file.log.some((e) => e.seat === 1) && file.log.some((e) => e.seat === 2)).toBe(true);
    const replayed = replaySteps(clockworkEmpire, file.config, file.log);
    await spectator.at(file.log.length);
    for (const p of [me, spectator]) {
      expect(p.rejections).toEqual([]);
      expect(checkReceived(clockworkEmpire, replayed, p, file.config.seed)).toBeGreaterThan(0);
    }
    for (const p of [me, spectator]) await p.leave();
  });

  it('refuses bots the server does not have, and a match of bots only', async () => {
    const create = async (options: Record<string, unknown>) => {
      try {
        await (await Player.create(server.url, clockworkEmpire.name, options)).leave();
        return undefined;
      } catch (err) {
        return refusalOf(err)?.code;
      }
    };
    expect(await create({ players: 3, bots: { 1: 'ismcts' } })).toBe('BAD_REQUEST');
    expect(await create({ players: 3, bots: { 3: 'random' } })).toBe('NOT_A_SEAT');
    expect(await create({ players: 3, bots: { 0: 'random', 1: 'random', 2: 'random' } })).toBe('BAD_REQUEST');
    expect(await create({ players: 3, bots: { 1: 'toString' } })).toBe('BAD_REQUEST');
    expect(await create({ players: 9 })).toBe('BAD_REQUEST');
  });
});
