/**
 * The Monte Carlo tree search shared by {@link ismctsBot} (fair: each iteration starts from a
 * determinization of the bot's view) and {@link fullStateMctsCheating} (the yardstick: each
 * iteration starts from the true state). Internal: its settings come from those two.
 *
 * The tree is single-observer information-set MCTS (Cowling, Powley and Whitehouse, 2012): a node is
 * a sequence of (seat, action) moves from the root, whatever the hidden cards and chance behind
 * it; each edge counts its visits, its availability (how often it was legal when its parent was
 * passed through) and the reward of the seat that plays it.
 *
 * @module
 */
import { type BaseState, type Game, type Seat, type Simulator } from '@tabula/core';
import { canonicalJson } from './key';
import { resultRewards, type Evaluation } from './rewards';

/** What one search is told. */
export interface SearchSettings<S> {
  /** Most iterations (`Infinity`: until `timeMs`). */
  iterations: number;
  /** Stop after this many milliseconds of search (`undefined`: no clock). */
  timeMs: number | undefined;
  /** UCB's exploration constant `c` in `mean + c·√(ln availability / visits)`. */
  exploration: number;
  /** Actions per iteration, tree and playout together, before the evaluation is read. */
  maxDepth: number;
  /** Rewards of a state where the playout was cut (`undefined`: every seat `1 / players`). */
  evaluate: Evaluation<S> | undefined;
  /** The score margin's weight in the rewards of a finished game (see `resultRewards`). */
  margin: number;
  /** The margin's scale, in points. */
  scale: number;
}

/** One root action's statistics after a search. */
export interface RootStat<A> {
  /** The action (one of the legal actions the bot was given). */
  action: A;
  /** Iterations that began with it. */
  visits: number;
  /** The searching seat's mean reward over those iterations, in `[0, 1]`. */
  mean: number;
}

/** What a search found: the action chosen and the statistics behind the choice. */
export interface SearchReport<A> {
  /** The action chosen: the most visited root action (ties: the higher mean, then the first legal). */
  action: A;
  /** Its index in the legal actions given. */
  index: number;
  /** Iterations run. */
  iterations: number;
  /** Every root action's statistics, in the order of the legal actions given. */
  children: RootStat<A>[];
}

/** An edge of the tree: a move from its parent node, and what is known of it. */
interface Edge<A> {
  seat: Seat;
  action: A;
  visits: number;
  /** Times this edge was legal when its parent was passed through during selection. */
  avail: number;
  /** The sum of `seat`'s rewards over the iterations through this edge. */
  reward: number;
  /** The node reached; made when the search first goes below this edge. */
  child: Map<string, Edge<A>> | undefined;
}

/** A move in a simulated position, with its key (`seat|canonical action`). */
interface Move<A> {
  seat: Seat;
  action: A;
  key: string;
}

/** Thrown when a game refuses, inside a search, an action it listed as legal: a bug in the game (or in its `determinize`). */
export class SearchError extends Error {
  override name = 'SearchError';
}

const newEdge = <A>(seat: Seat, action: A): Edge<A> => ({ seat, action, visits: 0, avail: 1, reward: 0, child: undefined });

/**
 * The clock: `performance.now()`, read only when a search has a time budget (`timeMs`). Nothing
 * else in this package reads a clock, so a search with an iteration budget alone is deterministic.
 */
const now = (): number => performance.now();

/** Every legal (seat, action) move of the simulated position, keyed. */
function movesOf<S, A>(sim: Simulator<S, A, unknown>): Move<A>[] {
  const out: Move<A>[] = [];
  for (const seat of sim.activeSeats()) {
    for (const action of sim.legalActions(seat)) out.push({ seat, action, key: `${seat}|${canonicalJson(action)}` });
  }
  return out;
}

/** Applies a move the game listed as legal; a refusal is a bug in the game, reported. */
function play<S, A>(game: Game<any, A, any, any, any, any>, sim: Simulator<S, A, unknown>, seat: Seat, action: A, where: string): void {
  const out = sim.apply(seat, action);
  if (!out.ok) {
    throw new SearchError(
      `${game.name}: seat ${seat}'s legal action ${JSON.stringify(action)} was refused ${where} (${out.error.code}: ${out.error.message}). ` +
        'The game lists as legal an action it refuses, or its determinize does not keep a seat\'s legal actions.',
    );
  }
}

/** UCB with availability counts. */
function ucb<A>(e: Edge<A>, c: number): number {
  return e.reward / e.visits + c * Math.sqrt(Math.log(e.avail) / e.visits);
}

/**
 * Runs a search for `seat` over `legal`, the actions it may play now. `sample(i)` gives iteration
 * `i`'s starting position (a simulator of a full state); `random()` drives the expansions and
 * playouts. Deterministic for the same samples, settings and random numbers, unless `timeMs` is
 * set (then the clock decides how many iterations run).
 */
export function search<S extends BaseState, A>(
  game: Game<S, A, any, any, any, any>,
  seat: Seat,
  legal: readonly A[],
  sample: (iteration: number) => Simulator<S, A, unknown>,
  settings: SearchSettings<S>,
  random: () => number,
): SearchReport<A> {
  if (legal.length === 0) throw new RangeError(`${game.name}: seat ${seat} has no legal action to search`);
  const root: Edge<A>[] = legal.map((a) => newEdge(seat, a));
  const { exploration: c, maxDepth, evaluate, margin, scale } = settings;
  const deadline = settings.timeMs === undefined ? Infinity : now() + settings.timeMs;
  const path: Edge<A>[] = [];
  let done = 0;
  while (done < settings.iterations && (deadline === Infinity || now() < deadline)) {
    const sim = sample(done);
    path.length = 0;
    // The root: every legal action is always available.
    let edge: Edge<A> | undefined;
    const untried = root.filter((e) => e.visits === 0);
    if (untried.length > 0) edge = untried[Math.floor(random() * untried.length)]!;
    else {
      let best = -Infinity;
      for (const e of root) {
        e.avail++;
        const v = ucb(e, c);
        if (v > best) {
          best = v;
          edge = e;
        }
      }
    }
    play(game, sim, seat, edge!.action, 'at the root of a search (in a determinization)');
    path.push(edge!);
    let depth = 1;
    let expanded = edge!.visits === 0;
    // Selection and one expansion, below the root.
    while (!expanded && depth < maxDepth && !sim.isOver()) {
      const moves = movesOf(sim);
      if (moves.length === 0) break;
      const node = (edge!.child ??= new Map());
      const fresh: Move<A>[] = [];
      const known: Edge<A>[] = [];
      for (const m of moves) {
        const e = node.get(m.key);
        if (e === undefined) fresh.push(m);
        else known.push(e);
      }
      if (fresh.length > 0) {
        const m = fresh[Math.floor(random() * fresh.length)]!;
        edge = newEdge(m.seat, m.action);
        node.set(m.key, edge);
        expanded = true;
      } else {
        let best = -Infinity;
        for (const e of known) {
          e.avail++;
          const v = ucb(e, c);
          if (v > best) {
            best = v;
            edge = e;
          }
        }
      }
      play(game, sim, edge!.seat, edge!.action, 'in a search tree');
      path.push(edge!);
      depth++;
    }
    // Playout: uniformly random legal moves, over every active seat's actions.
    while (depth < maxDepth && !sim.isOver()) {
      const seats = sim.activeSeats();
      let mover: Seat;
      let action: A;
      if (seats.length === 1) {
        mover = seats[0]!;
        const actions = sim.legalActions(mover);
        if (actions.length === 0) break;
        action = actions[Math.floor(random() * actions.length)]!;
      } else {
        const all: [Seat, A][] = [];
        for (const s of seats) for (const a of sim.legalActions(s)) all.push([s, a]);
        if (all.length === 0) break;
        [mover, action] = all[Math.floor(random() * all.length)]!;
      }
      play(game, sim, mover, action, 'in a playout');
      depth++;
    }
    const players = sim.state.players;
    let rewards: number[];
    if (sim.isOver()) rewards = resultRewards(game.result(sim.state)!, players, margin, scale);
    else if (evaluate) rewards = evaluate(sim.state);
    else rewards = new Array(players).fill(1 / players);
    for (const e of path) {
      e.visits++;
      e.reward += rewards[e.seat] ?? 0;
    }
    done++;
  }
  let index = 0;
  for (let i = 1; i < root.length; i++) {
    const a = root[i]!;
    const b = root[index]!;
    if (a.visits > b.visits || (a.visits === b.visits && a.visits > 0 && a.reward / a.visits > b.reward / b.visits)) index = i;
  }
  return {
    action: legal[index]!,
    index,
    iterations: done,
    children: root.map((e) => ({ action: e.action, visits: e.visits, mean: e.visits > 0 ? e.reward / e.visits : 0 })),
  };
}
