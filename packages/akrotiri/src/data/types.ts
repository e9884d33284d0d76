/**
 * Shapes of Akrotiri's component data: land tiles, Thera and map cards (K1, K2, K9).
 *
 * Everything is plain JSON-compatible data, so a user may supply their own set and have it checked
 * by `validateComponents`. Tile data is given in the tile's unrotated frame (north up).
 *
 * @module
 */
import { deepFreeze } from '@tabula/core';

/** The four terrain icons, one per cube colour (K1.2). */
export type Icon = 'volcano' | 'lake' | 'forest' | 'mountain';

/** Every icon, in a fixed order. */
export const ICONS: readonly Icon[] = deepFreeze(['volcano', 'lake', 'forest', 'mountain']);

/**
 * A quadrant of a cell, named by its outer corner (K2.2). Each quadrant of a land tile holds one
 * land piece at that corner.
 */
export type Quadrant = 'NW' | 'NE' | 'SE' | 'SW';

/** The quadrants in clockwise order from NW: a quarter turn moves each one step along. */
export const QUADRANTS: readonly Quadrant[] = deepFreeze(['NW', 'NE', 'SE', 'SW']);

/** A cell edge; its route end lies at the edge's midpoint (K2.4). */
export type Side = 'N' | 'E' | 'S' | 'W';

/** The sides in clockwise order from N: a quarter turn moves each one step along. */
export const SIDES: readonly Side[] = deepFreeze(['N', 'E', 'S', 'W']);

/**
 * The optional route node at a tile's centre, where routes meet in a junction (K9). A tile's other
 * route nodes are its four route ends (named by {@link Side}) and its docks (named by dock id).
 */
export const CENTRE = 'C';

/** A route edge between two route nodes of one tile (or of Thera). */
export type RouteEdge = readonly [string, string];

/** A dock of a land tile: a route node on the coast of one piece (K2.2, K2.4). */
export interface TileDock {
  /** Unique within the tile; not a side name nor {@link CENTRE}. */
  readonly id: string;
  /** The quadrant whose piece the dock belongs to (unrotated frame). */
  readonly piece: Quadrant;
}

/** A square land tile, in its unrotated frame (K1.2, K2.2, K2.4). */
export interface LandTile {
  /** Unique among the set's tiles. */
  readonly id: string;
  /** The one terrain icon the tile shows (K1.2). */
  readonly icon: Icon;
  /** The quadrant the icon lies in; its piece bears the icon (K2.2, K5.4). */
  readonly iconQuadrant: Quadrant;
  /**
   * Which corner pieces are joined inside the tile: a partition of NW/NE/SE/SW into at least two
   * pieces, so the tile has at least two islands (K4.2: the second cube goes on another island of
   * the tile). `[['NW','NE'],['SE'],['SW']]` is a tile whose two northern pieces are one land mass.
   */
  readonly joins: readonly (readonly Quadrant[])[];
  /** The tile's docks: 1–3 of them in the provisional set (K9). */
  readonly docks: readonly TileDock[];
  /** The route graph over `N`/`E`/`S`/`W`, {@link CENTRE} and the dock ids (K2.4). */
  readonly routes: readonly RouteEdge[];
  /** `true` for designed stand-in data: the printed tiles are not public (K9). */
  readonly provisional: boolean;
}

/**
 * A route end on Thera's outer rim: which of Thera's 2×2 cells (named by its position, NW..SW)
 * and which of that cell's outer sides, e.g. `NE.N` is the northern edge of the north-east cell.
 */
export type TheraRouteEnd = 'NW.N' | 'NE.N' | 'NE.E' | 'SE.E' | 'SE.S' | 'SW.S' | 'SW.W' | 'NW.W';

/** Thera's 8 route ends, clockwise from the north-west (K9: route ends on all its edges). */
export const THERA_ROUTE_ENDS: readonly TheraRouteEnd[] = deepFreeze(['NW.N', 'NE.N', 'NE.E', 'SE.E', 'SE.S', 'SW.S', 'SW.W', 'NW.W']);

/** A dock of Thera, on one side of the board (K2.4, K9). */
export interface TheraDock {
  /** Unique within Thera; not a route end name. */
  readonly id: string;
  /** The side of Thera the dock lies on; Thera's two docks face opposite sides (K9). */
  readonly side: Side;
}

/** The Thera start board: 2×2 cells, one island that never joins tiles (K2.1, K2.3). */
export interface Thera {
  /** Thera's route graph over its {@link TheraRouteEnd}s and dock ids (K2.4). */
  readonly routes: readonly RouteEdge[];
  /** Exactly 2 docks, on opposite sides (K9). */
  readonly docks: readonly TheraDock[];
  /** `true` for designed stand-in data: the printed board is not public (K9). */
  readonly provisional: boolean;
}

/** A map card's difficulty deck (K1.1): easy (bronze), normal (silver), hard (gold). */
export type Tier = 'easy' | 'normal' | 'hard';

/** Every tier, easiest first. */
export const TIERS: readonly Tier[] = deepFreeze(['easy', 'normal', 'hard']);

/** A direction read from a seat's side of the table (K2.6, K5.4). */
export type Direction = 'above' | 'below' | 'left' | 'right';

/** Every direction. */
export const DIRECTIONS: readonly Direction[] = deepFreeze(['above', 'below', 'left', 'right']);

/** "At least `count` icons of type `icon` lie `direction` of the temple" (K5.4). */
export interface Requirement {
  /** How many icons at least: a positive whole number. */
  readonly count: number;
  /** Which icon type counts. */
  readonly icon: Icon;
  /** Where the icons must lie, read from the excavating player's seat (K2.6). */
  readonly direction: Direction;
}

/** A map card: where a temple lies relative to icons, what it costs and scores (K5.3, K6.2). */
export interface MapCard {
  /** Unique among the set's map cards. */
  readonly id: string;
  /** The deck it belongs to (K1.1, K3.3). */
  readonly tier: Tier;
  /** Every requirement must hold; the icon total (sum of counts) is bounded by tier (K9). */
  readonly requirements: readonly Requirement[];
  /** Drachmas paid to excavate (K5.3). */
  readonly cost: number;
  /** Victory points when excavated (K6.2). */
  readonly vp: number;
  /** `true` for designed stand-in data: the printed cards are not public (K9). */
  readonly provisional: boolean;
}

/** A complete set of board components: what setup would load (K1.1). */
export interface ComponentSet {
  /** The 36 land tiles (K1.1). */
  readonly tiles: readonly LandTile[];
  /** The Thera start board. */
  readonly thera: Thera;
  /** The 36 map cards, 12 per tier (K1.1). */
  readonly maps: readonly MapCard[];
  /** `true` when any part is designed stand-in data rather than the printed components. */
  readonly provisional: boolean;
}
