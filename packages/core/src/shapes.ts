/**
 * Fast copies of plain objects, by shape.
 *
 * V8 copies a frozen object's properties one by one on its slow path: `{ ...frozen }` of a
 * 32-field state costs about 0.8 µs, ten times the same spread of an unfrozen object, and a
 * `for…in` over it more. Every `apply` copies frozen parts of the state before it (the work copy),
 * and every simulator copies a whole frozen state, so core copies objects through a small function
 * compiled once per shape (the object's list of keys), which builds an object literal with those
 * keys: about 0.15 µs for the same state.
 *
 * One hidden class for every state: V8 gives the objects one object literal builds one hidden class,
 * and the property reads of code that meets more than four hidden classes go megamorphic for good
 * (each read a hash lookup). A spread (`{ ...body, game }` in a game's setup, say) makes a hidden
 * class of its own each time, so the states `setup` makes are rebuilt through their shape
 * ({@link freshCopy}), and the states of a game then share the hidden class of the work copy's
 * literal. (A dealt state is not rebuilt: the states a search reaches from it share its class.)
 *
 * Bounded and safe: at most {@link MAX_SHAPES} shapes are compiled (objects keyed by ids, which
 * would bring a new shape each, fall back to the spread); a key list holding `__proto__` (an
 * object literal would set the prototype) falls back to the spread; where code cannot be compiled
 * (a page whose Content Security Policy forbids it), every copy is the spread.
 *
 * @module
 */

/** A compiled shape: its key list and its copiers. */
export interface Shape {
  keys: string[];
  /** A shallow copy: the same keys, the same values. */
  shallow: (value: object) => object;
  /**
   * The same copy from its own compiled code, for objects of any hidden class (states made by a
   * game's code): `shallow` then only ever reads states of the literal's own class.
   */
  fresh: (value: object) => object;
  /** A copy with each value passed through `each`. */
  mapped: (value: object, each: (v: unknown) => unknown) => object;
  /**
   * Calls `each` with every value of `value` that is an object and not the same as `before`'s under
   * its key, and with that value of `before`.
   */
  changed: (value: object, before: object, each: (v: object, was: unknown) => void) => void;
}

/** The most shapes compiled for states; beyond, copies take V8's own spread. */
export const MAX_SHAPES = 512;

/** The most shapes compiled for events, apart from those of states, so that events never use up the states' shapes. */
export const MAX_EVENT_SHAPES = 256;

/** Compiled shapes, by number of keys, up to a bound. */
interface ShapeTable {
  readonly byLength: Map<number, Shape[]>;
  count: number;
  readonly max: number;
}

/** The shapes of states (the work copy, the simulator's copy). */
const stateShapes: ShapeTable = { byLength: new Map(), count: 0, max: MAX_SHAPES };
/** The shapes of events (their copies as they are emitted). */
const eventShapes: ShapeTable = { byLength: new Map(), count: 0, max: MAX_EVENT_SHAPES };
/** False once code could not be compiled here: every copy then spreads. */
let canCompile = true;

/** The compiled shape for this key list, compiled now if new; `undefined` where none may be. */
function shapeOf(keys: string[], table: ShapeTable = stateShapes): Shape | undefined {
  const n = keys.length;
  const byLength = table.byLength;
  let list = byLength.get(n);
  if (list !== undefined) {
    search: for (let s = 0; s < list.length; s++) {
      const shape = list[s]!;
      const known = shape.keys;
      for (let i = 0; i < n; i++) if (known[i] !== keys[i]) continue search;
      return shape;
    }
  }
  if (!canCompile || table.count >= table.max || keys.includes('__proto__')) return undefined;
  const fields = keys.map((k) => JSON.stringify(k));
  let shape: Shape;
  try {
    const literal = `return {${fields.map((f) => `${f}: o[${f}]`).join(', ')}};`;
    shape = {
      keys,
      // eslint-disable-next-line @typescript-eslint/no-implied-eval -- fixed code over quoted keys, compiled once per shape
      shallow: new Function('o', literal) as Shape['shallow'],
      // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the same code, compiled apart (its own feedback)
      fresh: new Function('o', literal) as Shape['fresh'],
      // eslint-disable-next-line @typescript-eslint/no-implied-eval
      mapped: new Function('o', 'f', `return {${fields.map((f) => `${f}: f(o[${f}])`).join(', ')}};`) as Shape['mapped'],
      // eslint-disable-next-line @typescript-eslint/no-implied-eval
      changed: new Function('o', 'b', 'f', `let v, w;\n${fields.map((f) => `v = o[${f}]; if (typeof v === 'object' && v !== null && (w = b[${f}]) !== v) f(v, w);`).join('\n')}`) as Shape['changed'],
    };
  } catch {
    canCompile = false;
    return undefined;
  }
  if (list === undefined) byLength.set(n, (list = []));
  list.push(shape);
  table.count++;
  return shape;
}

/** The compiled shape of a state's top level (its own enumerable keys, in order); `undefined` where none may be. */
export function stateShape(value: object): Shape | undefined {
  return shapeOf(Object.keys(value));
}

/** A shallow copy of a plain object: its own enumerable keys, in order, with the same values. */
export function shallowCopy<T extends object>(value: T): T {
  const shape = shapeOf(Object.keys(value));
  return (shape ? shape.shallow(value) : { ...value }) as T;
}

/**
 * A shallow copy of a plain object of any origin, with the hidden class of its shape's literal (see
 * the module's notes): for the states a game's code makes, before they are frozen.
 */
export function freshCopy<T extends object>(value: T): T {
  const shape = shapeOf(Object.keys(value));
  return (shape ? shape.fresh(value) : { ...value }) as T;
}

/**
 * A copy of a plain object with each value passed through `each`, keys in order. `forEvents`:
 * the object is (part of) an event, whose shapes are compiled within their own bound.
 */
export function mappedCopy<T extends object>(value: T, each: (v: unknown) => unknown, forEvents = false): T {
  const shape = shapeOf(Object.keys(value), forEvents ? eventShapes : stateShapes);
  if (shape) return shape.mapped(value, each) as T;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    if (key === '__proto__') Object.defineProperty(out, key, { value: each((value as Record<string, unknown>)[key]), enumerable: true, writable: true, configurable: true });
    else out[key] = each((value as Record<string, unknown>)[key]);
  }
  return out as T;
}

/**
 * Calls `each` with every value of `value` (a plain object) that is an object and is not the value
 * under the same key in `before`, and with that value of `before`: the parts an action replaced,
 * and what they replaced.
 */
export function forEachChanged(value: object, before: object, each: (v: object, was: unknown) => void): void {
  const shape = shapeOf(Object.keys(value));
  if (shape) return shape.changed(value, before, each);
  for (const key of Object.keys(value)) {
    const v = (value as Record<string, unknown>)[key];
    const was = (before as Record<string, unknown>)[key];
    if (typeof v === 'object' && v !== null && v !== was) each(v, was);
  }
}

/** @internal How many shapes are compiled now for states, or for events (for tests of the bounds). */
export function compiledShapes(forEvents = false): number {
  return (forEvents ? eventShapes : stateShapes).count;
}
