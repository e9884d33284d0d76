/**
 * A board's geometry grown by one tile: what `analyzeBoard` would derive for the longer
 * board, worked out from the new tile's neighbourhood instead of the whole board. Play adds one tile
 * at a time, so this is how the rules keep the geometry of a growing board cheaply.
 *
 * @module
 */
import { QUADRANTS, SIDES, THERA_ROUTE_ENDS, type LandTile, type Quadrant, type Side, type Thera } from '../data/types';
import {
  cellKey,
  cornerVertex,
  isTheraAt,
  isTheraCell,
  neighbour,
  oppositeSide,
  quadrantIndex,
  quadrantKey,
  quadrantKeyAt,
  quadrantRef,
  quadrantsAtVertex,
  type Cell,
  type QuadrantRef,
} from './coords';
import {
  catalogue,
  geometryMemo,
  newIsland,
  orientedTile,
  persistentGeometry,
  persistentIndex,
  PersistentMaps,
  placedIcon,
  type BoardComponents,
  type BoardGeometry,
  type Island,
  type PersistentIndex,
  type PlacedIcon,
} from './analyze';
import { PersistentMap, type Lookup } from './persistent';
import { newList } from './shapes';
import { inheritSeaSearches } from './sea';
import { nodeTableOf, theraEndEdge, theraNode, tileNode, type DockId } from './routes';
import { newBoard, placedTile, type PlacedTile } from './state';

/** The sides whose neighbour, always an older tile, links its route end before the new tile's own routes. */
const LINKED_FIRST: readonly Side[] = ['W', 'N'];
/** The sides the new tile links itself, after its own routes (as every tile does, see `buildRouteGraph`). */
const LINKED_AFTER: readonly Side[] = ['E', 'S'];

/**
 * The geometry of `geometry.board` with `placed` added as its newest tile. It is deep-equal to
 * `analyzeBoard` of the longer board, save the order of the route graph's keys (no query
 * depends on it; every adjacency list is in the same order). Islands and adjacency lists that do
 * not change are shared with `geometry`, which is left as it was; its maps are new versions of
 * `geometry`'s persistent ones, recording only the tile's changes. Throws as `analyzeBoard`.
 */
export function extendGeometry(geometry: BoardGeometry, placed: PlacedTile, components: BoardComponents): BoardGeometry {
  const base = catalogue(components.tiles).get(placed.tile);
  if (!base) throw new RangeError(`unknown tile ${placed.tile}`);
  const cell = cellKey(placed);
  // The old geometry's maps as persistent ones: its own, or (for a geometry made elsewhere) copied once.
  const old = persistentIndex(geometry) ?? copiedIndex(geometry);
  if (isTheraCell(placed) || old.tiles.has(cell)) throw new RangeError(`tile ${placed.tile} on a taken cell ${cell}`);
  const tile = orientedTile(base, placed.rotation);
  const { x, y } = placed;
  const board = newBoard([...geometry.board.tiles, placedTile(x, y, placed.tile, placed.rotation)]);
  const icon = placedIcon(x, y, tile.iconQuadrant, tile.icon);
  const icons = [...geometry.icons, icon];

  // Plain loops throughout, no callbacks: each callback would be one more function for the engine
  // to optimize, and its arrays would not all be built alike (see `board/shapes`).
  // The new pieces, by quadrant index, grouped into islands with the old islands they touch.
  const pieces: QuadrantRef[] = [];
  const keys: string[] = [];
  for (const quadrant of QUADRANTS) {
    pieces.push(quadrantRef(x, y, quadrant));
    keys.push(quadrantKeyAt(x, y, quadrant));
  }
  const { groupOf, groups } = joinPieces(old.islandOfQuadrant, tile, x, y);
  // K2.3: a merged island keeps the id of its oldest island, the first in the islands' order.
  const joined = oldIslandsOf(geometry.islands, groups);
  const ids: string[] = [];
  for (let i = 0; i < groups.length; i++) ids.push(joined[i]![0]?.id ?? keys[groups[i]!.pieces[0]!]!);
  // The group of each dock of the tile, by dock index, and each dock's route node.
  const dockGroups: number[] = [];
  const docks: DockId[] = [];
  for (const dock of tile.docks) {
    dockGroups.push(groupOf[quadrantIndex(dock.piece)]!);
    docks.push(tileNode(placed, dock.id));
  }

  // New versions of the maps: each records only its changes, and the old versions stay as they were.
  const tiles = old.tiles.derive().set(cell, tile).seal();
  // The new pieces and docks are labelled in the full build's order (by quadrant, by dock), then
  // the pieces and docks of the islands merged into an older one.
  const islandOfQuadrant = old.islandOfQuadrant.derive();
  const islandOfDock = old.islandOfDock.derive();
  for (let q = 0; q < keys.length; q++) islandOfQuadrant.set(keys[q]!, ids[groupOf[q]!]!);
  for (let d = 0; d < docks.length; d++) islandOfDock.set(docks[d]!, ids[dockGroups[d]!]!);
  let dropped: Set<string> | undefined;
  for (let i = 0; i < joined.length; i++) {
    const olds = joined[i]!;
    for (let j = 1; j < olds.length; j++) {
      const gone = olds[j]!;
      (dropped ??= new Set()).add(gone.id);
      for (const piece of gone.pieces) islandOfQuadrant.set(quadrantKey(piece), ids[i]!);
      for (const dock of gone.docks) islandOfDock.set(dock, ids[i]!);
    }
  }
  islandOfQuadrant.seal();
  islandOfDock.seal();

  const merged = new Map<string, Island>();
  const added = newList<Island>();
  const iconGroup = groupOf[quadrantIndex(tile.iconQuadrant)]!;
  for (let i = 0; i < groups.length; i++) {
    const id = ids[i]!;
    const olds = joined[i]!;
    const newPieces = newList<QuadrantRef>();
    for (const q of groups[i]!.pieces) newPieces.push(pieces[q]!);
    const newDocks = newList<DockId>();
    for (let d = 0; d < docks.length; d++) if (dockGroups[d] === i) newDocks.push(docks[d]!);
    const newIcons = newList<PlacedIcon>();
    if (iconGroup === i) newIcons.push(icon);
    const first = olds[0];
    if (!first) added.push(newIsland(id, newPieces, newDocks, newIcons, 1));
    // One old island: the new tile is the newest, so its parts follow the old ones, as in the full build.
    else if (olds.length === 1) {
      merged.set(id, newIsland(id, [...first.pieces, ...newPieces], [...first.docks, ...newDocks], [...first.icons, ...newIcons], first.tileCount + 1));
    } else merged.set(id, rebuildIsland(id, olds, newPieces, board.tiles, tiles, icons));
  }
  const islands = newList<Island>();
  for (const island of geometry.islands) if (!dropped?.has(island.id)) islands.push(merged.get(island.id) ?? island);
  for (const island of added) islands.push(island);

  const linked: string[] = [];
  const routes = extendRoutes(old.routes, tiles, placed, tile, components.thera, linked);
  const nodes = geometryMemo(geometry)?.nodes ?? nodeTableOf(components);
  const grown = persistentGeometry(board, islands, icons, new PersistentMaps(tiles, islandOfQuadrant, islandOfDock, routes), nodes);
  inheritSeaSearches(geometry, grown, linked);
  return grown;
}

/** Persistent copies of the public maps of geometries made elsewhere, once per geometry (whose maps never change). */
const copies = new WeakMap<BoardGeometry, PersistentIndex>();

/** A {@link PersistentIndex} for a geometry not made by `analyzeBoard` nor `extendGeometry` (a copy, a hand-made one). */
function copiedIndex(geometry: BoardGeometry): PersistentIndex {
  let index = copies.get(geometry);
  if (!index) {
    index = new PersistentMaps(
      new PersistentMap(new Map(geometry.tiles)).seal(),
      new PersistentMap(new Map(geometry.islandOfQuadrant)).seal(),
      new PersistentMap(new Map(geometry.islandOfDock)).seal(),
      new PersistentMap(new Map(geometry.routes)).seal(),
    );
    copies.set(geometry, index);
  }
  return index;
}

/** A group of the new tile's pieces forming one island, with the old islands it joins. */
interface PieceGroup {
  /** Quadrant indices of the new pieces, in order. */
  readonly pieces: number[];
  /** Ids of the old islands joined, each once. */
  readonly olds: string[];
}

/** Union-find over the new tile's 4 pieces: the root of piece `q`, the smallest index of its group. */
function rootOf(parent: number[], q: number): number {
  while (parent[q] !== q) q = parent[q]!;
  return q;
}

/** Union-find: joins the groups of pieces `a` and `b` under the smaller root. */
function unite(parent: number[], a: number, b: number): void {
  const ra = rootOf(parent, a);
  const rb = rootOf(parent, b);
  parent[Math.max(ra, rb)] = Math.min(ra, rb);
}

/** Where a quadrant lies from a cell: that many cells east (`dx`) and south (`dy`). */
interface QuadrantOffset {
  readonly dx: number;
  readonly dy: number;
  readonly quadrant: Quadrant;
}

/**
 * K2.3: for each quadrant (by index) of a cell, the quadrants of the other cells that meet its
 * piece at its corner vertex, as offsets from the cell: worked out once from `quadrantsAtVertex`.
 */
const AROUND: readonly (readonly QuadrantOffset[])[] = QUADRANTS.map((quadrant) =>
  quadrantsAtVertex(cornerVertex({ x: 0, y: 0, quadrant }))
    .filter((at) => at.x !== 0 || at.y !== 0)
    .map((at) => ({ dx: at.x, dy: at.y, quadrant: at.quadrant })),
);

/**
 * K2.2, K2.3: the pieces of `tile` on cell (x, y) grouped into islands: joined inside the tile, or
 * through an old island that two of them touch at grid vertices. Thera never joins. Groups are in
 * order of their first piece; `groupOf[q]` is the group of piece `q`.
 */
function joinPieces(islandOfQuadrant: Lookup<string, string>, tile: LandTile, x: number, y: number): { groupOf: number[]; groups: PieceGroup[] } {
  const parent = [0, 1, 2, 3];
  for (const group of tile.joins) for (const q of group) unite(parent, quadrantIndex(group[0] ?? q), quadrantIndex(q));
  // The old islands at each new piece's corner vertex, and a piece touching each; an old island
  // touched by two pieces unites them.
  const touched: string[] = [];
  const touching: number[] = [];
  for (let q = 0; q < AROUND.length; q++) {
    for (const { dx, dy, quadrant } of AROUND[q]!) {
      if (isTheraAt(x + dx, y + dy)) continue;
      const island = islandOfQuadrant.get(quadrantKeyAt(x + dx, y + dy, quadrant));
      if (island === undefined) continue;
      const seen = touched.indexOf(island);
      if (seen < 0) {
        touched.push(island);
        touching.push(q);
      } else unite(parent, touching[seen]!, q);
    }
  }
  const groupOf: number[] = [];
  const groups: PieceGroup[] = [];
  const groupOfRoot = [-1, -1, -1, -1];
  for (let q = 0; q < parent.length; q++) {
    const root = rootOf(parent, q);
    let g = groupOfRoot[root]!;
    if (g < 0) {
      groupOfRoot[root] = g = groups.length;
      groups.push({ pieces: [], olds: [] });
    }
    groupOf.push(g);
    groups[g]!.pieces.push(q);
  }
  for (let i = 0; i < touched.length; i++) groups[groupOf[touching[i]!]!]!.olds.push(touched[i]!);
  return { groupOf, groups };
}

/** For each group, the old islands it joins, in the islands' order (oldest first). */
function oldIslandsOf(islands: readonly Island[], groups: readonly PieceGroup[]): Island[][] {
  const joined: Island[][] = [];
  let any = false;
  for (const group of groups) {
    joined.push([]);
    if (group.olds.length > 0) any = true;
  }
  if (!any) return joined;
  for (const island of islands) {
    for (let g = 0; g < groups.length; g++) if (groups[g]!.olds.includes(island.id)) joined[g]!.push(island);
  }
  return joined;
}

/**
 * An island that merged several old islands (`olds`) with pieces of the new tile (`added`), built
 * as `analyzeBoard` builds it: its pieces, docks and icons in tile order. Its pieces are exactly
 * those of the old islands and the new ones, so only their cells are looked at.
 */
function rebuildIsland(
  id: string,
  olds: readonly Island[],
  added: readonly QuadrantRef[],
  placed: readonly PlacedTile[],
  tiles: Lookup<string, LandTile>,
  icons: readonly PlacedIcon[],
): Island {
  // The island's quadrants on each of its cells, as bits by quadrant index.
  const mine = new Map<number, number>();
  const own = (piece: QuadrantRef): void => {
    const key = cellNumber(piece);
    mine.set(key, (mine.get(key) ?? 0) | (1 << quadrantIndex(piece.quadrant)));
  };
  for (const old of olds) for (const piece of old.pieces) own(piece);
  for (const piece of added) own(piece);
  const has = (quadrants: number, quadrant: Quadrant): boolean => (quadrants & (1 << quadrantIndex(quadrant))) !== 0;
  const pieces = newList<QuadrantRef>();
  const docks = newList<DockId>();
  const iconsOn = newList<PlacedIcon>();
  let tileCount = 0;
  // In board order: `icons[i]` is the icon of `placed[i]`.
  for (let i = 0; i < placed.length; i++) {
    const cell = placed[i]!;
    const quadrants = mine.get(cellNumber(cell));
    if (quadrants === undefined) continue;
    const tile = tiles.get(cellKey(cell))!;
    tileCount++;
    for (const quadrant of QUADRANTS) if (has(quadrants, quadrant)) pieces.push(quadrantRef(cell.x, cell.y, quadrant));
    for (const dock of tile.docks) if (has(quadrants, dock.piece)) docks.push(tileNode(cell, dock.id));
    if (has(quadrants, tile.iconQuadrant)) iconsOn.push(icons[i]!);
  }
  return newIsland(id, pieces, docks, iconsOn, tileCount);
}

/** A number for a cell, one per cell of any board (a board spans far fewer than 2^15 cells each way). */
function cellNumber(cell: Cell): number {
  return cell.x * 65536 + cell.y;
}

/**
 * K2.4: the route graph with the new tile's routes, linked to its neighbours. Each adjacency list
 * comes out as `buildRouteGraph` orders it for the longer board: an older tile to the west or north
 * linked its side before the new tile's own routes; the new tile links east and south after them;
 * Thera links last. Lists that change are copied, so `routes` is left as it was. The older nodes
 * linked to are added to `linked`.
 */
function extendRoutes(
  routes: PersistentMap<string, readonly string[]>,
  tiles: Lookup<string, LandTile>,
  cell: Cell,
  tile: LandTile,
  thera: Thera,
  linked: string[],
): PersistentMap<string, readonly string[]> {
  const graph = routes.derive();
  const fresh = new Map<string, string[]>();
  // Node names from `tileNode`, which makes each one once (see `cellNames`).
  for (const side of LINKED_FIRST) {
    const other = olderSide(tiles, cell, side);
    if (other !== undefined) linkOlder(graph, fresh, linked, tileNode(cell, side), other);
  }
  for (const side of SIDES) freshList(fresh, tileNode(cell, side));
  for (const dock of tile.docks) freshList(fresh, tileNode(cell, dock.id));
  for (const [a, b] of tile.routes) {
    freshList(fresh, tileNode(cell, a)).push(tileNode(cell, b));
    freshList(fresh, tileNode(cell, b)).push(tileNode(cell, a));
  }
  for (const side of LINKED_AFTER) {
    const other = olderSide(tiles, cell, side);
    if (other !== undefined) linkOlder(graph, fresh, linked, tileNode(cell, side), other);
  }
  for (const { node, outside, side } of THERA_LINKS) {
    if (outside.x === cell.x && outside.y === cell.y) linkOlder(graph, fresh, linked, tileNode(cell, side), node);
  }
  for (const [node, list] of fresh) graph.set(node, list);
  return graph.seal();
}

/**
 * Each Thera route end (in {@link THERA_ROUTE_ENDS}' order) with the cell just outside it and the
 * side of that cell it meets. Fixed data, worked out once rather than for every tile placed.
 */
const THERA_LINKS: readonly { node: string; outside: Cell; side: Side }[] = THERA_ROUTE_ENDS.map((end) => {
  const edge = theraEndEdge(end);
  return { node: theraNode(end), outside: neighbour(edge.cell, edge.side), side: oppositeSide(edge.side) };
});

/** The adjacency list of the new tile's route node `node`, made on first use. */
function freshList(fresh: Map<string, string[]>, node: string): string[] {
  let list = fresh.get(node);
  if (!list) fresh.set(node, (list = newList()));
  return list;
}

/** Links the new tile's `node` to an older route node, copying the older node's list. */
function linkOlder(graph: PersistentMap<string, readonly string[]>, fresh: Map<string, string[]>, linked: string[], node: string, other: string): void {
  freshList(fresh, node).push(other);
  linked.push(other);
  graph.set(other, [...(graph.get(other) ?? []), node]);
}

/** The route end of an older tile facing `side` of `cell`, if a tile lies there. */
function olderSide(tiles: Lookup<string, LandTile>, cell: Cell, side: Side): string | undefined {
  const next = neighbour(cell, side);
  // The new tile's own cell is never a neighbour: the longer board's tiles answer for the older ones.
  return tiles.has(cellKey(next)) ? tileNode(next, oppositeSide(side)) : undefined;
}
