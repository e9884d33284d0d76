/**
 * The adapter on boardgame.io's own reducer, without a network: the states it reaches, the active
 * players, refusals, the per-seat view, the AI's enumeration, setupData, and the unwrapping of
 * boardgame.io's immer draft.
 */
import { types } from 'node:util';
import { describe, expect, it } from 'vitest';
import { produce } from 'immer';
import seedrandom from 'seedrandom';
import { CreateGameReducer, InitializeGame, ProcessGameConfig } from 'boardgame.io/internal';
import type { Ctx, LogEntry, State } from 'boardgame.io';
import { legalMoves, replay, type Game, type Seat } from '@tabula/core';
import { canonical } from '@tabula/core/testing';
import { atlandice } from '@tabula/atlandice';
import { MOVE, toBoardgameIO, toMatchFile, undraft, type SeatView, type TabulaBoardgameIO, type TabulaG } from '../src/index';
import { portOf, type Origin } from '../src/protocol';
import { expectedView, replaySteps, TITLES } from './harness';

/** Games per title played through boardgame.io's reducer (`TABULA_BGIO_GAMES`, default 2), and actions per game at most (`TABULA_BGIO_STEPS`, default 300). */
const GAMES = Number(process.env.TABULA_BGIO_GAMES ?? 2);
const STEPS = Number(process.env.TABULA_BGIO_STEPS ?? 300);

const move = (action: unknown, playerID: string) => ({ type: 'MAKE_MOVE' as const, payload: { type: MOVE, args: [action], playerID } });

/** boardgame.io's server-side reducer for a game, and its initial state. */
function local(bgio: TabulaBoardgameIO<any, any, any, any>, players: number, seed: string) {
  const game = ProcessGameConfig(bgio);
  const reducer = CreateGameReducer({ game });
  const state = InitializeGame({ game, numPlayers: players, setupData: { seed } }) as State<TabulaG<any>>;
  return { game, reducer, state };
}

const activeIDs = (ctx: Ctx): string[] => Object.keys(ctx.activePlayers ?? {}).sort((a, b) => Number(a) - Number(b));

describe.each(TITLES)('$name through boardgame.io\'s reducer', ({ name, game, players }) => {
  it(`reaches Tabula's states and active seats (and result, for a game that ends) in ${GAMES} seeded games of up to ${STEPS} actions`, () => {
    const bgio = toBoardgameIO(game);
    for (let g = 0; g < GAMES; g++) {
      const seed = `reducer-${name}-${g}`;
      const pick = seedrandom.alea(`pick-${seed}`);
      let { reducer, state } = local(bgio, players, seed);
      let tabula = game.setup({ players, seed });
      let steps = 0;
      for (; steps < STEPS && !game.isOver(tabula); steps++) {
        expect(canonical(state.G.state), `${seed}: state after ${steps} actions`).toBe(canonical(tabula));
        expect(activeIDs(state.ctx), `${seed}: active players after ${steps} actions`).toEqual(game.activeSeats(tabula).map(String));
        const moves = legalMoves(game, tabula);
        const { seat, action } = moves[Math.floor(pick() * moves.length)]!;
        state = reducer(state, move(action, String(seat)) as never) as State<TabulaG<any>>;
        expect(types.isProxy(state.G.state), 'G.state is a plain object, not a draft').toBe(false);
        expect(Object.isFrozen(state.G.state)).toBe(true);
        const out = game.apply(tabula, seat, action);
        if (!out.ok) throw new Error(`${seed}: a legal action was refused: ${out.error.code}`);
        tabula = out.state;
        expect(state.G.seq).toBe(steps + 1);
        expect(state.G.last).toEqual({ seat, action, events: out.events });
      }
      expect(canonical(state.G.state)).toBe(canonical(tabula));
      expect(state.ctx.gameover).toEqual(game.result(tabula));
      expect(state._stateID).toBe(steps);
    }
  });
});


describe('the move', () => {
  const bgio = toBoardgameIO(atlandice);

  it('refuses with INVALID_MOVE, leaves the state as it was and records the rejection for the transport', () => {
    const { reducer, state } = local(bgio, 3, 'refusals');
    const seat = atlandice.activeSeats(state.G.state)[0]!;
    const port = portOf(bgio)!;
    for (const [input, code, as] of [
      [{ type: 'visit', sector: 9 }, 'MALFORMED_ACTION', seat],
      [atlandice.legalActions(state.G.state, seat)[0], 'NOT_ACTIVE', (seat + 1) % 3],
      [{ type: 'take', sector: 1, resource: 'gem' }, 'WRONG_DECISION', seat],
    ] as const) {
      const origin: Origin = {};
      port.origins.set(input as object, origin);
      const next = reducer(state, move(input, String(as)) as never) as State & { transients?: { error?: { type: string } } };
      if (code !== 'NOT_ACTIVE') {
        expect(next.transients?.error?.type).toBe('action/invalid_move');
        expect(origin.outcome).toMatchObject({ ok: false, error: { code } });
      } else {
        expect(next.transients?.error?.type).toBe('action/inactive_player');
      }
      expect(next.G).toBe(state.G);
      expect(next._stateID).toBe(state._stateID);
    }
  });

  it('never hands boardgame.io\'s draft to Tabula: undraft reads the fields undrafted, and says so if one was drafted', () => {
    const G = { a: { deep: 1 }, b: [1, 2] };
    produce(G, (draft) => {
      const raw = undraft(draft);
      expect(raw.a).toBe(G.a);
      expect(types.isProxy(raw.a)).toBe(false);
      void draft.a.deep; // drafts `a`
      expect(() => undraft(draft)).toThrow(/G\.a was read through boardgame\.io's draft/);
    });
    expect(undraft(G)).toBe(G);
  });
});

describe('playerView', () => {
  const bgio = toBoardgameIO(atlandice);
  const { state } = local(bgio, 3, 'views');
  const view = (playerID: string | null) => bgio.playerView!({ G: state.G as never, ctx: state.ctx, playerID }) as SeatView;
  const replayed = replaySteps(atlandice, state.G.config, []);

  it('gives each seat its own view, legal actions and nothing else', () => {
    for (const seat of [0, 1, 2]) expect(canonical(view(String(seat)))).toBe(canonical(expectedView(atlandice, replayed, 0, seat)));
    expect(JSON.stringify(view('0'))).not.toContain('"rng"');
  });

  it('gives a spectator, or a player id that is no seat, the spectator\'s view', () => {
    const spectator = canonical(expectedView(atlandice, replayed, 0, null));
    for (const id of [null, '3', '-1', '01', 'x', ' 0']) expect(canonical(view(id)), String(id)).toBe(spectator);
    expect(view(null).legal).toEqual([]);
  });

  it('enumerates the seat\'s legal actions for boardgame.io\'s AI, from the state or from a seat view', () => {
    const seat = atlandice.activeSeats(state.G.state)[0]!;
    const expected = atlandice.legalActions(state.G.state, seat).map((action) => ({ move: MOVE, args: [action] }));
    expect(bgio.ai!.enumerate(state.G as never, state.ctx, String(seat))).toEqual(expected);
    expect(bgio.ai!.enumerate(view(String(seat)) as never, state.ctx, String(seat))).toEqual(expected);
    expect(bgio.ai!.enumerate(view(String(seat)) as never, state.ctx, String((seat + 1) % 3))).toEqual([]);
  });
});

describe('setupData', () => {
  const bgio = toBoardgameIO(atlandice, { seed: () => 'drawn' });

  it('is checked with a reason: its fields, the seed, the player count and the game\'s options', () => {
    const check = (data: unknown, players = 3) => bgio.validateSetupData!(data as never, players);
    expect(check(undefined)).toBeUndefined();
    expect(check({ seed: 's', options: { blackMarketClock: 3 } })).toBeUndefined();
    expect(check([])).toMatch(/setupData must be an object/);
    expect(check({ seeds: 's' })).toMatch(/setupData\.seeds is not a field/);
    expect(check({ seed: '' })).toMatch(/setupData\.seed must be a string of 1 to 128 characters/);
    expect(check({ seed: 'x'.repeat(129) })).toMatch(/setupData\.seed must be a string of 1 to 128 characters/);
    expect(check({ seed: 'x'.repeat(128) })).toBeUndefined();
    expect(check({}, 5)).toMatch(/^players: /);
    expect(check({ options: { blackMarketClock: 99 } })).toMatch(/options\.blackMarketClock/);
  });

  it('asks the game\'s own setup whether a number of players works without options, every time with the same answer', () => {
    let setups = 0;
    const fussy: Game<any, any, any, any, any, any> = {
      ...atlandice,
      setup(config) {
        setups++;
        if (config.players === 3) throw new Error('three players need options here');
        return atlandice.setup(config);
      },
    };
    const check = toBoardgameIO(fussy).validateSetupData!;
    expect(check(undefined, 3)).toBe('three players need options here');
    expect(check({ seed: 'other' }, 3)).toBe('three players need options here');
    expect(check({}, 4)).toBeUndefined();
    expect(check({}, 4)).toBeUndefined();
    expect(setups).toBe(2); // once per number of players
    expect(check({ options: { blackMarketClock: 3 } }, 3)).toBe('three players need options here');
    expect(setups).toBe(3); // options are checked each time
  });

  it('sets the game up from its seed and options, or from a seed the server draws', () => {
    const ctx = { numPlayers: 3 } as Ctx;
    const given = bgio.setup!({ ctx } as never, { seed: 'given', options: { blackMarketClock: 3 } });
    expect(canonical(given.state)).toBe(canonical(atlandice.setup({ players: 3, seed: 'given', options: { blackMarketClock: 3 } })));
    expect(given.config).toEqual({ players: 3, seed: 'given', options: { blackMarketClock: 3 } });
    expect(bgio.setup!({ ctx } as never, undefined).config).toEqual({ players: 3, seed: 'drawn' });
  });
});

describe('toMatchFile', () => {
  it('turns the server\'s G and log into a replay file, skipping what is not an act move', () => {
    const bgio = toBoardgameIO(atlandice);
    let { reducer, state } = local(bgio, 3, 'file');
    const log: LogEntry[] = [{ action: { type: 'GAME_EVENT', payload: { type: 'endTurn', args: [], playerID: '0' } }, _stateID: 0, turn: 1, phase: '' } as never];
    for (let i = 0; i < 5; i++) {
      const seat = atlandice.activeSeats(state.G.state)[0]! as Seat;
      const action = atlandice.legalActions(state.G.state, seat)[0];
      const entry = move(action, String(seat));
      state = reducer(state, entry as never) as State<TabulaG<any>>;
      log.push({ action: entry, _stateID: i, turn: 1, phase: '' } as never);
    }
    const file = toMatchFile(atlandice, state.G as never, log);
    expect(file.log).toHaveLength(5);
    const replayed = replay(atlandice, file.config, file.log);
    expect(replayed.ok && canonical(replayed.state)).toBe(canonical(state.G.state));
    const bad = [{ action: move({ type: 'nope' }, '0'), _stateID: 9, turn: 1, phase: '' } as never];
    expect(() => toMatchFile(atlandice, state.G as never, bad)).toThrow(/state id 9 is not an action of atlandice/);
  });
});
