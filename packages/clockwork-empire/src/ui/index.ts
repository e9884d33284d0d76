/**
 * `@tabula/clockwork-empire/ui`: what a user interface for Clockwork Empire needs besides drawing,
 * framework-free and tree-shakable. The words for every action and event as a seat sees them
 * ({@link clockworkEmpireWords}: seats as "Seat 1" or "you", dice, slots and clockworkers from 1,
 * long lists grouped), the click paths ({@link clockworkEmpireClicks} with `click` and `buttons`
 * of `@tabula/core/ui`), the board's geometry ({@link loopShapes}, {@link loopCentres} and the
 * layout's boxes) and the animations of a change ({@link clockworkEmpireAnimations}). Everything
 * reads only what a seat received: its view, its events, the actions as `actionFor` showed them.
 *
 * @packageDocumentation
 */
export {
  clockworkEmpireWords,
  areaEffectWords,
  buybackWords,
  cardWords,
  clockworkerWords,
  dieWords,
  doneWords,
  effectWords,
  effectsWords,
  godTextWords,
  godWords,
  orWords,
  setOf,
  slotWords,
  spaceWords,
  subject,
  viewerOf,
} from './words';
export { clockworkEmpireClicks, type Target } from './clicks';
export { clockworkEmpireAnimations, QUIET_EVENTS, type Animation, type Place } from './events';
export {
  CARD_H,
  CARD_W,
  CENTRE,
  HAND_Y,
  LOOP_H,
  LOOP_W,
  PANEL_W,
  PANEL_X,
  SLOT_SIZE,
  SPACE_H,
  SPACE_PLACES,
  SPACE_W,
  TOP,
  WIDTH,
  heightFor,
  isArea,
  loopCentres,
  loopShapes,
  rowLefts,
  wrap,
  type Point,
  type Shape,
} from './geometry';
