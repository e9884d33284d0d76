import { knownKeys } from '@tabula/core';
import type { ComponentSet } from './data/provisional';
import { validateSet } from './data/validate-set';

/** Setup options. */
export interface ClockworkOptions {
  /**
   * The component data (C9): loop order, area colours, machine gods and the clockworker deck.
   * Default: the provisional set. Validated on load (a `SetupError` names the bad field).
   */
  set?: ComponentSet;
}

/** The option keys {@link ClockworkOptions} knows. */
const OPTION_KEYS = ['set'] as const;

/**
 * Validates options (a plain-JSON copy of the caller's, read by core) into the component set a
 * game runs on: `null` for the provisional set. A `SetupError` names the field at fault: an
 * unknown option key, options that are not an object, or any part of `options.set`.
 */
export function resolveOptions(options: ClockworkOptions | undefined, players: number): ComponentSet | null {
  if (options === undefined) return null;
  knownKeys(options, 'options', OPTION_KEYS);
  return options.set === undefined ? null : validateSet(options.set, players);
}
