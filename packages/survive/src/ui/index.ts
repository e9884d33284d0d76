/**
 * `@tabula/survive/ui`: what a user interface for Survive needs beyond the rules, with no
 * framework: the words for every action and event as a seat sees them ({@link surviveWords}), the
 * click paths ({@link surviveClicks}, with `click` and `buttons` from `@tabula/core/ui`), the
 * island's geometry ({@link hexPoint}, {@link islePoint}, {@link islandShapes}) and events as
 * animations ({@link animations}). It reads only what a seat received: its view (explorer values
 * `null` where secret, only its own hand), its events (another seat's kept tile redacted), and the
 * actions as `actionFor` showed them (another seat's `placeExplorer` without its value).
 *
 * Seats are named for people as everywhere in Tabula: "Seat 1" for seat 0 (or the names a table
 * gives, `names`), "you" for the viewer. Hexes are "hex 40" ({@link hexName}), or "r5c3" on a map
 * with row and column axes ({@link hexGridName}, {@link surviveWordsWith}).
 *
 * ```ts
 * import { click, groupActions } from '@tabula/core/ui';
 * import { surviveClicks, surviveWords } from '@tabula/survive/ui';
 *
 * surviveWords.banner(view, seat);                 // 'Place an explorer: choose an empty terrain tile, then its value'
 * groupActions(view.legal, surviveWords, view);    // the 240 first placements, by value: 6 groups of 40
 * click(surviveClicks, view, view.legal, [{ kind: 'hex', hex: 31 }]); // { do: 'ask', choices: [{ label: 'an explorer worth 1', … }, …] }
 * ```
 *
 * @packageDocumentation
 */
export {
  surviveWords,
  surviveWordsWith,
  banner,
  choiceWords,
  passWords,
  explorerLabel,
  whereWords,
  hexWords,
  hexName,
  hexGridName,
  tileWords,
  backWords,
  backClassWords,
  isleWords,
  endWords,
  lowestTerrain,
  tilePiece,
  BACK_EFFECTS,
  ISLE_NAMES,
  STEPS,
  type SurviveWordsOptions,
} from './words';
export { surviveClicks, type Target } from './clicks';
export { cellPoint, hexPoint, hexCorners, islePoint, islandShapes, ISLE_CELLS, HEX_WIDTH, HEX_HEIGHT, BOARD_BOUNDS, ROWS, type Point, type Shape } from './geometry';
export { animations, animateChanges, type Animation, type Piece, type Watched } from './events';
