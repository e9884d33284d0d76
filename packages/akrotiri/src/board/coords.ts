/**
 * Grid coordinates (K2.1, K2.2): cells, quadrants, grid vertices, rotation.
 *
 * A cell is `{ x, y }` with x growing east and y growing **south** (rows read top to bottom, as on
 * the table from seat 0). Thera fills cells x, y ∈ {-1, 0}, so the grid vertex `(0, 0)` is Thera's
 * centre. A grid vertex `(x, y)` is the north-west corner of cell `(x, y)`.
 *
 * @module
 */
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

/** Quarter turns clockwise (K2.1). */
export type Rotation = 0 | 1 | 2 | 3;

/** Every rotation. */
export const ROTATIONS: readonly Rotation[] = [0, 1, 2, 3];

/** Thera's four cells, each named by its position in the 2×2 block (K2.1). */
export const THERA_CELLS: Readonly<Record<Quadrant, Cell>> = {
  NW: { x: -1, y: -1 },
  NE: { x: 0, y: -1 },
  SE: { x: 0, y: 0 },
  SW: { x: -1, y: 0 },
};

/** Whether a cell is one of Thera's four. */
export function isTheraCell(cell: Cell): boolean {
  return (cell.x === -1 || cell.x === 0) && (cell.y === -1 || cell.y === 0);
}

/** A cell's key, `"x,y"`, for lookups. */
export function cellKey(cell: Cell): string {
  return `${cell.x},${cell.y}`;
}

/** A quadrant's key, `"x,y/Q"`, for lookups. */
export function quadrantKey(ref: QuadrantRef): string {
  return `${ref.x},${ref.y}/${ref.quadrant}`;
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
