/**
 * A board's geometry grown by one tile: what `analyzeBoard` would derive for the longer
 * board, worked out from the new tile's neighbourhood instead of the whole board. Play adds one tile
 * at a time, so this is how the rules keep the geometry of a growing board cheaply.
 *
 * @module
 */
import { QUADRANTS, SIDES, THERA_ROUTE_ENDS, type LandTile, type Quadrant, type Side, type Thera } from '../data/types';
import { cellKey, cornerVertex, isTheraCell, neighbour, oppositeSide, quadrantKey, quadrantsAtVertex, type Cell, type QuadrantRef } from './coords';
import { catalogue, orientedTile, type BoardComponents, type BoardGeometry, type Island, type PlacedIcon } from './analyze';
import { theraEndEdge, theraNode, tileNode, type DockId } from './routes';
import type { PlacedTile } from './state';

/** The sides whose neighbour, always an older tile, links its route end before the new tile's own routes. */
const LINKED_FIRST: readonly Side[] = ['W', 'N'];
/** The sides the new tile links itself, after its own routes (as every tile does, see `buildRouteGraph`). */
const LINKED_AFTER: readonly Side[] = ['E', 'S'];

/**
 * The geometry of `geometry.board` with `placed` added as its newest tile. It is deep-equal to
 * `analyzeBoard` of the longer board, save the order of the route graph's keys (no query
 * depends on it; every adjacency list is in the same order). Islands and adjacency lists that do
 * not change are shared with `geometry`, which is left as it was. Throws as `analyzeBoard`.
 */
export function extendGeometry(geometry: BoardGeometry, placed: PlacedTile, components: BoardComponents): BoardGeometry {
  const base = catalogue(components.tiles).get(placed.tile);
  if (!base) throw new RangeError(`unknown tile ${placed.tile}`);
  const cell = cellKey(placed);
  if (isTheraCell(placed) || geometry.tiles.has(cell)) throw new RangeError(`tile ${placed.tile} on a taken cell ${cell}`);
  const tile = orientedTile(base, placed.rotation);
  const { x, y } = placed;
  const board = { tiles: [...geometry.board.tiles, { x, y, tile: placed.tile, rotation: placed.rotation }] };
  const tiles = copyMap(geometry.tiles).set(cell, tile);
  const icon: PlacedIcon = { x, y, quadrant: tile.iconQuadrant, icon: tile.icon };
  const icons = [...geometry.icons, icon];

  // The new pieces, by quadrant index, grouped into islands with the old islands they touch.
  const pieces: QuadrantRef[] = QUADRANTS.map((quadrant) => ({ x, y, quadrant }));
  const keys = pieces.map(quadrantKey);
  const { groupOf, groups } = joinPieces(geometry, tile, pieces);
  // K2.3: a merged island keeps the id of its oldest island, the first in the islands' order.
  const joined = groups.map((group) => (group.olds.size === 0 ? [] : geometry.islands.filter((island) => group.olds.has(island.id))));
  const ids = groups.map((group, i) => joined[i]![0]?.id ?? keys[group.pieces[0]!]!);
  const idOf = (quadrant: Quadrant): string => ids[groupOf[QUADRANT_INDEX[quadrant]]!]!;

  // The new pieces and docks are labelled in the full build's order (by quadrant, by dock), then
  // the pieces and docks of the islands merged into an older one.
  const islandOfQuadrant = copyMap(geometry.islandOfQuadrant);
  const islandOfDock = copyMap(geometry.islandOfDock);
  keys.forEach((key, q) => islandOfQuadrant.set(key, ids[groupOf[q]!]!));
  const docks = tile.docks.map((dock) => tileNode(placed, dock.id));
  docks.forEach((node, i) => islandOfDock.set(node, idOf(tile.docks[i]!.piece)));
  const dropped = new Set<string>();
  joined.forEach((olds, i) => {
    for (const old of olds.slice(1)) {
      dropped.add(old.id);
      for (const piece of old.pieces) islandOfQuadrant.set(quadrantKey(piece), ids[i]!);
      for (const dock of old.docks) islandOfDock.set(dock, ids[i]!);
    }
  });

  const merged = new Map<string, Island>();
  const added: Island[] = [];
  groups.forEach((group, i) => {
    const id = ids[i]!;
    const olds = joined[i]!;
    const newPieces = group.pieces.map((q) => pieces[q]!);
    const newDocks = docks.filter((_, d) => idOf(tile.docks[d]!.piece) === id);
    const newIcons = idOf(tile.iconQuadrant) === id ? [icon] : [];
    const first = olds[0];
    if (!first) added.push({ id, pieces: newPieces, docks: newDocks, icons: newIcons, tileCount: 1 });
    // One old island: the new tile is the newest, so its parts follow the old ones, as in the full build.
    else if (olds.length === 1) {
      merged.set(id, { id, pieces: [...first.pieces, ...newPieces], docks: [...first.docks, ...newDocks], icons: [...first.icons, ...newIcons], tileCount: first.tileCount + 1 });
    } else merged.set(id, rebuildIsland(id, olds, board.tiles, tiles, icons, islandOfQuadrant));
  });
  const islands = geometry.islands.filter((island) => !dropped.has(island.id)).map((island) => merged.get(island.id) ?? island);
  islands.push(...added);

  return {
    board,
    tiles,
    islands,
    islandOfQuadrant,
    islandOfDock,
    routes: extendRoutes(geometry.routes, geometry.tiles, placed, tile, components.thera),
    icons,
  };
}

/**
 * A copy of `map` with its entries in the same order. A plain loop: V8 builds `new Map(map)`
 * through the generic iterable protocol, nearly twice as slowly, and every tile placed copies the
 * geometry's maps.
 */
function copyMap<K, V>(map: ReadonlyMap<K, V>): Map<K, V> {
  const out = new Map<K, V>();
  for (const [key, value] of map) out.set(key, value);
  return out;
}

/** Each quadrant's index in {@link QUADRANTS}. */
const QUADRANT_INDEX: Readonly<Record<Quadrant, number>> = { NW: 0, NE: 1, SE: 2, SW: 3 };

/** A group of the new tile's pieces forming one island, with the old islands it joins. */
interface PieceGroup {
  /** Quadrant indices of the new pieces, in order. */
  readonly pieces: number[];
  /** Ids of the old islands joined. */
  readonly olds: Set<string>;
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

/**
 * K2.2, K2.3: the new tile's pieces grouped into islands: joined inside the tile, or through an old
 * island that two of them touch at grid vertices. Thera never joins. Groups are in order of their
 * first piece; `groupOf[q]` is the group of piece `q`.
 */
function joinPieces(geometry: BoardGeometry, tile: LandTile, pieces: readonly QuadrantRef[]): { groupOf: number[]; groups: PieceGroup[] } {
  const parent = [0, 1, 2, 3];
  for (const group of tile.joins) for (const q of group) unite(parent, QUADRANT_INDEX[group[0] ?? q], QUADRANT_INDEX[q]);
  // The old islands at each new piece's corner vertex; an old island touched by two pieces unites them.
  const touched: string[][] = [];
  const pieceTouching = new Map<string, number>();
  pieces.forEach((piece, q) => {
    const olds: string[] = [];
    for (const at of quadrantsAtVertex(cornerVertex(piece))) {
      if (isTheraCell(at) || (at.x === piece.x && at.y === piece.y)) continue;
      const island = geometry.islandOfQuadrant.get(quadrantKey(at));
      if (island === undefined) continue;
      olds.push(island);
      const other = pieceTouching.get(island);
      if (other === undefined) pieceTouching.set(island, q);
      else unite(parent, other, q);
    }
    touched.push(olds);
  });
  const groupOf: number[] = [];
  const groups: PieceGroup[] = [];
  const groupOfRoot = new Map<number, number>();
  for (let q = 0; q < pieces.length; q++) {
    const root = rootOf(parent, q);
    let g = groupOfRoot.get(root);
    if (g === undefined) {
      groupOfRoot.set(root, (g = groups.length));
      groups.push({ pieces: [], olds: new Set() });
    }
    groupOf.push(g);
    groups[g]!.pieces.push(q);
    for (const island of touched[q]!) groups[g]!.olds.add(island);
  }
  return { groupOf, groups };
}

/**
 * An island that merged several old islands (`olds`) with pieces of the new tile, built as
 * `analyzeBoard` builds it: its pieces, docks and icons in tile order. `islandOfQuadrant`
 * already says which pieces are its own.
 */
function rebuildIsland(
  id: string,
  olds: readonly Island[],
  placed: readonly PlacedTile[],
  tiles: ReadonlyMap<string, LandTile>,
  icons: readonly PlacedIcon[],
  islandOfQuadrant: ReadonlyMap<string, string>,
): Island {
  // Only the cells of the merged islands and the new tile (the newest) can hold its pieces.
  const cells = new Set<string>([cellKey(placed[placed.length - 1]!)]);
  for (const old of olds) for (const piece of old.pieces) cells.add(cellKey(piece));
  const pieces: QuadrantRef[] = [];
  const docks: DockId[] = [];
  const own: PlacedIcon[] = [];
  let tileCount = 0;
  let i = 0;
  // `tiles` lists the tiles in board order, as `placed` does.
  for (const [key, tile] of tiles) {
    const cell = placed[i]!;
    const icon = icons[i++]!;
    if (!cells.has(key)) continue;
    const mine = new Set(QUADRANTS.filter((quadrant) => islandOfQuadrant.get(quadrantKey({ x: cell.x, y: cell.y, quadrant })) === id));
    if (mine.size === 0) continue;
    tileCount++;
    for (const quadrant of QUADRANTS) if (mine.has(quadrant)) pieces.push({ x: cell.x, y: cell.y, quadrant });
    for (const dock of tile.docks) if (mine.has(dock.piece)) docks.push(tileNode(cell, dock.id));
    if (mine.has(tile.iconQuadrant)) own.push(icon);
  }
  return { id, pieces, docks, icons: own, tileCount };
}

/**
 * K2.4: the route graph with the new tile's routes, linked to its neighbours. Each adjacency list
 * comes out as `buildRouteGraph` orders it for the longer board: an older tile to the west or north
 * linked its side before the new tile's own routes; the new tile links east and south after them;
 * Thera links last. Lists that change are copied, so `routes` is left as it was.
 */
function extendRoutes(
  routes: ReadonlyMap<string, readonly string[]>,
  older: ReadonlyMap<string, LandTile>,
  cell: Cell,
  tile: LandTile,
  thera: Thera,
): Map<string, readonly string[]> {
  const graph = copyMap(routes);
  const fresh = new Map<string, string[]>();
  for (const side of LINKED_FIRST) {
    const other = olderSide(older, cell, side);
    if (other !== undefined) linkOlder(graph, fresh, tileNode(cell, side), other);
  }
  for (const side of SIDES) freshList(fresh, tileNode(cell, side));
  for (const dock of tile.docks) freshList(fresh, tileNode(cell, dock.id));
  for (const [a, b] of tile.routes) {
    freshList(fresh, tileNode(cell, a)).push(tileNode(cell, b));
    freshList(fresh, tileNode(cell, b)).push(tileNode(cell, a));
  }
  for (const side of LINKED_AFTER) {
    const other = olderSide(older, cell, side);
    if (other !== undefined) linkOlder(graph, fresh, tileNode(cell, side), other);
  }
  for (const { node, outside, side } of THERA_LINKS) {
    if (outside.x === cell.x && outside.y === cell.y) linkOlder(graph, fresh, tileNode(cell, side), node);
  }
  for (const [node, list] of fresh) graph.set(node, list);
  return graph;
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
  if (!list) fresh.set(node, (list = []));
  return list;
}

/** Links the new tile's `node` to an older route node, copying the older node's list. */
function linkOlder(graph: Map<string, readonly string[]>, fresh: Map<string, string[]>, node: string, other: string): void {
  freshList(fresh, node).push(other);
  graph.set(other, [...(graph.get(other) ?? []), node]);
}

/** The route end of an older tile facing `side` of `cell`, if a tile lies there. */
function olderSide(older: ReadonlyMap<string, LandTile>, cell: Cell, side: Side): string | undefined {
  const next = neighbour(cell, side);
  return older.has(cellKey(next)) ? tileNode(next, oppositeSide(side)) : undefined;
}
