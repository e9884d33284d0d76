import { describe, expect, it } from 'vitest';
import { SetupError } from '@tabula/core';
import { STARTING_BOAT_SPACES, survive, validateState, type SurviveState } from '../../src/index';
import { boat, creature, eventsOf, explorer, gameOver, give, h, layTile, play, position, refuse, sinkAll, tileId } from '@tabula/survive/testing';

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

  it('S8 the variant changes only the explorers: each player still places 2 boats, 4 in all, seat by seat', () => {
    let s = survive.setup({ players: 2, seed: 'x', options: { twoColours: true } });
    while (s.phase === 'placeExplorers') {
      const seat = survive.activeSeats(s)[0]!;
      s = play(s, seat, survive.legalActions(s, seat)[0]!).state;
    }
    const placed: { seat: number; boat: number }[] = [];
    for (let i = 0; i < 4; i++) {
      expect(s.phase).toBe('placeBoats');
      const seat = survive.activeSeats(s)[0]!;
      const out = play(s, seat, { type: 'placeBoat', hex: STARTING_BOAT_SPACES[i]! });
      placed.push(...eventsOf(out.events, 'boatPlaced').map((e) => ({ seat: e.seat, boat: e.boat })));
      s = out.state;
    }
    expect(placed).toEqual([0, 1, 2, 3].map((boat) => ({ seat: boat % 2, boat })));
    expect(s.phase).toBe('play');
    expect(s.boats.filter((b) => b.status === 'board')).toHaveLength(4);
    expect(s.boats.filter((b) => b.status === 'supply')).toHaveLength(8);
  });

  it("S8 a seat moves explorers of both its colours in one turn's 3 points", () => {
    const s = position({ players: 2, options: { twoColours: true }, step: 'move', serpents: false });
    const a = explorer(s, 0, 'land', h(3, 4));
    const b = explorer(s, 2, 'land', h(3, 5));
    expect(refuse(s, 0, { type: 'walk', explorer: explorer(s, 1, 'land', h(3, 6)), to: h(3, 7) })).toBe('NOT_YOUR_EXPLORER');
    let t = play(s, 0, { type: 'walk', explorer: a, to: h(4, 4) }).state;
    t = play(t, 0, { type: 'walk', explorer: b, to: h(4, 5) }).state;
    expect(t.movesLeft).toBe(1);
  });

  it("S8 [D] boat control counts a seat's two colours together", () => {
    const build = (seat: number) => {
      const s = position({ players: 2, options: { twoColours: true }, step: 'move', serpents: false, seat });
      const b = boat(s, SEA);
      explorer(s, 0, 'boat', SEA, 1, b);
      explorer(s, 2, 'boat', SEA, 1, b);
      explorer(s, 1, 'boat', SEA, 1, b);
      return { s, b };
    };
    const mine = build(0);
    play(mine.s, 0, { type: 'sail', boat: mine.b, to: h(2, 5) });
    const theirs = build(1);
    expect(refuse(theirs.s, 1, { type: 'sail', boat: theirs.b, to: h(2, 5) })).toBe('NOT_YOUR_BOAT');
  });

  it("S8 the scores of a seat's two colours add up", () => {
    const s = position({ players: 2, options: { twoColours: true } });
    explorer(s, 0, 'saved', h(2, 0), 3);
    explorer(s, 2, 'saved', h(2, 0), 4);
    explorer(s, 1, 'saved', h(2, 0), 6);
    gameOver(s);
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

/** Seat 0 about to remove the volcano at (3,4), the last mountain but one at (4,4) (beaches and forests gone). */
function volcano(options: { toTheLast?: boolean; atlantisSubmerged?: boolean }): SurviveState {
  const s = position({ players: 2, options, serpents: false });
  layTile(s, h(3, 4), tileId('mountain', 'volcano'));
  sinkAll(s, 'beach');
  sinkAll(s, 'forest');
  return s;
}

/** A mountain left on the island, away from (3,4) and (4,4). */
const HILL = (s: SurviveState): number => s.land.findIndex((land, hex) => land && hex !== h(3, 4) && hex !== h(4, 4));

describe('S8 challenge 2, To the last', () => {
  it('S8 challenge 2: the volcano is a whirlpool and play goes on while explorers remain', () => {
    const s = volcano({ toTheLast: true });
    const near = explorer(s, 0, 'sea', SEA, 6);
    const far = explorer(s, 1, 'land', HILL(s), 2);
    const { state, events } = play(s, 0, { type: 'removeTile', hex: h(3, 4) }, 1);
    expect(survive.isOver(state)).toBe(false);
    expect(eventsOf(events, 'whirlpool')).toHaveLength(1);
    expect(state.explorers[near]!.status).toBe('dead');
    expect(state.explorers[far]!.status).toBe('land');
  });

  it('S8 challenge 2: the game ends when the last explorer leaves the board', () => {
    const s = position({ players: 2, options: { toTheLast: true }, step: 'move', serpents: false });
    explorer(s, 0, 'saved', h(2, 0), 6);
    const last = explorer(s, 0, 'sea', h(2, 0), 1);
    const { state, events } = play(s, 0, { type: 'reachIsle', explorer: last });
    expect(state.endReason).toBe('noExplorersLeft');
    expect(eventsOf(events, 'gameEnded')[0]).toMatchObject({ reason: 'noExplorersLeft', scores: [7, 0] });
    expect(survive.result(state)).toEqual({ scores: [7, 0], winners: [0] });
  });

  it('S8 challenge 2: the game ends when the last explorers on the board are killed, saved ones still score', () => {
    const s = volcano({ toTheLast: true });
    explorer(s, 0, 'saved', h(2, 0), 5);
    const doomed = explorer(s, 1, 'sea', SEA, 6);
    const { state } = play(s, 0, { type: 'removeTile', hex: h(3, 4) });
    expect(state.explorers[doomed]!.status).toBe('dead');
    expect(state.endReason).toBe('noExplorersLeft');
    expect(survive.isOver(state)).toBe(true);
    expect(survive.result(state)).toEqual({ scores: [5, 0], winners: [0] });
  });

  it('S8 challenge 2: when the last explorer dies in step 4, the game ends in that turn; no next turn begins', () => {
    // Challenge #2: "The game ends when the last Explorer token is removed from the game board (by
    // being saved or removed by a creature or whirlpool)."
    const s = position({ players: 2, options: { toTheLast: true }, step: 'creature', rolled: 'shark', serpents: false });
    const shark = creature(s, 'shark', h(1, 3));
    explorer(s, 0, 'saved', h(2, 0), 2);
    const last = explorer(s, 1, 'sea', h(1, 4));
    const { state, events } = play(s, 0, { type: 'moveCreature', creature: shark, to: h(1, 4) });
    expect(events.map((e) => e.type)).toEqual(['creatureMoved', 'explorerKilled', 'gameEnded']);
    expect(eventsOf(events, 'explorerKilled')).toEqual([{ type: 'explorerKilled', explorer: last, hex: h(1, 4), by: 'shark' }]);
    // The final state is the turn the game ended in: seat 0's turn 1, not a seat 1 turn 2 that never happens.
    expect(state).toMatchObject({ phase: 'over', endReason: 'noExplorersLeft', current: 0, turn: 1, pending: null, rolled: null });
    for (const viewer of [0, 1, null]) expect(survive.view(state, viewer)).toMatchObject({ current: 0, turn: 1, active: [], legal: [] });
    expect(survive.result(state)).toEqual({ scores: [2, 0], winners: [0] });
    expect(validateState(state)).toEqual([]);
  });

  it('S8 challenge 2: when the last explorer dies after a declined defence, the game ends in that turn; no next turn begins', () => {
    const s = position({ players: 2, options: { toTheLast: true }, step: 'creature', rolled: 'shark', serpents: false });
    const shark = creature(s, 'shark', h(1, 3));
    const last = explorer(s, 1, 'sea', h(1, 4));
    give(s, 1, tileId('forest', 'killShark'));
    const attacked = play(s, 0, { type: 'moveCreature', creature: shark, to: h(1, 4) }).state;
    expect(attacked.pending).toMatchObject({ kind: 'defence', seats: [1] });
    const { state, events } = play(attacked, 1, { type: 'pass' });
    expect(events.map((e) => e.type)).toEqual(['defencePassed', 'explorerKilled', 'gameEnded']);
    expect(state.explorers[last]!.status).toBe('dead');
    expect(state).toMatchObject({ phase: 'over', endReason: 'noExplorersLeft', current: 0, turn: 1 });
    expect(survive.view(state, 1)).toMatchObject({ current: 0, turn: 1, active: [], legal: [] });
    expect(validateState(state)).toEqual([]);
  });

  it('S8 challenge 2: once the island has sunk, play goes on round after round while an explorer is on the board', () => {
    // The island gone, seat 1's explorer idles on a boat: no round count ends the game.
    const s = position({ players: 2, options: { toTheLast: true }, step: 'creature', rolled: 'whale', seat: 1 });
    for (const hex of s.board.flatMap((t, i) => (t === null ? [] : [i]))) {
      s.discard.push(s.board[hex]!);
      s.board[hex] = null;
      s.land[hex] = false;
    }
    creature(s, 'whale', h(12, 8));
    const b = boat(s, SEA);
    explorer(s, 1, 'boat', SEA, 1, b);
    s.turn = 1000;
    expect(validateState(s)).toEqual([]);
    // Seat 0, with no explorer left and no island, goes straight to the die: a whale.
    let state = play(s, 1, { type: 'pass' }, 5).state;
    expect(state).toMatchObject({ phase: 'play', current: 0, turn: 1001, step: 'creature', rolled: 'whale' });
    // Seat 1 plays on.
    state = play(state, 0, { type: 'pass' }).state;
    expect(state).toMatchObject({ phase: 'play', current: 1, turn: 1002, step: 'move' });
  });
});

describe('S8 the roundLimit option: a guard against endless play, off by default', () => {
  it('S8 without roundLimit there is no limit; with it the game ends after that many rounds and says so', () => {
    expect(survive.setup({ players: 2, seed: 'x', options: { toTheLast: true } }).options.roundLimit).toBeNull();
    const s = position({ players: 2, options: { toTheLast: true, roundLimit: 3 }, step: 'creature', rolled: 'whale', seat: 1 });
    creature(s, 'whale', h(12, 8));
    explorer(s, 1, 'saved', h(2, 0), 4);
    explorer(s, 0, 'land', h(5, 5));
    s.turn = 6; // seat 1's turn of round 3
    const { state, events } = play(s, 1, { type: 'pass' });
    expect(state).toMatchObject({ phase: 'over', endReason: 'roundLimit' });
    expect(eventsOf(events, 'gameEnded')[0]).toMatchObject({ reason: 'roundLimit', scores: [0, 4], winners: [1] });
    expect(eventsOf(events, 'turnStarted')).toEqual([]);
    // A turn earlier, the game goes on.
    const t = structuredClone(s);
    t.turn = 4;
    expect(play(t, 1, { type: 'pass' }).state.phase).toBe('play');
  });

  it('S8 roundLimit must be a whole number of rounds, or null', () => {
    for (const bad of [0, -1, 2.5, '10', true, 1e9]) {
      expect(() => survive.setup({ players: 2, seed: 'x', options: { roundLimit: bad as never } })).toThrow(SetupError);
      try {
        survive.setup({ players: 2, seed: 'x', options: { roundLimit: bad as never } });
      } catch (err) {
        expect((err as SetupError).field).toBe('options.roundLimit');
      }
    }
    expect(survive.setup({ players: 2, seed: 'x', options: { roundLimit: null } }).options.roundLimit).toBeNull();
    expect(survive.setup({ players: 2, seed: 'x', options: { roundLimit: 40 } }).options.roundLimit).toBe(40);
  });
});

describe('S8 challenge 4, Atlantis submerged', () => {
  it('S8 challenge 4: the volcano is a whirlpool; the game ends with the last tile', () => {
    const s = volcano({ atlantisSubmerged: true });
    explorer(s, 1, 'land', HILL(s));
    const { state } = play(s, 0, { type: 'removeTile', hex: h(3, 4) }, 1);
    expect(survive.isOver(state)).toBe(false);
    const t = structuredClone(state);
    sinkAll(t, 'mountain', [h(4, 4)]);
    layTile(t, h(4, 4), t.board[h(4, 4)] ?? tileId('mountain', 'whirlpool'));
    expect(t.board.filter((x) => x !== null)).toHaveLength(1);
    // Seat 1's explorer stood on a sunk tile: it swims now, and seat 1 is at step 3.
    t.explorers = t.explorers.map((e) => (e.status === 'land' ? { ...e, status: 'sea' } : e));
    t.step = 'remove';
    const end = play(t, 1, { type: 'removeTile', hex: h(4, 4) });
    expect(end.state.endReason).toBe('islandSunk');
  });
});

describe('S8 challenge 3 and the house rules', () => {
  it('S8 challenge 3, All equal: the most saved explorers wins, values ignored', () => {
    const s = position({ players: 2, options: { allEqual: true } });
    explorer(s, 0, 'saved', h(2, 0), 1);
    explorer(s, 0, 'saved', h(2, 0), 1);
    explorer(s, 1, 'saved', h(2, 0), 6);
    gameOver(s);
    expect(survive.result(s)).toEqual({ scores: [2, 1], winners: [0] });
  });

  it('S8 house rule 1: +1 per opposing explorer killed on your turn (not your own)', () => {
    const s = position({ players: 2, options: { killBonus: true }, step: 'creature', rolled: 'shark', serpents: false });
    const shark = creature(s, 'shark', h(1, 3));
    explorer(s, 1, 'sea', h(1, 4));
    explorer(s, 1, 'sea', h(1, 4));
    explorer(s, 0, 'sea', h(1, 4));
    const t = play(s, 0, { type: 'moveCreature', creature: shark, to: h(1, 4) }).state;
    expect(t.kills).toEqual([2, 0]);
    const u = structuredClone(t);
    gameOver(u);
    expect(survive.result(u)!.scores).toEqual([2, 0]);
  });

  it('S8 house rule 1 [ours]: explorers of other seats swallowed by a whirlpool you uncover count too', () => {
    const s = position({ players: 2, options: { killBonus: true }, serpents: false });
    layTile(s, h(3, 4), tileId('forest', 'whirlpool'));
    sinkAll(s, 'beach');
    explorer(s, 1, 'sea', SEA);
    explorer(s, 1, 'land', h(3, 4));
    explorer(s, 0, 'sea', SEA);
    const t = play(s, 0, { type: 'removeTile', hex: h(3, 4) }, 1).state;
    expect(t.kills).toEqual([2, 0]);
    const u = structuredClone(t);
    gameOver(u);
    expect(survive.result(u)!.scores).toEqual([2, 0]);
  });

  it('S8 house rule 1 [ours]: explorers lost to the volcano are nobody\'s kills', () => {
    // End of Game: the eruption "destroys ... any Explorers who haven't reached safe isles"; house
    // rule 1 rewards the explorers a player kills on its turn, and the volcano is no player's.
    const s = volcano({});
    s.options.killBonus = true;
    const theirs = explorer(s, 1, 'land', HILL(s));
    const swimmer = explorer(s, 1, 'sea', SEA);
    const { state } = play(s, 0, { type: 'removeTile', hex: h(3, 4) });
    expect(state.endReason).toBe('volcano');
    expect([state.explorers[theirs]!.status, state.explorers[swimmer]!.status]).toEqual(['dead', 'dead']);
    expect(state.kills).toEqual([0, 0]);
    expect(survive.result(state)!.scores).toEqual([0, 0]);
  });

  it('S8 house rule 2: +1 per different safe isle reached', () => {
    const s = position({ players: 2, options: { isleBonus: true } });
    explorer(s, 0, 'saved', h(2, 0), 1);
    explorer(s, 0, 'saved', h(2, 0), 1);
    explorer(s, 0, 'saved', h(10, 10), 1);
    gameOver(s);
    expect(survive.result(s)!.scores).toEqual([3 + 2, 0]);
  });
});
