import { describe, expect, it } from 'vitest';
import { SetupError } from '@tabula/core';
import { akrotiri, PROVISIONAL_COMPONENTS, type AkrotiriState, type Temple } from '../../src/index';
import { winnersOf } from '../../src/rules/result';
import { eventsOf, fresh, play, position, tiles } from '@tabula/akrotiri/testing';

const BOARD = tiles(['ladderFoot', 0, -2], ['volcano', 0, 1], ['lake', 1, 1]);

/** `n` temples of `seat` excavated earlier with easy cards E01, E02…, on the tiles south of Thera. */
function earlier(seat: number, n: number): Temple[] {
  const sites = [[0, 1, 'NW'], [0, 1, 'NE'], [0, 1, 'SE'], [0, 1, 'SW'], [1, 1, 'SE']] as const;
  return sites.slice(0, n).map(([x, y, quadrant], i) => ({ seat, x, y, quadrant, map: `E0${i + 1}` }));
}

/** A seat about to excavate its 6th temple with a map card without requirements. */
function lastTemple(seat: 0 | 1): AkrotiriState {
  const me = { boat: '0,-2:y', maps: ['free'], drachmas: 5 };
  const other = { boat: 'thera:south' };
  return position({ board: BOARD, temples: earlier(seat, 5), seats: seat === 0 ? [me, other] : [other, me], turn: { seat } });
}

describe('K6.1 the end', () => {
  it('K6.1 the start player’s 6th temple: the other player still plays the round’s last turn', () => {
    const { state, events } = play(lastTemple(0), 0, { type: 'excavate', map: 'free', x: 0, y: -2, quadrant: 'NE' });
    expect(eventsOf(events, 'endTriggered')).toEqual([{ type: 'endTriggered', seat: 0, why: 'lastTemple' }]);
    const seat1 = play(state, 0, { type: 'endTurn' }).state;
    expect(akrotiri.isOver(seat1)).toBe(false);
    expect(seat1.turn!.seat).toBe(1);
    const { state: end, events: last } = play(seat1, 1, { type: 'endTurn' });
    expect(akrotiri.isOver(end)).toBe(true);
    expect(end.turn!.number).toBe(2);
    expect(eventsOf(last, 'gameEnded')[0]).toMatchObject({ why: 'lastTemple' });
  });

  it('K6.1 the second player’s 6th temple ends the game at the end of that turn', () => {
    const s = play(lastTemple(1), 1, { type: 'excavate', map: 'free', x: 0, y: -2, quadrant: 'NE' }).state;
    const { state, events } = play(s, 1, { type: 'endTurn' });
    expect(akrotiri.isOver(state)).toBe(true);
    expect(akrotiri.activeSeats(state)).toEqual([]);
    expect(eventsOf(events, 'gameEnded')).toHaveLength(1);
  });

  it('K6.1 K4.4 the tiles running out does not end the game: turns go on with no tile to place', () => {
    // The rulebook ends the game only after a 6th temple; it only says to reshuffle the discards (K4.4).
    // Seat 0 holds a map without requirements and the drachmas for it: a temple may still come.
    const s = position({ board: BOARD, tileDeck: [], tileDiscards: [], seats: [{ maps: ['free'], drachmas: 5 }, {}] });
    const { state, events } = play(s, 0, { type: 'endTurn' });
    expect(eventsOf(events, 'tileDrawn')).toEqual([]);
    expect(eventsOf(events, 'endTriggered')).toEqual([]);
    expect(state.ending).toBeNull();
    // Seat 1 holds no tile: no placement, straight to its actions; and so on, turn after turn.
    expect(state.steps[0]).toEqual({ kind: 'actions', seat: 1 });
    const next = play(state, 1, { type: 'endTurn' }).state;
    expect(akrotiri.isOver(next)).toBe(false);
    expect(next.steps[0]).toEqual({ kind: 'actions', seat: 0 });
    expect(refuseOracle(next)).toBe('ORACLE_UNAVAILABLE');
  });

  it('K6.1 (ours) no tile left to place and no seat can ever excavate again: the end is triggered, the round completed', () => {
    // No maps, no drachmas, no cube on the board to sell: nobody can ever pay for a temple.
    const stuck = position({ board: BOARD, tileDeck: [], tileDiscards: [], cubes: [], seats: [{ maps: [], drachmas: 0 }, { maps: [], drachmas: 0 }] });
    const { state, events } = play(stuck, 0, { type: 'endTurn' });
    expect(eventsOf(events, 'endTriggered')).toEqual([{ type: 'endTriggered', seat: 0, why: 'noExcavation' }]);
    expect(akrotiri.isOver(state)).toBe(false);
    const { state: end, events: last } = play(state, 1, { type: 'endTurn' });
    expect(akrotiri.isOver(end)).toBe(true);
    expect(end.ending).toBe('noExcavation');
    expect(eventsOf(last, 'gameEnded')[0]).toMatchObject({ why: 'noExcavation' });
    // One cube on an island within reach, sold at Thera, pays for a map: play goes on.
    const cube = position({ board: BOARD, tileDeck: [], tileDiscards: [], cubes: [{ x: 0, y: -2, quadrant: 'NE', color: 'red' }], seats: [{ maps: [], drachmas: 0 }, { maps: [], drachmas: 0 }] });
    expect(play(cube, 0, { type: 'endTurn' }).state.ending).toBeNull();
  });

  it('K6.1 (ours) with the option stopWhenTilesRunOut, the first seat to end a turn with no tile to draw triggers the end; the round is completed', () => {
    const s = position({ board: BOARD, tileDeck: [], tileDiscards: [], stopWhenTilesRunOut: true });
    const { state, events } = play(s, 0, { type: 'endTurn' });
    expect(eventsOf(events, 'endTriggered')).toEqual([{ type: 'endTriggered', seat: 0, why: 'noTiles' }]);
    expect(state.turn!.seat).toBe(1);
    expect(state.steps[0]).toEqual({ kind: 'actions', seat: 1 });
    const { state: end, events: last } = play(state, 1, { type: 'endTurn' });
    expect(akrotiri.isOver(end)).toBe(true);
    // A game the guard stopped says so.
    expect(end.ending).toBe('noTiles');
    expect(eventsOf(last, 'gameEnded')[0]).toMatchObject({ why: 'noTiles' });
  });

  it('K6.1 (ours) the option is off by default, and must be true or false', () => {
    expect(fresh().stopWhenTilesRunOut).toBe(false);
    expect(fresh({ stopWhenTilesRunOut: true }).stopWhenTilesRunOut).toBe(true);
    expect(() => fresh({ stopWhenTilesRunOut: 'yes' as never })).toThrow(/options.stopWhenTilesRunOut/);
  });
});

/** The Oracle asked for a volcano in `s` by the seat on turn: its rejection code. */
function refuseOracle(s: AkrotiriState): string {
  const out = akrotiri.apply(s, s.turn!.seat, { type: 'oracle', icon: 'volcano' });
  return out.ok ? 'accepted' : out.error.code;
}

describe('K6.2 scoring and K6.3 ties', () => {
  it('K6.2 excavated map cards + completed goal cards + 1 per 10 drachmas; cards in hand score nothing', () => {
    // The game ends by the option's guard (no tile left), after seat 1's turn.
    const ready = position({
      board: BOARD,
      temples: [{ seat: 0, x: 0, y: 1, quadrant: 'SE', map: 'E07' }],
      seats: [
        { drachmas: 19, goals: ['G7'] },
        { boat: '0,-2:y', drachmas: 4, maps: ['free', 'H12'], goals: ['G8'] },
      ],
      tileDeck: [],
      stopWhenTilesRunOut: true,
    });
    const seat1 = play(ready, 0, { type: 'endTurn' }).state;
    const over = play(play(seat1, 1, { type: 'excavate', map: 'free', x: 0, y: -2, quadrant: 'NE' }).state, 1, { type: 'endTurn' }).state;
    // Seat 0: E07 3 VP + G7 (temple on an icon-less piece) 4 + 1 (19 drachmas). Seat 1: free 2 VP, G8 0 (no volcano), 0.
    expect(over.final).toEqual([
      { maps: 3, goals: { G7: 4 }, drachmas: 1, total: 8 },
      { maps: 2, goals: { G8: 0 }, drachmas: 0, total: 2 },
    ]);
    expect(akrotiri.result(over)).toEqual({ scores: [8, 2], winners: [0] });
  });

  it('K6.3 a tie goes to the most drachmas, then is shared', () => {
    expect(winnersOf([10, 10], [3, 7])).toEqual([1]);
    expect(winnersOf([10, 10], [5, 5])).toEqual([0, 1]);
    expect(winnersOf([12, 10], [0, 9])).toEqual([0]);
  });
});

describe('K8 the strategic variant', () => {
  it('K8 setup still deals goals to keep (K3.4), then reveals 5 more', () => {
    let s = fresh({ variant: 'strategic' });
    while (s.phase === 'setup') s = play(s, akrotiri.activeSeats(s)[0]!, akrotiri.legalActions(s, akrotiri.activeSeats(s)[0]!)[0]!).state;
    expect(s.revealedGoals).toHaveLength(5);
    expect(s.seats.map((p) => p.goals.length)).toEqual([1, 1]);
    expect(s.goalDeck).toHaveLength(12 - 2 - 5);
    expect(akrotiri.view(s, 1).revealedGoals).toEqual(s.revealedGoals);
  });

  it('K8 the 3rd and 5th temples take a revealed goal instead of drawing; revealed goals are not replaced', () => {
    const base = position({
      board: BOARD,
      temples: earlier(0, 2),
      seats: [{ boat: '0,-2:y', maps: ['free'], drachmas: 5 }],
      variant: 'strategic',
      revealedGoals: ['G1', 'G5', 'G9'],
    });
    const s = play(base, 0, { type: 'excavate', map: 'free', x: 0, y: -2, quadrant: 'NE' }).state;
    expect(s.steps[0]).toEqual({ kind: 'takeGoal', seat: 0 });
    expect(akrotiri.legalActions(s, 0)).toEqual([
      { type: 'takeGoal', goal: 'G1' },
      { type: 'takeGoal', goal: 'G5' },
      { type: 'takeGoal', goal: 'G9' },
    ]);
    const deck = s.goalDeck.length;
    const { state, events } = play(s, 0, { type: 'takeGoal', goal: 'G5' });
    expect(state.seats[0]!.goals).toEqual(['G5']);
    expect(state.revealedGoals).toEqual(['G1', 'G9']);
    expect(state.goalDeck).toHaveLength(deck);
    expect(eventsOf(events, 'goalTaken')).toEqual([{ type: 'goalTaken', seat: 0, goal: 'G5' }]);
  });

  it('K8 with no revealed goal left, the reward gives nothing', () => {
    const base = position({ board: BOARD, temples: earlier(0, 4), seats: [{ boat: '0,-2:y', maps: ['free'], drachmas: 5 }], variant: 'strategic', revealedGoals: [] });
    const s = play(base, 0, { type: 'excavate', map: 'free', x: 0, y: -2, quadrant: 'NE' }).state;
    expect(s.steps[0]).toEqual({ kind: 'actions', seat: 0 });
  });
});

describe('K9 a user’s own component set', () => {
  it('K9 a valid set replaces the provisional one and is kept in the state', () => {
    const maps = PROVISIONAL_COMPONENTS.maps.map((m) => ({ ...m, provisional: false }));
    const set = { ...PROVISIONAL_COMPONENTS, maps, provisional: false };
    const s = akrotiri.setup({ players: 2, seed: 'own', options: { components: set } });
    expect(s.components?.maps[0]).toEqual(maps[0]);
    expect(akrotiri.setup({ players: 2, seed: 'own' }).components).toBeNull();
  });

  it('K9 a broken tile graph is a clear error naming the tile', () => {
    const tiles2 = PROVISIONAL_COMPONENTS.tiles.map((t) => (t.id === 'V03' ? { ...t, routes: [...t.routes, ['N', 'z'] as const] } : t));
    const run = () => akrotiri.setup({ players: 2, seed: 'x', options: { components: { ...PROVISIONAL_COMPONENTS, tiles: tiles2 } } });
    expect(run).toThrow(SetupError);
    expect(run).toThrow(/tile V03: route N–z references missing node z/);
    try {
      run();
    } catch (e) {
      expect((e as SetupError).field).toBe('options.components.tiles.V03');
    }
  });

  it('K9 a broken card is a clear error naming the card', () => {
    const maps = PROVISIONAL_COMPONENTS.maps.map((m) => (m.id === 'H01' ? { ...m, cost: -2 } : m));
    const run = () => akrotiri.setup({ players: 2, seed: 'x', options: { components: { ...PROVISIONAL_COMPONENTS, maps } } });
    expect(run).toThrow(/map H01: costs -2, a cost is a whole number 0–99/);
    try {
      run();
    } catch (e) {
      expect((e as SetupError).field).toBe('options.components.maps.H01');
    }
  });

  /** The SetupError of a setup with these components (fails if setup accepts them). */
  function refused(change: (set: { tiles: unknown[]; thera: { docks: unknown[]; routes: unknown[] }; maps: unknown[] }) => void): SetupError {
    const set = structuredClone(PROVISIONAL_COMPONENTS) as unknown as { tiles: unknown[]; thera: { docks: unknown[]; routes: unknown[] }; maps: unknown[]; provisional: boolean };
    change(set);
    try {
      akrotiri.setup({ players: 2, seed: 'x', options: { components: set as never } });
    } catch (e) {
      if (e instanceof SetupError) return e;
      throw e;
    }
    throw new Error('setup accepted the components');
  }
  type Entry = Record<string, unknown> & { docks: Record<string, unknown>[]; routes: unknown[]; requirements: unknown[] };
  const at = (list: unknown[], i: number) => list[i] as Entry;

  it('K9 dock and map ids with ":" or ",", empty or longer than 64 characters are refused, naming the field', () => {
    const v03 = PROVISIONAL_COMPONENTS.tiles.findIndex((t) => t.id === 'V03');
    const dockId = (id: string) => refused((c) => void (at(c.tiles, v03).docks[0]!['id'] = id));
    for (const id of ['a:b', 'a,b', '', 'd'.repeat(65)]) {
      const e = dockId(id);
      expect(e.field).toBe('options.components.tiles.V03.docks[0].id');
      expect(e.message).toMatch(/tile V03: dock id/);
    }
    expect(refused((c) => void (c.thera.docks[1] = { id: 'so:uth', side: 'S' })).field).toBe('options.components.thera.docks[1].id');
    // A map card without a usable id is named by its index.
    expect(refused((c) => void (at(c.maps, 3)['id'] = '')).field).toBe('options.components.maps[3].id');
    expect(refused((c) => void (at(c.maps, 3)['id'] = 'E,4')).field).toBe('options.components.maps[3].id');
    expect(refused((c) => void (at(c.maps, 3)['id'] = 'm'.repeat(65))).message).toMatch(/65 characters long, at most 64/);
    expect(refused((c) => void (at(c.tiles, 5)['id'] = 'x:y')).field).toBe('options.components.tiles[5].id');
    // 64 characters is the limit, not over it: a map card so named can be played by an action.
    const long = 'm'.repeat(64);
    const maps = PROVISIONAL_COMPONENTS.maps.map((m, i) => (i === 0 ? { ...m, id: long } : m));
    expect(akrotiri.setup({ players: 2, seed: 'x', options: { components: { ...PROVISIONAL_COMPONENTS, maps } } }).components?.maps[0]?.id).toBe(long);
  });

  it('K9 null entries are refused with the path of the entry, never thrown as a TypeError', () => {
    expect(refused((c) => void (c.tiles[5] = null)).field).toBe('options.components.tiles[5]');
    expect(refused((c) => void (c.maps[7] = null)).field).toBe('options.components.maps[7]');
    expect(refused((c) => void (at(c.tiles, 0).docks[0] = null as never)).field).toBe(`options.components.tiles.${PROVISIONAL_COMPONENTS.tiles[0]!.id}.docks[0]`);
    expect(refused((c) => void (at(c.tiles, 0).routes[0] = null)).field).toBe(`options.components.tiles.${PROVISIONAL_COMPONENTS.tiles[0]!.id}.routes[0]`);
    expect(refused((c) => void (at(c.maps, 0).requirements[0] = null)).field).toBe(`options.components.maps.${PROVISIONAL_COMPONENTS.maps[0]!.id}.requirements[0]`);
    expect(refused((c) => void (c.thera.docks[0] = null)).field).toBe('options.components.thera.docks[0]');
    expect(refused((c) => void (c.thera.routes[2] = null)).field).toBe('options.components.thera.routes[2]');
    expect(refused((c) => void ((c as { maps: unknown }).maps = null)).field).toBe('options.components.maps');
    expect(refused((c) => void ((c.tiles[1] as Record<string, unknown>)['docks'] = null)).field).toBe(`options.components.tiles.${PROVISIONAL_COMPONENTS.tiles[1]!.id}.docks`);
  });

  it('K9 other bad options name their field', () => {
    expect(() => akrotiri.setup({ players: 2, seed: 'x', options: { variant: 'easy' as never } })).toThrow(/options.variant/);
    expect(() => akrotiri.setup({ players: 2, seed: 'x', options: { startPlayer: 2 } })).toThrow(/options.startPlayer/);
    expect(() => akrotiri.setup({ players: 2, seed: 'x', options: { colour: 1 } as never })).toThrow(/options.colour/);
    expect(() => akrotiri.setup({ players: 2, seed: 'x', options: { components: { tiles: 3 } as never } })).toThrow(/options.components/);
  });
});
