/**
 * One seed format everywhere: a non-empty string. Game `i` of a run is seeded from the run's seed
 * and `i` alone, so a game's outcome never depends on which process or worker plays it; fast-check,
 * which wants a number, gets one derived from the string.
 *
 * @module
 */
import { UsageError } from './args';

/** The seed used when `--seed` is not given. */
export const DEFAULT_SEED = 'tabula';

/** Checks a seed given on the command line. */
export function checkSeed(seed: string): string {
  if (seed.length === 0) throw new UsageError('--seed must be a non-empty string');
  return seed;
}

/** The setup seed of game `index` of a run seeded `seed`: `${seed}-${index}`. */
export function gameSeed(seed: string, index: number): string {
  return `${seed}-${index}`;
}

/**
 * A whole number from 0 to 2³¹ − 1 derived from `text` (FNV-1a, 32 bits): the same text always
 * gives the same number, on every platform. fast-check's seed for a run of `tabula fuzz`.
 */
export function numberSeed(text: string): number {
  let h = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) {
    h ^= byte;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h & 0x7fffffff;
}
