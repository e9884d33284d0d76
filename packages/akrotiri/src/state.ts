/** The state of an Akrotiri game: plain JSON (see the README for what each part means). */
import type { BaseState, Seat } from '@tabula/core';
import type { Board } from './board/state';
import type { DockId } from './board/routes';
import type { GoalId } from './data/goals';
import type { Color } from './data/rules';
import type { ComponentSet, Quadrant, Tier } from './data/types';

/** A cube lying on a land piece (K4.2, K5.8). Cubes on one island are interchangeable. */
export interface BoardCube {
  x: number;
  y: number;
  quadrant: Quadrant;
  color: Color;
}

/** A temple on the board (K5.3), with the map card that found it. */
export interface Temple {
  seat: Seat;
  x: number;
  y: number;
  quadrant: Quadrant;
  map: string;
}

/** One player's things (K1.4, K3.1). */
export interface PlayerState {
  drachmas: number;
  /** The dock the boat lies at; `null` before it is placed (K3.5). */
  boat: DockId | null;
  /** Cubes aboard, by colour, in loading order (K5.2). */
  cargo: Color[];
  /** Temples still on the player board (K1.4). */
  templesLeft: number;
  /** The land tile in hand, secret (K3.5, K4.4) unless `tileFaceUp`; `null` when none. */
  tile: string | null;
  /**
   * K5.6: the tile in hand was revealed face up by the Oracle, so every seat knows it (until it is
   * placed). `false` for a tile drawn face down (K4.4).
   */
  tileFaceUp: boolean;
  /** Map cards in hand, secret (others see counts per tier). */
  maps: string[];
  /** Map cards played, face up, in order (K5.3, K6.2). */
  excavated: string[];
  /** Goal cards held, in the order gained: secret (K3.4), except those in `openGoals`. */
  goals: GoalId[];
  /** K8: the goal cards taken from the face-up revealed ones (also in `goals`): every seat saw which. */
  openGoals: GoalId[];
}

/**
 * A step of the game still to run; the first one runs next. Steps with a `seat` and a decision are
 * what that seat owes; the others run on their own.
 */
export type Step =
  /** K3.2, K3.5: draw a land tile into hand (setup; a turn's draw is part of `endTurn`, K4.4). */
  | { kind: 'drawTile'; seat: Seat }
  /** K4.1: place the tile in hand (a decision). */
  | { kind: 'placeTile'; seat: Seat }
  /** K4.2: put the second cube on the tile just placed (a decision). */
  | { kind: 'placeCube'; seat: Seat; x: number; y: number; firstIsland: string | null }
  /** K3.3: deal each player 1 easy and 1 normal map card. */
  | { kind: 'dealMaps' }
  /** K3.4, K1.4: draw goal cards, then keep one. */
  | { kind: 'drawGoals'; seat: Seat }
  /** K3.4, K1.4: keep one of the drawn goal cards (a decision; `drawn` is secret). */
  | { kind: 'keepGoal'; seat: Seat; drawn: GoalId[] }
  /** K8: take one of the revealed goal cards (a decision). */
  | { kind: 'takeGoal'; seat: Seat }
  /** K3.5: put the boat on a free dock of Thera (a decision). */
  | { kind: 'placeBoat'; seat: Seat }
  /** K8: reveal goal cards for the strategic variant. */
  | { kind: 'revealGoals' }
  /** K4: a turn begins. */
  | { kind: 'startTurn'; seat: Seat }
  /** K4.3: the turn's actions (a decision, until `endTurn`). */
  | { kind: 'actions'; seat: Seat };

/** The decisions: steps a seat answers with an action. */
export type Decision = Extract<Step, { kind: 'placeTile' | 'placeCube' | 'keepGoal' | 'takeGoal' | 'placeBoat' | 'actions' }>;

/** A multi-part action under way (K5.1 the double move, K5.2 loading up to 3 cubes). */
export type Sequence = { kind: 'move'; movesLeft: number } | { kind: 'load'; loaded: number };

/** The current turn (K4). */
export interface Turn {
  seat: Seat;
  /** Turns begun, from 1. */
  number: number;
  /** K4.3: actions this turn, fixed when the turn begins (K1.4: new rewards count from the next turn). */
  allowed: number;
  /** Actions spent so far. */
  used: number;
  /** K5.6: whether the Oracle was consulted this turn. */
  oracle: boolean;
  /** The multi-part action under way; any other action ends it. */
  sequence: Sequence | null;
}

/**
 * What an action spends of the {@link Turn}: new actions (added to `used`), and the multi-part action
 * it leaves under way (K5.1, K5.2), which becomes the turn's `sequence`.
 */
export interface TurnCost {
  /** Actions spent. */
  actions: number;
  /** The multi-part action left under way, or `null`: none. */
  sequence: Sequence | null;
}

/** Final scores, kept when the game ends (K6.2). */
export interface FinalScore {
  maps: number;
  goals: Partial<Record<GoalId, number>>;
  drachmas: number;
  total: number;
}

/** The state of an Akrotiri game. */
export interface AkrotiriState extends BaseState {
  game: 'akrotiri';
  /** The component set in play; `null`: the provisional set (`PROVISIONAL_COMPONENTS`). */
  components: ComponentSet | null;
  /** K8: the strategic goal variant. */
  variant: 'standard' | 'strategic';
  /** K6.1 (ours): the option `stopWhenTilesRunOut`: the tiles running out ends the game. */
  stopWhenTilesRunOut: boolean;
  phase: 'setup' | 'play' | 'over';
  /** K3.1: the start player. */
  startPlayer: Seat;
  /** The placed land tiles (K2). */
  board: Board;
  /** K1.3: cubes on the market, by colour (its leftmost spaces empty first). */
  market: Record<Color, number>;
  /** Cubes on land pieces. */
  cubes: BoardCube[];
  /** Temples on the board, oldest first. */
  temples: Temple[];
  /** Each seat's things, by seat. */
  seats: PlayerState[];
  /**
   * Land tiles face down, top first (secret order). Empty beside discards only during a turn that
   * consulted the Oracle: a turn that ends with it used up shuffles the discards into it (K4.4).
   */
  tileDeck: string[];
  /** Land tiles discarded by the Oracle, face up (K5.6), until a turn's end reshuffles them (K4.4). */
  tileDiscards: string[];
  /** Map card decks, top first (secret order). */
  mapDecks: Record<Tier, string[]>;
  /** The goal deck, top first (secret order). */
  goalDeck: GoalId[];
  /** K8: goal cards revealed face up. */
  revealedGoals: GoalId[];
  /** What happens next, first step next. */
  steps: Step[];
  /** The current turn, `null` during setup. */
  turn: Turn | null;
  /**
   * K6.1: why the game is ending (the round is being completed) or ended: a player excavated their
   * 6th temple; (only with `stopWhenTilesRunOut`) the tiles ran out; or ([D]) no tile is left to
   * place and no seat can ever excavate again (`rules/deadlock`); `null` before.
   */
  ending: null | 'lastTemple' | 'noTiles' | 'noExcavation';
  /** Final scores by seat, once over. */
  final: FinalScore[] | null;
}
