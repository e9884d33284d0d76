/**
 * `@tabula/akrotiri/ui`: what a user interface for Akrotiri needs besides drawing, framework-free
 * and tree-shakable. The words for every action and event as a seat sees them
 * ({@link akrotiriWords}: seats as "Seat 1" or "you", long lists grouped), the click paths
 * ({@link akrotiriClicks} with `click` and `buttons` of `@tabula/core/ui`), the sea's geometry
 * ({@link seaShapes}, the shapes of tiles, docks and Thera, and a pixel frame) and the animations
 * of a change ({@link akrotiriAnimations}). Everything reads only what a seat received: its view,
 * its events, the actions as `actionFor` showed them.
 *
 * @packageDocumentation
 */
export { akrotiriWords, cellWords, dockWords, endWords, goalWords, mapWords, quadrantWords, requirementWords, rewardWords, subject, ROTATION_WORDS } from './words';
export { akrotiriClicks, type Target } from './clicks';
export { akrotiriAnimations, QUIET_EVENTS, type Animation, type Face, type Place } from './events';
export {
  DOCK_RADIUS,
  DOCK_SIZE,
  PIECE_RADIUS,
  SIDE_POINT,
  THERA_CELLS,
  THERA_INSET,
  cellPixels,
  circlesPath,
  cubePoint,
  dockPoints,
  dockPositions,
  fitFrame,
  fromCorner,
  iconPoint,
  joinShapes,
  linesPath,
  nodePoint,
  piecePolygon,
  pointsAttr,
  polarFromCorner,
  polygonsPath,
  quadrantPoint,
  rectPixels,
  seaShapes,
  shapesOf,
  templePoint,
  theraDockPoints,
  theraEndPoints,
  tilePaths,
  toPixels,
  turnedOnce,
  type Band,
  type Frame,
  type Point,
  type Shape,
  type TilePaths,
  type TileShapes,
  type TileToDraw,
} from './geometry';
