/**
 * The browser client's parts without a browser, against `TabulaServer` on 127.0.0.1: `joinSeat`
 * keeps the credentials it gets and finds them again instead of joining twice (calls at once share
 * one join); `connectMatch` follows a match as a store whose snapshot changes only with the match,
 * sends typed actions and shows refusals.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LobbyClient } from 'boardgame.io/client';
import type { atlandice as AtlandiceGame } from '@tabula/atlandice';
import { clientGame, connectMatch, forgetSeat, joinSeat, seatKey, type CredentialStorage } from '../src/browser';
import { toBoardgameIO } from '../src/index';
import { atlandice } from '@tabula/atlandice';
import { startServer, waitFor, type Running } from './harness';

const game = clientGame<typeof AtlandiceGame>('atlandice');
let running: Running;
beforeAll(async () => {
  running = await startServer([toBoardgameIO(atlandice)]);
});
afterAll(async () => {
  await running?.stop();
});

/** A storage in a Map, as `localStorage` would be. */
function mapStorage(): CredentialStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
}

describe('joinSeat', () => {
  it('joins once, keeps the credentials, and finds them again; calls at once share one join', async () => {
    const lobby = new LobbyClient({ server: running.url });
    const { matchID } = await lobby.createMatch('atlandice', { numPlayers: 3 });
    const storage = mapStorage();
    const options = { server: running.url, matchID, playerName: 'Ada', storage };
    const [a, b] = await Promise.all([joinSeat(game, options), joinSeat(game, options)]);
    expect(a).toEqual(b);
    expect(a).toMatchObject({ playerID: '0', playerName: 'Ada', resumed: false });
    expect(JSON.parse(storage.map.get(seatKey(running.url, 'atlandice', matchID))!)).toEqual({ '0': { credentials: a.credentials, playerName: 'Ada' } });
    expect(await joinSeat(game, options)).toEqual({ ...a, resumed: true });
    // A second seat in the same storage, asked by its id; then each is found by its id.
    const bo = await joinSeat(game, { ...options, playerName: 'Bo', playerID: '2' });
    expect(bo).toMatchObject({ playerID: '2', resumed: false });
    expect(await joinSeat(game, { ...options, playerID: '2' })).toEqual({ ...bo, resumed: true });
    expect((await lobby.getMatch('atlandice', matchID)).players.map((p) => p.name)).toEqual(['Ada', undefined, 'Bo']);
    // Forgotten, the seat is joined anew: the lobby then refuses a seat already taken.
    forgetSeat(game, { server: running.url, matchID, playerID: '2', storage });
    await expect(joinSeat(game, { ...options, playerName: 'Bo', playerID: '2' })).rejects.toThrow(/409/);
    expect(JSON.parse(storage.map.get(seatKey(running.url, 'atlandice', matchID))!)).toEqual({ '0': { credentials: a.credentials, playerName: 'Ada' } });
    forgetSeat(game, { server: running.url, matchID, storage });
    expect(storage.map.size).toBe(0);
  });

  it('reads a storage holding anything without failing: what is not a kept seat is ignored', async () => {
    const { matchID } = await new LobbyClient({ server: running.url }).createMatch('atlandice', { numPlayers: 2 });
    const storage = mapStorage();
    storage.setItem(seatKey(running.url, 'atlandice', matchID), '{"0": {"credentials": 5}, "x": null');
    expect(await joinSeat(game, { server: running.url, matchID, playerName: 'Ada', storage })).toMatchObject({ playerID: '0', resumed: false });
  });
});

describe('connectMatch', () => {
  it('a store of snapshots: the seat view, typed acts, refusals, and no new snapshot without a change', async () => {
    const lobby = new LobbyClient({ server: running.url });
    const { matchID } = await lobby.createMatch('atlandice', { numPlayers: 2, setupData: { seed: 'connect-match' } });
    const storage = mapStorage();
    const seats = [await joinSeat(game, { server: running.url, matchID, playerName: 'Ada', storage }), await joinSeat(game, { server: running.url, matchID, playerName: 'Bo', playerID: '1', storage })];
    const refusals: string[] = [];
    const matches = seats.map((s) => connectMatch(game, { server: running.url, matchID, playerID: s.playerID, credentials: s.credentials, socketOpts: { transports: ['websocket'] }, onRefusal: (r) => refusals.push(r.code) }));
    const spectator = connectMatch(game, { server: running.url, matchID });
    let changes = 0;
    matches[0]!.subscribe(() => changes++);
    expect(matches[0]!.act({ type: 'pass' })).toBe(false); // no state yet: nothing sent
    for (const m of [...matches, spectator]) m.start();
    try {
      await waitFor(() => (matches.every((m) => m.getSnapshot().seat !== null) && spectator.getSnapshot().seat !== null ? true : undefined), 'the first states');
      const first = matches[0]!.getSnapshot();
      expect(matches[0]!.getSnapshot()).toBe(first);
      expect(first).toMatchObject({ connected: true, stateID: 0, result: null, refusal: null });
      expect(spectator.getSnapshot()).toMatchObject({ canAct: false, seat: { seat: null, legal: [] } });
      const actor = first.seat!.active[0]!;
      const other = matches[1 - actor]!;
      const mover = matches[actor]!;
      expect(mover.getSnapshot().canAct).toBe(true);
      expect(other.getSnapshot().canAct).toBe(false);
      expect(spectator.act({ type: 'pass' })).toBe(false); // a spectator holds no seat

      expect(other.act(mover.getSnapshot().seat!.legal[0]!)).toBe(true);
      await waitFor(() => other.getSnapshot().refusal ?? undefined, 'the refusal');
      expect(other.getSnapshot().refusal).toMatchObject({ code: 'NOT_ACTIVE', matchID, playerID: String(1 - actor) });
      expect(refusals).toEqual(['NOT_ACTIVE']);

      const before = changes;
      mover.act(mover.getSnapshot().seat!.legal[0]!);
      await waitFor(() => (matches.every((m) => m.getSnapshot().seat!.seq === 1) ? true : undefined), 'the move on both');
      expect(other.getSnapshot().refusal).not.toBeNull(); // kept until that client's next act
      expect(changes).toBeGreaterThan(before);
      expect(matches[0]!.getSnapshot().stateID).toBe(1);
    } finally {
      for (const m of [...matches, spectator]) m.stop();
    }
  });
});
