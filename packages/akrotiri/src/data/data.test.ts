import { describe, it, expect } from 'vitest';
import { PROVISIONAL_COMPONENTS } from './components';
import { layoutProblems, seaRegions } from './layout';
import { PROVISIONAL_MAPS } from './maps';
import { PROVISIONAL_THERA } from './thera';
import { PROVISIONAL_TILES } from './tiles';
import { DIRECTIONS, ICONS, SIDES, TIERS, type ComponentSet, type LandTile, type MapCard, type Side } from './types';
import { TIER_BOUNDS } from './bounds';
import { tileProblems, validateComponents } from './validate';
import { SetupError } from '@tabula/core';
import { akrotiri } from '../game';

const SET = PROVISIONAL_COMPONENTS;

/** The set with tile `index` changed by `change` (other tiles untouched). */
function withTile(index: number, change: (tile: LandTile) => LandTile): ComponentSet {
  return { ...SET, tiles: SET.tiles.map((t, i) => (i === index ? change(t) : t)) };
}
function withMap(index: number, change: (map: MapCard) => MapCard): ComponentSet {
  return { ...SET, maps: SET.maps.map((m, i) => (i === index ? change(m) : m)) };
}
const messages = (set: ComponentSet): string[] => validateComponents(set).map((p) => p.message);
const tile0 = SET.tiles[0]!;
const map0 = SET.maps[0]!;

/** Whether two route nodes of a tile are joined by its route graph. */
function linked(tile: LandTile, a: string, b: string): boolean {
  return linkedIn(tile.routes, a, b);
}

/** Whether two route nodes are joined by a route graph. */
function linkedIn(routes: LandTile['routes'], a: string, b: string): boolean {
  const reached = new Set([a]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [x, y] of routes) {
      if (reached.has(x) !== reached.has(y)) {
        reached.add(x).add(y);
        grew = true;
      }
    }
  }
  return reached.has(b);
}
const largestPiece = (tile: LandTile): number => Math.max(...tile.joins.map((g) => g.length));

describe('K9 provisional component data', () => {
  it('K9 the provisional set passes its own validator', () => {
    expect(validateComponents(SET)).toEqual([]);
  });

  it('K1.1 K1.2 36 tiles, 9 per icon, and 12 map cards per tier', () => {
    expect(PROVISIONAL_TILES).toHaveLength(36);
    for (const icon of ICONS) expect(PROVISIONAL_TILES.filter((t) => t.icon === icon)).toHaveLength(9);
    for (const tier of TIERS) expect(PROVISIONAL_MAPS.filter((m) => m.tier === tier)).toHaveLength(12);
  });

  it('K9 every set and every entry is tagged provisional', () => {
    expect(SET.provisional).toBe(true);
    expect(PROVISIONAL_THERA.provisional).toBe(true);
    expect([...PROVISIONAL_TILES, ...PROVISIONAL_MAPS].every((entry) => entry.provisional)).toBe(true);
  });

  it('K4.2 [R] every provisional tile has at least two islands: 「隨後，你必須選擇(任意顏色)的第2個資源，放置到剛才放置的板塊上的另一片島嶼上」', () => {
    // The second cube goes on another island of the tile just placed: no printed tile is one island.
    expect(PROVISIONAL_TILES.filter((t) => t.joins.length < 2).map((t) => t.id)).toEqual([]);
    // The ninth layout of each icon is three pieces joined beside a lone piece bearing the icon.
    for (const id of ['V09', 'L09', 'F09', 'M09']) {
      const t = PROVISIONAL_TILES.find((tile) => tile.id === id)!;
      expect([id, t.joins.map((g) => g.length).sort(), t.joins.find((g) => g.length === 1)]).toEqual([id, [1, 3], [t.iconQuadrant]]);
    }
  });

  it('K9 tiles mix joins: 4 separate pieces, two joined (side and diagonal), three joined (the icon on the three, or on the lone piece)', () => {
    const sizes = PROVISIONAL_TILES.map(largestPiece);
    for (const size of [1, 2, 3]) expect(sizes.filter((s) => s === size).length).toBeGreaterThanOrEqual(3);
    const lone = PROVISIONAL_TILES.filter((t) => largestPiece(t) === 3 && t.joins.some((g) => g.length === 1 && g[0] === t.iconQuadrant));
    expect(lone.length).toBeGreaterThanOrEqual(4);
    const isDiagonal = (g: readonly string[]): boolean => g.length === 2 && (g.includes('NW') ? g.includes('SE') : g.includes('NE') && g.includes('SW'));
    const diagonal = PROVISIONAL_TILES.filter((t) => t.joins.some(isDiagonal));
    expect(diagonal.length).toBeGreaterThanOrEqual(3);
  });

  it('K9 tiles mix route shapes: straight, crossing, bends and a junction at the centre', () => {
    const junction = PROVISIONAL_TILES.filter((t) => t.routes.some((edge) => edge.includes('C')));
    const crossing = PROVISIONAL_TILES.filter((t) => linked(t, 'N', 'S') && linked(t, 'E', 'W') && !linked(t, 'N', 'E'));
    const turns = (t: LandTile): boolean => (['E', 'W'] as Side[]).some((s) => linked(t, 'N', s) || linked(t, 'S', s));
    const bend = PROVISIONAL_TILES.filter((t) => turns(t) && !linked(t, 'N', 'S') && !linked(t, 'E', 'W'));
    const through = (t: LandTile, a: Side, b: Side, c: Side, d: Side): boolean => linked(t, a, b) && !linked(t, a, c) && !linked(t, a, d);
    const straight = PROVISIONAL_TILES.filter((t) => through(t, 'N', 'S', 'E', 'W') || through(t, 'E', 'W', 'N', 'S'));
    for (const shape of [junction, crossing, bend, straight]) expect(shape.length).toBeGreaterThanOrEqual(4);
  });

  it('K9 tiles have 1 to 3 docks, each count occurring', () => {
    const counts = PROVISIONAL_TILES.map((t) => t.docks.length);
    expect(new Set(counts)).toEqual(new Set([1, 2, 3]));
  });

  it('K9 [R] every provisional tile has shipping routes on all four sides (每塊陸地板塊的4邊都有航運路線)', () => {
    for (const tile of PROVISIONAL_TILES) {
      const ends = new Set(tile.routes.flat());
      expect([tile.id, SIDES.filter((side) => !ends.has(side))]).toEqual([tile.id, []]);
    }
  });

  it('K9 islands with no icon can be reached: many docks lie on land masses without the icon', () => {
    const iconless = PROVISIONAL_TILES.filter((t) => {
      const iconMass = t.joins.find((g) => g.includes(t.iconQuadrant)) ?? [];
      return t.docks.some((d) => !iconMass.includes(d.piece));
    });
    expect(iconless.length).toBeGreaterThanOrEqual(12);
    for (const icon of ICONS) expect(iconless.some((t) => t.icon === icon)).toBe(true);
  });

  it('K2.2 K2.4 every provisional tile can be drawn: routes keep to the sea, docks face it', () => {
    expect(PROVISIONAL_TILES.flatMap((t) => layoutProblems(t).map((p) => `${t.id}: ${p}`))).toEqual([]);
  });

  it('K9 Thera: 2 docks on opposite sides, a route at each of its 8 route ends, every route end and dock on one ring', () => {
    const [a, b] = PROVISIONAL_THERA.docks;
    expect(PROVISIONAL_THERA.docks).toHaveLength(2);
    expect(Math.abs(SIDES.indexOf(a!.side) - SIDES.indexOf(b!.side))).toBe(2);
    const ends = new Set(PROVISIONAL_THERA.routes.flat().filter((n) => n.includes('.')));
    expect(ends.size).toBe(8);
    const all = new Set(PROVISIONAL_THERA.routes.flat());
    expect([...all].every((node) => linkedIn(PROVISIONAL_THERA.routes, a!.id, node))).toBe(true);
  });

  it('K9 [R] every provisional map card shows 1 to 3 icons (每張地圖卡牌都有1-3個地形圖標)', () => {
    const icons = (m: MapCard): number => m.requirements.reduce((n, r) => n + r.count, 0);
    expect(PROVISIONAL_MAPS.filter((m) => icons(m) < 1 || icons(m) > 3).map((m) => m.id)).toEqual([]);
  });

  it('K9 [P] map cards keep within the provisional tier design: icons, and the digest’s cost and VP', () => {
    // The design numbers, written out here rather than read from the data module.
    const design = {
      easy: { icons: [1, 2], cost: [2, 3], vp: [2, 3] },
      normal: { icons: [2, 3], cost: [4, 6], vp: [4, 5] },
      hard: { icons: [3, 3], cost: [7, 9], vp: [6, 7] },
    } as const;
    const within = (v: number, [lo, hi]: readonly [number, number]) => Number.isInteger(v) && v >= lo && v <= hi;
    const outside = PROVISIONAL_MAPS.filter((m) => {
      const b = design[m.tier];
      return !within(m.requirements.reduce((n, r) => n + r.count, 0), b.icons) || !within(m.cost, b.cost) || !within(m.vp, b.vp);
    });
    expect(outside.map((m) => m.id)).toEqual([]);
    expect(TIER_BOUNDS).toEqual({
      easy: { icons: { min: 1, max: 2 }, cost: { min: 2, max: 3 }, vp: { min: 2, max: 3 } },
      normal: { icons: { min: 2, max: 3 }, cost: { min: 4, max: 6 }, vp: { min: 4, max: 5 } },
      hard: { icons: { min: 3, max: 3 }, cost: { min: 7, max: 9 }, vp: { min: 6, max: 7 } },
    });
  });

  it('K9 validateComponents accepts every map card the rulebook allows: 1 to 3 icons, in any tier, any cost and VP', () => {
    const one = { count: 1, icon: 'lake', direction: 'left' } as const;
    for (const tier of TIERS) {
      const i = SET.maps.findIndex((m) => m.tier === tier);
      for (const requirements of [[one], [{ ...one, count: 3 }], [one, { count: 2, icon: 'volcano', direction: 'above' }] as const]) {
        expect(messages(withMap(i, (m) => ({ ...m, requirements: [...requirements] })))).toEqual([]);
      }
      // The rulebook gives no cost or VP: a real card of 1 VP, or a cost of 0, is accepted.
      for (const [cost, vp] of [[0, 1], [1, 0], [12, 9]] as const) expect(messages(withMap(i, (m) => ({ ...m, cost, vp })))).toEqual([]);
    }
  });


  it('K2.4 K9 each tile graph is valid: every dock is reached from an edge of its tile, and no route is bare', () => {
    for (const tile of PROVISIONAL_TILES) {
      expect([tile.id, tileProblems(tile)]).toEqual([tile.id, []]);
      for (const dock of tile.docks) expect([tile.id, dock.id, SIDES.some((side) => linked(tile, side, dock.id))]).toEqual([tile.id, dock.id, true]);
      const nodes = new Set<string>([...SIDES, 'C', ...tile.docks.map((d) => d.id)]);
      expect(tile.routes.flat().every((n) => nodes.has(n))).toBe(true);
      // K2.2: the joins cut the four corners into pieces, each corner in exactly one.
      expect(tile.joins.flat().slice().sort()).toEqual(['NE', 'NW', 'SE', 'SW']);
    }
  });

  it('K5.4 map cards ask for every icon and every direction', () => {
    const asked = PROVISIONAL_MAPS.flatMap((m) => m.requirements);
    for (const icon of ICONS) expect(asked.some((r) => r.icon === icon)).toBe(true);
    for (const direction of DIRECTIONS) expect(asked.some((r) => r.direction === direction)).toBe(true);
  });
});

describe('K2.2 tile layouts (sea regions)', () => {
  it('K2.2 four separate pieces leave one sea; two northern pieces joined cut off the N bay', () => {
    expect(seaRegions([['NW'], ['NE'], ['SE'], ['SW']])).toEqual([['N', 'E', 'S', 'W']]);
    expect(seaRegions([['NW', 'NE'], ['SE'], ['SW']])).toEqual([['N'], ['E', 'S', 'W']]);
    expect(seaRegions([['NW', 'SE'], ['NE'], ['SW']])).toEqual([['N', 'E'], ['S', 'W']]);
    expect(seaRegions([['NW', 'NE', 'SE', 'SW']])).toEqual([['N'], ['E'], ['S'], ['W']]);
  });
});

describe('validateComponents catches each kind of broken entry', () => {
  it('K2.2 joins that are not a partition of NW/NE/SE/SW', () => {
    const missing = messages(withTile(0, (t) => ({ ...t, joins: [['NW'], ['NE'], ['SE']] })));
    expect(missing).toEqual([`tile ${tile0.id}: joins are not a partition of NW/NE/SE/SW (missing SW)`]);
    const twice = messages(withTile(0, (t) => ({ ...t, joins: [['NW', 'NE'], ['NE'], ['SE'], ['SW']] })));
    expect(twice).toEqual([`tile ${tile0.id}: joins are not a partition of NW/NE/SE/SW (NE in two pieces)`]);
  });

  it('K2.4 a route naming a node the tile lacks', () => {
    const broken = messages(withTile(0, (t) => ({ ...t, routes: [...t.routes, ['N', 'z']] })));
    expect(broken).toEqual([`tile ${tile0.id}: route N–z references missing node z`]);
  });

  it('K2.2 a dock or icon on a piece that does not exist', () => {
    const dock = messages(withTile(0, (t) => ({ ...t, docks: [{ id: 'a', piece: 'XX' as never }] })));
    expect(dock).toEqual([`tile ${tile0.id}: dock a on missing piece XX`]);
    const icon = validateComponents(withTile(0, (t) => ({ ...t, iconQuadrant: 'N' as never })));
    expect(icon.map((p) => p.entry)).toEqual([`tile ${tile0.id}`]);
  });

  it('K4.2 [R] a tile whose four pieces are one island, naming the tile (the second cube goes on another island of the tile: 「放置到剛才放置的板塊上的另一片島嶼上」)', () => {
    // A user's tile like the earlier provisional V09: all four pieces joined, a dock in each bay.
    const v09 = SET.tiles.findIndex((t) => t.id === 'V09');
    const whole = (t: LandTile): LandTile => ({
      ...t,
      joins: [['NW', 'NE', 'SE', 'SW']],
      docks: [{ id: 'a', piece: 'NW' }, { id: 'b', piece: 'NE' }, { id: 'c', piece: 'SE' }, { id: 'd', piece: 'SW' }],
      routes: [['N', 'a'], ['E', 'b'], ['S', 'c'], ['W', 'd']],
    });
    const set = withTile(v09, whole);
    expect(validateComponents(set).map((p) => [p.entry, p.path, p.message])).toEqual([
      ['tile V09', 'tiles.V09', 'tile V09: its four pieces are one island: a tile has at least two islands (K4.2: the second cube goes on another island of the tile)'],
    ]);
    // Setup refuses such a set with a SetupError naming the tile's field.
    let error: unknown;
    try {
      akrotiri.setup({ players: 2, seed: 's', options: { components: set } });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(SetupError);
    expect(error).toMatchObject({ field: 'options.components.tiles.V09', message: expect.stringContaining('tile V09: its four pieces are one island') });
    // A test position may still use such a tile (its set is playable, not a real game's).
    expect(tileProblems(whole(SET.tiles[v09]!), false)).toEqual([]);
  });

  it('K9 a tile with no docks or more than 4', () => {
    const none = messages(withTile(0, (t) => ({ ...t, docks: [], routes: [['N', 'S'], ['E', 'W']] })));
    expect(none).toEqual([`tile ${tile0.id}: has 0 docks, expected 1–4`]);
    const five = validateComponents(withTile(1, (t) => ({ ...t, docks: ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id, piece: 'NW' as const })) })));
    expect(five.map((p) => p.message)).toContain(`tile ${SET.tiles[1]!.id}: has 5 docks, expected 1–4`);
  });

  it('K9 [R] a tile with a side without a shipping route', () => {
    // V01: routes N–a–S and E–W; without E–W its east and west sides have no route.
    const v01 = SET.tiles.findIndex((t) => t.id === 'V01');
    const bare = messages(withTile(v01, (t) => ({ ...t, routes: t.routes.filter((e) => !e.includes('E')) })));
    expect(bare).toEqual([
      'tile V01: route end E has no route (a tile has routes on all four sides)',
      'tile V01: route end W has no route (a tile has routes on all four sides)',
    ]);
  });

  it('K2.2 K2.4 a layout that cannot be drawn: a route across land', () => {
    // V05's two northern pieces are joined, walling N off; a route N–S would cross that land.
    const v05 = SET.tiles.findIndex((t) => t.id === 'V05');
    expect(SET.tiles[v05]?.joins).toContainEqual(['NW', 'NE']);
    const broken = messages(withTile(v05, (t) => ({ ...t, routes: [...t.routes, ['N', 'S']] })));
    expect(broken).toHaveLength(1);
    expect(broken[0]).toMatch(/^tile V05: a route crosses land/);
  });

  it('K2.2 K2.4 a layout that cannot be drawn: a dock in a bay its piece does not touch', () => {
    // V05's dock a lies in the N bay, walled off by the joined NW–NE piece; SW cannot reach it.
    const v05 = SET.tiles.findIndex((t) => t.id === 'V05');
    const moved = (t: LandTile): LandTile => ({ ...t, docks: t.docks.map((d) => (d.id === 'a' ? { ...d, piece: 'SW' as const } : d)) });
    expect(messages(withTile(v05, moved))).toEqual(['tile V05: dock a on piece SW is not on the coast its routes reach']);
  });

  it('K9 duplicate tile and map card ids', () => {
    const tiles = validateComponents(withTile(1, (t) => ({ ...t, id: tile0.id })));
    expect(tiles.map((p) => p.entry)).toEqual([`tile ${tile0.id}`]);
    const maps = validateComponents(withMap(1, (m) => ({ ...m, id: map0.id })));
    expect(maps.map((p) => p.message)).toEqual([`map ${map0.id}: id used by more than one map card`]);
  });

  it('K9 map cards the rulebook does not allow: no icon, or more than 3; a cost or VP not a whole number', () => {
    const many = messages(withMap(0, (m) => ({ ...m, requirements: [{ count: 4, icon: 'lake', direction: 'left' }] })));
    expect(many).toEqual([`map ${map0.id}: shows 4 icons, a map card shows 1–3 (K9)`]);
    const spread = messages(withMap(0, (m) => ({ ...m, requirements: [{ count: 2, icon: 'lake', direction: 'left' }, { count: 2, icon: 'forest', direction: 'above' }] })));
    expect(spread).toEqual([`map ${map0.id}: shows 4 icons, a map card shows 1–3 (K9)`]);
    expect(messages(withMap(0, (m) => ({ ...m, requirements: [] })))).toEqual([`map ${map0.id}: shows 0 icons, a map card shows 1–3 (K9)`]);
    expect(messages(withMap(0, (m) => ({ ...m, cost: 2.5 })))).toEqual([`map ${map0.id}: costs 2.5, a cost is a whole number 0–99`]);
    expect(messages(withMap(0, (m) => ({ ...m, vp: -1 })))).toEqual([`map ${map0.id}: scores -1 VP, VP are a whole number 0–99`]);
  });

  it('K9 entries with a field too many or too few, or provisional not true or false (issue 20: a stray field would be stored and shown)', () => {
    const problems = (set: ComponentSet) => validateComponents(set).map((p) => [p.path, p.message]);
    expect(problems({ ...SET, extra: 1 } as never)).toEqual([['extra', 'set: "extra" is not a field of a component set (the fields are tiles, thera, maps, provisional)']]);
    expect(problems({ ...SET, provisional: 'yes' } as never)).toEqual([['provisional', 'set: provisional must be true or false, got "yes"']]);
    const { provisional: _p, ...unmarked } = SET;
    expect(problems(unmarked as never)).toEqual([['provisional', 'set: provisional is missing']]);
    expect(problems(withTile(0, (t) => ({ ...t, colour: 'red' }) as never))).toEqual([[`tiles.${tile0.id}.colour`, `tile ${tile0.id}: "colour" is not a field of a tile (the fields are id, icon, iconQuadrant, joins, docks, routes, provisional)`]]);
    expect(problems(withTile(0, (t) => ({ ...t, docks: [{ ...t.docks[0]!, x: 1 }, ...t.docks.slice(1)] }) as never))).toEqual([[`tiles.${tile0.id}.docks[0].x`, `tile ${tile0.id}: "x" is not a field of a dock (the fields are id, piece)`]]);
    expect(problems(withMap(0, (m) => ({ ...m, requirements: [{ ...m.requirements[0]!, near: true }] }) as never))).toEqual([[`maps.${map0.id}.requirements[0].near`, `map ${map0.id}: "near" is not a field of a requirement (the fields are count, icon, direction)`]]);
    expect(problems(withMap(0, (m) => ({ ...m, provisional: 1 }) as never))).toEqual([[`maps.${map0.id}.provisional`, `map ${map0.id}: provisional must be true or false, got 1`]]);
    expect(problems({ ...SET, thera: { ...SET.thera, docks: [{ ...SET.thera.docks[0]!, colour: 1 }, SET.thera.docks[1]!] } } as never)).toEqual([['thera.docks[0].colour', 'thera: "colour" is not a field of a dock (the fields are id, side)']]);
  });

  it('K1.1 K1.2 wrong counts of tiles, icons and map cards', () => {
    const short = validateComponents({ ...SET, tiles: SET.tiles.slice(1), maps: SET.maps.slice(1) });
    expect(short.map((p) => p.message)).toEqual([
      'tiles: expected 36 tiles, found 35',
      `tiles: expected 9 ${tile0.icon} tiles, found 8`,
      'maps: expected 12 easy map cards, found 11',
    ]);
    const swapped = messages(withTile(0, (t) => ({ ...t, icon: 'lake' })));
    expect(swapped).toEqual(['tiles: expected 9 volcano tiles, found 8', 'tiles: expected 9 lake tiles, found 10']);
  });

  it('K9 a malformed entry loaded from JSON is reported, not thrown', () => {
    const broken = validateComponents(withTile(2, (t) => ({ ...t, joins: undefined as never })));
    expect(broken.map((p) => p.entry)).toEqual([`tile ${SET.tiles[2]!.id}`]);
    expect(broken[0]).toMatchObject({ path: `tiles.${SET.tiles[2]!.id}.joins`, message: `tile ${SET.tiles[2]!.id}: joins must be an array, got undefined` });
    expect(validateComponents({ ...SET, maps: null as never }).map((p) => p.entry)).toEqual(['set']);
  });

  it('K9 Thera with docks on adjacent sides or a route end with no route', () => {
    const adjacent = { ...SET.thera, docks: [SET.thera.docks[0]!, { ...SET.thera.docks[1]!, side: 'E' as const }] };
    expect(messages({ ...SET, thera: adjacent })).toEqual(['thera: docks north (N) and south (E) are not on opposite sides']);
    const bare = { ...SET.thera, routes: SET.thera.routes.filter((e) => !e.includes('SE.E')) };
    expect(messages({ ...SET, thera: bare })).toEqual(['thera: route end SE.E has no route']);
  });
});
