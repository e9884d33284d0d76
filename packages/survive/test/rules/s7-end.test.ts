import { describe, expect, it } from 'vitest';
import { randomPlayout } from '@tabula/core';
import { survive, TERRAIN_TILES, validateState, type SurviveState } from '../../src/index';
import { position, boat, eventsOf, explorer, h, layTile, noSerpents, play, sinkAll, tileId } from '@tabula/survive/testing';

/** Seat 0 removes the volcano at (3,4): the game ends. */
function erupt(s: SurviveState) {
  noSerpents(s);
  s.step = 'remove';
  layTile(s, h(3, 4), tileId('mountain', 'volcano'));
  sinkAll(s, 'beach');
  sinkAll(s, 'forest');
  return play(s, 0, { type: 'removeTile', hex: h(3, 4) });
}

describe('S7 end and scoring', () => {
  it('S7.1 the volcano ends the game at once; explorers not on a safe isle are lost', () => {
    const s = position({ players: 2, step: 'move' });
    explorer(s, 0, 'saved', h(2, 0), 3);
    explorer(s, 0, 'sea', h(2, 4), 6);
    explorer(s, 1, 'land', h(3, 5), 6);
    const { state, events } = erupt(s);
    expect(survive.isOver(state)).toBe(true);
    expect(survive.activeSeats(state)).toEqual([]);
    expect(survive.result(state)).toEqual({ scores: [3, 0], winners: [0] });
    expect(eventsOf(events, 'gameEnded')).toEqual([{ type: 'gameEnded', reason: 'volcano', scores: [3, 0], winners: [0], values: s.explorers.map((e) => e.value) }]);
  });

  it('S7.1 the eruption destroys what remains of the island and every explorer not on a safe isle; the scores stand', () => {
    // End of Game: "a volcanic eruption destroys what remains of the island as well as any Explorers
    // who haven't reached safe isles. The game ends." The translation: 「未登陆逃生点的小人都视为死亡」.
    const s = position({ players: 2, step: 'remove', options: { killBonus: true } });
    noSerpents(s);
    layTile(s, h(3, 4), tileId('mountain', 'volcano'));
    sinkAll(s, 'beach');
    sinkAll(s, 'forest');
    const rest = s.land.flatMap((land, hex) => (land && hex !== h(3, 4) ? [hex] : []));
    const hill = rest[0]!;
    const b = boat(s, h(2, 5));
    const saved = explorer(s, 0, 'saved', h(2, 0), 3);
    const onVolcano = explorer(s, 0, 'land', h(3, 4), 1);
    const swimming = explorer(s, 0, 'sea', h(2, 4), 6);
    const aboard = explorer(s, 1, 'boat', h(2, 5), 5, b);
    const onLand = explorer(s, 1, 'land', hill, 6);
    const { state, events } = play(s, 0, { type: 'removeTile', hex: h(3, 4) });
    // What remains of the island is gone: no tile on the board, each of the 40 in the discard once.
    expect(state.board.every((t) => t === null)).toBe(true);
    expect(state.land.every((l) => !l)).toBe(true);
    expect([...state.discard].sort((x, y) => x - y)).toEqual(TERRAIN_TILES.map((_, id) => id));
    // Every explorer not on a safe isle is dead where it was; the saved one stands; the boat stays, empty.
    expect(state.explorers[saved]).toMatchObject({ status: 'saved', isle: 'NW' });
    expect(state.explorers[onVolcano]).toMatchObject({ status: 'dead', hex: h(3, 4), boat: null });
    expect(state.explorers[swimming]).toMatchObject({ status: 'dead', hex: h(2, 4), boat: null });
    expect(state.explorers[aboard]).toMatchObject({ status: 'dead', hex: h(2, 5), boat: null });
    expect(state.explorers[onLand]).toMatchObject({ status: 'dead', hex: hill, boat: null });
    expect(state.boats[b]).toEqual({ status: 'board', hex: h(2, 5), passengers: [] });
    expect(state.explorers.filter((e) => e.status === 'land' || e.status === 'boat' || e.status === 'sea')).toEqual([]);
    // The events say what was destroyed: the tiles' hexes, then each explorer, then the end.
    expect(events.map((e) => e.type)).toEqual(['tileRemoved', 'explorersAdrift', 'volcano', 'explorerKilled', 'explorerKilled', 'explorerKilled', 'explorerKilled', 'gameEnded']);
    expect(eventsOf(events, 'volcano')).toEqual([{ type: 'volcano', hex: h(3, 4), destroyed: rest }]);
    expect(eventsOf(events, 'explorerKilled')).toEqual(
      [
        { type: 'explorerKilled', explorer: onVolcano, hex: h(3, 4), by: 'volcano' },
        { type: 'explorerKilled', explorer: swimming, hex: h(2, 4), by: 'volcano' },
        { type: 'explorerKilled', explorer: aboard, hex: h(2, 5), by: 'volcano' },
        { type: 'explorerKilled', explorer: onLand, hex: hill, by: 'volcano' },
      ].sort((x, y) => x.explorer - y.explorer),
    );
    // The scores stand: only the saved explorer scores, and the volcano's dead are nobody's kills (house rule 1).
    expect(state.kills).toEqual([0, 0]);
    expect(survive.result(state)).toEqual({ scores: [3, 0], winners: [0] });
    expect(eventsOf(events, 'gameEnded')[0]).toMatchObject({ reason: 'volcano', scores: [3, 0], winners: [0] });
    // A UI drawing the final view draws the same: sea everywhere, nobody left on the board.
    const v = survive.view(state, null);
    expect(v.terrain.every((t) => t === null)).toBe(true);
    expect(v.explorers.map((e) => e.status).filter((st) => st !== 'dead')).toEqual(['saved']);
    expect(validateState(state)).toEqual([]);
  });

  it('S7.2 the highest total of saved values wins, not the most explorers saved', () => {
    const s = position({ players: 2, step: 'move' });
    explorer(s, 0, 'saved', h(2, 0), 1);
    explorer(s, 0, 'saved', h(2, 0), 1);
    explorer(s, 1, 'saved', h(2, 0), 6);
    expect(survive.result(erupt(s).state)).toEqual({ scores: [2, 6], winners: [1] });
  });

  it('S7.2 a tie goes to the most explorers saved', () => {
    const s = position({ players: 3, step: 'move' });
    explorer(s, 0, 'saved', h(2, 0), 6);
    explorer(s, 1, 'saved', h(2, 0), 3);
    explorer(s, 1, 'saved', h(2, 0), 3);
    explorer(s, 2, 'saved', h(2, 0), 5);
    expect(survive.result(erupt(s).state)).toEqual({ scores: [6, 6, 5], winners: [1] });
  });

  it('S7.2 [D] then the win is shared', () => {
    const s = position({ players: 2, step: 'move' });
    explorer(s, 0, 'saved', h(2, 0), 4);
    explorer(s, 1, 'saved', h(2, 0), 4);
    expect(survive.result(erupt(s).state)).toEqual({ scores: [4, 4], winners: [0, 1] });
  });

  it('S7 no action is accepted after the end', () => {
    const { state } = erupt(position({ players: 2, step: 'move' }));
    const out = survive.apply(state, 1, { type: 'pass' });
    expect(out.ok ? 'accepted' : out.error.code).toBe('GAME_OVER');
  });
});

describe('S7.2 the winners, computed once', () => {
  it('S7.2 the gameEnded event and result() name the same scores and winners at the end of random games (one computation, finalResult, read by both)', () => {
    for (const players of [2, 3, 4]) {
      for (const seed of ['a', 'b']) {
        const { state, log } = randomPlayout(survive, { players, seed: `one-result-${seed}` }, { seed: `one-result-play-${seed}` });
        expect(survive.isOver(state)).toBe(true);
        const last = log[log.length - 1]!;
        const before = randomPlayout(survive, { players, seed: `one-result-${seed}` }, { seed: `one-result-play-${seed}`, maxSteps: log.length - 1 }).state;
        const out = survive.apply(before, last.seat, last.action);
        if (!out.ok) throw new Error(out.error.message);
        const ended = out.events.filter((e) => e.type === 'gameEnded');
        expect(ended).toHaveLength(1);
        const { scores, winners } = ended[0] as { scores: number[]; winners: number[] };
        const result = survive.result(out.state)!;
        expect({ scores, winners }).toEqual({ scores: result.scores, winners: result.winners });
      }
    }
  });
});
