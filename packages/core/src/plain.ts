/**
 * Reading untrusted values (actions, configs) as plain JSON: a fresh copy that holds only own data
 * properties, so that what is checked, logged and applied is one and the same value. Anything that
 * cannot be read that way (a Proxy whose traps throw, a getter, an inherited field, a class
 * instance, a function, a non-finite number, a cycle) is refused with a reason naming the place.
 *
 * @module
 */

/** Why {@link readPlain} refused a value: `where` is a path such as `$.pay[1]`. */
export class NotPlainError extends Error {
  override name = 'NotPlainError';
  constructor(readonly where: string, readonly why: string) {
    super(`${where} ${why}`);
  }
}

/** Deeper than this, a value is refused rather than walked (actions and configs are shallow). */
const MAX_DEPTH = 32;
/** More parts than this, a value is refused rather than copied. */
const MAX_NODES = 100_000;

/**
 * A fresh plain-JSON copy of `value`, reading only its own enumerable data properties; `-0`
 * becomes `0`, and a field whose value is `undefined` is left out, as JSON leaves it. Throws a {@link NotPlainError} for anything that is not plain JSON, including a
 * value whose reading throws (a revoked Proxy, a throwing trap).
 */
export function readPlain(value: unknown): unknown {
  const budget = { nodes: 0 };
  const seen = new Set<object>();
  try {
    return copy(value, '$', 0, budget, seen);
  } catch (err) {
    if (err instanceof NotPlainError) throw err;
    // A Proxy trap, or some other hostile object, threw while being read.
    throw new NotPlainError('$', `could not be read as plain JSON (${errorText(err)})`);
  }
}

function errorText(err: unknown): string {
  try {
    return err instanceof Error ? err.message : String(err);
  } catch {
    return 'an error that cannot be printed';
  }
}

function copy(value: unknown, path: string, depth: number, budget: { nodes: number }, seen: Set<object>): unknown {
  if (++budget.nodes > MAX_NODES) throw new NotPlainError(path, `is too large (more than ${MAX_NODES} parts)`);
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new NotPlainError(path, `is ${value}, not a finite number`);
    return value === 0 ? 0 : value;
  }
  if (typeof value !== 'object') throw new NotPlainError(path, `is ${value === undefined ? 'undefined' : `a ${typeof value}`}, not JSON`);
  if (depth >= MAX_DEPTH) throw new NotPlainError(path, `is nested more than ${MAX_DEPTH} levels deep`);
  if (seen.has(value)) throw new NotPlainError(path, 'is a cycle');
  seen.add(value);
  let out: unknown;
  try {
    out = copyNode(value, path, depth, budget, seen);
  } catch (err) {
    if (err instanceof NotPlainError) throw err;
    // A Proxy trap, or some other hostile object, threw while being read.
    throw new NotPlainError(path, `could not be read as plain JSON (${errorText(err)})`);
  }
  seen.delete(value);
  return out;
}

/** The copy of one object or array (see {@link copy}). */
function copyNode(value: object, path: string, depth: number, budget: { nodes: number }, seen: Set<object>): unknown {
  let out: unknown;
  if (Array.isArray(value)) {
    const length = value.length;
    const items: unknown[] = new Array(length);
    for (let i = 0; i < length; i++) {
      const d = Reflect.getOwnPropertyDescriptor(value, i);
      if (!d) throw new NotPlainError(`${path}[${i}]`, 'is a hole in the array');
      if (!('value' in d)) throw new NotPlainError(`${path}[${i}]`, 'is a getter, not a value');
      items[i] = copy(d.value, `${path}[${i}]`, depth + 1, budget, seen);
    }
    out = items;
  } else {
    const proto = Reflect.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null) {
      throw new NotPlainError(path, `is a ${nameOf(proto)}, not a plain object`);
    }
    const obj: Record<string, unknown> = {};
    for (const key of Reflect.ownKeys(value)) {
      if (typeof key === 'symbol') continue;
      const d = Reflect.getOwnPropertyDescriptor(value, key);
      if (!d || !d.enumerable) continue;
      const at = `${path}.${key.length > 40 ? `${key.slice(0, 40)}…` : key}`;
      if (!('value' in d)) throw new NotPlainError(at, 'is a getter, not a value');
      // A field set to `undefined` is absent, as JSON has it (`{ options: undefined }` is no options).
      if (d.value === undefined) continue;
      // Written as an own data property, so `__proto__` stays a key and never sets a prototype.
      Object.defineProperty(obj, key, { value: copy(d.value, at, depth + 1, budget, seen), enumerable: true, writable: true, configurable: true });
    }
    out = obj;
  }
  return out;
}

function nameOf(proto: object): string {
  try {
    const ctor = (proto as { constructor?: { name?: unknown } }).constructor;
    return typeof ctor?.name === 'string' && ctor.name ? ctor.name : 'class instance';
  } catch {
    return 'class instance';
  }
}
