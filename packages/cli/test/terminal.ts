/** A fake terminal for driving `main` in tests: collects output, feeds typed lines, keeps files in memory. */
import type { Io } from '../src/io';

/** What a test terminal holds. */
export interface Terminal {
  io: Io;
  out: string[];
  err: string[];
  files: Record<string, string>;
  /** How many lines were read. */
  reads: number;
}

/**
 * A terminal that answers each read with the next typed line, or with `answer(out)` once they run
 * out (`undefined`: end of input).
 */
export function terminal(typed: string[] = [], files: Record<string, string> = {}, options: { tty?: boolean; answer?: (out: readonly string[]) => string | undefined } = {}): Terminal {
  const t: Terminal = {
    out: [],
    err: [],
    files,
    reads: 0,
    io: {
      out: (text) => t.out.push(text),
      err: (text) => t.err.push(text),
      tty: options.tty ?? false,
      readLine: async () => {
        t.reads++;
        // Let the test runner's messages through now and then: a whole game never waits on a real terminal.
        if (t.reads % 64 === 0) await new Promise((resolve) => setImmediate(resolve));
        return typed.length ? typed.shift() : options.answer?.(t.out);
      },
      writeFile: (path, text) => {
        files[path] = text;
      },
      readFile: (path) => {
        if (!Object.hasOwn(files, path)) throw new Error(`ENOENT: no such file ${path}`);
        return files[path]!;
      },
    },
  };
  return t;
}

/** The `N` of the last `choose 1–N` prompt printed. */
export function lastPrompt(out: readonly string[]): number {
  for (let i = out.length - 1; i >= 0; i--) {
    const m = /^choose 1–(\d+)/.exec(out[i]!);
    if (m) return Number(m[1]);
  }
  throw new Error('no "choose 1–N" prompt was printed before a read');
}

/** A JSON report without its timing, the one part that varies between runs. */
export function withoutTiming(json: string): unknown {
  const { timing: _t, ...rest } = JSON.parse(json) as Record<string, unknown>;
  return rest;
}

/**
 * A choice in the last menu printed, at random but weighted by each entry's `(m choices)`, so that
 * a scripted person picks uniformly among all legal actions, as a random bot does.
 */
export function weightedChoice(out: readonly string[], rng: () => number): string {
  const n = lastPrompt(out);
  let end = out.length - 1;
  while (end >= 0 && !/^choose 1–/.test(out[end]!)) end--;
  const weights: number[] = [];
  for (let i = end - n; i < end; i++) {
    const m = /\((\d+) choices\)$/.exec(out[i] ?? '');
    weights.push(m ? Number(m[1]) : 1);
  }
  let r = rng() * weights.reduce((a, b) => a + b, 0);
  for (let k = 0; k < weights.length; k++) {
    r -= weights[k]!;
    if (r < 0) return String(k + 1);
  }
  return String(weights.length);
}
