/** Where the command writes and reads, so that tests can drive it like a terminal. */
export interface Io {
  out(text: string): void;
  err(text: string): void;
  /** Whether stderr is a terminal (progress bars only then). */
  tty: boolean;
  /** The next line typed by the user, or `undefined` at end of input. */
  readLine(): Promise<string | undefined>;
  /** Writes a file. */
  writeFile(path: string, text: string): void;
  /** Reads a file. */
  readFile(path: string): string;
}

/** Seconds since `start` (from `process.hrtime.bigint()`). */
export function secondsSince(start: bigint): number {
  return Number(process.hrtime.bigint() - start) / 1e9;
}

/** A one-line progress bar on a terminal; nothing otherwise. */
export function progress(io: Io, done: number, total: number): void {
  if (!io.tty) return;
  const width = 30;
  const filled = Math.round((done / total) * width);
  io.err(`\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}${done === total ? '\n' : ''}`);
}
