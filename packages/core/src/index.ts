/**
 * The shared core of Tabula's rules engines: the {@link Game} contract and {@link defineGame},
 * seeded RNG, action parsing, seat and ranking helpers, replay, random playouts, the random bot,
 * the simulator fast path and determinization. The property-test kit is `@tabula/core/testing`.
 *
 * @packageDocumentation
 */
export type { BaseState, Game, GameAction, GameEvent, GameOptions, GameResult, GameState, GameView, LogEntry, Outcome, Rejection, Seat, SetupConfig } from './types';
export { createRng, restoreRng, forceDraws, ForcedDrawError, type Rng, type RngState } from './rng';
export { CoreErrors, reject, isRejection, SetupError } from './errors';
export { actionParser, describeValue, field, type ActionFields, type ActionSpecs, type Field, type FieldValue, type Flatten, type InferActions } from './parse';
export { defineGame, type GameSpec, type RuleContext, type SetupContext } from './define';
export { nextSeat, seatsFrom, rankGroups, leaders } from './seats';
export { replay, randomPlayout, randomBot, legalMoves, determinize, type Bot, type Playout, type ReplayOutcome } from './play';
export { simulator, type Simulator } from './simulator';
