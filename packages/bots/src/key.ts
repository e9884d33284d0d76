/**
 * Canonical keys of plain-JSON values: the same text for deep-equal values, whatever the order in
 * which their objects' keys were created (a determinized state builds its objects in another order
 * than `setup` and `apply` do).
 *
 * @module
 */

/**
 * `value` as JSON text with every object's keys in sorted order: equal for deep-equal plain-JSON
 * values. Used to name actions (tree edges) and to seed a decision from a view.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'number') return Number.isFinite(value) ? `${value}` : 'null';
    // Strings and booleans; `undefined` (a missing field) reads as null, as in an array.
    return value === undefined ? 'null' : JSON.stringify(value);
  }
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) out += (i > 0 ? ',' : '') + canonicalJson(value[i]);
    return `${out}]`;
  }
  // Search keys every legal move it meets, so this is hot: keys already in order (the usual case
  // for the small objects of actions) are not sorted again, and quoted keys are remembered.
  let keys = Object.keys(value);
  for (let i = 1; i < keys.length; i++) {
    if (keys[i - 1]! > keys[i]!) {
      keys = keys.sort();
      break;
    }
  }
  let out = '{';
  let first = true;
  for (const k of keys) {
    const v = (value as Record<string, unknown>)[k];
    if (v === undefined) continue;
    let quoted = quotedKeys.get(k);
    if (quoted === undefined) {
      quoted = `${JSON.stringify(k)}:`;
      if (quotedKeys.size < MAX_QUOTED_KEYS) quotedKeys.set(k, quoted);
    }
    out += (first ? '' : ',') + quoted + canonicalJson(v);
    first = false;
  }
  return `${out}}`;
}

/** Object keys already quoted by {@link canonicalJson}: action and view field names, a few dozen per game. */
const quotedKeys = new Map<string, string>();
/** A bound on {@link quotedKeys}, so that values with unbounded key sets (records keyed by ids) cannot grow it without end. */
const MAX_QUOTED_KEYS = 4096;

/** A 53-bit FNV-1a-style hash of a string, in base 36: short, stable across platforms. */
export function hashText(text: string): string {
  // Two 32-bit FNV-1a lanes with different offsets, combined: collisions are irrelevant here (the
  // hash only seeds a search), but a wider hash keeps nearby views apart.
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193) >>> 0;
    b = Math.imul(b ^ c, 0x5bd1e995) >>> 0;
  }
  return ((a >>> 0) * 0x200000 + (b >>> 11)).toString(36);
}
