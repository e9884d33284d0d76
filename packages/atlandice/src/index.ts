/**
 * Atlandice (Ludonaute 2018) for 2–4 players, as a pure, seeded Tabula game.
 *
 * @packageDocumentation
 */
export { atlandice, REVEALING_EVENTS, SCHEMA, validateState } from './game';
export { actionSpecs, parseAction, type AtlandiceAction } from './actions';
export { AtlandiceErrors, type AtlandiceErrorCode } from './errors';
export type { AtlandiceEvent } from './events';
export type { AtlandiceOptions } from './options';
export type { AtlandiceState, Holder, Pending, Step, StepName, TakeReason, MoveReason } from './state';
export { determinize, resampleHidden, type AtlandiceView, type StackView } from './view';
export { RESOURCES, RESOURCES_PER_TYPE, SECTORS, DISTRICTS, BLACK_MARKET, SECTOR_NAMES, PLAYER_COUNT_SETUP, type Resource, type Sector } from './data/resources';
export { TILES, TILE_IDS, BLACK_MARKET_CLOCK, type TileId, type TileData, type DataSource } from './data/tiles';
export { CLOCK_TRACK, CLOCK_TRACK_SOURCE, type ClockEvent, type ClockTrack } from './data/clock';
export { EFFECT_ROLLS } from './data/effects';
