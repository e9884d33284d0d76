import { alea } from './alea';
import { isRejection } from './errors';
import type { BaseState, Bot, Game, LogEntry, Rejection, Seat, SetupConfig } from './types';

/** The outcome of {@link replay}. */
export type ReplayOutcome<S, E> =
  | { ok: true; state: S; events: E[] }
  | { ok: false; index: number; error: Rejection; state: S };

/**
 * The state after playing `log` from `config`, with every event in order; or the first rejected
 * entry's index and rejection, with the state just before it. The log may be untrusted JSON: each
 * action is parsed (`game.parse`) before it is applied.
 */
export function replay<S extends BaseState, A, O, V, E>(
  game: Game<S, A, O, V, E, string>,
  config: SetupConfig<O>,
  log: readonly LogEntry<unknown>[],
): ReplayOutcome<S, E> {
  let state = game.setup(config);
  const events: E[] = [];
  for (let i = 0; i < log.length; i++) {
    const entry: unknown = log[i];
    if (typeof entry !== 'object' || entry === null || !('seat' in entry) || typeof entry.seat !== 'number' || !('action' in entry)) {
      return { ok: false, index: i, error: { code: 'MALFORMED_ACTION', message: `log entry ${i} is not { seat, action }` }, state };
    }
    const action = game.parse(entry.action);
    if (isRejection(action)) return { ok: false, index: i, error: action, state };
    const out = game.apply(state, entry.seat, action);
    if (!out.ok) return { ok: false, index: i, error: out.error, state };
    state = out.state;
    for (const e of out.events) events.push(e);
  }
  return { ok: true, state, events };
}

/** Every legal (seat, action) pair now, seats in `activeSeats` order. */
export function legalMoves<S extends BaseState, A>(game: Game<S, A, any, any, any, any>, state: S): LogEntry<A>[] {
  const out: LogEntry<A>[] = [];
  for (const seat of game.activeSeats(state)) {
    for (const action of game.legalActions(state, seat)) out.push({ seat, action });
  }
  return out;
}

/**
 * A bot that plays uniformly random legal actions, from its own seeded RNG: the same seed and the
 * same questions give the same answers.
 */
export function randomBot<A>(seed: string): Bot<unknown, A> {
  const prng = alea(seed);
  return (_view, seat, legal) => {
    if (legal.length === 0) throw new RangeError(`randomBot: seat ${seat} has no legal action`);
    return legal[Math.floor(prng() * legal.length)]!;
  };
}

/** What {@link randomPlayout} returns. */
export interface Playout<S, A> {
  /** The last state reached. */
  state: S;
  /** Every action played, in order. */
  log: LogEntry<A>[];
  /** Number of actions played. */
  steps: number;
  /** Whether the game ended (false: `maxSteps` was reached, or nobody could act). */
  over: boolean;
}

/**
 * Plays uniformly random legal moves (over every active seat's actions) until the game ends or
 * `maxSteps` actions were played. Deterministic for a given config and `seed`.
 */
export function randomPlayout<S extends BaseState, A, O>(
  game: Game<S, A, O, any, any, any>,
  config: SetupConfig<O>,
  opts: { seed: string; maxSteps?: number },
): Playout<S, A> {
  const prng = alea(opts.seed);
  const maxSteps = opts.maxSteps ?? 100_000;
  let state = game.setup(config);
  const log: LogEntry<A>[] = [];
  while (log.length < maxSteps && !game.isOver(state)) {
    const moves = legalMoves(game, state);
    if (moves.length === 0) break;
    const move = moves[Math.floor(prng() * moves.length)]!;
    const out = game.apply(state, move.seat, move.action);
    if (!out.ok) throw new Error(`legal action rejected at step ${log.length}: ${out.error.code}: ${out.error.message}`);
    state = out.state;
    log.push(move);
  }
  return { state, log, steps: log.length, over: game.isOver(state) };
}

/**
 * A full state consistent with what `seat` sees, its unseen parts redealt from `seed`.
 * Throws if the game does not provide `determinize`.
 */
export function determinize<S extends BaseState, V>(game: Game<S, any, any, V, any, any>, view: V, seat: Seat, seed: string): S {
  if (!game.determinize) throw new Error(`${game.name} does not provide determinize`);
  return game.determinize(view, seat, seed);
}
