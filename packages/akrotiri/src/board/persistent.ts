/**
 * A persistent map: each version is immutable once built, and a new version costs only its
 * changes, not a copy of the whole map. The board's geometry grows one tile at a time, and each
 * geometry must stay valid for the older states that share it, so its maps are kept this way.
 *
 * @module
 */
import { newList } from './shapes';

/** Marks a key absent from a version (a change that deletes it). */
const ABSENT: unique symbol = Symbol('absent');
type Slot<V> = V | typeof ABSENT;

/** What the rules ask of a map: a plain `ReadonlyMap` answers it as well as a {@link PersistentMap}. */
export interface Lookup<K, V> {
  get(key: K): V | undefined;
  has(key: K): boolean;
}

/**
 * @internal One version of a persistent map, by "rerooting" (Baker's trick): all versions of one
 * lineage share a single `Map`, which holds the contents of the version read last (the current
 * one). Every other version holds the changes that turn its neighbour one step closer to the
 * current version into itself. Reading a version that is not current first walks it there,
 * applying those changes and recording their inverses: reading the newest version again and again
 * (as play does) costs a plain `Map` look-up, and reading an older one costs only the changes on
 * the way.
 *
 * Why sharing one `Map` is safe: a version's contents never change once it is sealed (every
 * change is recorded and undone when another version is read), and the iteration order is kept
 * too: new keys are appended in order and removed newest first, and changed keys keep their place.
 * The shared `Map` is never handed out: {@link toMap} copies it. JavaScript runs one call at a
 * time, so no reader sees the `Map` half walked.
 */
export class PersistentMap<K, V> implements Lookup<K, V> {
  /** The shared contents, when this version is the current one; else `null`. */
  private map: Map<K, V> | null;
  /** When not current: the neighbour one step closer to the current version. */
  private next: PersistentMap<K, V> | null = null;
  /**
   * When not current: the changes that turn `next`'s contents into this version's, applied from
   * the last to the first: key `keys[i]` set to `values[i]`, or deleted when it is absent.
   */
  private keys: K[] = newList();
  private values: Slot<V>[] = newList();
  /** While this version is being built: the version it was derived from, which records the undo of each change. */
  private parent: PersistentMap<K, V> | null = null;
  /** Whether this version is finished: no more {@link set}. */
  private sealed = false;

  /** A version holding `map`, which it takes over: the caller must never use `map` again. */
  constructor(map: Map<K, V> = new Map()) {
    this.map = map;
  }

  /** The value of `key` in this version. */
  get(key: K): V | undefined {
    return (this.map ?? this.reroot()).get(key);
  }

  /** Whether this version has `key`. */
  has(key: K): boolean {
    return (this.map ?? this.reroot()).has(key);
  }

  /** This version's entries as a new `Map`, in order; the caller owns it. */
  toMap(): Map<K, V> {
    const out = new Map<K, V>();
    for (const [key, value] of this.map ?? this.reroot()) out.set(key, value);
    return out;
  }

  /**
   * A new version, equal to this one, to change with {@link set} and then {@link seal}. This
   * version is sealed: it never changes again.
   */
  derive(): PersistentMap<K, V> {
    const map = this.map ?? this.reroot();
    this.sealed = true;
    this.parent = null;
    const child = new PersistentMap<K, V>(map);
    child.parent = this;
    this.map = null;
    this.next = child;
    this.keys = newList();
    this.values = newList();
    return child;
  }

  /** Sets `key` in a version being built (see {@link derive}); returns the version. */
  set(key: K, value: V): this {
    if (this.sealed) throw new Error('a sealed version of a persistent map never changes');
    const map = this.map ?? this.reroot();
    // The version derived from is one step from this one: it records how to undo the change.
    const parent = this.parent;
    if (parent) {
      parent.keys.push(key);
      parent.values.push(map.has(key) ? map.get(key)! : ABSENT);
    }
    map.set(key, value);
    return this;
  }

  /** Ends the building of this version: it never changes again. */
  seal(): this {
    this.sealed = true;
    this.parent = null;
    return this;
  }

  /** Makes this version the current one; returns the shared `Map`. */
  private reroot(): Map<K, V> {
    const path: PersistentMap<K, V>[] = [];
    let at: PersistentMap<K, V> = this;
    while (at.map === null) {
      path.push(at);
      at = at.next!;
    }
    // Walk back from the current version: each step makes the next version on the path current.
    for (let i = path.length - 1; i >= 0; i--) path[i]!.takeOver();
    return this.map!;
  }

  /** One step of {@link reroot}: `next` is current; this version becomes current in its place. */
  private takeOver(): void {
    const from = this.next!;
    const map = from.map!;
    const keys = newList<K>();
    const values = newList<Slot<V>>();
    for (let i = this.keys.length - 1; i >= 0; i--) {
      const key = this.keys[i]!;
      const value = this.values[i]!;
      keys.push(key);
      values.push(map.has(key) ? map.get(key)! : ABSENT);
      if (value === ABSENT) map.delete(key);
      else map.set(key, value);
    }
    // The undo is recorded in the order it was applied, and is applied from the last: newest first.
    from.keys = keys;
    from.values = values;
    from.next = this;
    from.map = null;
    this.map = map;
    this.next = null;
    this.keys = newList();
    this.values = newList();
  }
}
