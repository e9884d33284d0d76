/**
 * The fair search bot: single-observer information-set MCTS on the game's `determinize`.
 *
 * @module
 */
import seedrandom from 'seedrandom';
import { simulator, type BaseState, type Bot, type Game, type Seat } from '@tabula/core';
import { profileFor } from './evaluations';
import { canonicalJson, hashText } from './key';
import type { Evaluation } from './rewards';
import { search, type SearchReport, type SearchSettings } from './search';

/** The iterations of a decision when neither `iterations` nor `timeMs` is given. */
export const DEFAULT_ITERATIONS = 1000;
/** UCB's exploration constant by default, for rewards in `[0, 1]` (Cowling, Powley and Whitehouse use 0.7). */
export const DEFAULT_EXPLORATION = 0.7;
/** The weight of the score margin in the rewards of a finished game, by default (see `resultRewards`). */
export const DEFAULT_MARGIN = 0.1;
/** The longest playout of a game without a shipped profile, when `maxDepth` is not given. */
export const MAX_PLAYOUT = 100_000;

/** Options of {@link ismctsBot} and {@link ismctsSearch}. */
export interface IsmctsOptions<S extends BaseState = BaseState, A = unknown, V = unknown> {
  /** The game played. It must provide `determinize`. */
  game: Game<S, A, any, V, any, any>;
  /**
   * Seeds every decision, together with the seat and the view: the same seed, view and iteration
   * budget give the same action, whatever was asked before.
   */
  seed: string;
  /**
   * Iterations per decision. Default {@link DEFAULT_ITERATIONS}, or no limit when `timeMs` is
   * given (the clock then stops the search).
   */
  iterations?: number;
  /**
   * A time budget per decision, in milliseconds, read from `performance.now()` (the only clock this
   * package reads). With a time budget the number of iterations depends on the machine, so the
   * choice is no longer reproducible; with both, the search stops at whichever comes first.
   */
  timeMs?: number;
  /** UCB's exploration constant (default {@link DEFAULT_EXPLORATION}). */
  exploration?: number;
  /**
   * Actions per iteration (tree and playout) before the playout is cut and `evaluate` read.
   * Default: the game's shipped profile (`profiles[game.name]`), else {@link MAX_PLAYOUT}.
   */
  maxDepth?: number;
  /**
   * Rewards of a state where a playout was cut. Default: the game's shipped profile, else every
   * seat `1 / players` (uninformative: give one for a game with long playouts).
   */
  evaluate?: Evaluation<S>;
  /** The score margin's weight in a finished game's rewards (default {@link DEFAULT_MARGIN}; 0: wins only). */
  margin?: number;
}

/** The settings a search runs with, from the options and the game's profile. */
export function searchSettings<S extends BaseState>(game: Game<S, any, any, any, any, any>, options: Omit<IsmctsOptions<S>, 'game' | 'seed'>): SearchSettings<S> {
  const p = profileFor(game.name);
  const iterations = options.iterations ?? (options.timeMs === undefined ? DEFAULT_ITERATIONS : Infinity);
  if (!(iterations >= 1)) throw new RangeError(`iterations must be at least 1, got ${options.iterations}`);
  if (options.timeMs !== undefined && !(options.timeMs > 0)) throw new RangeError(`timeMs must be a positive number of milliseconds, got ${options.timeMs}`);
  const maxDepth = options.maxDepth ?? p?.maxDepth ?? MAX_PLAYOUT;
  if (!(maxDepth >= 1)) throw new RangeError(`maxDepth must be at least 1, got ${options.maxDepth}`);
  const exploration = options.exploration ?? DEFAULT_EXPLORATION;
  if (!(exploration >= 0)) throw new RangeError(`exploration must be ≥ 0, got ${options.exploration}`);
  const margin = options.margin ?? DEFAULT_MARGIN;
  if (!(margin >= 0 && margin <= 1)) throw new RangeError(`margin must be in [0, 1], got ${options.margin}`);
  return {
    iterations,
    timeMs: options.timeMs,
    exploration,
    maxDepth,
    evaluate: options.evaluate ?? p?.evaluate,
    margin: p ? margin : 0,
    scale: p?.scale ?? 1,
  };
}

/**
 * The seed of one decision: the bot's seed, the seat, and a hash of the view's canonical JSON. A
 * decision depends on nothing else, so a bot may be asked in any order, in any process.
 */
export function decisionSeed(seed: string, seat: Seat, view: unknown): string {
  return `${seed}|${seat}|${hashText(canonicalJson(view))}`;
}

/**
 * One decision of {@link ismctsBot}, with the statistics behind it: which action, after how many
 * iterations, and each legal action's visits and mean reward. Reads only `view`, `seat` and
 * `legal`: each iteration plays on `game.determinize(view, seat, …)`, a full state consistent with
 * the view, its unseen parts redealt (and its RNG new, so chance is sampled too).
 */
export function ismctsSearch<S extends BaseState, A, V>(options: IsmctsOptions<S, A, V>, view: V, seat: Seat, legal: readonly A[]): SearchReport<A> {
  const { game } = options;
  const determinize = game.determinize;
  if (!determinize) throw new Error(`ismcts: ${game.name} does not provide determinize, which a fair search needs`);
  const settings = searchSettings(game, options);
  const base = decisionSeed(options.seed, seat, view);
  const random = seedrandom.alea(base);
  return search(game, seat, legal, (i) => simulator(game, determinize.call(game, view, seat, `${base}#${i}`)), settings, random);
}

/**
 * A fair search bot: single-observer information-set MCTS (Cowling, Powley and Whitehouse, 2012).
 * Each iteration determinizes the bot's view (`game.determinize(view, seat, seed)`), descends the
 * tree by UCB over the moves legal in that determinization (with availability counts), expands one
 * move, plays out at random on the `simulator` (cut at `maxDepth` and scored by `evaluate`), and
 * backs up each seat's reward. The most visited action is played.
 *
 * A `Bot` receives a view, a seat and its legal actions, never a state, so it cannot cheat: what it
 * does not see is sampled. The same view, seed and iteration budget give the same action. With one
 * legal action it answers at once, without searching. Plays every seat of every game with
 * `determinize`: out-of-turn decisions, several active seats (each (seat, action) pair is an edge,
 * scored by its seat's reward) and chance (sampled by the determinization's new RNG).
 *
 * ```ts
 * const match = createMatch(survive, { players: 3, seed: 's' }, { bots: { 1: ismctsBot({ game: survive, seed: 'b1', iterations: 500 }) } });
 * ```
 */
export function ismctsBot<S extends BaseState, A, V>(options: IsmctsOptions<S, A, V>): Bot<V, A> {
  if (!options.game.determinize) throw new Error(`ismctsBot: ${options.game.name} does not provide determinize, which a fair search needs`);
  searchSettings(options.game, options); // bad options fail here, not at the first decision
  return (view, seat, legal) => {
    if (legal.length === 0) throw new RangeError(`ismctsBot: seat ${seat} has no legal action`);
    if (legal.length === 1) return legal[0]!;
    return ismctsSearch(options, view, seat, legal).action;
  };
}
