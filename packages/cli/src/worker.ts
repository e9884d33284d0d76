/**
 * The worker thread of `--workers N` (a piscina pool): runs a batch of a job's units and returns
 * their results. Built as `dist/worker.js` beside `dist/bin.js`.
 *
 * @module
 */
import { JOBS } from './jobs';
import type { UnitResult, WorkerTask } from './runner';

/** Runs `task.units` of job `task.job`, in order. */
export default async function runTask(task: WorkerTask): Promise<UnitResult<unknown>[]> {
  const entry = Object.hasOwn(JOBS, task.job) ? JOBS[task.job] : undefined;
  if (!entry) throw new Error(`worker: unknown job "${task.job}"`);
  const out: UnitResult<unknown>[] = [];
  for (const unit of task.units) out.push({ unit, result: await entry.job.run(task.params, unit) });
  return out;
}
