import { SetupError, type Seat } from '@tabula/core';
import { PROVISIONAL_COMPONENTS } from './data/components';
import type { ComponentSet } from './data/types';
import { validateComponents } from './data/validate';

/** Setup options. */
export interface AkrotiriOptions {
  /** K8: `'strategic'` reveals 5 goal cards to choose from instead of goal draws. Default `'standard'`. */
  variant?: 'standard' | 'strategic';
  /**
   * Your own component set (tiles, Thera, map cards) instead of the provisional one (K9). It must
   * pass `validateComponents`; a problem throws a `SetupError` naming the faulty entry.
   */
  components?: ComponentSet;
  /** K3.1: the start player; drawn at random when absent. */
  startPlayer?: Seat;
}

/** Options after validation. */
export interface ResolvedOptions {
  variant: 'standard' | 'strategic';
  /** `null`: the provisional set. */
  components: ComponentSet | null;
  startPlayer: Seat | null;
}

const KEYS = ['variant', 'components', 'startPlayer'];


/** Validates options. Throws a {@link SetupError} naming the field at fault. */
export function resolveOptions(options: AkrotiriOptions | undefined): ResolvedOptions {
  if (options !== undefined && (typeof options !== 'object' || options === null || Array.isArray(options))) {
    throw new SetupError('options', 'must be an object { variant?, components?, startPlayer? }');
  }
  const o = options ?? {};
  for (const key of Object.keys(o)) {
    if (!KEYS.includes(key)) throw new SetupError(`options.${key}`, `is not an Akrotiri option (${KEYS.join(', ')})`);
  }
  const variant = o.variant ?? 'standard';
  if (variant !== 'standard' && variant !== 'strategic') throw new SetupError('options.variant', `must be 'standard' or 'strategic', got ${JSON.stringify(o.variant)}`);
  const startPlayer = o.startPlayer ?? null;
  if (startPlayer !== null && startPlayer !== 0 && startPlayer !== 1) throw new SetupError('options.startPlayer', `must be seat 0 or 1, got ${JSON.stringify(o.startPlayer)}`);
  let components: ComponentSet | null = null;
  if (o.components !== undefined && o.components !== PROVISIONAL_COMPONENTS) {
    let copy: ComponentSet;
    try {
      copy = JSON.parse(JSON.stringify(o.components)) as ComponentSet;
    } catch (error) {
      throw new SetupError('options.components', `must be plain JSON (${error instanceof Error ? error.message : String(error)})`);
    }
    if (typeof copy !== 'object' || copy === null || Array.isArray(copy)) throw new SetupError('options.components', 'must be an object { tiles, thera, maps, provisional }');
    const problems = validateComponents(copy);
    const first = problems[0];
    if (first) throw new SetupError(first.path ? `options.components.${first.path}` : 'options.components', problems.map((p) => p.message).join('; '));
    components = { ...copy, provisional: copy.provisional === true };
  }
  return { variant, components, startPlayer };
}
