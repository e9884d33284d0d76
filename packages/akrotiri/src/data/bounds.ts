/**
 * The bounds on component data: what the rulebook says of every component, which
 * `validateComponents` checks any set against, and the provisional set's own design bounds (K9).
 *
 * @module
 */
import { deepFreeze } from '@tabula/core';
import type { Tier } from './types';

/** An inclusive whole-number range. */
export interface Range {
  readonly min: number;
  readonly max: number;
}

/** Bounds on a map card's icons, cost and VP. */
export interface TierBounds {
  /** Total icons over all requirements (sum of counts). */
  readonly icons: Range;
  /** Drachmas paid to excavate. */
  readonly cost: Range;
  /** Victory points scored. */
  readonly vp: Range;
}

/**
 * What every map card must satisfy, whatever its tier; `validateComponents` holds any set to it.
 * K9 [R]: every map card shows 1 to 3 terrain icons ("每張地圖卡牌都有1-3個地形圖標"). The rulebook
 * gives no numbers for cost and VP: they are whole numbers from 0 to 99 (ours: a sanity bound only).
 */
export const MAP_CARD_BOUNDS: TierBounds = deepFreeze({ icons: { min: 1, max: 3 }, cost: { min: 0, max: 99 }, vp: { min: 0, max: 99 } });

/**
 * K9 [P]: the provisional set's design, tier by tier, within {@link MAP_CARD_BOUNDS}: difficulty,
 * cost and VP grow from easy to hard (the digest's cost and VP ranges). A design rule of the
 * stand-in cards only: a user's set is not held to it.
 */
export const TIER_BOUNDS: Readonly<Record<Tier, TierBounds>> = deepFreeze({
  easy: { icons: { min: 1, max: 2 }, cost: { min: 2, max: 3 }, vp: { min: 2, max: 3 } },
  normal: { icons: { min: 2, max: 3 }, cost: { min: 4, max: 6 }, vp: { min: 4, max: 5 } },
  hard: { icons: { min: 3, max: 3 }, cost: { min: 7, max: 9 }, vp: { min: 6, max: 7 } },
});

/** K1.1, K1.2, K9: how many of each component a set holds. */
export const COMPONENT_COUNTS = deepFreeze({
  /** K1.1: 36 land tiles. */
  tiles: 36,
  /** K1.2 [P]: 9 tiles per icon. */
  tilesPerIcon: 9,
  /** K1.1: 12 map cards per tier. */
  mapsPerTier: 12,
  /**
   * K9 [P]: docks on one land tile: the provisional tiles have 1–3 (the digest's bound);
   * `validateComponents` accepts up to 4 (the rulebook gives no number).
   */
  docksPerTile: { min: 1, max: 4 } as Range,
  /** K9: Thera's docks. */
  theraDocks: 2,
} as const);

/**
 * What a component id (a tile, dock or map card id) may be: 1 to `maxLength` characters, none of
 * `forbidden`. Dock ids become parts of route node keys (`"x,y:a"`) and actions carry ids, so the
 * separators `:` and `,` are refused, and ids are as long as an action field allows.
 */
export const COMPONENT_ID = deepFreeze({
  /** The longest id, in characters. */
  maxLength: 64,
  /** Characters an id may not contain. */
  forbidden: [':', ','] as readonly string[],
} as const);

/** The farthest a cell may lie from Thera, east or west and north or south (36 tiles reach no farther). */
export const MAX_COORD = 64;

/** Whether `value` is a whole number within `range`. */
export function inRange(value: number, range: Range): boolean {
  return Number.isInteger(value) && value >= range.min && value <= range.max;
}
