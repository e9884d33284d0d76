/**
 * `tabula fuzz`: the conformance kit at scale. Each property's games are cut into slices of
 * {@link FUZZ_SLICE} games, and each slice is a unit with its own fast-check seed, derived from the
 * run's seed, the property's name and the slice's number: so slices run on any worker or shard and
 * the report is the same. A failure is shrunk by fast-check within its slice and written as a
 * replay file.
 *
 * @module
 */
import { gameProperties, type KitProperty } from '@tabula/core/testing';
import { title } from './games';
import { formatDuration, type Io } from './io';
import type { Job, Timing } from './runner';
import { numberSeed } from './seed';

/** Games per unit of a property: a property of N games runs as ⌈N / 10⌉ units. */
export const FUZZ_SLICE = 10;


/** What a fuzz run is given. */
export interface FuzzParams {
  /** The title's command-line name. */
  game: string;
  /** The player counts played (one config each). */
  players: number[];
  /** Random games per property. */
  games: number;
  /** The run's seed. */
  seed: string;
  /** Game options (`--option`), if any. */
  options?: unknown;
  /** Only the properties whose name contains this text (any case), if given. */
  only?: string;
  /** Play the kit's random games uniformly, ignoring the game's playout weights (`--uniform`). */
  uniform?: boolean;
}

/** One unit: a slice of one property's games. */
interface Slice {
  /** The property's name. */
  property: string;
  /** The slice's number within the property. */
  slice: number;
  /** Games in it (0 for a fixed-case property). */
  games: number;
}

/** What a unit gives. */
export interface SliceResult {
  /** The property's name. */
  property: string;
  /** Games played. */
  games: number;
  /** The failure, if the property failed in this slice. */
  failure?: FuzzFailure;
}

/** A property's failure: fast-check's report, and the shrunk case as a replay `{ config, log }` when the kit gave one. */
export interface FuzzFailure {
  /** What failed, with the shrunk case. */
  message: string;
  /** The replayable case. */
  replay?: { config: unknown; log: unknown[] };
}

/** What `fuzz` reports: every property, its games, and its failure if any. */
export interface FuzzReport {
  /** The game's name. */
  game: string;
  /** The run's seed. */
  seed: string;
  /** Random games per property. */
  games: number;
  /** Player counts played. */
  players: number[];
  /** The options, if any. */
  options?: unknown;
  /** The `--property` filter, if any. */
  only?: string;
  /** `true` when the games were played uniformly (`--uniform`), ignoring the game's playout weights. */
  uniform?: true;
  /** Every property, in the kit's order. */
  properties: { name: string; games: number; failure?: FuzzFailure }[];
  /** Properties that failed. */
  failures: number;
}

/** The kit's properties for a run; `runs` games each, fast-check seeded with `seed`. */
function properties(p: FuzzParams, runs: number, seed: number): KitProperty[] {
  const { game } = title(p.game);
  const configs = p.players.map((players) => (p.options === undefined ? { players } : { players, options: p.options }));
  return gameProperties(game, { configs, runs, seed, ...(p.uniform ? { uniform: true } : {}) });
}

const plans = new Map<string, Slice[]>();

/** The properties a run plays: all, or those whose name contains `only`. */
export function propertiesOf(p: FuzzParams): KitProperty[] {
  const all = properties(p, 1, 0);
  if (p.only === undefined) return all;
  const only = p.only.toLowerCase();
  return all.filter((x) => x.name.toLowerCase().includes(only));
}

/** Every unit of a run, in order: each property's slices, property by property. */
export function planOf(p: FuzzParams): Slice[] {
  const key = JSON.stringify([p.game, p.players, p.games, p.options ?? null, p.only ?? null]);
  let plan = plans.get(key);
  if (!plan) {
    plan = [];
    for (const { name, fixed } of propertiesOf(p)) {
      // A property of fixed cases (the kit marks it) runs once, as one unit; the others in slices.
      if (fixed) {
        plan.push({ property: name, slice: 0, games: 0 });
        continue;
      }
      for (let slice = 0; slice * FUZZ_SLICE < p.games; slice++) plan.push({ property: name, slice, games: Math.min(FUZZ_SLICE, p.games - slice * FUZZ_SLICE) });
    }
    plans.set(key, plan);
  }
  return plan;
}

/** Runs one slice of one property. */
export async function runSlice(p: FuzzParams, unit: number): Promise<SliceResult> {
  const slice = planOf(p)[unit];
  if (!slice) throw new Error(`fuzz: no unit ${unit} in this run`);
  const prop = properties(p, Math.max(1, slice.games), numberSeed(`${p.seed}:${slice.property}:${slice.slice}`)).find((x) => x.name === slice.property);
  if (!prop) throw new Error(`fuzz: the kit has no property "${slice.property}"`);
  try {
    await prop.run();
    return { property: slice.property, games: slice.games };
  } catch (err) {
    const message = withoutStack(err instanceof Error ? err.message : String(err));
    return { property: slice.property, games: slice.games, failure: { message, ...replayIn(message) } };
  }
}

/**
 * A failure message without the stack-trace lines fast-check copies into it: they name files and
 * lines of whatever loaded the code (a worker, a test runner), which would make the same failure's
 * report differ between runs; the shrunk case and the replay say what is needed.
 */
function withoutStack(message: string): string {
  return message
    .split('\n')
    .filter((line) => !/^\s+at /.test(line))
    .join('\n');
}

/** The kit's `replay: { config, log }` in a failure message, if there is one. */
function replayIn(message: string): { replay?: { config: unknown; log: unknown[] } } {
  const text = /replay: (\{.*\})/.exec(message)?.[1];
  if (!text) return {};
  try {
    const { config, log } = JSON.parse(text) as { config: unknown; log: unknown[] };
    return Array.isArray(log) ? { replay: { config, log } } : {};
  } catch {
    return {};
  }
}

/** The report from every slice's result, in unit order: a property's failure is that of its first failing slice. */
export function summarizeFuzz(p: FuzzParams, results: readonly SliceResult[]): FuzzReport {
  const { game } = title(p.game);
  const byName = new Map<string, { name: string; games: number; failure?: FuzzFailure }>();
  for (const r of results) {
    let entry = byName.get(r.property);
    if (!entry) byName.set(r.property, (entry = { name: r.property, games: 0 }));
    entry.games += r.games;
    if (r.failure && !entry.failure) entry.failure = r.failure;
  }
  const props = [...byName.values()];
  return {
    game: game.name,
    seed: p.seed,
    games: p.games,
    players: [...p.players],
    ...(p.options === undefined ? {} : { options: p.options }),
    ...(p.only === undefined ? {} : { only: p.only }),
    ...(p.uniform ? { uniform: true as const } : {}),
    properties: props,
    failures: props.filter((x) => x.failure).length,
  };
}

/** The fuzz job: one unit per slice of a property's games. */
export const fuzzJob: Job<FuzzParams, SliceResult, FuzzReport> = {
  name: 'fuzz',
  what: 'games',
  units: (p) => planOf(p).length,
  weight: (p, unit) => Math.max(1, planOf(p)[unit]?.games ?? 1),
  batch: () => 1,
  run: runSlice,
  summarize: summarizeFuzz,
};

/** The default replay file of a failing run. */
export function defaultFuzzOut(p: { game: string; seed: string }): string {
  return `tabula-fuzz-${p.game}-${p.seed.replace(/[^A-Za-z0-9._-]/g, '_')}.json`;
}

/**
 * Prints a fuzz report: a line per property, each failure on stderr, the first failure's shrunk
 * replay written to `out`, and a summary (properties, games, time, failures). Exit code 1 on a
 * failure, else 0.
 */
export function printFuzz(io: Io, r: FuzzReport, timing: Timing, opts: { json?: boolean; out?: string; gameName: string }): number {
  const total = r.properties.reduce((n, x) => n + x.games, 0);
  const first = r.properties.find((x) => x.failure);
  let written: string | undefined;
  if (first?.failure?.replay) {
    written = opts.out ?? defaultFuzzOut({ game: opts.gameName, seed: r.seed });
    io.writeFile(written, `${JSON.stringify({ game: r.game, ...first.failure.replay }, null, 2)}\n`);
  }
  if (opts.json) {
    io.out(JSON.stringify({ ...r, timing, ...(written ? { replayFile: written } : {}) }));
  } else {
    for (const x of r.properties) {
      io.out(`${x.failure ? 'FAIL' : 'ok  '}  ${x.name}${x.games ? ` (${x.games} games)` : ''}`);
      if (x.failure) io.err(`FAIL  ${x.name}\n${x.failure.message}`);
    }
    if (written) io.err(`shrunk replay of "${first!.name}" written to ${written}: run \`tabula replay ${written}\``);
    const on = timing.shards ? `${timing.shards} shard${timing.shards > 1 ? 's' : ''}, ${formatDuration(timing.seconds)} added up` : `${formatDuration(timing.seconds)}${timing.workers ? ` on ${timing.workers} worker thread${timing.workers > 1 ? 's' : ''}` : ''}`;
    io.out(
      `fuzz ${r.game}: ${r.properties.length} propert${r.properties.length === 1 ? 'y' : 'ies'}${r.only === undefined ? '' : ` (those mentioning "${r.only}")`}, ${r.games} games each over ${r.players.join(', ')} players (${total.toLocaleString('en-US')} games in all), seed "${r.seed}"${r.uniform ? ', uniform play' : ''}, ${on}: ${r.failures === 0 ? 'no failures' : `${r.failures} failure${r.failures > 1 ? 's' : ''}`}`,
    );
  }
  return r.failures > 0 ? 1 : 0;
}
