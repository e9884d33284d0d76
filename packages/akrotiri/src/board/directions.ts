/**
 * Reading the board from a seat (K2.6, K5.4) and the board's quarters (K7 G4).
 *
 * Quadrants form a grid twice as fine as the cells: quadrant row `2y` (north half of row y) or
 * `2y + 1` (south half), column `2x` (west half) or `2x + 1` (east half). Seat 0 sits at the south
 * edge looking north, seat 1 at the north edge looking south (K2.6).
 *
 * @module
 */
import type { Direction, Quadrant, Requirement } from '../data/types';
import { isTheraCell, type Cell, type QuadrantRef } from './coords';
import type { BoardGeometry, Island, PlacedIcon } from './analyze';

/** A quadrant's place in the quadrant grid; rows grow southward, columns eastward. */
export interface QuadrantPosition {
  readonly row: number;
  readonly column: number;
}

/** K2.6: the row and column of a quadrant in the quadrant grid. */
export function quadrantPosition(at: QuadrantRef): QuadrantPosition {
  const south = at.quadrant === 'SE' || at.quadrant === 'SW' ? 1 : 0;
  const east = at.quadrant === 'NE' || at.quadrant === 'SE' ? 1 : 0;
  return { row: 2 * at.y + south, column: 2 * at.x + east };
}

/** +1 for seat 0 (looking north), -1 for seat 1 (looking south); throws for any other seat. */
function facing(seat: number): 1 | -1 {
  if (seat === 0) return 1;
  if (seat === 1) return -1;
  throw new RangeError(`Akrotiri has seats 0 and 1, not ${seat} (K2.6)`);
}

/** How far `to` lies above and to the right of `from`, read from `seat`'s side (negative: below, left). */
function offset(seat: number, from: QuadrantRef, to: QuadrantRef): { up: number; right: number } {
  const sign = facing(seat);
  const a = quadrantPosition(from);
  const b = quadrantPosition(to);
  return { up: (a.row - b.row) * sign, right: (b.column - a.column) * sign };
}

/**
 * K5.4 [D]: in which directions `to` lies from `from`, read from `seat`'s side: "above" when its
 * row is strictly further from the seat, at any distance left or right; likewise below, left and
 * right. A quadrant diagonally away lies in two directions; the same quadrant in none.
 */
export function directionsFrom(seat: number, from: QuadrantRef, to: QuadrantRef): Direction[] {
  const { up, right } = offset(seat, from, to);
  const directions: Direction[] = [];
  if (up > 0) directions.push('above');
  if (up < 0) directions.push('below');
  if (right < 0) directions.push('left');
  if (right > 0) directions.push('right');
  return directions;
}

/**
 * Whether `to` lies `direction` of `from`, read from `seat` (as {@link directionsFrom}). Works on
 * rows and columns directly: it runs for every icon of every candidate excavation site.
 */
function lies(seat: number, from: QuadrantRef, to: QuadrantRef, direction: Direction): boolean {
  const sign = facing(seat);
  switch (direction) {
    case 'above':
      return (rowOf(from) - rowOf(to)) * sign > 0;
    case 'below':
      return (rowOf(to) - rowOf(from)) * sign > 0;
    case 'right':
      return (columnOf(to) - columnOf(from)) * sign > 0;
    case 'left':
      return (columnOf(from) - columnOf(to)) * sign > 0;
  }
}

/** A quadrant's row in the quadrant grid (see {@link quadrantPosition}). */
function rowOf(at: QuadrantRef): number {
  return 2 * at.y + (at.quadrant === 'SE' || at.quadrant === 'SW' ? 1 : 0);
}

/** A quadrant's column in the quadrant grid (see {@link quadrantPosition}). */
function columnOf(at: QuadrantRef): number {
  return 2 * at.x + (at.quadrant === 'NE' || at.quadrant === 'SE' ? 1 : 0);
}

/** K5.4: the icons lying `direction` of quadrant `at`, anywhere on the board, read from `seat`. */
export function iconsToward(geometry: BoardGeometry, seat: number, at: QuadrantRef, direction: Direction): PlacedIcon[] {
  return geometry.icons.filter((icon) => lies(seat, at, icon, direction));
}

/** K5.4: whether quadrant `at` meets every requirement of a map card, read from `seat`. */
export function meetsRequirements(geometry: BoardGeometry, seat: number, at: QuadrantRef, requirements: readonly Requirement[]): boolean {
  return requirements.every((need) => {
    let found = 0;
    for (const placed of geometry.icons) if (placed.icon === need.icon && lies(seat, at, placed, need.direction)) found++;
    return found >= need.count;
  });
}

/**
 * K5.3 [D]: the quadrants of an island's tiles (those whose piece belongs to the island) where a
 * temple may go for a map card with these requirements, read from `seat`. Thera has none.
 */
export function excavationSites(geometry: BoardGeometry, seat: number, island: Island, requirements: readonly Requirement[]): QuadrantRef[] {
  return island.pieces.filter((piece) => !isTheraCell(piece) && meetsRequirements(geometry, seat, piece, requirements));
}

/**
 * K7 G4: the quarter of the board a cell lies in, the board being split through Thera's centre
 * (grid vertex 0,0), so every cell lies wholly in one quarter. Quarters are fixed compass
 * quarters, the same for both seats.
 */
export function quarterOf(cell: Cell): Quadrant {
  const north = cell.y < 0;
  const west = cell.x < 0;
  return north ? (west ? 'NW' : 'NE') : west ? 'SW' : 'SE';
}
