import { describe, expect, it } from 'vitest';
import { SetupError } from '@tabula/core';
import { LAND_SLOT_INDICES, STARTING_BOAT_SPACES, survive, TERRAIN_TILES, type SurviveState } from '../../src/index';
import { eventsOf, h, play, refuse } from '@tabula/survive/testing';

/** Places every explorer (lowest value first, first free tile) and returns the state at boat placement. */
function placeAll(s: SurviveState): SurviveState {
  let state = s;
  while (state.phase === 'placeExplorers') {
    const seat = survive.activeSeats(state)[0]!;
    state = play(state, seat, survive.legalActions(state, seat)[0]!).state;
  }
  return state;
}

describe('S1.1, S1.2 setup', () => {
  it('S1.1 10 explorers per colour (1,1,1,2,2,3,3,4,5,6), 12 boats, 6 sharks and 5 whales in the supply, 5 serpents on the board', () => {
    const s = survive.setup({ players: 3, seed: 'x' });
    expect(s.unplaced).toEqual([0, 1, 2].map(() => [1, 1, 1, 2, 2, 3, 3, 4, 5, 6]));
    expect(s.boats.filter((b) => b.status === 'supply')).toHaveLength(12);
    expect(s.creatures.filter((c) => c.kind === 'shark' && c.status === 'supply')).toHaveLength(6);
    expect(s.creatures.filter((c) => c.kind === 'whale' && c.status === 'supply')).toHaveLength(5);
    expect(s.creatures.filter((c) => c.kind === 'seaSerpent').map((c) => c.hex)).toEqual([h(1, 1), h(2, 10), h(6, 5), h(10, 0), h(11, 10)]);
  });

  it('S1.2 the 40 tiles are shuffled onto the 40 island slots, by the seed', () => {
    const a = survive.setup({ players: 2, seed: 'one' });
    const b = survive.setup({ players: 2, seed: 'two' });
    const tiles = LAND_SLOT_INDICES.map((hex) => a.board[hex]!);
    expect([...tiles].sort((x, y) => x - y)).toEqual(TERRAIN_TILES.map((_, i) => i));
    expect(LAND_SLOT_INDICES.map((hex) => b.board[hex])).not.toEqual(tiles);
    expect(survive.setup({ players: 2, seed: 'one' })).toEqual(a);
  });

  it('S1 a bad config names the field', () => {
    expect(() => survive.setup({ players: 5, seed: 'x' })).toThrow(/players/);
    expect(() => survive.setup({ players: 3, seed: 'x', options: { twoColours: true } })).toThrow(SetupError);
    expect(() => survive.setup({ players: 3, seed: 'x', options: { toTheLast: true, atlantisSubmerged: true } })).toThrow(/options.atlantisSubmerged/);
    expect(() => survive.setup({ players: 3, seed: 'x', options: { nope: true } as never })).toThrow(/options.nope/);
    expect(() => survive.setup({ players: 3, seed: 'x', options: { allEqual: 1 } as never })).toThrow(/options.allEqual/);
  });
});

describe('S1.3 placing explorers', () => {
  it('S1.3 from the first player, in seat order, one explorer each, choosing its value', () => {
    let s = survive.setup({ players: 3, seed: 'x' });
    expect(survive.activeSeats(s)).toEqual([0]);
    const first = play(s, 0, { type: 'placeExplorer', hex: h(3, 4), value: 6 });
    expect(eventsOf(first.events, 'explorerPlaced')).toEqual([{ type: 'explorerPlaced', seat: 0, colour: 0, explorer: 0, hex: h(3, 4) }]);
    s = first.state;
    expect(s.explorers[0]).toMatchObject({ colour: 0, value: 6, status: 'land', hex: h(3, 4) });
    expect(s.unplaced[0]).toEqual([1, 1, 1, 2, 2, 3, 3, 4, 5]);
    expect(survive.activeSeats(s)).toEqual([1]);
  });

  it('S1.3 only on a tile holding no explorer, and only a value still unplaced', () => {
    let s = survive.setup({ players: 2, seed: 'x' });
    s = play(s, 0, { type: 'placeExplorer', hex: h(3, 4), value: 6 }).state;
    expect(refuse(s, 1, { type: 'placeExplorer', hex: h(3, 4), value: 1 })).toBe('TILE_FULL');
    expect(refuse(s, 1, { type: 'placeExplorer', hex: h(2, 4), value: 1 })).toBe('TILE_FULL');
    s = play(s, 1, { type: 'placeExplorer', hex: h(3, 5), value: 1 }).state;
    expect(refuse(s, 0, { type: 'placeExplorer', hex: h(3, 6), value: 6 })).toBe('NO_SUCH_VALUE');
    expect(refuse(s, 0, { type: 'placeBoat', hex: h(2, 4) })).toBe('WRONG_STEP');
  });

  it('S1.3 with fewer than 4 colours some tiles stay empty', () => {
    const s = placeAll(survive.setup({ players: 3, seed: 'x' }));
    expect(s.explorers).toHaveLength(30);
    expect(new Set(s.explorers.map((e) => e.hex)).size).toBe(30);
    expect(s.phase).toBe('placeBoats');
  });
});

describe('S1.4 placing boats', () => {
  it('S1.4 one boat at a time, in seat order, on a free sea space beside the island without a serpent, 2 each; then play begins', () => {
    let s = placeAll(survive.setup({ players: 2, seed: 'x' }));
    expect(survive.legalActions(s, 0)).toEqual(STARTING_BOAT_SPACES.map((hex) => ({ type: 'placeBoat', hex })));
    expect(refuse(s, 0, { type: 'placeBoat', hex: h(6, 5) })).toBe('BAD_BOAT_SPACE');
    expect(refuse(s, 0, { type: 'placeBoat', hex: h(1, 4) })).toBe('BAD_BOAT_SPACE');
    s = play(s, 0, { type: 'placeBoat', hex: h(2, 4) }).state;
    expect(refuse(s, 1, { type: 'placeBoat', hex: h(2, 4) })).toBe('BAD_BOAT_SPACE');
    s = play(s, 1, { type: 'placeBoat', hex: h(2, 5) }).state;
    s = play(s, 0, { type: 'placeBoat', hex: h(2, 6) }).state;
    const last = play(s, 1, { type: 'placeBoat', hex: h(2, 7) });
    expect(last.state).toMatchObject({ phase: 'play', current: 0, turn: 1, step: 'move', movesLeft: 3 });
    expect(last.state.boats.filter((b) => b.status === 'board')).toHaveLength(4);
    expect(eventsOf(last.events, 'turnStarted')).toEqual([{ type: 'turnStarted', seat: 0, turn: 1 }]);
  });
});
