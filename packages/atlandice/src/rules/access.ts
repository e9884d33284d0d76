/**
 * Reading and writing the state's arrays and objects so that `apply` stays cheap. `apply` runs the
 * rules on an immer draft, where reading an array or object through the draft (`s.sectors[2]`)
 * wraps it in a new draft (a proxy, finalized with the state), and every later read goes through
 * that proxy: scans over the board would draft every row they look at.
 *
 * The fields below ({@link Field}) are read with {@link read} and written only through
 * {@link edit}, {@link editRow} and {@link assign}, which note what this action changed. A field not
 * changed yet by this action is read from the state before the action (`original`: the same values,
 * no draft). A changed one is a plain copy that this action made and put in the draft, and changes
 * in place from then on: reads see every change, and nothing of these fields is ever drafted. On a
 * plain state (the simulator's) all of these are plain property reads and writes in place. The
 * resulting state is the same JSON either way.
 *
 * Step objects are never changed, only added and removed.
 */
import { isDraft, original } from 'immer';
import type { AtlandiceState, Step } from '../state';

/** The fields read without drafting them. Write them only through {@link edit}, {@link editRow} and {@link assign}. */
export type Field = ArrayField | 'visit' | 'track' | 'tileClocks';
/** The fields that are arrays of rows. */
type TableField = 'sectors' | 'stock' | 'stacks';
/** The fields that are arrays. */
type ArrayField = TableField | 'dice' | 'exhausted' | 'steps' | 'vp' | 'outOfGame' | 'diceThisRound' | 'diceTakenBySeat' | 'gaveToNeutral' | 'donors';

/** What one action under immer has changed: keyed by the draft of the state. */
interface Changes {
  /** The state before the action. */
  base: AtlandiceState;
  /** The current value of each field this action changed: plain (never a draft). */
  now: Map<Field, unknown>;
  /** Arrays this action made (copies of the state's, or assigned): it may change them in place. */
  own: Set<object>;
}

const changesOf = new WeakMap<object, Changes>();
/** The state last looked up, and its changes: most lookups are for the same action (kept until another state is looked up). */
let lastState: object | undefined;
let lastChanges: Changes | undefined;

/** This action's changes, or `undefined` on a plain state. */
function changes(s: object): Changes | undefined {
  if (s === lastState) return lastChanges;
  let c: Changes | undefined;
  if (isDraft(s)) {
    c = changesOf.get(s);
    if (c === undefined) {
      c = { base: original(s) as AtlandiceState, now: new Map(), own: new Set() };
      changesOf.set(s, c);
    }
  }
  lastState = s;
  lastChanges = c;
  return c;
}

/** `s[key]` as it is now, for reading only: never a draft. */
export function read<K extends Field>(s: Pick<AtlandiceState, K>, key: K): AtlandiceState[K] {
  const c = changes(s);
  if (c === undefined) return s[key];
  // Not changed by this action yet: the value before the action is the current one.
  return (c.now.has(key) ? c.now.get(key) : c.base[key]) as AtlandiceState[K];
}

/**
 * `s[key]`, to change in place. Under immer it is a plain copy made for this action (once) and
 * put in the draft, instead of a draft of the state's array: later reads see the changes.
 */
export function edit<K extends ArrayField>(s: Pick<AtlandiceState, K>, key: K): AtlandiceState[K] {
  const c = changes(s);
  if (c === undefined) return s[key];
  let value = read(s, key);
  if (!c.own.has(value)) {
    value = value.slice() as AtlandiceState[K];
    assign(s, key, value);
  }
  return value;
}

/** `s[key][index]`, a row of a table, to change in place (a copy made for this action under immer, as {@link edit}). */
export function editRow<K extends TableField>(s: Pick<AtlandiceState, K>, key: K, index: number): AtlandiceState[K][number] {
  const table = edit(s, key);
  const c = changes(s);
  let row = table[index]!;
  if (c !== undefined && !c.own.has(row)) {
    row = row.slice() as AtlandiceState[K][number];
    c.own.add(row);
    table[index] = row;
  }
  return row;
}

/** `s[key] = value`. Under immer, `value` must be a new plain value: this action may change it in place. */
export function assign<K extends Field>(s: Pick<AtlandiceState, K>, key: K, value: AtlandiceState[K]): void {
  const c = changes(s);
  if (c !== undefined) {
    c.now.set(key, value);
    if (typeof value === 'object' && value !== null) c.own.add(value);
  }
  s[key] = value;
}

/** Resources on a sector, by type: `s.sectors[sector − 1]`, for reading. */
export function sectorRow(s: AtlandiceState, sector: number): readonly number[] {
  return read(s, 'sectors')[sector - 1]!;
}

/** A holder's resources: `s.stock[holder]`, for reading. */
export function stockRow(s: AtlandiceState, holder: number): readonly number[] {
  return read(s, 'stock')[holder]!;
}

/** The visit's steps, first next, for reading. */
export function stepsOf(s: AtlandiceState): readonly Step[] {
  return read(s, 'steps');
}

/** Removes the step that runs next (`s.steps.shift()`). */
export function shiftStep(s: AtlandiceState): void {
  edit(s, 'steps').shift();
}

/** Puts `steps` first, in order (`s.steps.unshift(...steps)`). */
export function unshiftSteps(s: AtlandiceState, steps: readonly Step[]): void {
  edit(s, 'steps').unshift(...steps);
}
