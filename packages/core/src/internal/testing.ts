/**
 * Checks behind the internals of `@tabula/core/internal`, for Tabula's own games' tests: whether
 * V8 can move what a function, a game's deals or its views make to its long-lived space
 * (allocation-site pretenuring). **Internal**: not part of the public API, not covered by semver,
 * and left out of the API reference. V8 and Node only.
 *
 * @packageDocumentation
 */
export { pretenuredDealParts, pretenuredParts, pretenuredViewParts, type GamePretenuringOptions, type PretenuringOptions } from '../testing/young';
