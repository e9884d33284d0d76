/**
 * Akrotiri (Jay Cormier and Sen-Foong Lim, Z-Man 2018) for 2 players, with the strategic goal
 * variant, as a pure, seeded Tabula game. The component data is provisional (K9) and replaceable.
 *
 * @packageDocumentation
 */
export { akrotiri, SCHEMA } from './game';
export { validateState } from './laws';
export { actionSpecs, parseAction, type AkrotiriAction } from './actions';
export { AkrotiriErrors, type AkrotiriErrorCode } from './errors';
export type { AkrotiriEvent } from './events';
export type { AkrotiriOptions } from './options';
export type { AkrotiriState, BoardCube, Decision, FinalScore, PlayerState, Sequence, Step, Temple, Turn } from './state';
export { determinize, resampleHidden, type AkrotiriView, type SeatView, type StepView } from './view';
export * from './board';
export * from './data/types';
export * from './data/rules';
export { GOALS, GOAL_IDS, goalById, type GoalCard, type GoalId, type GoalKind } from './data/goals';
export { COMPONENT_COUNTS, COMPONENT_ID, MAP_CARD_BOUNDS, TIER_BOUNDS, inRange, type Range, type TierBounds } from './data/bounds';
export { PROVISIONAL_TILES } from './data/tiles';
export { PROVISIONAL_THERA } from './data/thera';
export { PROVISIONAL_MAPS } from './data/maps';
export { PROVISIONAL_COMPONENTS } from './data/components';
export { validateComponents, idProblem, mapProblems, theraProblems, tileProblems, type ComponentProblem } from './data/validate';
export { centreIsLand, joinsCross, layoutProblems, seaRegions } from './data/layout';
export { scoreGoal } from './rules/goals';
export { scoreSeat } from './rules/end';
export { actionsFor } from './rules/flow';
