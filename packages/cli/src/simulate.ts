/** `tabula simulate`: random games on the fast path, with win rates, scores, length and speed. */
import seedrandom from 'seedrandom';
import { simulator, type Game } from '@tabula/core';
import { progress, secondsSince, type Io } from './io';

/** What `simulate` measures. */
export interface SimulationReport {
  game: string;
  players: number;
  games: number;
  seed: string;
  /** Share of games each seat won (ties count for every winner). */
  winRate: number[];
  /** Per seat: mean, min and max final score. */
  scores: { mean: number; min: number; max: number }[];
  /** Actions per game: mean, min, max. */
  length: { mean: number; min: number; max: number };
  gamesPerSecond: number;
  actionsPerSecond: number;
}

const stats = (xs: number[]) => ({ mean: xs.reduce((a, b) => a + b, 0) / xs.length, min: Math.min(...xs), max: Math.max(...xs) });

/** Plays `games` random games; game i is seeded `${seed}-${i}`, moves chosen from `seed`. */
export function simulate(io: Io, game: Game<any, any, any, any, any>, players: number, games: number, seed: string): SimulationReport {
  const pick = seedrandom.alea(seed);
  const wins = Array.from({ length: players }, () => 0);
  const scores: number[][] = Array.from({ length: players }, () => []);
  const lengths: number[] = [];
  const start = process.hrtime.bigint();
  for (let i = 0; i < games; i++) {
    const sim = simulator(game, game.setup({ players, seed: `${seed}-${i}` }));
    let steps = 0;
    while (!sim.isOver()) {
      const seat = sim.activeSeats()[0]!;
      const legal = sim.legalActions(seat);
      const out = sim.apply(seat, legal[Math.floor(pick() * legal.length)]);
      if (!out.ok) throw new Error(`game ${i}: a legal action was rejected: ${out.error.code}: ${out.error.message}`);
      steps++;
    }
    const result = game.result(sim.state)!;
    result.winners.forEach((w) => wins[w]!++);
    result.scores.forEach((v, s) => scores[s]!.push(v));
    lengths.push(steps);
    progress(io, i + 1, games);
  }
  const seconds = Math.max(secondsSince(start), 1e-9);
  const actions = lengths.reduce((a, b) => a + b, 0);
  return {
    game: game.name,
    players,
    games,
    seed,
    winRate: wins.map((w) => w / games),
    scores: scores.map(stats),
    length: stats(lengths),
    gamesPerSecond: games / seconds,
    actionsPerSecond: actions / seconds,
  };
}

/** The report as text. */
export function formatReport(r: SimulationReport): string {
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  const n = (x: number) => x.toFixed(1);
  const lines = [
    `${r.game}: ${r.games} random games, ${r.players} players, seed "${r.seed}"`,
    ...r.winRate.map((w, s) => `  seat ${s}: wins ${pct(w)}, score mean ${n(r.scores[s]!.mean)} (min ${r.scores[s]!.min}, max ${r.scores[s]!.max})`),
    `  length: mean ${n(r.length.mean)} actions (min ${r.length.min}, max ${r.length.max})`,
    `  speed: ${Math.round(r.gamesPerSecond).toLocaleString('en-US')} games/s, ${Math.round(r.actionsPerSecond).toLocaleString('en-US')} actions/s (simulator, one core)`,
  ];
  return lines.join('\n');
}
