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
 * The provisional set as plain, frozen JSON: the one copy every default game's state holds (the
 * rules never change a state's set), and what `determinize` restores from a view's `set: null`.
 */
export const PROVISIONAL_PLAIN: ComponentSet = deepFreeze(JSON.parse(JSON.stringify(PROVISIONAL_SET)) as ComponentSet);

/** Validates options into the component set a game runs on. */
export function resolveOptions(options: ClockworkOptions | undefined, players: number): ComponentSet {
  if (options === undefined) return PROVISIONAL_PLAIN;
  if (typeof options !== 'object' || options === null || Array.isArray(options)) throw new SetupError('options', 'must be an object { set? }');
  for (const key of Object.keys(options)) {
    if (key !== 'set') throw new SetupError(`options.${key}`, 'is not a Clockwork Empire option (set)');
  }
  return options.set === undefined ? PROVISIONAL_PLAIN : validateSet(options.set, players);
}
