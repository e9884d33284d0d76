import type { BaseState, Seat } from '@tabula/core';
import type { AreaColour, AreaId, CardColour, Resource, SpaceId, WhiteSpaceId } from './data/components';
import type { ComponentSet } from './data/provisional';

/** A built clockworker (C6): one card, or an evolved stack of several counted as one (C6.3). */
export interface Clockworker {
  cards: string[];
  tapped: boolean;
}

/** A die on a privilege slot (C3.2). */
export interface SlotDie {
  owner: Seat;
  value: number;
}

/** A die rolled this turn (C2.1): kept (its face counts as steps) or unused (may be placed, C3.1). */
export interface RolledDie {
  face: number;
  kept: boolean;
  placed: boolean;
}

/** One seat's holdings. */
export interface PlayerState {
  vp: number;
  /** VP gained from machine gods on arrival (C2.6), counted by Ishtar (C8.2). Also inside `vp`. */
  arrivalVp: number;
  /** The space of this player's pawn. */
  pawn: SpaceId;
  /** Clockworker cards in hand: secret to the others. */
  hand: string[];
  built: Clockworker[];
  /** Per resource, in `RESOURCES` order. */
  resources: number[];
  /** Machine gods held (C7). */
  gods: string[];
  /** Dice in hand: those rolled this turn stay counted here until placed. */
  diceInHand: number;
  /** Dice permanently removed to take machine gods (C3.1). */
  diceRemoved: number;
}

/**
 * A step of the current turn still to resolve; the first runs next. Steps with a choice wait for
 * the current player's action (they are the pending decision); the others resolve at once.
 */
export type Step =
  /** C2.1–C2.3: keep dice, tap clockworkers, then go. */
  | { kind: 'move' }
  /** C2.5 (and after Temple P1, white only): tap an untapped clockworker of these colours to use its ability. */
  | { kind: 'activate'; colours: CardColour[] }
  /** C2.6 */
  | { kind: 'godBonus'; colour: AreaColour }
  /** C3.1: choose (place, release or take a god), then go on placing or releasing. */
  | { kind: 'areaAction'; area: AreaId; mode: 'choose' | 'place' | 'release' }
  /** C3.3: the area's basic effect, then each privilege held (without `repeat` when repeating). */
  | { kind: 'effects'; area: AreaId; repeat: boolean }
  /** An area's basic effect only, borrowed by Temple P1 or an ability. */
  | { kind: 'basic'; area: AreaId }
  /** C4 white spaces: +VP, then the buy-back. */
  | { kind: 'whiteSpace'; space: WhiteSpaceId }
  | { kind: 'buyBack'; space: WhiteSpaceId }
  | { kind: 'gainVp'; n: number }
  | { kind: 'gain'; resource: Resource; n: number }
  | { kind: 'draw'; n: number }
  /** Untap all your clockworkers but the one whose first card is `except`. */
  | { kind: 'untapAll'; except: string | null }
  | { kind: 'choose'; from: Resource[]; left: number }
  | { kind: 'stealVp'; n: number }
  | { kind: 'stealResource'; left: number }
  | { kind: 'useBasic' }
  | { kind: 'exchange'; price: number }
  | { kind: 'factory'; built: boolean; maintained: boolean; substitute: number }
  | { kind: 'labDiscard' }
  | { kind: 'evolve'; tries: number; thresholdChange: number; selected: number[] };

/** The current player's turn. */
export interface Turn {
  dice: RolledDie[];
  /** The sum of taps so far (+1 / −1 each, C2.2). */
  tapSteps: number;
  steps: Step[];
}

/** The breakdown of final scoring (C8), by seat. */
export interface FinalScoring {
  gods: number[];
  built: number[];
  colours: number[];
  hand: number[];
  resources: number[];
}

/** The state of a Clockwork Empire game. Plain JSON. */
export interface ClockworkState extends BaseState {
  game: 'clockwork-empire';
  /** The component data in play (C9): the provisional set or `options.set`. */
  set: ComponentSet;
  /** The loop for this player count (no Canyon with 3 players). */
  loop: SpaceId[];
  phase: 'mulligan' | 'play' | 'over';
  round: number;
  /** The seat whose turn it is (or who owes the mulligan decision). */
  current: Seat;
  seats: PlayerState[];
  /** Per resource, in `RESOURCES` order. */
  supply: number[];
  /** Secret: the order of the draw pile. */
  deck: string[];
  discard: string[];
  /** Privilege slots per area, left to right. */
  slots: Record<AreaId, (SlotDie | null)[]>;
  /** Machine gods still beside each area. */
  gods: Record<AreaId, string[]>;
  /** Owners of the dice lying on each white space. */
  whiteDice: Record<WhiteSpaceId, Seat[]>;
  /** Dice bought back at each white space so far (sets the price, C4). */
  buybacks: Record<WhiteSpaceId, number>;
  turn: Turn | null;
  final: FinalScoring | null;
}
