/**
 * The bounds K9 sets on component data; `validateComponents` checks any set against them.
 *
 * @module
 */
import type { Tier } from './types';

/** An inclusive whole-number range. */
export interface Range {
  readonly min: number;
  readonly max: number;
}

/** What every map card of one tier must satisfy (K9). */
export interface TierBounds {
  /** Total icons over all requirements (sum of counts). */
  readonly icons: Range;
  readonly cost: Range;
  readonly vp: Range;
}

/** K9: per-tier bounds on icon total, cost and VP. */
export const TIER_BOUNDS: Readonly<Record<Tier, TierBounds>> = {
  easy: { icons: { min: 2, max: 3 }, cost: { min: 2, max: 3 }, vp: { min: 2, max: 3 } },
  normal: { icons: { min: 3, max: 5 }, cost: { min: 4, max: 6 }, vp: { min: 4, max: 5 } },
  hard: { icons: { min: 5, max: 7 }, cost: { min: 7, max: 9 }, vp: { min: 6, max: 7 } },
};

/** K1.1, K1.2, K9: how many of each component a set holds. */
export const COMPONENT_COUNTS = {
  /** K1.1: 36 land tiles. */
  tiles: 36,
  /** K1.2 [P]: 9 tiles per icon. */
  tilesPerIcon: 9,
  /** K1.1: 12 map cards per tier. */
  mapsPerTier: 12,
  /** K9: docks on one land tile. */
  docksPerTile: { min: 1, max: 3 } as Range,
  /** K9: Thera's docks. */
  theraDocks: 2,
} as const;

/**
 * What a component id (a tile, dock or map card id) may be: 1 to `maxLength` characters, none of
 * `forbidden`. Dock ids become parts of route node keys (`"x,y:a"`) and actions carry ids, so the
 * separators `:` and `,` are refused, and ids are as long as an action field allows.
 */
export const COMPONENT_ID = {
  /** The longest id, in characters. */
  maxLength: 64,
  /** Characters an id may not contain. */
  forbidden: [':', ','] as readonly string[],
} as const;

/** The farthest a cell may lie from Thera, east or west and north or south (36 tiles reach no farther). */
export const MAX_COORD = 64;

/** Whether `value` is a whole number within `range`. */
export function inRange(value: number, range: Range): boolean {
  return Number.isInteger(value) && value >= range.min && value <= range.max;
}
