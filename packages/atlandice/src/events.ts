import type { Seat } from '@tabula/core';
import type { ClockEvent } from './data/clock';
import type { Resource, Sector } from './data/resources';
import type { TileId } from './data/tiles';
import type { Holder, StepName, TakeReason } from './state';

/**
 * What happened, in order. `holder` is a seat, or the neutral player's holder index in a 2-player
 * game.
 *
 * Every event is public (none has an `audience`, none has a redacted form): Atlandice has no
 * secret that one seat knows and another does not. The only hidden information, the order of the
 * tiles below each stack's top, is in no event until a tile is turned up (`tileRevealed`, listed
 * in `REVEALING_EVENTS`). Rolls are public facts (`gatesOpened`, `effectRoll`, `jewelersChain`).
 */
export type AtlandiceEvent =
  /** A3.1: the start player rolled every die; `faces` in rolling order, `dice` per sector after placing. */
  | { type: 'gatesOpened'; round: number; faces: number[]; dice: number[] }
  /** A4.1a: a seat took a die (for the neutral player in a 2-player game, A9.2). */
  | { type: 'dieTaken'; seat: Seat; holder: Holder; sector: Sector }
  /** A4.1b, A4.2, A7: a holder took a resource from a sector. */
  | { type: 'resourceTaken'; holder: Holder; sector: Sector; resource: Resource; reason: TakeReason }
  /** A4.4: the visited sector (a die's, or J3's chained visit's) had no resource to take. */
  | { type: 'nothingToTake'; holder: Holder; sector: Sector }
  /** A7: a die rolled for an effect. */
  | { type: 'effectRoll'; holder: Holder; tile: TileId; face: number; success: boolean }
  /** J3: the second roll after a 6, and the sector it sends the visit to. */
  | { type: 'jewelersChain'; holder: Holder; face: number; sector: Sector }
  /** L2, I2, F2: a resource moved. */
  | { type: 'resourceMoved'; from: Sector; to: Sector; resource: Resource }
  /** J2: two resources swapped between the Jewelers and a district. */
  | { type: 'resourcesSwapped'; give: Resource; sector: Sector; get: Resource }
  /** I3: a die changed face and moved. */
  | { type: 'dieChanged'; from: Sector; value: number; to: Sector }
  /** M1–M3: the submarine moved. */
  | { type: 'submarineMoved'; from: Sector; to: Sector }
  /**
   * A7.1: an effect's step had no legal target (`noTarget`). `declined` would answer a `skip`,
   * which the rules never allow: no event carries it.
   */
  | { type: 'effectSkipped'; step: StepName; why: 'declined' | 'noTarget' }
  /** A5.2–A5.4: an emptied district was scored. */
  | { type: 'districtScored'; sector: Sector; tile: TileId; winner: Holder | null; tiedFirst: Holder[]; second: Holder[] }
  /** Victory points gained. */
  | { type: 'pointsGained'; holder: Holder; points: number; reason: 'tiedFirst' | 'second' | 'inventory' | 'donation' | 'finalMajority' | 'finalSecond' | 'tiles' }
  /** A5.5: the next tile of a stack is revealed (a revealing event), with the resources returned onto it and the Black Market. */
  | { type: 'tileRevealed'; sector: Sector; tile: TileId; returned: number; toBlackMarket: number; toTile: number }
  /** A5.6: a category is exhausted: its resources left the game. */
  | { type: 'categoryExhausted'; sector: Sector; resource: Resource; removed: number }
  /** A6.1, A6.5: the clock hand moved. */
  | { type: 'clockAdvanced'; from: number; to: number; by: Sector | 'inn' }
  /** A6.2, A6.3: the event of the space the hand stopped on. */
  | { type: 'clockEvent'; space: number; event: ClockEvent }
  /** A6.2: who won an Inventory. */
  | { type: 'inventory'; resource: Resource | 'all'; leaders: Holder[] }
  /** A6.3: a seat paid two resources for 1 VP. */
  | { type: 'donated'; seat: Seat; pay: Resource[] }
  /** A6.3: a seat stopped donating (or could not donate). */
  | { type: 'donationEnded'; seat: Seat }
  /** A2.4: the first player token passed. */
  | { type: 'firstPlayer'; seat: Seat }
  /** A8: the game ended. `scores` are by seat; the neutral player's score is `neutralScore` (`null` with 3–4 players). */
  | { type: 'gameEnded'; scores: number[]; winners: Seat[]; neutralScore: number | null };
