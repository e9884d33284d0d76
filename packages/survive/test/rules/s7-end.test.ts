import { describe, expect, it } from 'vitest';
import { survive, type SurviveState } from '../../src/index';
import { position, eventsOf, explorer, h, layTile, noSerpents, play, sinkAll, tileId } from '@tabula/survive/testing';

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
