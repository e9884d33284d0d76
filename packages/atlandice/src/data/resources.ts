/**
 * Resources, districts and sectors (A1.1). Sector numbers are the die faces: districts 1–5,
 * the Black Market 6. From the rulebook. Every table is deeply frozen: the rules read them at run
 * time, and no caller may change them.
 */
import { deepFreeze } from '@tabula/core';


/** The five resource types, in district order. */
export const RESOURCES = deepFreeze(['gem', 'book', 'provisions', 'tool', 'weapon'] as const);
/** A resource type. */
export type Resource = (typeof RESOURCES)[number];
/** A resource type as an index into {@link RESOURCES} (0–4); district = index + 1. */
export type ResourceIndex = 0 | 1 | 2 | 3 | 4;

/** A sector: a district (1–5) or the Black Market (6). */
export type Sector = 1 | 2 | 3 | 4 | 5 | 6;
/** The Black Market's sector number (A1.1). */
export const BLACK_MARKET = 6 as const;
/** The Jewelers' sector, where J2 swaps from (A7). */
export const JEWELERS = 1 as const;
/** The faces of a die: a face is the sector it sends the die to (A3.1). */
export const DIE_FACES = deepFreeze([1, 2, 3, 4, 5, 6] as const);
/** A rank needs at least this many resources of the type (A5.4, A6.2, A8.1). */
export const MIN_TO_RANK = 1;
/** Every sector, in order. */
export const SECTORS = deepFreeze([1, 2, 3, 4, 5, 6] as const satisfies readonly Sector[]);
/** The five districts, in order. */
export const DISTRICTS: readonly Sector[] = deepFreeze([1, 2, 3, 4, 5]);

/** District names (A1.1), by sector. */
export const SECTOR_NAMES: Readonly<Record<Sector, string>> = deepFreeze({
  1: 'Jewelers',
  2: 'Library',
  3: 'Inn',
  4: 'Machinery',
  5: 'Forge',
  6: 'Black Market',
});

/** How many of each resource the game has (A1.1). */
export const RESOURCES_PER_TYPE = 12;
/** Resources of each type on the Black Market at setup (A1.3). */
export const BLACK_MARKET_START = 3;
/** The Black Market is refilled up to this many of a type when a district empties (A5.5). */
export const BLACK_MARKET_REFILL = 3;

/** Per player count: resources on each district's first tile (A1.3) and dice (A1.4, A9.1). */
export const PLAYER_COUNT_SETUP: Readonly<Record<2 | 3 | 4, Readonly<{ districtStart: number; dice: number; dicePerPlayer: number }>>> = deepFreeze({
  2: { districtStart: 7, dice: 7, dicePerPlayer: 3 },
  3: { districtStart: 7, dice: 7, dicePerPlayer: 2 },
  4: { districtStart: 9, dice: 9, dicePerPlayer: 2 },
});

/** The submarine's starting sector: the Machinery (A1.5). */
export const SUBMARINE_START: Sector = 4;

/** The district of a resource type. */
export const districtOf = (r: ResourceIndex): Sector => (r + 1) as Sector;
/** The resource type of a district. */
export const resourceOf = (district: Sector): ResourceIndex => (district - 1) as ResourceIndex;
/** The index of a resource type in {@link RESOURCES}. */
export const resourceIndex = (r: Resource): ResourceIndex => RESOURCES.indexOf(r) as ResourceIndex;
