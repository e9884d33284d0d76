/**
 * Akrotiri. Work in progress: so far the board model (K2) and the component data, all of it
 * provisional (K9); no game yet.
 *
 * @packageDocumentation
 */
export * from './board';
export * from './data/types';
export { COMPONENT_COUNTS, TIER_BOUNDS, inRange, type Range, type TierBounds } from './data/bounds';
export { PROVISIONAL_TILES } from './data/tiles';
export { PROVISIONAL_THERA } from './data/thera';
export { PROVISIONAL_MAPS } from './data/maps';
export { PROVISIONAL_COMPONENTS } from './data/components';
export { validateComponents, mapProblems, theraProblems, tileProblems, type ComponentProblem } from './data/validate';
export { centreIsLand, joinsCross, layoutProblems, seaRegions } from './data/layout';
