/**
 * The attacks on one server: `TabulaServer` on 127.0.0.1 hosting Clockwork Empire, Atlandice and
 * a plain boardgame.io game, tried with raw HTTP lobby calls and raw socket.io clients. Each test
 * asserts that the harm did not happen: the prototype is clean and the server still works, no
 * packet holds another seat's secret, unknown ids leave nothing behind, a refusal is answered to
 * its sender alone with nothing stored, a flood does not delay an honest move.
 */
import { runInNewContext } from 'node:vm';
import { setFlagsFromString } from 'node:v8';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Game as BgioGame, State } from 'boardgame.io';
import { canonical } from '@tabula/core/testing';
import { atlandice } from '@tabula/atlandice';
import { clockworkEmpire } from '@tabula/clockwork-empire';
import { BoardgameIOErrors, toBoardgameIO, type SeatView, type TabulaG } from '../src/index';
import { TabulaServer, TabulaSocketIO } from '../src/server';
import { expectedView, floodBesideHonestMove, lobbyRequest, openMatch, rawSocket, replaySteps, serverRecord, startServer, waitFor, type Running } from './harness';

/** A boardgame.io game that is not a Tabula game, with a secret of its own in `G`. */
const plain: BgioGame = {
  name: 'plain',
  setup: () => ({ secret: 'PLAIN-SECRET', n: 0 }),
  moves: {
    bump: ({ G }) => {
      (G as { n: number }).n++;
    },
  },
  playerView: ({ G }) => ({ n: (G as { n: number }).n }),
};

const ce = toBoardgameIO(clockworkEmpire, { seed: () => 'attack-seed-ce' });
const at = toBoardgameIO(atlandice, { seed: () => 'attack-seed-at' });

/** What `Object.prototype` holds: its own names, and what a fresh object inherits under the names an attacker writes. */
function prototypeNow(): string {
  const probe = {} as Record<string, unknown>;
  return JSON.stringify({ names: Object.getOwnPropertyNames(Object.prototype).sort(), inherited: ['name', 'credentials', 'data', 'polluted', 'isConnected'].map((k) => probe[k]) });
}

/** The garbage collector, for the memory bound (V8's own, made callable in this process). */
function collector(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

/** Plays a seat's first legal action on a raw socket that synced as that seat; resolves with the new state id. */
async function playFirstLegal(url: string, matchID: string, seat: number, credentials: string): Promise<number> {
  const me = rawSocket(url, ce.name!);
  me.socket.emit('sync', matchID, String(seat), credentials, 3);
  const sync = await waitFor(() => me.received.find((p) => p.event === 'sync'), 'the sync');
  const state = (sync.args[1] as { state: State<SeatView> }).state;
  me.socket.emit('update', { type: 'MAKE_MOVE', payload: { type: 'act', args: [state.G.legal[0]], playerID: String(seat), credentials } }, state._stateID, matchID, String(seat));
  const update = await waitFor(() => me.received.find((p) => p.event === 'update'), 'the update of the move');
  me.socket.close();
  return (update.args[1] as State)._stateID;
}

describe('attacks on one server (Clockwork Empire, Atlandice and a plain boardgame.io game)', () => {
  let running: Running;
  beforeAll(async () => {
    // Generous rates: these tests send many messages on purpose; the flood test has its own server.
    running = await startServer([ce, at, plain], { limits: { messagesPerSecond: 100_000, burst: 100_000, maxQueued: 100_000 } });
  });
  afterAll(async () => {
    await running?.stop();
  });

  it('refuses every player id that is not an own seat, on every lobby route: Object.prototype stays clean and the lobby, joins and moves still work', async () => {
    const before = prototypeNow();
    const { matchID } = (await lobbyRequest(running.url, '/games/clockwork-empire/create', { numPlayers: 3 })).body as { matchID: string };
    const hostile: unknown[] = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'prototype', '3', '01', '-1', '0x0', ' 0', '1e0', 0, 1, true, {}, []];
    for (const playerID of hostile) {
      for (const route of ['join', 'leave', 'update', 'rename', 'playAgain']) {
        const out = await lobbyRequest(running.url, `/games/clockwork-empire/${matchID}/${route}`, { playerID, playerName: 'x', newName: 'x', credentials: 'x', data: { polluted: true } });
        expect(out.status, `${route} as ${JSON.stringify(playerID)}`).toBe(404);
        expect(out.body).toMatchObject({ code: BoardgameIOErrors.NOT_A_SEAT });
      }
    }
    expect(prototypeNow()).toBe(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // Nothing was written: no seat was taken.
    const { metadata } = await serverRecord(running.server.db, matchID);
    expect(Object.values((metadata as unknown as { players: Record<string, { name?: string }> }).players).map((p) => p.name)).toEqual([undefined, undefined, undefined]);

    // The server still creates, lists, joins (a join without a player id takes the first free seat) and plays.
    const { credentials } = await openMatch(running.url, ce.name!, 3);
    expect(credentials).toHaveLength(3);
    const free = await lobbyRequest(running.url, `/games/clockwork-empire/${matchID}/join`, { playerName: 'first free' });
    expect(free).toMatchObject({ status: 200, body: { playerID: '0' } });
    const opened = await openMatch(running.url, ce.name!, 3);
    const { state } = await serverRecord(running.server.db, opened.matchID);
    const active = clockworkEmpire.activeSeats(state.G.state)[0]!;
    expect(await playFirstLegal(running.url, opened.matchID, active, opened.credentials[active]!)).toBe(1);
    expect(prototypeNow()).toBe(before);
  });

  it('caps ids, names, data and setup data in the lobby, and stores nothing refused', async () => {
    const count = async () => (await running.server.db.listMatches()).length;
    const stored = await count();
    const { matchID } = (await lobbyRequest(running.url, '/games/atlandice/create', { numPlayers: 2 })).body as { matchID: string };
    const long = 'm'.repeat(65);
    const cases: [string, unknown, number, string][] = [
      [`/games/atlandice/${long}`, undefined, 404, 'NO_SUCH_MATCH'],
      [`/games/atlandice/${long}/join`, { playerID: '0', playerName: 'x' }, 404, 'NO_SUCH_MATCH'],
      [`/games/atlandice/bad%2Fid%00/join`, { playerID: '0', playerName: 'x' }, 404, 'NO_SUCH_MATCH'],
      [`/games/atlandice/${matchID}/join`, { playerID: '0', playerName: 'n'.repeat(65) }, 413, 'TOO_LARGE'],
      [`/games/atlandice/${matchID}/join`, { playerID: '0', playerName: 42 }, 400, 'BAD_REQUEST'],
      [`/games/atlandice/${matchID}/join`, { playerID: '0', playerName: 'x', data: { blob: 'd'.repeat(5_000) } }, 413, 'TOO_LARGE'],
      ['/games/atlandice/create', { numPlayers: 2, setupData: { options: { blob: 's'.repeat(20_000) } } }, 413, 'TOO_LARGE'],
      ['/games/atlandice/create', { numPlayers: 2, setupData: { seed: 's'.repeat(900_000) } }, 413, 'TOO_LARGE'],
      ['/games/atlandice/create', '[1,2,3]', 400, 'BAD_REQUEST'],
    ];
    for (const [path, body, status, code] of cases) {
      const out = await lobbyRequest(running.url, path, body);
      expect(out.status, path.slice(0, 60)).toBe(status);
      expect(out.body, path.slice(0, 60)).toMatchObject({ code });
      expect(String(out.body.message).length).toBeGreaterThan(0);
    }
    // A seed longer than 128 characters is the game's refusal (boardgame.io's 400, in its words).
    const seed = await lobbyRequest(running.url, '/games/atlandice/create', { numPlayers: 2, setupData: { seed: 's'.repeat(129) } });
    expect(seed.status).toBe(400);
    expect(String(seed.body)).toMatch(/setupData\.seed must be a string of 1 to 128 characters/);
    expect(await count()).toBe(stored + 1);
    const { metadata } = await serverRecord(running.server.db, matchID);
    expect((metadata as unknown as { players: Record<string, { name?: string }> }).players['0']!.name).toBeUndefined();
  });

  it('walls the games off: through another game\'s routes and namespace, a Clockwork Empire match can be neither read nor played', async () => {
    const { matchID, credentials } = await openMatch(running.url, ce.name!, 3);
    const before = await serverRecord(running.server.db, matchID);
    const active = clockworkEmpire.activeSeats(before.state.G.state)[0]!;
    for (const name of ['plain', 'atlandice']) {
      expect((await lobbyRequest(running.url, `/games/${name}/${matchID}`)).status).toBe(404);
      expect((await lobbyRequest(running.url, `/games/${name}/${matchID}/join`, { playerID: '0', playerName: 'x' })).status).toBe(404);
      const other = rawSocket(running.url, name);
      await other.connected;
      other.socket.emit('sync', matchID, null, undefined, 3);
      other.socket.emit('sync', matchID, String(active), credentials[active], 3);
      const creds = { playerID: String(active), credentials: credentials[active] };
      other.socket.emit('update', { type: 'UPDATE', state: { ...before.state, G: {} }, deltalog: [], payload: creds }, 0, matchID, String(active));
      other.socket.emit('update', { type: 'GAME_EVENT', payload: { type: 'endGame', args: [{ winners: [active] }], ...creds } }, 0, matchID, String(active));
      other.socket.emit('update', { type: 'MAKE_MOVE', payload: { type: 'act', args: [clockworkEmpire.legalActions(before.state.G.state, active)[0]], ...creds } }, 0, matchID, String(active));
      other.socket.emit('chat', matchID, { id: 'c', sender: String(active), payload: 'hi' }, credentials[active]);
      await waitFor(() => (other.rejections().length >= 6 ? true : undefined), `the ${name} namespace's six refusals`);
      await running.transport.idle();
      // Refused as no match of this game (or, for a Tabula namespace, as no action of its own before that).
      for (const r of other.rejections()) expect(['NO_SUCH_MATCH', 'NOT_A_MOVE', 'MALFORMED_ACTION']).toContain(r.code);
      expect(other.rejections().filter((r) => r.code === 'NO_SUCH_MATCH').length).toBeGreaterThanOrEqual(3);
      expect(other.received.filter((p) => p.event !== 'tabula:rejection')).toEqual([]);
      expect(JSON.stringify(other.received)).not.toContain('attack-seed-ce');
      other.socket.close();
    }
    const after = await serverRecord(running.server.db, matchID);
    expect(canonical(after.state)).toBe(canonical(before.state));
    expect(after.log).toEqual([]);
    // The plain game still works on its own matches, through its own namespace.
    const mine = await openMatch(running.url, 'plain', 2);
    const me = rawSocket(running.url, 'plain');
    me.socket.emit('sync', mine.matchID, '0', mine.credentials[0], 2);
    await waitFor(() => me.received.find((p) => p.event === 'sync'), 'the plain game\'s sync');
    me.socket.emit('update', { type: 'MAKE_MOVE', payload: { type: 'bump', args: [], playerID: '0', credentials: mine.credentials[0] } }, 0, mine.matchID, '0');
    const update = await waitFor(() => me.received.find((p) => p.event === 'update'), 'the plain game\'s move');
    expect((update.args[1] as State<{ n: number }>).G).toEqual({ n: 1 });
    me.socket.close();
  });

  it('lets messages for unknown matches cost nothing: no match, queue, room or subscription is made, memory stays bounded, and the ids are not written to stderr', async () => {
    const gc = collector();
    const transport = running.transport as unknown as { perMatchQueue: Map<string, unknown>; roomInfo: Map<string, unknown>; clientInfo: Map<string, unknown> };
    const stored = (await running.server.db.listMatches()).length;
    const rooms = transport.roomInfo.size;
    const written: string[] = [];
    const write = process.stderr.write.bind(process.stderr);
    process.stderr.write = ((chunk: unknown, ...rest: unknown[]) => {
      written.push(String(chunk));
      return (write as (...a: unknown[]) => boolean)(chunk, ...rest);
    }) as typeof process.stderr.write;
    try {
      await running.transport.idle();
      gc();
      const heapBefore = process.memoryUsage().heapUsed;
      const attacker = rawSocket(running.url, ce.name!);
      await attacker.connected;
      const setup = clockworkEmpire.setup({ players: 3, seed: 'unknown' });
      const action = clockworkEmpire.legalActions(setup, clockworkEmpire.activeSeats(setup)[0]!)[0];
      const n = 400;
      for (let i = 0; i < n; i++) {
        const id = `ATTACKER-${i}-${'x'.repeat(40)}`;
        attacker.socket.emit('update', { type: 'MAKE_MOVE', payload: { type: 'act', args: [action], playerID: '0', credentials: 'c' } }, 0, id, '0');
        attacker.socket.emit('sync', id, i % 2 === 0 ? null : '0', 'c', 3);
        attacker.socket.emit('chat', id, { id: 'c', sender: '0', payload: 'x' }, 'c');
      }
      // Ids longer than any match id, in messages under the size limit.
      for (let i = 0; i < 40; i++) attacker.socket.emit('update', { type: 'MAKE_MOVE', payload: { type: 'act', args: [{ type: 'done' }], playerID: '0', credentials: 'c' } }, 0, `ATTACKER-${'y'.repeat(60_000)}`, '0');
      await waitFor(() => (attacker.rejections().length >= 3 * n ? true : undefined), 'the refusals of the moves, syncs and chats');
      await running.transport.idle();
      expect(attacker.rejections().every((r) => r.code === 'NO_SUCH_MATCH')).toBe(true);
      // A message over the size limit closes the connection (socket.io's maxHttpBufferSize).
      const big = rawSocket(running.url, ce.name!);
      await big.connected;
      const closed = new Promise<string>((resolve) => big.socket.once('disconnect', (reason: string) => resolve(reason)));
      big.socket.emit('update', {}, 0, `ATTACKER-${'z'.repeat(900_000)}`, '0');
      expect(await closed).toBe('transport close');
      attacker.socket.close();
      await running.transport.idle();
      gc();
      const grown = process.memoryUsage().heapUsed - heapBefore;
      expect(grown, `heap grew by ${grown} bytes`).toBeLessThan(16 * 1024 * 1024);
      expect((await running.server.db.listMatches()).length).toBe(stored);
      expect(transport.perMatchQueue.size).toBe(0);
      expect(transport.roomInfo.size).toBe(rooms);
      expect(running.transport.queued).toBe(0);
    } finally {
      process.stderr.write = write;
    }
    expect(written.join('')).not.toContain('ATTACKER');
  });

  it('sends a spectator nothing of a seat when a sync as that seat with bad credentials follows at once (the sync race)', async () => {
    const { matchID } = await openMatch(running.url, ce.name!, 3);
    const { state } = await serverRecord(running.server.db, matchID);
    const spectator = canonical(expectedView(clockworkEmpire, replaySteps(clockworkEmpire, (state.G as TabulaG).config, []), 0, null));
    for (let round = 0; round < 6; round++) {
      const me = rawSocket(running.url, ce.name!);
      await me.connected;
      me.socket.emit('sync', matchID, null, undefined, 3);
      me.socket.emit('sync', matchID, '1', 'bad credentials', 3);
      await waitFor(() => (me.received.some((p) => p.event === 'sync') && me.rejections().length === 1 ? true : undefined), 'the spectator\'s sync and the refusal');
      await running.transport.idle();
      expect(me.rejections()[0]!.code).toBe('UNAUTHORIZED');
      const syncs = me.received.filter((p) => p.event === 'sync');
      expect(syncs).toHaveLength(1);
      const info = syncs[0]!.args[1] as { state: State<SeatView>; initialState: State<SeatView> };
      expect(canonical(info.state.G), `round ${round}: the state`).toBe(spectator);
      expect(canonical(info.initialState.G), `round ${round}: the initial state`).toBe(spectator);
      me.socket.close();
    }
  });

  it('keeps a match nobody has joined closed: a stranger may follow it as a spectator only, and may not act', async () => {
    const { matchID } = (await lobbyRequest(running.url, '/games/clockwork-empire/create', { numPlayers: 3 })).body as { matchID: string };
    const { state } = await serverRecord(running.server.db, matchID);
    const steps = replaySteps(clockworkEmpire, (state.G as TabulaG).config, []);
    const spectator = canonical(expectedView(clockworkEmpire, steps, 0, null));
    const active = clockworkEmpire.activeSeats(state.G.state)[0]!;
    const stranger = rawSocket(running.url, ce.name!);
    await stranger.connected;
    for (const seat of ['0', '1', '2']) stranger.socket.emit('sync', matchID, seat, undefined, 3);
    stranger.socket.emit('sync', matchID, '0', 'guessed', 3);
    const legal = clockworkEmpire.legalActions(state.G.state, active)[0];
    stranger.socket.emit('update', { type: 'MAKE_MOVE', payload: { type: 'act', args: [legal], playerID: String(active) } }, 0, matchID, String(active));
    stranger.socket.emit('update', { type: 'MAKE_MOVE', payload: { type: 'act', args: [legal], playerID: String(active), credentials: 'guessed' } }, 0, matchID, String(active));
    await waitFor(() => (stranger.rejections().length === 6 ? true : undefined), 'six refusals');
    expect(stranger.rejections().map((r) => r.code)).toEqual(Array(6).fill('UNAUTHORIZED'));
    expect(stranger.received.filter((p) => p.event !== 'tabula:rejection')).toEqual([]);
    stranger.socket.emit('sync', matchID, null, undefined, 3);
    const sync = await waitFor(() => stranger.received.find((p) => p.event === 'sync'), 'the spectator\'s sync');
    expect(canonical((sync.args[1] as { state: State<SeatView> }).state.G)).toBe(spectator);
    await running.transport.idle();
    expect((await serverRecord(running.server.db, matchID)).state._stateID).toBe(0);
    // Once a player joins, the seat is theirs, with their credentials only.
    const { playerCredentials } = (await lobbyRequest(running.url, `/games/clockwork-empire/${matchID}/join`, { playerID: String(active), playerName: 'P' })).body as { playerCredentials: string };
    for (const seat of [0, 1, 2]) if (seat !== active) await lobbyRequest(running.url, `/games/clockwork-empire/${matchID}/join`, { playerID: String(seat), playerName: `P${seat}` });
    expect(await playFirstLegal(running.url, matchID, active, playerCredentials)).toBe(1);
    stranger.socket.close();
  });

  it('stores and sends only the action as the game read it, never a field beside it', async () => {
    const { matchID, credentials } = await openMatch(running.url, ce.name!, 3);
    const { state } = await serverRecord(running.server.db, matchID);
    const active = clockworkEmpire.activeSeats(state.G.state)[0]!;
    const others = [0, 1, 2].filter((s) => s !== active).map((seat) => {
      const c = rawSocket(running.url, ce.name!);
      c.socket.emit('sync', matchID, String(seat), credentials[seat], 3);
      return c;
    });
    const spectator = rawSocket(running.url, ce.name!);
    spectator.socket.emit('sync', matchID, null, undefined, 3);
    await waitFor(() => ([...others, spectator].every((c) => c.received.some((p) => p.event === 'sync')) ? true : undefined), 'the syncs');
    const junk = `JUNK-${'j'.repeat(20_000)}`; // twice in the message: under the 64 kB a message may have
    const me = rawSocket(running.url, ce.name!);
    me.socket.emit('sync', matchID, String(active), credentials[active], 3);
    await waitFor(() => me.received.find((p) => p.event === 'sync'), 'the actor\'s sync');
    const legal = clockworkEmpire.legalActions(state.G.state, active)[0];
    me.socket.emit('update', { type: 'MAKE_MOVE', junk, payload: { type: 'act', args: [legal], playerID: String(active), credentials: credentials[active], junk } }, 0, matchID, String(active));
    await waitFor(() => ([...others, spectator, me].every((c) => c.received.some((p) => p.event === 'update')) ? true : undefined), 'the move to reach everyone');
    await running.transport.idle();
    const record = await serverRecord(running.server.db, matchID);
    expect(record.log).toHaveLength(1);
    expect(Object.keys(record.log[0]!.action).sort()).toEqual(['payload', 'type']);
    expect(Object.keys(record.log[0]!.action.payload).sort()).toEqual(['args', 'playerID', 'type']);
    expect(JSON.stringify(record)).not.toContain('JUNK-');
    for (const c of [...others, spectator, me]) expect(JSON.stringify(c.received)).not.toContain('JUNK-');
    for (const c of [...others, spectator, me]) c.socket.close();
  });

  it('answers a refused move to its sender alone: nothing is sent to anyone else and nothing is stored', async () => {
    const { matchID, credentials } = await openMatch(running.url, ce.name!, 3);
    const { state } = await serverRecord(running.server.db, matchID);
    const active = clockworkEmpire.activeSeats(state.G.state)[0]!;
    const idle = (active + 1) % 3;
    const watchers = [0, 1, 2].map((seat) => {
      const c = rawSocket(running.url, ce.name!);
      c.socket.emit('sync', matchID, String(seat), credentials[seat], 3);
      return c;
    });
    await waitFor(() => (watchers.every((c) => c.received.some((p) => p.event === 'sync')) ? true : undefined), 'the syncs');
    await running.transport.idle();
    await new Promise((resolve) => setTimeout(resolve, 100)); // the connection news of the last sync, in flight
    const heard = watchers.map((c) => c.received.length);
    const db = running.server.db as { setState: (...a: unknown[]) => unknown; setMetadata: (...a: unknown[]) => unknown };
    let writes = 0;
    const [setState, setMetadata] = [db.setState, db.setMetadata];
    db.setState = (...a: unknown[]) => (writes++, setState.apply(db, a));
    db.setMetadata = (...a: unknown[]) => (writes++, setMetadata.apply(db, a));
    try {
      const legal = clockworkEmpire.legalActions(state.G.state, active)[0];
      const sender = watchers[idle]!;
      const n = 2_000;
      for (let i = 0; i < n; i++) {
        sender.socket.emit('update', { type: 'MAKE_MOVE', payload: { type: 'act', args: [legal], playerID: String(idle), credentials: credentials[idle] } }, 0, matchID, String(idle));
      }
      await waitFor(() => (sender.rejections().length === n ? true : undefined), `the ${n} refusals`, 60_000);
      await running.transport.idle();
      expect(new Set(sender.rejections().map((r) => r.code))).toEqual(new Set(['NOT_ACTIVE']));
      expect(writes).toBe(0);
      for (const [seat, c] of watchers.entries()) {
        const since = c.received.slice(heard[seat]);
        expect(since.filter((p) => p.event !== 'tabula:rejection'), `seat ${seat} received nothing but its own refusals`).toEqual([]);
        if (seat !== idle) expect(since).toEqual([]);
      }
    } finally {
      db.setState = setState;
      db.setMetadata = setMetadata;
    }
    expect((await serverRecord(running.server.db, matchID)).state._stateID).toBe(0);
    for (const c of watchers) c.socket.close();
  });
});

describe('a flood on one connection', () => {
  let running: Running;
  beforeAll(async () => {
    running = await startServer([ce]);
  });
  afterAll(async () => {
    await running?.stop();
  });

  it('is slowed, then dropped and cut off, while an honest move on the same server is played at once', async () => {
    const { matchID, credentials } = await openMatch(running.url, ce.name!, 3);
    const { state } = await serverRecord(running.server.db, matchID);
    const active = clockworkEmpire.activeSeats(state.G.state)[0]!;
    const legal = clockworkEmpire.legalActions(state.G.state, active)[0];
    const { latency, codes, seconds } = await floodBesideHonestMove(running.url, ce.name!, matchID, active, credentials[active]!, legal);
    expect(latency, `the honest move took ${latency.toFixed(0)} ms`).toBeLessThan(1_000);
    expect(codes).toContain('RATE_LIMITED');
    // What was handled is the budget: the burst, what waited, and the rate meanwhile.
    expect(codes.filter((c) => c === 'UNAUTHORIZED').length).toBeLessThanOrEqual(40 + 40 + Math.ceil(20 * seconds) + 1);
    await running.transport.idle();
    expect((await serverRecord(running.server.db, matchID)).state._stateID).toBe(1);
  });
});

describe('the server\'s setup', () => {
  it('binds the address it is given, and answers the allowed web pages with CORS headers, refusals included', async () => {
    const server = TabulaServer({ games: [at], origins: ['http://127.0.0.1:5173'] });
    await expect(server.run({ port: 0 } as never)).rejects.toThrow(/host/);
    const { appServer } = await server.run({ port: 0, host: '127.0.0.1' });
    try {
      expect((appServer.address() as { address: string }).address).toBe('127.0.0.1');
      const url = `http://127.0.0.1:${(appServer.address() as { port: number }).port}`;
      const ok = await lobbyRequest(url, '/games/atlandice/create', { numPlayers: 2 }, { Origin: 'http://127.0.0.1:5173' });
      expect(ok.status).toBe(200);
      expect(ok.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
      const refused = await lobbyRequest(url, `/games/atlandice/${ok.body.matchID}/join`, { playerID: '__proto__', playerName: 'x' }, { Origin: 'http://127.0.0.1:5173' });
      expect(refused.status).toBe(404);
      expect(refused.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
      const stranger = await lobbyRequest(url, `/games/atlandice/${ok.body.matchID}/join`, { playerID: '__proto__', playerName: 'x' }, { Origin: 'http://evil.example' });
      expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await server.stop();
    }
  });

  it('refuses a pub-sub without a lock, and limits that are not limits', () => {
    expect(() => TabulaSocketIO({ pubSub: { publish() {}, subscribe() {}, unsubscribeAll() {} } })).toThrow(/lock/);
    expect(() => TabulaSocketIO({ limits: { burst: 0 } })).toThrow(/limits\.burst must be a positive number/);
    expect(() => TabulaSocketIO({ limits: { bursts: 3 } as never })).toThrow(/limits\.bursts is not a limit/);
  });
});
