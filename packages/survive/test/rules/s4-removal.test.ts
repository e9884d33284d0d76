import { describe, expect, it } from 'vitest';
import { LAND_SLOT_INDICES, isCoastal, neighbours, survive, TERRAIN_TILES } from '../../src/index';
import { position, boat, creature, eventsOf, explorer, h, layTile, noSerpents, play, refuse, sinkAll, tileId } from '@tabula/survive/testing';

const LAND = h(3, 4);
const SERPENT_FACE = 1; // no serpent on the board after noSerpents: the die does nothing

function removing(players = 2) {
  const s = position({ players, step: 'move' });
  noSerpents(s);
  s.step = 'remove';
  return s;
}

describe('S4.1 which tile', () => {
  it('S4.1 only beaches touching the sea at first', () => {
    const s = removing();
    const legal = survive.legalActions(s, 0).map((a) => (a as { hex: number }).hex);
    const expected = LAND_SLOT_INDICES.filter((hex) => TERRAIN_TILES[s.board[hex]!]!.terrain === 'beach' && isCoastal(hex, s.land));
    expect(legal).toEqual(expected);
    expect(legal.length).toBeGreaterThan(0);
    const forest = LAND_SLOT_INDICES.find((hex) => TERRAIN_TILES[s.board[hex]!]!.terrain === 'forest')!;
    expect(refuse(s, 0, { type: 'removeTile', hex: forest })).toBe('TILE_NOT_REMOVABLE');
    expect(refuse(s, 0, { type: 'removeTile', hex: h(2, 4) })).toBe('TILE_NOT_REMOVABLE');
  });

  it('S4.1 the coast moves inward: a space left by a removed tile counts as sea', () => {
    const s = removing();
    const inner = h(4, 4);
    layTile(s, inner, tileId('beach', 'dolphin'));
    layTile(s, LAND, tileId('beach', 'winds'));
    expect(refuse(s, 0, { type: 'removeTile', hex: inner })).toBe('TILE_NOT_REMOVABLE');
    const { state } = play(s, 0, { type: 'removeTile', hex: LAND }, SERPENT_FACE);
    // Seat 1, with nothing to move, is at its own step 3.
    expect(state).toMatchObject({ current: 1, step: 'remove' });
    expect(survive.legalActions(state, 1)).toContainEqual({ type: 'removeTile', hex: inner });
  });

  it('S4.1 a beach walled in by forest and mountain is removed as the last beach', () => {
    const s = removing();
    const walled = h(4, 5);
    const beach = tileId('beach', 'dolphin');
    layTile(s, walled, beach);
    const nonBeach = TERRAIN_TILES.flatMap((x, i) => (x.terrain !== 'beach' ? [i] : []));
    neighbours(walled).forEach((n, k) => layTile(s, n, nonBeach[k]!));
    expect(neighbours(walled).map((n) => TERRAIN_TILES[s.board[n]!]!.terrain)).not.toContain('beach');
    sinkAll(s, 'beach', [walled]);
    expect(isCoastal(walled, s.land)).toBe(false);
    expect(survive.legalActions(s, 0)).toEqual([{ type: 'removeTile', hex: walled }]);
  });

  it('S4.1 then all forests, then all mountains', () => {
    const s = removing();
    sinkAll(s, 'beach');
    const legal = survive.legalActions(s, 0).map((a) => TERRAIN_TILES[s.board[(a as { hex: number }).hex]!]!.terrain);
    expect(new Set(legal)).toEqual(new Set(['forest']));
    sinkAll(s, 'forest');
    const legal2 = survive.legalActions(s, 0).map((a) => TERRAIN_TILES[s.board[(a as { hex: number }).hex]!]!.terrain);
    expect(new Set(legal2)).toEqual(new Set(['mountain']));
  });

  it('S4 removing a tile may not be skipped', () => {
    expect(refuse(removing(), 0, { type: 'pass' })).toBe('NOT_OPTIONAL');
  });
});

describe('S4.2 the tile leaves', () => {
  it('S4.2 explorers on it become swimmers; a red back goes secretly into the remover\'s hand', () => {
    const s = removing();
    const dolphin = tileId('beach', 'dolphin');
    layTile(s, LAND, dolphin);
    const a = explorer(s, 0, 'land', LAND);
    const b = explorer(s, 1, 'land', LAND);
    const { state, events } = play(s, 0, { type: 'removeTile', hex: LAND }, SERPENT_FACE);
    expect(state.explorers[a]).toMatchObject({ status: 'sea', hex: LAND });
    expect(state.explorers[b]).toMatchObject({ status: 'sea', hex: LAND });
    expect(state.land[LAND]).toBe(false);
    expect(state.hands[0]).toEqual([dolphin]);
    expect(eventsOf(events, 'tileRemoved')).toEqual([{ type: 'tileRemoved', seat: 0, hex: LAND, terrain: 'beach', tile: dolphin, back: 'dolphin', audience: [0] }]);
    // The other seats and spectators learn who removed which face from where, not the tile or its back.
    for (const viewer of [1, null]) {
      expect(eventsOf(survive.eventsFor(events, viewer), 'tileRemoved')).toEqual([{ type: 'tileRemoved', seat: 0, hex: LAND, terrain: 'beach', audience: [0], redacted: true }]);
    }
    expect(survive.eventsFor(events, 0)).toEqual(events);
    expect(survive.view(state, 1).hands[0]).toBeNull();
    expect(survive.view(state, 1).handCounts[0]).toBe(1);
    expect(survive.view(state, 0).hands[0]).toEqual([dolphin]);
  });

  it('S4.2 then the creature die is rolled (S2 step 4) and, with nothing to move, the turn passes', () => {
    const s = removing();
    layTile(s, LAND, tileId('beach', 'dolphin'));
    const { state, events } = play(s, 0, { type: 'removeTile', hex: LAND }, SERPENT_FACE);
    expect(eventsOf(events, 'dieRolled')).toEqual([{ type: 'dieRolled', seat: 0, face: 1, creature: 'seaSerpent' }]);
    expect(state.current).toBe(1);
    expect(state.turn).toBe(2);
  });
});

describe('S6 green backs resolve at once, in public', () => {
  it('S6 shark: one from the supply on the space; it kills the swimmers there', () => {
    const s = removing();
    layTile(s, LAND, tileId('beach', 'shark'));
    const a = explorer(s, 0, 'land', LAND);
    const b = explorer(s, 1, 'land', LAND);
    const { state, events } = play(s, 0, { type: 'removeTile', hex: LAND }, SERPENT_FACE);
    expect(state.explorers[a]!.status).toBe('dead');
    expect(state.explorers[b]!.status).toBe('dead');
    expect(eventsOf(events, 'creaturePlaced')).toEqual([{ type: 'creaturePlaced', creature: 5, kind: 'shark', hex: LAND }]);
    expect(eventsOf(events, 'tileRemoved')).toEqual([{ type: 'tileRemoved', seat: 0, hex: LAND, terrain: 'beach', tile: tileId('beach', 'shark'), back: 'shark' }]);
    expect(survive.eventsFor(events, 1)).toEqual(events);
    expect(state.discard.at(-1)).toBe(tileId('beach', 'shark'));
    expect(state.hands[0]).toEqual([]);
  });

  it('S6 whale: one from the supply; the swimmers are unharmed', () => {
    const s = removing();
    layTile(s, LAND, tileId('beach', 'whale'));
    const a = explorer(s, 0, 'land', LAND);
    const { state } = play(s, 0, { type: 'removeTile', hex: LAND }, SERPENT_FACE);
    expect(state.explorers[a]!.status).toBe('sea');
    expect(state.creatures.filter((c) => c.kind === 'whale' && c.status === 'board')).toEqual([{ kind: 'whale', status: 'board', hex: LAND }]);
  });

  it('S6 [D] nothing happens when the supply is empty', () => {
    const s = removing();
    for (const c of s.creatures) if (c.kind === 'shark') c.status = 'gone';
    layTile(s, LAND, tileId('beach', 'shark'));
    const a = explorer(s, 0, 'land', LAND);
    const { state, events } = play(s, 0, { type: 'removeTile', hex: LAND }, SERPENT_FACE);
    expect(state.explorers[a]!.status).toBe('sea');
    expect(eventsOf(events, 'supplyEmpty')).toEqual([{ type: 'supplyEmpty', piece: 'shark' }]);
  });

  it('S6 boat: a boat from the supply takes up to 3 swimmers there aboard', () => {
    const s = removing();
    layTile(s, LAND, tileId('beach', 'boat'));
    const a = explorer(s, 0, 'land', LAND);
    const b = explorer(s, 1, 'land', LAND);
    const { state, events } = play(s, 0, { type: 'removeTile', hex: LAND }, SERPENT_FACE);
    const [launch] = eventsOf(events, 'boatLaunched');
    expect(launch).toMatchObject({ hex: LAND, aboard: [a, b] });
    expect(state.boats[launch!.boat]!.passengers).toEqual([a, b]);
    expect(state.explorers[a]).toMatchObject({ status: 'boat', boat: launch!.boat });
  });

  it('S6 boat: exactly 3 swimmers all board at once, with no choice to make', () => {
    const s = removing();
    layTile(s, LAND, tileId('beach', 'boat'));
    const ids = [explorer(s, 0, 'land', LAND), explorer(s, 1, 'land', LAND), explorer(s, 1, 'land', LAND)];
    const { state, events } = play(s, 0, { type: 'removeTile', hex: LAND }, SERPENT_FACE);
    expect(state.pending).toBeNull();
    const [launch] = eventsOf(events, 'boatLaunched');
    expect(launch!.aboard).toEqual(ids);
    expect(state.boats[launch!.boat]!.passengers).toEqual(ids);
    expect(eventsOf(events, 'boarderChosen')).toEqual([]);
    expect(eventsOf(events, 'dieRolled')).toHaveLength(1);
  });

  it('S6 boat: with more than 3 swimmers the remover chooses who boards, one at a time', () => {
    const s = removing();
    layTile(s, LAND, tileId('beach', 'boat'));
    const ids = [explorer(s, 0, 'land', LAND), explorer(s, 1, 'land', LAND), explorer(s, 1, 'land', LAND), explorer(s, 0, 'land', LAND)];
    const { state } = play(s, 0, { type: 'removeTile', hex: LAND });
    expect(state.pending).toMatchObject({ kind: 'boarders', hex: LAND });
    expect(survive.activeSeats(state)).toEqual([0]);
    expect(survive.legalActions(state, 0)).toEqual([...ids].sort((a, b) => a - b).map((explorer) => ({ type: 'chooseBoarder', explorer })));
    expect(refuse(state, 0, { type: 'pass' })).toBe('NOT_OPTIONAL');
    let t = play(state, 0, { type: 'chooseBoarder', explorer: ids[3]! }).state;
    t = play(t, 0, { type: 'chooseBoarder', explorer: ids[1]! }).state;
    expect(refuse(t, 0, { type: 'chooseBoarder', explorer: ids[1]! })).toBe('NOT_A_CANDIDATE');
    const last = play(t, 0, { type: 'chooseBoarder', explorer: ids[2]! }, SERPENT_FACE);
    expect(last.state.pending).toBeNull();
    expect(last.state.explorers[ids[0]!]!.status).toBe('sea');
    expect(eventsOf(last.events, 'dieRolled')).toHaveLength(1);
  });

  it('S6 whirlpool: everything in the space and the adjacent sea spaces leaves the game; land is untouched; two spaces away is safe', () => {
    const s = removing();
    layTile(s, LAND, tileId('forest', 'whirlpool'));
    layTile(s, h(3, 5), tileId('forest', 'boat'));
    sinkAll(s, 'beach');
    const fallen = explorer(s, 0, 'land', LAND);
    const onLand = explorer(s, 1, 'land', h(3, 5));
    const swimmer = explorer(s, 1, 'sea', h(2, 4));
    const b = boat(s, h(2, 3));
    const aboard = explorer(s, 1, 'boat', h(2, 3), 1, b);
    const shark = creature(s, 'shark', h(3, 3));
    const far = explorer(s, 1, 'sea', h(1, 4));
    const { state, events } = play(s, 0, { type: 'removeTile', hex: LAND }, SERPENT_FACE);
    expect(state.explorers[fallen]!.status).toBe('dead');
    expect(state.explorers[swimmer]!.status).toBe('dead');
    expect(state.explorers[aboard]!.status).toBe('dead');
    expect(state.boats[b]!.status).toBe('gone');
    expect(state.creatures[shark]!.status).toBe('gone');
    expect(state.explorers[onLand]!.status).toBe('land');
    expect(state.explorers[far]!.status).toBe('sea');
    expect(eventsOf(events, 'whirlpool')[0]!.area).toContain(h(2, 4));
  });

  it('S6 volcano: the game ends at once (S7.1)', () => {
    const s = removing();
    layTile(s, LAND, tileId('mountain', 'volcano'));
    sinkAll(s, 'beach');
    sinkAll(s, 'forest');
    const e = explorer(s, 0, 'sea', h(2, 4), 6);
    const rest = s.land.flatMap((land, hex) => (land && hex !== LAND ? [hex] : []));
    const { state, events } = play(s, 0, { type: 'removeTile', hex: LAND });
    expect(survive.isOver(state)).toBe(true);
    expect(state.endReason).toBe('volcano');
    expect(state.explorers[e]!.status).toBe('dead');
    expect(eventsOf(events, 'volcano')).toEqual([{ type: 'volcano', hex: LAND, destroyed: rest }]);
    expect(survive.result(state)).toEqual({ scores: [0, 0], winners: [0, 1] });
    expect(eventsOf(events, 'dieRolled')).toEqual([]);
  });
});
