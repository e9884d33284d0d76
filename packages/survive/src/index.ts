/**
 * Survive: Escape from Atlantis! (30th anniversary edition) for 2–4 players, as a pure, seeded
 * Tabula game: setup placements, the full turn, every tile back, the defence tiles out of turn,
 * scoring, the 2-player two-colour game, the four challenges and the two house rules.
 *
 * @packageDocumentation
 */
export { survive, SCHEMA, validateState } from './game';
export { actionSpecs, parseAction, type SurviveAction } from './actions';
export { SurviveErrors, type SurviveErrorCode, type SurviveRejection } from './errors';
export type { SurviveEvent, Cause } from './events';
export { MAX_ROUND_LIMIT, type SurviveOptions, type ResolvedOptions } from './options';
export type { SurviveState, Explorer, ExplorerStatus, Boat, CreatureToken, PieceStatus, Pending, Step, EndReason, Colour } from './state';
export { determinize, resampleHidden, seesValues, type SurviveView, type ExplorerView } from './view';
export type { DataSource, SourceTag } from './data/source';
export { BOARD_SOURCE, CENTRE, LAND_SLOTS, ROW_COLUMNS, SAFE_ISLE_NAMES, SAFE_ISLES, SEA_SERPENT_STARTS, type Hex, type SafeIsle } from './data/board';
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
export { BOAT_CAPACITY, ISLE_BONUS_POINTS, KILL_BONUS_POINTS, MOVEMENT_POINTS, RULES_SOURCES, SETUP_TILE_CAPACITY } from './data/rules';
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
