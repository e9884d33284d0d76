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

/** A plain copy (no shared sub-objects, so the state is a tree). */
const plain = (set: ComponentSet): ComponentSet => JSON.parse(JSON.stringify(set)) as ComponentSet;

/** Validates options into the component set a game runs on. */
export function resolveOptions(options: ClockworkOptions | undefined, players: number): ComponentSet {
  if (options === undefined) return plain(PROVISIONAL_SET);
  if (typeof options !== 'object' || options === null || Array.isArray(options)) throw new SetupError('options', 'must be an object { set? }');
  for (const key of Object.keys(options)) {
    if (key !== 'set') throw new SetupError(`options.${key}`, 'is not a Clockwork Empire option (set)');
  }
  return options.set === undefined ? plain(PROVISIONAL_SET) : validateSet(options.set, players);
}
