/**
 * Random play that makes progress: a game may weight its legal actions for random playouts
 * ({@link Game.playoutWeights}), so that random games end in a reasonable number of actions where a
 * uniform choice rarely ends one (Akrotiri's sixth temple). The choice stays random, seeded and
 * among the legal actions; a game without weights, or a caller that asks for uniform play, gets a
 * uniform choice.
 */
import type { BaseState, Game, LogEntry, Seat } from './types';

/**
 * The index in `weights` that the number `u` (in [0, 1)) picks, each index with probability
 * proportional to its weight. A weight that is negative, `NaN` or infinite counts as 0; when no
 * weight is positive, every index is equally likely (a uniform choice). `weights` must not be empty.
 */
export function weightedIndex(weights: readonly number[], u: number): number {
  const n = weights.length;
  if (n === 0) throw new RangeError('weightedIndex: no weights');
  let total = 0;
  for (let i = 0; i < n; i++) {
    const w = weights[i]!;
    if (w > 0 && w < Infinity) total += w;
  }
  if (!(total > 0)) return Math.min(n - 1, Math.floor(u * n));
  let left = u * total;
  let last = 0;
  for (let i = 0; i < n; i++) {
    const w = weights[i]!;
    if (!(w > 0 && w < Infinity)) continue;
    last = i;
    if (left < w) return i;
    left -= w;
  }
  // Rounding may leave a sliver past the last positive weight: it is that weight's.
  return last;
}

/**
 * The weights random play gives `moves` (every active seat's legal actions, as `legalMoves` lists
 * them, each seat's actions together): the game's {@link Game.playoutWeights} per seat, or
 * `undefined` when the game has none or `uniform` is asked (every move alike).
 */
export function playoutWeightsOf<S extends BaseState, A>(game: Game<S, A, any, any, any, any>, state: S, moves: readonly LogEntry<A>[], uniform = false): number[] | undefined {
  if (uniform || !game.playoutWeights) return undefined;
  const out: number[] = [];
  let i = 0;
  while (i < moves.length) {
    const seat: Seat = moves[i]!.seat;
    let j = i;
    const actions: A[] = [];
    while (j < moves.length && moves[j]!.seat === seat) actions.push(moves[j++]!.action);
    const weights = game.playoutWeights(state, seat, actions);
    if (weights.length !== actions.length) throw new RangeError(`${game.name}: playoutWeights gave ${weights.length} weights for ${actions.length} actions of seat ${seat}`);
    for (const w of weights) out.push(w);
    i = j;
  }
  return out;
}

/**
 * The index of the move random play picks among `moves` with the number `u` (in [0, 1)): weighted
 * by the game's {@link Game.playoutWeights} if it has them (see {@link playoutWeightsOf}), else
 * uniform (`Math.floor(u * moves.length)`, as a uniform playout picks). `uniform` ignores the
 * game's weights.
 */
export function playoutChoice<S extends BaseState, A>(game: Game<S, A, any, any, any, any>, state: S, moves: readonly LogEntry<A>[], u: number, uniform = false): number {
  if (moves.length === 0) throw new RangeError(`${game.name}: playoutChoice: no legal move`);
  const weights = playoutWeightsOf(game, state, moves, uniform);
  return weights ? weightedIndex(weights, u) : Math.floor(u * moves.length);
}
