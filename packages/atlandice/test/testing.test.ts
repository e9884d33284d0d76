/** The position builders of `@tabula/atlandice/testing`: every state they build is consistent. */
import { describe, expect, it } from 'vitest';
import { unfrozenPart } from '@tabula/core/testing';
import { atlandice, validateState } from '@tabula/atlandice';
import { board, dice, exhaust, fullBoard, play, position, row, STACKS, withTop } from '@tabula/atlandice/testing';

describe('position builds consistent states', () => {
  it('A1 the defaults: known stacks, start player 0, every district full, the submarine at the Machinery, all dice by the Black Market', () => {
    for (const players of [2, 3, 4] as const) {
      const s = position(players);
      expect(validateState(s)).toEqual([]);
      expect(s.stacks).toEqual(STACKS);
      expect(s.startPlayer).toBe(0);
      expect(s.sectors).toEqual(fullBoard());
      expect(s.submarine).toBe(4);
      expect(s.dice).toEqual(dice({ 6: s.diceTotal }));
      expect(s.outOfGame).toEqual([4, 4, 4, 4, 4]); // 12 − 5 on the district − 3 on the Black Market
      expect(unfrozenPart(s)).toBeUndefined();
    }
  });

  it('A4.1, A9.2 dice taken this round are derived from the visits made, in turn order from the start player', () => {
    const s = position(3, { startPlayer: 2, visitsMade: 4, dice: dice({ 1: 1, 6: 2 }) });
    expect(s.diceTakenBySeat).toEqual([1, 1, 2]);
    expect(s.diceThisRound).toEqual([1, 1, 2]);
    const two = position(2, { visitsMade: 5, dice: dice({ 6: 2 }) });
    expect(two.diceTakenBySeat).toEqual([3, 2]);
    expect(two.gaveToNeutral).toEqual([true, false]); // a seat that took all its dice gave one (A9.2)
    expect(two.diceThisRound).toEqual([2, 2, 1]);
    expect(validateState(two)).toEqual([]);
  });

  it('A5.6 exhausted categories: the flags, no resources of the type anywhere by default, the tiles lost', () => {
    const s = position(4, { stacks: exhaust(2, 5) });
    expect(s.exhausted).toEqual([false, true, false, false, true]);
    expect(s.sectors[5]).toEqual(row({ gem: 3, provisions: 3, tool: 3 }));
    expect(s.outOfGame).toEqual([4, 12, 4, 4, 12]);
    expect(s.tilesLost).toEqual(['L1', 'L2', 'L3', 'F1', 'F2', 'F3']);
    const won = position(3, { tilesWon: [['J1'], [], ['F3']] });
    expect(won.stacks).toEqual([['J2', 'J3'], ...STACKS.slice(1, 4), ['F1', 'F2']]);
    expect(validateState(won)).toEqual([]);
  });

  it('A6.3 a Donation: every visit made, the donors from the first seat able to pay', () => {
    const s = position(3, { phase: 'donation', clock: 5, startPlayer: 1, dice: dice({ 6: 1 }), stock: [row({ gem: 2 }), row({ gem: 1 }), row({ book: 3 })] });
    expect(s.visitsMade).toBe(6);
    expect(s.donors).toEqual([2, 0]);
    expect(atlandice.activeSeats(s)).toEqual([2]);
  });

  it('the patch wins over every default, and withTop puts a tile on top of its category', () => {
    const s = position(3, { stacks: withTop('J3', 'M2'), sectors: board({ 1: { gem: 2 } }), submarine: 6, clock: 7 });
    expect(s.stacks[0]).toEqual(['J3', 'J1', 'J2']);
    expect(s.stacks[3]).toEqual(['M2', 'M1', 'M3']);
    expect(s.submarine).toBe(6);
    expect(s.clock).toBe(7);
    expect(s.outOfGame).toEqual([10, 12, 12, 12, 12]);
  });

  it('play applies an action with forced dice, and throws with the rejection when it is refused', () => {
    const s = position(3, { dice: dice({ 5: 1, 6: 6 }) });
    const a = play(s, 0, { type: 'visit', sector: 5 });
    expect(play(a.state, 0, { type: 'take', sector: 5, resource: 'weapon' }, 2).events).toContainEqual({ type: 'effectRoll', holder: 0, tile: 'F1', face: 2, success: true });
    expect(() => play(a.state, 1, { type: 'take', sector: 5, resource: 'weapon' })).toThrow(/NOT_ACTIVE/);
  });

  it('play with a forced face the action does not roll: BAD_FORCED_DRAWS naming the action and the face left over', () => {
    const s = position(3, { dice: dice({ 5: 1, 6: 6 }) });
    expect(() => play(s, 0, { type: 'visit', sector: 5 }, 3)).toThrow(
      `{"type":"visit","sector":5} by seat 0 was refused: BAD_FORCED_DRAWS: seat 0's {"type":"visit","sector":5} drew none of the 1 value forced for it [3]: [3] left over. Forced draws are for the next action only: force exactly the draws it makes`,
    );
  });
});

describe("position's mistakes are said in the patch's terms, never as fields it derives", () => {
  it('A1.1 more of a resource put in play than the game has: how many, where, and the 12 there are', () => {
    const thrown = () => position(3, { sectors: board({ 4: { tool: 8 } }), stock: [row({ tool: 5 }), row(), row()] });
    expect(thrown).toThrow('position(3, …): 13 tools are put in play (8 on the sectors, 5 held by seat 0), but the game has 12 (A1.1)');
    expect(thrown).not.toThrow(/outOfGame/);
  });

  it('A1.1 resources held beside the default board: the message says fullBoard puts 8 of each in play, and how to make room', () => {
    expect(() => position(2, { stock: [row({ gem: 3 }), row({ gem: 2 }), row({ gem: 1 })] })).toThrow(
      'position(2, …): 14 gems are put in play (8 on the sectors, 3 held by seat 0, 2 held by seat 1, 1 held by the neutral player), but the game has 12 (A1.1): without sectors, position starts from fullBoard(), which has 8 of each on the sectors (5 in its district, 3 in the Black Market); pass sectors to make room',
    );
    expect(position(2, { stock: [row({ gem: 3 }), row({ gem: 1 }), row()] }).outOfGame[0]).toBe(0); // 8 + 4: exactly 12
  });

  it('A4.1, A6.3 a field given wrong is named as given, never through the fields derived from it (the dice, the donors)', () => {
    expect(() => position(3, { visitsMade: 7 })).toThrow(/^position\(3, …\) is not a consistent state: \$\.visitsMade: must be a whole number from 0 to 6, got 7$/);
    expect(() => position(3, { phase: 'donation' })).toThrow(/^position\(3, …\) is not a consistent state: \$\.clock: a Donation is under way, but the hand is not on a Donation space \(A6\.3\)$/);
  });

  it('a field given out of range beside too many of a resource: both are said, the derived count of those out of the game is not', () => {
    const thrown = () => position(3, { sectors: board({ 1: { gem: 13 } }) });
    expect(thrown).toThrow('position(3, …) is not a consistent state: $.sectors[0][0]: must be a whole number from 0 to 12, got 13; 13 gems are put in play (13 on the sectors), but the game has 12 (A1.1)');
    expect(thrown).not.toThrow(/outOfGame/);
  });
});
