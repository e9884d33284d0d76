/**
 * Every long command's job, by name: what a worker thread runs (see `worker.ts`) and what
 * `tabula merge` summarizes and prints. A new job is added here with its printer, and gets workers,
 * shards and merging as they are.
 *
 * @module
 */
import { arenaJob, printArena } from './arena';
import { defaultFuzzOut, fuzzJob, printFuzz, type FuzzParams, type FuzzReport } from './fuzz';
import type { Io } from './io';
import type { Job, Timing } from './runner';
import { printSimulation, simulateJob } from './simulate';

/** How a job's report is printed: text or JSON; the exit code. */
export type Printer<P, Rep> = (io: Io, report: Rep, timing: Timing, opts: { json?: boolean; out?: string; params: P }) => number;

/** A job with its printer. */
export interface JobEntry<P = any, R = any, Rep = any> {
  /** The job. */
  job: Job<P, R, Rep>;
  /** Prints its report. */
  print: Printer<P, Rep>;
}

/** Every job, by name. */
export const JOBS: Readonly<Record<string, JobEntry>> = {
  simulate: { job: simulateJob, print: (io, report, timing, opts) => printSimulation(io, report, timing, opts) },
  fuzz: {
    job: fuzzJob,
    print: (io, report: FuzzReport, timing, opts: { json?: boolean; out?: string; params: FuzzParams }) =>
      printFuzz(io, report, timing, { json: opts.json, out: opts.out ?? defaultFuzzOut(opts.params), gameName: opts.params.game }),
  },
  arena: { job: arenaJob, print: (io, report, timing, opts) => printArena(io, report, timing, opts) },
};
