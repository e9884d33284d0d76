/**
 * Grid coordinates (K2.1, K2.2): cells, quadrants, grid vertices, rotation.
 *
 * A cell is `{ x, y }` with x growing east and y growing **south** (rows read top to bottom, as on
 * the table from seat 0). Thera fills cells x, y ∈ {-1, 0}, so the grid vertex `(0, 0)` is Thera's
 * centre. A grid vertex `(x, y)` is the north-west corner of cell `(x, y)`.
 *
 * @module
 */
import { deepFreeze } from '@tabula/core';
import { MAX_COORD } from '../data/bounds';
import { QUADRANTS, SIDES, type Quadrant, type Side } from '../data/types';

/** A cell of the board grid, or (for vertex functions) a grid vertex. */
export interface Cell {
  readonly x: number;
  readonly y: number;
}

/** One quadrant of one cell: where a piece, an icon or a temple lies (K2.2). */
export interface QuadrantRef extends Cell {
  readonly quadrant: Quadrant;
}

/**
 * @internal `{ x, y, quadrant }`, made without a literal: what geometries keep lives long (see
 * `board/shapes`).
 */
export function quadrantRef(x: number, y: number, quadrant: Quadrant): QuadrantRef {
  const ref = {} as { x: number; y: number; quadrant: Quadrant };
  ref.x = x;
  ref.y = y;
  ref.quadrant = quadrant;
  return ref;
}

/** Quarter turns clockwise (K2.1). */
export type Rotation = 0 | 1 | 2 | 3;

/** Every rotation. */
export const ROTATIONS: readonly Rotation[] = deepFreeze<Rotation[]>([0, 1, 2, 3]);

/** Thera's four cells, each named by its position in the 2×2 block (K2.1). */
export const THERA_CELLS: Readonly<Record<Quadrant, Cell>> = deepFreeze({
  NW: { x: -1, y: -1 },
  NE: { x: 0, y: -1 },
  SE: { x: 0, y: 0 },
  SW: { x: -1, y: 0 },
});

/** Whether a cell is one of Thera's four. */
export function isTheraCell(cell: Cell): boolean {
  return isTheraAt(cell.x, cell.y);
}

/** @internal Whether cell (x, y) is one of Thera's four. */
export function isTheraAt(x: number, y: number): boolean {
  return (x === -1 || x === 0) && (y === -1 || y === 0);
}

/** A cell's key, `"x,y"`, for lookups. */
export function cellKey(cell: Cell): string {
  return cellNames(cell.x, cell.y)?.cell ?? `${cell.x},${cell.y}`;
}

/** A quadrant's key, `"x,y/Q"`, for lookups. */
export function quadrantKey(ref: QuadrantRef): string {
  return quadrantKeyAt(ref.x, ref.y, ref.quadrant);
}

/** @internal {@link quadrantKey} of quadrant `quadrant` of cell (x, y). */
export function quadrantKeyAt(x: number, y: number, quadrant: Quadrant): string {
  const index = quadrantIndex(quadrant);
  if (index >= 0) {
    const names = cellNames(x, y);
    if (names) return names.quadrants[index]!;
  }
  return `${x},${y}/${quadrant}`;
}

/** @internal A quadrant's index in {@link QUADRANTS} (0 to 3), or -1 for what is not a quadrant. */
export function quadrantIndex(quadrant: string): number {
  switch (quadrant) {
    case 'NW':
      return 0;
    case 'NE':
      return 1;
    case 'SE':
      return 2;
    case 'SW':
      return 3;
    default:
      return -1;
  }
}

/**
 * @internal The key strings of one cell, each made once: its {@link cellKey}, its quadrants'
 * {@link quadrantKey}s, and the names of its route nodes (see `tileNode`).
 */
export class CellNames {
  /** Route node names by node (a side, the centre or a dock id), made on first use. */
  nodes: Map<string, string> | undefined = undefined;

  constructor(
    readonly cell: string,
    /** By quadrant index (see {@link quadrantIndex}). */
    readonly quadrants: readonly string[],
  ) {}
}

/**
 * @internal How many route node names (see `tileNode`) each cell keeps: the four route ends, the
 * centre and a few dock ids, enough for any one component set (a tile has at most 4 docks).
 */
export const NODE_NAMES_PER_CELL = 16;

/** The side of the square of cells whose names are kept: every cell a game can reach. */
const NAMED_SPAN = 2 * MAX_COORD + 1;
/** {@link CellNames} by cell, at `(x + MAX_COORD) * NAMED_SPAN + y + MAX_COORD` (allocated whole: no sparse array). */
const namesByCell: (CellNames | undefined)[] = new Array<CellNames | undefined>(NAMED_SPAN * NAMED_SPAN).fill(undefined);

/**
 * @internal The key strings of cell (x, y), made on first use and then kept; `undefined` for a
 * cell farther than {@link MAX_COORD} from Thera, or not on the grid, whose keys are made afresh
 * each time. The rules ask for the keys of the same few hundred cells over and over (every island,
 * tile or route look-up needs one), so a kept string saves making it, and is hashed only once. A
 * key depends on nothing but the cell, so a kept one is always the one that would be made; the
 * table holds at most one entry per cell within reach.
 */
export function cellNames(x: number, y: number): CellNames | undefined {
  if (!(x >= -MAX_COORD && x <= MAX_COORD && y >= -MAX_COORD && y <= MAX_COORD) || (x | 0) !== x || (y | 0) !== y) return undefined;
  const at = (x + MAX_COORD) * NAMED_SPAN + y + MAX_COORD;
  let names = namesByCell[at];
  if (names === undefined) {
    const cell = `${x},${y}`;
    names = new CellNames(cell, QUADRANTS.map((quadrant) => `${cell}/${quadrant}`));
    namesByCell[at] = names;
  }
  return names;
}

/** @internal How many route node names the cells keep in all (see {@link NODE_NAMES_PER_CELL}): for the tests of the bound. */
export function keptNodeNames(): number {
  let count = 0;
  for (const names of namesByCell) count += names?.nodes?.size ?? 0;
  return count;
}

const STEP: Readonly<Record<Side, Cell>> = { N: { x: 0, y: -1 }, E: { x: 1, y: 0 }, S: { x: 0, y: 1 }, W: { x: -1, y: 0 } };

/** The cell across `side` of `cell`. */
export function neighbour(cell: Cell, side: Side): Cell {
  return { x: cell.x + STEP[side].x, y: cell.y + STEP[side].y };
}

/** The side facing `side`: the neighbour's route end on a shared edge (K2.4). */
export function oppositeSide(side: Side): Side {
  return rotateSide(side, 2);
}

/** Where `side` of an unrotated tile ends up after `rotation` quarter turns clockwise. */
export function rotateSide(side: Side, rotation: Rotation): Side {
  return SIDES[(SIDES.indexOf(side) + rotation) % 4] ?? side;
}

/** Where `quadrant` of an unrotated tile ends up after `rotation` quarter turns clockwise. */
export function rotateQuadrant(quadrant: Quadrant, rotation: Rotation): Quadrant {
  return QUADRANTS[(QUADRANTS.indexOf(quadrant) + rotation) % 4] ?? quadrant;
}

/** The grid vertex at the outer corner of a quadrant, where its piece lies (K2.2). */
export function cornerVertex(ref: QuadrantRef): Cell {
  const east = ref.quadrant === 'NE' || ref.quadrant === 'SE' ? 1 : 0;
  const south = ref.quadrant === 'SE' || ref.quadrant === 'SW' ? 1 : 0;
  return { x: ref.x + east, y: ref.y + south };
}

/** The four quadrants, of four cells, whose outer corner is grid vertex `vertex` (K2.3). */
export function quadrantsAtVertex(vertex: Cell): QuadrantRef[] {
  const { x, y } = vertex;
  return [
    { x: x - 1, y: y - 1, quadrant: 'SE' },
    { x, y: y - 1, quadrant: 'SW' },
    { x, y, quadrant: 'NW' },
    { x: x - 1, y, quadrant: 'NE' },
  ];
}
