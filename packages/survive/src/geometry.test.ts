import { describe, it, expect } from 'vitest';
import { SAFE_ISLE_NAMES } from './data/board';
import {
  CENTRE_INDEX,
  HEX_COUNT,
  LAND_SLOT_INDICES,
  SAFE_ISLE_HEXES,
  SEA_AT_START,
  SEA_SERPENT_START_INDICES,
  STARTING_BOAT_SPACES,
  coastalLandSlots,
  distance,
  hexIndex,
  hexOf,
  isCoastal,
  isHexIndex,
  isLandSlot,
  isSea,
  landAtStart,
  landNeighbours,
  neighbours,
  safeIsleOf,
  seaDistances,
  seaNeighbours,
  seaWithin,
  type HexIndex,
} from './geometry';

/** The index of an on-board `[row, col]`; fails the test if off the board. */
function at(row: number, col: number): HexIndex {
  const index = hexIndex(row, col);
  if (index === undefined) throw new Error(`(${row},${col}) is off the board`);
  return index;
}

const all: HexIndex[] = Array.from({ length: HEX_COUNT }, (_, i) => i);
const coords = (hexes: readonly HexIndex[]): [number, number][] => hexes.map((h) => [...hexOf(h)]);

/** Breadth-first steps from `from` over `neighbours`, entering only hexes `open` allows. */
function bfs(from: HexIndex, open: (h: HexIndex) => boolean = () => true): Map<HexIndex, number> {
  const steps = new Map([[from, 0]]);
  const queue = [from];
  for (let i = 0; i < queue.length; i++) {
    const h = queue[i] as HexIndex;
    for (const n of neighbours(h)) {
      if (!steps.has(n) && open(n)) {
        steps.set(n, (steps.get(h) as number) + 1);
        queue.push(n);
      }
    }
  }
  return steps;
}

function landWithout(...removed: [number, number][]): boolean[] {
  const land = landAtStart();
  for (const [r, c] of removed) land[at(r, c)] = false;
  return land;
}

describe('hex indices (S9)', () => {
  it('S9 133 playable hexes, 93 sea at start', () => {
    expect(HEX_COUNT).toBe(133);
    expect(SEA_AT_START).toHaveLength(93);
    expect(all.filter((h) => !isLandSlot(h))).toEqual(SEA_AT_START);
    expect(LAND_SLOT_INDICES).toHaveLength(40);
  });

  it('S9 indices are dense and row-major: (0,2) is 0, (1,1) is 7, (12,8) is 132', () => {
    expect(at(0, 2)).toBe(0);
    expect(at(0, 8)).toBe(6);
    expect(at(1, 1)).toBe(7);
    expect(at(12, 8)).toBe(132);
    for (const h of all) expect(at(...hexOf(h))).toBe(h);
  });

  it('S9 hexes off the board have no index', () => {
    for (const [r, c] of [[0, 1], [0, 9], [1, 0], [5, 12], [12, 9], [13, 5], [-1, 5], [6, -1], [2.5, 3], [3, 3.5]] as const) {
      expect(hexIndex(r, c), `(${r},${c})`).toBeUndefined();
    }
  });

  it('S9 bad indices are refused', () => {
    expect(isHexIndex(0)).toBe(true);
    expect(isHexIndex(132)).toBe(true);
    for (const bad of [-1, 133, 1.5, Number.NaN, '3', null]) expect(isHexIndex(bad)).toBe(false);
    expect(() => hexOf(133)).toThrow(RangeError);
    expect(() => neighbours(-1)).toThrow(RangeError);
  });
});

describe('adjacency and distance (S9)', () => {
  it('S9 even row neighbours of (6,5): (5,5) (5,6) (6,4) (6,6) (7,5) (7,6)', () => {
    expect(coords(neighbours(at(6, 5)))).toEqual([[5, 5], [5, 6], [6, 4], [6, 6], [7, 5], [7, 6]]);
  });

  it('S9 odd row neighbours of (5,5): (4,4) (4,5) (5,4) (5,6) (6,4) (6,5)', () => {
    expect(coords(neighbours(at(5, 5)))).toEqual([[4, 4], [4, 5], [5, 4], [5, 6], [6, 4], [6, 5]]);
  });

  it('S9 board edge: corner (0,2) has 3 neighbours, (5,0) has 3, (5,11) has 3', () => {
    expect(coords(neighbours(at(0, 2)))).toEqual([[0, 3], [1, 2], [1, 3]]);
    expect(coords(neighbours(at(5, 0)))).toEqual([[4, 0], [5, 1], [6, 0]]);
    expect(coords(neighbours(at(5, 11)))).toEqual([[4, 10], [5, 10], [6, 10]]);
  });

  it('S9 neighbour symmetry: b in N(a) iff a in N(b)', () => {
    for (const a of all) for (const b of all) expect(neighbours(b).includes(a)).toBe(neighbours(a).includes(b));
  });

  it('S9 neighbour lists: 3 to 6 hexes, ascending, no self; 356 adjacent pairs, 93 hexes with 6', () => {
    let degrees = 0;
    for (const a of all) {
      const n = neighbours(a);
      expect(n.length).toBeGreaterThanOrEqual(3);
      expect(n.length).toBeLessThanOrEqual(6);
      expect([...n].sort((x, y) => x - y)).toEqual(n);
      expect(new Set(n).size).toBe(n.length);
      expect(n).not.toContain(a);
      degrees += n.length;
    }
    expect(degrees / 2).toBe(356);
    expect(all.filter((a) => neighbours(a).length === 6)).toHaveLength(93);
  });

  it('S9 distance equals breadth-first steps over neighbours, for every pair', () => {
    for (const a of all) {
      const steps = bfs(a);
      for (const b of all) expect(distance(a, b)).toBe(steps.get(b));
    }
  });

  it('S9 distance is 1 exactly between neighbours', () => {
    for (const a of all) for (const b of all) expect(distance(a, b) === 1).toBe(neighbours(a).includes(b));
  });
});

describe('the board at the start (S9, S1)', () => {
  it('S9 centre (6,5) sea and walled in by land', () => {
    expect(CENTRE_INDEX).toBe(at(6, 5));
    expect(isLandSlot(CENTRE_INDEX)).toBe(false);
    expect(neighbours(CENTRE_INDEX).every(isLandSlot)).toBe(true);
    expect(seaNeighbours(CENTRE_INDEX, landAtStart())).toEqual([]);
  });

  it('S9 28 land slots touch the sea', () => {
    const coast = coastalLandSlots(landAtStart());
    expect(coast).toHaveLength(28);
    // the 12 inner tiles touch only land
    const inner = LAND_SLOT_INDICES.filter((h) => !coast.includes(h));
    expect(inner.every((h) => neighbours(h).every(isLandSlot))).toBe(true);
    expect(coast.every((h) => neighbours(h).some((n) => !isLandSlot(n)))).toBe(true);
  });

  it('S1.4 28 legal starting boat spaces: sea beside a tile, no sea serpent', () => {
    expect(STARTING_BOAT_SPACES).toHaveLength(28);
    const besideLand = SEA_AT_START.filter((h) => neighbours(h).some(isLandSlot));
    // 29 sea hexes touch the island; the centre is the one a serpent holds
    expect(besideLand).toHaveLength(29);
    expect(besideLand.filter((h) => !STARTING_BOAT_SPACES.includes(h))).toEqual([CENTRE_INDEX]);
    expect(STARTING_BOAT_SPACES.some((h) => SEA_SERPENT_START_INDICES.includes(h))).toBe(false);
  });

  it('S9 5 sea serpents start on sea: the centre and 4 isle-adjacent hexes', () => {
    expect(coords(SEA_SERPENT_START_INDICES)).toEqual([[1, 1], [2, 10], [6, 5], [10, 0], [11, 10]]);
    expect(SEA_SERPENT_START_INDICES.filter((h) => safeIsleOf(h) !== undefined)).toHaveLength(4);
  });

  it('S9 every isle-adjacent hex is 7 steps from the centre, and no hex is farther', () => {
    const touching = SAFE_ISLE_NAMES.flatMap((isle) => SAFE_ISLE_HEXES[isle]);
    expect(touching).toHaveLength(8);
    for (const h of touching) expect(distance(CENTRE_INDEX, h)).toBe(7);
    expect(all.filter((h) => distance(CENTRE_INDEX, h) >= 7).sort((a, b) => a - b)).toEqual(
      [...touching].sort((a, b) => a - b),
    );
  });

  it('S3.3 safeIsleOf names the isle beside each touching hex and no other', () => {
    expect(safeIsleOf(at(1, 1))).toBe('NW');
    expect(safeIsleOf(at(2, 0))).toBe('NW');
    expect(safeIsleOf(at(1, 10))).toBe('NE');
    expect(safeIsleOf(at(2, 10))).toBe('NE');
    expect(safeIsleOf(at(10, 0))).toBe('SW');
    expect(safeIsleOf(at(11, 1))).toBe('SW');
    expect(safeIsleOf(at(10, 10))).toBe('SE');
    expect(safeIsleOf(at(11, 10))).toBe('SE');
    expect(all.filter((h) => safeIsleOf(h) !== undefined)).toHaveLength(8);
  });

  it('S1.2 landAtStart marks exactly the 40 land slots, in a fresh array', () => {
    const land = landAtStart();
    expect(land).toHaveLength(133);
    expect(all.filter((h) => land[h])).toEqual(LAND_SLOT_INDICES);
    land[LAND_SLOT_INDICES[0] as HexIndex] = false;
    expect(landAtStart().filter(Boolean)).toHaveLength(40);
  });
});

describe('the shrinking island (S4, S3, S5)', () => {
  it('S4.2 a removed tile leaves a sea space', () => {
    const land = landWithout([3, 4]);
    expect(isSea(at(3, 4), land)).toBe(true);
    expect(isSea(at(3, 5), land)).toBe(false);
    expect(isSea(at(2, 4), land)).toBe(true);
  });

  it('S4.1 the coast moves inward: removing (3,4) makes inner (4,4) coastal', () => {
    const before = landAtStart();
    expect(isCoastal(at(4, 4), before)).toBe(false);
    expect(isCoastal(at(3, 4), before)).toBe(true);
    const after = landWithout([3, 4]);
    expect(isCoastal(at(4, 4), after)).toBe(true);
    expect(isCoastal(at(3, 4), after)).toBe(false);
    const coast = coastalLandSlots(after);
    expect(coast).toContain(at(4, 4));
    expect(coast).not.toContain(at(3, 4));
    expect(coast).toHaveLength(28);
  });

  it('S4.1 once all 28 coastal tiles are gone, the 12 inner tiles form the coast', () => {
    const land = landAtStart();
    const firstCoast = coastalLandSlots(land);
    for (const h of firstCoast) land[h] = false;
    const coast = coastalLandSlots(land);
    expect(coast).toHaveLength(12);
    expect(coast.some((h) => firstCoast.includes(h))).toBe(false);
  });

  it('S4.1 a sunken island has no coast', () => {
    const land = landAtStart();
    for (const h of LAND_SLOT_INDICES) land[h] = false;
    expect(coastalLandSlots(land)).toEqual([]);
  });

  it('S3.2 an explorer walks only to tiles still there', () => {
    const from = at(4, 4);
    expect(coords(landNeighbours(from, landAtStart()))).toEqual([[3, 4], [3, 5], [4, 3], [4, 5], [5, 4], [5, 5]]);
    expect(coords(landNeighbours(from, landWithout([3, 4], [5, 5])))).toEqual([[3, 5], [4, 3], [4, 5], [5, 4]]);
    expect(coords(seaNeighbours(from, landWithout([3, 4], [5, 5])))).toEqual([[3, 4], [5, 5]]);
  });

  it('S5.1 the centre serpent is trapped until a tile beside it is removed', () => {
    expect(seaWithin(CENTRE_INDEX, 3, landAtStart())).toEqual([]);
    const land = landWithout([5, 5]);
    expect(coords(seaNeighbours(CENTRE_INDEX, land))).toEqual([[5, 5]]);
    // (5,5)'s other neighbours are all land, so even a whale gets no farther
    expect(coords(seaWithin(CENTRE_INDEX, 3, land))).toEqual([[5, 5]]);
  });

  it('S5.1 creatures move through sea only: seaWithin matches a sea-only search', () => {
    const land = landWithout([3, 4], [4, 4], [5, 5], [7, 9]);
    const sea = (h: HexIndex): boolean => isSea(h, land);
    for (const from of [at(1, 1), at(2, 3), CENTRE_INDEX, at(6, 9), at(11, 10)]) {
      const steps = bfs(from, sea);
      for (const k of [1, 2, 3]) {
        const expected = all.filter((h) => h !== from && (steps.get(h) ?? Infinity) <= k);
        expect(seaWithin(from, k, land), `from ${hexOf(from).join(',')} k=${k}`).toEqual(expected);
        expect(expected.every(sea)).toBe(true);
      }
    }
    expect(seaWithin(at(1, 1), 3, landAtStart())).toHaveLength(15);
  });

  it('S5.1 [D] a move does not pass a hex where it must end', () => {
    const land = landAtStart();
    const from = at(1, 5);
    expect(seaWithin(from, 3, land, () => false)).toEqual(seaNeighbours(from, land));
    // a stop at (1,6) is still reached, but the way east through it is closed
    const stop = at(1, 6);
    const open = seaDistances(from, 3, land);
    const blocked = seaDistances(from, 3, land, (h) => h !== stop);
    expect([open[stop], blocked[stop]]).toEqual([1, 1]);
    expect([open[at(1, 7)], blocked[at(1, 7)]]).toEqual([2, 3]); // round by (0,5), (0,6)
    expect([open[at(1, 8)], blocked[at(1, 8)]]).toEqual([3, -1]);
  });

  it('S5.1 seaDistances: 0 at the start, -1 beyond the step limit', () => {
    const steps = seaDistances(at(1, 1), 1, landAtStart());
    expect(steps[at(1, 1)]).toBe(0);
    expect(all.filter((h) => steps[h] === 1)).toEqual(seaNeighbours(at(1, 1), landAtStart()));
    expect(all.filter((h) => (steps[h] as number) > 1)).toEqual([]);
  });

  it('S4 land presence must be indexed by hex', () => {
    expect(() => coastalLandSlots(new Array<boolean>(40).fill(true))).toThrow(RangeError);
  });
});
