/**
 * Arrays and objects built so that each kind of them has one hidden class, is copied on the
 * engine's fast paths, and lives long without costing recompilations.
 *
 * - `Array.prototype.map` makes a holey array once the code calling it is optimized, and a packed
 *   one before: the same code hands out arrays of two kinds over time. Every function that reads
 *   such an array and was optimized for the first kind is thrown away and compiled again when the
 *   second turns up, for each array the rules keep (islands, docks, pieces, tile data). Arrays
 *   grown with `push` (or copied with `filter` or a spread) are always packed.
 * - `slice` and object spread copy a frozen array or object (every state `apply` returns is frozen)
 *   one property at a time, on the engine's slow path; a loop or an object literal does not. A
 *   spread that adds fields (`{ ...cell, quadrant }`) may also make a new hidden class each time:
 *   the pieces of Thera's island had a new one every game.
 * - An object or array literal (`{ x, y }`, `[]`) is made at an "allocation site", and once most of
 *   what a site makes outlives a few garbage collections, the engine moves the site's objects
 *   straight to the old generation, throwing away every optimized function that makes them (and
 *   each one it was inlined into) to compile it again. The board's geometries and the caches kept
 *   with them live long, and that change came several dozen games into a run. So what they keep is
 *   made without a literal: class instances, objects built from `{}` one property at a time (the same
 *   fields in the same order as the literal, so the same objects), and arrays from {@link newList}.
 *
 * @module
 */

/**
 * An empty array of the elements kind that holds anything (an array's kind only ever widens, and
 * `slice` keeps it), never changed: {@link newList} copies it.
 */
const ANY_ITEMS: unknown[] = [''];
ANY_ITEMS.length = 0;

/**
 * A new empty array, made without an allocation site (see the module's note), and ready to hold
 * anything: an array made empty for numbers would have to change kind when an object is added, and
 * the optimized code adding it would be thrown away.
 */
export function newList<T>(): T[] {
  return ANY_ITEMS.slice() as T[];
}

/** `items.map(each)`, as a packed array whatever the caller's state of optimization. */
export function mapped<T, U>(items: readonly T[], each: (item: T, index: number) => U): U[] {
  const out = newList<U>();
  for (let i = 0; i < items.length; i++) out.push(each(items[i]!, i));
  return out;
}

/** `items.slice(start, end)` (non-negative bounds), as a packed array, fast for a frozen array too. */
export function sliced<T>(items: readonly T[], start = 0, end = items.length): T[] {
  const out = newList<T>();
  for (let i = start; i < end && i < items.length; i++) out.push(items[i]!);
  return out;
}

/**
 * Whether a spread of `value` copies exactly `fields`, in that order (its own enumerable string
 * keys, and no symbols): then an object literal of those fields is the same copy.
 */
export function hasOnlyFields(value: object, fields: readonly string[]): boolean {
  const keys = Object.keys(value);
  return keys.length === fields.length && keys.every((key, i) => key === fields[i]) && Object.getOwnPropertySymbols(value).length === 0;
}
