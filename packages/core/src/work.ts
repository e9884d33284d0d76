/**
 * The work copy: core's one copy-on-write for `apply` (`GameSpec.applyMode: 'work'`).
 *
 * The rules run on a shallow copy of the state's top level, whose parts are the frozen parts of the
 * state before the action. They read it as plain data, at plain-data speed (no proxies). Before
 * changing a part in place, they take it through {@link mutable}, which replaces it in its parent
 * by a shallow copy made once per action (the parent itself made mutable the same way). When the
 * rules are done, the new parts are frozen and the work copy is the next state: deeply frozen, and
 * sharing by identity every part the action did not change.
 *
 * The one rule for a game's code: a part to change is taken through `mutable(parent, key)` first
 * (and a reference to a part is not kept across a call that may replace it). A write into a part
 * not taken so is a write into the frozen state before the action: it throws, and `apply` reports
 * it as an `INTERNAL_ERROR`, so the conformance kit catches every such mistake. On a plain state
 * (the simulator, a rule test) {@link mutable} returns the part as it is and costs nothing.
 *
 * @module
 */

import { forEachChanged, shallowCopy } from './shapes';

/** Whether the rules are running on a work copy now. */
let copying = false;

/**
 * `parent[key]`, an object or array, made safe to change in place: on a work copy, a part shared
 * with the state before the action is replaced in `parent` by a shallow copy (once per action);
 * `parent` must itself be mutable (the state the rules were given, or a part returned by this
 * function). On a plain state, the part itself.
 *
 * ```ts
 * mutable(mutable(s, 'players')[seat]!, 'hand').push(card);
 * ```
 */
export function mutable<P extends object, K extends keyof P>(parent: P, key: K): P[K] {
  const value = parent[key];
  // The state before the action is frozen through (core freezes a state from elsewhere before
  // playing on it), and what this action copied or made is not frozen yet: so a part that is not
  // frozen is already this action's own.
  if (!copying || !Object.isFrozen(value)) return value;
  if (typeof value !== 'object' || value === null) throw new TypeError(`mutable: ${String(key)} is not an object or array`);
  // Arrays by spread (`slice` copies a frozen array element by element, several times slower);
  // objects by their compiled shape (a spread of a frozen object takes V8's slow path).
  const copy = (Array.isArray(value) ? [...value] : shallowCopy(value as object)) as P[K];
  parent[key] = copy;
  return copy;
}

/** Whether `mutable` is copying now: the rules run on a work copy under `apply`. */
export function onWorkCopy(): boolean {
  return copying;
}

/**
 * Runs `rules` on a work copy of `base` (a state frozen through: every part of it) and returns it,
 * frozen: the next state.
 * If the rules throw, the work copy is dropped and `base` is untouched.
 */
export function playOnWorkCopy<S extends object>(base: S, rules: (work: S) => void): S {
  const work = shallowCopy(base);
  copying = true;
  try {
    rules(work);
  } finally {
    copying = false;
  }
  forEachChanged(work, base, freezeNew);
  return Object.freeze(work);
}

/**
 * Freezes a new part of a state and everything in it, stopping at parts already frozen (those it
 * shares with another state). Its children are looked at before it is frozen: V8 reads the
 * elements of a frozen array several times slower than those of a plain one. For trees (states
 * are JSON): a cycle would recurse without end.
 *
 * @internal
 */
export function freezeNew(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const v: unknown = value[i];
      if (typeof v === 'object' && v !== null) freezeNew(v);
    }
  } else {
    const obj = value as Record<string, unknown>;
    for (const key in obj) {
      const v = obj[key];
      if (typeof v === 'object' && v !== null) freezeNew(v);
    }
  }
  Object.freeze(value);
}
