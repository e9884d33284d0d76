/**
 * `@tabula/atlandice/ui`: what a user interface for Atlandice needs beyond the rules, with no
 * framework: the words for every action and event as a seat sees them ({@link atlandiceWords}),
 * the click paths ({@link atlandiceClicks}, with `click` and `buttons` from `@tabula/core/ui`), the
 * board's geometry ({@link boardShapes}, {@link sectorPoint}, {@link clockPoint}) and events as
 * animations ({@link animations}). It reads only what a seat received: its view, its events, and
 * the actions as `actionFor` showed them.
 *
 * Seats are named for people as everywhere in Tabula: "Seat 1" for seat 0 (or the names a table
 * gives, `names`), "you" for the viewer; the neutral player of a 2-player game is "the neutral
 * player".
 *
 * ```ts
 * import { click, groupActions } from '@tabula/core/ui';
 * import { atlandiceClicks, atlandiceWords } from '@tabula/atlandice/ui';
 *
 * atlandiceWords.banner(view, seat);                       // 'Take a die beside a sector'
 * click(atlandiceClicks, view, view.legal, []);            // { do: 'click', targets: [{ kind: 'sector', sector: 1 }, …] }
 * groupActions(view.legal, atlandiceWords, view);          // a menu of the legal actions
 * ```
 *
 * @packageDocumentation
 */
export { atlandiceWords, actionWords, eventWords, banner, pendingWords, sectorName, resourceWords, resourceCount, holderName, clockEventWords, TILE_EFFECTS } from './words';
export { atlandiceClicks, type Target } from './clicks';
export { boardShapes, holderPanels, sectorPoint, clockPoint, polar, CLOCK_RADIUS, type Point, type Shape, type HolderPanel } from './geometry';
export { animations, animateChanges, type Animation, type Place, type Watched } from './events';
