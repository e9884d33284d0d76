/**
 * Reading and writing the state so that `apply` stays cheap. `apply` runs the rules on an immer
 * draft, where reading an object or array through the draft (`s.seats[0]`, `s.steps`) wraps it in
 * a new draft (a proxy, finalized with the state), and every later read goes through that proxy:
 * the rules read far more of the state than they change, and would draft most of it.
 *
 * The fields below ({@link Field}) are read with {@link read} and changed only through
 * {@link assign}, {@link edit} and {@link editSeat}. While an action runs on a draft (inside
 * {@link performing}), they note what the action changed: a field not changed yet is read from the
 * state before the action (immer's `original`: the same values, no draft); a changed one is a plain
 * value this action made and put in the draft, which it may change in place from then on. So reads
 * see every change, and nothing of these fields is ever drafted. Anywhere else (a plain state: the
 * simulator's, setup's; or a frozen one: legal actions, validation) they are plain property reads
 * and writes, and the code reading the state never meets a draft. The resulting state is the same
 * JSON either way.
 *
 * Below the copies made here, nothing is changed in place: arrays in a seat (`cargo`, `maps`, ...),
 * decks in `mapDecks`, cubes, temples and step objects are only ever replaced or added.
 */
import { isDraft, original, type Draft } from 'immer';
import type { Seat } from '@tabula/core';
import type { AkrotiriState, PlayerState, Turn } from '../state';
import { hasOnlyFields, sliced } from '../board/shapes';

/** The fields read without drafting them. Write them only through {@link assign}, {@link edit} and {@link editSeat}. */
export type Field = EditedField | 'components' | 'board' | 'cubes' | 'temples' | 'tileDeck' | 'tileDiscards' | 'goalDeck' | 'revealedGoals' | 'steps' | 'final';
/** The fields changed in place, through a copy made once per action ({@link edit}). */
type EditedField = 'seats' | 'market' | 'mapDecks' | 'turn';

/** An action running on an immer draft, and what it has changed so far. */
interface Action {
  /** The draft of the state. */
  readonly draft: AkrotiriState;
  /** The state before the action. */
  readonly base: AkrotiriState;
  /** The current value of each field this action changed: plain (never a draft). */
  readonly now: Map<Field, unknown>;
  /** Objects and arrays this action made (copies of the state's, or assigned): it may change them in place. */
  readonly own: Set<object>;
}

/** The action running on a draft now, if any (JavaScript runs one at a time; see {@link performing}). */
let running: Action | undefined;

/**
 * Runs `rules` on `s`, the state an action changes. On an immer draft, reads and writes of the
 * fields go through the action's changes (see the module's note) until `rules` returns or throws;
 * on a plain state, `rules` just runs.
 */
export function performing<T>(s: AkrotiriState, rules: () => T): T {
  if (!isDraft(s)) return rules();
  const outer = running;
  const action: Action = { draft: s, base: original(s as Draft<AkrotiriState>) as AkrotiriState, now: new Map(), own: new Set() };
  running = action;
  try {
    const result = rules();
    // What immer would freeze when it finishes the state, frozen now, where it is known to be new:
    // immer then stops at each frozen value instead of walking it with its general-purpose walk.
    for (const value of action.now.values()) freezeDeep(value);
    return result;
  } finally {
    running = outer;
  }
}

/** Freezes `value` and everything in it not frozen yet (the state is plain objects and arrays). */
function freezeDeep(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  if (Array.isArray(value)) for (let i = 0; i < value.length; i++) freezeDeep(value[i]);
  else for (const key in value) freezeDeep((value as Record<string, unknown>)[key]);
}

/** The running action on `s`, if `s` is its draft. */
function actionOn(s: AkrotiriState): Action | undefined {
  const a = running;
  return a !== undefined && a.draft === s ? a : undefined;
}

/** `s[key]` as it is now, for reading only: never a draft (inside {@link performing}). */
export function read<K extends Field>(s: AkrotiriState, key: K): AkrotiriState[K] {
  const a = actionOn(s);
  if (a === undefined) return fieldOf(s, key);
  // Not changed by this action yet: the value before the action is the current one.
  return (a.now.has(key) ? a.now.get(key) : fieldOf(a.base, key)) as AkrotiriState[K];
}

/**
 * `s[key]`, with a property load of its own for each field. Read as `s[key]`, every field of every
 * state would go through one load, which the engine then handles as a look-up by name each time;
 * the switch (resolved where `read` is inlined with a known key) keeps each field's load fast.
 */
function fieldOf<K extends Field>(s: AkrotiriState, key: K): AkrotiriState[K] {
  let value: unknown;
  switch (key as Field) {
    case 'seats':
      value = s.seats;
      break;
    case 'market':
      value = s.market;
      break;
    case 'mapDecks':
      value = s.mapDecks;
      break;
    case 'turn':
      value = s.turn;
      break;
    case 'components':
      value = s.components;
      break;
    case 'board':
      value = s.board;
      break;
    case 'cubes':
      value = s.cubes;
      break;
    case 'temples':
      value = s.temples;
      break;
    case 'tileDeck':
      value = s.tileDeck;
      break;
    case 'tileDiscards':
      value = s.tileDiscards;
      break;
    case 'goalDeck':
      value = s.goalDeck;
      break;
    case 'revealedGoals':
      value = s.revealedGoals;
      break;
    case 'steps':
      value = s.steps;
      break;
    case 'final':
      value = s.final;
      break;
  }
  return value as AkrotiriState[K];
}

/** `s[key] = value`. `value` must be a new plain value (or one never changed in place): the action may change it in place. */
export function assign<K extends Field>(s: AkrotiriState, key: K, value: AkrotiriState[K]): void {
  const a = actionOn(s);
  if (a !== undefined) {
    a.now.set(key, value);
    if (typeof value === 'object' && value !== null) a.own.add(value);
  }
  s[key] = value;
}

/**
 * `s[key]`, to change in place. On a draft it is a shallow plain copy made for this action (once)
 * and put in the draft, instead of a draft of the state's object: later reads see the changes.
 */
export function edit<K extends EditedField>(s: AkrotiriState, key: K): AkrotiriState[K] {
  const a = actionOn(s);
  if (a === undefined) return fieldOf(s, key);
  let value: unknown = read(s, key);
  if (value !== null && !a.own.has(value as object)) {
    value = copyOf(key, value as object);
    assign(s, key, value as AkrotiriState[K]);
  }
  return value as AkrotiriState[K];
}

/**
 * A shallow plain copy of `value`, the value of field `key`. The seats array and the turn (edited
 * by most actions) are copied with a loop and an object literal, not `slice` and a spread, which
 * copy a frozen value property by property on the engine's slow path (see `board/shapes`).
 */
function copyOf(key: EditedField, value: object): object {
  switch (key) {
    case 'seats':
      return sliced(value as readonly PlayerState[]);
    case 'turn':
      return copyTurn(value as Turn);
    default:
      return Array.isArray(value) ? sliced(value) : { ...value };
  }
}

/** {@link Turn}'s fields, in the order a turn is made (`startTurn`). */
const TURN_FIELDS: readonly (keyof Turn)[] = ['seat', 'number', 'allowed', 'used', 'oracle', 'sequence'];

/** A copy of `t`, as a spread makes it. */
function copyTurn(t: Turn): Turn {
  if (!hasOnlyFields(t, TURN_FIELDS)) return { ...t };
  return { seat: t.seat, number: t.number, allowed: t.allowed, used: t.used, oracle: t.oracle, sequence: t.sequence };
}

/** {@link PlayerState}'s fields, in the order setup makes them. */
const SEAT_FIELDS: readonly (keyof PlayerState)[] = ['drachmas', 'boat', 'cargo', 'templesLeft', 'tile', 'tileFaceUp', 'maps', 'excavated', 'goals', 'openGoals'];

/** A copy of `p`, as a spread makes it. */
function copySeat(p: PlayerState): PlayerState {
  if (!hasOnlyFields(p, SEAT_FIELDS)) return { ...p };
  return {
    drachmas: p.drachmas,
    boat: p.boat,
    cargo: p.cargo,
    templesLeft: p.templesLeft,
    tile: p.tile,
    tileFaceUp: p.tileFaceUp,
    maps: p.maps,
    excavated: p.excavated,
    goals: p.goals,
    openGoals: p.openGoals,
  };
}

/** A seat's things, for reading: `s.seats[seat]`. */
export function seatOf(s: AkrotiriState, seat: Seat): PlayerState {
  return read(s, 'seats')[seat]!;
}

/** A seat's things, to change in place (a copy made for this action on a draft, as {@link edit}). */
export function editSeat(s: AkrotiriState, seat: Seat): PlayerState {
  const seats = edit(s, 'seats');
  const a = actionOn(s);
  let p = seats[seat]!;
  if (a !== undefined && !a.own.has(p)) {
    p = copySeat(p);
    a.own.add(p);
    seats[seat] = p;
  }
  return p;
}
