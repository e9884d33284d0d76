/**
 * The shared machinery of the long commands (`simulate`, `fuzz`, and later `arena`): a command is a
 * {@link Job} of numbered units (a game, a slice of a property's games) whose results depend only
 * on the job's parameters and the unit's number. So the units can run in this thread, on a piscina
 * worker pool (`--workers N`), or split across machines (`--shard i/n`, each writing a
 * {@link PartialReport}) and merged (`tabula merge`): the report, made from the results in unit
 * order, is the same every way.
 *
 * @module
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import { UsageError } from './args';
import { Progress, secondsSince, type Io } from './io';

/**
 * A long command as numbered units of work. Everything it is given and gives back is plain JSON:
 * parameters and results travel to and from worker threads and into partial report files.
 */
export interface Job<P, R, Rep> {
  /** The command's name: how workers and partial reports name the job. */
  readonly name: string;
  /** What the progress line counts, plural (`games`). */
  readonly what: string;
  /** How many units the whole run has. */
  units(params: P): number;
  /** How many of {@link Job.what} unit `unit` counts for. */
  weight(params: P, unit: number): number;
  /** Units per task sent to a worker; default: a share that gives each worker about 32 tasks (at most 500 units). */
  batch?(params: P, units: number, workers: number): number;
  /** Runs unit `unit`: its result depends only on `params` and `unit`. */
  run(params: P, unit: number): R | Promise<R>;
  /** The report from every unit's result, in unit order. */
  summarize(params: P, results: readonly R[]): Rep;
}

/** A share of a run: the `index`-th (from 1) of `count`. */
export interface Shard {
  /** Which share, from 1. */
  index: number;
  /** How many shares. */
  count: number;
}

/** How to run a job's units. */
export interface RunOptions {
  /** Worker threads on a piscina pool; `undefined`: run in this thread. */
  workers?: number;
  /** Run only this share of the units. */
  shard?: Shard;
}

/** One unit's result. */
export interface UnitResult<R> {
  /** The unit's number. */
  unit: number;
  /** What it gave. */
  result: R;
}

/** How long a run took, and how it ran. */
export interface Timing {
  /** Wall-clock seconds (for a merged report: the shards' seconds added up). */
  seconds: number;
  /** Worker threads; `null` when the units ran in the command's own thread. */
  workers: number | null;
  /** How many shard reports were merged, if this is a merged report. */
  shards?: number;
}

/** What a worker is asked: the job, its parameters, and the units to run. */
export interface WorkerTask {
  /** {@link Job.name}. */
  job: string;
  /** The job's parameters. */
  params: unknown;
  /** Units to run, in order. */
  units: number[];
}

/** Reads `--shard i/n`: 1 ≤ i ≤ n ≤ 10,000. */
export function parseShard(text: string): Shard {
  const m = /^(\d+)\/(\d+)$/.exec(text.trim());
  const index = m ? Number(m[1]) : NaN;
  const count = m ? Number(m[2]) : NaN;
  if (!m || count < 1 || count > 10_000 || index < 1 || index > count) {
    throw new UsageError(`--shard must be i/n with 1 ≤ i ≤ n ≤ 10000 (the i-th of n shares), got "${text}"`);
  }
  return { index, count };
}

/** The units of a shard: every `count`-th unit from `index − 1`, so that shares of mixed units balance. */
export function shardUnits(total: number, shard: Shard | undefined): number[] {
  const out: number[] = [];
  for (let u = shard ? shard.index - 1 : 0; u < total; u += shard ? shard.count : 1) out.push(u);
  return out;
}

/** The worker script: `worker.ts` beside this file from the sources, `worker.js` in the built package. */
export function workerFile(): URL {
  return new URL(import.meta.url.endsWith('.ts') ? './worker.ts' : './worker.js', import.meta.url);
}

/**
 * Node flags for the workers. From the sources, a worker must load TypeScript: under `tsx` the
 * workers inherit its loader with `process.execArgv`; anywhere else (a test runner) tsx is added.
 */
function workerExecArgv(): string[] {
  const inherited = [...process.execArgv];
  if (!import.meta.url.endsWith('.ts') || inherited.some((a) => a.includes('tsx'))) return inherited;
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return [...inherited, '--import', tsx];
}

/**
 * Runs a job's units (all of them, or a shard's) in this thread or on a pool of worker threads,
 * showing progress on stderr (see `Progress`). Results come back in unit order whatever ran them.
 */
export async function runUnits<P, R>(io: Io, job: Job<P, R, unknown>, params: P, options: RunOptions = {}): Promise<{ results: UnitResult<R>[]; timing: Timing }> {
  const units = shardUnits(job.units(params), options.shard);
  const start = process.hrtime.bigint();
  const progress = new Progress(io, units.reduce((n, u) => n + job.weight(params, u), 0), job.what);
  const results: UnitResult<R>[] = [];
  try {
    if (options.workers === undefined) {
      for (const unit of units) {
        results.push({ unit, result: await job.run(params, unit) });
        progress.add(job.weight(params, unit));
      }
    } else {
      results.push(...(await runOnPool(job, params, units, options.workers, (done) => progress.add(done.reduce((n, r) => n + job.weight(params, r.unit), 0)))));
      results.sort((a, b) => a.unit - b.unit);
    }
  } finally {
    progress.end();
  }
  return { results, timing: { seconds: secondsSince(start), workers: options.workers ?? null } };
}

/** Runs `units` on a pool of `workers` threads, in batches; `onBatch` hears of each batch done. */
async function runOnPool<P, R>(job: Job<P, R, unknown>, params: P, units: number[], workers: number, onBatch: (done: UnitResult<R>[]) => void): Promise<UnitResult<R>[]> {
  const size = Math.max(1, job.batch?.(params, units.length, workers) ?? Math.min(500, Math.ceil(units.length / (workers * 32))));
  const batches: number[][] = [];
  for (let i = 0; i < units.length; i += size) batches.push(units.slice(i, i + size));
  const pool = new Piscina<WorkerTask, UnitResult<R>[]>({
    filename: workerFile().href,
    minThreads: workers,
    maxThreads: workers,
    concurrentTasksPerWorker: 1,
    execArgv: workerExecArgv(),
  });
  try {
    const done = await Promise.all(
      batches.map(async (batch) => {
        const out = await pool.run({ job: job.name, params, units: batch });
        onBatch(out);
        return out;
      }),
    );
    return done.flat();
  } finally {
    await pool.destroy();
  }
}

/** The file a shard writes: one share of a run's unit results, for `tabula merge`. */
export interface PartialReport<P = unknown, R = unknown> {
  /** Marks the file. */
  kind: 'tabula-partial-report';
  /** The file format's version. */
  format: 1;
  /** {@link Job.name}. */
  job: string;
  /** The job's parameters: every shard of one run has the same. */
  params: P;
  /** Units in the whole run. */
  units: number;
  /** Which share this is. */
  shard: Shard;
  /** This share's unit results, in unit order. */
  results: UnitResult<R>[];
  /** How long this share took, in seconds. */
  seconds: number;
}

/** A shard's partial report. */
export function partialReport<P, R>(job: Job<P, R, unknown>, params: P, shard: Shard, results: UnitResult<R>[], seconds: number): PartialReport<P, R> {
  return { kind: 'tabula-partial-report', format: 1, job: job.name, params, units: job.units(params), shard, results, seconds };
}

/** Canonical JSON (keys sorted), to compare parameters. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  );
}

/** What {@link mergePartials} gives: one run's parameters and every unit's result, in unit order. */
export interface Merged {
  /** The job's name. */
  job: string;
  /** Its parameters. */
  params: unknown;
  /** Every unit's result, in unit order. */
  results: unknown[];
  /** The shards' seconds, added up, and how many shards. */
  timing: Timing;
}

/**
 * Combines the partial reports of every shard of one run. Refuses (a {@link UsageError}) a file
 * that is not a partial report, shards of different runs, a shard given twice, and a missing one.
 */
export function mergePartials(files: readonly { path: string; data: unknown }[]): Merged {
  if (files.length === 0) throw new UsageError('name the partial report files to merge');
  const reports: PartialReport[] = files.map(({ path, data }) => {
    const r = data as Partial<PartialReport> | null;
    if (!r || typeof r !== 'object' || r.kind !== 'tabula-partial-report') throw new UsageError(`${path} is not a partial report (written by --shard)`);
    if (r.format !== 1) throw new UsageError(`${path}: partial report format ${JSON.stringify(r.format)} is not one this version reads (1)`);
    const shard = r.shard;
    if (typeof r.job !== 'string' || !Number.isInteger(r.units) || !shard || !Number.isInteger(shard.index) || !Number.isInteger(shard.count) || !Array.isArray(r.results)) {
      throw new UsageError(`${path}: a partial report has job, params, units, shard { index, count } and results`);
    }
    return r as PartialReport;
  });
  const first = reports[0]!;
  const seen = new Map<number, string>();
  reports.forEach((r, i) => {
    const path = files[i]!.path;
    if (r.job !== first.job) throw new UsageError(`${path} is a ${r.job} report, ${files[0]!.path} a ${first.job} report: merge the shards of one run`);
    if (canonical(r.params) !== canonical(first.params) || r.units !== first.units || r.shard.count !== first.shard.count) {
      throw new UsageError(`${path} and ${files[0]!.path} are shards of different runs (their game, seed, counts or options differ)`);
    }
    const twice = seen.get(r.shard.index);
    if (twice !== undefined) throw new UsageError(`shard ${r.shard.index}/${r.shard.count} is given twice: ${twice} and ${path}`);
    seen.set(r.shard.index, path);
  });
  const missing = Array.from({ length: first.shard.count }, (_, i) => i + 1).filter((i) => !seen.has(i));
  if (missing.length > 0) throw new UsageError(`missing shard${missing.length > 1 ? 's' : ''} ${missing.map((i) => `${i}/${first.shard.count}`).join(', ')}`);
  const results: unknown[] = new Array(first.units);
  const filled = new Array<boolean>(first.units).fill(false);
  reports.forEach((r, i) => {
    const expected = shardUnits(first.units, r.shard);
    const units = r.results.map((x) => x?.unit);
    if (units.length !== expected.length || units.some((u, k) => u !== expected[k])) {
      throw new UsageError(`${files[i]!.path}: shard ${r.shard.index}/${r.shard.count} should hold units ${expected.length > 6 ? `${expected.slice(0, 6).join(', ')}, …` : expected.join(', ')}, not ${units.length} other results`);
    }
    for (const x of r.results) {
      results[x.unit] = x.result;
      filled[x.unit] = true;
    }
  });
  if (filled.some((f) => !f)) throw new UsageError('the shards do not cover every unit of the run');
  return {
    job: first.job,
    params: first.params,
    results,
    timing: { seconds: reports.reduce((s, r) => s + (Number.isFinite(r.seconds) ? r.seconds : 0), 0), workers: null, shards: reports.length },
  };
}
