/**
 * Derives islands, docks, icons and the route graph from a {@link Board} (K2.2–K2.4). The result
 * is computed, never stored: game state keeps only the board.
 *
 * @module
 */
import { QUADRANTS, type ComponentSet, type Icon, type LandTile, type Quadrant } from '../data/types';
import { THERA_CELLS, cellKey, cornerVertex, isTheraCell, quadrantKey, type QuadrantRef, type Rotation } from './coords';
import { rotateTile } from './rotate';
import { buildRouteGraph, theraNode, tileNode, type DockId } from './routes';
import type { Board } from './state';

/** The id of Thera's island (K2.3). */
export const THERA_ISLAND = 'thera';

/** The tiles and Thera that a board's tile ids refer to. */
export type BoardComponents = Pick<ComponentSet, 'tiles' | 'thera'>;

/** A terrain icon where it lies on the board. */
export interface PlacedIcon extends QuadrantRef {
  readonly icon: Icon;
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

/** What {@link analyzeBoard} derives from a board. Read it through the query functions. */
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
  const oriented = board.tiles.map((placed) => {
    const tile = byId.get(placed.tile);
    if (!tile) throw new RangeError(`unknown tile ${placed.tile}`);
    if (isTheraCell(placed) || seen.has(cellKey(placed))) throw new RangeError(`tile ${placed.tile} on a taken cell ${cellKey(placed)}`);
    seen.add(cellKey(placed));
    return orientedTile(tile, placed.rotation);
  });

  // Piece 4i+q is quadrant q (NW, NE, SE, SW) of board.tiles[i].
  const refs: QuadrantRef[] = board.tiles.flatMap(({ x, y }) => QUADRANTS.map((quadrant) => ({ x, y, quadrant })));
  const keys = refs.map(quadrantKey);
  const roots = pieceRoots(refs, oriented);
  const islandOfPiece = (i: number, quadrant: Quadrant): string => keys[roots[4 * i + QUADRANTS.indexOf(quadrant)] ?? 0] ?? '';

  const theraPieces = Object.values(THERA_CELLS).flatMap((cell) => QUADRANTS.map((quadrant) => ({ ...cell, quadrant })));
  const theraDocks = components.thera.docks.map((d) => theraNode(d.id));
  // Islands under construction; `cells` holds tile indices (Thera's island: -1, counting as one tile).
  const thera = { id: THERA_ISLAND, pieces: theraPieces, cells: new Set([-1]), docks: theraDocks, icons: [] as PlacedIcon[] };
  const open = new Map<string, typeof thera>([[THERA_ISLAND, thera]]);
  const islandOfQuadrant = new Map(theraPieces.map((p) => [quadrantKey(p), THERA_ISLAND]));
  refs.forEach((at, piece) => {
    const id = keys[roots[piece] ?? piece] ?? '';
    let island = open.get(id);
    if (!island) open.set(id, (island = { id, pieces: [], cells: new Set(), docks: [], icons: [] }));
    island.pieces.push(at);
    island.cells.add(Math.floor(piece / 4));
    islandOfQuadrant.set(keys[piece] ?? '', id);
  });
  const islandOfDock = new Map(thera.docks.map((d) => [d, THERA_ISLAND]));
  const icons: PlacedIcon[] = [];
  oriented.forEach((tile, i) => {
    const cell = board.tiles[i] ?? { x: 0, y: 0 };
    for (const dock of tile.docks) {
      const id = islandOfPiece(i, dock.piece);
      islandOfDock.set(tileNode(cell, dock.id), id);
      open.get(id)?.docks.push(tileNode(cell, dock.id));
    }
    const icon = { x: cell.x, y: cell.y, quadrant: tile.iconQuadrant, icon: tile.icon };
    icons.push(icon);
    open.get(islandOfPiece(i, tile.iconQuadrant))?.icons.push(icon);
  });

  return {
    board,
    tiles: new Map(board.tiles.map((p, i) => [cellKey(p), oriented[i] as LandTile])),
    islands: [...open.values()].map(({ cells, ...rest }) => ({ ...rest, tileCount: cells.size })),
    islandOfQuadrant,
    islandOfDock,
    routes: buildRouteGraph(board.tiles, oriented, components.thera),
    icons,
  };
}

/**
 * The root of every piece's island, by union-find: the smallest piece index, i.e. the oldest piece.
 * `refs[4i+q]` is quadrant q of tile i, lying as `oriented[i]`.
 */
function pieceRoots(refs: readonly QuadrantRef[], oriented: readonly LandTile[]): number[] {
  const parent = refs.map((_, i) => i);
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
  return refs.map((_, i) => find(i));
}
