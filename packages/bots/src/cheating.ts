/**
 * A yardstick, not a player: MCTS that reads the true state, hidden parts included.
 *
 * @module
 */
import seedrandom from 'seedrandom';
import { createRng, simulator, type BaseState, type Seat } from '@tabula/core';
import { decisionSeed, searchSettings, type IsmctsOptions } from './ismcts';
import { search, type SearchReport } from './search';

/**
 * A decision maker that is given the whole state: what {@link fullStateMctsCheating} returns. It
 * is not a `Bot` (a bot is never given the state) and cannot seat in a match.
 */
export type CheatingDecider<S, A> = (state: S, seat: Seat, legal: readonly A[]) => A;

/** Options of {@link fullStateMctsCheating}: those of the fair bot, and whether it also knows future chance. */
export interface CheatingOptions<S extends BaseState = BaseState, A = unknown> extends Omit<IsmctsOptions<S, A, any>, 'game'> {
  /** The game played. */
  game: IsmctsOptions<S, A, any>['game'];
  /**
   * Also read the state's RNG, and so know every future die and draw (default `false`: each
   * iteration reseeds the RNG, so the yardstick knows every hidden card but not the dice to come).
   */
  knowsFutureChance?: boolean;
}

/**
 * One decision of {@link fullStateMctsCheating}, with its statistics. **Cheats**: reads `state`.
 */
export function fullStateSearchCheating<S extends BaseState, A>(options: CheatingOptions<S, A>, state: S, seat: Seat, legal: readonly A[]): SearchReport<A> {
  const { game } = options;
  const settings = searchSettings(game, options);
  // The view seeds the decision, as for the fair bot: the same position, the same random numbers.
  const base = decisionSeed(`${options.seed}|cheat`, seat, game.view(state, seat));
  const random = seedrandom.alea(base);
  const sample = (i: number) => {
    const sim = simulator(game, state);
    if (!options.knowsFutureChance) sim.state.rng = createRng(`${base}#${i}`).state();
    return sim;
  };
  return search(game, seat, legal, sample, settings, random);
}

/**
 * **Cheating** full-state MCTS, for measuring only: the same search as `ismctsBot`, but every
 * iteration starts from the true state (the other seats' hands, the deck order, every secret),
 * as boardgame.io's MCTS bot does. The gap between it and `ismctsBot` at the same budget is the
 * price of fairness. Never use it to play against people: it sees their cards. It needs the
 * state, so the arena (entrant `cheat-mcts`) gives it the state instead of a view.
 */
export function fullStateMctsCheating<S extends BaseState, A>(options: CheatingOptions<S, A>): CheatingDecider<S, A> {
  searchSettings(options.game, options);
  return (state, seat, legal) => {
    if (legal.length === 0) throw new RangeError(`fullStateMctsCheating: seat ${seat} has no legal action`);
    if (legal.length === 1) return legal[0]!;
    return fullStateSearchCheating(options, state, seat, legal).action;
  };
}
