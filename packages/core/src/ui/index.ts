/**
 * `@tabula/core/ui`: what every game's UI kit shares, framework-free. Seats named for people the
 * same way everywhere ("Seat 1" for seat 0, or the names a table gives), names in words, long lists
 * of legal actions grouped for a menu, and click paths: which legal actions a click on a piece or a
 * space selects, and what to click next; and a seat's changes followed, each one's events handed to
 * an animator.
 *
 * Each game's kit (`@tabula/<game>/ui`) gives {@link GameWords} and {@link ClickPaths} for that game,
 * with the geometry of its board. A kit reads only what a seat received (its view, its events, the
 * actions as `actionFor` showed them), so nothing it says can hold another seat's secret.
 *
 * @module
 */
export { seatLabel, seatWord, inWords, plural, listWords, genericEvent, secretNote, type SeatNames } from './words';
export { groupActions, MENU_LIMIT, type ActionMenu, type ActionMenuGroup, type ActionMenuItem, type GameWords } from './group';
export { click, buttons, nextSteps, targetKey, type ClickPaths, type ClickNext } from './clicks';
export { playChanges, type WatchedSeat } from './changes';
