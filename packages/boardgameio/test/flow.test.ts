/**
 * `playedState` against boardgame.io's own reducer: the state the transport writes and sends for a
 * move it checked must be the one boardgame.io would have made, field for field (G, ctx, plugins,
 * the log entry, the state id), over whole seeded games of every title and of tic-tac-toe (whose
 * active seat changes on every move), the last move of each game included.
 */
import { createRequire } from 'node:module';
import { afterAll, describe, expect, it, vi } from 'vitest';
import seedrandom from 'seedrandom';
import { CreateGameReducer, InitializeGame, ProcessGameConfig } from 'boardgame.io/internal';
import type { State } from 'boardgame.io';
import { legalMoves, type Game } from '@tabula/core';
import { MOVE, toBoardgameIO, type TabulaG } from '../src/index';
import { playedState } from '../src/flow';
import { portOf } from '../src/protocol';
import { tictactoe } from '../../../scripts/bench/tictactoe';
import { openMatch, SeatClient, startServer, TITLES, type Running } from './harness';

const { Master } = createRequire(import.meta.url)('boardgame.io/master') as typeof import('boardgame.io/master');

/** Games per title (`TABULA_BGIO_GAMES`, default 2), actions per game at most (`TABULA_BGIO_STEPS`, default 300). */
const GAMES = Number(process.env.TABULA_BGIO_GAMES ?? 2);
const STEPS = Number(process.env.TABULA_BGIO_STEPS ?? 300);

const GAMES_TO_PLAY: readonly { name: string; game: Game<any, any, any, any, any, any>; players: number; options?: unknown }[] = [...TITLES, { name: 'tictactoe', game: tictactoe, players: 2 }];

describe.each(GAMES_TO_PLAY)('playedState for $name', ({ name, game, players, options }) => {
  it(`is boardgame.io's reducer's state after every move of ${GAMES} seeded games of up to ${STEPS} actions`, () => {
    const bgio = ProcessGameConfig(toBoardgameIO(game));
    const port = portOf(bgio)!;
    const reducer = CreateGameReducer({ game: bgio });
    let moves = 0;
    let ends = 0;
    for (let g = 0; g < GAMES; g++) {
      const seed = `flow-${name}-${g}`;
      const pick = seedrandom.alea(`pick-${seed}`);
      let state = InitializeGame({ game: bgio, numPlayers: players, setupData: { seed, ...(options ? { options } : {}) } }) as State<TabulaG>;
      for (let step = 0; step < STEPS && state.ctx.gameover === undefined; step++) {
        const choices = legalMoves(game, state.G.state);
        const { seat, action } = choices[Math.floor(pick() * choices.length)]!;
        const out = game.apply(state.G.state, seat, action);
        if (!out.ok) throw new Error(`${seed}: a legal action was refused: ${out.error.code}`);
        const G = port.advance(state.G, seat, action, out) as TabulaG;
        // Made before the reducer runs: boardgame.io's reducer counts the move in the old ctx's object.
        const made = playedState(state, String(seat), action, G, port.activeIDs(out.state), G.result ?? undefined);
        const played = reducer(state, { type: 'MAKE_MOVE', payload: { type: MOVE, args: [action], playerID: String(seat) } } as never) as State<TabulaG>;
        expect(made, `${seed}: a move of a Tabula match is in its flow`).toBeDefined();
        expect(made, `${seed}: the state after ${step + 1} actions`).toStrictEqual(played);
        moves++;
        if (played.ctx.gameover !== undefined) ends++;
        state = played;
      }
    }
    expect(moves).toBeGreaterThan(0);
    if (name === 'tictactoe' || name === 'atlandice') expect(ends, 'the last move of a game is compared too').toBe(GAMES);
  });
});

describe('playedState outside a Tabula match\'s flow', () => {
  const bgio = ProcessGameConfig(toBoardgameIO(tictactoe));
  const port = portOf(bgio)!;
  const start = InitializeGame({ game: bgio, numPlayers: 2, setupData: { seed: 'outside' } }) as State<TabulaG>;
  const action = { type: 'mark', cell: 4 };
  const out = tictactoe.apply(start.G.state as never, 0, action as never);
  if (!out.ok) throw new Error('the first mark was refused');
  const G = port.advance(start.G, 0, action, out) as TabulaG;
  const play = (state: State<TabulaG>, playerID = '0', active = ['1'], over: unknown = undefined) => playedState(state, playerID, action, G, active, over);

  it('gives undefined, so that boardgame.io plays the move: a phase, stages, move limits, a game over, an inactive player, no seat left', () => {
    expect(play(start)).toBeDefined();
    const ctx = start.ctx as unknown as Record<string, unknown>;
    const other = (fields: Record<string, unknown>) => ({ ...start, ctx: { ...ctx, ...fields } }) as unknown as State<TabulaG>;
    expect(play(other({ phase: 'main' }))).toBeUndefined();
    expect(play(other({ gameover: { winners: [0] } }))).toBeUndefined();
    expect(play(other({ activePlayers: null }))).toBeUndefined();
    expect(play(other({ activePlayers: { 0: 'bidding' } }))).toBeUndefined();
    expect(play(other({ _activePlayersMaxMoves: { 0: 1 } }))).toBeUndefined();
    expect(play(other({ _activePlayersMinMoves: { 0: 1 } }))).toBeUndefined();
    expect(play(other({ _nextActivePlayers: { all: null } }))).toBeUndefined();
    expect(play(other({ _prevActivePlayers: [{}] }))).toBeUndefined();
    expect(play(start, '1')).toBeUndefined(); // not active
    expect(play(start, '__proto__')).toBeUndefined();
    expect(play(start, '0', [])).toBeUndefined(); // nobody may act, the game going on
  });

  it('leaves the state it was given as it was', () => {
    const before = structuredClone(start);
    play(start);
    expect(start).toStrictEqual(before);
  });
});

describe('a Tabula match on the server', () => {
  let running: Running | undefined;
  afterAll(async () => {
    vi.restoreAllMocks();
    await running?.stop();
  });

  it('stores and sends each move as boardgame.io would without running boardgame.io\'s master: state, log, metadata and result', async () => {
    const bgio = toBoardgameIO(tictactoe);
    running = await startServer([bgio]);
    const masterMoves = vi.spyOn(Master.prototype, 'onUpdate');
    const { matchID, credentials } = await openMatch(running.url, bgio.name!, 2);
    const clients = [0, 1].map((seat) => new SeatClient(bgio, running!.url, matchID, seat, credentials[seat]).start());
    const db = running.server.db as unknown as { fetch(id: string, opts: object): { state: State<TabulaG>; log: unknown[]; metadata: { updatedAt: number; gameover?: unknown } } };
    const createdAt = db.fetch(matchID, { metadata: true }).metadata.updatedAt;
    // Seat 0 takes the top row while seat 1 answers in the middle row: seat 0 wins on its third mark.
    const marks = [0, 3, 1, 4, 2];
    for (const [i, cell] of marks.entries()) {
      await clients[0]!.at(i);
      await clients[1]!.at(i);
      clients[i % 2]!.act({ type: 'mark', cell });
    }
    await Promise.all(clients.map((client) => client.at(marks.length)));
    const { state, log, metadata } = db.fetch(matchID, { state: true, log: true, metadata: true });
    expect(masterMoves).not.toHaveBeenCalled();
    expect(state._stateID).toBe(marks.length);
    expect(state.ctx.gameover).toEqual({ scores: [1, 0], winners: [0] });
    expect(metadata.gameover).toEqual(state.ctx.gameover);
    expect(metadata.updatedAt).toBeGreaterThanOrEqual(createdAt);
    expect(log).toStrictEqual(marks.map((cell, i) => ({ action: { type: 'MAKE_MOVE', payload: { type: MOVE, args: [{ type: 'mark', cell }], playerID: String(i % 2) } }, _stateID: i, turn: 1, phase: null, redact: true })));
    // Each seat's client holds the state the server stored, as its seat sees it.
    for (const client of clients) expect(client.state()!.ctx).toStrictEqual(state.ctx);
    for (const client of clients) client.stop();
  });
});
