/**
 * The shared core of Tabula's rules engines: the {@link Game} contract and {@link defineGame},
 * seeded RNG, action parsing, seat and ranking helpers, replay, random playouts, the random bot,
 * the simulator fast path, determinization, per-seat events and actions, and the match store
 * ({@link createMatch}). The property-test kit is `@tabula/core/testing`. (`@tabula/core/internal` holds
 * engine internals for Tabula's own games: not part of this API, not covered by semver.)
 *
 * @packageDocumentation
 */
export type {
  BaseState,
  Bot,
  EventShape,
  Game,
  GameAction,
  GameErrorCode,
  GameEvent,
  GameOptions,
  GameResult,
  GameState,
  GameView,
  LogEntry,
  Outcome,
  RedactedAction,
  Rejection,
  Seat,
  SeenAction,
  SetupConfig,
  StateProblem,
} from './types';
export { createRng, restoreRng, forceDraws, ForcedDrawError, type Rng, type RngState } from './rng';
export { CoreErrors, reject, isRejection, SetupError, StateError, type CoreErrorCode } from './errors';
export { actionParser, describeValue, field, type ActionFields, type ActionSpecs, type Field, type FieldValue, type Flatten, type InferActions } from './parse';
export { stateChecker, type StateChecker } from './check';
export { defineGame, deepFreeze, knownKeys, type GameSpec, type RuleContext, type SetupContext } from './define';
export { nextSeat, seatsFrom, rankGroups, leaders } from './seats';
export { replay, randomPlayout, randomBot, legalMoves, determinize, type Playout, type ReplayOutcome } from './play';
export { simulator, type Simulator } from './simulator';
export { playoutChoice, playoutWeightsOf, weightedIndex } from './playout';
export { mutable } from './work';
export {
  createMatch,
  loadMatch,
  MatchErrors,
  MatchError,
  BotError,
  type Match,
  type MatchChange,
  type MatchErrorCode,
  type MatchFile,
  type MatchOptions,
  type MatchSnapshot,
  type RunBotsOptions,
  type SeatHandle,
  type SeatOutcome,
  type SeatSnapshot,
  type SeenLogEntry,
  type UndoOutcome,
} from './match';
