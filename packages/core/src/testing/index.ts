/**
 * The conformance kit: fast-check properties that every Tabula game must pass, golden
 * playthroughs, and JSON helpers. Needs `fast-check` (a peer dependency) and Node.
 *
 * @packageDocumentation
 */
export { checkGameInvariants, gameProperties, type Invariant, type KitOptions, type KitProperty } from './kit';
export { checkGolden, recordGolden, UPDATE_GOLDEN_ENV, type GoldenCase, type GoldenRecord } from './golden';
export { configArbitrary, playArbitrary, type PlayedGame } from './arbitraries';
export { canonical, jsonEqual, jsonHash, plainJsonProblem, findKey } from './json';
export { readmeExampleMismatch, type ReadmeExampleOptions } from './readme';
export { checkWhatSeatsReceive, type SecretCounts } from './secrets';
export { withinTime, HANG_MS, corrupt, unfrozenPart, unfrozenExports, hostileActions, foreignStates, badConfigs } from './hostile';
