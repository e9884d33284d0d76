import { describe, expect, it } from 'vitest';
import { survive, TO_THE_LAST_ROUNDS_AFTER_SINKING, type SurviveState } from '../../src/index';
import { blank, boat, creature, explorer, h, layTile, noSerpents, play, refuse, sinkAll, tileId } from '../helpers';

const SEA = h(2, 4);

describe('S8 two players, two colours each', () => {
  it('S8 each seat plays two colours: placements alternate seats, colour by colour', () => {
    let s = survive.setup({ players: 2, seed: 'x', options: { twoColours: true } });
    expect(s.colours).toBe(4);
    expect(s.colourOwner).toEqual([0, 1, 0, 1]);
    const seats: number[] = [];
    for (let i = 0; i < 4; i++) {
      const seat = survive.activeSeats(s)[0]!;
      seats.push(seat);
      s = play(s, seat, survive.legalActions(s, seat)[0]!).state;
    }
    expect(seats).toEqual([0, 1, 0, 1]);
    expect(s.explorers.map((e) => e.colour)).toEqual([0, 1, 2, 3]);
  });

  it('S8 a seat moves explorers of both its colours in one turn\'s 3 points', () => {
    const s = blank(2, { twoColours: true });
    noSerpents(s);
    const a = explorer(s, 0, 'land', h(3, 4));
    const b = explorer(s, 2, 'land', h(3, 5));
    expect(refuse(s, 0, { type: 'walk', explorer: explorer(s, 1, 'land', h(3, 6)), to: h(3, 7) })).toBe('NOT_YOUR_EXPLORER');
    let t = play(s, 0, { type: 'walk', explorer: a, to: h(4, 4) }).state;
    t = play(t, 0, { type: 'walk', explorer: b, to: h(4, 5) }).state;
    expect(t.movesLeft).toBe(1);
  });

  it('S8 [D] boat control counts a seat\'s two colours together', () => {
    const s = blank(2, { twoColours: true });
    noSerpents(s);
    const b = boat(s, SEA);
    explorer(s, 0, 'boat', SEA, 1, b);
    explorer(s, 2, 'boat', SEA, 1, b);
    explorer(s, 1, 'boat', SEA, 1, b);
    play(s, 0, { type: 'sail', boat: b, to: h(2, 5) });
    s.current = 1;
    expect(refuse(s, 1, { type: 'sail', boat: b, to: h(2, 5) })).toBe('NOT_YOUR_BOAT');
  });

  it('S8 the scores of a seat\'s two colours add up', () => {
    const s = blank(2, { twoColours: true });
    explorer(s, 0, 'saved', h(2, 0), 3);
    explorer(s, 2, 'saved', h(2, 0), 4);
    explorer(s, 1, 'saved', h(2, 0), 6);
    s.phase = 'over';
    expect(survive.result(s)).toEqual({ scores: [7, 6], winners: [0] });
  });
});

describe('S8 challenge 1, Overpopulated', () => {
  it('S8 at setup, tiles not touching the sea take up to 2 explorers; coastal tiles 1', () => {
    let s = survive.setup({ players: 2, seed: 'x', options: { overpopulated: true } });
    const inland = h(4, 5);
    s = play(s, 0, { type: 'placeExplorer', hex: inland, value: 1 }).state;
    s = play(s, 1, { type: 'placeExplorer', hex: inland, value: 1 }).state;
    expect(refuse(s, 0, { type: 'placeExplorer', hex: inland, value: 1 })).toBe('TILE_FULL');
    s = play(s, 0, { type: 'placeExplorer', hex: h(3, 4), value: 1 }).state;
    expect(refuse(s, 1, { type: 'placeExplorer', hex: h(3, 4), value: 1 })).toBe('TILE_FULL');
  });

  it('S1.3 without the challenge, one explorer per tile everywhere', () => {
    let s = survive.setup({ players: 2, seed: 'x' });
    s = play(s, 0, { type: 'placeExplorer', hex: h(4, 5), value: 1 }).state;
    expect(refuse(s, 1, { type: 'placeExplorer', hex: h(4, 5), value: 1 })).toBe('TILE_FULL');
  });
});

function volcano(s: SurviveState) {
  noSerpents(s);
  s.step = 'remove';
  layTile(s, h(3, 4), tileId('mountain', 'volcano'));
  sinkAll(s, 'beach');
  sinkAll(s, 'forest');
}

describe('S8 challenges 2 and 4: the volcano acts as a whirlpool', () => {
  it('S8 challenge 2, To the last: the volcano is a whirlpool and play goes on while explorers remain', () => {
    const s = blank(2, { toTheLast: true });
    volcano(s);
    const near = explorer(s, 0, 'sea', SEA, 6);
    const far = explorer(s, 1, 'land', h(5, 5), 2);
    const { state } = play(s, 0, { type: 'removeTile', hex: h(3, 4) }, 1);
    expect(survive.isOver(state)).toBe(false);
    expect(state.explorers[near]!.status).toBe('dead');
    expect(state.explorers[far]!.status).toBe('land');
  });

  it('S8 challenge 2: the game ends when the last explorer leaves the board', () => {
    const s = blank(2, { toTheLast: true });
    noSerpents(s);
    explorer(s, 0, 'saved', h(2, 0), 6);
    const last = explorer(s, 0, 'sea', h(2, 0), 1);
    const { state } = play(s, 0, { type: 'reachIsle', explorer: last });
    expect(state.endReason).toBe('noExplorersLeft');
    expect(survive.result(state)).toEqual({ scores: [7, 0], winners: [0] });
  });

  it('S8 challenge 2: the game ends when the last explorers on the board are killed, saved ones still score', () => {
    const s = blank(2, { toTheLast: true });
    volcano(s);
    explorer(s, 0, 'saved', h(2, 0), 5);
    const doomed = explorer(s, 1, 'sea', SEA, 6);
    const { state } = play(s, 0, { type: 'removeTile', hex: h(3, 4) }, 1);
    expect(state.explorers[doomed]!.status).toBe('dead');
    expect(state.endReason).toBe('noExplorersLeft');
    expect(survive.isOver(state)).toBe(true);
    expect(survive.result(state)).toEqual({ scores: [5, 0], winners: [0] });
  });

  it('S8 challenge 2 [D]: once the island has sunk, the game also ends after 10 more rounds', () => {
    const s = blank(2, { toTheLast: true });
    noSerpents(s);
    explorer(s, 1, 'boat', SEA, 1, boat(s, SEA));
    s.board = s.board.map(() => null);
    s.land = s.land.map(() => false);
    s.discard = Array.from({ length: 40 }, (_, i) => i);
    s.sunkAtTurn = 1;
    s.turn = 1 + TO_THE_LAST_ROUNDS_AFTER_SINKING * 2;
    s.step = 'creature';
    s.rolled = 'whale';
    const { state } = play(s, 0, { type: 'pass' });
    expect(state.endReason).toBe('stallGuard');
    expect(survive.isOver(state)).toBe(true);
  });

  it('S8 challenge 4, Atlantis submerged: the volcano is a whirlpool; the game ends with the last tile', () => {
    const s = blank(2, { atlantisSubmerged: true });
    volcano(s);
    const { state } = play(s, 0, { type: 'removeTile', hex: h(3, 4) }, 1);
    expect(survive.isOver(state)).toBe(false);
    const t = structuredClone(state);
    sinkAll(t, 'mountain', [h(4, 4)]);
    layTile(t, h(4, 4), t.board[h(4, 4)] ?? tileId('mountain', 'whirlpool'));
    const only = t.board.filter((x) => x !== null);
    expect(only).toHaveLength(1);
    t.current = 0;
    t.step = 'remove';
    const end = play(t, 0, { type: 'removeTile', hex: h(4, 4) });
    expect(end.state.endReason).toBe('islandSunk');
  });
});

describe('S8 challenge 3 and the house rules', () => {
  it('S8 challenge 3, All equal: the most saved explorers wins, values ignored', () => {
    const s = blank(2, { allEqual: true });
    explorer(s, 0, 'saved', h(2, 0), 1);
    explorer(s, 0, 'saved', h(2, 0), 1);
    explorer(s, 1, 'saved', h(2, 0), 6);
    s.phase = 'over';
    expect(survive.result(s)).toEqual({ scores: [2, 1], winners: [0] });
  });

  it('S8 house rule 1: +1 per opposing explorer killed on your turn (not your own)', () => {
    const s = blank(2, { killBonus: true });
    noSerpents(s);
    const shark = creature(s, 'shark', h(1, 3));
    explorer(s, 1, 'sea', h(1, 4));
    explorer(s, 1, 'sea', h(1, 4));
    explorer(s, 0, 'sea', h(1, 4));
    const t = play({ ...s, step: 'creature', rolled: 'shark' }, 0, { type: 'moveCreature', creature: shark, to: h(1, 4) }).state;
    expect(t.kills).toEqual([2, 0]);
    expect(survive.result({ ...t, phase: 'over' })!.scores).toEqual([2, 0]);
  });

  it('S8 house rule 1 [ours]: explorers of other seats swallowed by a whirlpool you uncover count too', () => {
    const s = blank(2, { killBonus: true });
    noSerpents(s);
    s.step = 'remove';
    layTile(s, h(3, 4), tileId('forest', 'whirlpool'));
    sinkAll(s, 'beach');
    explorer(s, 1, 'sea', SEA);
    explorer(s, 1, 'land', h(3, 4));
    explorer(s, 0, 'sea', SEA);
    const t = play(s, 0, { type: 'removeTile', hex: h(3, 4) }, 1).state;
    expect(t.kills).toEqual([2, 0]);
    expect(survive.result({ ...t, phase: 'over' })!.scores).toEqual([2, 0]);
  });

  it('S8 house rule 2: +1 per different safe isle reached', () => {
    const s = blank(2, { isleBonus: true });
    explorer(s, 0, 'saved', h(2, 0), 1);
    explorer(s, 0, 'saved', h(2, 0), 1);
    explorer(s, 0, 'saved', h(10, 10), 1);
    s.explorers.forEach((e) => (e.isle = e.hex === h(2, 0) ? 'NW' : 'SE'));
    s.phase = 'over';
    expect(survive.result(s)!.scores).toEqual([3 + 2, 0]);
  });
});
