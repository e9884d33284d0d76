import type { Seat } from '@tabula/core';
import type { DockId } from './board/routes';
import type { GoalId } from './data/goals';
import type { Color, TempleReward } from './data/rules';
import type { Icon, Quadrant, Tier } from './data/types';
import type { FinalScore } from './state';

/**
 * What happened, in order. Events with an `audience` carry a secret and are meant for that seat
 * only; every other event is public.
 */
export type AkrotiriEvent =
  /** K4.4: the discards were shuffled into a new tile deck. */
  | { type: 'tilesReshuffled'; tiles: number }
  /** K3.2, K3.5, K4.4: a seat drew a land tile (which one: `tileSeen`). */
  | { type: 'tileDrawn'; seat: Seat }
  /** Secret: the tile a seat now holds. */
  | { type: 'tileSeen'; seat: Seat; tile: string; audience: Seat }
  /** K4.1: a tile was placed. */
  | { type: 'tilePlaced'; seat: Seat; tile: string; x: number; y: number; rotation: number }
  /** K4.2: a cube went from the market onto a tile. */
  | { type: 'cubePlaced'; seat: Seat; color: Color; x: number; y: number; quadrant: Quadrant }
  /** K4.2: no cube of the icon's colour (or none at all) was left on the market. */
  | { type: 'cubeSkipped'; seat: Seat; color: Color | null }
  /** K3.3, K5.5: a seat took a map card of a tier (which one: `mapSeen`). */
  | { type: 'mapDrawn'; seat: Seat; tier: Tier }
  /** Secret: the map card a seat drew. */
  | { type: 'mapSeen'; seat: Seat; map: string; audience: Seat }
  /** K3.4, K1.4: a seat drew goal cards (which: `goalsSeen`). */
  | { type: 'goalsDrawn'; seat: Seat; count: number }
  /** Secret: the goal cards drawn. */
  | { type: 'goalsSeen'; seat: Seat; goals: GoalId[]; audience: Seat }
  /** K3.4, K1.4: a seat kept one goal card; the others went to the bottom of the deck. */
  | { type: 'goalKept'; seat: Seat; returned: number }
  /** K8: a seat took a revealed goal card. */
  | { type: 'goalTaken'; seat: Seat; goal: GoalId }
  /** K8: goal cards revealed at setup. */
  | { type: 'goalsRevealed'; goals: GoalId[] }
  /** K3.5: a boat was put on a dock of Thera. */
  | { type: 'boatPlaced'; seat: Seat; dock: DockId }
  /** K4: a turn began with this many actions. */
  | { type: 'turnStarted'; seat: Seat; number: number; actions: number }
  /** K5.1: a boat moved, spending `actions` new actions (0: the empty boat's second move). */
  | { type: 'boatMoved'; seat: Seat; from: DockId; to: DockId; by: 'sea' | 'portage'; moves: number; actions: number }
  /** K5.2: a cube was loaded. */
  | { type: 'cubeLoaded'; seat: Seat; color: Color; actions: number }
  /** K5.8: a cube was unloaded onto the boat's island. */
  | { type: 'cubeUnloaded'; seat: Seat; color: Color; x: number; y: number; quadrant: Quadrant }
  /** K5.7: a cube was sold at Thera for `price`. */
  | { type: 'cubeSold'; seat: Seat; color: Color; price: number }
  /** K5.5: map cards bought in one action, one from each listed deck, for `paid` drachmas. */
  | { type: 'mapsBought'; seat: Seat; tiers: Tier[]; paid: number }
  /** K5.3: a temple was excavated with a map card, paying `cost`. */
  | { type: 'templeExcavated'; seat: Seat; map: string; x: number; y: number; quadrant: Quadrant; cost: number; vp: number }
  /** K1.4: the reward uncovered on the player board. */
  | { type: 'rewardRevealed'; seat: Seat; temple: number; reward: TempleReward }
  /**
   * K5.6: the Oracle revealed tiles face up, in order; all but the last were discarded and the seat
   * keeps `kept` (public: everyone saw it). `found`: whether `kept` shows the named icon.
   */
  | { type: 'oracleConsulted'; seat: Seat; icon: Icon; discarded: string[]; kept: string; found: boolean }
  /** K4.4: a turn ended. */
  | { type: 'turnEnded'; seat: Seat }
  /** K6.1: the end was triggered; the round is completed. */
  | { type: 'endTriggered'; seat: Seat; why: 'lastTemple' | 'noTiles' }
  /** K6: the game ended. */
  | { type: 'gameEnded'; scores: number[]; winners: Seat[]; final: FinalScore[] };
