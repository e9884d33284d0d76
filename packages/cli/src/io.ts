/**
 * Where the command writes and reads, so that tests drive it like a terminal; and the progress line
 * of long commands.
 *
 * @module
 */

/** Where the command writes and reads. */
export interface Io {
  /** Writes a line to standard output. */
  out(text: string): void;
  /** Writes to standard error: a line, or a progress update starting with `\r` (written as is). */
  err(text: string): void;
  /** Whether stderr is a terminal: a redrawn progress bar then, else a progress line every few seconds. */
  tty: boolean;
  /** The next line typed by the user, or `undefined` at end of input. */
  readLine(): Promise<string | undefined>;
  /** Writes a file. */
  writeFile(path: string, text: string): void;
  /** Reads a file. */
  readFile(path: string): string;
  /** Milliseconds from some fixed moment (default `performance.now()`): progress rates and times. */
  now?(): number;
}

/** Seconds since `start` (from `process.hrtime.bigint()`). */
export function secondsSince(start: bigint): number {
  return Number(process.hrtime.bigint() - start) / 1e9;
}

/** A duration for people: `0.4 s`, `12 s`, `3 min 05 s`, `2 h 04 min`. */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '?';
  if (seconds < 10) return `${seconds.toFixed(1)} s`;
  if (seconds < 60) return `${Math.round(seconds)} s`;
  if (seconds < 3600) {
    const s = Math.round(seconds);
    return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
  }
  const m = Math.round(seconds / 60);
  return `${Math.floor(m / 60)} h ${String(m % 60).padStart(2, '0')} min`;
}

/** A rate for people: `1,234/s`, `12.5/s`, `0.31/s`. */
function formatRate(perSecond: number): string {
  if (perSecond >= 100) return Math.round(perSecond).toLocaleString('en-US');
  if (perSecond >= 1) return perSecond.toFixed(1);
  return perSecond.toFixed(2);
}

/** Milliseconds between two progress lines when stderr is not a terminal (a log, a CI job). */
export const PIPE_PROGRESS_MS = 5000;

/**
 * The progress of a long command, on stderr. On a terminal, a line redrawn in place (at most every
 * 100 ms, and always at the end): a bar, how many of what are done, the rate and the time left.
 * Elsewhere (a pipe, a log, CI), a line of its own every {@link PIPE_PROGRESS_MS} ms, `progress:
 * 40/320 games done, 12 s elapsed, about 1 min 24 s left`, when a unit of work ends or, while
 * workers run, on a timer; and a last line at the end if any was written. A run shorter than that
 * writes none.
 */
export class Progress {
  private done = 0;
  private readonly start: number;
  private lastDraw = -Infinity;
  private lastLine: number;
  private linesWritten = false;
  private finished = false;
  private readonly timer: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly io: Io,
    /** How many units of work in all. */
    private readonly total: number,
    /** What a unit is, plural: `games`. */
    private readonly what: string,
  ) {
    this.start = this.now();
    this.lastLine = this.start;
    if (!io.tty) {
      // While workers play, this thread is free: a timer writes the line even between units.
      this.timer = setInterval(() => this.pipeLine(), 1000);
      this.timer.unref?.();
    }
  }

  /** Writes the pipe's progress line if {@link PIPE_PROGRESS_MS} have passed since the last. */
  private pipeLine(): void {
    if (this.finished) return;
    const t = this.now();
    if (t - this.lastLine < PIPE_PROGRESS_MS) return;
    this.lastLine = t;
    this.linesWritten = true;
    const seconds = Math.max((t - this.start) / 1000, 1e-6);
    const left = this.done > 0 && this.done < this.total ? `, about ${formatDuration(((this.total - this.done) * seconds) / this.done)} left` : '';
    this.io.err(`progress: ${this.done}/${this.total} ${this.what} done, ${formatDuration(seconds)} elapsed${left}`);
  }

  private now(): number {
    return this.io.now ? this.io.now() : performance.now();
  }

  /** Records `count` more units done, and redraws if it is time. */
  add(count: number): void {
    this.done = Math.min(this.total, this.done + count);
    if (this.finished) return;
    if (!this.io.tty) return this.pipeLine();
    const t = this.now();
    if (this.done < this.total && t - this.lastDraw < 100) return;
    this.lastDraw = t;
    this.io.err(`\r${this.line(t)}`);
    if (this.done >= this.total) this.end();
  }

  /** Ends the line (on a terminal), whatever was done. */
  end(): void {
    if (this.finished) return;
    if (this.timer !== undefined) clearInterval(this.timer);
    if (!this.io.tty && this.linesWritten) {
      this.io.err(`progress: ${this.done}/${this.total} ${this.what} done in ${formatDuration((this.now() - this.start) / 1000)}`);
    }
    this.finished = true;
    if (this.io.tty && this.lastDraw > -Infinity) this.io.err('\n');
  }

  /** The line as it reads at time `t`. */
  private line(t: number): string {
    const width = 24;
    const share = this.total === 0 ? 1 : this.done / this.total;
    const filled = Math.round(share * width);
    const seconds = Math.max((t - this.start) / 1000, 1e-6);
    const rate = this.done / seconds;
    const left = this.done >= this.total ? `done in ${formatDuration(seconds)}` : this.done === 0 ? 'time left: ?' : `${formatDuration((this.total - this.done) / rate)} left`;
    return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${this.done}/${this.total} ${this.what} · ${formatRate(rate)} ${this.what}/s · ${left}`;
  }
}
