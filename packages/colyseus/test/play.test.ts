/**
 * Full games on one Colyseus server (a child process on Node 22+, on 127.0.0.1) with
 * `@colyseus/sdk` clients: every frame each seat and a spectator receive is checked against
 * `game.view` (and legal actions, events, the last action as the seat may see it) at that point of
 * the match, replayed from the replay file the server wrote; refusals reach their sender alone.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMatch, type MatchFile } from '@tabula/core';
import { canonical } from '@tabula/core/testing';
import { survive } from '@tabula/survive';
import { akrotiri } from '@tabula/akrotiri';
import { clockworkEmpire } from '@tabula/clockwork-empire';
import { atlandice } from '@tabula/atlandice';
import { Client } from '@colyseus/sdk';
import { refusalOf } from '../src/index';
import { bots, checkReceived, drive, end, Player, replaySteps, startServer, waitFor, type AnyGame, type ServerProcess } from './harness';

const TITLES: { game: AnyGame; players: number; options?: unknown }[] = [
  { game: survive, players: 4 },
  { game: akrotiri, players: 2, options: { stopWhenTilesRunOut: true } },
  { game: clockworkEmpire, players: 3 },
  { game: atlandice, players: 3 },
];
const SEEDS: Record<string, string> = Object.fromEntries(TITLES.map(({ game }) => [game.name, `colyseus-play-${game.name}-seed`]));

/** What the join of `options` was refused with (its Tabula code). */
async function refused(url: string, name: string, options: Record<string, unknown>): Promise<string | undefined> {
  try {
    const p = await Player.join(url, name, options);
    await p.leave();
    return undefined;
  } catch (err) {
    return refusalOf(err)?.code ?? `not a Tabula refusal: ${(err as Error).message}`;
  }
}

describe('full games on one Colyseus server', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tabula-colyseus-play-'));
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServer({ SEEDS: JSON.stringify(SEEDS), REPLAY_DIR: dir, LIMITS: JSON.stringify({ messagesPerSecond: 10_000, burst: 10_000 }) });
  });
  afterAll(async () => {
    if (server) await end(server.child);
    rmSync(dir, { recursive: true, force: true });
  });

  for (const { game, players, options } of TITLES) {
    it(`${game.name} (${players} players and a spectator): every packet is the seat's view, and the replay file replays the match`, async () => {
      const first = await Player.create(server.url, game.name, { players, seat: 0, ...(options === undefined ? {} : { options }) });
      const match = (await first.at(0)).match;
      const seated = [first];
      for (let seat = 1; seat < players; seat++) seated.push(await Player.join(server.url, game.name, { match, seat }));
      const spectator = await Player.join(server.url, game.name, { match, seat: null });
      const everyone = [...seated, spectator];
      const seq = await drive(seated, bots(players, `drive-${game.name}`), 0, 3_000);
      await Promise.all(everyone.map((p) => p.at(seq)));
      expect(first.last!.over, `${game.name} ended within 3,000 actions`).toBe(true);
      expect(first.last!.result).not.toBeNull();

      const path = join(dir, `${match}.json`);
      const file = await waitFor(() => {
        try {
          return JSON.parse(readFileSync(path, 'utf8')) as MatchFile;
        } catch {
          return undefined;
        }
      }, 'the replay file');
      expect(file.game).toBe(game.name);
      expect(file.config.seed).toBe(SEEDS[game.name]);
      expect(file.log).toHaveLength(seq);
      const loaded = loadMatch(game, file);
      expect(loaded.getSnapshot().over).toBe(true);
      expect(canonical(loaded.getSnapshot().result)).toBe(canonical(first.last!.result));

      const replayed = replaySteps(game, file.config, file.log);
      for (const p of everyone) {
        expect(p.rejections, `${p.label} was refused nothing`).toEqual([]);
        expect(checkReceived(game, replayed, p, file.config.seed), `${p.label}: states checked`).toBeGreaterThanOrEqual(seq + 1);
      }
      for (const p of everyone) await p.leave();
    });
  }

  it('answers a refused action to its sender alone, with the game\'s code or the room\'s, and plays nothing', async () => {
    const a = await Player.create(server.url, clockworkEmpire.name, { players: 3, seat: 0 });
    const match = (await a.at(0)).match;
    const b = await Player.join(server.url, clockworkEmpire.name, { match, seat: 1 });
    const c = await Player.join(server.url, clockworkEmpire.name, { match, seat: 2 });
    const spectator = await Player.join(server.url, clockworkEmpire.name, { match, seat: null });
    const everyone = [a, b, c, spectator];
    await Promise.all(everyone.map((p) => p.at(0)));
    await new Promise((resolve) => setTimeout(resolve, 100)); // the seat news of the last join
    const active = a.last!.active[0]!;
    const actor = everyone.find((p) => p.seat === active)!;
    const idle = everyone.find((p) => p.seat !== null && p.seat !== active)!;
    const heard = everyone.map((p) => p.messages.length);
    const legal = actor.last!.legal[0];

    idle.act(legal);
    spectator.act(legal);
    actor.act({ type: 'no such action' });
    actor.act(legal, 7);
    actor.room.send('undo', {});
    actor.room.send('act', 'not an object');
    await waitFor(() => (idle.rejections.length === 1 && spectator.rejections.length === 1 && actor.rejections.length === 4 ? true : undefined), 'the six refusals');
    expect(idle.rejections[0]).toMatchObject({ code: 'NOT_ACTIVE', action: legal });
    expect(spectator.rejections[0]).toMatchObject({ code: 'NOT_ACTIVE' });
    // The stale one is refused once it is its turn to be played (after the checks of the messages behind it).
    expect(actor.rejections.map((r) => r.code).sort()).toEqual(['MALFORMED_ACTION', 'MALFORMED_ACTION', 'NOT_A_MESSAGE', 'STALE_STATE']);
    for (const r of [...idle.rejections, ...spectator.rejections, ...actor.rejections]) expect(r.message.length).toBeGreaterThan(0);
    // Nobody received anything but their own refusals: nothing was played.
    for (const [i, p] of everyone.entries()) {
      const since = p.messages.slice(heard[i]);
      expect(since.every((m) => m.type === 'tabula:rejection'), `${p.label} received only its refusals`).toBe(true);
      expect(since).toHaveLength(p.rejections.length);
    }
    // The active seat still plays.
    actor.act(legal, 0);
    await Promise.all(everyone.map((p) => p.at(1)));
    for (const p of everyone) await p.leave();
  });

  it('gives seats through the join options: a taken seat, a seat that is not one, an unknown match and a bad option are refused with their codes', async () => {
    const a = await Player.create(server.url, survive.name, { players: 2, seat: 1 });
    const match = (await a.at(0)).match;
    expect(a.seat).toBe(1);
    expect(await refused(server.url, survive.name, { match, seat: 1 })).toBe('SEAT_TAKEN');
    for (const seat of [2, -1, 0.5, '0', true]) expect(await refused(server.url, survive.name, { match, seat }), `seat ${JSON.stringify(seat)}`).toBe('NOT_A_SEAT');
    expect(await refused(server.url, survive.name, { match, seat: 0, colour: 'red' })).toBe('BAD_REQUEST');
    expect(await refused(server.url, akrotiri.name, { match, seat: 0 })).toBe('NO_SUCH_MATCH');
    expect(await refused(server.url, survive.name, { match: 'nope', seat: 0 })).toBe('NO_SUCH_MATCH');
    // The server's `authorize` (here: the ticket "deny" is refused) and `onAuth` (the token "bad").
    expect(await refused(server.url, survive.name, { match, seat: 0, ticket: 'deny' })).toBe('UNAUTHORIZED');
    const badToken = new Client(server.url);
    badToken.auth.token = 'bad';
    await expect(badToken.joinOrCreate(survive.name, { match, seat: 0 }).catch((err: unknown) => refusalOf(err)?.code)).resolves.toBe('UNAUTHORIZED');
    // No seat given: the first free one; then none is left.
    const b = await Player.join(server.url, survive.name, { match });
    expect((await b.at(0)).seat).toBe(0);
    expect(await refused(server.url, survive.name, { match })).toBe('NO_FREE_SEAT');
    // A seat freed by a consented leave may be taken again.
    await b.leave();
    await waitFor(() => (a.last!.seats[0]!.taken ? undefined : true), 'seat 0 to be free');
    const c = await Player.join(server.url, survive.name, { match, seat: 0 });
    expect((await c.at(0)).seat).toBe(0);
    for (const p of [a, c]) await p.leave();
  });
});
