import { describe, expect, it } from 'vitest';
import { atlandice, type AtlandiceState, type TileId } from '../../src/index';
import { actor, board, type Counts, dice, eventsOf, exhaust, held, inPlay, onSector, play, position, row, types, withTop } from '@tabula/atlandice/testing';

const BM_FULL: Counts = { gem: 3, book: 3, provisions: 3, tool: 3, weapon: 3 };

/**
 * The active seat visits the Library (L2 on top, so its effect has no target once the Library is
 * empty) and takes its last book: the Library is emptied. `books` are the holders' books before.
 */
function emptyLibrary(players: 3 | 4, books: number[], patch: Partial<AtlandiceState> = {}, library: Counts = { book: 1 }) {
  // One die beside the Library, the others not taken yet beside the Black Market.
  const left = (players === 4 ? 9 : 7) - 1 - (patch.visitsMade ?? 0);
  const s = position(players, {
    stacks: withTop('L2'),
    sectors: board({ 1: { gem: 5 }, 2: library, 3: { provisions: 5 }, 4: { tool: 5 }, 5: { weapon: 5 }, 6: BM_FULL }),
    stock: books.map((b) => row({ book: b })),
    dice: dice({ 2: 1, 6: left }),
    ...patch,
  });
  const seat = actor(s);
  const a = play(s, seat, { type: 'visit', sector: 2 });
  const resource = library.book ? 'book' : (Object.keys(library)[0] as 'gem');
  const b = play(a.state, seat, { type: 'take', sector: 2, resource });
  return { before: s, seat, state: b.state, events: [...a.events, ...b.events] };
}

describe('A5 emptied districts', () => {
  it('A5.1 a district emptied by the visit is scored after step (c), the effect', () => {
    const { state, events } = emptyLibrary(3, [2, 1, 0]);
    expect(types(events)).toEqual(['dieTaken', 'resourceTaken', 'effectSkipped', 'districtScored', 'pointsGained', 'tileRevealed']);
    expect(state.stacks[1]).toEqual(['L1', 'L3']);
  });

  it('A5.1 [D] districts emptied by an effect are scored too, in sector order 1–5 (Jewelers before Library)', () => {
    const s = position(3, {
      stacks: withTop('L1'),
      sectors: board({ 1: { gem: 1 }, 2: { book: 1 }, 3: { provisions: 5 }, 4: { tool: 5 }, 5: { weapon: 5 }, 6: BM_FULL }),
      stock: [row({ gem: 2 }), row({ book: 2 }), row()],
      dice: dice({ 2: 1, 6: 6 }),
    });
    const a = play(s, 0, { type: 'visit', sector: 2 });
    const b = play(a.state, 0, { type: 'take', sector: 2, resource: 'book' }, 5); // L1 rolls 5: take from another district
    expect(b.state.steps[0]).toMatchObject({ kind: 'take', reason: 'L1' });
    const c = play(b.state, 0, { type: 'take', sector: 1, resource: 'gem' });
    expect(eventsOf(c.events, 'districtScored').map((e) => [e.sector, e.tile, e.winner])).toEqual([
      [1, 'J1', 0],
      [2, 'L1', 1],
    ]);
    expect(c.state.tilesWon).toEqual([['J1'], ['L1'], []]);
  });

  it('A5.1 a district emptied only by an effect is scored although the visited one is not empty', () => {
    const s = position(3, {
      stacks: withTop('L1'),
      sectors: board({ 1: { gem: 5 }, 2: { book: 5 }, 3: { provisions: 5 }, 4: { tool: 5 }, 5: { tool: 1 }, 6: BM_FULL }),
      stock: [row(), row({ weapon: 1 }), row()],
      dice: dice({ 2: 1, 6: 6 }),
    });
    const a = play(s, 0, { type: 'visit', sector: 2 });
    const b = play(a.state, 0, { type: 'take', sector: 2, resource: 'book' }, 6);
    const c = play(b.state, 0, { type: 'take', sector: 5, resource: 'tool' });
    expect(eventsOf(c.events, 'districtScored')).toEqual([{ type: 'districtScored', sector: 5, tile: 'F1', winner: 1, tiedFirst: [], second: [] }]);
  });

  it('A5.2 the most of the type takes the tile (3 VP at the end), the second most 1 VP', () => {
    const { state, events } = emptyLibrary(3, [2, 2, 1]); // seat 0 takes the last book: 3, 2, 1
    expect(eventsOf(events, 'districtScored')).toEqual([{ type: 'districtScored', sector: 2, tile: 'L2', winner: 0, tiedFirst: [], second: [1] }]);
    expect(state.tilesWon).toEqual([['L2'], [], []]);
    expect(state.vp).toEqual([0, 1, 0]);
  });

  it('A5.3 tie for first: one tied player takes the tile, others 3 VP, nobody gets the second-place point', () => {
    const { state, events } = emptyLibrary(3, [0, 3, 3]); // seat 0 (visitor) ends with 1: would be second
    expect(eventsOf(events, 'districtScored')).toEqual([{ type: 'districtScored', sector: 2, tile: 'L2', winner: 1, tiedFirst: [2], second: [] }]);
    expect(state.tilesWon).toEqual([[], ['L2'], []]);
    expect(state.vp).toEqual([0, 0, 3]);
  });

  it('A5.3 [D] the tile goes to the first tied player in seat order from the start player', () => {
    // Start player 2, visitor seat 0: seat order from the start player is 2, 0, 1.
    const a = emptyLibrary(3, [0, 3, 3], { startPlayer: 2, visitsMade: 1 });
    expect(a.seat).toBe(0);
    expect(a.state.tilesWon).toEqual([[], [], ['L2']]);
    expect(a.state.vp).toEqual([0, 3, 0]);
    // 4 players, start player 3, seats 1 and 3 tied: order 3, 0, 1, 2.
    const b = emptyLibrary(4, [0, 2, 1, 2], { startPlayer: 3, visitsMade: 1 }); // seat 0 visits: 1, 2, 1, 2
    expect(b.seat).toBe(0);
    expect(b.state.tilesWon).toEqual([[], [], [], ['L2']]);
    expect(b.state.vp).toEqual([0, 3, 0, 0]);
    const c = emptyLibrary(4, [1, 2, 2, 2], { startPlayer: 2, visitsMade: 2 }); // seat 0 visits: four-way tie 2, 2, 2, 2; order 2, 3, 0, 1
    expect(c.state.tilesWon).toEqual([[], [], ['L2'], []]);
    expect(c.state.vp).toEqual([3, 3, 0, 3]);
  });

  it('A5.3 tie for second: each tied player gets 1 VP', () => {
    const { state, events } = emptyLibrary(4, [3, 1, 1, 0]); // 4, 1, 1, 0
    expect(eventsOf(events, 'districtScored')[0]).toMatchObject({ winner: 0, tiedFirst: [], second: [1, 2] });
    expect(state.vp).toEqual([0, 1, 1, 0]);
  });

  it('A5.4 [D] a player ranks only with at least 1: a lone holder takes the tile and nobody is second', () => {
    const { state, events } = emptyLibrary(3, [0, 0, 0]);
    expect(eventsOf(events, 'districtScored')[0]).toMatchObject({ winner: 0, tiedFirst: [], second: [] });
    expect(state.vp).toEqual([0, 0, 0]);
    expect(state.tilesWon).toEqual([['L2'], [], []]);
  });

  it('A5.4 [D] nobody holds the type: the tile goes to nobody, out of the game', () => {
    const { state, events } = emptyLibrary(3, [0, 0, 0], {}, { gem: 1 }); // the Library's last resource is a gem
    expect(held(state, 0, 'gem')).toBe(1);
    expect(eventsOf(events, 'districtScored')).toEqual([{ type: 'districtScored', sector: 2, tile: 'L2', winner: null, tiedFirst: [], second: [] }]);
    expect(state.tilesLost).toEqual(['L2']);
    expect(state.tilesWon).toEqual([[], [], []]);
    expect(state.vp).toEqual([0, 0, 0]);
    expect(state.stacks[1]).toEqual(['L1', 'L3']);
  });

  it('A5.5 next tile revealed; every player returns that type; Black Market refilled to 3; the rest on the new tile; other districts keep theirs', () => {
    const bm = { ...BM_FULL, book: 0 };
    const { state, events } = emptyLibrary(3, [1, 4, 0], {
      sectors: board({ 1: { gem: 5 }, 2: { book: 1 }, 3: { provisions: 5, book: 1 }, 4: { tool: 5 }, 5: { weapon: 5, book: 2 }, 6: bm }),
      stock: [row({ book: 1, gem: 2 }), row({ book: 4, tool: 1 }), row({ weapon: 3 })],
    }); // seat 0 takes the last book: books 2, 4, 0 → 6 returned
    expect(state.stacks[1]![0]).toBe('L1');
    expect(eventsOf(events, 'tileRevealed')).toEqual([{ type: 'tileRevealed', sector: 2, tile: 'L1', returned: 6, toBlackMarket: 3, toTile: 3 }]);
    expect(state.stock).toEqual([row({ gem: 2 }), row({ tool: 1 }), row({ weapon: 3 })]);
    expect(onSector(state, 6, 'book')).toBe(3);
    expect(onSector(state, 2, 'book')).toBe(3);
    expect(onSector(state, 3, 'book')).toBe(1);
    expect(onSector(state, 5, 'book')).toBe(2);
    expect(inPlay(state, 'book')).toBe(9); // held 1 + 4, on the Library 1, the Inn 1, the Forge 2: none lost
  });

  it('A5.5 the Black Market is never reduced: with 3 or more of the type, every returned resource goes on the new tile', () => {
    for (const bmBooks of [3, 5]) {
      const { state, events } = emptyLibrary(3, [1, 2, 0], {
        sectors: board({ 1: { gem: 5 }, 2: { book: 1 }, 3: { provisions: 5 }, 4: { tool: 5 }, 5: { weapon: 5 }, 6: { ...BM_FULL, book: bmBooks } }),
      });
      expect(eventsOf(events, 'tileRevealed')[0]).toMatchObject({ returned: 4, toBlackMarket: 0, toTile: 4 });
      expect(onSector(state, 6, 'book')).toBe(bmBooks);
      expect(onSector(state, 2, 'book')).toBe(4);
    }
  });

  it('A5.5 the Black Market takes first: with fewer returned than it lacks, the new tile gets none', () => {
    const { state, events } = emptyLibrary(3, [0, 1, 0], {
      sectors: board({ 1: { gem: 5 }, 2: { book: 1 }, 3: { provisions: 5 }, 4: { tool: 5 }, 5: { weapon: 5 }, 6: { ...BM_FULL, book: 0 } }),
    });
    expect(eventsOf(events, 'tileRevealed')[0]).toMatchObject({ tile: 'L1', returned: 2, toBlackMarket: 2, toTile: 0 });
    expect(onSector(state, 6, 'book')).toBe(2);
    expect(onSector(state, 2, 'book')).toBe(0);
  });

  it('A5.7 [D] a newly revealed tile left empty is scored only at the next check, after the next visit', () => {
    const first = emptyLibrary(3, [0, 1, 0], {
      sectors: board({ 1: { gem: 5 }, 2: { book: 1 }, 3: { provisions: 5 }, 4: { tool: 5 }, 5: { weapon: 5 }, 6: { ...BM_FULL, book: 0 } }),
    });
    expect(eventsOf(first.events, 'districtScored').map((e) => e.tile)).toEqual(['L2']);
    expect(first.state.stacks[1]).toEqual(['L1', 'L3']);
    // The next visit (the Black Market) is followed by a check: L1 is empty, nobody has books: lost; L3 revealed empty.
    const a = play(first.state, 1, { type: 'visit', sector: 6 });
    const b = play(a.state, 1, { type: 'take', sector: 6, resource: 'gem' });
    expect(eventsOf(b.events, 'districtScored')).toEqual([{ type: 'districtScored', sector: 2, tile: 'L1', winner: null, tiedFirst: [], second: [] }]);
    expect(b.state.tilesLost).toEqual(['L1']);
    expect(b.state.stacks[1]).toEqual(['L3']);
    expect(b.state.exhausted[1]).toBe(false);
    // And L3 at the check after the visit after that.
    const c = play(b.state, 2, { type: 'visit', sector: 6 });
    const d = play(c.state, 2, { type: 'take', sector: 6, resource: 'gem' });
    expect(eventsOf(d.events, 'districtScored').map((e) => e.tile)).toEqual(['L3']);
    expect(d.state.exhausted[1]).toBe(true);
  });

  it('A5.6 the third tile taken: the category is exhausted, every resource of the type leaves the game (players, districts, Black Market)', () => {
    const { state, events } = emptyLibrary(3, [2, 1, 3], {
      stacks: [['J1', 'J2', 'J3'], ['L2'], ['I1', 'I2', 'I3'], ['M1', 'M2', 'M3'], ['F1', 'F2', 'F3']] as TileId[][],
      sectors: board({ 1: { gem: 5 }, 2: { book: 1 }, 3: { provisions: 5 }, 4: { tool: 5 }, 5: { weapon: 5, book: 2 }, 6: BM_FULL }),
      stock: [row({ book: 2, gem: 1 }), row({ book: 1 }), row({ book: 3 })],
    }); // seat 0 takes the last book: 3, 1, 3 → tie; seat 0 first in order
    expect(eventsOf(events, 'districtScored')).toEqual([{ type: 'districtScored', sector: 2, tile: 'L2', winner: 0, tiedFirst: [2], second: [] }]);
    expect(state.tilesWon).toEqual([['L2'], [], []]);
    expect(state.vp).toEqual([0, 0, 3]);
    expect(eventsOf(events, 'tileRevealed')).toEqual([]);
    expect(eventsOf(events, 'categoryExhausted')).toEqual([{ type: 'categoryExhausted', sector: 2, resource: 'book', removed: 3 + 1 + 3 + 2 + 3 }]);
    expect(state.exhausted).toEqual([false, true, false, false, false]);
    expect(state.stacks[1]).toEqual([]);
    expect(inPlay(state, 'book')).toBe(0);
    expect(state.outOfGame[1]).toBe(12);
    expect(state.stock[0]).toEqual(row({ gem: 1 }));
    expect(onSector(state, 5, 'weapon')).toBe(5);
    expect(onSector(state, 6, 'gem')).toBe(3);
  });

  it('A5.6 (rulebook: at step 1) dice beside the exhausted district stay until the next gates; it is scored no more', () => {
    const { state } = emptyLibrary(3, [0, 0, 0], {
      stacks: [['J1', 'J2', 'J3'], ['L2'], ['I1', 'I2', 'I3'], ['M1', 'M2', 'M3'], ['F1', 'F2', 'F3']] as TileId[][],
      dice: dice({ 2: 3, 6: 4 }),
    });
    expect(state.dice).toEqual(dice({ 2: 2, 6: 4 })); // the 2 dice left beside the Library stay this round
    // Visiting the exhausted Library: nothing to take, no effect, no scoring.
    const a = play(state, 1, { type: 'visit', sector: 2 });
    expect(types(a.events)).toEqual(['dieTaken', 'nothingToTake']);
    expect(a.state.tilesWon.flat()).toEqual(['L2']);
    expect(atlandice.activeSeats(a.state)).toEqual([2]);
  });

  it('A5.6 from the next gates on, a face of the exhausted category goes to the Black Market', () => {
    // The last visit of the round ends it; the next round's gates roll 2, 2, 1, 1, 1, 1, 1.
    const s = position(3, { stacks: exhaust(2), tilesWon: [['L1', 'L2', 'L3'], [], []], visitsMade: 5, dice: dice({ 3: 1, 6: 1 }) });
    const last = play(s, 2, { type: 'visit', sector: 6 });
    const next = play(last.state, 2, { type: 'take', sector: 6, resource: 'gem' }, 2, 2, 1, 1, 1, 1, 1);
    expect(eventsOf(next.events, 'gatesOpened')[0]).toMatchObject({ faces: [2, 2, 1, 1, 1, 1, 1], dice: dice({ 1: 5, 6: 2 }) });
  });

  it('A6.1 [D] the last die beside a district exhausted this round moves the hand by 0: no event', () => {
    const s = position(3, { stacks: exhaust(2), visitsMade: 5, dice: dice({ 2: 1, 6: 1 }), clock: 4 });
    const a = play(s, 2, { type: 'visit', sector: 6 });
    const b = play(a.state, 2, { type: 'take', sector: 6, resource: 'gem' });
    expect(eventsOf(b.events, 'clockAdvanced')).toEqual([{ type: 'clockAdvanced', from: 4, to: 4, by: 2 }]);
    expect(eventsOf(b.events, 'clockEvent')).toEqual([]);
    expect(b.state.round).toBe(2);
  });

  it('A5.1 [D] a district emptied during the check by an exhaustion is scored in the same check', () => {
    // The last Library tile goes; the Inn held only books, so the exhaustion empties it too.
    const { state, events } = emptyLibrary(3, [1, 0, 0], {
      stacks: [['J1', 'J2', 'J3'], ['L2'], ['I1', 'I2', 'I3'], ['M1', 'M2', 'M3'], ['F1', 'F2', 'F3']] as TileId[][],
      sectors: board({ 1: { gem: 5 }, 2: { book: 1 }, 3: { book: 2 }, 4: { tool: 5 }, 5: { weapon: 5 }, 6: BM_FULL }),
      stock: [row({ book: 1 }), row({ provisions: 2 }), row({ provisions: 1 })],
    });
    expect(eventsOf(events, 'districtScored').map((e) => [e.sector, e.tile, e.winner])).toEqual([
      [2, 'L2', 0],
      [3, 'I1', 1],
    ]);
    expect(state.stacks[2]![0]).toBe('I2');
    expect(state.vp).toEqual([0, 0, 1]);
  });
});
