/** The conformance kit's setup for Survive, shared by the two conformance files (run in parallel). */
import { gameProperties, type KitProperty } from '@tabula/core/testing';
import * as pkg from '../src/index';
import { resampleHidden, survive, type SurviveOptions } from '../src/index';
import { laws } from './laws';

/** Each variant (S8, S1.5) with a player count. */
export const VARIANTS: { name: string; players: number; options: SurviveOptions }[] = [
  { name: '2 players, two colours each (S8)', players: 2, options: { twoColours: true } },
  { name: 'challenge 1 Overpopulated', players: 3, options: { overpopulated: true } },
  // Random play in challenge 2 lasts about 1,800 actions (3 players; up to 4,200 seen), close to
  // the kit's 5,000: the roundLimit guard keeps it short, and games end either way.
  { name: 'challenge 2 To the last, 30 rounds at most', players: 3, options: { toTheLast: true, roundLimit: 30 } },
  { name: 'challenge 3 All equal, with both house rules', players: 4, options: { allEqual: true, killBonus: true, isleBonus: true } },
  { name: 'challenge 4 Atlantis submerged, own values shown', players: 2, options: { atlantisSubmerged: true, revealOwnValues: true } },
];

/** The kit's properties over 2, 3 and 4 players and each variant, with Survive's laws and the leak check. */
export function kitProperties(): KitProperty[] {
  const configs = [{ players: 2 }, { players: 3 }, { players: 4 }, ...VARIANTS.map(({ players, options }) => ({ players, options }))];
  return gameProperties(survive, { configs, invariants: laws, resample: resampleHidden, exports: pkg });
}

/** The properties about hidden information, views and the laws (the rest are about play). */
export const isSecretsProperty = (p: KitProperty): boolean => /view|simulator|determinize|resampled|laws/.test(p.name);
