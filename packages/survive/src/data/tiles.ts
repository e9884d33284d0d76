/**
 * Terrain tiles, their backs, explorers, the component supply and the creature die (S1, S5, S6,
 * S9). Data only. Each set's provenance is in {@link TILE_SOURCES}.
 *
 * @module
 */
import { deepFreeze } from '@tabula/core';
import type { DataSource } from './source';

/** The three terrain types, named as on the tiles (S1.2). */
export type Terrain = 'beach' | 'forest' | 'mountain';

/**
 * The terrain types from lowest to highest: the order in which S4.1 removes them (all beaches,
 * then all forests, then all mountains). Source: [R] rulebook.
 */
export const TERRAINS: readonly Terrain[] = deepFreeze(['beach', 'forest', 'mountain'] as const);

/** S1.2: how many tiles of each terrain (40 in all). Source: [R] rulebook component list. */
export const TERRAIN_COUNTS: Readonly<Record<Terrain, number>> = deepFreeze({
  beach: 16,
  forest: 16,
  mountain: 8,
});

/** What a terrain tile's back shows (S6), in the digest's words. */
export type TileBack =
  | 'shark'
  | 'whale'
  | 'boat'
  | 'whirlpool'
  | 'volcano'
  | 'dolphin'
  | 'winds'
  | 'moveSeaSerpent'
  | 'moveShark'
  | 'moveWhale'
  | 'killShark'
  | 'killWhale';

/**
 * S6: when a back takes effect. `green`: at once, revealed to all (S4.2); `red`: held secretly and
 * played in step 1 of the holder's turn; `defence`: held secretly and played on another player's
 * turn.
 */
export type TileBackClass = 'green' | 'red' | 'defence';

/** One row of the S9 tile-back table: a back, its class, and how many tiles of each terrain bear it. */
export interface TileBackEntry {
  /** The back. */
  readonly back: TileBack;
  /** When it takes effect (S6). */
  readonly class: TileBackClass;
  /** How many beach, forest and mountain tiles carry this back. */
  readonly counts: Readonly<Record<Terrain, number>>;
}

/**
 * S9: the tile-back table, one row per back, in the digest's order. Each terrain's column sums to
 * its {@link TERRAIN_COUNTS} entry. Source: [C] public re-creations and rules summaries (the
 * rulebook shows the backs only in pictures).
 */
export const TILE_BACKS: readonly TileBackEntry[] = deepFreeze<TileBackEntry[]>([
  { back: 'shark', class: 'green', counts: { beach: 3, forest: 2, mountain: 1 } },
  { back: 'whale', class: 'green', counts: { beach: 3, forest: 2, mountain: 0 } },
  { back: 'boat', class: 'green', counts: { beach: 1, forest: 3, mountain: 0 } },
  { back: 'whirlpool', class: 'green', counts: { beach: 0, forest: 2, mountain: 4 } },
  { back: 'volcano', class: 'green', counts: { beach: 0, forest: 0, mountain: 1 } },
  { back: 'dolphin', class: 'red', counts: { beach: 3, forest: 1, mountain: 0 } },
  { back: 'winds', class: 'red', counts: { beach: 2, forest: 0, mountain: 0 } },
  { back: 'moveSeaSerpent', class: 'red', counts: { beach: 1, forest: 1, mountain: 0 } },
  { back: 'moveShark', class: 'red', counts: { beach: 1, forest: 1, mountain: 0 } },
  { back: 'moveWhale', class: 'red', counts: { beach: 1, forest: 1, mountain: 0 } },
  { back: 'killShark', class: 'defence', counts: { beach: 1, forest: 1, mountain: 1 } },
  { back: 'killWhale', class: 'defence', counts: { beach: 0, forest: 2, mountain: 1 } },
]);

/** S6: each back's class, looked up by back (built from {@link TILE_BACKS}). */
export const TILE_BACK_CLASS: Readonly<Record<TileBack, TileBackClass>> = deepFreeze(
  Object.fromEntries(TILE_BACKS.map((entry) => [entry.back, entry.class])) as Record<TileBack, TileBackClass>,
);

/** A physical terrain tile: its face (terrain) and its secret back (S1.2). */
export interface TerrainTile {
  /** The face, visible while the tile is on the island. */
  readonly terrain: Terrain;
  /** The back, secret until the tile is removed (S4.2). */
  readonly back: TileBack;
}

/**
 * S1.2, S9: the 40 terrain tiles, expanded from {@link TILE_BACKS} in a fixed order (terrain
 * order, then table order), so a tile can be stored in game state as its index 0..39 here.
 */
export const TERRAIN_TILES: readonly TerrainTile[] = deepFreeze(
  TERRAINS.flatMap((terrain) =>
    TILE_BACKS.flatMap((entry) => Array.from({ length: entry.counts[terrain] }, (): TerrainTile => ({ terrain, back: entry.back }))),
  ),
);

/** An explorer's treasure value, printed under the token (S1.1). */
export type ExplorerValue = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * S1.1: the values of one colour's 10 explorers, ascending (total 28). Source: [C] public sources;
 * the rulebook says only "a number from 1 to 6".
 */
export const EXPLORER_VALUES: readonly ExplorerValue[] = deepFreeze<ExplorerValue[]>([1, 1, 1, 2, 2, 3, 3, 4, 5, 6]);

/** The counts of the game's pieces (S1.1). */
export interface ComponentCounts {
  /** Player colours in the box (2–4 players; S8's two-player game uses two colours each). */
  readonly colours: number;
  /** Explorers per colour. */
  readonly explorersPerColour: number;
  /** Boats in the box, shared between the players' starting boats and the supply. */
  readonly boats: number;
  /**
   * Boats each player places at setup (S1.4, "Each player gets 2 Ship tokens"): per player, not
   * per colour, so the two-colour 2-player game places 4 (S8, "other rules unchanged").
   */
  readonly boatsPerPlayer: number;
  /** Shark tokens, all in the supply at the start. */
  readonly sharks: number;
  /** Whale tokens, all in the supply at the start. */
  readonly whales: number;
  /** Sea serpent tokens, all on the board at the start (S9). */
  readonly seaSerpents: number;
}

/**
 * S1.1: the component counts: 4 colours of 10 explorers, 12 boats (2 per player, the rest in the
 * supply), 6 sharks, 5 whales, 5 sea serpents. Source: [R] rulebook component list and setup.
 */
export const COMPONENT_COUNTS: ComponentCounts = deepFreeze({
  colours: 4,
  explorersPerColour: 10,
  boats: 12,
  boatsPerPlayer: 2,
  sharks: 6,
  whales: 5,
  seaSerpents: 5,
});

/** The three sea creatures (S5). */
export type Creature = 'seaSerpent' | 'shark' | 'whale';

/** S5.1: the six faces of the creature die, two per creature. Source: [C] public sources. */
export const CREATURE_DIE_FACES: readonly Creature[] = deepFreeze<Creature[]>(['seaSerpent', 'seaSerpent', 'shark', 'shark', 'whale', 'whale']);

/** An inclusive range of sea spaces a piece may be moved. */
export interface MoveRange {
  /** Fewest spaces. */
  readonly min: number;
  /** Most spaces. */
  readonly max: number;
}

/**
 * S5.1: how far a rolled creature moves, through sea spaces only: sea serpent 1, shark 1–2, whale
 * 1–3. Source: [R] rulebook.
 */
export const CREATURE_MOVES: Readonly<Record<Creature, MoveRange>> = deepFreeze({
  seaSerpent: { min: 1, max: 1 },
  shark: { min: 1, max: 2 },
  whale: { min: 1, max: 3 },
});

/**
 * S6: how far the red dolphin (one of your swimmers) and winds (a boat you control) tiles move,
 * in sea spaces. Source: [R] rulebook.
 */
export const TILE_MOVES: Readonly<Record<'dolphin' | 'winds', MoveRange>> = deepFreeze({
  dolphin: { min: 1, max: 3 },
  winds: { min: 1, max: 3 },
});

/** Provenance of each data set in this module, keyed by the constant's name. */
export const TILE_SOURCES: Readonly<
  Record<
    | 'TERRAIN_COUNTS'
    | 'TILE_BACKS'
    | 'EXPLORER_VALUES'
    | 'COMPONENT_COUNTS'
    | 'CREATURE_DIE_FACES'
    | 'CREATURE_MOVES'
    | 'TILE_MOVES',
    DataSource
  >
> = deepFreeze({
  TERRAIN_COUNTS: { tag: 'R', rules: ['S1.2'], note: 'Rulebook component list.' },
  TILE_BACKS: {
    tag: 'C',
    rules: ['S9', 'S6'],
    note: 'Public re-creations and rules summaries; the rulebook shows the backs only in pictures.',
  },
  EXPLORER_VALUES: { tag: 'C', rules: ['S1.1'], note: 'Public sources; the rulebook gives only the range 1 to 6.' },
  COMPONENT_COUNTS: { tag: 'R', rules: ['S1.1'], note: 'Rulebook component list and setup.' },
  CREATURE_DIE_FACES: { tag: 'C', rules: ['S5.1'], note: 'Public sources; the rulebook does not list the faces.' },
  CREATURE_MOVES: { tag: 'R', rules: ['S5.1'], note: 'Rulebook, "Using a Die Result".' },
  TILE_MOVES: { tag: 'R', rules: ['S6'], note: 'Rulebook, dolphin and winds tiles.' },
});
