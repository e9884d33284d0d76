/**
 * A board's geometry grown by one tile: what `analyzeBoard` would derive for the longer
 * board, worked out from the new tile's neighbourhood instead of the whole board. Play adds one tile
 * at a time, so this is how the rules keep the geometry of a growing board cheaply.
 *
 * @module
 */
import { QUADRANTS, SIDES, THERA_ROUTE_ENDS, type LandTile, type Quadrant, type Side, type Thera } from '../data/types';
import { cellKey, cornerVertex, isTheraCell, neighbour, oppositeSide, quadrantKey, quadrantsAtVertex, type Cell, type QuadrantRef } from './coords';
import { catalogue, orientedTile, persistentGeometry, persistentIndex, type BoardComponents, type BoardGeometry, type Island, type PersistentIndex, type PlacedIcon } from './analyze';
import { PersistentMap, type Lookup } from './persistent';
import { inheritSeaSearches } from './sea';
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
  const board = { tiles: [...geometry.board.tiles, { x, y, tile: placed.tile, rotation: placed.rotation }] };
  const icon: PlacedIcon = { x, y, quadrant: tile.iconQuadrant, icon: tile.icon };
  const icons = [...geometry.icons, icon];

  // The new pieces, by quadrant index, grouped into islands with the old islands they touch.
  const pieces: QuadrantRef[] = QUADRANTS.map((quadrant) => ({ x, y, quadrant }));
  const keys = pieces.map(quadrantKey);
  const { groupOf, groups } = joinPieces(old.islandOfQuadrant, tile, pieces);
  // K2.3: a merged island keeps the id of its oldest island, the first in the islands' order.
  const joined = groups.map((group) => (group.olds.size === 0 ? [] : geometry.islands.filter((island) => group.olds.has(island.id))));
  const ids = groups.map((group, i) => joined[i]![0]?.id ?? keys[group.pieces[0]!]!);
  const idOf = (quadrant: Quadrant): string => ids[groupOf[QUADRANT_INDEX[quadrant]]!]!;

  // New versions of the maps: each records only its changes, and the old versions stay as they were.
  const tiles = old.tiles.derive().set(cell, tile).seal();
  // The new pieces and docks are labelled in the full build's order (by quadrant, by dock), then
  // the pieces and docks of the islands merged into an older one.
  const islandOfQuadrant = old.islandOfQuadrant.derive();
  const islandOfDock = old.islandOfDock.derive();
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
  islandOfQuadrant.seal();
  islandOfDock.seal();

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
    } else merged.set(id, rebuildIsland(id, olds, newPieces, board.tiles, tiles, icons));
  });
  const islands = geometry.islands.filter((island) => !dropped.has(island.id)).map((island) => merged.get(island.id) ?? island);
  islands.push(...added);

  const linked: string[] = [];
  const routes = extendRoutes(old.routes, tiles, placed, tile, components.thera, linked);
  const grown = persistentGeometry(board, islands, icons, { tiles, islandOfQuadrant, islandOfDock, routes });
  inheritSeaSearches(geometry, grown, linked);
  return grown;
}

/** Persistent copies of the public maps of geometries made elsewhere, once per geometry (whose maps never change). */
const copies = new WeakMap<BoardGeometry, PersistentIndex>();

/** A {@link PersistentIndex} for a geometry not made by `analyzeBoard` nor `extendGeometry` (a copy, a hand-made one). */
function copiedIndex(geometry: BoardGeometry): PersistentIndex {
  let index = copies.get(geometry);
  if (!index) {
    index = {
      tiles: new PersistentMap(new Map(geometry.tiles)).seal(),
      islandOfQuadrant: new PersistentMap(new Map(geometry.islandOfQuadrant)).seal(),
      islandOfDock: new PersistentMap(new Map(geometry.islandOfDock)).seal(),
      routes: new PersistentMap(new Map(geometry.routes)).seal(),
    };
    copies.set(geometry, index);
  }
  return index;
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
function joinPieces(islandOfQuadrant: Lookup<string, string>, tile: LandTile, pieces: readonly QuadrantRef[]): { groupOf: number[]; groups: PieceGroup[] } {
  const parent = [0, 1, 2, 3];
  for (const group of tile.joins) for (const q of group) unite(parent, QUADRANT_INDEX[group[0] ?? q], QUADRANT_INDEX[q]);
  // The old islands at each new piece's corner vertex; an old island touched by two pieces unites them.
  const touched: string[][] = [];
  const pieceTouching = new Map<string, number>();
  pieces.forEach((piece, q) => {
    const olds: string[] = [];
    for (const at of quadrantsAtVertex(cornerVertex(piece))) {
      if (isTheraCell(at) || (at.x === piece.x && at.y === piece.y)) continue;
      const island = islandOfQuadrant.get(quadrantKey(at));
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
  const mine = new Map<number, Set<Quadrant>>();
  const own = (piece: QuadrantRef): void => {
    const key = cellNumber(piece);
    let quadrants = mine.get(key);
    if (!quadrants) mine.set(key, (quadrants = new Set()));
    quadrants.add(piece.quadrant);
  };
  for (const old of olds) for (const piece of old.pieces) own(piece);
  for (const piece of added) own(piece);
  const pieces: QuadrantRef[] = [];
  const docks: DockId[] = [];
  const iconsOn: PlacedIcon[] = [];
  let tileCount = 0;
  // In board order: `icons[i]` is the icon of `placed[i]`.
  for (let i = 0; i < placed.length; i++) {
    const cell = placed[i]!;
    const quadrants = mine.get(cellNumber(cell));
    if (!quadrants) continue;
    const tile = tiles.get(cellKey(cell))!;
    tileCount++;
    for (const quadrant of QUADRANTS) if (quadrants.has(quadrant)) pieces.push({ x: cell.x, y: cell.y, quadrant });
    for (const dock of tile.docks) if (quadrants.has(dock.piece)) docks.push(tileNode(cell, dock.id));
    if (quadrants.has(tile.iconQuadrant)) iconsOn.push(icons[i]!);
  }
  return { id, pieces, docks, icons: iconsOn, tileCount };
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
  // Each of the tile's node names built once: one string per node, however many routes meet there.
  const names = new Map<string, string>();
  const name = (node: string): string => {
    let full = names.get(node);
    if (full === undefined) names.set(node, (full = tileNode(cell, node)));
    return full;
  };
  for (const side of LINKED_FIRST) {
    const other = olderSide(tiles, cell, side);
    if (other !== undefined) linkOlder(graph, fresh, linked, name(side), other);
  }
  for (const side of SIDES) freshList(fresh, name(side));
  for (const dock of tile.docks) freshList(fresh, name(dock.id));
  for (const [a, b] of tile.routes) {
    freshList(fresh, name(a)).push(name(b));
    freshList(fresh, name(b)).push(name(a));
  }
  for (const side of LINKED_AFTER) {
    const other = olderSide(tiles, cell, side);
    if (other !== undefined) linkOlder(graph, fresh, linked, name(side), other);
  }
  for (const { node, outside, side } of THERA_LINKS) {
    if (outside.x === cell.x && outside.y === cell.y) linkOlder(graph, fresh, linked, name(side), node);
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
  if (!list) fresh.set(node, (list = []));
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
