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
 * (and a reference to a part is not kept across a call that may replace it), and the keys of the
 * state's top level stay as they are (the work copy is sealed: its values change, its keys do not,
 * so the next state has the same shape). A write into a part
 * not taken so is a write into the frozen state before the action: it throws, and `apply` reports
 * it as an `INTERNAL_ERROR`, so the conformance kit catches every such mistake. On a plain state
 * (the simulator, a rule test) {@link mutable} returns the part as it is and costs nothing.
 *
 * @module
 */

import { forEachChanged, freshCopy, shallowCopy, stateShape, type Shape } from './shapes';

/** Whether the rules are running on a work copy now. */
let copying = false;

/**
 * `parent[key]`, an object or array, made safe to change in place: on a work copy, a part shared
 * with the state before the action is replaced in `parent` by a shallow copy (once per action);
 * `parent` must itself be mutable (the state the rules were given, or a part returned by this
 * function). On a plain state, the part itself.
 *
 * ```ts
 * mutable(mutable(mutable(s, 'players'), seat), 'hand').push(card);
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

/**
 * Whether the rules run on a work copy now (under `apply`), where `mutable` copies what it is
 * given. A game may then put a constant part into the state as one shared, frozen value (frozen
 * through): nothing to allocate or freeze, and `mutable` copies it if the rules change it later.
 * On a plain state (the simulator, a rule test), `mutable` hands parts back as they are and the
 * rules change them in place, so a constant part must be a fresh one there.
 *
 * ```ts
 * const OPENING = deepFreeze([{ kind: 'draw' }, { kind: 'play' }]);
 * s.steps = onWorkCopy() ? OPENING : [{ kind: 'draw' }, { kind: 'play' }];
 * ```
 */
export function onWorkCopy(): boolean {
  return copying;
}

/** The state the last work copy became, and its shape (see {@link playOnWorkCopy}). */
let lastState: object | undefined;
let lastShape: Shape | undefined;

/**
 * Runs `rules` on a work copy of `base` (a state frozen through: every part of it) and returns it,
 * frozen: the next state.
 * If the rules throw, the work copy is dropped and `base` is untouched.
 */
export function playOnWorkCopy<S extends object>(base: S, rules: (work: S) => void): S {
  // The state the last work copy became is mostly the next one played on: its shape is known.
  const shape = base === lastState ? lastShape : stateShape(base);
  const work = (shape ? shape.shallow(base) : { ...base }) as S;
  // Sealed, so that the next state has this same shape (its keys cannot change, only its values).
  Object.seal(work);
  copying = true;
  try {
    rules(work);
  } finally {
    copying = false;
  }
  if (shape) shape.changed(work, base, freezeNew);
  else forEachChanged(work, base, freezeNew);
  const next = Object.freeze(work);
  lastState = next;
  lastShape = shape;
  return next;
}

/**
 * A new game's state, as `setup` makes it from what the game's code returned: rebuilt through its
 * shape and sealed, as a work copy is, then frozen through. It then has the hidden class in V8 of
 * the states `apply` makes from it (see `freshCopy`). Without this, a spread of the game's setup
 * gave the states of a long run more and more hidden classes (a new one each game, after the
 * fifteenth or so), and the work copy's reads of the state before an action went megamorphic.
 * A part already frozen is kept as it is.
 *
 * `determinize` does not need it: a search plays on from each dealt state, and every state it
 * reaches has the dealt state's class (measured, in all four games), so a copy would only cost.
 *
 * @internal
 */
export function madeState<S extends object>(made: S): S {
  const state = freshCopy(made);
  Object.seal(state);
  freezeNew(state);
  return state;
}

/**
 * Freezes a new part of a state and everything in it, stopping at parts already frozen (those it
 * shares with another state). Its children are looked at before it is frozen: V8 reads the
 * elements of a frozen array several times slower than those of a plain one. For trees (states
 * are JSON): a cycle would recurse without end.
 *
 * `before`: what the part replaced in the state before the action, which is frozen through. A child
 * that is also `before`'s child under the same key or index is a part of that state, so it is
 * neither asked about nor walked: a copied part with one entry changed costs one question, not one
 * per entry (`Object.isFrozen` is a call V8 does not inline).
 *
 * @internal
 */
export function freezeNew(value: unknown, before?: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  const was = (typeof before === 'object' && before !== null ? before : NOTHING) as Record<string, unknown>;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const v: unknown = value[i];
      if (typeof v === 'object' && v !== null) {
        const w = was[i];
        if (v !== w) freezeNew(v, w);
      }
    }
  } else {
    const obj = value as Record<string, unknown>;
    for (const key in obj) {
      const v = obj[key];
      if (typeof v === 'object' && v !== null) {
        // An inherited value of `before` (Object.prototype's) is never a JSON part: no own check needed.
        const w = was[key];
        if (v !== w) freezeNew(v, w);
      }
    }
  }
  Object.freeze(value);
}

/** What a new part replaced when it replaced nothing: an object with no entries. */
const NOTHING: Readonly<Record<string, unknown>> = Object.freeze(Object.create(null) as Record<string, unknown>);
