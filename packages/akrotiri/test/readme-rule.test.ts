import { describe, expect, it } from 'vitest';
import { cubes, play, position, refuse, tiles } from '@tabula/akrotiri/testing';

describe('K5.2 load', () => {
  it('K5.2 up to 3 cubes of the boat’s island are one action; a 4th does not fit', () => {
    // A tile north of Thera (its dock 0,-2:y), 4 cubes on its NE piece; seat 0's boat at the dock.
    const s = position({ board: tiles(['ladderFoot', 0, -2]), cubes: cubes(0, -2, 'NE', 'red', 4), seats: [{ boat: '0,-2:y' }] });
    let state = s;
    for (let i = 0; i < 3; i++) state = play(state, 0, { type: 'load', color: 'red' }).state;
    expect(state.seats[0]!.cargo).toEqual(['red', 'red', 'red']);
    expect(state.turn!.used).toBe(1);
    expect(refuse(state, 0, { type: 'load', color: 'red' })).toBe('BOAT_FULL');
  });
});
