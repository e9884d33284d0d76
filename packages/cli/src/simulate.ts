/**
 * `tabula simulate`: random games (weighted by the game's playout weights, if any) on the simulator fast path, with wins (ties counted apart),
 * scores, length and speed. Game `i` is set up with seed `${seed}-${i}` and its moves are drawn
 * from `${seed}-${i}-moves`, so a game is the same whichever thread or shard plays it.
 *
 * @module
 */
import seedrandom from 'seedrandom';
import { simulator, weightedIndex } from '@tabula/core';
import { seatLabel } from '@tabula/core/ui';
import { title } from './games';
import type { Io } from './io';
import type { Job, Timing } from './runner';
import { gameSeed } from './seed';
import { withOptions } from './options';

/** What a simulation run is given. */
export interface SimulateParams {
  /** The title's command-line name. */
  game: string;
  /** Seats. */
  players: number;
  /** Random games to play. */
  games: number;
  /** The run's seed. */
  seed: string;
  /** Game options (`--option`), if any. */
  options?: unknown;
  /** A game longer than this many actions is an error (default 20,000: some 30 times the longest title's mean). */
  maxSteps?: number;
  /** Pick moves uniformly, ignoring the game's playout weights (`--uniform`). */
  uniform?: boolean;
}

/** One game's outcome. */
export interface GameOutcome {
  /** Actions played. */
  length: number;
  /** Final score of each seat. */
  scores: number[];
  /** The winning seats (several: a tie; none: nobody won, e.g. the neutral player led). */
  winners: number[];
}

/** Minimum, mean and maximum. */
export interface Stats {
  /** The mean. */
  mean: number;
  /** The least. */
  min: number;
  /** The most. */
  max: number;
}

/**
 * What `simulate` reports. Every field depends only on the parameters: the same report for any
 * number of workers or shards. (Speed is apart, in {@link Timing}.)
 */
export interface SimulationReport {
  /** The game's name. */
  game: string;
  /** Seats. */
  players: number;
  /** Games played. */
  games: number;
  /** The run's seed. */
  seed: string;
  /** The options, if any. */
  options?: unknown;
  /** Per seat: games it won alone. */
  wins: number[];
  /** Per seat: games it won together with others (a tie for first). */
  sharedWins: number[];
  /** Per seat: share of games it won alone (`wins / games`). These add up to at most 1. */
  winRate: number[];
  /** Games won by several seats together. */
  ties: number;
  /** Games nobody won. */
  noWinner: number;
  /** Per seat: final scores. */
  scores: Stats[];
  /** Actions per game. */
  length: Stats;
  /** Actions in all games. */
  actions: number;
}

const stats = (xs: readonly number[]): Stats => {
  let sum = 0;
  let min = Infinity;
  let max = -Infinity;
  for (const x of xs) {
    sum += x;
    if (x < min) min = x;
    if (x > max) max = x;
  }
  return { mean: xs.length ? sum / xs.length : 0, min: xs.length ? min : 0, max: xs.length ? max : 0 };
};

/**
 * Plays game `index` of a run to its end with random legal moves: weighted by the game's playout
 * weights if it has them (core's `playoutChoice`), uniform otherwise or with `uniform`.
 */
export function playRandomGame(p: SimulateParams, index: number): GameOutcome {
  const { game } = title(p.game);
  const seed = gameSeed(p.seed, index);
  const pick = seedrandom.alea(`${seed}-moves`);
  const maxSteps = p.maxSteps ?? 20_000;
  const sim = simulator(game, game.setup(withOptions({ players: p.players, seed }, p.options)));
  let length = 0;
  while (!sim.isOver()) {
    const seat = sim.activeSeats()[0];
    if (seat === undefined) throw new Error(`${game.name} game ${index} (seed "${seed}"): nobody may act, yet the game is not over`);
    const legal = sim.legalActions(seat);
    if (legal.length === 0) throw new Error(`${game.name} game ${index} (seed "${seed}"): seat ${seat} is active but has no legal action`);
    const u = pick();
    const weights = game.playoutWeights && !p.uniform ? game.playoutWeights(sim.state, seat, legal) : undefined;
    const out = sim.apply(seat, legal[weights ? weightedIndex(weights, u) : Math.floor(u * legal.length)]);
    if (!out.ok) throw new Error(`${game.name} game ${index} (seed "${seed}"): a legal action was refused: ${out.error.code}: ${out.error.message}`);
    if (++length > maxSteps) throw new Error(`${game.name} game ${index} (seed "${seed}") did not end within ${maxSteps} actions`);
  }
  const result = game.result(sim.state)!;
  return { length, scores: [...result.scores], winners: [...result.winners] };
}

/** Summarizes game outcomes, in game order. */
export function summarize(p: SimulateParams, outcomes: readonly GameOutcome[]): SimulationReport {
  const { game } = title(p.game);
  const wins = Array.from({ length: p.players }, () => 0);
  const sharedWins = Array.from({ length: p.players }, () => 0);
  let ties = 0;
  let noWinner = 0;
  for (const o of outcomes) {
    if (o.winners.length === 0) noWinner++;
    else if (o.winners.length === 1) wins[o.winners[0]!]!++;
    else {
      ties++;
      for (const w of o.winners) sharedWins[w]!++;
    }
  }
  const lengths = outcomes.map((o) => o.length);
  return {
    game: game.name,
    players: p.players,
    games: outcomes.length,
    seed: p.seed,
    ...(p.options === undefined ? {} : { options: p.options }),
    wins,
    sharedWins,
    winRate: wins.map((w) => (outcomes.length ? w / outcomes.length : 0)),
    ties,
    noWinner,
    scores: Array.from({ length: p.players }, (_, s) => stats(outcomes.map((o) => o.scores[s] ?? 0))),
    length: stats(lengths),
    actions: lengths.reduce((a, b) => a + b, 0),
  };
}

/** The simulate job: one unit per game. */
export const simulateJob: Job<SimulateParams, GameOutcome, SimulationReport> = {
  name: 'simulate',
  what: 'games',
  units: (p) => p.games,
  weight: () => 1,
  run: playRandomGame,
  summarize,
};

const pct = (x: number, of: number) => `${of ? ((x / of) * 100).toFixed(1) : '0.0'}%`;

/** The report as text: wins alone, ties apart, and how the shares add up. */
export function formatReport(r: SimulationReport, timing?: Timing): string {
  const n = (x: number) => x.toFixed(1);
  const lines = [
    `${r.game}: ${r.games} random games, ${r.players} players, seed "${r.seed}"${r.options === undefined ? '' : `, options ${JSON.stringify(r.options)}`}`,
    ...r.wins.map(
      (w, s) =>
        `  ${seatLabel(s)}: wins ${pct(w, r.games)} (${w} alone${r.sharedWins[s] ? `, +${r.sharedWins[s]} tied` : ''}), score mean ${n(r.scores[s]!.mean)} (min ${r.scores[s]!.min}, max ${r.scores[s]!.max})`,
    ),
    `  ties: ${r.ties} games (${pct(r.ties, r.games)}) shared first place${r.noWinner ? `; no winner: ${r.noWinner} games (${pct(r.noWinner, r.games)})` : ''}`,
    `  (a seat's win rate counts its games won alone; tied games are counted once, under ties, so the win rates${r.noWinner ? ', ties and no-winner games' : ' and ties'} add up to 100%)`,
    `  length: mean ${n(r.length.mean)} actions (min ${r.length.min}, max ${r.length.max})`,
  ];
  if (timing) lines.push(`  speed: ${speed(r, timing)}`);
  return lines.join('\n');
}

/** Games and actions per second, and on what. */
function speed(r: SimulationReport, t: Timing): string {
  const s = Math.max(t.seconds, 1e-9);
  const on = t.shards ? `${t.shards} shard${t.shards > 1 ? 's' : ''}, ${t.seconds.toFixed(1)} s added up` : t.workers === null ? 'one thread' : `${t.workers} worker thread${t.workers > 1 ? 's' : ''}`;
  return `${Math.round(r.games / s).toLocaleString('en-US')} games/s, ${Math.round(r.actions / s).toLocaleString('en-US')} actions/s in ${t.seconds.toFixed(2)} s (simulator, ${on})`;
}

/** Prints a report: text, or JSON (`{ ...report, timing }`); exit code 0. */
export function printSimulation(io: Io, report: SimulationReport, timing: Timing, opts: { json?: boolean }): number {
  io.out(opts.json ? JSON.stringify({ ...report, timing }) : formatReport(report, timing));
  return 0;
}
