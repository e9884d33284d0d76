import { knownKeys, SetupError, type Seat } from '@tabula/core';
import type { ComponentSet } from './data/types';
import { validateComponents } from './data/validate';

/** Setup options. Each must be absent or of its type: anything else is a `SetupError` naming it. */
export interface AkrotiriOptions {
  /** K8: `'strategic'` reveals 5 goal cards to choose from instead of goal draws. Default `'standard'`. */
  variant?: 'standard' | 'strategic';
  /**
   * Your own component set (tiles, Thera, map cards) instead of the provisional one (K9). It must
   * pass `validateComponents`; a problem throws a `SetupError` naming the faulty entry.
   */
  components?: ComponentSet;
  /** K3.1: the start player, seat 0 or 1; drawn at random when absent. */
  startPlayer?: Seat;
  /**
   * K6.1 (ours, a guard; default `false`): end the game when the tiles run out, as for a 6th
   * temple: the first seat to end a turn with no tile to draw (deck, discards and its hand empty)
   * triggers the end, and the round is completed. The rulebook ends the game only after a 6th
   * temple; without this option play goes on with no tile to place, until a 6th temple or until
   * no seat can ever excavate again (`ending: 'noExcavation'`). A game it stops says so:
   * `ending: 'noTiles'`, and the `endTriggered` and `gameEnded` events give `why: 'noTiles'`.
   */
  stopWhenTilesRunOut?: boolean;
}

/** Options after validation. */
export interface ResolvedOptions {
  variant: 'standard' | 'strategic';
  /** `null`: the provisional set. */
  components: ComponentSet | null;
  startPlayer: Seat | null;
  stopWhenTilesRunOut: boolean;
}

/** The option names. */
const KEYS = ['variant', 'components', 'startPlayer', 'stopWhenTilesRunOut'];

/**
 * Validates options (a plain-JSON copy made by core). Throws a {@link SetupError} naming the field
 * at fault: an unknown key, a `null`, a wrong type or value, or any problem of a component set
 * (its path below `options.components`, see `validateComponents`).
 */
export function resolveOptions(options: AkrotiriOptions | undefined): ResolvedOptions {
  if (options === undefined) return { variant: 'standard', components: null, startPlayer: null, stopWhenTilesRunOut: false };
  knownKeys(options, 'options', KEYS);
  const o = options as Record<string, unknown>;
  const variant = 'variant' in o ? o.variant : 'standard';
  if (variant !== 'standard' && variant !== 'strategic') throw new SetupError('options.variant', `must be 'standard' or 'strategic', got ${JSON.stringify(variant)}`);
  const startPlayer = 'startPlayer' in o ? o.startPlayer : undefined;
  if (startPlayer !== undefined && startPlayer !== 0 && startPlayer !== 1) throw new SetupError('options.startPlayer', `must be seat 0 or 1, got ${JSON.stringify(startPlayer)}`);
  const stop = 'stopWhenTilesRunOut' in o ? o.stopWhenTilesRunOut : false;
  if (typeof stop !== 'boolean') throw new SetupError('options.stopWhenTilesRunOut', `must be true or false, got ${JSON.stringify(stop)}`);
  let components: ComponentSet | null = null;
  if ('components' in o) {
    const set = o.components;
    if (typeof set !== 'object' || set === null || Array.isArray(set)) throw new SetupError('options.components', `must be an object { tiles, thera, maps, provisional }, got ${set === null ? 'null' : Array.isArray(set) ? 'an array' : typeof set}`);
    const problems = validateComponents(set as ComponentSet);
    const first = problems[0];
    if (first) throw new SetupError(first.path ? `options.components.${first.path}` : 'options.components', problems.map((p) => p.message).join('; '));
    components = set as ComponentSet;
  }
  return { variant, components, startPlayer: startPlayer ?? null, stopWhenTilesRunOut: stop };
}
