/**
 * Questions about islands (K2.3, K2.5) asked of a {@link BoardGeometry}.
 *
 * @module
 */
import type { Icon } from '../data/types';
import { cellKey, cornerVertex, isTheraCell, quadrantKey, quadrantsAtVertex, type QuadrantRef } from './coords';
import { geometryIndex, type BoardGeometry, type Island } from './analyze';
import type { DockId } from './routes';

/** The id of the island a quadrant's piece belongs to (Thera's quadrants: Thera's); `undefined` on an empty cell. */
export function islandAt(geometry: BoardGeometry, at: QuadrantRef): string | undefined {
  return geometryIndex(geometry).islandOfQuadrant.get(quadrantKey(at));
}

/** The id of the island a dock belongs to; `undefined` for a dock not on the board. */
export function islandOfDock(geometry: BoardGeometry, dock: DockId): string | undefined {
  return geometryIndex(geometry).islandOfDock.get(dock);
}

/** The island with id `id`, if the board has one. */
export function islandById(geometry: BoardGeometry, id: string): Island | undefined {
  return geometry.islands.find((island) => island.id === id);
}

/** The distinct icon types on an island, in order of first appearance (for K7 G7–G12). */
export function iconTypes(island: Island): Icon[] {
  return [...new Set(island.icons.map((placed) => placed.icon))];
}

/**
 * K2.5: whether an island is complete: every cell around the grid vertices of its pieces is filled,
 * so no tile can ever join it. Thera's island applies the same test to its own 16 quadrants: it is
 * complete once the 12 cells around it are filled.
 */
export function isComplete(geometry: BoardGeometry, island: Island): boolean {
  const { tiles } = geometryIndex(geometry);
  const filled = (at: QuadrantRef): boolean => isTheraCell(at) || tiles.has(cellKey(at));
  return island.pieces.every((piece) => quadrantsAtVertex(cornerVertex(piece)).every(filled));
}
