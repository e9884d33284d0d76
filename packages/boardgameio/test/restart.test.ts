/**
 * boardgame.io's flat-file storage in a temporary folder: the server is stopped mid-game and a new
 * one started on the same folder and port; the clients reconnect by themselves, see exactly what
 * they saw before, and the game goes on, its log replaying to the stored state. (Few actions:
 * node-persist 3.1 queues its writes, and a write queued while another is written waits for its
 * one-second timer, so each action takes about a second on this storage.)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FlatFile } from 'boardgame.io/server';
import { replay } from '@tabula/core';
import { canonical } from '@tabula/core/testing';
import { survive } from '@tabula/survive';
import { toMatchFile } from '../src/index';
import { bots, checkPackets, drive, freePort, openMatch, replaySteps, requirePackage, serverRecord, SeatClient, startServer, toBoardgameIO, waitFor, type Running } from './harness';

describe('a server restarted mid-game on its flat-file storage', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tabula-bgio-flatfile-'));
  const running: Running[] = [];
  afterAll(async () => {
    for (const r of running) await r.stop().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  });

  it('resumes the match with nothing lost, and the game goes on', async () => {
    requirePackage('node-persist', "boardgame.io's FlatFile storage loads it, and boardgame.io lists it only among its own devDependencies");
    const seed = 'restart-seed-3c9e';
    const bgio = toBoardgameIO(survive, { seed: () => seed });
    const port = await freePort();
    const first = await startServer([bgio], { db: new FlatFile({ dir }), port });
    running.push(first);
    const { matchID, credentials } = await openMatch(first.url, bgio.name!, 4);
    const clients = credentials.map((c, seat) => new SeatClient(bgio, first.url, matchID, seat, c).start());
    const choose = bots(4, 'restart');
    const before = await drive(clients, choose, 0, 6);
    await Promise.all(clients.map((c) => c.at(before.id)));
    await first.transport.idle();
    const seen = clients.map((c) => canonical(c.state()!.G));
    const stored = await serverRecord(first.server.db, matchID);
    expect(stored.state._stateID).toBe(before.id);

    await first.stop();
    const second = await startServer([bgio], { db: new FlatFile({ dir }), port });
    running.push(second);
    const syncs = clients.map((c) => c.packets.filter((p) => p.event === 'sync').length);
    for (const [i, c] of clients.entries()) {
      await waitFor(() => (c.packets.filter((p) => p.event === 'sync').length > syncs[i]! ? true : undefined), `${c.label} to reconnect to the new server`);
    }
    const resumed = await serverRecord(second.server.db, matchID);
    expect(resumed.state._stateID).toBe(before.id);
    expect(canonical(resumed.state.G)).toBe(canonical(stored.state.G));
    expect(resumed.log).toEqual(stored.log);
    for (const [i, c] of clients.entries()) expect(canonical(c.state()!.G), `${c.label} sees what it saw`).toBe(seen[i]);

    const after = await drive(clients, choose, before.id, 6);
    await Promise.all(clients.map((c) => c.at(after.id)));
    await second.transport.idle();
    const record = await serverRecord(second.server.db, matchID);
    expect(record.state._stateID).toBe(after.id);
    const file = toMatchFile(survive, record.state.G, record.log);
    expect(file.log.map((e) => e.action)).toEqual([...before.played, ...after.played]);
    const replayed = replay(survive, file.config, file.log);
    if (!replayed.ok) throw new Error(`the log does not replay: ${replayed.error.code}`);
    expect(canonical(replayed.state)).toBe(canonical(record.state.G.state));
    const steps = replaySteps(survive, file.config, file.log);
    for (const c of clients) checkPackets(survive, steps, c, seed);
    for (const c of clients) c.stop();
  });
});
