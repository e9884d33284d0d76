/**
 * The attacks on a Colyseus server of Tabula rooms (a child process on Node 22+, on 127.0.0.1),
 * tried with `@colyseus/sdk` clients and raw HTTP matchmaking requests. Each test asserts that the
 * harm did not happen, inside the server process too (its GET /test/probe): Object.prototype stays
 * clean, nobody acts for another seat, no packet holds a secret or junk, unknown matches leave no
 * room and no memory behind, a flood is cut off while an honest move is played at once, an
 * oversized message is refused or closes its connection, two claims of one seat give it once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockworkEmpire } from '@tabula/clockwork-empire';
import { survive } from '@tabula/survive';
import { refusalOf } from '../src/index';
import { end, Player, probe, startServer, waitFor, type ServerProcess } from './harness';

/** A raw matchmaking request: its status and JSON body. */
async function matchmake(server: ServerProcess, method: string, room: string, body: string): Promise<{ status: number; body: any }> {
  const response = await fetch(`${server.url}/matchmake/${method}/${room}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) };
  } catch {
    return { status: response.status, body: text };
  }
}

/** A match of Clockwork Empire with every seat taken and a spectator. */
async function table(server: ServerProcess): Promise<{ players: Player[]; spectator: Player; match: string }> {
  const first = await Player.create(server.url, clockworkEmpire.name, { players: 3, seat: 0 });
  const match = (await first.at(0)).match;
  const players = [first, await Player.join(server.url, clockworkEmpire.name, { match, seat: 1 }), await Player.join(server.url, clockworkEmpire.name, { match, seat: 2 })];
  const spectator = await Player.join(server.url, clockworkEmpire.name, { match, seat: null });
  await Promise.all([...players, spectator].map((p) => p.at(0)));
  await waitFor(() => (spectator.last!.seats.every((s) => s.taken && s.connected) ? true : undefined), 'the seats news');
  return { players, spectator, match };
}

describe('attacks on a Colyseus server of Tabula rooms', () => {
  let lenient: ServerProcess;
  let strict: ServerProcess;
  beforeAll(async () => {
    // Generous budgets where the tests send many messages on purpose; the defaults for the flood and sizes.
    [lenient, strict] = await Promise.all([startServer({ SEEDS: JSON.stringify({ 'clockwork-empire': 'ATTACK-SEED-CE' }), LIMITS: JSON.stringify({ messagesPerSecond: 100_000, burst: 100_000 }) }), startServer()]);
  });
  afterAll(async () => {
    await Promise.all([lenient, strict].filter(Boolean).map((s) => end(s.child)));
  });

  it('listens on the loopback address only', async () => {
    expect((await probe(lenient)).address).toBe('127.0.0.1');
  });

  it('lets a client act only for its own seat: a seat named in the message is ignored, an idle seat and a spectator are refused, and only the action as the game read it is played and sent', async () => {
    const { players, spectator } = await table(lenient);
    const everyone = [...players, spectator];
    const active = players[0]!.last!.active[0]!;
    const actor = players[active]!;
    const idle = players.find((p) => p !== actor)!;
    const legal = actor.last!.legal[0] as Record<string, unknown>;
    const heard = everyone.map((p) => p.states.length);
    for (const claim of [{ seat: active }, { playerID: String(active) }, { sessionId: actor.room.sessionId }]) {
      idle.room.send('act', { action: legal, seq: 0, ...claim });
      spectator.room.send('act', { action: legal, seq: 0, ...claim });
    }
    await waitFor(() => (idle.rejections.length === 3 && spectator.rejections.length === 3 ? true : undefined), 'the six refusals');
    for (const r of [...idle.rejections, ...spectator.rejections]) expect(r.code).toBe('NOT_ACTIVE');
    expect(everyone.map((p) => p.states.length)).toEqual(heard);
    // Junk beside the action and inside it: played as the game reads it, the junk sent to nobody.
    const junk = `JUNK-${'j'.repeat(1_000)}`;
    actor.room.send('act', { action: { ...legal, junk }, seq: 0, junk });
    await waitFor(() => (actor.rejections.length > 0 || actor.last!.seq === 1 ? true : undefined), 'the junk action\'s answer');
    if (actor.last!.seq === 0) {
      expect(actor.rejections[0]!.code).toBe('MALFORMED_ACTION');
      actor.room.send('act', { action: legal, seq: 0, junk });
    }
    await Promise.all(everyone.map((p) => p.at(1)));
    for (const p of everyone) expect(JSON.stringify(p.states), `${p.label}'s states`).not.toContain('JUNK-');
    for (const p of everyone) expect(p.frames.some((f) => Buffer.from(f).includes('JUNK-')), `${p.label}'s frames`).toBe(false);
    for (const p of everyone) expect(p.frames.some((f) => Buffer.from(f).includes('ATTACK-SEED-CE')), `${p.label}'s frames hold the seed`).toBe(false);
    for (const p of everyone) await p.leave();
  });

  it('refuses prototype keys in join and create options, matchmaking requests and messages: the server\'s Object.prototype stays clean and it still works', async () => {
    const before = await probe(lenient);
    const { players, match } = await table(lenient);
    const bodies = [
      '{"__proto__":{"polluted":true,"isAdmin":true},"players":3}',
      `{"match":"${match}","seat":null,"__proto__":{"polluted":true}}`,
      `{"match":"${match}","constructor":{"prototype":{"polluted":true}}}`,
      '{"players":3,"options":{"__proto__":{"polluted":true}}}',
      '{"players":3,"bots":{"__proto__":"random"}}',
      '{"players":3,"bots":{"constructor":"random"}}',
      `{"match":"${match}","seat":"__proto__"}`,
      `{"match":"${match}","seat":"constructor"}`,
      '{"match":"__proto__"}',
      '{"match":"constructor","seat":0}',
      '{"hasOwnProperty":1,"match":"x"}',
      '[1,2,3]',
      '"a string"',
    ];
    for (const method of ['create', 'joinOrCreate', 'join']) {
      for (const body of bodies) {
        const out = await matchmake(lenient, method, clockworkEmpire.name, body);
        expect(out.status, `${method} ${body}`).toBeGreaterThanOrEqual(400);
      }
    }
    for (const [method, room] of [['__proto__', clockworkEmpire.name], ['constructor', clockworkEmpire.name], ['joinOrCreate', '__proto__'], ['joinOrCreate', 'constructor'], ['create', 'toString']]) {
      expect((await matchmake(lenient, method!, room!, '{}')).status, `${method} ${room}`).toBeGreaterThanOrEqual(400);
    }
    // Messages named after Object.prototype's keys, and actions carrying them.
    const me = players[0]!;
    for (const type of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) me.room.send(type, { polluted: true });
    me.room.send('act', { action: JSON.parse('{"__proto__":{"polluted":true},"type":"pass"}'), seq: 0 });
    me.room.send('act', JSON.parse('{"__proto__":{"polluted":true},"action":{"type":"pass"}}'));
    me.room.send('act', { action: { type: 'constructor' }, seq: 0 });
    await waitFor(() => (me.rejections.length >= 8 ? true : undefined), 'the eight refusals');
    expect(me.rejections.slice(0, 5).map((r) => r.code)).toEqual(Array(5).fill('NOT_A_MESSAGE'));
    const after = await probe(lenient);
    expect(after.names).toEqual(before.names);
    expect(after.inherited).toEqual([null, null, null, null]);
    // Still works: the active seat plays.
    const active = me.last!.active[0]!;
    players[active]!.act(players[active]!.last!.legal[0], 0);
    await Promise.all(players.map((p) => p.at(1)));
    for (const p of players) await p.leave();
  });

  it('lets joins of unknown matches cost nothing: no room is made, memory stays bounded, the ids are not logged', async () => {
    const before = await probe(lenient);
    const n = 300;
    const codes = new Set<string | undefined>();
    for (let i = 0; i < n; i += 30) {
      const batch = await Promise.all(
        Array.from({ length: 30 }, async (_, k) => {
          try {
            await Player.join(lenient.url, survive.name, { match: `ATTACKER-${i + k}-${'x'.repeat(40)}`, seat: 0 });
            return 'JOINED';
          } catch (err) {
            return refusalOf(err)?.code;
          }
        }),
      );
      for (const code of batch) codes.add(code);
    }
    for (const id of [`ATTACKER-${'y'.repeat(65)}`, 'ATTACKER/../x', 'ATTACKER x', '']) {
      const out = await matchmake(lenient, 'joinOrCreate', survive.name, JSON.stringify({ match: id }));
      expect(out.status, id.slice(0, 30)).toBeGreaterThanOrEqual(400);
      expect(String(out.body.error)).toMatch(/^NO_SUCH_MATCH: /);
    }
    expect([...codes]).toEqual(['NO_SUCH_MATCH']);
    const after = await probe(lenient);
    expect(after.rooms).toBe(before.rooms);
    expect(after.heap - before.heap, `the heap grew by ${after.heap - before.heap} bytes`).toBeLessThan(8 * 1024 * 1024);
    expect(lenient.stderr()).not.toContain('ATTACKER');
  });

  it('cuts a flood off: over its budget a client is refused RATE_LIMITED, then disconnected, while an honest move on the same server is played at once', async () => {
    const { players, spectator } = await table(strict);
    const honest = await table(strict);
    const flooder = spectator;
    const started = performance.now();
    const count = 5_000;
    for (let i = 0; i < count; i++) flooder.room.send('act', { action: { type: 'pass' } });
    const actor = honest.players[honest.players[0]!.last!.active[0]!]!;
    const sent = performance.now();
    actor.act(actor.last!.legal[0], 0);
    await actor.at(1, 5_000);
    const latency = performance.now() - sent;
    await waitFor(() => (flooder.left !== undefined ? true : undefined), 'the flooder to be disconnected', 10_000);
    const seconds = (performance.now() - started) / 1000;
    expect(latency, `the honest move took ${latency.toFixed(0)} ms`).toBeLessThan(1_000);
    const codes = flooder.rejections.map((r) => r.code);
    expect(codes).toContain('RATE_LIMITED');
    // What was handled is the budget: the burst and the rate meanwhile.
    expect(codes.filter((c) => c === 'NOT_ACTIVE').length).toBeLessThanOrEqual(40 + Math.ceil(20 * seconds) + 1);
    // The flood's match is untouched; its players still play.
    const active = players[0]!.last!.active[0]!;
    players[active]!.act(players[active]!.last!.legal[0], 0);
    await Promise.all(players.map((p) => p.at(1)));
    for (const p of [...players, ...honest.players, honest.spectator]) await p.leave();
  });

  it('refuses an action message over the room\'s size, and closes a connection that sends more than the transport takes; nothing is played', async () => {
    const { players, spectator } = await table(strict);
    const active = players[0]!.last!.active[0]!;
    const actor = players[active]!;
    const legal = actor.last!.legal[0] as Record<string, unknown>;
    actor.room.send('act', { action: legal, seq: 0, pad: 'p'.repeat(10_000) });
    await waitFor(() => actor.rejections[0], 'the refusal of the large action');
    expect(actor.rejections[0]!.code).toBe('TOO_LARGE');
    spectator.room.send('act', { action: legal, pad: 'p'.repeat(40_000) });
    await waitFor(() => (spectator.left !== undefined ? true : undefined), 'the oversized sender to be disconnected');
    // Create options far over any sensible size are refused, and make nothing.
    const before = await probe(strict);
    const huge = await matchmake(strict, 'create', clockworkEmpire.name, JSON.stringify({ players: 3, options: { blob: 'b'.repeat(2_000_000) } }));
    expect(huge.status).toBeGreaterThanOrEqual(400);
    expect((await probe(strict)).rooms).toBe(before.rooms);
    for (const p of players) expect(p.last!.seq).toBe(0);
    actor.act(legal, 0);
    await Promise.all(players.map((p) => p.at(1)));
    for (const p of players) await p.leave();
  });

  it('gives a seat once when two clients claim it at the same instant (10 of 10)', async () => {
    for (let round = 0; round < 10; round++) {
      const first = await Player.create(lenient.url, survive.name, { players: 2, seat: 0 });
      const match = (await first.at(0)).match;
      const claims = await Promise.allSettled([0, 1, 2].map(() => Player.join(lenient.url, survive.name, { match, seat: 1 })));
      const won = claims.filter((c) => c.status === 'fulfilled').map((c) => (c as PromiseFulfilledResult<Player>).value);
      expect(won, `round ${round}`).toHaveLength(1);
      for (const c of claims) if (c.status === 'rejected') expect(refusalOf(c.reason)?.code).toBe('SEAT_TAKEN');
      await waitFor(() => (first.last!.seats[1]!.taken ? true : undefined), 'seat 1 taken');
      for (const p of [first, ...won]) await p.leave();
    }
  });
});
