/** The helpers of `@tabula/survive/testing` say what a test did wrong in its own terms. */
import { describe, expect, it } from 'vitest';
import { boat, explorer, h, play, position } from '@tabula/survive/testing';

describe("the testing helpers' mistakes are said in the test's terms, never as fields a state derives", () => {
  it('S3.5 a fourth explorer aboard: the helper refuses it, naming the boat and who is aboard (not `$.boats[0].passengers` at play)', () => {
    const s = position({ step: 'move' });
    const b = boat(s, h(2, 6));
    const aboard = [0, 1, 2].map(() => explorer(s, 0, 'boat', 0, undefined, b));
    expect(() => explorer(s, 0, 'boat', 0, undefined, b)).toThrow(new RangeError(`boat ${b} already carries 3 explorers (${aboard.join(', ')}): a boat holds 3 (S3.5)`));
  });

  it('S3.5 a second boat on a sea space: the helper refuses it, naming the boat there', () => {
    const s = position({ step: 'move' });
    const first = boat(s, h(2, 6));
    expect(() => boat(s, h(2, 6))).toThrow(new RangeError(`hex ${h(2, 6)} has boat ${first} already: a sea space holds one boat (S3.5)`));
  });

  it('S1.4 a boat from an empty supply: the helper says the supply is empty, not "no boat -1"', () => {
    const s = position({ step: 'move' });
    for (const b of s.boats) b.status = 'gone'; // sunk
    expect(() => boat(s, h(2, 6))).toThrow(new RangeError('no boat left in the supply: all 12 are on the board or destroyed'));
  });

  it('play with a forced face the action does not roll: BAD_FORCED_DRAWS naming the action and the face left over', () => {
    const s = position({ step: 'move', serpents: false });
    explorer(s, 0, 'land', h(3, 4));
    expect(() => play(s, 0, { type: 'pass' }, 5)).toThrow(
      `{"type":"pass"} rejected: BAD_FORCED_DRAWS: seat 0's {"type":"pass"} drew none of the 1 value forced for it [5]: [5] left over. Forced draws are for the next action only: force exactly the draws it makes`,
    );
  });
});
