/**
 * Akrotiri's board model (K2), the one place its geometry lives. This module gathers the parts
 * under `board/`:
 *
 * - `coords`: cells, quadrants, grid vertices, rotation (K2.1, K2.2);
 * - `state`: the JSON board state and tile placement (K4.1);
 * - `rotate`: a tile's data turned into the board frame (K2.1);
 * - `analyze`: islands, docks, icons and routes derived from a board (K2.3, K2.4);
 * - `islands`: island membership and completeness (K2.3, K2.5);
 * - `routes`: the joined route graph (K2.4);
 * - `sea`: sea moves, portages, portages from Thera (K5.1, K7);
 * - `directions`: rows, columns, seat-relative directions, map-card requirements, quarters
 *   (K2.6, K5.4, K7 G4).
 *
 * Game state holds only a {@link Board} (plain JSON); everything else is derived by
 * {@link analyzeBoard} and read through the query functions.
 *
 * @module
 */
export {
  ROTATIONS,
  THERA_CELLS,
  cellKey,
  cornerVertex,
  isTheraCell,
  neighbour,
  oppositeSide,
  quadrantKey,
  quadrantsAtVertex,
  rotateQuadrant,
  rotateSide,
  type Cell,
  type QuadrantRef,
  type Rotation,
} from './board/coords';
export { EMPTY_BOARD, canPlace, freeCells, isOccupied, placeTile, tileAt, type Board, type PlacedTile } from './board/state';
export { rotateRouteNode, rotateTile } from './board/rotate';
export { THERA_ISLAND, analyzeBoard, type BoardComponents, type BoardGeometry, type Island, type PlacedIcon } from './board/analyze';
export { iconTypes, isComplete, islandAt, islandById, islandOfDock } from './board/islands';
export { isTheraNode, theraEndEdge, theraNode, tileNode, type DockId } from './board/routes';
export { portageDocks, portagesFromThera, seaNeighbourIslands, seaReachableDocks, type SeaMoveOptions } from './board/sea';
export {
  directionsFrom,
  excavationSites,
  iconsToward,
  meetsRequirements,
  quadrantPosition,
  quarterOf,
  type QuadrantPosition,
} from './board/directions';
