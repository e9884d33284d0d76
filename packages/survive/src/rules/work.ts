/**
 * Running the rules cheaply while `apply` plays an action on an immer draft.
 *
 * Through a draft, every object read gets a proxy of its own, each write copies the path above it,
 * and immer then finalizes every proxy: a scan over the explorers drafts each of them, though the
 * action changes one or none. Instead, {@link onWorkCopy} runs the rules on a plain work copy of
 * the state: a shallow copy of its top level, whose parts are the frozen parts of the state before
 * the action. The rules read it as plain data, and before changing a part in place they take it
 * through {@link mutable}, which copies that part (once per action) into its parent, itself made
 * mutable the same way. When the rules are done, each top-level field that differs is written into
 * the draft, which immer finalizes and freezes as before: the same next state, sharing every part
 * the action did not change.
 *
 * Reads are never stale: the work copy is the only state the rules see, and every write goes into
 * it (a part changed in place is first replaced there by its copy), so it always holds the latest
 * values. A part shared with the state before the action is never written, only replaced. Hence
 * the one rule for the rules' code: a part to change is taken through {@link mutable} (or
 * `explorerToChange` and the like in `./pieces`) before it is read for the change, and a reference
 * to a part is not kept across a call that may change that part, since it would still point to
 * the part as it was.
 *
 * On a plain state (the simulator, rule tests) the rules run on the state itself and
 * {@link mutable} returns the part as it is.
 *
 * @module
 */
import { isDraft, isModified, original } from 'immer';
import type { SurviveState } from '../state';

/** Whether the rules are running on a work copy (see {@link onWorkCopy}). */
let copying = false;

/** The parts copied into the current work copy: changed in place from then on, never copied again. */
const copied = new Set<object>();

/**
 * Runs `rules` on `s`. On an immer draft still unmodified (`apply`, see the module's notes), they
 * run on a plain work copy instead, and each top-level field they changed is then written into the
 * draft; if they throw, the draft is left as it was. Elsewhere (a plain state, or a draft already
 * written), they run on `s` itself.
 */
export function onWorkCopy(s: SurviveState, rules: (s: SurviveState) => void): void {
  if (copying || !isDraft(s) || isModified(s)) {
    rules(s);
    return;
  }
  const base = original(s) as SurviveState;
  // A spread, like immer's own copy of the root: a literal listing the fields was measured slower
  // overall (the rules' code then meets one more hidden class of state).
  const work = { ...base };
  copying = true;
  try {
    rules(work);
  } finally {
    copying = false;
    copied.clear();
  }
  const draft = s as unknown as Record<string, unknown>;
  const before = base as unknown as Record<string, unknown>;
  const after = work as unknown as Record<string, unknown>;
  for (const key in after) {
    const value = after[key];
    if (value === before[key]) continue;
    // Frozen as immer would freeze it, so that immer's finalize walks none of it.
    freezeDeep(value);
    draft[key] = value;
  }
}

/**
 * Freezes `value` and every object within it, stopping at parts already frozen: what immer's
 * finalize does to a new value in the next state (the parts the action left unchanged are frozen
 * already, being the previous state's). Done here in a plain loop, it spares immer's walk.
 */
function freezeDeep(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const v: unknown = value[i];
      // Values (most elements: hexes, tiles, flags) need no call.
      if (typeof v === 'object' && v !== null) freezeDeep(v);
    }
  } else {
    const obj = value as Record<string, unknown>;
    for (const key in obj) {
      const v = obj[key];
      if (typeof v === 'object' && v !== null) freezeDeep(v);
    }
  }
}

/**
 * `parent[key]`, an object or array, made safe to change in place. On a work copy (see the
 * module's notes), a part shared with the state before the action is replaced in `parent` by a
 * shallow copy, made once per action; `parent` must itself be mutable: the work copy, or a part
 * returned by this function. On a plain state, the part itself.
 */
export function mutable<P extends object, K extends keyof P>(parent: P, key: K): P[K] {
  const value = parent[key];
  if (!copying || copied.has(value as object)) return value;
  // A spread: `slice` copies a frozen array element by element, several times slower.
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as P[K];
  copied.add(copy as object);
  parent[key] = copy;
  return copy;
}
