/**
 * Every title, a full seeded game on boardgame.io's real server: one boardgame.io client per seat
 * and a spectator, refusals along the way, a dropped connection and a reloaded client; then every
 * packet each client received is checked against the seat's view, and the result against
 * Tabula's replay of the server's log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replay, type Seat } from '@tabula/core';
import { canonical } from '@tabula/core/testing';
import { toMatchFile, type RejectionNotice, type SeatView } from '../src/index';
import { bots, checkPackets, endingSeed, firstActive, openMatch, replaySteps, serverRecord, startServer, SeatClient, TITLES, toBoardgameIO, waitFor, type AnyGame, type Running } from './harness';

/** What the test expects one seat to be told, in order. */
type Expected = { code: string }[];

/** An action the rules refuse now with the game's own code (not a malformed or out-of-turn one), from those played so far. */
function refusedByRules(game: AnyGame, state: unknown, seat: Seat, played: readonly unknown[]): { action: unknown; code: string } | undefined {
  for (const action of played) {
    const out = game.apply(state, seat, action);
    if (!out.ok && out.error.code !== 'MALFORMED_ACTION' && out.error.code !== 'NOT_ACTIVE') return { action, code: out.error.code };
  }
  return undefined;
}

/** Most actions a test game may take (random play can take thousands in some titles). */
const MAX_ACTIONS = 1000;

describe.each(TITLES)('$name on boardgame.io\'s server', ({ name, game, players, options }) => {
  let seed: string;
  let bgio: ReturnType<typeof toBoardgameIO>;
  let running: Running;

  beforeAll(async () => {
    seed = await endingSeed(game, players, `bgio-${name}-seed`, `bgio-${name}`, MAX_ACTIONS, options);
    bgio = toBoardgameIO(game, { seed: () => seed });
    running = await startServer([bgio]);
  });
  afterAll(async () => {
    await running?.stop();
  });

  it('plays a full game: each client only ever receives its own view, refusals reach only their sender, the result is the replay\'s', async () => {
    const { url, server } = running;
    const { matchID, credentials } = await openMatch(url, bgio.name!, players, options === undefined ? undefined : { options });
    const clients: SeatClient[] = Array.from({ length: players }, (_, seat) => new SeatClient(bgio, url, matchID, seat, credentials[seat]).start());
    const spectator = new SeatClient(bgio, url, matchID, null).start();
    const everyone = (): SeatClient[] => [...clients, spectator];
    const retired: SeatClient[] = [];
    const expected: Expected[] = Array.from({ length: players }, () => []);
    const choose = bots(players, `bgio-${name}`);
    const played: unknown[] = [];

    /** Sends something through `client`, and waits for the refusal it is told next. */
    const refused = (client: SeatClient, send: () => void): Promise<RejectionNotice> => {
      const count = client.rejections.length + 1;
      send();
      return waitFor(() => (client.rejections.length >= count ? client.rejections[count - 1] : undefined), `${client.label}'s refusal number ${count}`);
    };

    let id = 0;
    await Promise.all(everyone().map((c) => c.at(0)));
    const maxSteps = MAX_ACTIONS + 10;
    let step = 0;
    let reconnects = 0;
    let rulesRefusals = 0;
    let stale = 0;
    for (; step < maxSteps; step++) {
      const now = clients[0]!.state()!;
      if (now.ctx.gameover !== undefined) break;
      const seat = firstActive(now);
      if (seat === undefined) throw new Error(`step ${step}: no active seat and the game is not over`);
      const actor = clients[seat]!;
      const view = actor.state()!.G as SeatView;
      expect(view.active).toContain(seat);
      const action = await choose[seat]!(view.view, seat, view.legal);

      // Refusals, each to be told to its sender alone.
      if (step === 2) {
        const idle = now.ctx.activePlayers && Object.keys(now.ctx.activePlayers).length < players ? clients.find((c) => !(String(c.seat) in now.ctx.activePlayers!)) : undefined;
        if (idle) {
          expected[idle.seat!]!.push({ code: 'NOT_ACTIVE' });
          expect((await refused(idle, () => idle.act(action))).code).toBe('NOT_ACTIVE');
        }
        expected[seat]!.push({ code: 'MALFORMED_ACTION' });
        expect((await refused(actor, () => actor.act({ type: '__not_an_action__' }))).code).toBe('MALFORMED_ACTION');
      }
      if (step >= 3 && rulesRefusals === 0) {
        const { state } = await serverRecord(server.db, matchID);
        const wrong = refusedByRules(game, state.G.state, seat, played);
        if (wrong) {
          expected[seat]!.push({ code: wrong.code });
          const notice = await refused(actor, () => actor.act(wrong.action));
          expect(notice).toMatchObject({ code: wrong.code, matchID, playerID: String(seat), action: wrong.action });
          expect(notice.message.length).toBeGreaterThan(0);
          rulesRefusals++;
        }
      }
      // A connection dropped and made again, and a client replaced (a reloaded page).
      if (step === 10 || step === 20) {
        const who = step === 10 ? clients[0]! : clients[players - 1]!;
        const syncs = who.packets.filter((p) => p.event === 'sync').length;
        if (step === 10) {
          who.socket.disconnect();
          who.socket.connect();
        } else {
          who.stop();
          retired.push(who);
          clients[who.seat!] = new SeatClient(bgio, url, matchID, who.seat, credentials[who.seat!]).start();
        }
        const fresh = clients[who.seat!]!;
        await waitFor(() => (fresh.packets.filter((p) => p.event === 'sync').length > (fresh === who ? syncs : 0) ? true : undefined), `${who.label} to sync again`);
        const back = await fresh.at(id);
        expect(back._stateID).toBe(id);
        expect((back.G as SeatView).seq).toBe(played.length);
        reconnects++;
      }

      const me = clients[seat]!;
      const count = me.rejections.length + 1;
      me.act(action);
      // Once, the same action sent twice before the first is answered: played once.
      if (step === 6) {
        me.act(action);
        stale++;
      }
      id++;
      played.push(action);
      await Promise.all(everyone().map((c) => c.at(id)));
      if (step === 6) {
        const { state } = await serverRecord(server.db, matchID);
        const again = game.apply(state.G.state, seat, action);
        const code = again.ok ? 'STALE_STATE' : again.error.code;
        expected[seat]!.push({ code });
        expect((await waitFor(() => me.rejections[count - 1], `${me.label}'s refusal of the second send`)).code).toBe(code);
        expect(state._stateID).toBe(id);
      }
    }
    expect(step, 'the game ended').toBeLessThan(maxSteps);
    expect(reconnects).toBe(2);
    expect(rulesRefusals, 'an action refused by the rules was sent and its code told').toBe(1);
    expect(stale).toBe(1);
    await running.transport.idle();

    // The server's record replays to the same state and result.
    const record = await serverRecord(server.db, matchID);
    const G = record.state.G;
    expect(G.config.seed).toBe(seed);
    const file = toMatchFile(game, G, record.log);
    expect(file.log.map((e) => e.action)).toEqual(played);
    const replayed = replay(game, file.config, file.log);
    if (!replayed.ok) throw new Error(`the server's log does not replay: ${replayed.error.code}`);
    expect(canonical(replayed.state)).toBe(canonical(G.state));
    const result = game.result(replayed.state);
    expect(result).toBeDefined();
    expect(G.result).toEqual(result);
    expect(record.state.ctx.gameover).toEqual(result);
    expect(record.metadata.gameover).toEqual(result);
    for (const c of everyone()) expect(c.state()!.ctx.gameover, `${c.label}'s result`).toEqual(result);

    // Every packet every client received: its own view, at every point.
    const steps = replaySteps(game, file.config, file.log);
    let compared = 0;
    for (const c of [...everyone(), ...retired]) compared += checkPackets(game, steps, c, seed);
    expect(compared).toBeGreaterThan((players + 1) * played.length);

    // Each refusal reached its sender, and nobody else.
    for (let s = 0; s < players; s++) {
      const got = [...retired.filter((c) => c.seat === s), clients[s]!].flatMap((c) => c.rejections.map((r) => ({ code: r.code })));
      expect(got, `seat ${s}'s refusals`).toEqual(expected[s]);
      for (const r of got) expect(r.code).not.toBe('SERVER_ERROR');
    }
    expect(spectator.rejections).toEqual([]);

    for (const c of everyone()) c.stop();
  });
});

describe('setup through the lobby', () => {
  it('refuses bad setupData and player counts with a reason, and a given seed sets the game up', async () => {
    const game = TITLES[0]!.game;
    const bgio = toBoardgameIO(game);
    const running = await startServer([bgio]);
    try {
      const post = (body: unknown) => fetch(`${running.url}/games/${bgio.name}/create`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      const bad = await post({ numPlayers: 3, setupData: { seed: 'x', colour: 'red' } });
      expect(bad.status).toBe(400);
      expect(await bad.text()).toContain('setupData.colour is not a field');
      expect((await post({ numPlayers: game.maxPlayers + 1 })).status).toBe(400);
      const seeded = await openMatch(running.url, bgio.name!, 3, { seed: 'public-seed' });
      const { state } = await serverRecord(running.server.db, seeded.matchID);
      expect(canonical(state.G.state)).toBe(canonical(game.setup({ players: 3, seed: 'public-seed' })));
      const drawn = await openMatch(running.url, bgio.name!, 3);
      const other = await openMatch(running.url, bgio.name!, 3);
      const a = (await serverRecord(running.server.db, drawn.matchID)).state.G.config.seed;
      const b = (await serverRecord(running.server.db, other.matchID)).state.G.config.seed;
      expect(a).toMatch(/^[0-9a-f]{32}$/);
      expect(a).not.toBe(b);
    } finally {
      await running.stop();
    }
  });
});
