import type { BaseState, Seat } from '@tabula/core';
import type { AreaColour, AreaId, CardColour, Resource, SpaceId, WhiteSpaceId } from './data/components';
import type { ComponentSet } from './data/provisional';

/** A built clockworker (C6): one card, or an evolved stack of several counted as one (C6.3). */
export interface Clockworker {
  /** Card ids, in stack order (one card unless evolved). */
  cards: string[];
  /** Tapped (used) or untapped (standing, C6.1). */
  tapped: boolean;
}

/** A die on a privilege slot (C3.2). */
export interface SlotDie {
  /** The die's owner. */
  owner: Seat;
  /** Its face when placed. */
  value: number;
}

/** A die rolled this turn (C2.1): kept (its face counts as steps) or unused (may be placed, C3.1). */
export interface RolledDie {
  /** The rolled face. */
  face: number;
  /** Kept for the move (C2.1). */
  kept: boolean;
  /** Placed on a privilege slot (C3.1). */
  placed: boolean;
}

/** One seat's holdings. */
export interface PlayerState {
  /** Victory points. */
  vp: number;
  /** VP gained from machine gods on arrival (C2.6), counted by Ishtar (C8.2). Also inside `vp`. */
  arrivalVp: number;
  /** The space of this player's pawn. */
  pawn: SpaceId;
  /** Clockworker cards in hand: secret to the others. */
  hand: string[];
  /** Built clockworkers (C6), in build order; an evolved stack takes the place of its first member. */
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
  /**
   * C2.5: tap untapped clockworkers of this colour (one colour: the space's, or white after Temple
   * P1), one at a time, to use their abilities; `done` ends it.
   */
  | { kind: 'activate'; colours: CardColour[] }
  /** An `extraSteps` ability: move on 1 to `n` steps (a new arrival), or decline. */
  | { kind: 'extraSteps'; n: number }
  /** C2.6 */
  | { kind: 'godBonus'; colour: AreaColour }
  /** C3.1: choose (place, release or take a god), then go on placing or releasing. */
  | { kind: 'areaAction'; area: AreaId; mode: 'choose' | 'place' | 'release' }
  /** C3.3: the area's basic effect, then each privilege held (without `repeat` when repeating). */
  | { kind: 'effects'; area: AreaId; repeat: boolean }
  /**
   * A space's basic effect only, borrowed by Temple P1 (any space of the loop, C4) or by an
   * ability (a coloured area). `area` names the space, a white space included.
   */
  | { kind: 'basic'; area: SpaceId }
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
  /** Cards whose abilities were used this turn: each at most once (C2.5, C6.3). */
  used: string[];
  /** Evolution tries made this turn (C6.3: one per turn, two with Laboratory P1). */
  evolutions: number;
  /** What is left of the turn; the first step is next. */
  steps: Step[];
}

/** The breakdown of final scoring (C8), by seat. */
export interface FinalScoring {
  /** C8.1–C8.2: machine gods (VP taken by Wrath included). */
  gods: number[];
  /** C8.3: 1 VP per built clockworker. */
  built: number[];
  /** C8.3: colour majorities. */
  colours: number[];
  /** C8.4: most cards in hand. */
  hand: number[];
  /** C8.4: most resources. */
  resources: number[];
}

/** The state of a Clockwork Empire game. Plain JSON. */
export interface ClockworkState extends BaseState {
  game: 'clockwork-empire';
  /**
   * The component data in play (C9): `options.set`, or `null` for the provisional set
   * (`PROVISIONAL_SET`), which the state then does not carry.
   */
  set: ComponentSet | null;
  /** The loop for this player count (no Canyon with 3 players). */
  loop: SpaceId[];
  /** The mulligan (C1.3), play, or over after final scoring. */
  phase: 'mulligan' | 'play' | 'over';
  /** The round, from 1. */
  round: number;
  /** C5.1 (translation): a player has reached 50 VP this game; final scoring follows this round. */
  endTriggered: boolean;
  /** The seat whose turn it is (or who owes the mulligan decision). */
  current: Seat;
  /** Each seat's holdings, by seat. */
  seats: PlayerState[];
  /** Per resource, in `RESOURCES` order. */
  supply: number[];
  /** Secret: the order of the draw pile. */
  deck: string[];
  /** Face-up discards, oldest first. */
  discard: string[];
  /** Privilege slots per area, left to right. */
  slots: Record<AreaId, (SlotDie | null)[]>;
  /** Machine gods still beside each area. */
  gods: Record<AreaId, string[]>;
  /** Owners of the dice lying on each white space. */
  whiteDice: Record<WhiteSpaceId, Seat[]>;
  /** Dice bought back at each white space so far (sets the price, C4). */
  buybacks: Record<WhiteSpaceId, number>;
  /** The current turn; `null` during the mulligan and after the end. */
  turn: Turn | null;
  /** The final scoring breakdown, once over. */
  final: FinalScoring | null;
}
