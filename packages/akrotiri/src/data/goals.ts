/**
 * The 12 goal cards (K7 [R]): the rulebook's appendix gives each card's condition and points.
 *
 * @module
 */
import { deepFreeze } from '@tabula/core';
import type { Icon } from './types';

/** How a goal card counts (K7). */
export type GoalKind =
  | { kind: 'onePortage' }
  | { kind: 'twoPortages' }
  | { kind: 'isolated' }
  | { kind: 'quarters' }
  | { kind: 'largestComplete' }
  | { kind: 'incomplete' }
  | { kind: 'noIcon' }
  | { kind: 'icon'; icon: Icon }
  | { kind: 'threeIcons' };

/** A goal card: its id, condition and points. */
export type GoalCard = GoalKind & {
  readonly id: GoalId;
  /** Points per temple (per quarter for G4, per tile for G5). */
  readonly points: number;
  /** The card's text, for people. */
  readonly text: string;
};

/** Goal card ids, G1–G12 in the digest's order. */
export type GoalId = 'G1' | 'G2' | 'G3' | 'G4' | 'G5' | 'G6' | 'G7' | 'G8' | 'G9' | 'G10' | 'G11' | 'G12';

/** K7 [R]: the 12 goal cards. */
export const GOALS: readonly GoalCard[] = deepFreeze<GoalCard[]>([
  { id: 'G1', kind: 'onePortage', points: 3, text: 'each temple exactly 1 portage from Thera (not by sea alone)' },
  { id: 'G2', kind: 'twoPortages', points: 6, text: 'each temple at least 2 portages from Thera' },
  { id: 'G3', kind: 'isolated', points: 3, text: 'each temple whose island no other island of your temples reaches in one sea move (not through Thera)' },
  { id: 'G4', kind: 'quarters', points: 2, text: "each quarter of the board (split through Thera's centre) holding your temple" },
  { id: 'G5', kind: 'largestComplete', points: 1, text: 'each tile of the largest complete island holding your temple (Thera counts 1)' },
  { id: 'G6', kind: 'incomplete', points: 2, text: 'each temple on an incomplete island' },
  { id: 'G7', kind: 'noIcon', points: 4, text: 'each temple on an island with no icon' },
  { id: 'G8', kind: 'icon', icon: 'volcano', points: 2, text: 'each temple on an island with a volcano' },
  { id: 'G9', kind: 'icon', icon: 'lake', points: 2, text: 'each temple on an island with a lake' },
  { id: 'G10', kind: 'icon', icon: 'forest', points: 2, text: 'each temple on an island with a forest' },
  { id: 'G11', kind: 'icon', icon: 'mountain', points: 2, text: 'each temple on an island with a mountain' },
  { id: 'G12', kind: 'threeIcons', points: 3, text: 'each temple on an island with 3 or more different icons' },
]);

/** Every goal id, in order. */
export const GOAL_IDS: readonly GoalId[] = deepFreeze(GOALS.map((g) => g.id));

/** K7: three different icons or more on one island, for G12. */
export const THREE_ICONS = 3;

/** The goal card with id `id`. */
export function goalById(id: GoalId): GoalCard {
  const goal = GOALS.find((g) => g.id === id);
  if (!goal) throw new RangeError(`unknown goal ${id}`);
  return goal;
}
