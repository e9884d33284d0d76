/**
 * `--option key=value`: game options from the command line. A value is read as JSON when it parses
 * (`3`, `true`, `"x"`, `[1,2]`, `{"a":1}`), else it is the string typed. A dotted key builds nested
 * objects: `--option tileClocks.J2=3` is `{ tileClocks: { J2: 3 } }`.
 *
 * @module
 */
import { SetupError, type Game } from '@tabula/core';
import { UsageError } from './args';

/** The options given by `--option` flags, or `undefined` when there are none. */
export function parseOptions(entries: readonly string[]): Record<string, unknown> | undefined {
  if (entries.length === 0) return undefined;
  const options: Record<string, unknown> = {};
  for (const entry of entries) {
    const eq = entry.indexOf('=');
    if (eq <= 0) throw new UsageError(`--option must be key=value, got "${entry}"`);
    const path = entry.slice(0, eq).split('.');
    if (path.some((part) => part === '' || part === '__proto__' || part === 'constructor' || part === 'prototype')) {
      throw new UsageError(`--option: "${entry.slice(0, eq)}" is not an option name`);
    }
    const value = readValue(entry.slice(eq + 1));
    let target = options;
    for (let i = 0; i < path.length - 1; i++) {
      const key = path[i]!;
      const next = target[key];
      if (next === undefined) target = target[key] = {};
      else if (typeof next === 'object' && next !== null && !Array.isArray(next)) target = next as Record<string, unknown>;
      else throw new UsageError(`--option ${entry.slice(0, eq)}: ${path.slice(0, i + 1).join('.')} is already set to ${JSON.stringify(next)}`);
    }
    const last = path[path.length - 1]!;
    if (Object.hasOwn(target, last)) throw new UsageError(`--option ${entry.slice(0, eq)} is given twice`);
    target[last] = value;
  }
  return options;
}

/** A typed value: JSON when it parses, else the text itself. */
function readValue(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Sets up one game with `config` to check it, turning the game's `SetupError` (a bad option, a
 * player count out of range) into a {@link UsageError} that names the field.
 */
export function checkConfig(game: Game<any, any, any, any, any, any>, config: { players: number; seed: string; options?: unknown }): void {
  try {
    game.setup(config);
  } catch (err) {
    if (err instanceof SetupError || (err instanceof Error && err.name === 'SetupError')) {
      throw new UsageError(`${game.name} refuses this setup: ${err.message}`);
    }
    throw err;
  }
}

/** `config` with `options` only when some were given (a game may refuse an explicit `undefined`). */
export function withOptions<C extends { players: number; seed: string }>(config: C, options: unknown): C & { options?: unknown } {
  return options === undefined ? config : { ...config, options };
}
