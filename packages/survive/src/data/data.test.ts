import { describe, it, expect } from 'vitest';
import { BOARD_SOURCE, CENTRE, LAND_SLOTS, ROW_COLUMNS, SAFE_ISLE_NAMES, SAFE_ISLES, SEA_SERPENT_STARTS, type Hex } from './board';
import {
  COMPONENT_COUNTS,
  CREATURE_DIE_FACES,
  CREATURE_MOVES,
  EXPLORER_VALUES,
  TERRAIN_COUNTS,
  TERRAIN_TILES,
  TERRAINS,
  TILE_BACK_CLASS,
  TILE_BACKS,
  TILE_MOVES,
  TILE_SOURCES,
  type TileBack,
  type TileBackClass,
} from './tiles';

const key = ([r, c]: Hex): string => `${r},${c}`;
const onBoard = ([r, c]: Hex): boolean => {
  const range = ROW_COLUMNS[r];
  return range !== undefined && c >= range[0] && c <= range[1];
};
const landKeys = new Set(LAND_SLOTS.map(key));
const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

describe('board data (S9)', () => {
  it('S9 13 rows whose column ranges hold 133 playable hexes', () => {
    expect(ROW_COLUMNS).toHaveLength(13);
    expect(sum(ROW_COLUMNS.map(([first, last]) => last - first + 1))).toBe(133);
  });

  it('S9 the board is symmetric top to bottom and left to right about the centre column', () => {
    ROW_COLUMNS.forEach(([first, last], row) => {
      expect(ROW_COLUMNS[12 - row]).toEqual([first, last]);
      // even rows sit half a hex right, so their midpoint is shifted by +0.5
      const mid = (first + last) / 2 + (row % 2 === 0 ? 0.5 : 0);
      expect(mid).toBe(5.5);
    });
  });

  it('S9 40 distinct land slots, all on the board, in row-major order', () => {
    expect(LAND_SLOTS).toHaveLength(40);
    expect(landKeys.size).toBe(40);
    expect(LAND_SLOTS.every(onBoard)).toBe(true);
    const order = LAND_SLOTS.map(([r, c]) => r * 100 + c);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('S1.2 one land slot per terrain tile', () => {
    expect(LAND_SLOTS).toHaveLength(sum(TERRAINS.map((t) => TERRAIN_COUNTS[t])));
  });

  it('S9 5 sea serpent starts: distinct sea hexes on the board, one at the centre (6,5)', () => {
    expect(new Set(SEA_SERPENT_STARTS.map(key)).size).toBe(5);
    expect(SEA_SERPENT_STARTS.every(onBoard)).toBe(true);
    expect(SEA_SERPENT_STARTS.some((h) => landKeys.has(key(h)))).toBe(false);
    expect(CENTRE).toEqual([6, 5]);
    expect(SEA_SERPENT_STARTS.map(key)).toContain(key(CENTRE));
  });

  it('S1.1 one sea serpent token per start hex', () => {
    expect(SEA_SERPENT_STARTS).toHaveLength(COMPONENT_COUNTS.seaSerpents);
  });

  it('S9 4 safe isles, each touching 2 sea hexes, 8 distinct in all', () => {
    expect([...SAFE_ISLE_NAMES].sort()).toEqual(Object.keys(SAFE_ISLES).sort());
    const touching = SAFE_ISLE_NAMES.flatMap((isle) => SAFE_ISLES[isle]);
    expect(new Set(touching.map(key)).size).toBe(8);
    expect(touching.every(onBoard)).toBe(true);
    expect(touching.some((h) => landKeys.has(key(h)))).toBe(false);
  });

  it('S9 board data is tagged [C], public re-creations', () => {
    expect(BOARD_SOURCE.tag).toBe('C');
    expect(BOARD_SOURCE.rules).toContain('S9');
  });
});

describe('tiles (S1.2, S6, S9)', () => {
  it('S1.2 40 terrain tiles: 16 beach, 16 forest, 8 mountain', () => {
    expect(TERRAIN_COUNTS).toEqual({ beach: 16, forest: 16, mountain: 8 });
    expect(TERRAIN_TILES).toHaveLength(40);
  });

  it('S4.1 terrain removal order: beach, forest, mountain', () => {
    expect(TERRAINS).toEqual(['beach', 'forest', 'mountain']);
  });

  it('S9 tile backs: every terrain column sums to its terrain count (16/16/8)', () => {
    for (const terrain of TERRAINS) {
      expect(sum(TILE_BACKS.map((e) => e.counts[terrain]))).toBe(TERRAIN_COUNTS[terrain]);
    }
    expect(TERRAINS.map((t) => sum(TILE_BACKS.map((e) => e.counts[t])))).toEqual([16, 16, 8]);
  });

  it('S6 12 distinct backs: 5 green, 5 red, 2 defence', () => {
    expect(new Set(TILE_BACKS.map((e) => e.back)).size).toBe(12);
    const kinds = (cls: TileBackClass): TileBack[] => TILE_BACKS.filter((e) => e.class === cls).map((e) => e.back);
    expect(kinds('green')).toEqual(['shark', 'whale', 'boat', 'whirlpool', 'volcano']);
    expect(kinds('red')).toEqual(['dolphin', 'winds', 'moveSeaSerpent', 'moveShark', 'moveWhale']);
    expect(kinds('defence')).toEqual(['killShark', 'killWhale']);
  });

  it('S6 tile classes by count: 22 green, 12 red, 6 defence', () => {
    const byClass = { green: 0, red: 0, defence: 0 };
    for (const tile of TERRAIN_TILES) byClass[TILE_BACK_CLASS[tile.back]] += 1;
    expect(byClass).toEqual({ green: 22, red: 12, defence: 6 });
  });

  it('S6/S7.1 exactly one volcano, under a mountain', () => {
    expect(TERRAIN_TILES.filter((t) => t.back === 'volcano')).toEqual([{ terrain: 'mountain', back: 'volcano' }]);
  });

  it('S1.2 the 40 tiles expand the back table exactly', () => {
    for (const entry of TILE_BACKS) {
      for (const terrain of TERRAINS) {
        const n = TERRAIN_TILES.filter((t) => t.terrain === terrain && t.back === entry.back).length;
        expect(n, `${terrain}/${entry.back}`).toBe(entry.counts[terrain]);
      }
    }
  });

  it('S1.1/S6 the supply holds enough sharks, whales and boats for every green back', () => {
    const backs = (back: TileBack): number => TERRAIN_TILES.filter((t) => t.back === back).length;
    const c = COMPONENT_COUNTS;
    expect(backs('shark')).toBeLessThanOrEqual(c.sharks);
    expect(backs('whale')).toBeLessThanOrEqual(c.whales);
    // with 4 players, 8 boats go out at setup (S1.4)
    expect(backs('boat')).toBeLessThanOrEqual(c.boats - 4 * c.boatsPerPlayer);
  });

  it('S9/S6 back data is tagged [C]; counts of pieces [R]', () => {
    expect(TILE_SOURCES.TILE_BACKS.tag).toBe('C');
    expect(TILE_SOURCES.EXPLORER_VALUES.tag).toBe('C');
    expect(TILE_SOURCES.CREATURE_DIE_FACES.tag).toBe('C');
    expect(TILE_SOURCES.TERRAIN_COUNTS.tag).toBe('R');
    expect(TILE_SOURCES.COMPONENT_COUNTS.tag).toBe('R');
    expect(TILE_SOURCES.CREATURE_MOVES.tag).toBe('R');
  });
});

describe('explorers, supply, creatures (S1.1, S5.1, S6)', () => {
  it('S1.1 explorer values 1,1,1,2,2,3,3,4,5,6: ten per colour, total 28', () => {
    expect(EXPLORER_VALUES).toHaveLength(COMPONENT_COUNTS.explorersPerColour);
    expect(sum(EXPLORER_VALUES)).toBe(28);
    expect([...EXPLORER_VALUES].sort((a, b) => a - b)).toEqual([1, 1, 1, 2, 2, 3, 3, 4, 5, 6]);
  });

  it('S1.1 12 boats (2 per player), 6 sharks, 5 whales, 5 sea serpents, 10 explorers per colour', () => {
    expect(COMPONENT_COUNTS).toEqual({
      colours: 4,
      explorersPerColour: 10,
      boats: 12,
      boatsPerPlayer: 2,
      sharks: 6,
      whales: 5,
      seaSerpents: 5,
    });
  });

  it('S1.3 four full colours fill every tile with one explorer', () => {
    expect(COMPONENT_COUNTS.colours * COMPONENT_COUNTS.explorersPerColour).toBe(LAND_SLOTS.length);
  });

  it('S5.1 creature die: 6 faces, 2 each for sea serpent, shark, whale', () => {
    expect(CREATURE_DIE_FACES).toHaveLength(6);
    for (const creature of ['seaSerpent', 'shark', 'whale'] as const) {
      expect(CREATURE_DIE_FACES.filter((f) => f === creature)).toHaveLength(2);
    }
  });

  it('S5.1 creature moves: sea serpent 1, shark 1–2, whale 1–3', () => {
    expect(CREATURE_MOVES).toEqual({
      seaSerpent: { min: 1, max: 1 },
      shark: { min: 1, max: 2 },
      whale: { min: 1, max: 3 },
    });
  });

  it('S6 dolphin and winds move 1–3 sea spaces', () => {
    expect(TILE_MOVES).toEqual({ dolphin: { min: 1, max: 3 }, winds: { min: 1, max: 3 } });
  });
});
