/**
 * A small toolkit for a game's `validateState`: each check records a field-path problem when it
 * fails and says whether the value passed, so that a game's checks read as a list of its laws and
 * stop descending where a part is already wrong.
 *
 * @module
 */
import type { Seat, StateProblem } from './types';

/** Records problems of a state, field by field: see {@link stateChecker}. */
export interface StateChecker {
  /** The problems found so far. */
  readonly problems: StateProblem[];
  /** Records a problem at `path`. Returns `false`, so that a failed law reads `return c.add(…)`. */
  add(path: string, message: string): false;
  /** A law of the state: records `message` at `path` unless `ok`. Returns `ok`. */
  law(ok: boolean, path: string, message: string): boolean;
  /** A whole number in `[min, max]`. */
  int(value: unknown, path: string, min?: number, max?: number): value is number;
  /** A finite number in `[min, max]`. */
  num(value: unknown, path: string, min?: number, max?: number): value is number;
  /** `true` or `false`. */
  bool(value: unknown, path: string): value is boolean;
  /** A string. */
  str(value: unknown, path: string): value is string;
  /** One of `values`. */
  oneOf<const T>(value: unknown, path: string, values: readonly T[]): value is T;
  /** A seat of a `players`-player game. */
  seat(value: unknown, path: string, players: number): value is Seat;
  /** An array, with a length in `[min, max]` (or exactly `length`). */
  array(value: unknown, path: string, length?: number | { min?: number; max?: number }): value is unknown[];
  /**
   * A plain object with exactly the keys `required` and, optionally, `optional`: a missing key or
   * one the game does not know is a problem.
   */
  object(value: unknown, path: string, required: readonly string[], optional?: readonly string[]): value is Record<string, unknown>;
  /** The items of `values` are distinct (compared as JSON). */
  distinct(values: readonly unknown[], path: string): boolean;
}

/** A new {@link StateChecker} with no problems. */
export function stateChecker(): StateChecker {
  const problems: StateProblem[] = [];
  const add = (path: string, message: string): false => {
    problems.push({ path, message });
    return false;
  };
  const show = (v: unknown): string => {
    if (v === undefined) return 'nothing';
    const text = JSON.stringify(v);
    return text.length > 40 ? `${text.slice(0, 40)}…` : text;
  };
  const range = (min: number, max: number) => (max === Infinity ? `≥ ${min}` : `from ${min} to ${max}`);
  return {
    problems,
    add,
    law: (ok, path, message) => ok || add(path, message),
    int: (v, path, min = -Infinity, max = Infinity): v is number =>
      (typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max && !Object.is(v, -0)) || add(path, `must be a whole number ${range(min, max)}, got ${show(v)}`),
    num: (v, path, min = -Infinity, max = Infinity): v is number =>
      (typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max && !Object.is(v, -0)) || add(path, `must be a number ${range(min, max)}, got ${show(v)}`),
    bool: (v, path): v is boolean => typeof v === 'boolean' || add(path, `must be true or false, got ${show(v)}`),
    str: (v, path): v is string => typeof v === 'string' || add(path, `must be a string, got ${show(v)}`),
    oneOf: <const T>(v: unknown, path: string, values: readonly T[]): v is T =>
      values.includes(v as T) || add(path, `must be one of ${values.map((x) => JSON.stringify(x)).join(', ')}, got ${show(v)}`),
    seat: (v, path, players): v is Seat => (typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < players && !Object.is(v, -0)) || add(path, `must be a seat from 0 to ${players - 1}, got ${show(v)}`),
    array(v, path, length): v is unknown[] {
      if (!Array.isArray(v)) return add(path, `must be an array, got ${show(v)}`);
      const min = typeof length === 'number' ? length : (length?.min ?? 0);
      const max = typeof length === 'number' ? length : (length?.max ?? Infinity);
      if (v.length < min || v.length > max) return add(path, `must hold ${min === max ? min : range(min, max)} items, holds ${v.length}`);
      return true;
    },
    object(v, path, required, optional = []): v is Record<string, unknown> {
      if (typeof v !== 'object' || v === null || Array.isArray(v) || Object.getPrototypeOf(v) !== Object.prototype) return add(path, `must be an object, got ${show(v)}`);
      let ok = true;
      for (const key of required) if (!Object.hasOwn(v, key)) ok = add(`${path}.${key}`, 'is missing');
      for (const key of Object.keys(v)) if (!required.includes(key) && !optional.includes(key)) ok = add(`${path}.${key}`, 'is not a field here');
      return ok;
    },
    distinct(values, path) {
      const seen = new Set<string>();
      for (let i = 0; i < values.length; i++) {
        const key = JSON.stringify(values[i]);
        if (seen.has(key)) return add(`${path}[${i}]`, `repeats ${key.length > 40 ? `${key.slice(0, 40)}…` : key}`);
        seen.add(key);
      }
      return true;
    },
  };
}
