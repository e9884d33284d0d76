import { SetupError } from '@tabula/core';
import { PROVISIONAL_SET, type ComponentSet } from './data/provisional';
import { validateSet } from './data/validate-set';

/** Setup options. */
export interface ClockworkOptions {
  /**
   * The component data (C9): loop order, area colours, machine gods and the clockworker deck.
   * Default: the provisional set. Validated on load (a `SetupError` names the bad field).
   */
  set?: ComponentSet;
}

/** A deep-frozen value (states are immutable; a frozen part may be shared between states). */
function deepFreeze<T>(v: T): T {
  if (typeof v === 'object' && v !== null && !Object.isFrozen(v)) {
    Object.freeze(v);
    for (const x of Object.values(v)) deepFreeze(x);
  }
  return v;
}

/**
 * The provisional set as plain, frozen JSON: what the rules read when a state's `set` is `null`
 * (the default game's).
 */
export const PROVISIONAL_PLAIN: ComponentSet = deepFreeze(JSON.parse(JSON.stringify(PROVISIONAL_SET)) as ComponentSet);

/** Validates options into the component set a game runs on: `null` for the provisional set. */
export function resolveOptions(options: ClockworkOptions | undefined, players: number): ComponentSet | null {
  if (options === undefined) return null;
  if (typeof options !== 'object' || options === null || Array.isArray(options)) throw new SetupError('options', 'must be an object { set? }');
  for (const key of Object.keys(options)) {
    if (key !== 'set') throw new SetupError(`options.${key}`, 'is not a Clockwork Empire option (set)');
  }
  return options.set === undefined ? null : validateSet(options.set, players);
}
