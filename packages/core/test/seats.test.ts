import { describe, expect, it } from 'vitest';
import { leaders, nextSeat, rankGroups, seatsFrom } from '../src/index';

describe('seat helpers', () => {
  it('nextSeat wraps around', () => {
    expect([0, 1, 2].map((s) => nextSeat(s, 3))).toEqual([1, 2, 0]);
  });
  it('seatsFrom lists every seat from a start', () => {
    expect(seatsFrom(2, 4)).toEqual([2, 3, 0, 1]);
    expect(seatsFrom(0, 2)).toEqual([0, 1]);
  });
  it('rankGroups groups ties, highest first, and drops seats below min', () => {
    expect(rankGroups([3, 5, 3, 0], { min: 1 })).toEqual([[1], [0, 2]]);
    expect(rankGroups([0, 0], { min: 1 })).toEqual([]);
    expect(rankGroups([2, 2, 1])).toEqual([[0, 1], [2]]);
  });
  it('rankGroups keeps the given order inside a tie', () => {
    expect(rankGroups([4, 1, 4, 4], { order: seatsFrom(2, 4) })).toEqual([[2, 3, 0], [1]]);
  });
  it('leaders are the top group, or nobody', () => {
    expect(leaders([1, 3, 3])).toEqual([1, 2]);
    expect(leaders([0, 0, 0], 1)).toEqual([]);
  });
});
