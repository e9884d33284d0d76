/** JSON helpers for the kit: plain-JSON checks, canonical keys, deep equality, hashing. */

/**
 * Where `value` stops being plain JSON, as a path like `$.board[3].owner`: `undefined`, NaN,
 * ±Infinity, −0, a function, a class instance or null-prototype object, a Map or Set, an array
 * with holes or extra keys, or an object reached twice (shared or cyclic: JSON would copy it, so
 * play from a copy could differ). `undefined` if it is plain JSON.
 */
export function plainJsonProblem(value: unknown, path = '$', seen: Set<object> = new Set()): string | undefined {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return undefined;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return `${path} is ${value}`;
    return Object.is(value, -0) ? `${path} is -0` : undefined;
  }
  if (typeof value !== 'object') return `${path} is ${typeof value}`;
  if (seen.has(value)) return `${path} is an object already reached by another path (shared or cyclic)`;
  seen.add(value);
  if (Array.isArray(value)) {
    if (Object.keys(value).length !== value.length) return `${path} is an array with holes or extra keys`;
    for (let i = 0; i < value.length; i++) {
      const p = plainJsonProblem(value[i], `${path}[${i}]`, seen);
      if (p) return p;
    }
    return undefined;
  }
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype) return `${path} is ${proto === null ? 'a null-prototype object' : `a ${proto?.constructor?.name ?? 'class instance'}`}, not a plain object`;
  for (const [k, v] of Object.entries(value)) {
    if (v === undefined) return `${path}.${k} is undefined`;
    const p = plainJsonProblem(v, `${path}.${k}`, seen);
    if (p) return p;
  }
  return undefined;
}

/** JSON text with object keys sorted: equal for equal JSON values whatever their key order. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) => {
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      const out: Record<string, unknown> = {};
      for (const k of Object.keys(v).sort()) out[k] = (v as Record<string, unknown>)[k];
      return out;
    }
    return v;
  });
}

/** Deep equality of two JSON values. */
export function jsonEqual(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

/** A short stable hash (FNV-1a, 32 bits, hex) of a JSON value. */
export function jsonHash(value: unknown): string {
  const text = canonical(value);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

/** The first key path in `value` whose name is one of `names`, if any. */
export function findKey(value: unknown, names: ReadonlySet<string>, path = '$'): string | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const p = findKey(value[i], names, `${path}[${i}]`);
      if (p) return p;
    }
    return undefined;
  }
  for (const [k, v] of Object.entries(value)) {
    if (names.has(k)) return `${path}.${k}`;
    const p = findKey(v, names, `${path}.${k}`);
    if (p) return p;
  }
  return undefined;
}
