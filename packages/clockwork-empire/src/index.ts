/**
 * Clockwork Empire (2016) for 3–4 players, as a pure, seeded Tabula game, on provisional
 * component data (C9) replaceable through the `set` option.
 *
 * @packageDocumentation
 */
export { clockworkEmpire, SCHEMA, validateState } from './game';
export { actionSpecs, parseAction, type ClockworkAction } from './actions';
export { ClockworkErrors, type ClockworkErrorCode } from './errors';
export type { ClockworkEvent, DrewEvent, DrewRedacted } from './events';
export type { ClockworkOptions } from './options';
export type { ClockworkState, Clockworker, FinalScoring, PlayerState, RolledDie, SlotDie, Step, Turn } from './state';
export type { Pending } from './legal';
export { determinize, resampleHidden, type ClockworkView, type PlayerView } from './view';
export { DATA_SOURCES, RESOURCES, AREAS, WHITE_SPACES, SPACES, AREA_COLOURS, CARD_COLOURS, WHITE, RULES, type Resource, type AreaId, type WhiteSpaceId, type SpaceId, type AreaColour, type CardColour, type DataSource, type BuybackPrice } from './data/components';
export { AREA_RULES, WHITE_SPACE_BASIC, type AreaRules } from './data/areas';
export { PROVISIONAL_SET, type ComponentSet, type ClockworkerCard, type GodCard } from './data/provisional';
export { validateSet } from './data/validate-set';
export { ACTIVE_OPS, PASSIVE_OPS, ABILITY_OPS, GOD_OPS, COUNT_KINDS, type ActiveEffect, type PassiveEffect, type Effect, type GodTerm, type Count, type CountKind } from './data/vocabulary';
