import { describe, it, expect } from 'vitest';
import {
  EMPTY_BOARD,
  THERA_ISLAND,
  analyzeBoard,
  canPlace,
  directionsFrom,
  excavationSites,
  freeCells,
  isComplete,
  isTheraCell,
  islandAt,
  islandById,
  islandOfDock,
  meetsRequirements,
  placeTile,
  portageDocks,
  portagesFromThera,
  quadrantPosition,
  quarterOf,
  rotateQuadrant,
  rotateSide,
  rotateTile,
  seaNeighbourIslands,
  seaReachableDocks,
  type Board,
  type BoardComponents,
  type BoardGeometry,
  type Cell,
  type Island,
  type PlacedTile,
  type QuadrantRef,
  type Rotation,
} from './board';
import type { Icon, LandTile, Quadrant, RouteEdge, Thera } from './data/types';

// Small explicit test tiles, independent of the provisional data.
const SEPARATE: Quadrant[][] = [['NW'], ['NE'], ['SE'], ['SW']];
function testTile(
  id: string,
  joins: Quadrant[][],
  docks: Record<string, Quadrant>,
  routes: RouteEdge[],
  icon: Icon = 'volcano',
  iconQuadrant: Quadrant = 'NW',
): LandTile {
  const dockList = Object.entries(docks).map(([dockId, piece]) => ({ id: dockId, piece }));
  return { id, icon, iconQuadrant, joins, docks: dockList, routes, provisional: false };
}

const TILES: LandTile[] = [
  testTile('open', SEPARATE, {}, []),
  testTile('lake', SEPARATE, {}, [], 'lake', 'SE'),
  testTile('westBar', [['NW', 'SW'], ['NE'], ['SE']], {}, []),
  testTile('hook', [['NW', 'NE'], ['SE'], ['SW']], { a: 'NE' }, [['N', 'a'], ['E', 'C'], ['S', 'C'], ['W', 'C']]),
  testTile('junction', SEPARATE, { m: 'SW' }, [['S', 'm'], ['m', 'C'], ['C', 'W'], ['C', 'E']]),
  testTile('dockW', SEPARATE, { d: 'NW' }, [['W', 'd']]),
  testTile('dockE', SEPARATE, { d: 'NE' }, [['E', 'd']]),
  testTile('dockWSouth', SEPARATE, { d: 'SW' }, [['W', 'd']]),
  testTile('dockS', SEPARATE, { d: 'SW' }, [['S', 'd']]),
  testTile('ladderFoot', SEPARATE, { y: 'NE' }, [['S', 'y']]),
  testTile('ladder', SEPARATE, { x: 'SE', y: 'NE' }, [['E', 'x'], ['x', 'y']]),
  testTile('bend', SEPARATE, {}, [['N', 'W']]),
  testTile('straight', SEPARATE, {}, [['N', 'S']]),
];
const THERA: Thera = {
  docks: [
    { id: 'north', side: 'N' },
    { id: 'south', side: 'S' },
  ],
  routes: [
    ['NW.N', 'north'],
    ['north', 'NE.N'],
    ['NE.N', 'NE.E'],
    ['NE.E', 'SE.E'],
    ['SE.E', 'SE.S'],
    ['SE.S', 'south'],
    ['south', 'SW.S'],
    ['SW.S', 'SW.W'],
    ['SW.W', 'NW.W'],
    ['NW.W', 'NW.N'],
  ],
  provisional: false,
};
const COMPONENTS: BoardComponents = { tiles: TILES, thera: THERA };

/** A board built by placing tiles in order, each legally (K4.1). */
function build(...tiles: [tile: string, x: number, y: number, rotation?: Rotation][]): Board {
  return tiles.reduce((board, [tile, x, y, rotation = 0]) => placeTile(board, { tile, x, y, rotation }), EMPTY_BOARD);
}
const geometryOf = (...tiles: Parameters<typeof build>): BoardGeometry => analyzeBoard(build(...tiles), COMPONENTS);
const q = (x: number, y: number, quadrant: Quadrant): QuadrantRef => ({ x, y, quadrant });
const islandOf = (geometry: BoardGeometry, x: number, y: number, quadrant: Quadrant): Island => {
  const island = islandById(geometry, islandAt(geometry, q(x, y, quadrant)) ?? '');
  if (!island) throw new Error(`no island at ${x},${y}/${quadrant}`);
  return island;
};
const tileById = (id: string): LandTile => TILES.find((t) => t.id === id) ?? TILES[0]!;
const cells = (list: readonly Cell[]): string[] => list.map((c) => `${c.x},${c.y}`);

describe('K2.1 cells, Thera and rotation', () => {
  it('K2.1 Thera fills the 2×2 cells round grid vertex (0,0)', () => {
    const block = [-2, -1, 0, 1].flatMap((y) => [-2, -1, 0, 1].map((x) => ({ x, y })));
    expect(cells(block.filter(isTheraCell))).toEqual(['-1,-1', '0,-1', '-1,0', '0,0']);
  });

  it('K2.1 a quarter turn clockwise moves N to E, W to N, SW to NW', () => {
    expect(rotateSide('N', 1)).toBe('E');
    expect(rotateSide('W', 1)).toBe('N');
    expect(rotateSide('E', 2)).toBe('W');
    expect(rotateQuadrant('SW', 1)).toBe('NW');
    expect(rotateQuadrant('NE', 3)).toBe('NW');
  });

  it('K2.1 rotating a tile turns its joins, icon, docks and route ends, not its centre or dock ids', () => {
    const turned = rotateTile(tileById('hook'), 1);
    expect(turned.joins).toEqual([['NE', 'SE'], ['SW'], ['NW']]);
    expect(turned.iconQuadrant).toBe('NE');
    expect(turned.docks).toEqual([{ id: 'a', piece: 'SE' }]);
    expect(turned.routes).toEqual([['E', 'a'], ['S', 'C'], ['W', 'C'], ['N', 'C']]);
  });

  it('K2.1 four quarter turns give the tile back, two give a half turn', () => {
    const hook = tileById('hook');
    const quarter = (t: LandTile): LandTile => rotateTile(t, 1);
    expect(quarter(quarter(quarter(quarter(hook))))).toEqual(hook);
    expect(quarter(quarter(hook))).toEqual(rotateTile(hook, 2));
    expect(quarter(quarter(hook))).not.toEqual(hook);
  });

  it('K2.1 a tile placed with a rotation lies turned on the board', () => {
    const geometry = geometryOf(['hook', 0, -2, 1]);
    // The dock sits on the NE piece, which a quarter turn carries to SE.
    expect(islandOfDock(geometry, '0,-2:a')).toBe(islandAt(geometry, q(0, -2, 'SE')));
    expect(seaReachableDocks(geometry, '0,-2:a')).toEqual([]);
    expect(islandOf(geometry, 0, -2, 'NE').icons).toEqual([{ x: 0, y: -2, quadrant: 'NE', icon: 'volcano' }]);
  });
});

describe('K4.1 placement', () => {
  it('K4.1 with Thera alone the free cells are its 8 edge neighbours', () => {
    expect(cells(freeCells(EMPTY_BOARD))).toEqual(['-1,-2', '0,-2', '-2,-1', '1,-1', '-2,0', '1,0', '-1,1', '0,1']);
  });

  it('K4.1 a placed tile opens its own edge neighbours, not its diagonals', () => {
    const board = build(['open', 1, -1]);
    expect(canPlace(board, { x: 2, y: -1 })).toBe(true);
    expect(canPlace(board, { x: 1, y: -2 })).toBe(true);
    expect(canPlace(board, { x: 2, y: -2 })).toBe(false);
    expect(canPlace(board, { x: 1, y: -1 })).toBe(false);
    expect(cells(freeCells(board))).toContain('2,-1');
    expect(cells(freeCells(board))).not.toContain('1,-1');
  });

  it('K4.1 placing on Thera, on a taken cell or away from every tile throws', () => {
    const board = build(['open', 1, -1]);
    const at = (x: number, y: number): PlacedTile => ({ tile: 'open', x, y, rotation: 0 });
    expect(() => placeTile(board, at(0, 0))).toThrow(RangeError);
    expect(() => placeTile(board, at(1, -1))).toThrow(RangeError);
    expect(() => placeTile(board, at(3, -1))).toThrow(RangeError);
    expect(() => placeTile(board, { ...at(2, -1), rotation: 4 as Rotation })).toThrow(RangeError);
  });

  it('K4.1 placing returns a new JSON board and leaves the old one as it was', () => {
    const before = build(['open', 1, -1]);
    const after = placeTile(before, { tile: 'lake', x: 2, y: -1, rotation: 3 });
    expect(before.tiles).toHaveLength(1);
    expect(after.tiles).toHaveLength(2);
    expect(JSON.parse(JSON.stringify(after))).toEqual(after);
  });
});

describe('K2.3 islands', () => {
  it('K2.3 pieces meeting at a vertex are one island', () => {
    const geometry = geometryOf(['open', 0, -2], ['open', 1, -2]);
    expect(islandAt(geometry, q(0, -2, 'NE'))).toBe(islandAt(geometry, q(1, -2, 'NW')));
    expect(islandAt(geometry, q(0, -2, 'SE'))).toBe(islandAt(geometry, q(1, -2, 'SW')));
    expect(islandAt(geometry, q(0, -2, 'NE'))).not.toBe(islandAt(geometry, q(0, -2, 'SE')));
    expect(islandAt(geometry, q(0, -2, 'NW'))).not.toBe(islandAt(geometry, q(0, -2, 'NE')));
  });

  it('K2.2 pieces joined inside a tile are one island, separate pieces are not', () => {
    const geometry = geometryOf(['westBar', 0, -2]);
    expect(islandAt(geometry, q(0, -2, 'NW'))).toBe(islandAt(geometry, q(0, -2, 'SW')));
    expect(islandAt(geometry, q(0, -2, 'NE'))).not.toBe(islandAt(geometry, q(0, -2, 'NW')));
    expect(islandAt(geometry, q(5, 5, 'NW'))).toBeUndefined();
  });

  it('K2.3 a tile with joined pieces merges the islands of three tiles, keeping the oldest id', () => {
    const apart = geometryOf(['open', 0, -2], ['open', 1, 0]);
    expect(islandAt(apart, q(0, -2, 'SE'))).not.toBe(islandAt(apart, q(1, 0, 'NW')));

    const merged = geometryOf(['open', 0, -2], ['open', 1, 0], ['westBar', 1, -1]);
    const island = islandOf(merged, 1, 0, 'NW');
    expect(island.id).toBe('0,-2/SE');
    expect(island.pieces).toEqual([q(0, -2, 'SE'), q(1, 0, 'NW'), q(1, -1, 'NW'), q(1, -1, 'SW')]);
    expect(island.tileCount).toBe(3);
  });

  it('K2.3 the same cell filled by separate pieces merges pairs but not the whole', () => {
    const geometry = geometryOf(['open', 0, -2], ['open', 1, 0], ['open', 1, -1]);
    expect(islandAt(geometry, q(0, -2, 'SE'))).toBe(islandAt(geometry, q(1, -1, 'NW')));
    expect(islandAt(geometry, q(1, 0, 'NW'))).toBe(islandAt(geometry, q(1, -1, 'SW')));
    expect(islandAt(geometry, q(0, -2, 'SE'))).not.toBe(islandAt(geometry, q(1, 0, 'NW')));
  });

  it('K2.3 Thera never joins: tiles meeting at its corner join each other, not Thera', () => {
    const geometry = geometryOf(['open', -1, -2], ['open', -2, -1]);
    const corner = islandAt(geometry, q(-1, -2, 'SW'));
    expect(corner).toBe(islandAt(geometry, q(-2, -1, 'NE')));
    expect(corner).not.toBe(THERA_ISLAND);
    expect(islandAt(geometry, q(-1, -1, 'NW'))).toBe(THERA_ISLAND);
    const thera = islandById(geometry, THERA_ISLAND);
    expect(thera?.pieces).toHaveLength(16);
    expect(thera?.tileCount).toBe(1);
    expect(thera?.docks).toEqual(['thera:north', 'thera:south']);
  });

  it('K2.3 an island gathers the docks and icons of its pieces', () => {
    const geometry = geometryOf(['lake', 0, -2], ['dockE', 1, -2]);
    // The lake icon (SE of 0,-2) and dockE's dock (NE of 1,-2) lie on separate islands.
    expect(islandOf(geometry, 0, -2, 'SE').icons.map((i) => i.icon)).toEqual(['lake']);
    expect(islandOf(geometry, 0, -2, 'SE').docks).toEqual([]);
    expect(islandOf(geometry, 1, -2, 'NE').docks).toEqual(['1,-2:d']);
    expect(islandOf(geometry, 1, -2, 'NE').icons).toEqual([]);
  });
});

describe('K2.4 routes and K5.1 sea moves', () => {
  it('K2.4 route ends on a shared edge connect, and only where both tiles have a route there', () => {
    const facing = geometryOf(['open', 0, -2], ['dockE', 1, -2], ['dockW', 2, -2]);
    expect(seaReachableDocks(facing, '1,-2:d')).toEqual(['2,-2:d']);
    // Half a turn carries dockW's route end to the far side: the two routes no longer meet.
    const turned = geometryOf(['open', 0, -2], ['dockE', 1, -2], ['dockW', 2, -2, 2]);
    expect(seaReachableDocks(turned, '1,-2:d')).toEqual([]);
  });

  it("K2.4 a tile's route end joins Thera's, reaching both Thera docks round its ring", () => {
    const geometry = geometryOf(['dockS', 0, -2]);
    expect(seaReachableDocks(geometry, '0,-2:d').sort()).toEqual(['thera:north', 'thera:south']);
    expect(seaReachableDocks(geometry, 'thera:south').sort()).toEqual(['0,-2:d', 'thera:north']);
  });

  it('K5.1 a sea move takes any branch and passes docks freely', () => {
    const geometry = geometryOf(['junction', 0, -2], ['dockE', -1, -2], ['dockW', 1, -2], ['dockS', 0, -3]);
    // From Thera through the junction tile's dock m, then west or east; the junction has no N route.
    expect(seaReachableDocks(geometry, 'thera:north').sort()).toEqual(['-1,-2:d', '0,-2:m', '1,-2:d', 'thera:south']);
    expect(seaReachableDocks(geometry, '-1,-2:d')).toContain('1,-2:d');
    expect(seaReachableDocks(geometry, '0,-3:d')).toEqual([]);
  });

  it('K7 G3 a sea move "not through Thera" cannot use its ring', () => {
    const geometry = geometryOf(['dockS', 0, -2], ['dockS', 0, 1, 2]);
    expect(seaReachableDocks(geometry, '0,-2:d')).toContain('0,1:d');
    expect(seaReachableDocks(geometry, '0,-2:d', { throughThera: false })).toEqual([]);
    const north = islandOfDock(geometry, '0,-2:d') ?? '';
    const south = islandOfDock(geometry, '0,1:d') ?? '';
    expect(seaNeighbourIslands(geometry, north)).toEqual([THERA_ISLAND, south]);
    expect(seaNeighbourIslands(geometry, north, { throughThera: false })).toEqual([]);
    expect(seaNeighbourIslands(geometry, THERA_ISLAND).sort()).toEqual([north, south].sort());
  });

  it('K7 G3 islands one sea move apart without Thera: where routes meet, not where they do not', () => {
    const geometry = geometryOf(['open', 0, -2], ['dockE', 1, -2], ['dockWSouth', 2, -2], ['dockS', 1, -3]);
    const east = islandOfDock(geometry, '2,-2:d') ?? '';
    expect(east).not.toBe(islandOfDock(geometry, '1,-2:d'));
    expect(seaNeighbourIslands(geometry, islandOfDock(geometry, '1,-2:d') ?? '', { throughThera: false })).toEqual([east]);
    expect(seaNeighbourIslands(geometry, islandOfDock(geometry, '1,-3:d') ?? '', { throughThera: false })).toEqual([]);
  });

  it('K5.1 a portage goes from a dock to the other docks of its island', () => {
    const geometry = geometryOf(['ladderFoot', 0, -2], ['ladder', 0, -3]);
    expect(portageDocks(geometry, '0,-2:y')).toEqual(['0,-3:x']);
    expect(portageDocks(geometry, '0,-3:y')).toEqual([]);
    expect(portageDocks(geometry, 'thera:north')).toEqual(['thera:south']);
  });
});

describe('K7 portages from Thera', () => {
  // A ladder north of Thera: each rung's islands are reached by sea from the one below only
  // after a portage (see the tiles' docks and routes above).
  const geometry = geometryOf(['ladderFoot', 0, -2], ['ladder', 0, -3], ['ladder', 0, -4]);
  const portages = portagesFromThera(geometry);

  it('K7 an island a boat reaches by sea from Thera is 0 portages away (Thera too)', () => {
    expect(portages[THERA_ISLAND]).toBe(0);
    expect(islandAt(geometry, q(0, -3, 'SE'))).toBe('0,-2/NE');
    expect(portages['0,-2/NE']).toBe(0);
  });

  it('K7 islands behind one and two portages count 1 and 2', () => {
    expect(islandOfDock(geometry, '0,-3:y')).toBe('0,-3/NE');
    expect(portages['0,-3/NE']).toBe(1);
    expect(islandOfDock(geometry, '0,-4:y')).toBe('0,-4/NE');
    expect(portages['0,-4/NE']).toBe(2);
  });

  it('K7 an island with no dock cannot be reached', () => {
    expect(portages['0,-2/SW']).toBeUndefined();
    expect(Object.keys(portages).sort()).toEqual(['0,-2/NE', '0,-3/NE', '0,-4/NE', THERA_ISLAND].sort());
  });

  it('K7 a new route reaching an island by sea brings it from 1 portage to 0', () => {
    // A channel east of the ladder: from Thera's ring (NE.E) north along column 1, then west into
    // the ladder's E route end, which leads to its docks x and y.
    const channel: Parameters<typeof build> = [['ladderFoot', 0, -2], ['ladder', 0, -3], ['bend', 1, -1], ['straight', 1, -2]];
    expect(portagesFromThera(geometryOf(...channel))['0,-3/NE']).toBe(1);
    expect(portagesFromThera(geometryOf(...channel, ['bend', 1, -3, 3]))['0,-3/NE']).toBe(0);
  });
});

describe('K2.5 complete islands', () => {
  it('K2.5 an island is complete once every cell round its vertices is filled', () => {
    const open = geometryOf(['open', 0, -2], ['open', 1, -2]);
    expect(isComplete(open, islandOf(open, 0, -2, 'SE'))).toBe(false);
    const closed = geometryOf(['open', 0, -2], ['open', 1, -2], ['open', 1, -1]);
    expect(isComplete(closed, islandOf(closed, 0, -2, 'SE'))).toBe(true);
    expect(isComplete(closed, islandOf(closed, 0, -2, 'NE'))).toBe(false);
  });

  it('K2.5 a joined piece reaching an open vertex keeps the island incomplete', () => {
    const geometry = geometryOf(['open', 0, -2], ['open', 1, -2], ['westBar', 1, -1]);
    const island = islandOf(geometry, 0, -2, 'SE');
    expect(island.pieces).toContainEqual(q(1, -1, 'SW'));
    expect(isComplete(geometry, island)).toBe(false);
  });

  it('K2.5 Thera is complete once the 12 cells round it are filled', () => {
    const ring: [string, number, number][] = [
      [0, -2], [-1, -2], [1, -1], [1, 0], [0, 1], [-1, 1], [-2, 0], [-2, -1],
      [1, -2], [1, 1], [-2, 1], [-2, -2],
    ].map(([x, y]) => ['open', x ?? 0, y ?? 0]);
    const nearly = geometryOf(...ring.slice(0, 11));
    const full = geometryOf(...ring);
    const thera = (g: BoardGeometry): Island => islandById(g, THERA_ISLAND) ?? (undefined as never);
    expect(isComplete(nearly, thera(nearly))).toBe(false);
    expect(isComplete(full, thera(full))).toBe(true);
  });
});

describe('K2.6 and K5.4 directions from each seat', () => {
  // Icons: volcano at (0,-2) NW (row -4, col 0); volcano at (0,1) NW (row 2, col 0);
  // lake at (-1,1) SE (row 3, col -1). The temple quadrant: (0,1) NE (row 2, col 1).
  const geometry = geometryOf(['open', 0, -2], ['open', 0, 1], ['lake', -1, 1]);
  const temple = q(0, 1, 'NE');

  it('K2.6 quadrant rows grow southward and columns eastward, two per cell', () => {
    expect(quadrantPosition(temple)).toEqual({ row: 2, column: 1 });
    expect(quadrantPosition(q(-1, 1, 'SE'))).toEqual({ row: 3, column: -1 });
  });

  it('K2.6 seat 0 looks north: north is above, west is left', () => {
    expect(directionsFrom(0, temple, q(0, -2, 'NW'))).toEqual(['above', 'left']);
    expect(directionsFrom(0, temple, q(-1, 1, 'SE'))).toEqual(['below', 'left']);
  });

  it('K2.6 seat 1 looks south: north is below, west is right', () => {
    expect(directionsFrom(1, temple, q(0, -2, 'NW'))).toEqual(['below', 'right']);
    expect(directionsFrom(1, temple, q(-1, 1, 'SE'))).toEqual(['above', 'right']);
    expect(() => directionsFrom(2, temple, temple)).toThrow(RangeError);
  });

  it('K5.4 [D] "above" is strictly above: an icon in the same quadrant row is only left or right', () => {
    expect(directionsFrom(0, temple, q(0, 1, 'NW'))).toEqual(['left']);
    expect(directionsFrom(0, temple, temple)).toEqual([]);
  });

  it('K5.4 a requirement counts icons of its type in its direction at any distance', () => {
    expect(meetsRequirements(geometry, 0, temple, [{ count: 1, icon: 'volcano', direction: 'above' }])).toBe(true);
    expect(meetsRequirements(geometry, 0, temple, [{ count: 2, icon: 'volcano', direction: 'above' }])).toBe(false);
    expect(meetsRequirements(geometry, 0, temple, [{ count: 2, icon: 'volcano', direction: 'left' }])).toBe(true);
    expect(meetsRequirements(geometry, 0, temple, [{ count: 1, icon: 'lake', direction: 'above' }])).toBe(false);
    expect(meetsRequirements(geometry, 1, temple, [{ count: 1, icon: 'lake', direction: 'above' }])).toBe(true);
    const both = [
      { count: 1, icon: 'lake', direction: 'below' },
      { count: 1, icon: 'volcano', direction: 'above' },
    ] as const;
    expect(meetsRequirements(geometry, 0, temple, both)).toBe(true);
    expect(meetsRequirements(geometry, 1, temple, both)).toBe(false);
  });

  it("K5.3 excavation sites are the island's quadrants meeting every requirement, none on Thera", () => {
    const island = islandOf(geometry, 0, 1, 'NE');
    expect(excavationSites(geometry, 0, island, [{ count: 1, icon: 'lake', direction: 'below' }])).toEqual([temple]);
    expect(excavationSites(geometry, 0, island, [{ count: 1, icon: 'lake', direction: 'above' }])).toEqual([]);
    const thera = islandById(geometry, THERA_ISLAND) ?? (undefined as never);
    expect(excavationSites(geometry, 0, thera, [])).toEqual([]);
  });
});

describe('K7 G4 quarters', () => {
  it("K7 G4 the board splits through Thera's centre into four quarters", () => {
    expect(quarterOf({ x: -1, y: -1 })).toBe('NW');
    expect(quarterOf({ x: 0, y: -1 })).toBe('NE');
    expect(quarterOf({ x: 0, y: 0 })).toBe('SE');
    expect(quarterOf({ x: -1, y: 0 })).toBe('SW');
    expect(quarterOf({ x: 5, y: -3 })).toBe('NE');
    expect(quarterOf({ x: -4, y: 7 })).toBe('SW');
  });
});
