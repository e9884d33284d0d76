/**
 * Derives islands, docks, icons and the route graph from a {@link Board} (K2.2–K2.4). The result
 * is computed, never stored: game state keeps only the board.
 *
 * @module
 */
import { QUADRANTS, type ComponentSet, type Icon, type LandTile, type Quadrant } from '../data/types';
import { THERA_CELLS, cellKey, cornerVertex, isTheraCell, quadrantKey, quadrantRef, type QuadrantRef, type Rotation } from './coords';
import { rotateTile } from './rotate';
import { PersistentMap, type Lookup } from './persistent';
import { buildRouteGraph, nodeTableOf, theraNode, tileNode, type DockId, type NodeTable } from './routes';
import type { Board } from './state';
import { mapped, newList } from './shapes';

/** The id of Thera's island (K2.3). */
export const THERA_ISLAND = 'thera';

/** The tiles and Thera that a board's tile ids refer to. */
export type BoardComponents = Pick<ComponentSet, 'tiles' | 'thera'>;

/** A terrain icon where it lies on the board. */
export interface PlacedIcon extends QuadrantRef {
  readonly icon: Icon;
}

/** @internal `{ x, y, quadrant, icon }`, made without a literal (see `board/shapes`). */
export function placedIcon(x: number, y: number, quadrant: Quadrant, icon: Icon): PlacedIcon {
  const placed = {} as { x: number; y: number; quadrant: Quadrant; icon: Icon };
  placed.x = x;
  placed.y = y;
  placed.quadrant = quadrant;
  placed.icon = icon;
  return placed;
}

/** An island: a union of pieces (K2.3), with what lies on it. */
export interface Island {
  /** {@link THERA_ISLAND}, or the quadrant key of the island's oldest piece (see {@link analyzeBoard}). */
  readonly id: string;
  /** Its pieces, by the quadrant each fills; Thera's island holds Thera's 16 quadrants. */
  readonly pieces: readonly QuadrantRef[];
  /** How many tiles it spreads over; Thera counts as one tile (K2.5). */
  readonly tileCount: number;
  readonly docks: readonly DockId[];
  readonly icons: readonly PlacedIcon[];
}

/** @internal `{ id, pieces, docks, icons, tileCount }`, made without a literal (see `board/shapes`). */
export function newIsland(id: string, pieces: readonly QuadrantRef[], docks: readonly DockId[], icons: readonly PlacedIcon[], tileCount: number): Island {
  const made = {} as { id: string; pieces: readonly QuadrantRef[]; docks: readonly DockId[]; icons: readonly PlacedIcon[]; tileCount: number };
  made.id = id;
  made.pieces = pieces;
  made.docks = docks;
  made.icons = icons;
  made.tileCount = tileCount;
  return made;
}

/**
 * What {@link analyzeBoard} derives from a board. Read it through the query functions. The maps of
 * a geometry built here are plain `Map`s of the caller's own, made on first read: the rules read
 * the geometry through internal persistent maps instead (see `board/persistent`).
 */
export interface BoardGeometry {
  readonly board: Board;
  /** Each placed tile's data in the board frame, by cell key. */
  readonly tiles: ReadonlyMap<string, LandTile>;
  /** Thera's island first, then tile islands oldest first. */
  readonly islands: readonly Island[];
  /** Island id by quadrant key, for every quadrant of Thera and of every tile. */
  readonly islandOfQuadrant: ReadonlyMap<string, string>;
  /** Island id by dock. */
  readonly islandOfDock: ReadonlyMap<DockId, string>;
  /** Route graph adjacency (K2.4). */
  readonly routes: ReadonlyMap<string, readonly string[]>;
  /** Every icon on the board. */
  readonly icons: readonly PlacedIcon[];
}

/**
 * @internal The look-ups the rules make of a geometry: its four maps. {@link geometryIndex} gives
 * the persistent versions a geometry built here keeps, or the public maps of any other one.
 */
export interface GeometryIndex {
  readonly tiles: Lookup<string, LandTile>;
  readonly islandOfQuadrant: Lookup<string, string>;
  readonly islandOfDock: Lookup<DockId, string>;
  readonly routes: Lookup<string, readonly string[]>;
}

/** @internal {@link GeometryIndex} as built here: persistent maps, grown by `extendGeometry`. */
export interface PersistentIndex extends GeometryIndex {
  readonly tiles: PersistentMap<string, LandTile>;
  readonly islandOfQuadrant: PersistentMap<string, string>;
  readonly islandOfDock: PersistentMap<DockId, string>;
  readonly routes: PersistentMap<string, readonly string[]>;
}

/** @internal A {@link PersistentIndex}; a class, as it lives as long as its geometry (see `board/shapes`). */
export class PersistentMaps implements PersistentIndex {
  constructor(
    readonly tiles: PersistentMap<string, LandTile>,
    readonly islandOfQuadrant: PersistentMap<string, string>,
    readonly islandOfDock: PersistentMap<DockId, string>,
    readonly routes: PersistentMap<string, readonly string[]>,
  ) {}
}

/**
 * A geometry over persistent maps (see {@link persistentGeometry}). Its public fields are own,
 * enumerable properties in the order of a plain geometry's, so copies, comparisons and JSON see
 * the same object; the maps are accessors that copy theirs out of the persistent ones on first
 * read, once. The persistent maps are private: a copy of the object (a spread) has only the
 * public maps, and is read through them.
 */
class PersistentGeometry {
  declare readonly board: Board;
  declare readonly tiles: ReadonlyMap<string, LandTile>;
  declare readonly islands: readonly Island[];
  declare readonly islandOfQuadrant: ReadonlyMap<string, string>;
  declare readonly islandOfDock: ReadonlyMap<DockId, string>;
  declare readonly routes: ReadonlyMap<string, readonly string[]>;
  declare readonly icons: readonly PlacedIcon[];
  readonly #index: PersistentIndex;
  readonly #memo: GeometryMemo;
  #tiles: ReadonlyMap<string, LandTile> | undefined;
  #islandOfQuadrant: ReadonlyMap<string, string> | undefined;
  #islandOfDock: ReadonlyMap<DockId, string> | undefined;
  #routes: ReadonlyMap<string, readonly string[]> | undefined;

  constructor(board: Board, islands: readonly Island[], icons: readonly PlacedIcon[], index: PersistentIndex, nodes: NodeTable) {
    this.#index = index;
    this.#memo = new GeometryMemo(nodes);
    // Fields in a plain geometry's order; the maps as accessors sharing one descriptor each.
    this.board = board;
    Object.defineProperty(this, 'tiles', TILES);
    this.islands = islands;
    Object.defineProperty(this, 'islandOfQuadrant', ISLAND_OF_QUADRANT);
    Object.defineProperty(this, 'islandOfDock', ISLAND_OF_DOCK);
    Object.defineProperty(this, 'routes', ROUTES);
    this.icons = icons;
  }

  /** The persistent maps of `geometry`, if it is one of these. */
  static indexOf(geometry: BoardGeometry): PersistentIndex | undefined {
    return #index in geometry ? geometry.#index : undefined;
  }

  /** The memo of `geometry`, if it is one of these. */
  static memoOf(geometry: BoardGeometry): GeometryMemo | undefined {
    return #memo in geometry ? geometry.#memo : undefined;
  }

  static tiles(g: PersistentGeometry): ReadonlyMap<string, LandTile> {
    return (g.#tiles ??= g.#index.tiles.toMap());
  }
  static islandOfQuadrant(g: PersistentGeometry): ReadonlyMap<string, string> {
    return (g.#islandOfQuadrant ??= g.#index.islandOfQuadrant.toMap());
  }
  static islandOfDock(g: PersistentGeometry): ReadonlyMap<DockId, string> {
    return (g.#islandOfDock ??= g.#index.islandOfDock.toMap());
  }
  static routes(g: PersistentGeometry): ReadonlyMap<string, readonly string[]> {
    return (g.#routes ??= g.#index.routes.toMap());
  }
}

/** The accessors of {@link PersistentGeometry}'s public maps, shared by every geometry. */
const TILES: PropertyDescriptor = { enumerable: true, get: function (this: PersistentGeometry) { return PersistentGeometry.tiles(this); } };
const ISLAND_OF_QUADRANT: PropertyDescriptor = { enumerable: true, get: function (this: PersistentGeometry) { return PersistentGeometry.islandOfQuadrant(this); } };
const ISLAND_OF_DOCK: PropertyDescriptor = { enumerable: true, get: function (this: PersistentGeometry) { return PersistentGeometry.islandOfDock(this); } };
const ROUTES: PropertyDescriptor = { enumerable: true, get: function (this: PersistentGeometry) { return PersistentGeometry.routes(this); } };

/**
 * @internal What the rules work out from a geometry built here, kept with it in one slot per kind
 * (each module reads and writes only its own). Such a geometry never changes, so nothing worked
 * out from it ever goes stale, and it lives exactly as long as the geometry: no look-up table
 * keyed by geometries is needed.
 */
export class GeometryMemo {
  constructor(
    /** The route node numbers of the geometry's component set (`board/sea`), shared by its geometries. */
    readonly nodes: NodeTable,
  ) {}
  /** Sea searches by dock (`board/sea`). */
  searches: unknown = undefined;
  /** Boat moves by dock (`rules/boat`). */
  moves: unknown = undefined;
  /** The free cells of the board (`rules/geometry`). */
  freeCells: unknown = undefined;
  /** For a geometry grown by one tile, the free cells of the board it grew from, if known (`rules/geometry`). */
  freeBefore: unknown = undefined;
  /** The islands by id (`rules/geometry`). */
  islandsById: unknown = undefined;
}

/** @internal The {@link GeometryMemo} of a geometry built by `analyzeBoard` or `extendGeometry`; `undefined` for any other (which may change). */
export function geometryMemo(geometry: BoardGeometry): GeometryMemo | undefined {
  return PersistentGeometry.memoOf(geometry);
}

/** @internal The persistent maps of a geometry built by `analyzeBoard` or `extendGeometry`, if it is one. */
export function persistentIndex(geometry: BoardGeometry): PersistentIndex | undefined {
  return PersistentGeometry.indexOf(geometry);
}

/**
 * @internal What the rules read a geometry's maps through: its persistent maps, or, for a geometry
 * made some other way (a copy, a hand-made one), its public maps.
 */
export function geometryIndex(geometry: BoardGeometry): GeometryIndex {
  return PersistentGeometry.indexOf(geometry) ?? geometry;
}

/**
 * @internal A geometry over persistent maps. Its public maps are copied out of them on first
 * read, once: play reads the geometry through {@link geometryIndex} and never pays for them, and
 * a caller gets plain `Map`s of its own, equal entry for entry, in order, to a full build's.
 */
export function persistentGeometry(board: Board, islands: readonly Island[], icons: readonly PlacedIcon[], index: PersistentIndex, nodes: NodeTable): BoardGeometry {
  return new PersistentGeometry(board, islands, icons, index, nodes);
}

const catalogues = new WeakMap<readonly LandTile[], Map<string, LandTile>>();

/** @internal A component set's tiles by id, built once per tile list. */
export function catalogue(tiles: readonly LandTile[]): ReadonlyMap<string, LandTile> {
  let byId = catalogues.get(tiles);
  if (!byId) catalogues.set(tiles, (byId = new Map(tiles.map((t) => [t.id, t]))));
  return byId;
}

const rotations = new WeakMap<LandTile, LandTile[]>();

/** @internal {@link rotateTile}, worked out once per tile and rotation (tile data never changes). */
export function orientedTile(tile: LandTile, rotation: Rotation): LandTile {
  let turned = rotations.get(tile);
  if (!turned) rotations.set(tile, (turned = []));
  return (turned[rotation] ??= rotateTile(tile, rotation));
}

/**
 * Derives a board's geometry. Pieces joined inside a tile, and pieces of different tiles meeting at
 * a grid vertex, are one island (K2.3); Thera is an island of its own. A tile island's id is the
 * quadrant key of its oldest piece (first tile placed, then NW, NE, SE, SW), so when islands merge
 * the merged island keeps the id of the oldest. Throws a `RangeError` for an unknown tile id, or a
 * tile on Thera or on a taken cell.
 */
export function analyzeBoard(board: Board, components: BoardComponents): BoardGeometry {
  const byId = catalogue(components.tiles);
  const seen = new Set<string>();
  const oriented = mapped(board.tiles, (placed) => {
    const tile = byId.get(placed.tile);
    if (!tile) throw new RangeError(`unknown tile ${placed.tile}`);
    if (isTheraCell(placed) || seen.has(cellKey(placed))) throw new RangeError(`tile ${placed.tile} on a taken cell ${cellKey(placed)}`);
    seen.add(cellKey(placed));
    return orientedTile(tile, placed.rotation);
  });

  // Piece 4i+q is quadrant q (NW, NE, SE, SW) of board.tiles[i].
  const refs: QuadrantRef[] = board.tiles.flatMap(({ x, y }) => QUADRANTS.map((quadrant) => quadrantRef(x, y, quadrant)));
  const keys = mapped(refs, quadrantKey);
  const roots = pieceRoots(refs, oriented);
  const islandOfPiece = (i: number, quadrant: Quadrant): string => keys[roots[4 * i + QUADRANTS.indexOf(quadrant)] ?? 0] ?? '';

  // Pieces and islands from their factories, not spreads: a spread with more fields makes a new hidden
  // class each time, and every function that meets such objects has to handle one more (see `board/shapes`).
  const theraPieces = Object.values(THERA_CELLS).flatMap((cell) => QUADRANTS.map((quadrant) => quadrantRef(cell.x, cell.y, quadrant)));
  const theraDocks = mapped(components.thera.docks, (d) => theraNode(d.id));
  // Islands under construction; `cells` holds tile indices (Thera's island: -1, counting as one tile).
  const thera = { id: THERA_ISLAND, pieces: theraPieces, cells: new Set([-1]), docks: theraDocks, icons: newList<PlacedIcon>() };
  const open = new Map<string, typeof thera>([[THERA_ISLAND, thera]]);
  const islandOfQuadrant = new Map(theraPieces.map((p) => [quadrantKey(p), THERA_ISLAND]));
  refs.forEach((at, piece) => {
    const id = keys[roots[piece] ?? piece] ?? '';
    let island = open.get(id);
    if (!island) open.set(id, (island = { id, pieces: newList(), cells: new Set(), docks: newList(), icons: newList() }));
    island.pieces.push(at);
    island.cells.add(Math.floor(piece / 4));
    islandOfQuadrant.set(keys[piece] ?? '', id);
  });
  const islandOfDock = new Map(thera.docks.map((d) => [d, THERA_ISLAND]));
  const icons = newList<PlacedIcon>();
  oriented.forEach((tile, i) => {
    const cell = board.tiles[i] ?? { x: 0, y: 0 };
    for (const dock of tile.docks) {
      const id = islandOfPiece(i, dock.piece);
      islandOfDock.set(tileNode(cell, dock.id), id);
      open.get(id)?.docks.push(tileNode(cell, dock.id));
    }
    const icon = placedIcon(cell.x, cell.y, tile.iconQuadrant, tile.icon);
    icons.push(icon);
    open.get(islandOfPiece(i, tile.iconQuadrant))?.icons.push(icon);
  });

  const islands = mapped([...open.values()], ({ id, pieces, docks, icons, cells }) => newIsland(id, pieces, docks, icons, cells.size));
  return persistentGeometry(
    board,
    islands,
    icons,
    new PersistentMaps(
      new PersistentMap(new Map(board.tiles.map((p, i) => [cellKey(p), oriented[i] as LandTile]))).seal(),
      new PersistentMap(islandOfQuadrant).seal(),
      new PersistentMap(islandOfDock).seal(),
      new PersistentMap<string, readonly string[]>(buildRouteGraph(board.tiles, oriented, components.thera)).seal(),
    ),
    nodeTableOf(components),
  );
}

/**
 * The root of every piece's island, by union-find: the smallest piece index, i.e. the oldest piece.
 * `refs[4i+q]` is quadrant q of tile i, lying as `oriented[i]`.
 */
function pieceRoots(refs: readonly QuadrantRef[], oriented: readonly LandTile[]): number[] {
  const parent = mapped(refs, (_, i) => i);
  const find = (i: number): number => {
    let root = i;
    while ((parent[root] ?? root) !== root) root = parent[root] ?? root;
    for (let j = i; j !== root; ) {
      const up = parent[j] ?? root;
      parent[j] = root;
      j = up;
    }
    return root;
  };
  const union = (a: number, b: number): void => {
    const [ra, rb] = [find(a), find(b)];
    parent[Math.max(ra, rb)] = Math.min(ra, rb);
  };
  oriented.forEach((tile, i) => {
    // K2.2: pieces joined inside the tile.
    for (const group of tile.joins) for (const q of group) union(4 * i + QUADRANTS.indexOf(group[0] ?? q), 4 * i + QUADRANTS.indexOf(q));
  });
  // K2.3: pieces of different tiles meeting at a grid vertex. Thera has no pieces here: it never joins.
  const atVertex = new Map<string, number>();
  refs.forEach((ref, piece) => {
    const vertex = cellKey(cornerVertex(ref));
    const other = atVertex.get(vertex);
    if (other === undefined) atVertex.set(vertex, piece);
    else union(other, piece);
  });
  return mapped(refs, (_, i) => find(i));
}
