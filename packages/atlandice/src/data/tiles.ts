/**
 * The 15 district tiles (A1.2, A7, A10). Effects are from the rulebook; clock symbols are from the
 * rulebook for the Machinery (A10.1) and provisional for the other tiles and the Black Market
 * (A10.2): the printed values are only shown in pictures. Replace them with `options.tileClocks`.
 */
import { deepFreeze } from '@tabula/core';
import type { Sector } from './resources';

/** A tile's identifier: category letter and effect number, e.g. `J3`. */
export type TileId = 'J1' | 'J2' | 'J3' | 'L1' | 'L2' | 'L3' | 'I1' | 'I2' | 'I3' | 'M1' | 'M2' | 'M3' | 'F1' | 'F2' | 'F3';

/** Where a piece of component data comes from. */
export type DataSource = 'rulebook' | 'provisional';

/** One district tile. */
export interface TileData {
  id: TileId;
  /** The district it belongs to (A1.2). */
  district: Sector;
  /** Clock symbols: how far the hand moves when the round's last die lies here (A6.1). */
  clock: number;
  /** Where `clock` comes from. */
  clockSource: DataSource;
}

/** Every tile, by district then number (A7 order). */
export const TILES: readonly Readonly<TileData>[] = deepFreeze([
  { id: 'J1', district: 1, clock: 1, clockSource: 'provisional' },
  { id: 'J2', district: 1, clock: 2, clockSource: 'provisional' },
  { id: 'J3', district: 1, clock: 3, clockSource: 'provisional' },
  { id: 'L1', district: 2, clock: 1, clockSource: 'provisional' },
  { id: 'L2', district: 2, clock: 2, clockSource: 'provisional' },
  { id: 'L3', district: 2, clock: 3, clockSource: 'provisional' },
  { id: 'I1', district: 3, clock: 1, clockSource: 'provisional' },
  { id: 'I2', district: 3, clock: 2, clockSource: 'provisional' },
  { id: 'I3', district: 3, clock: 3, clockSource: 'provisional' },
  { id: 'M1', district: 4, clock: 1, clockSource: 'rulebook' },
  { id: 'M2', district: 4, clock: 2, clockSource: 'rulebook' },
  { id: 'M3', district: 4, clock: 3, clockSource: 'rulebook' },
  { id: 'F1', district: 5, clock: 1, clockSource: 'provisional' },
  { id: 'F2', district: 5, clock: 2, clockSource: 'provisional' },
  { id: 'F3', district: 5, clock: 3, clockSource: 'provisional' },
] satisfies TileData[]);

/** Every tile id, in {@link TILES} order. */
export const TILE_IDS: readonly TileId[] = deepFreeze(TILES.map((t) => t.id));

/** Tiles per district stack (A1.2). */
export const TILES_PER_DISTRICT = 3;

/** The Black Market's clock symbols (A10.2, provisional). */
export const BLACK_MARKET_CLOCK: Readonly<{ clock: number; source: DataSource }> = deepFreeze({ clock: 2, source: 'provisional' });

/** Clock symbols beside an exhausted district: it has no tile (our ruling on A5.6 with A6.1). */
export const EXHAUSTED_DISTRICT_CLOCK = 0;
