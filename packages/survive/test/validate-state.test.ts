/** validateState: every law of a consistent state, one test per kind of broken state. */
import { describe, expect, it } from 'vitest';
import { survive, validateState, type SurviveState } from '../src/index';
import { boat, creature, explorer, gameOver, give, h, layTile, play, position, RESERVE_HEX, tileId } from '@tabula/survive/testing';

/** A consistent position with a bit of everything: seat 0 to move, a boat with passengers, swimmers, creatures, a tile in hand. */
function sample(): SurviveState {
  const s = position({ players: 3, step: 'move' });
  const b = boat(s, h(2, 4));
  explorer(s, 0, 'boat', h(2, 4), 6, b);
  explorer(s, 1, 'boat', h(2, 4), 1, b);
  explorer(s, 0, 'land', h(3, 5));
  explorer(s, 2, 'sea', h(1, 4));
  explorer(s, 1, 'saved', h(2, 0));
  creature(s, 'shark', h(12, 8));
  give(s, 1, tileId('beach', 'dolphin'));
  return s;
}

/** The paths of the problems found in `s` after `patch`. */
function problems(patch: (s: SurviveState & Record<string, unknown>) => void): string[] {
  const s = structuredClone(sample()) as SurviveState & Record<string, unknown>;
  patch(s);
  return validateState(s).map((p) => p.path);
}

describe('validateState accepts consistent states', () => {
  it('S1 a new game, its JSON copy, and a rich position in play', () => {
    const s = survive.setup({ players: 4, seed: 'v' });
    expect(validateState(s)).toEqual([]);
    expect(validateState(JSON.parse(JSON.stringify(s)))).toEqual([]);
    expect(validateState(sample())).toEqual([]);
  });

  it('S1 core\'s part too: another game, a broken RNG', () => {
    expect(validateState({ ...sample(), game: 'atlandice' }).map((p) => p.path)).toEqual(['$.game']);
    expect(validateState({ ...sample(), rng: { c: 'x' } }).map((p) => p.path)).toContain('$.rng.c');
    expect(validateState(null).map((p) => p.path)).toEqual(['$']);
  });
});

describe('validateState refuses each kind of broken state', () => {
  it('S1.1 shape: a missing field, an unknown field, a field of the wrong type', () => {
    expect(problems((s) => delete (s as Record<string, unknown>).swam)).toContain('$.swam');
    expect(problems((s) => (s.extra = 1))).toContain('$.extra');
    expect(problems((s) => ((s as Record<string, unknown>).board = {}))).toContain('$.board');
    expect(problems((s) => delete (s.explorers[0] as unknown as Record<string, unknown>).isle)).toContain('$.explorers[0].isle');
    expect(problems((s) => ((s.options as Record<string, unknown>).fast = true))).toContain('$.options.fast');
    expect(problems((s) => ((s.pending as unknown) = 'boarders'))).toContain('$.pending');
  });

  it('S3.1, S9 range: points, hexes, tile ids, values and counts out of range', () => {
    expect(problems((s) => (s.movesLeft = 4))).toContain('$.movesLeft');
    expect(problems((s) => (s.explorers[1]!.hex = 133))).toContain('$.explorers[1].hex');
    expect(problems((s) => (s.hands[1]![0] = 40))).toContain('$.hands[1][0]');
    expect(problems((s) => (s.explorers[3]!.value = 7))).toContain('$.explorers[3].value');
    expect(problems((s) => (s.kills[0] = -1))).toContain('$.kills[0]');
    expect(problems((s) => (s.current = 3))).toContain('$.current');
    expect(problems((s) => (s.options.roundLimit = 0))).toContain('$.options.roundLimit');
  });

  it('S3.5 references: aboard a boat that does not carry it, a passenger elsewhere, a swimmer on land, a swim of another seat', () => {
    const s = sample();
    const aboard = s.boats[0]!.passengers[0]!;
    expect(problems((t) => (t.boats[0]!.passengers = t.boats[0]!.passengers.slice(1)))).toContain(`$.explorers[${aboard}].boat`);
    expect(problems((t) => (t.explorers[aboard]!.hex = h(2, 5)))).toContain('$.boats[0].passengers[0]');
    const swimmer = s.explorers.findIndex((e) => e.status === 'sea');
    expect(problems((t) => (t.explorers[swimmer]!.hex = h(3, 4)))).toContain(`$.explorers[${swimmer}].hex`);
    expect(problems((t) => (t.swam = [swimmer]))).toContain('$.swam[0]');
    expect(problems((t) => (t.boats[1] = { status: 'board', hex: h(2, 4), passengers: [] }))).toContain('$.boats[1].hex');
    expect(problems((t) => (t.creatures[6] = { kind: 'shark', status: 'board', hex: h(3, 4) }))).toContain('$.creatures[6].hex');
  });

  it('S1.1 conservation: a tile twice or missing, an explorer\'s value changed, creatures out of order, a serpent in the supply', () => {
    expect(problems((s) => s.discard.push(s.hands[1]![0]!))).toContain('$.discard[0]');
    expect(problems((s) => s.hands[1]!.pop())).toContain('$.board');
    expect(problems((s) => (s.explorers[0]!.value = 6))).toContain('$.unplaced[0]');
    expect(problems((s) => (s.creatures[0] = { kind: 'shark', status: 'gone', hex: null }))).toContain('$.creatures[0].kind');
    expect(problems((s) => (s.creatures[0] = { kind: 'seaSerpent', status: 'supply', hex: null }))).toContain('$.creatures[0].status');
    expect(problems((s) => (s.explorers = s.explorers.slice(0, -1)))).toContain('$.unplaced[2]');
  });

  it('S4.2 tiles: a green back in a hand, land without a tile, a tile off the island slots', () => {
    expect(problems((s) => give(s, 0, tileId('beach', 'shark')))).toContain('$.hands[0][0]');
    expect(problems((s) => (s.land[h(2, 4)] = true))).toContain('$.land[' + h(2, 4) + ']');
    expect(problems((s) => {
      const t = s.board[h(3, 4)]!;
      s.board[h(3, 4)] = null;
      s.land[h(3, 4)] = false;
      s.board[h(0, 2)] = t;
      s.land[h(0, 2)] = true;
    })).toContain(`$.board[${h(0, 2)}]`);
  });

  it('S2 the decision owed: a step that waits on nothing, a die rolled outside step 4, a stale pending decision', () => {
    // Step 2 for a seat with nothing to move: seat 2, its only swimmer dead (S2).
    expect(
      problems((s) => {
        s.current = 2;
        s.turn = 3;
        s.explorers.find((e) => e.status === 'sea')!.status = 'dead';
      }),
    ).toContain('$.step');
    // Step 1 without a tile in hand (S2).
    expect(problems((s) => (s.step = 'tile'))).toContain('$.step');
    // Step 4 without a creature of the rolled kind able to move (S5.1).
    expect(problems((s) => ((s.step = 'creature'), (s.rolled = 'whale')))).toContain('$.rolled');
    expect(problems((s) => (s.rolled = 'shark'))).toContain('$.rolled');
    // Boarders chosen without enough swimmers waiting (S6).
    expect(problems((s) => ((s.step = 'remove'), (s.pending = { kind: 'boarders', boat: 0, hex: h(2, 4) })))).toContain('$.pending');
    // A defence for a seat whose explorers are not threatened, or that holds no tile (S6).
    expect(
      problems((s) => {
        s.step = 'creature';
        s.pending = { kind: 'defence', attack: 'shark', creature: 5, hex: h(12, 8), seats: [1] };
      }),
    ).toContain('$.pending.seats[0]');
  });

  it('S2 the turn: seats take turns from seat 0; setup has not begun it; a game over has its reason', () => {
    expect(problems((s) => (s.turn = 2))).toContain('$.current');
    const setup = survive.setup({ players: 2, seed: 'v' }) as SurviveState;
    expect(validateState({ ...setup, turn: 1 }).map((p) => p.path)).toContain('$.phase');
    expect(validateState({ ...setup, hands: [[tileId('beach', 'dolphin')], []], board: setup.board.map((t) => (t === tileId('beach', 'dolphin') ? null : t)) }).length).toBeGreaterThan(0);
    expect(problems((s) => (s.phase = 'over'))).toContain('$.endReason');
    expect(problems((s) => ((s.phase = 'over'), (s.endReason = 'islandSunk')))).toContain('$.endReason');
  });

  it('S7.1 a game the volcano ended has no terrain tile left and no explorer on land, aboard or swimming', () => {
    const over = structuredClone(sample());
    gameOver(over);
    expect(validateState(over)).toEqual([]);
    // A tile still on the island.
    const tile = structuredClone(over);
    tile.board[h(3, 4)] = tile.discard.pop()!;
    tile.land[h(3, 4)] = true;
    expect(validateState(tile).map((p) => p.path)).toEqual(['$.board']);
    // An explorer still swimming.
    const swimmer = structuredClone(over);
    swimmer.explorers[swimmer.explorers.findIndex((e) => e.status === 'dead' && e.hex !== RESERVE_HEX)]!.status = 'sea';
    expect(validateState(swimmer).map((p) => p.path)).toEqual(['$.explorers']);
  });

  it('S8 options: combinations setup refuses', () => {
    expect(problems((s) => (s.options.twoColours = true))).toContain('$.options.twoColours');
    expect(problems((s) => ((s.options.toTheLast = true), (s.options.atlantisSubmerged = true)))).toContain('$.options.atlantisSubmerged');
  });
});

describe('the position builders make states validateState accepts', () => {
  it('S2 position() alone, and at each step with what that step waits on', () => {
    expect(validateState(position())).toEqual([]);
    expect(validateState(position({ players: 4, options: { twoColours: false, overpopulated: true } }))).toEqual([]);
    expect(validateState(position({ players: 2, options: { twoColours: true }, seat: 1 }))).toEqual([]);
    const moving = position({ step: 'move' });
    explorer(moving, 0, 'land', h(3, 4));
    expect(validateState(moving)).toEqual([]);
    const holding = position({ step: 'tile', seat: 1, players: 3 });
    give(holding, 1, tileId('forest', 'killWhale'));
    expect(validateState(holding)).toEqual([]);
    const rolling = position({ step: 'creature', rolled: 'whale', serpents: false });
    creature(rolling, 'whale', h(1, 3));
    expect(validateState(rolling)).toEqual([]);
  });

  it('S1.1 every piece builder, layTile and gameOver keep the position consistent', () => {
    const s = position({ step: 'move', serpents: false });
    const b = boat(s, h(2, 4));
    explorer(s, 0, 'boat', h(2, 4), 3, b);
    explorer(s, 1, 'sea', h(2, 5));
    explorer(s, 1, 'saved', h(11, 10), 6);
    explorer(s, 0, 'dead', h(1, 1));
    creature(s, 'seaSerpent', h(6, 5));
    layTile(s, h(3, 4), tileId('mountain', 'volcano'));
    give(s, 1, tileId('beach', 'winds'));
    expect(validateState(s)).toEqual([]);
    expect(s.explorers.filter((e) => e.hex === RESERVE_HEX && e.status === 'dead')).toHaveLength(16);
    const over = structuredClone(s);
    gameOver(over);
    expect(validateState(over)).toEqual([]);
    // And the states play on.
    expect(validateState(play(s, 0, { type: 'pass' }).state)).toEqual([]);
  });
});
