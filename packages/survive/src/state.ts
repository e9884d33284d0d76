/** The state of a Survive game: plain JSON, positions as hex indices (see `geometry`). */
import type { BaseState, Seat } from '@tabula/core';
import type { SafeIsle } from './data/board';
import type { Creature } from './data/tiles';
import type { HexIndex } from './geometry';
import type { ResolvedOptions } from './options';

/** A colour's index, 0 … colours − 1. A seat owns one colour, or two in the 2-player two-colour game (S8). */
export type Colour = number;

/** Where an explorer is (S3): on a terrain tile, aboard a boat, swimming, saved on a safe isle, or dead. */
export type ExplorerStatus = 'land' | 'boat' | 'sea' | 'saved' | 'dead';

/**
 * A placed explorer. Its id is its index in `explorers`, given in placement order, so it says
 * nothing of its value (S1.5).
 */
export interface Explorer {
  colour: Colour;
  /** The treasure under the token (S1.1): secret, see the view. */
  value: number;
  status: ExplorerStatus;
  /** Its hex on land, aboard (the boat's hex) or at sea; where it was saved or died; null never after placement. */
  hex: HexIndex;
  /** The boat it is aboard, else null. */
  boat: number | null;
  /** The safe isle it reached, else null. */
  isle: SafeIsle | null;
}

/** Where a boat or creature token is: on the board, in the supply, or out of the game. */
export type PieceStatus = 'board' | 'supply' | 'gone';

/** A boat token (S3.5). Boats have no colour once placed. */
export interface Boat {
  status: PieceStatus;
  /** Its hex while on the board, else null. */
  hex: HexIndex | null;
  /** Explorer ids aboard, in boarding order (at most 3). */
  passengers: number[];
}

/** A creature token (S5). Sea serpents start on the board, sharks and whales in the supply. */
export interface CreatureToken {
  kind: Creature;
  status: PieceStatus;
  hex: HexIndex | null;
}

/** The four steps of a turn (S2). The die is rolled automatically on leaving `remove`. */
export type Step = 'tile' | 'move' | 'remove' | 'creature';

/** A decision owed before the turn can go on. */
export type Pending =
  /** S6 boat back: more than 3 swimmers where the boat appeared; the remover picks who boards, one at a time. */
  | { kind: 'boarders'; boat: number; hex: HexIndex }
  /**
   * S6 defence: a creature moved by the active player threatens other seats' explorers. `seats`
   * still to answer, the first one acting (seats with no tile in hand are not asked).
   */
  | { kind: 'defence'; attack: 'shark' | 'whale'; creature: number; hex: HexIndex; seats: Seat[] };

/**
 * Why the game ended: the volcano (S7.1), the last tile removed in challenge 4 or the last
 * explorer off the board in challenge 2 (S8), or the `roundLimit` option's guard (not a rule of
 * the game: a game it stops says so).
 */
export type EndReason = 'volcano' | 'islandSunk' | 'noExplorersLeft' | 'roundLimit';

/** The state of a Survive game. */
export interface SurviveState extends BaseState {
  game: 'survive';
  /** The setup options, resolved. */
  options: ResolvedOptions;
  /** Colours in play: one per seat, or 4 in the two-colour 2-player game. */
  colours: number;
  /** The seat owning each colour. */
  colourOwner: Seat[];
  /** The tile id (index into `TERRAIN_TILES`) lying on each hex, null on sea. Secret backs: see the view. */
  board: (number | null)[];
  /** Which hexes hold a terrain tile (the geometry's `LandPresence`); mirrors `board`. */
  land: boolean[];
  /** Each colour's unplaced explorer values, ascending (S1.3). */
  unplaced: number[][];
  /** Placed explorers, by id. */
  explorers: Explorer[];
  /** The 12 boats, by id. */
  boats: Boat[];
  /** The creatures, by id: 5 sea serpents, 6 sharks, 5 whales. */
  creatures: CreatureToken[];
  /** Red and defence tiles held, by seat (tile ids). Secret to others. */
  hands: number[][];
  /**
   * Removed tiles no longer in play (green backs resolved, red tiles played, and at the end the
   * tiles the volcano destroyed, S7.1), in order: public.
   */
  discard: number[];
  /** What is happening. */
  phase: 'placeExplorers' | 'placeBoats' | 'play' | 'over';
  /** Setup placements made so far (explorers, then boats): the colour to place is `placements % colours`. */
  placements: number;
  /** The seat whose turn it is; once the game is over, the seat whose turn it ended in (no next turn begins). */
  current: Seat;
  /** Turns begun, from 1; once the game is over, the turn it ended in. */
  turn: number;
  /** The current step of the turn (S2). */
  step: Step;
  /** Whether a red tile was played this turn (S2 step 1: at most one). */
  tilePlayed: boolean;
  /** Movement points left this turn (S3.1). */
  movesLeft: number;
  /** Explorers that made their one sea move this turn (S3.4). */
  swam: number[];
  /** The creature rolled this turn (S5.1), while its move is pending. */
  rolled: Creature | null;
  /** The decision owed now, if any. */
  pending: Pending | null;
  /** House rule 1: opposing explorers each seat killed on its turns. */
  kills: number[];
  /** Why the game ended, once over. */
  endReason: EndReason | null;
}
