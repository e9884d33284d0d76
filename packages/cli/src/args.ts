/** Command-line flags: `--name value`, `--flag`, and positional words. */

/** A usage error: printed with the usage, exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** Parsed arguments. */
export interface Args {
  positional: string[];
  flags: Map<string, string | true>;
}

/** Splits argv into positional words and flags; `booleans` names the flags that take no value. */
export function parseArgs(argv: readonly string[], known: Record<string, 'value' | 'boolean'>): Args {
  const positional: string[] = [];
  const flags = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const word = argv[i]!;
    if (!word.startsWith('--')) {
      positional.push(word);
      continue;
    }
    const name = word.slice(2);
    const kind = known[name];
    if (!kind) throw new UsageError(`unknown flag --${name} (known: ${Object.keys(known).map((k) => `--${k}`).join(', ') || 'none'})`);
    if (kind === 'boolean') {
      flags.set(name, true);
      continue;
    }
    const value = argv[++i];
    if (value === undefined || value.startsWith('--')) throw new UsageError(`--${name} needs a value`);
    flags.set(name, value);
  }
  return { positional, flags };
}

/** A whole-number flag in [min, max], or its default. */
export function intFlag(args: Args, name: string, fallback: number, min: number, max: number): number {
  const raw = args.flags.get(name);
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (raw === true || !Number.isInteger(n) || n < min || n > max) throw new UsageError(`--${name} must be a whole number from ${min} to ${max}, got ${String(raw)}`);
  return n;
}

/** A string flag, or its default. */
export function stringFlag(args: Args, name: string, fallback: string): string {
  const raw = args.flags.get(name);
  return typeof raw === 'string' ? raw : fallback;
}
