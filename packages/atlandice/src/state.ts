import type { BaseState, Seat } from '@tabula/core';
import type { ClockEvent } from './data/clock';
import type { Sector } from './data/resources';
import type { TileId } from './data/tiles';

/**
 * Who holds resources and points: seats `0 … players − 1`, and in a 2-player game the neutral
 * player as holder `2` (A9).
 */
export type Holder = number;

/** Why a resource is being taken: the step of the visit or the effect that allows it. */
export type TakeReason = 'visit' | 'submarine' | 'J1' | 'J3' | 'L1' | 'L3' | 'F1' | 'F3';
/** Why a resource is being moved. */
export type MoveReason = 'L2' | 'I2' | 'F2';

/**
 * A step of a visit still to run (A4.1b–c, A7). The first step runs next. `optional` says whether
 * `skip` may decline the step; it is always `false`: every step is compulsory, J3's chained visit
 * included (A4.1b, A4.2, A7.1), and `validateState` refuses `true`.
 */
export type Step =
  | { kind: 'take'; sectors: Sector[]; reason: TakeReason; optional: boolean }
  | { kind: 'submarineBonus'; sector: Sector; optional: boolean }
  | { kind: 'effect'; sector: Sector }
  | { kind: 'move'; from: Sector; to: Sector[]; reason: MoveReason }
  | { kind: 'swap' }
  | { kind: 'setDie' }
  | { kind: 'submarine' };

/** Names of decision steps, as events report them: a take's or move's reason, or the kind. */
export type StepName = TakeReason | MoveReason | 'swap' | 'setDie' | 'submarine';

/** The decision the acting seat owes now: the first step of the visit, when it has options. */
export type Pending = Exclude<Step, { kind: 'submarineBonus' } | { kind: 'effect' }>;

/** The state of an Atlandice game. Plain JSON. */
export interface AtlandiceState extends BaseState {
  game: 'atlandice';
  /** The neutral player's holder index in a 2-player game (A9), else `null`. */
  neutral: Holder | null;
  /** The clock track in use (A10.3 or `options.clockTrack`). */
  track: (ClockEvent | null)[];
  /** Clock symbols of each tile, by id (A10 or `options.tileClocks`). */
  tileClocks: Record<TileId, number>;
  /** Clock symbols of the Black Market. */
  blackMarketClock: number;
  /** Each district's stack, top tile first (A1.2). The order below the top is secret. */
  stacks: TileId[][];
  /** Resources on each sector, `[sector − 1][resource]` (the Black Market is index 5). */
  sectors: number[][];
  /** Resources held, `[holder][resource]`. */
  stock: number[][];
  /** Victory points, by holder. */
  vp: number[];
  /** District tiles won, by holder (3 VP each at the end, A5.2). */
  tilesWon: TileId[][];
  /** Tiles that went to nobody (A5.4). */
  tilesLost: TileId[];
  /** Resources out of the game, by type (A1.3 surplus, A5.6 exhausted, A6.3 donations to nothing). */
  outOfGame: number[];
  /** Whether each category is exhausted (A5.6). */
  exhausted: boolean[];
  /** Dice beside each sector, `[sector − 1]`. */
  dice: number[];
  /** Dice in play (A1.4). */
  diceTotal: number;
  /** Dice each seat takes per round (A4.3, A9.1). */
  dicePerPlayer: number;
  /** Dice received this round, by holder: what L3 counts for the neutral player (A9.4). */
  diceThisRound: number[];
  /** Dice each seat has taken this round, kept or given (A9.1). */
  diceTakenBySeat: number[];
  /** 2 players: whether each seat has given its die to the neutral player this round (A9.2). */
  gaveToNeutral: boolean[];
  /** The submarine's sector (A1.5). */
  submarine: Sector;
  /** The clock hand's space (A1.7). */
  clock: number;
  /** The round's start player (A1.6, A2.4). */
  startPlayer: Seat;
  /** Rounds begun, from 1. */
  round: number;
  /** What is happening now. */
  phase: 'visits' | 'donation' | 'over';
  /** Visits made this round (A4.1). */
  visitsMade: number;
  /** The current visit: who acts, for whom, where; `null` between visits. */
  visit: { seat: Seat; holder: Holder; sector: Sector } | null;
  /** The rest of the current visit, first step next. */
  steps: Step[];
  /** Donation (A6.3): seats still to donate, the first one acting. */
  donors: Seat[];
  /** The Inn moved the hand to the last space: the game ends after the visits (A6.5). */
  endAfterVisits: boolean;
}
