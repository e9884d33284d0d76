/**
 * A client that does not use boardgame.io's client: raw socket.io messages that boardgame.io
 * 0.50's master would play (events, state replacements, another seat's move) are refused by
 * `TabulaSocketIO`, told to their sender alone, and change nothing. A control test shows that
 * boardgame.io's own transport plays them, and sends the state at setup to every client.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Server, SocketIO as BgioSocketIO } from 'boardgame.io/server';
import { INVALID_MOVE as BGIO_INVALID_MOVE } from 'boardgame.io/core';
import { atlandice } from '@tabula/atlandice';
import { findKey } from '@tabula/core/testing';
import { INVALID_MOVE, REJECTION_EVENT, toBoardgameIO, type RejectionNotice } from '../src/index';
import { openMatch, rawSocket, serverRecord, startServer, waitFor, type Running } from './harness';

describe('TabulaSocketIO against a hostile client', () => {
  const game = toBoardgameIO(atlandice, { seed: () => 'hostile-seed' });
  let running: Running;
  beforeAll(async () => {
    running = await startServer([game]);
  });
  afterAll(async () => {
    await running?.stop();
  });

  it('refuses events, state replacements, another seat\'s move, bad credentials and unknown matches, telling only the sender', async () => {
    const { matchID, credentials } = await openMatch(running.url, game.name!, 3);
    const { state: start } = await serverRecord(running.server.db, matchID);
    const active = atlandice.activeSeats(start.G.state)[0]!;
    const other = (active + 1) % 3;
    const me = rawSocket(running.url, game.name!);
    const bystander = rawSocket(running.url, game.name!);
    me.socket.emit('sync', matchID, String(active), credentials[active], 3);
    bystander.socket.emit('sync', matchID, String(other), credentials[other], 3);
    await waitFor(() => (me.received.some((p) => p.event === 'sync') && bystander.received.some((p) => p.event === 'sync') ? true : undefined), 'both sockets to sync');

    const legal = atlandice.legalActions(start.G.state, active)[0];
    const as = (playerID: string, creds = credentials[active]) => ({ playerID, credentials: creds });
    const forged: [string, unknown[]][] = [
      ['NOT_A_MOVE', [{ type: 'GAME_EVENT', payload: { type: 'endGame', args: [{ scores: [9, 0, 0], winners: [active] }], ...as(String(active)) } }, 0, matchID, String(active)]],
      ['NOT_A_MOVE', [{ type: 'GAME_EVENT', payload: { type: 'setActivePlayers', args: [[String(active)]], ...as(String(active)) } }, 0, matchID, String(active)]],
      ['NOT_A_MOVE', [{ type: 'UPDATE', state: { ...start, G: {} }, deltalog: [], payload: as(String(active)) }, 0, matchID, String(active)]],
      ['NOT_A_MOVE', [{ type: 'PATCH', prevStateID: 0, stateID: 1, patch: [{ op: 'replace', path: '/ctx/gameover', value: true }], deltalog: [], payload: as(String(active)) }, 0, matchID, String(active)]],
      ['NOT_A_MOVE', [{ type: 'RESET', state: start, payload: as(String(active)) }, 0, matchID, String(active)]],
      ['NOT_A_MOVE', [{ type: 'UNDO', payload: { type: null, args: null, ...as(String(active)) } }, 0, matchID, String(active)]],
      ['NOT_A_MOVE', [{ type: 'MAKE_MOVE', payload: { type: 'act', args: [legal, legal], ...as(String(active)) } }, 0, matchID, String(active)]],
      ['NOT_A_MOVE', [{ type: 'MAKE_MOVE', payload: { type: 'somethingElse', args: [legal], ...as(String(active)) } }, 0, matchID, String(active)]],
      ['SEAT_MISMATCH', [{ type: 'MAKE_MOVE', payload: { type: 'act', args: [legal], ...as(String(other)) } }, 0, matchID, String(active)]],
      ['MALFORMED_ACTION', [{ type: 'MAKE_MOVE', payload: { type: 'act', args: ['visit'], ...as(String(active)) } }, 0, matchID, String(active)]],
      ['UNAUTHORIZED', [{ type: 'MAKE_MOVE', payload: { type: 'act', args: [legal], ...as(String(active), 'not-the-credentials') } }, 0, matchID, String(active)]],
      ['NO_SUCH_MATCH', [{ type: 'MAKE_MOVE', payload: { type: 'act', args: [legal], ...as(String(active)) } }, 0, 'no-such-match', String(active)]],
      ['STALE_STATE', [{ type: 'MAKE_MOVE', payload: { type: 'act', args: [legal], ...as(String(active)) } }, 7, matchID, String(active)]],
    ];
    for (const [i, [code, args]] of forged.entries()) {
      me.socket.emit('update', ...args);
      const notice = await waitFor(() => me.rejections()[i], `the refusal of message ${i} (${code})`);
      expect(notice.code, `message ${i}`).toBe(code);
      expect(notice.message.length).toBeGreaterThan(0);
    }
    await running.transport.idle();
    const after = await serverRecord(running.server.db, matchID);
    expect(after.state._stateID).toBe(0);
    expect(after.state.ctx.gameover).toBeUndefined();
    expect(after.state.G.seq).toBe(0);
    expect(after.state.ctx.activePlayers).toEqual({ [String(active)]: null });

    // The same socket plays a legal move: the refusals were not a broken connection.
    me.socket.emit('update', { type: 'MAKE_MOVE', payload: { type: 'act', args: [legal], ...as(String(active)) } }, 0, matchID, String(active));
    await waitFor(() => (bystander.received.some((p) => p.event === 'update' && (p.args[1] as { _stateID: number })._stateID === 1) ? true : undefined), 'the legal move to reach the other seat');
    expect(bystander.rejections()).toEqual([]);
    expect(me.rejections()).toHaveLength(forged.length);
    me.socket.close();
    bystander.socket.close();
  });
});

describe('boardgame.io\'s own SocketIO transport (why TabulaSocketIO exists)', () => {
  it('plays a forged endGame event and sends the state at setup, RNG included, in initialState', async () => {
    const game = toBoardgameIO(atlandice, { seed: () => 'control-seed' });
    const server = Server({ games: [game], transport: new BgioSocketIO(), origins: [] });
    const { appServer } = await server.run({ port: 0 });
    const url = `http://127.0.0.1:${(appServer.address() as { port: number }).port}`;
    try {
      // (boardgame.io's lobby answers 404 here: see the koa-compose note in src/server.ts. A sync
      // creates the match instead, as boardgame.io does for an unknown match id.)
      const matchID = 'control-match';
      const me = rawSocket(url, game.name!);
      me.socket.emit('sync', matchID, '0', undefined, 3);
      const sync = await waitFor(() => me.received.find((p) => p.event === 'sync'), 'the sync');
      const { state: start } = await serverRecord(server.db, matchID);
      const active = atlandice.activeSeats(start.G.state)[0]!;
      expect(findKey(sync.args, new Set(['rng']))).toMatch(/initialState/);
      me.socket.emit('update', { type: 'GAME_EVENT', payload: { type: 'endGame', args: [{ forged: true }], playerID: String(active) } }, 0, matchID, String(active));
      await waitFor(() => (me.received.some((p) => p.event === 'update') ? true : undefined), 'the forged event\'s update');
      const { state } = await serverRecord(server.db, matchID);
      expect(state.ctx.gameover).toEqual({ forged: true });
      me.socket.close();
    } finally {
      await new Promise<void>((resolve) => (server.app as unknown as { _io: { close(cb: () => void): void } })._io.close(() => resolve()));
    }
  });

  it('uses the INVALID_MOVE the adapter returns', () => {
    expect(INVALID_MOVE).toBe(BGIO_INVALID_MOVE);
  });
});
