/**
 * `tabula arena`: seeded games of a title between bots (`random`, `ismcts:1000`, …), one entrant
 * per seat, the seats rotated each game. A unit is one game, played by `@tabula/bots`'s
 * `playArenaGame`: game `i` is always set up with seed `${seed}:${i}`, seat `s` is played by
 * entrant `(s + i) mod players`, and each entrant's bot is seeded from the game's seed, so a game's
 * result is the same whichever thread or shard plays it and the report is the same for any
 * `--workers` and any sharding.
 *
 * @module
 */
import { seatLabel } from '@tabula/core/ui';
import { ArenaError, parseEntrant, playArenaGame, summarizeArena, type ArenaGameResult, type ArenaSummary, type EntrantStanding, type Proportion } from '@tabula/bots';
import { UsageError } from './args';
import { title } from './games';
import { formatDuration, type Io } from './io';
import type { Job, Timing } from './runner';

/** What an arena run is given. */
export interface ArenaParams {
  /** The title's command-line name. */
  game: string;
  /** The entrant specs, one per seat (`random`, `ismcts:1000`, `ismcts:500:c=0.5`, …). */
  entrants: string[];
  /** Games to play. */
  games: number;
  /** The run's seed: game `i` is set up with seed `${seed}:${i}`. */
  seed: string;
  /** Game options (`--option`), if any. */
  options?: unknown;
  /** A game still running after this many actions is stopped and counted unfinished (the bots package's default when not given). */
  maxActions?: number;
}

/**
 * What `arena` reports: the bots package's {@link ArenaSummary} with the run's parameters. Every
 * field depends only on the parameters: the same report for any number of workers or shards.
 */
export interface ArenaReport extends ArenaSummary {
  /** The run's seed. */
  seed: string;
  /** Seats (the number of entrants). */
  players: number;
  /** The options, if any. */
  options?: unknown;
  /** The action limit, if one was given. */
  maxActions?: number;
}

/**
 * Checks `--bots` for an arena of `gameName`: every entrant spec must parse (an {@link ArenaError}
 * becomes a {@link UsageError}) and their number must be a player count the game allows.
 */
export function checkEntrants(gameName: string, specs: readonly string[]): void {
  const { game } = title(gameName);
  for (const spec of specs) {
    if (spec === '') throw new UsageError(`--bots: an empty entrant in "${specs.join(',')}" (one entrant per seat, separated by commas, e.g. ismcts:1000,random)`);
    try {
      parseEntrant(spec);
    } catch (err) {
      if (err instanceof ArenaError) throw new UsageError(`--bots: ${err.message}`);
      throw err;
    }
  }
  const n = specs.length;
  if (n < game.minPlayers || n > game.maxPlayers) {
    const range = game.minPlayers === game.maxPlayers ? `${game.minPlayers}` : `${game.minPlayers} to ${game.maxPlayers}`;
    throw new UsageError(`--bots: ${game.name} is played by ${range} players, and an arena has one entrant per seat; ${n} entrant${n === 1 ? ' was' : 's were'} given (${specs.join(', ')})`);
  }
}

/** Plays game `index` of an arena run. */
export function playGame(p: ArenaParams, index: number): Promise<ArenaGameResult> {
  const { game } = title(p.game);
  return playArenaGame(
    {
      game,
      entrants: p.entrants,
      seed: p.seed,
      ...(p.options === undefined ? {} : { options: p.options }),
      ...(p.maxActions === undefined ? {} : { maxActions: p.maxActions }),
    },
    index,
  );
}

/** The report from every game's result, in game order. */
export function summarizeArenaRun(p: ArenaParams, results: readonly ArenaGameResult[]): ArenaReport {
  const summary = summarizeArena(results);
  return {
    ...summary,
    seed: p.seed,
    players: p.entrants.length,
    ...(p.options === undefined ? {} : { options: p.options }),
    ...(p.maxActions === undefined ? {} : { maxActions: p.maxActions }),
  };
}

/** The arena job: one unit per game; games are long, so a worker is sent one at a time. */
export const arenaJob: Job<ArenaParams, ArenaGameResult, ArenaReport> = {
  name: 'arena',
  what: 'games',
  units: (p) => p.games,
  weight: () => 1,
  batch: () => 1,
  run: playGame,
  summarize: summarizeArenaRun,
};

/** A percentage with one decimal. */
const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;

/** A rate with its interval: `60.0% [31.3%, 83.2%]`. */
const interval = (p: Proportion): string => `${pct(p.rate)} [${pct(p.low)}, ${pct(p.high)}]`;

/** A number for the score columns: whole numbers as they are, others with one decimal. */
const num = (x: number): string => (Number.isInteger(x) ? String(x) : x.toFixed(1));

/** Columns padded to their widest cell: the first to the left, the others to the right (or all to the left). */
function table(rows: string[][], allLeft = false): string[] {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  return rows.map((r) => r.map((cell, c) => (c === 0 || allLeft ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  ').trimEnd());
}

/** An entrant's record at each seat: `Seat 1 3/5, Seat 2 2/5` (wins alone of games there, `+t` tied). */
function bySeat(s: EntrantStanding): string {
  return s.bySeat.map((x) => `${seatLabel(x.seat)} ${x.wins}/${x.games}${x.ties ? ` +${x.ties} tied` : ''}`).join(', ');
}

/** The report as text: a table of entrants, the games, how the shares add up, the time. */
export function formatArena(r: ArenaReport, timing?: Timing): string {
  const d = r.actions;
  const rows = [
    ['entrant', 'wins', 'ties', 'losses', 'win rate [95% CI]', 'win or tie [95% CI]', 'score mean ± sd', 'min / median / max'],
    ...r.standings.map((s) => [
      `${s.entrant} ${s.name}`,
      String(s.wins),
      String(s.ties),
      String(s.losses),
      interval(s.winRate),
      interval(s.winOrTieRate),
      `${s.scores.mean.toFixed(1)} ± ${s.scores.sd.toFixed(1)}`,
      `${num(s.scores.min)} / ${num(s.scores.median)} / ${num(s.scores.max)}`,
    ]),
  ];
  const lines = [
    `${r.game} arena: ${r.games} game${r.games === 1 ? '' : 's'}, ${r.players} players (one entrant per seat, seats rotated each game), seed "${r.seed}"${r.options === undefined ? '' : `, options ${JSON.stringify(r.options)}`}`,
    ...table(rows).map((l) => `  ${l}`),
    '  by seat (games won alone of those played there):',
    ...table(r.standings.map((s) => [`${s.entrant} ${s.name}`, bySeat(s)]), true).map((l) => `    ${l}`),
    `  games: ${r.finished} finished, ${r.unfinished} unfinished${r.unfinished ? ` (stopped after ${(r.maxActions ?? 100_000).toLocaleString('en-US')} actions; not counted in the rates)` : ''}; ${r.tiedGames} tied (first place shared); ${r.finished ? `${d.mean.toFixed(1)} actions a game (min ${d.min}, max ${d.max})` : 'no actions counted'}`,
    `  (rates are over finished games, with 95% Wilson intervals; a win is a game won alone, a tie a shared first place: each entrant's wins, ties and losses add up to the finished games)`,
  ];
  if (timing) lines.push(`  time: ${speed(r, timing)}`);
  return lines.join('\n');
}

/** How long the games took, and on what. */
function speed(r: ArenaReport, t: Timing): string {
  const on = t.shards ? `${t.shards} shard${t.shards > 1 ? 's' : ''}, added up` : t.workers === null ? 'one thread' : `${t.workers} worker thread${t.workers > 1 ? 's' : ''}`;
  const rate = r.games / Math.max(t.seconds, 1e-9);
  return `${formatDuration(t.seconds)} (${on}), ${rate >= 10 ? rate.toFixed(0) : rate >= 1 ? rate.toFixed(1) : rate.toFixed(2)} games/s`;
}

/** Prints an arena report: text, or JSON (`{ ...report, timing }`); exit code 0. */
export function printArena(io: Io, report: ArenaReport, timing: Timing, opts: { json?: boolean }): number {
  io.out(opts.json ? JSON.stringify({ ...report, timing }) : formatArena(report, timing));
  return 0;
}
