/**
 * The `'copy'` way of applying an action (see `GameSpec.applyMode`): the rules run on a private
 * plain copy of the state, then what they changed is found by comparing the copy with the state
 * and written into an immer draft of the state. The next state is immer's: frozen, and sharing
 * every part the action left equal.
 *
 * @module
 */

/** A state part that JSON can hold: what states are made of. */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** One change: the path from the root to a part, and its new value (or {@link DELETED}). */
export type Change = readonly [path: readonly (string | number)[], value: unknown];

/** The value of a {@link Change} that removes the key. */
export const DELETED: unique symbol = Symbol('deleted');

/** A deep copy of a JSON value: plain objects and arrays, never shared with `value`. */
export function copyState<T>(value: T): T {
  return copy(value as Json) as T;
}

function copy(value: Json): Json {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const out: Json[] = new Array(value.length);
    for (let i = 0; i < value.length; i++) out[i] = copy(value[i]!);
    return out;
  }
  const out: { [key: string]: Json } = {};
  for (const key in value) out[key] = copy(value[key]!);
  return out;
}

/** Whether two JSON values are equal, deeply. */
export function equalState(a: unknown, b: unknown): boolean {
  return equal(a as Json, b as Json);
}

function equal(a: Json, b: Json): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!equal(a[i]!, b[i]!)) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  let n = 0;
  for (const key in a) {
    if (!(key in b) || !equal(a[key]!, b[key]!)) return false;
    n++;
  }
  for (const _ in b) n--;
  return n === 0;
}

/** Whether `v` is an object or array (not null). */
const isNode = (v: Json): v is Json[] | { [key: string]: Json } => typeof v === 'object' && v !== null;

/**
 * What differs between `base` and `work` (two states), as changes that turn `base` into `work`
 * while keeping every part of `base` that `work` holds equal at the same place: objects and arrays
 * of one length are compared key by key, down to the values that differ; an array whose length
 * changed is replaced by one that reuses the equal elements at its start and at its end (so
 * pushes, pops, shifts and splices keep the elements they did not touch). New values are copies:
 * nothing returned is part of `work`.
 */
export function changesBetween(base: unknown, work: unknown): Change[] {
  const b = base as Json;
  const w = work as Json;
  if (!isNode(b) || !isNode(w) || Array.isArray(b) || Array.isArray(w)) throw new TypeError('changesBetween compares two states: plain objects');
  const out: Change[] = [];
  diff(b, w, [], out);
  return out;
}

/**
 * Records the changes inside `b` and `w`, two objects or two arrays of one length at `path`: a
 * single walk, which descends into parts that may differ and records the leaves that do.
 */
function diff(b: Json[] | { [key: string]: Json }, w: Json[] | { [key: string]: Json }, path: (string | number)[], out: Change[]): void {
  if (Array.isArray(b)) {
    const wa = w as Json[];
    for (let i = 0; i < wa.length; i++) {
      const bv = b[i]!;
      const wv = wa[i]!;
      if (bv !== wv) place(bv, wv, i, path, out);
    }
    return;
  }
  const wo = w as { [key: string]: Json };
  for (const key in wo) {
    const wv = wo[key]!;
    const bv = b[key];
    if (bv === wv) continue;
    if (bv === undefined) {
      path.push(key);
      out.push([path.slice(), copy(wv)]);
      path.pop();
    } else {
      place(bv, wv, key, path, out);
    }
  }
  for (const key in b) {
    if (key in wo) continue;
    path.push(key);
    out.push([path.slice(), DELETED]);
    path.pop();
  }
}

/** Records what turns `bv` into `wv` (not the same value) at `key` of `path`. */
function place(bv: Json, wv: Json, key: string | number, path: (string | number)[], out: Change[]): void {
  path.push(key);
  if (!isNode(bv) || !isNode(wv)) {
    out.push([path.slice(), copy(wv)]);
  } else if (Array.isArray(bv) !== Array.isArray(wv)) {
    out.push([path.slice(), copy(wv)]);
  } else if (Array.isArray(bv) && bv.length !== (wv as Json[]).length) {
    out.push([path.slice(), spliced(bv, wv as Json[])]);
  } else {
    const flat = flatness(bv, wv);
    // A part holding only values has no part inside whose identity could be kept: replaced whole.
    if (flat === FLAT_DIFFERENT) out.push([path.slice(), copy(wv)]);
    else if (flat === NOT_FLAT) diff(bv, wv, path, out);
  }
  path.pop();
}

/** {@link flatness}: both hold only values, all equal. */
const FLAT_EQUAL = 0;
/** {@link flatness}: both hold only values, not all equal. */
const FLAT_DIFFERENT = 1;
/** {@link flatness}: `w` holds an object or array. */
const NOT_FLAT = 2;

/**
 * Whether `w` holds only values (no object or array), and if so whether they equal `b`'s: `b` and
 * `w` are two objects or two arrays of one length.
 */
function flatness(b: Json[] | { [key: string]: Json }, w: Json[] | { [key: string]: Json }): number {
  let same = true;
  if (Array.isArray(w)) {
    const ba = b as Json[];
    for (let i = 0; i < w.length; i++) {
      const v = w[i]!;
      if (typeof v === 'object' && v !== null) return NOT_FLAT;
      if (v !== ba[i]) same = false;
    }
    return same ? FLAT_EQUAL : FLAT_DIFFERENT;
  }
  const bo = b as { [key: string]: Json };
  let n = 0;
  for (const key in w) {
    const v = w[key]!;
    if (typeof v === 'object' && v !== null) return NOT_FLAT;
    if (v !== bo[key]) same = false;
    n++;
  }
  if (same) for (const _ in bo) n--;
  return same && n === 0 ? FLAT_EQUAL : FLAT_DIFFERENT;
}

/** `work` as a new array that reuses `base`'s equal elements at the start and at the end. */
function spliced(base: Json[], work: Json[]): Json[] {
  const most = Math.min(base.length, work.length);
  let head = 0;
  while (head < most && equal(base[head]!, work[head]!)) head++;
  let tail = 0;
  while (tail < most - head && equal(base[base.length - 1 - tail]!, work[work.length - 1 - tail]!)) tail++;
  const out: Json[] = new Array(work.length);
  for (let i = 0; i < head; i++) out[i] = base[i]!;
  for (let i = head; i < work.length - tail; i++) out[i] = copy(work[i]!);
  for (let i = 0; i < tail; i++) out[work.length - 1 - i] = base[base.length - 1 - i]!;
  return out;
}

/** Writes `changes` into `draft` (an immer draft of the state they were found against). */
export function writeChanges(draft: unknown, changes: readonly Change[]): void {
  for (const [path, value] of changes) {
    let node = draft as Record<string | number, unknown>;
    const last = path.length - 1;
    for (let i = 0; i < last; i++) node = node[path[i]!] as Record<string | number, unknown>;
    if (value === DELETED) delete node[path[last]!];
    else node[path[last]!] = value;
  }
}
