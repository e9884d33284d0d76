/** fast-check arbitraries over a game, for properties of your own. */
import fc from 'fast-check';
import { alea } from '../alea';
import { legalMoves } from '@tabula/core';
import type { BaseState, Game, LogEntry, SetupConfig } from '@tabula/core';

/** A config from `configs`, with a generated seed. */
export function configArbitrary<O>(configs: ReadonlyArray<Omit<SetupConfig<O>, 'seed'>>): fc.Arbitrary<SetupConfig<O>> {
  if (configs.length === 0) throw new Error('configArbitrary: configs is empty');
  return fc.record({ i: fc.nat(configs.length - 1), seed: fc.nat() }).map(({ i, seed }) => ({ ...configs[i]!, seed: `arb-${seed}` }) as SetupConfig<O>);
}

/** A game played by random legal moves: its config, its log and the state reached. */
export interface PlayedGame<S, A, O> {
  config: SetupConfig<O>;
  log: LogEntry<A>[];
  state: S;
}

/**
 * Random legal play from a config of `configs`, up to `maxSteps` actions or the end. The moves are
 * picked by generated choices (which fast-check shrinks), then by a seeded tail.
 */
export function playArbitrary<S extends BaseState, A, O>(
  game: Game<S, A, O, any, any>,
  configs: ReadonlyArray<Omit<SetupConfig<O>, 'seed'>>,
  opts: { maxSteps?: number } = {},
): fc.Arbitrary<PlayedGame<S, A, O>> {
  const maxSteps = opts.maxSteps ?? 1000;
  return fc.record({ config: configArbitrary(configs), choices: fc.array(fc.nat(), { maxLength: 200 }), tail: fc.nat() }).map(({ config, choices, tail }) => {
    const prng = alea(`tail-${tail}`);
    let state = game.setup(config);
    const log: LogEntry<A>[] = [];
    while (log.length < maxSteps && !game.isOver(state)) {
      const moves = legalMoves(game, state);
      if (moves.length === 0) break;
      const i = log.length;
      const move = moves[i < choices.length ? choices[i]! % moves.length : Math.floor(prng() * moves.length)]!;
      const out = game.apply(state, move.seat, move.action);
      if (!out.ok) throw new Error(`a legal move was rejected: ${out.error.code}: ${out.error.message}`);
      state = out.state;
      log.push(move);
    }
    return { config, log, state };
  });
}
