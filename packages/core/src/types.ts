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

/**
 * Why an action was refused. `code` is stable and documented per game; `message` is for people.
 *
 * @typeParam C - the codes the game may give: each game exports its union (`AtlandiceErrorCode`, …).
 */
export interface Rejection<C extends string = string> {
  /** Stable SCREAMING_SNAKE code, e.g. `NOT_ACTIVE`, `MALFORMED_ACTION`. */
  code: C;
  /** What was wrong, and what would have been legal. */
  message: string;
}

/** The result of {@link Game.apply}: the next state and what happened, or a rejection. */
export type Outcome<S, E, C extends string = string> =
  | { ok: true; state: S; events: E[] }
  | { ok: false; error: Rejection<C> };

/** Final scores (indexed by seat) and the winning seats. */
export interface GameResult {
  /** Final score of each seat. */
  scores: number[];
  /** Seats that won; several when tied. */
  winners: Seat[];
  /**
   * The final score of a neutral player that is not a seat, in a game that has one (Atlandice's
   * two-player game); absent otherwise.
   */
  neutral?: number;
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
  /** Who acted. */
  seat: Seat;
  /** What they played. */
  action: A;
}

/**
 * The shape every event has, in every game: a `type`, and for a private event the seats that may
 * see it in full. An event without `audience` is public. A private event reaches every other
 * viewer redacted (see {@link Game.eventsFor}), marked `redacted: true`.
 */
export interface EventShape {
  /** What happened, e.g. `'dieTaken'`. */
  type: string;
  /** The seats that may see this event in full; absent when the event is public. */
  audience?: Seat[];
  /** Present (`true`) on the form of a private event shown to a viewer outside its audience. */
  redacted?: true;
}

/**
 * An action as a viewer who did not play it may see it: its `type`, `redacted: true`, and the
 * fields the acting seat's secret does not hide (see {@link Game.actionFor}).
 */
export type RedactedAction<A> = A extends { type: infer T }
  ? { type: T; redacted: true } & { [K in Exclude<keyof A, 'type'>]?: A[K] }
  : never;

/** An action as some viewer sees it: in full, or redacted. */
export type SeenAction<A> = A | RedactedAction<A>;

/** One problem found in a state by {@link Game.validateState}: where, and what is wrong. */
export interface StateProblem {
  /** A path into the state, e.g. `$.explorers[3].hex`. */
  path: string;
  /** What is wrong there. */
  message: string;
}

/**
 * A board game as plain functions over plain JSON state: the Tabula contract.
 *
 * @typeParam S - state; @typeParam A - action; @typeParam O - setup options;
 * @typeParam V - view; @typeParam E - event; @typeParam C - rejection codes.
 */
export interface Game<S extends BaseState = BaseState, A = unknown, O = unknown, V = unknown, E = unknown, C extends string = string> {
  /** The game's name; equals `state.game`. */
  readonly name: string;
  /** The state schema version this code writes (older versions it still reads: see {@link Game.validateState}). */
  readonly schema: number;
  /** Fewest players. */
  readonly minPlayers: number;
  /** Most players. */
  readonly maxPlayers: number;
  /**
   * A new game. Throws a `SetupError` naming the field when the config is bad: a wrong type, a
   * value out of range, or a key the game does not know.
   */
  setup(config: SetupConfig<O>): S;
  /** Seats that may act now; `[]` when the game is over. A new list each call: the caller's. */
  activeSeats(state: S): Seat[];
  /**
   * Every legal action of `seat` now, none missing, none extra, in a stable order. A new list of
   * new actions each call: the caller's to sort, extend or change, which changes nothing in the game.
   */
  legalActions(state: S, seat: Seat): A[];
  /**
   * Untrusted input (JSON from a client) to a typed action of this game, or a `MALFORMED_ACTION`
   * rejection saying what was expected. The action returned is a fresh plain object: what a log
   * records is exactly what is applied.
   */
  parse(input: unknown): A | Rejection<C>;
  /**
   * Applies one action of one seat. Never throws and never mutates `state`, whatever it is given
   * at run time: untrusted input is checked as by {@link Game.parse}. The next state is frozen; the
   * `events` are a new list of new objects: the caller's.
   */
  apply(state: S, seat: Seat, action: A): Outcome<S, E, C>;
  /** Whether the game has ended. */
  isOver(state: S): boolean;
  /** Scores and winners: defined exactly when {@link Game.isOver}. A new object each call: the caller's. */
  result(state: S): GameResult | undefined;
  /**
   * What `viewer` may know (`null`: a spectator). Never holds the RNG or secrets of others. A new
   * object each call, read-only below its top: it shares the state's parts, frozen, and may share
   * other frozen parts between views; the rest (in the four games, its `active` and `legal` lists
   * among them) is new each call.
   */
  view(state: S, viewer: Seat | null): V;
  /**
   * The events `viewer` may see (`null`: a spectator): public events as they are, private events
   * in full for their audience, and for everyone else the game's redacted form, which keeps the
   * public fact ("seat 1 drew 3 cards"). A private event never vanishes: its trace stays. A new
   * list: the events shown in full are the objects given, each redacted form is new.
   */
  eventsFor(events: readonly E[], viewer: Seat | null): E[];
  /** `action`, played by `actor`, as `viewer` may see it: in full for the actor, with the actor's secrets removed for others. */
  actionFor(action: A, actor: Seat, viewer: Seat | null): SeenAction<A>;
  /**
   * Every way `state` is not a consistent state of this game, as field-path problems: `[]` for a
   * good state. Checks the game's name and schema, the RNG, and the game's own laws.
   */
  validateState(state: unknown): StateProblem[];
  /**
   * A full state consistent with what `seat` sees in `view`, its unseen parts redealt from
   * `seed`: lets search bots play fair under hidden information.
   */
  determinize?(view: V, seat: Seat, seed: string): S;
  /**
   * A hint for random play (the conformance kit's random games, `tabula fuzz` and `simulate`): one
   * weight per action of `legal` (`seat`'s legal actions in `state`, in their order), random play
   * picking each action with probability proportional to its weight. For a game whose uniformly
   * random games rarely end, so that they make progress (Akrotiri weights excavating). Weights are
   * finite and non-negative; all zero (or no hint) is a uniform choice. The choice stays random and
   * legal: a hint only changes how likely each legal action is. See core's `playoutChoice`.
   */
  playoutWeights?(state: S, seat: Seat, legal: readonly A[]): number[];
}

/** The types of a game, for generic code: `GameState<typeof atlandice>`. */
export type GameState<G> = G extends Game<infer S, any, any, any, any, any> ? S : never;
/** The action type of a game. */
export type GameAction<G> = G extends Game<any, infer A, any, any, any, any> ? A : never;
/** The options type of a game. */
export type GameOptions<G> = G extends Game<any, any, infer O, any, any, any> ? O : never;
/** The view type of a game. */
export type GameView<G> = G extends Game<any, any, any, infer V, any, any> ? V : never;
/** The event type of a game. */
export type GameEvent<G> = G extends Game<any, any, any, any, infer E, any> ? E : never;
/** The rejection codes of a game. */
export type GameErrorCode<G> = G extends Game<any, any, any, any, any, infer C> ? C : never;

/**
 * A bot: a function of a seat's view (never the state) to an action, sync or async. It is also
 * given its seat and that seat's legal actions, which the seat may know.
 */
export type Bot<V = unknown, A = unknown> = (view: V, seat: Seat, legal: readonly A[]) => A | Promise<A>;
