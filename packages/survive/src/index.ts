/**
 * Survive: Escape from Atlantis! Work in progress: so far only the component data and the board
 * geometry; no game yet.
 *
 * @packageDocumentation
 */
export type { DataSource, SourceTag } from './data/source';
export {
  BOARD_SOURCE,
  CENTRE,
  LAND_SLOTS,
  ROW_COLUMNS,
  SAFE_ISLE_NAMES,
  SAFE_ISLES,
  SEA_SERPENT_STARTS,
  type Hex,
  type SafeIsle,
} from './data/board';
export {
  COMPONENT_COUNTS,
  CREATURE_DIE_FACES,
  CREATURE_MOVES,
  EXPLORER_VALUES,
  TERRAIN_COUNTS,
  TERRAIN_TILES,
  TERRAINS,
  TILE_BACK_CLASS,
  TILE_BACKS,
  TILE_MOVES,
  TILE_SOURCES,
  type ComponentCounts,
  type Creature,
  type ExplorerValue,
  type MoveRange,
  type Terrain,
  type TerrainTile,
  type TileBack,
  type TileBackClass,
  type TileBackEntry,
} from './data/tiles';
export {
  CENTRE_INDEX,
  HEX_COUNT,
  LAND_SLOT_INDICES,
  SAFE_ISLE_HEXES,
  SEA_AT_START,
  SEA_SERPENT_START_INDICES,
  STARTING_BOAT_SPACES,
  coastalLandSlots,
  distance,
  hexIndex,
  hexOf,
  isCoastal,
  isHexIndex,
  isLandSlot,
  isSea,
  landAtStart,
  landNeighbours,
  neighbours,
  safeIsleOf,
  seaDistances,
  seaNeighbours,
  seaWithin,
  type HexIndex,
  type LandPresence,
  type PassThrough,
} from './geometry';
