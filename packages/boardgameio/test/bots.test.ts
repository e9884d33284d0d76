/**
 * Bot seats on the server, on a real `TabulaServer` on 127.0.0.1: a match whose `setupData.bots`
 * names seats has them joined by the server and played by the game's bot whenever they may act,
 * from the seat's view only (each view a bot is given is exactly `game.view` of the match's state
 * for its seat), through the checked path of a client's move; a person plays beside them and
 * cannot take or play their seats; a bot in a worker thread plays a match to its end.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Game as BgioGame } from 'boardgame.io';
import { LobbyClient } from 'boardgame.io/client';
import { randomBot, replay, type Bot, type Seat } from '@tabula/core';
import { atlandice } from '@tabula/atlandice';
import { survive } from '@tabula/survive';
import { toBoardgameIO, toMatchFile, viewOf } from '../src/index';
import { TabulaServer, workerBot, type TabulaServerHandle } from '../src/server';
import { BoardgameIOErrors } from '../src/protocol';
import { endingSeed, lobbyRequest, replaySteps, SeatClient, serverRecord, waitFor, type AnyGame } from './harness';

const servers: TabulaServerHandle[] = [];
afterAll(async () => {
  for (const server of servers) await server.stop();
});

/** `TabulaServer` on 127.0.0.1 with these Tabula games, bots, and other boardgame.io games. */
async function start(games: AnyGame[], bots?: Parameters<typeof TabulaServer>[0]['bots'], others: BgioGame[] = []) {
  const server = TabulaServer({ games: [...games.map((g) => toBoardgameIO(g)), ...others], origins: [], ...(bots ? { bots } : {}), limits: { messagesPerSecond: 1000 } });
  servers.push(server);
  const { appServer } = await server.run({ port: 0, host: '127.0.0.1' });
  return { server, url: `http://127.0.0.1:${(appServer.address() as { port: number }).port}` };
}

/** A bot that records what it is given, and plays `inner`'s choice. */
function spy(inner: Bot<unknown, unknown>) {
  const calls: { view: unknown; seat: Seat; legal: readonly unknown[]; action: unknown }[] = [];
  const bot: Bot<unknown, unknown> = async (view, seat, legal) => {
    const action = await inner(view, seat, legal);
    calls.push({ view: structuredClone(view), seat, legal: structuredClone(legal), action });
    return action;
  };
  return { bot, calls };
}

/** Resolves with the server's record of the match once it is over. */
async function ended(server: TabulaServerHandle, matchID: string, ms = 100_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const record = await serverRecord(server.db, matchID);
    if (record.state.ctx.gameover !== undefined) return record;
    if (Date.now() > deadline) throw new Error(`match ${matchID} not over after ${ms} ms (at state ${record.state._stateID})`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('bot seats on the server', () => {
  it('a match of bots plays itself to its end, each bot given exactly its seat’s view, never the state', async () => {
    const seed = await endingSeed(survive, 3, 'server-bots', 'server-bots', 2_000);
    const { bot, calls } = spy(randomBot('server-bots'));
    const { server, url } = await start([survive], { survive: { bot, name: 'Robot' } });
    const { matchID } = await new LobbyClient({ server: url }).createMatch('survive', { numPlayers: 3, setupData: { seed, bots: [0, 1, 2] } });
    const record = await ended(server, matchID, 60_000);
    const match = await new LobbyClient({ server: url }).getMatch('survive', matchID);
    expect(match.players.map((p) => [p.name, p.data])).toEqual([0, 1, 2].map(() => ['Robot', { bot: true }]));
    expect(JSON.stringify(match)).not.toContain('credentials');

    const file = toMatchFile(survive, record.state.G, record.log);
    const replayed = replaySteps(survive, file.config, file.log);
    const out = replay(survive, file.config, file.log);
    if (!out.ok) throw new Error(`the log does not replay: ${out.error.message}`);
    expect(record.state.ctx.gameover).toEqual(survive.result(out.state));
    // One call per move, in order: the view, seat and legal actions of the seat that moved, on the state it moved from.
    expect(calls.map((c) => c.action)).toEqual(file.log.map((e) => e.action));
    calls.forEach((call, k) => {
      expect(call.seat).toBe(file.log[k]!.seat);
      expect(call.view).toEqual(JSON.parse(JSON.stringify(survive.view(replayed.states[k] as never, call.seat))));
      expect(call.legal).toEqual(survive.legalActions(replayed.states[k] as never, call.seat));
      expect(JSON.stringify(call.view)).not.toContain('"rng"');
    });
    expect(calls.length).toBeGreaterThan(20);
  });

  it('a person plays beside a bot seat, which nobody else may join, sync as or play', async () => {
    const { server, url } = await start([atlandice], { atlandice: randomBot('beside') });
    const lobby = new LobbyClient({ server: url });
    const { matchID } = await lobby.createMatch('atlandice', { numPlayers: 2, setupData: { seed: 'beside-a-bot', bots: [1] } });
    // The bot's seat is taken: a join of it is refused, and a join of any seat gets seat 0.
    const taken = await lobbyRequest(url, `/games/atlandice/${matchID}/join`, { playerID: '1', playerName: 'Eve' });
    expect(taken.status).toBe(409);
    const { playerID, playerCredentials } = await lobby.joinMatch('atlandice', matchID, { playerName: 'Ada' });
    expect(playerID).toBe('0');
    const game = toBoardgameIO(atlandice);
    const ada = new SeatClient(game, url, matchID, 0, playerCredentials).start();
    const eve = new SeatClient(game, url, matchID, 1, 'guess').start();
    try {
      await waitFor(() => (eve.rejections.some((r) => r.code === BoardgameIOErrors.UNAUTHORIZED) ? true : undefined), 'the sync as the bot seat to be refused');
      // Ada plays her first legal action each time she may; the bot answers on its own.
      for (let seq = 0; seq < 12; ) {
        const state = await waitFor(() => {
          const s = ada.state();
          return s && viewOf(s).seq >= seq && viewOf(s).legal.length > 0 ? s : undefined;
        }, `Ada's turn after ${seq} actions`);
        seq = viewOf(state).seq + 1;
        ada.act(viewOf(state).legal[0]);
        await ada.at(state._stateID + 1);
      }
      const record = await serverRecord(server.db, matchID);
      const seats = new Set(toMatchFile(atlandice, record.state.G, record.log).log.map((e) => e.seat));
      expect([...seats].sort()).toEqual([0, 1]);
      expect(ada.rejections).toEqual([]);
    } finally {
      ada.stop();
      eve.stop();
    }
  });

  it('bot seats are refused where the server has no bot for the game, or name no seat; another game’s setupData is its own', async () => {
    const { url } = await start([atlandice, survive], { survive: randomBot('x') }, [{ name: 'plain', setup: () => ({}), moves: {} }]);
    expect((await lobbyRequest(url, '/games/plain/create', { numPlayers: 2, setupData: { bots: [1] } })).status).toBe(200);
    const refused = await lobbyRequest(url, '/games/atlandice/create', { numPlayers: 2, setupData: { bots: [1] } });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: BoardgameIOErrors.BAD_REQUEST, message: expect.stringContaining('no bot') });
    for (const bots of [[3], [0, 0], ['1'], 1]) {
      const bad = await lobbyRequest(url, '/games/survive/create', { numPlayers: 3, setupData: { bots } });
      expect(bad.status, JSON.stringify(bots)).toBe(400);
    }
    expect(() => TabulaServer({ games: [toBoardgameIO(atlandice)], origins: [], bots: { survive: randomBot('x') } })).toThrow(/no Tabula game "survive"/);
  });

  it('a bot in a worker thread plays a match to its end', async () => {
    const bot = workerBot(new URL('./fixtures/worker-bot.mjs', import.meta.url));
    try {
      const { server, url } = await start([atlandice], { atlandice: bot });
      const { matchID } = await new LobbyClient({ server: url }).createMatch('atlandice', { numPlayers: 2, setupData: { seed: 'worker-bots', bots: [0, 1] } });
      const record = await ended(server, matchID);
      const file = toMatchFile(atlandice, record.state.G, record.log);
      const replayed = replaySteps(atlandice, file.config, file.log);
      // The worker's bot plays the last legal action each time: the log is its choices.
      file.log.forEach((entry, k) => {
        expect(entry.action).toEqual(atlandice.legalActions(replayed.states[k] as never, entry.seat).at(-1));
      });
      expect(file.log.length).toBeGreaterThan(20);
    } finally {
      await bot.close();
    }
  });
});
