/**
 * validateState (issue 14): a test per kind of broken state it refuses, each refused by every
 * member as core promises; the states the builders make are accepted. And the hardening
 * regressions of issue 20 that concern states and views.
 */
import { describe, expect, it } from 'vitest';
import { CoreErrors, StateError } from '@tabula/core';
import { akrotiri, validateState, type AkrotiriState } from '../src/index';
import { cubes, fresh, play, position, PositionError, TEST_COMPONENTS, tiles } from '@tabula/akrotiri/testing';

/** A plain copy of `s` changed by `change`. */
function broken(s: AkrotiriState, change: (copy: any) => void): unknown {
  const copy = JSON.parse(JSON.stringify(s));
  change(copy);
  return copy;
}

/** The paths `validateState` names for a state, checking every member refuses it. */
function refusedAt(state: unknown): string[] {
  const problems = akrotiri.validateState(state);
  expect(problems.length).toBeGreaterThan(0);
  const out = akrotiri.apply(state as AkrotiriState, 0, { type: 'endTurn' });
  expect(out.ok ? 'ok' : out.error.code).toBe(CoreErrors.BAD_STATE);
  expect(() => akrotiri.view(state as AkrotiriState, 0)).toThrow(StateError);
  expect(() => akrotiri.legalActions(state as AkrotiriState, 0)).toThrow(StateError);
  return problems.map((p) => p.path);
}

const base = (): AkrotiriState =>
  position({ board: tiles(['ladderFoot', 0, -2], ['volcano', 0, 1]), cubes: cubes(0, 1, 'SE', 'red', 2), temples: [{ seat: 1, x: 0, y: 1, quadrant: 'NW', map: 'E03' }], seats: [{ boat: '0,-2:y', cargo: ['blue'], maps: ['E01'], goals: ['G3'] }, { tile: 'V01', goals: ['G7'] }] });

describe('validateState: each kind of broken state is refused, field by field', () => {
  it('a consistent state, and its JSON copy, have no problem; the exported function is the game\'s own check', () => {
    expect(akrotiri.validateState(base())).toEqual([]);
    expect(validateState(JSON.parse(JSON.stringify(base())))).toEqual([]);
    expect(akrotiri.validateState(fresh())).toEqual([]);
  });

  it('shape: a missing field, a field too many, a wrong type', () => {
    expect(refusedAt(broken(base(), (s) => delete s.market))).toEqual(['$.market']);
    expect(refusedAt(broken(base(), (s) => (s.seats[0].colour = 'red')))).toEqual(['$.seats[0].colour']);
    expect(refusedAt(broken(base(), (s) => (s.turn.oracle = 'no')))).toEqual(['$.turn.oracle']);
    expect(refusedAt(broken(base(), (s) => (s.steps[0] = { kind: 'dance', seat: 0 })))).toContain('$.steps[0].kind');
    expect(refusedAt(broken(base(), (s) => (s.components = 'mine')))).toEqual(['$.components']);
  });

  it('range: counts, seats and coordinates out of bounds', () => {
    expect(refusedAt(broken(base(), (s) => (s.market.green = 9)))).toContain('$.market.green');
    expect(refusedAt(broken(base(), (s) => (s.seats[0].drachmas = -1)))).toEqual(['$.seats[0].drachmas']);
    expect(refusedAt(broken(base(), (s) => (s.turn.used = 4)))).toEqual(['$.turn.used']);
    expect(refusedAt(broken(base(), (s) => (s.seats[0].cargo = ['red', 'red', 'red', 'red'])))).toEqual(['$.seats[0].cargo']);
    expect(refusedAt(broken(base(), (s) => (s.board.tiles[0].x = 65)))).toContain('$.board.tiles[0].x');
    expect(refusedAt(broken(base(), (s) => (s.turn.sequence = { kind: 'move', movesLeft: 2 })))).toEqual(['$.turn.sequence.movesLeft']);
  });

  it('reference: a card or tile not of the set, a boat off every dock, a cube or temple on no tile', () => {
    expect(refusedAt(broken(base(), (s) => (s.seats[0].maps = ['E99'])))).toEqual(['$.seats[0].maps[0]']);
    expect(refusedAt(broken(base(), (s) => (s.board.tiles[1].tile = 'nope')))).toEqual(['$.board.tiles[1].tile']);
    expect(refusedAt(broken(base(), (s) => (s.seats[0].boat = '5,5:a')))).toEqual(['$.seats[0].boat']);
    expect(refusedAt(broken(base(), (s) => (s.cubes[0].y = 2)))).toEqual(['$.cubes[0]']);
    expect(refusedAt(broken(base(), (s) => (s.temples[0].x = -1)))).toContain('$.temples[0]');
  });

  it('K4.1 the board: a tile on Thera, two on one cell, one touching neither Thera nor an earlier tile', () => {
    expect(refusedAt(broken(base(), (s) => (s.board.tiles[1].y = 0)))).toContain('$.board.tiles[1]');
    expect(refusedAt(broken(base(), (s) => (s.board.tiles[1].y = -2)))).toContain('$.board.tiles[1]');
    const floating = broken(base(), (s) => {
      s.board.tiles[1].y = 3;
      s.cubes = [];
      s.market.red = 8;
      s.temples[0].y = 3;
    });
    expect(refusedAt(floating)).toEqual(['$.board.tiles[1]']);
  });

  it('the pending decision: none owed while the game goes on, one that cannot be answered, steps out of order', () => {
    expect(refusedAt(broken(base(), (s) => (s.steps = [])))).toEqual(['$.steps[0]']);
    expect(refusedAt(broken(base(), (s) => (s.steps = [{ kind: 'placeTile', seat: 0 }, { kind: 'actions', seat: 0 }])))).toContain('$.seats[0].tile');
    expect(refusedAt(broken(base(), (s) => (s.steps = [{ kind: 'actions', seat: 1 }])))).toContain('$.steps');
    expect(refusedAt(broken(base(), (s) => (s.steps = [{ kind: 'takeGoal', seat: 0 }, { kind: 'actions', seat: 0 }])))).toContain('$.revealedGoals');
    expect(refusedAt(broken(base(), (s) => (s.turn.seat = 1)))).toContain('$.turn.seat');
  });

  it('conservation: a tile, card or cube lost or doubled, temples not 12, excavated cards not those of the temples', () => {
    expect(refusedAt(broken(base(), (s) => s.tileDeck.pop()))).toEqual(['$.tileDeck']);
    expect(refusedAt(broken(base(), (s) => s.tileDeck.push(s.tileDeck[0])))).toEqual(['$.tileDeck']);
    expect(refusedAt(broken(base(), (s) => s.mapDecks.hard.shift()))).toEqual(['$.mapDecks']);
    expect(refusedAt(broken(base(), (s) => s.goalDeck.shift()))).toEqual(['$.goalDeck']);
    expect(refusedAt(broken(base(), (s) => s.cubes.pop()))).toEqual(['$.market.red']);
    expect(refusedAt(broken(base(), (s) => (s.seats[1].templesLeft = 6)))).toEqual(['$.seats[1].templesLeft']);
    expect(refusedAt(broken(base(), (s) => (s.seats[1].excavated = ['E04'])))).toContain('$.seats[1].excavated');
  });

  it('K4.4 the tile stack is empty beside discards only in a turn that consulted the Oracle: 「如果一個回合結束時陸地板塊用完，重洗丟棄的板塊，形成新的陸地板塊堆」', () => {
    const emptied = (oracle: boolean) =>
      broken(base(), (s) => {
        s.tileDiscards = s.tileDeck;
        s.tileDeck = [];
        s.turn.oracle = oracle;
      });
    // Between turns (or before the Oracle) the turn that used the stack up would have reshuffled it.
    expect(refusedAt(emptied(false))).toEqual(['$.tileDeck']);
    // During a turn whose Oracle revealed the stack to its end, the discards wait for the turn's end.
    expect(akrotiri.validateState(emptied(true))).toEqual([]);
  });

  it('K6 the end: a 6th temple without the end triggered, final scores before the end or not those of the board', () => {
    const over = (() => {
      let s = position({ board: tiles(['ladderFoot', 0, -2]), tileDeck: [], stopWhenTilesRunOut: true });
      s = play(s, 0, { type: 'endTurn' }).state;
      return play(s, 1, { type: 'endTurn' }).state;
    })();
    expect(akrotiri.isOver(over)).toBe(true);
    expect(akrotiri.validateState(JSON.parse(JSON.stringify(over)))).toEqual([]);
    expect(refusedAt(broken(over, (s) => (s.final[0].total = 9)))).toContain('$.final[0]');
    expect(refusedAt(broken(over, (s) => (s.ending = 'lastTemple')))).toContain('$.ending');
    expect(refusedAt(broken(base(), (s) => (s.final = over.final)))).toEqual(['$.final']);
    expect(refusedAt(broken(over, (s) => (s.stopWhenTilesRunOut = false)))).toEqual(['$.ending']);
  });

  it('K9 the component set in the state: playable (shapes, ids, references), not held to a real game\'s counts', () => {
    expect(refusedAt(broken(base(), (s) => (s.components.thera.docks = s.components.thera.docks.slice(0, 1))))).toContain('$.components.thera');
    expect(refusedAt(broken(base(), (s) => (s.components.tiles[0].joins = [['NW']])))).toContain(`$.components.tiles.${TEST_COMPONENTS.tiles[0]!.id}`);
    expect(refusedAt(broken(base(), (s) => (s.components.extra = 1)))).toEqual(['$.components.extra']);
    // 48 tiles and a card with no requirement: a set no real game loads, on which the rules play.
    expect(base().components!.tiles).toHaveLength(48);
  });
});

describe('issue 20: states and views', () => {
  it('an RNG with c: "x" is refused by every member (it used to lose a tile from the deck)', () => {
    const s = broken(base(), (st) => (st.rng.c = 'x'));
    expect(akrotiri.validateState(s).map((p) => p.path)).toEqual(['$.rng.c']);
    const out = akrotiri.apply(s as AkrotiriState, 0, { type: 'oracle', icon: 'lake' });
    expect(out.ok ? 'ok' : out.error.code).toBe('BAD_STATE');
    expect(() => akrotiri.legalActions(s as AkrotiriState, 0)).toThrow(StateError);
  });

  it('an invalid viewer (NaN, undefined, 2, 0.5) is a RangeError; -0 is seat 0 (it used to be copied into view.viewer)', () => {
    const s = base();
    for (const viewer of [Number.NaN, undefined, 2, 0.5, -1]) expect(() => akrotiri.view(s, viewer as never)).toThrow(RangeError);
    const v = akrotiri.view(s, -0);
    expect(Object.is(v.viewer, 0)).toBe(true);
    expect(v).toEqual(akrotiri.view(s, 0));
    expect(akrotiri.view(s, null).viewer).toBeNull();
  });

  it('a step of an unknown kind is refused, never looped on', () => {
    const s = broken(base(), (st) => (st.steps = [{ kind: 'actions', seat: 0 }, { kind: 'party' }]));
    expect(akrotiri.validateState(s).map((p) => p.path)).toContain('$.steps[1].kind');
  });
});

describe('@tabula/akrotiri/testing: the builders make states validateState accepts', () => {
  it('position() fills in decks, market, temples and turn consistently, whatever it is given', () => {
    const built = [
      position(),
      base(),
      position({ board: tiles(['ladder', 0, -2], ['ladder', 0, -3]), temples: [{ seat: 0, x: 0, y: -2, quadrant: 'NE', map: 'E01' }, { seat: 0, x: 0, y: -3, quadrant: 'NE', map: 'E01' }] }),
      position({ tileDeck: ['V01'], mapDecks: { easy: [] }, turn: { seat: 1 } }),
      position({ variant: 'strategic', revealedGoals: ['G1', 'G2'], seats: [{ tile: 'L03' }], steps: [{ kind: 'placeTile', seat: 0 }, { kind: 'actions', seat: 0 }] }),
      position({ components: { ...TEST_COMPONENTS, tiles: TEST_COMPONENTS.tiles.slice(36) }, board: tiles(['whole', 0, 1]) }),
    ];
    for (const s of built) expect(akrotiri.validateState(s)).toEqual([]);
    // A tile placed twice is a copy under its own id; so is a map card under two temples.
    expect(built[2]!.board.tiles.map((t) => t.tile)).toEqual(['ladder', 'ladder#2']);
    expect(built[2]!.seats[0]!.excavated).toEqual(['E01', 'E01#2']);
    expect(built[2]!.turn!.allowed).toBe(5);
  });

  it('a position no game could reach is a PositionError naming the broken laws', () => {
    expect(() => position({ seats: [{ cargo: ['red'] }], market: { red: 8 } })).toThrow(PositionError);
    let error: unknown;
    try {
      position({ board: tiles(['volcano', 3, 3]) });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(PositionError);
    expect((error as PositionError).problems.map((p) => p.path)).toEqual(['$.board.tiles[0]']);
  });

  it('K1.1 more cubes of a colour put on the board and aboard than the game has: said in the spec\'s terms, not as the market it fills in', () => {
    const thrown = () => position({ seats: [{ cargo: ['red', 'red'] }], cubes: cubes(0, 0, 'NW', 'red', 7) });
    expect(thrown).toThrow(new PositionError([{ path: 'cubes, seats[0].cargo', message: "9 red cubes are put in play (7 on the board, 2 in seat 0's cargo), but the game has 8 of each colour (K1.1)" }]));
    expect(thrown).not.toThrow(/market/);
  });

  it('K1.1 more temples of a seat than it has: said in the spec\'s terms, not as the temples left it fills in', () => {
    const temples = Array.from({ length: 7 }, () => ({ seat: 0, x: 0, y: -2, quadrant: 'NE' as const, map: 'E01' }));
    const thrown = () => position({ board: tiles(['ladder', 0, -2]), temples });
    expect(thrown).toThrow('not a consistent position: temples: 7 temples of seat 0 are put on the board, but a seat has 6 (K1.1)');
    expect(thrown).not.toThrow(/templesLeft/);
  });

  it('play with a forced draw the action does not make: BAD_FORCED_DRAWS naming the action and the value left over', () => {
    expect(() => play(position(), 0, { type: 'endTurn' }, 0)).toThrow(
      `{"type":"endTurn"} rejected: BAD_FORCED_DRAWS: seat 0's {"type":"endTurn"} drew none of the 1 value forced for it [0]: [0] left over. Forced draws are for the next action only: force exactly the draws it makes`,
    );
  });
});
