/**
 * The arena: seeded games of a title between a list of entrants (bots), seats rotated, and a
 * summary with 95% confidence intervals. Game `i` always gets the same seed and the same seat
 * rotation, and its bots' seeds derive from it, so a game's result does not depend on which
 * process plays it or in what order: play games one by one on a worker pool, in shards, and
 * summarise the results together.
 *
 * @module
 */
import { randomBot, type Bot, type Game, type Seat } from '@tabula/core';
import { fullStateMctsCheating, type CheatingDecider } from './cheating';
import { ismctsBot, type IsmctsOptions } from './ismcts';

/**
 * An entrant given as text, as the CLI takes it: `random`, `ismcts`, `ismcts:1000`,
 * `ismcts:1000:c=0.5:depth=60`, `cheat-mcts:1000` (the cheating yardstick). After the kind, a bare
 * number is the iterations; `c=` the exploration, `depth=` the playout depth, `ms=` a time budget
 * (not reproducible), `margin=` the score margin's weight; `chance` lets `cheat-mcts` also read
 * the RNG (know future dice).
 */
export type EntrantSpec = string;

/** An entrant made in code: a name for the reports, and its bot for a game seed. */
export interface CustomEntrant {
  /** Its name in results and summaries. */
  name: string;
  /** The bot for one game; `seed` is that game's entrant seed. */
  bot: (seed: string) => Bot<any, any>;
}

/** One entrant: a spec ({@link EntrantSpec}) or a {@link CustomEntrant}. */
export type ArenaEntrant = EntrantSpec | CustomEntrant;

/** A parsed {@link EntrantSpec}. */
export interface ParsedEntrant {
  /** What plays. */
  kind: 'random' | 'ismcts' | 'cheat-mcts';
  /** Iterations per decision, if given. */
  iterations?: number;
  /** UCB's exploration constant, if given (`c=`). */
  exploration?: number;
  /** Playout depth, if given (`depth=`). */
  maxDepth?: number;
  /** Time budget per decision in ms, if given (`ms=`). */
  timeMs?: number;
  /** Score margin weight, if given (`margin=`). */
  margin?: number;
  /** `cheat-mcts` only: also read the RNG (`chance`). */
  knowsFutureChance?: boolean;
}

/** What {@link playArenaGame} and {@link summarizeArena} refuse: a bad entrant, config or result list. */
export class ArenaError extends Error {
  override name = 'ArenaError';
}

const KINDS = ['random', 'ismcts', 'cheat-mcts'] as const;

/** A positive number from an entrant spec's field, or an {@link ArenaError}. */
function numberField(spec: string, key: string, text: string, min: number): number {
  const v = Number(text);
  if (text.trim() === '' || !Number.isFinite(v) || v < min) throw new ArenaError(`entrant "${spec}": ${key} must be a number ≥ ${min}, got "${text}"`);
  return v;
}

/** Reads an {@link EntrantSpec}; throws an {@link ArenaError} saying what is wrong. */
export function parseEntrant(spec: string): ParsedEntrant {
  const [kind, ...parts] = spec.split(':');
  if (!(KINDS as readonly string[]).includes(kind!)) throw new ArenaError(`entrant "${spec}": the kind must be one of ${KINDS.join(', ')}`);
  const out: ParsedEntrant = { kind: kind as ParsedEntrant['kind'] };
  if (kind === 'random' && parts.length > 0) throw new ArenaError(`entrant "${spec}": random takes no parameters`);
  for (const part of parts) {
    const eq = part.indexOf('=');
    const key = eq < 0 ? part : part.slice(0, eq);
    const value = eq < 0 ? '' : part.slice(eq + 1);
    if (eq < 0 && /^\d+$/.test(part)) out.iterations = numberField(spec, 'iterations', part, 1);
    else if (eq < 0 && part === 'chance' && kind === 'cheat-mcts') out.knowsFutureChance = true;
    else if (key === 'c') out.exploration = numberField(spec, 'c', value, 0);
    else if (key === 'depth') out.maxDepth = numberField(spec, 'depth', value, 1);
    else if (key === 'ms') out.timeMs = numberField(spec, 'ms', value, 1);
    else if (key === 'margin') {
      out.margin = numberField(spec, 'margin', value, 0);
      if (out.margin > 1) throw new ArenaError(`entrant "${spec}": margin must be in [0, 1], got "${value}"`);
    } else throw new ArenaError(`entrant "${spec}": unknown part "${part}" (a number of iterations, c=, depth=, ms=, margin=${kind === 'cheat-mcts' ? ', chance' : ''})`);
  }
  return out;
}

/** The name of an entrant in results: its spec, or its custom name. */
export function entrantName(entrant: ArenaEntrant): string {
  return typeof entrant === 'string' ? entrant : entrant.name;
}

/** Options of an arena: the title, its entrants (one per seat) and how games are seeded. */
export interface ArenaOptions<O = unknown> {
  /** The title played. */
  game: Game<any, any, O, any, any, any>;
  /** The entrants, one per seat: the player count is their number. */
  entrants: readonly ArenaEntrant[];
  /** The seeds' prefix: game `i` is set up with seed `${seed}:${i}` (default `'arena'`). */
  seed?: string;
  /** The game's setup options. */
  options?: O;
  /** A game still running after this many actions is stopped and counted unfinished (default 100,000). */
  maxActions?: number;
}

/** How one entrant did in one game. */
export type EntrantOutcome = 'win' | 'tie' | 'loss' | 'unfinished';

/** One arena game, as plain JSON: the same for the same options and index, wherever it is played. */
export interface ArenaGameResult {
  /** The game's index. */
  index: number;
  /** The title. */
  game: string;
  /** The setup seed. */
  seed: string;
  /** Entrant names, by entrant index. */
  entrants: string[];
  /** The entrant index at each seat. */
  seats: number[];
  /** Whether the game ended (false: stopped at `maxActions`). */
  finished: boolean;
  /** Actions played. */
  actions: number;
  /** Final scores by entrant index (empty when unfinished). */
  scores: number[];
  /** The winning entrants (several when tied; empty when unfinished). */
  winners: number[];
  /** Each entrant's outcome: `win` alone, `tie` (a shared win), `loss`, or `unfinished`. */
  outcomes: EntrantOutcome[];
}

/** The entrant playing `seat` in game `index` of `players`: the seats turn by one each game. */
export function entrantAt(index: number, seat: Seat, players: number): number {
  return (seat + index) % players;
}

/** A seat's player in one game: a fair bot (given a view), or the cheating yardstick (given the state). */
type Player = { bot: Bot<any, any> } | { cheat: CheatingDecider<any, any> };

/** The player of `entrant` for a game. */
function playerOf(game: Game<any, any, any, any, any, any>, entrant: ArenaEntrant, seed: string): Player {
  if (typeof entrant !== 'string') return { bot: entrant.bot(seed) };
  const p = parseEntrant(entrant);
  if (p.kind === 'random') return { bot: randomBot(seed) };
  const options: Omit<IsmctsOptions<any, any, any>, 'game'> = { seed };
  if (p.iterations !== undefined) options.iterations = p.iterations;
  if (p.exploration !== undefined) options.exploration = p.exploration;
  if (p.maxDepth !== undefined) options.maxDepth = p.maxDepth;
  if (p.timeMs !== undefined) options.timeMs = p.timeMs;
  if (p.margin !== undefined) options.margin = p.margin;
  if (p.kind === 'ismcts') return { bot: ismctsBot({ ...options, game }) };
  return { cheat: fullStateMctsCheating({ ...options, game, knowsFutureChance: p.knowsFutureChance === true }) };
}

/** Checks the options shared by every game of an arena; returns the player count. */
function checkOptions(options: ArenaOptions<any>): number {
  const n = options.entrants.length;
  const { game } = options;
  if (n < game.minPlayers || n > game.maxPlayers) throw new ArenaError(`${game.name} takes ${game.minPlayers}–${game.maxPlayers} players; ${n} entrants were given (one per seat)`);
  for (const e of options.entrants) if (typeof e === 'string') parseEntrant(e);
  return n;
}

/**
 * Plays game `index` of an arena: set up with seed `${seed}:${index}`, seat `s` played by entrant
 * `(s + index) mod players`, each entrant's bot seeded `${seed}:${index}:${entrant}`. When several
 * seats may act, the first in `activeSeats` order is asked. Resolves to a plain-JSON
 * {@link ArenaGameResult}; rejects with an {@link ArenaError} if a bot chooses an action the game
 * refuses.
 */
export async function playArenaGame<O>(options: ArenaOptions<O>, index: number): Promise<ArenaGameResult> {
  if (!Number.isInteger(index) || index < 0) throw new ArenaError(`a game index is a whole number ≥ 0, got ${index}`);
  const n = checkOptions(options);
  const { game } = options;
  const seed = `${options.seed ?? 'arena'}:${index}`;
  const maxActions = options.maxActions ?? 100_000;
  const seats = Array.from({ length: n }, (_, s) => entrantAt(index, s, n));
  const players = seats.map((e) => playerOf(game, options.entrants[e]!, `${seed}:${e}`));
  const config = options.options === undefined ? { players: n, seed } : { players: n, seed, options: options.options };
  let state = game.setup(config);
  let actions = 0;
  while (actions < maxActions && !game.isOver(state)) {
    const seat = game.activeSeats(state)[0];
    if (seat === undefined) break;
    const legal = game.legalActions(state, seat);
    const player = players[seat]!;
    const choice = 'bot' in player ? await player.bot(game.view(state, seat), seat, legal) : player.cheat(state, seat, legal);
    const out = game.apply(state, seat, choice);
    if (!out.ok) {
      const who = entrantName(options.entrants[seats[seat]!]!);
      throw new ArenaError(`${game.name} game ${index}: ${who} (seat ${seat}) chose ${JSON.stringify(choice)}, refused: ${out.error.code}: ${out.error.message}`);
    }
    state = out.state;
    actions++;
  }
  const entrants = options.entrants.map(entrantName);
  const result = game.isOver(state) ? game.result(state) : undefined;
  if (!result) return { index, game: game.name, seed, entrants, seats, finished: false, actions, scores: [], winners: [], outcomes: entrants.map(() => 'unfinished') };
  const scores: number[] = new Array(n);
  seats.forEach((e, s) => (scores[e] = result.scores[s]!));
  const winners = result.winners.map((s) => seats[s]!).sort((a, b) => a - b);
  const outcomes: EntrantOutcome[] = entrants.map((_, e) => (!winners.includes(e) ? 'loss' : winners.length === 1 ? 'win' : 'tie'));
  return { index, game: game.name, seed, entrants, seats, finished: true, actions, scores, winners, outcomes };
}

/** A proportion with its 95% Wilson score interval. */
export interface Proportion {
  /** Successes. */
  count: number;
  /** Trials. */
  of: number;
  /** `count / of` (0 when there are no trials). */
  rate: number;
  /** The interval's lower bound. */
  low: number;
  /** The interval's upper bound. */
  high: number;
}

/** z for a two-sided 95% interval. */
const Z95 = 1.959963984540054;

/**
 * `count` successes in `of` trials with the Wilson score interval at 95% (z = 1.96): unlike the
 * normal approximation it stays inside `[0, 1]` and is sound at 0 or `of` successes. With no
 * trials the interval is `[0, 1]`.
 */
export function wilson(count: number, of: number, z = Z95): Proportion {
  if (of === 0) return { count, of, rate: 0, low: 0, high: 1 };
  const p = count / of;
  const z2 = z * z;
  const denom = 1 + z2 / of;
  const centre = (p + z2 / (2 * of)) / denom;
  const half = (z / denom) * Math.sqrt((p * (1 - p)) / of + z2 / (4 * of * of));
  // At 0 or `of` successes the bound is exactly 0 or 1 (centre and half are equal there).
  return { count, of, rate: p, low: count === 0 ? 0 : Math.max(0, centre - half), high: count === of ? 1 : Math.min(1, centre + half) };
}

/** A distribution of numbers: mean, standard deviation and quantiles. */
export interface Distribution {
  /** How many values. */
  n: number;
  /** Their mean (0 when none). */
  mean: number;
  /** The sample standard deviation (n − 1; 0 with fewer than 2 values). */
  sd: number;
  /** Least. */
  min: number;
  /** First quartile. */
  q1: number;
  /** Median. */
  median: number;
  /** Third quartile. */
  q3: number;
  /** Greatest. */
  max: number;
}

/** The quantile `q` of sorted values, interpolated linearly between order statistics (Hyndman–Fan type 7, R's default). */
function quantile(sorted: readonly number[], q: number): number {
  const at = (sorted.length - 1) * q;
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (at - lo);
}

/** The {@link Distribution} of `values` (all zero when empty). */
export function distribution(values: readonly number[]): Distribution {
  const n = values.length;
  if (n === 0) return { n, mean: 0, sd: 0, min: 0, q1: 0, median: 0, q3: 0, max: 0 };
  const sorted = [...values].sort((a, b) => a - b);
  let sum = 0;
  for (const v of sorted) sum += v;
  const mean = sum / n;
  let sq = 0;
  for (const v of sorted) sq += (v - mean) * (v - mean);
  return { n, mean, sd: n > 1 ? Math.sqrt(sq / (n - 1)) : 0, min: sorted[0]!, q1: quantile(sorted, 0.25), median: quantile(sorted, 0.5), q3: quantile(sorted, 0.75), max: sorted[n - 1]! };
}

/** How one entrant did at one seat. */
export interface SeatRecord {
  /** The seat. */
  seat: Seat;
  /** Finished games the entrant played there. */
  games: number;
  /** Wins alone there. */
  wins: number;
  /** Shared wins there. */
  ties: number;
}

/** One entrant's standing over an arena's finished games. */
export interface EntrantStanding {
  /** The entrant's index. */
  entrant: number;
  /** Its name. */
  name: string;
  /** Finished games (every entrant plays every game). */
  games: number;
  /** Games it won alone. */
  wins: number;
  /** Games it won together with others (tied first). */
  ties: number;
  /** Games it lost. */
  losses: number;
  /** Wins alone over finished games, with the 95% Wilson interval. */
  winRate: Proportion;
  /** Wins alone or shared over finished games, with the 95% Wilson interval. */
  winOrTieRate: Proportion;
  /** Its final scores. */
  scores: Distribution;
  /** Its record at each seat (the rotation spreads it over all seats). */
  bySeat: SeatRecord[];
}

/** The summary of a list of arena results. */
export interface ArenaSummary {
  /** The title. */
  game: string;
  /** Entrant names, by index. */
  entrants: string[];
  /** Results summarised. */
  games: number;
  /** Of those, games that ended. */
  finished: number;
  /** Games stopped at `maxActions`. */
  unfinished: number;
  /** Games won by several entrants together. */
  tiedGames: number;
  /** Actions per finished game. */
  actions: Distribution;
  /** Each entrant's standing, by entrant index. */
  standings: EntrantStanding[];
}

/**
 * Summarises arena results (of one title and one entrant list; any subset of indexes, in any
 * order: results are sorted by index first, so the summary is the same whatever order they came
 * in). Win rates count wins alone; ties (shared wins) are counted apart, and together with wins in
 * `winOrTieRate`. Throws an {@link ArenaError} for an empty list, mixed titles or entrants, or an
 * index given twice.
 */
export function summarizeArena(results: readonly ArenaGameResult[]): ArenaSummary {
  if (results.length === 0) throw new ArenaError('no results to summarise');
  const sorted = [...results].sort((a, b) => a.index - b.index);
  const first = sorted[0]!;
  const names = first.entrants;
  const n = names.length;
  for (let i = 0; i < sorted.length; i++) {
    const r = sorted[i]!;
    if (r.game !== first.game || r.entrants.length !== n || r.entrants.some((e, k) => e !== names[k])) {
      throw new ArenaError(`result ${r.index} is of ${r.game} between ${r.entrants.join(', ')}, not of ${first.game} between ${names.join(', ')}`);
    }
    if (i > 0 && sorted[i - 1]!.index === r.index) throw new ArenaError(`game ${r.index} appears twice`);
  }
  const done = sorted.filter((r) => r.finished);
  const standings: EntrantStanding[] = names.map((name, e) => {
    const outcomes = done.map((r) => r.outcomes[e]!);
    const wins = outcomes.filter((o) => o === 'win').length;
    const ties = outcomes.filter((o) => o === 'tie').length;
    const bySeat: SeatRecord[] = Array.from({ length: n }, (_, seat) => {
      const here = done.filter((r) => r.seats[seat] === e);
      return { seat, games: here.length, wins: here.filter((r) => r.outcomes[e] === 'win').length, ties: here.filter((r) => r.outcomes[e] === 'tie').length };
    });
    return {
      entrant: e,
      name,
      games: done.length,
      wins,
      ties,
      losses: done.length - wins - ties,
      winRate: wilson(wins, done.length),
      winOrTieRate: wilson(wins + ties, done.length),
      scores: distribution(done.map((r) => r.scores[e]!)),
      bySeat,
    };
  });
  return {
    game: first.game,
    entrants: [...names],
    games: sorted.length,
    finished: done.length,
    unfinished: sorted.length - done.length,
    tiedGames: done.filter((r) => r.winners.length > 1).length,
    actions: distribution(done.map((r) => r.actions)),
    standings,
  };
}

/** A percentage with one decimal. */
const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;

/** The summary as a text table, one line per entrant: for people (the CLI, the bench). */
export function formatSummary(summary: ArenaSummary): string {
  const lines = [
    `${summary.game}: ${summary.games} games (${summary.finished} finished, ${summary.unfinished} unfinished, ${summary.tiedGames} tied), ${summary.actions.mean.toFixed(0)} actions a game`,
    'entrant | wins | ties | losses | win rate [95% CI] | win or tie [95% CI] | score mean ± sd (min / median / max)',
  ];
  for (const s of summary.standings) {
    const d = s.scores;
    lines.push(
      `${s.name} | ${s.wins} | ${s.ties} | ${s.losses} | ${pct(s.winRate.rate)} [${pct(s.winRate.low)}, ${pct(s.winRate.high)}] | ` +
        `${pct(s.winOrTieRate.rate)} [${pct(s.winOrTieRate.low)}, ${pct(s.winOrTieRate.high)}] | ${d.mean.toFixed(1)} ± ${d.sd.toFixed(1)} (${d.min} / ${d.median} / ${d.max})`,
    );
  }
  return lines.join('\n');
}

/**
 * Plays games `from … from + games − 1` of an arena one after the other and summarises them: for
 * small runs and tests (the CLI spreads {@link playArenaGame} over workers instead).
 */
export async function playArena<O>(options: ArenaOptions<O>, games: number, from = 0): Promise<{ results: ArenaGameResult[]; summary: ArenaSummary }> {
  const results: ArenaGameResult[] = [];
  for (let i = from; i < from + games; i++) results.push(await playArenaGame(options, i));
  return { results, summary: summarizeArena(results) };
}
