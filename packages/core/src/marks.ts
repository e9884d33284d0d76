/**
 * Private marks: a value attached to an object where only the code holding the marks can read it.
 *
 * @module
 */

/** A set of private marks (see {@link privateMarks}). */
export interface PrivateMarks<V> {
  /** Marks `target` with `value`, replacing this set's earlier mark on it; returns `target`. */
  mark<T extends object>(target: T, value: V): T;
  /** The value `target` is marked with in this set, or `undefined`. */
  of(target: object): V | undefined;
}

/** Base of {@link Marked}: its constructor returns the object it is given, so that the private fields land on that object. */
class Lend {
  constructor(target: object) {
    return target as Lend;
  }
}

/**
 * The private fields every set of marks uses: the set that marked an object, and its value. One
 * class for all sets, not one per set: V8 shares the inline caches of every function made from one
 * piece of code, so a class made per set would meet as many private names at each read as there
 * are sets (a known-state set per game, a view mark per game), and those reads would go
 * megamorphic, several times slower. An object a second set marks goes to that set's `WeakMap`.
 */
class Marked extends Lend {
  #owner: object;
  #value: unknown;
  constructor(target: object, owner: object, value: unknown) {
    super(target);
    this.#owner = owner;
    this.#value = value;
  }
  /** The set that marked `target` here, if any. */
  static ownerOf(target: object): object | undefined {
    return #owner in target ? (target as Marked).#owner : undefined;
  }
  static read(target: object): unknown {
    return (target as Marked).#value;
  }
  static write(target: object, value: unknown): void {
    (target as Marked).#value = value;
  }
}

/**
 * A new set of private marks: a value attached to an object in private fields that only this module
 * can read, and only through the set that marked it. Nothing else sees the mark, or can forge it:
 * it is invisible to JSON, `Object.keys`, spreads and `structuredClone`, and another set neither
 * reads nor changes it. On V8, marking or reading costs a few nanoseconds, where a `WeakMap` costs a
 * hash lookup for each and weighs on the collector with an entry per object.
 *
 * Use one to remember something about objects the game hands out and gets back: the state a view
 * was made from, so that `determinize` can share that state's frozen parts without asking whether
 * each is frozen; or what was dealt for a hidden piece. Keep the set in the module that made it:
 * whoever holds it reads every mark (a view's source state holds the secrets the view hides).
 *
 * One check serves every set: it meets every kind of object marked (states, views...), so V8 answers
 * it in a few nanoseconds rather than in one. A check made many times per call on one kind of
 * object (each of forty hidden pieces in a deal) is quicker in a class of the module's own.
 *
 * An object marked by another set already, or that cannot take a private field (where an engine
 * refuses one on a frozen object, a proposed change of the language), is marked in this set's
 * `WeakMap` instead. Only objects (arrays included) can be marked: `mark` throws a `TypeError` on
 * anything else, and `of` answers `undefined` for it.
 *
 * ```ts
 * const sources = privateMarks<MyState>();
 * function view(s: MyState, viewer: Seat | null): MyView {
 *   return sources.mark({ ...visibleParts(s, viewer) }, s);
 * }
 * function determinize(v: MyView, seat: Seat, seed: string): MyState {
 *   const from = sources.of(v); // the state `v` was made from, if this module made `v`
 *   // ...
 * }
 * ```
 */
export function privateMarks<V>(): PrivateMarks<V> {
  return marksIn<V>(true);
}

/**
 * @internal {@link privateMarks}, in private fields (`fields`) or, for tests of the fallback, in the
 * `WeakMap` alone.
 */
export function marksIn<V>(fields: boolean): PrivateMarks<V> {
  /** This set, as the marks' owner. */
  const owner = {};
  const fallback = new WeakMap<object, V>();
  /** Whether any object is marked in the fallback map (most engines never put one there). */
  let fellBack = false;
  return {
    mark(target, value) {
      if (!isObject(target)) throw new TypeError(`privateMarks: only an object can be marked, got ${target === null ? 'null' : typeof target}`);
      const by = Marked.ownerOf(target);
      if (by === owner) Marked.write(target, value);
      else {
        try {
          if (!fields || by !== undefined) throw new TypeError('marked by another set, or no private fields (a test of the fallback)');
          new Marked(target, owner, value);
        } catch {
          fallback.set(target, value);
          fellBack = true;
        }
      }
      return target;
    },
    of(target) {
      if (!isObject(target)) return undefined;
      if (Marked.ownerOf(target) === owner) return Marked.read(target) as V;
      return fellBack ? fallback.get(target) : undefined;
    },
  };
}

/** Whether `value` is an object (arrays and functions included), which alone can carry a mark. */
function isObject(value: unknown): value is object {
  return (typeof value === 'object' && value !== null) || typeof value === 'function';
}
