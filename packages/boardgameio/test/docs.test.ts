/**
 * The package README and docs/multiplayer.md show the files of examples/ verbatim, and those
 * files run: the README's script; a server for the four games and four clients playing Survive to
 * its end; a server whose bots play beside a person; a server keeping matches in files,
 * restarted; two servers sharing a match on Redis. (The browser example runs in Chromium, in
 * test/browser.test.ts.)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server as HttpServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FlatFile } from 'boardgame.io/server';
import { Client, LobbyClient } from 'boardgame.io/client';
import { randomBot, replay } from '@tabula/core';
import { readmeExampleMismatch } from '@tabula/core/testing';
import { survive } from '@tabula/survive';
import { atlandice } from '@tabula/atlandice';
import { toMatchFile, viewOf, whenState } from '../src/index';
import { end, endingSeed, requirePackage, SeatClient, serverRecord, startRedis } from './harness';

const README = new URL('../README.md', import.meta.url);
const GUIDE = new URL('../../../docs/multiplayer.md', import.meta.url);
const example = (name: string) => new URL(`../examples/${name}.ts`, import.meta.url);
/**
 * Loads an example at run time. (A path TypeScript cannot follow: the examples import the
 * package's sub-entries and ioredis by their published names, which the root typecheck does not
 * map; they are type-checked as users would compile them.)
 */
const load = (name: string): Promise<any> => import(/* @vite-ignore */ fileURLToPath(example(name)));

const urlOf = (server: HttpServer) => `http://127.0.0.1:${(server.address() as { port: number }).port}`;

describe('the examples are shown verbatim', () => {
  it.each([
    { label: 'the README', doc: README, file: 'readme', heading: '## Use' },
    { label: 'the README', doc: README, file: 'browser', heading: '## In the browser' },
    { label: 'docs/multiplayer.md', doc: GUIDE, file: 'server', heading: '## Run a server' },
    { label: 'docs/multiplayer.md', doc: GUIDE, file: 'client', heading: '## A client' },
    { label: 'docs/multiplayer.md', doc: GUIDE, file: 'browser', heading: '## In the browser' },
    { label: 'docs/multiplayer.md', doc: GUIDE, file: 'bots', heading: '## Bot seats' },
    { label: 'docs/multiplayer.md', doc: GUIDE, file: 'storage', heading: '## Storage' },
    { label: 'docs/multiplayer.md', doc: GUIDE, file: 'redis', heading: '## Several servers' },
  ])('$label shows examples/$file.ts under $heading', ({ doc, file, heading }) => {
    expect(readmeExampleMismatch(doc, example(file), { after: heading })).toBeUndefined();
  });
});

describe('the examples run', () => {
  it("the README's: setup, a legal move, a rejection told to its sender only, and a view", async () => {
    const ex = await load('readme');
    expect(ex.after.seq).toBe(1);
    expect(ex.after.last).toEqual({ seat: ex.seat, action: ex.mine.legal[0] });
    expect(ex.after.legal.length).toBeGreaterThan(0);
    expect(ex.refusal).toMatchObject({ code: 'NOT_ACTIVE', playerID: String(ex.other), action: ex.mine.legal[0] });
    expect(ex.refusal.message).toContain(`seat ${ex.other} may not act now`);
    expect(JSON.stringify(ex.after)).not.toContain('"rng"');
  });

  it('a server for the four games, and four clients that play Survive to its end', async () => {
    const { serve, games } = await load('server');
    const { play } = await load('client');
    expect(games.map((g: { name: string }) => g.name)).toEqual(['atlandice', 'survive', 'akrotiri', 'clockwork-empire']);
    const { server, appServer } = await serve(0);
    expect((appServer.address() as { address: string }).address).toBe('127.0.0.1');
    const db = server.db;
    const url = urlOf(appServer);
    try {
      expect(await new LobbyClient({ server: url }).listGames()).toEqual(['atlandice', 'survive', 'akrotiri', 'clockwork-empire']);
      const seed = await endingSeed(survive, 4, 'docs-client', 'docs', 1000);
      const { matchID } = await new LobbyClient({ server: url }).createMatch('survive', { numPlayers: 4, setupData: { seed } });
      const clients: ReturnType<typeof Client>[] = await Promise.all([0, 1, 2, 3].map((seat) => {
        const bot = randomBot<unknown>(`docs-${seat}`);
        return play(url, matchID, String(seat), (view: unknown, legal: unknown[]) => bot(view, seat, legal));
      }));
      const last = await whenState(clients[0]!, (s) => s.ctx.gameover !== undefined, 110_000);
      const record = await serverRecord(db, matchID);
      const replayed = replay(survive, record.state.G.config, toMatchFile(survive, record.state.G, record.log).log);
      if (!replayed.ok) throw new Error(`the log does not replay: ${replayed.error.code}`);
      expect(last.ctx.gameover).toEqual(survive.result(replayed.state));
      expect(viewOf(last).seq).toBe(record.log.length);
      for (const c of clients) c.stop();
    } finally {
      await server.stop();
    }
  });

  // examples/browser.ts runs in Chromium: test/browser.test.ts.

  it('a server whose bots play the seats a match gives them, beside a person', async () => {
    const { serveWithBots } = await load('bots');
    const { server, appServer } = await serveWithBots(0);
    const url = urlOf(appServer);
    const lobby = new LobbyClient({ server: url });
    const { matchID } = await lobby.createMatch('atlandice', { numPlayers: 3, setupData: { seed: 'docs-bots', bots: [1, 2] } });
    const { playerID, playerCredentials } = await lobby.joinMatch('atlandice', matchID, { playerName: 'Ada' });
    expect(playerID).toBe('0');
    expect((await lobby.getMatch('atlandice', matchID)).players.map((p) => p.name)).toEqual(['Ada', 'Bot', 'Bot']);
    const ada = new SeatClient((await load('server')).games[0]!, url, matchID, 0, playerCredentials).start();
    try {
      // Ada plays her first legal action three times; the bots play their seats in between.
      for (let turns = 0, seq = 0; turns < 3; turns++) {
        const mine = await whenState(ada.client, (s) => viewOf(s).seq >= seq && viewOf(s).legal.length > 0, 30_000);
        seq = viewOf(mine).seq + 1;
        ada.act(viewOf(mine).legal[0]);
        await ada.at(mine._stateID + 1);
      }
      const record = await serverRecord(server.db, matchID);
      const seats = new Set(toMatchFile(atlandice, record.state.G, record.log).log.map((e) => e.seat));
      expect([...seats].sort()).toEqual([0, 1, 2]);
      expect(ada.rejections).toEqual([]);
    } finally {
      ada.stop();
      await server.stop();
    }
  });

  it('a server keeping its matches in files, restarted', async () => {
    requirePackage('node-persist', "boardgame.io's FlatFile storage loads it, and boardgame.io lists it only among its own devDependencies");
    const { serveFromFolder } = await load('storage');
    const dir = mkdtempSync(join(tmpdir(), 'tabula-bgio-docs-'));
    try {
      const first = await serveFromFolder(0, dir);
      const url = urlOf(first.appServer);
      const lobby = new LobbyClient({ server: url });
      const { matchID } = await lobby.createMatch('survive', { numPlayers: 2 });
      const game = (await load('server')).games[1]!;
      const seats: SeatClient[] = [];
      for (const [seat, playerName] of ['Ada', 'Bo'].entries()) {
        // One at a time: boardgame.io's lobby reads and writes a match's metadata for each join.
        const { playerCredentials } = await lobby.joinMatch('survive', matchID, { playerID: String(seat), playerName });
        seats.push(new SeatClient(game, url, matchID, seat, playerCredentials).start());
      }
      const actor = seats[viewOf(await seats[0]!.at(0)).active[0]!]!;
      actor.act(viewOf(await actor.at(0)).legal[0]);
      await Promise.all(seats.map((c) => c.at(1)));
      for (const c of seats) c.stop();
      await first.server.stop();
      const second = await serveFromFolder(0, dir);
      try {
        const again = await new LobbyClient({ server: urlOf(second.appServer) }).getMatch('survive', matchID);
        expect(again.players[0]).toMatchObject({ name: 'Ada' });
        const { state } = await serverRecord(new FlatFile({ dir }), matchID);
        expect(state._stateID).toBe(1);
        expect(state.G.seq).toBe(1);
      } finally {
        await second.server.stop();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('two servers sharing a match through Redis', async () => {
    requirePackage('ioredis', 'the Redis example makes its connections with ioredis');
    const { serveWithRedis } = await load('redis');
    const dir = mkdtempSync(join(tmpdir(), 'tabula-bgio-docs-redis-'));
    const redis = await startRedis(dir);
    const servers: Awaited<ReturnType<typeof serveWithRedis>>[] = [];
    try {
      for (let i = 0; i < 2; i++) servers.push(await serveWithRedis(0, `redis://127.0.0.1:${redis.port}`));
      const [a, b] = servers.map((s) => urlOf(s.appServer));
      const { matchID } = await new LobbyClient({ server: a! }).createMatch('atlandice', { numPlayers: 2, setupData: { seed: 'docs-redis' } });
      expect((await new LobbyClient({ server: b! }).getMatch('atlandice', matchID)).players).toHaveLength(2);
      const game = (await load('server')).games[0]!;
      // The two joins go to the two servers at once: each seat is recorded.
      const joined = await Promise.all([a!, b!].map((url, seat) => new LobbyClient({ server: url }).joinMatch('atlandice', matchID, { playerID: String(seat), playerName: `P${seat}` })));
      const seats = joined.map(({ playerCredentials }, seat) => new SeatClient(game, seat === 0 ? a! : b!, matchID, seat, playerCredentials).start());
      const start = viewOf(await seats[0]!.at(0));
      const actor = seats[start.active[0]!]!;
      actor.act(viewOf(await actor.at(0)).legal[0]);
      await Promise.all(seats.map((s) => s.at(1)));
      for (const s of seats) expect(viewOf(s.state()).seq).toBe(1);
      for (const s of seats) s.stop();
    } finally {
      for (const s of servers) {
        await s.server.stop();
        for (const c of s.connections) await c.quit();
      }
      await end(redis.child);
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

