/** The kit's machinery: driving random games from a sample, and the checks' building blocks. */
import { alea } from '../alea';
import { CoreErrors, legalMoves, playoutWeightsOf, weightedIndex } from '@tabula/core';
import type { BaseState, Game, LogEntry, Outcome, SetupConfig } from '@tabula/core';
import { canonical } from './json';

/** One random game: which config, its seed, the choices that pick each move. */
export interface Sample {
  configIndex: number;
  seed: number;
  choices: number[];
  tail: number;
  junk: unknown[];
  /** Pick moves uniformly, ignoring the game's `playoutWeights` (the kit's option `uniform`). */
  uniform?: boolean;
}

/**
 * A generated choice as a number in [0, 1) for a weighted pick: spread by Knuth's multiplicative
 * hash, since fast-check favours small choices (their plain share of 2^31 would all be near 0, the
 * first likely move every time). Choice 0, where shrinking goes, is 0.
 */
function choiceShare(choice: number): number {
  return (Math.imul(choice, 0x9e3779b1) >>> 0) / 2 ** 32;
}

/** A broken law, with what was seen. */
export class KitFailure extends Error {
  override name = 'KitFailure';
}

/** Fails the current property with `detail`. */
export function fail(detail: string): never {
  throw new KitFailure(detail);
}

/** Keys a view may never have. */
export const FORBIDDEN_VIEW_KEYS = new Set(['rng', 'seed', 's0', 's1', 's2']);

/** Fixed malformed inputs every game must reject. */
export const MALFORMED: unknown[] = [null, undefined, 0, 'pass', true, [], {}, { type: 42 }, { type: '__no_such_action__' }, [{ type: 'pass' }], JSON.parse('{"__proto__":{"type":"x"}}')];

/** Values a mutated field takes: out of range, wrong type, or absent. */
const FIELD_MUTATIONS: unknown[] = [-1, 1_000_000, 0.5, Number.NaN, 'x', null, true, [], {}];

/** Near misses of a legal action: a field out of range, of the wrong type, missing or extra. */
export function mutations(action: unknown): unknown[] {
  if (typeof action !== 'object' || action === null) return [];
  const a = action as Record<string, unknown>;
  const out: unknown[] = [{ ...a, __extra__: 1 }, { ...a, type: `${String(a.type)}_` }];
  for (const key of Object.keys(a)) {
    if (key === 'type') continue;
    const { [key]: _dropped, ...rest } = a;
    out.push(rest);
    for (const m of FIELD_MUTATIONS) out.push({ ...a, [key]: m });
    const v = a[key];
    if (typeof v === 'number') out.push({ ...a, [key]: v + 1 }, { ...a, [key]: v - 1 });
  }
  return out;
}

/**
 * Drives one random game from a sample: `step` runs before each move (already in `log`, so a
 * failure's log ends with the move that failed) and returns the next state; `end` runs on the
 * final state. Moves are picked with the game's playout weights when it has them (unless
 * `sample.uniform`), else uniformly.
 */
export function walk<S extends BaseState, A, O>(
  game: Game<S, A, O, any, any>,
  config: SetupConfig<O>,
  sample: Sample,
  maxSteps: number,
  log: LogEntry<A>[],
  step: (state: S, move: LogEntry<A>, moves: LogEntry<A>[], pick: () => number) => S,
  end?: (state: S) => void,
): S {
  const prng = alea(`tail-${sample.tail}`);
  const pick = () => prng();
  let state = game.setup(config);
  while (!game.isOver(state)) {
    if (log.length >= maxSteps) fail(`the game did not end within ${maxSteps} actions`);
    const moves = legalMoves(game, state);
    if (moves.length === 0) fail(`the game is not over but no seat has a legal action (active: ${game.activeSeats(state).join(',') || 'none'})`);
    const i = log.length;
    // The game's playout weights, if it has them (core's `playoutChoice`), pick with a number in
    // [0, 1): the generated choice (shrinking towards the first likely move), then the seeded tail.
    // Without them the choice picks uniformly, as it always did.
    const weights = playoutWeightsOf(game, state, moves, sample.uniform);
    const index = weights
      ? weightedIndex(weights, i < sample.choices.length ? choiceShare(sample.choices[i]!) : prng())
      : i < sample.choices.length
        ? sample.choices[i]! % moves.length
        : Math.floor(prng() * moves.length);
    const move = moves[index]!;
    log.push(move);
    state = step(state, move, moves, pick);
  }
  end?.(state);
  return state;
}

/** The outcome must be accepted. */
export function expectOk<S, E>(out: Outcome<S, E>, what: string): { state: S; events: E[] } {
  if (!out.ok) fail(`${what} was rejected: ${out.error.code}: ${out.error.message}`);
  return out;
}

/** The outcome must be a well-formed rejection (of `code`, if given) and not a rules crash. */
export function expectRejected(out: Outcome<unknown, unknown>, what: string, code?: string): void {
  if (out.ok) fail(`${what} was accepted`);
  const { error } = out;
  if (typeof error.code !== 'string' || !/^[A-Z][A-Z0-9_]*$/.test(error.code)) fail(`${what}: rejection code ${JSON.stringify(error.code)} is not SCREAMING_SNAKE`);
  if (typeof error.message !== 'string' || error.message.length === 0) fail(`${what}: rejection has no message`);
  if (error.code === CoreErrors.INTERNAL_ERROR) fail(`${what}: the rules threw: ${error.message}`);
  if (code && error.code !== code) fail(`${what}: expected ${code}, got ${error.code}: ${error.message}`);
}

/** The state must still serialize to `before`. */
export function unchanged(before: string, state: unknown, what: string): void {
  if (canonical(state) !== before) fail(`${what} mutated the state it was given`);
}
