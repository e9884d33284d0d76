/** The helpers of `@tabula/clockwork-empire/testing` say what a test did wrong in its own terms. */
import { describe, expect, it } from 'vitest';
import { PROVISIONAL_SET } from '@tabula/clockwork-empire';
import { play, position, PositionError, turnOf } from '@tabula/clockwork-empire/testing';

describe("the testing helpers' mistakes are said in the test's terms, never as fields settle derives", () => {
  it('C1.1 turnOf with more dice than a player has, or a face no die shows', () => {
    expect(() => position(3, (s) => turnOf(s, 0, [1, 2, 3, 4, 5, 6, 1]))).toThrow(new PositionError('turnOf: seat 0 rolls 7 dice, but a player has 6 (C1.1)'));
    expect(() => position(3, (s) => turnOf(s, 0, [2, 7, 1]))).toThrow(new PositionError('turnOf: faces[1] is 7, but a die shows 1 to 6'));
  });

  it('C3.1(3) machine gods held remove dice: too many for the dice rolled is said with where each die is, not as a count of white dice below zero', () => {
    const gods = PROVISIONAL_SET.gods.slice(0, 5).map((g) => g.id);
    expect(() => position(3, (s) => (s.seats[0]!.gods = gods))).toThrow(
      new PositionError('position: seat 0\'s dice are 3 rolled, 0 on privilege slots, 5 removed by the 5 machine gods it holds (C3.1(3)): 8 in all, but a player has 6 (C1.1)'),
    );
    expect(() => position(3, (s) => (s.seats[1]!.gods = gods.concat(PROVISIONAL_SET.gods.slice(5, 7).map((g) => g.id))))).toThrow(
      new PositionError("position: seat 1's dice are 3 on the white spaces, 0 on privilege slots, 7 removed by the 7 machine gods it holds (C3.1(3)): 10 in all, but a player has 6 (C1.1)"),
    );
  });

  it('play with a forced face the action does not roll: BAD_FORCED_DRAWS naming the action and the face left over', () => {
    const s = position(3, (s) => turnOf(s, 0, [2, 4, 5]));
    expect(() => play(s, 0, { type: 'keep', die: 0 }, 6)).toThrow(
      `{"type":"keep","die":0} rejected: BAD_FORCED_DRAWS: seat 0's {"type":"keep","die":0} drew none of the 1 value forced for it [6]: [6] left over. Forced draws are for the next action only: force exactly the draws it makes`,
    );
  });
});
