/**
 * Engine internals shared by Tabula's own games: speed helpers for their rules, views and deals.
 * **Internal**: not part of the public API, not covered by semver (a minor or patch release may
 * change or remove any of these), and left out of the API reference. A game or a UI built on
 * `@tabula/core` needs none of them: they make Tabula's four games faster, not different.
 *
 * - {@link rememberedRead}, {@link plainReader}, {@link onWorkCopy}: reads and constant parts for
 *   rules run on a work copy (`applyMode: 'work'`);
 * - {@link privateMarks}, {@link frozenPart}: for a fast `determinize` (the state a view was made
 *   from; a view's part as a dealt state may hold it);
 * - {@link plainConstructor}, {@link blankArray}: objects and arrays made in bulk and dropped soon,
 *   out of reach of V8's allocation-site pretenuring.
 *
 * Their V8 checks (`pretenuredParts` and the like) are in `@tabula/core/internal/testing`.
 *
 * @packageDocumentation
 */
export { frozenPart } from '../define';
export { plainReader, rememberedRead } from '../memo';
export { privateMarks, type PrivateMarks } from '../marks';
export { onWorkCopy } from '../work';
export { blankArray, plainConstructor } from '../young';
