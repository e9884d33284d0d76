/**
 * Command-line words: `--name value`, `--name=value`, boolean flags, repeatable flags (`--option
 * a=1 --option b=2`), `-h`, and positional words. Anything else is refused with a {@link UsageError}.
 *
 * @module
 */

/** A usage error: printed with the command's usage, exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** How a flag is given: with a value, alone (a boolean), or with a value any number of times (a list). */
export type FlagKind = 'value' | 'boolean' | 'list';

/** A flag a command knows. */
export interface FlagSpec {
  /** How it is given. */
  kind: FlagKind;
  /** What it does, for the help text. */
  help: string;
  /** The value's name in the help text, e.g. `N` in `--games N`. */
  arg?: string;
}

/** Parsed arguments. */
export interface Args {
  /** Positional words, in order. */
  positional: string[];
  /** Value and boolean flags, by name (without `--`). */
  flags: Map<string, string | true>;
  /** Repeatable flags, by name: every value, in order. */
  lists: Map<string, string[]>;
  /** Whether `-h` or `--help` was given. */
  help: boolean;
}

/**
 * Splits argv into positional words and flags. `--name=value` and `--name value` are the same;
 * a value may start with a single `-` (`--seed -3`) but not with `--`. An unknown flag, a value
 * flag without a value, a boolean flag given a value and a value flag given twice are refused.
 * `-h` and `--help` are known to every command.
 */
export function parseArgs(argv: readonly string[], known: Readonly<Record<string, FlagSpec>>): Args {
  const positional: string[] = [];
  const flags = new Map<string, string | true>();
  const lists = new Map<string, string[]>();
  let help = false;
  for (let i = 0; i < argv.length; i++) {
    const word = argv[i]!;
    if (word === '-h' || word === '--help') {
      help = true;
      continue;
    }
    if (!word.startsWith('-') || word === '-') {
      positional.push(word);
      continue;
    }
    if (!word.startsWith('--')) throw new UsageError(`unknown flag ${word} (flags are written --name; known: ${flagList(known)})`);
    const eq = word.indexOf('=');
    const name = eq < 0 ? word.slice(2) : word.slice(2, eq);
    const spec = Object.hasOwn(known, name) ? known[name] : undefined;
    if (!spec) throw new UsageError(`unknown flag --${name} (known: ${flagList(known)})`);
    if (spec.kind === 'boolean') {
      if (eq >= 0) throw new UsageError(`--${name} takes no value, got "${word.slice(eq + 1)}"`);
      flags.set(name, true);
      continue;
    }
    let value: string | undefined;
    if (eq >= 0) value = word.slice(eq + 1);
    else {
      value = argv[i + 1];
      if (value === undefined || value.startsWith('--')) throw new UsageError(`--${name} needs a value${spec.arg ? ` (--${name} ${spec.arg})` : ''}`);
      i++;
    }
    if (spec.kind === 'list') {
      const list = lists.get(name) ?? [];
      list.push(value);
      lists.set(name, list);
      continue;
    }
    if (flags.has(name)) throw new UsageError(`--${name} is given twice`);
    flags.set(name, value);
  }
  return { positional, flags, lists, help };
}

/** The known flags, for error messages. */
function flagList(known: Readonly<Record<string, FlagSpec>>): string {
  return ['--help', ...Object.keys(known).map((k) => `--${k}`)].join(', ');
}

/** A whole-number flag in [min, max], or its default. */
export function intFlag(args: Args, name: string, fallback: number, min: number, max: number): number {
  const raw = args.flags.get(name);
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (raw === true || raw.trim() === '' || !Number.isInteger(n) || n < min || n > max) {
    throw new UsageError(`--${name} must be a whole number from ${min} to ${max}, got ${String(raw)}`);
  }
  return n;
}

/** A whole-number flag in [min, max], or `undefined` when it is not given. */
export function optionalIntFlag(args: Args, name: string, min: number, max: number): number | undefined {
  return args.flags.has(name) ? intFlag(args, name, min, min, max) : undefined;
}

/** A string flag, or its default. An empty string is refused. */
export function stringFlag(args: Args, name: string, fallback: string): string {
  const raw = args.flags.get(name);
  if (raw === undefined) return fallback;
  if (raw === true || raw === '') throw new UsageError(`--${name} needs a non-empty value`);
  return raw;
}

/** A string flag, or `undefined` when it is not given. */
export function optionalStringFlag(args: Args, name: string): string | undefined {
  return args.flags.has(name) ? stringFlag(args, name, '') : undefined;
}

/** Refuses positional words beyond the `max` a command takes, naming the first extra one. */
export function noExtraWords(args: Args, max: number): void {
  const extra = args.positional[max];
  if (extra !== undefined) throw new UsageError(`unexpected word "${extra}"`);
}
