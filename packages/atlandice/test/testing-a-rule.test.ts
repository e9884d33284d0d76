import { describe, expect, it } from 'vitest';
import { atlandice } from '@tabula/atlandice';
import { dice, play, position, withTop } from '@tabula/atlandice/testing';

describe('F1 the Forge', () => {
  it('F1 a roll of 2, 4 or 6 gives one more resource from the Forge', () => {
    const s = position(3, { stacks: withTop('F1'), dice: dice({ 5: 1, 6: 6 }) }); // seat 0 to visit
    const visited = play(s, 0, { type: 'visit', sector: 5 }).state;
    const { state, events } = play(visited, 0, { type: 'take', sector: 5, resource: 'weapon' }, 4); // the die shows 4
    expect(events).toContainEqual({ type: 'effectRoll', holder: 0, tile: 'F1', face: 4, success: true });
    expect(atlandice.legalActions(state, 0)).toEqual([{ type: 'take', sector: 5, resource: 'weapon' }]);
  });
});
