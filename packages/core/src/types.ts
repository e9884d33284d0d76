import type { RngState } from './rng';

/** A 0-based seat index, in turn order at setup. */
export type Seat = number;

/** How to start a game: player count, a required seed, and game-specific options. */
export interface SetupConfig<O = undefined> {
  /** Number of players (seats 0 … players − 1). */
  players: number;
  /** Seeds every die roll, shuffle and draw. Required: there is no clock fallback. */
  seed: string;
  /** Game-specific options (variants, data sets, house rules). */
  options?: O;
}

/** Why an action was refused. `code` is stable and documented per game; `message` is for people. */
export interface Rejection {
  /** Stable SCREAMING_SNAKE code, e.g. `NOT_ACTIVE`, `MALFORMED_ACTION`. */
  code: string;
  /** What was wrong, and what would have been legal. */
  message: string;
}

/** The result of {@link Game.apply}: the next state and what happened, or a rejection. */
export type Outcome<S, E> =
  | { ok: true; state: S; events: E[] }
  | { ok: false; error: Rejection };

/** Final scores (indexed by seat) and the winning seats. */
export interface GameResult {
  /** Final score of each seat. */
  scores: number[];
  /** Seats that won; several when tied. */
  winners: Seat[];
}

/** What every game state carries, whatever the game. */
export interface BaseState {
  /** The game's name, e.g. `atlandice`. */
  game: string;
  /** The state's schema version: bumped whenever the state's shape changes. */
  schema: number;
  /** Number of seats. */
  players: number;
  /** The RNG's state: never shown in a view. */
  rng: RngState;
}

/** One entry of an action log. */
export interface LogEntry<A = unknown> {
  seat: Seat;
  action: A;
}

/**
 * A board game as plain functions over plain JSON state: the Tabula contract.
 *
 * @typeParam S - state; @typeParam A - action; @typeParam O - setup options;
 * @typeParam V - view; @typeParam E - event.
 */
export interface Game<S extends BaseState = BaseState, A = unknown, O = unknown, V = unknown, E = unknown> {
  /** The game's name; equals `state.game`. */
  readonly name: string;
  /** The state schema version this code reads and writes. */
  readonly schema: number;
  /** Fewest players. */
  readonly minPlayers: number;
  /** Most players. */
  readonly maxPlayers: number;
  /** A new game. Throws a {@link SetupError} naming the field when the config is bad. */
  setup(config: SetupConfig<O>): S;
  /** Seats that may act now; `[]` when the game is over. */
  activeSeats(state: S): Seat[];
  /** Every legal action of `seat` now, none missing, none extra, in a stable order. */
  legalActions(state: S, seat: Seat): A[];
  /** Applies one action of one seat. Never throws and never mutates `state`. */
  apply(state: S, seat: Seat, action: unknown): Outcome<S, E>;
  /** Whether the game has ended. */
  isOver(state: S): boolean;
  /** Scores and winners: defined exactly when {@link Game.isOver}. */
  result(state: S): GameResult | undefined;
  /** What `viewer` may know (`null`: a spectator). Never holds the RNG or secrets of others. */
  view(state: S, viewer: Seat | null): V;
  /**
   * A full state consistent with what `seat` sees in `view`, its unseen parts redealt from
   * `seed`: lets search bots play fair under hidden information.
   */
  determinize?(view: V, seat: Seat, seed: string): S;
}

/** The types of a game, for generic code: `GameState<typeof atlandice>`. */
export type GameState<G> = G extends Game<infer S, any, any, any, any> ? S : never;
/** The action type of a game. */
export type GameAction<G> = G extends Game<any, infer A, any, any, any> ? A : never;
/** The options type of a game. */
export type GameOptions<G> = G extends Game<any, any, infer O, any, any> ? O : never;
/** The view type of a game. */
export type GameView<G> = G extends Game<any, any, any, infer V, any> ? V : never;
/** The event type of a game. */
export type GameEvent<G> = G extends Game<any, any, any, any, infer E> ? E : never;
