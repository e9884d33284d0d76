import type { Seat } from '@tabula/core';
import type { DockId } from './board/routes';
import type { GoalId } from './data/goals';
import type { Color, TempleReward } from './data/rules';
import type { Icon, Quadrant, Tier } from './data/types';
import type { FinalScore } from './state';

/**
 * What happened, in order. An event with an `audience` is private: it carries a secret of those
 * seats (a tile, map card or goal cards drawn face down). Every other viewer receives its redacted
 * form (`redacted: true`), which keeps the public fact: who drew, how many, of which tier. Every
 * other event is public. See the README's "Events" for the list of each.
 */
export type AkrotiriEvent =
  /** K4.4: the discards were shuffled into a new tile deck (revealing: a new order was drawn). */
  | { type: 'tilesReshuffled'; tiles: number }
  /** K3.2, K3.5, K4.4: a seat drew land tile `tile` face down; only the seat sees which. */
  | { type: 'tileDrawn'; seat: Seat; tile: string; audience: Seat[] }
  /** `tileDrawn` as the other viewers see it: a seat drew a tile. */
  | { type: 'tileDrawn'; seat: Seat; audience: Seat[]; redacted: true }
  /** K4.1: a tile was placed, face up (revealing: the tile in hand was secret). */
  | { type: 'tilePlaced'; seat: Seat; tile: string; x: number; y: number; rotation: number }
  /** K4.2: a cube went from the market onto the tile just placed (`cube` 1: the icon's, 2: the second). */
  | { type: 'cubePlaced'; seat: Seat; cube: 1 | 2; color: Color; x: number; y: number; quadrant: Quadrant }
  /**
   * K4.2: a cube was not placed: the first because no cube of the icon's colour (`color`) was left;
   * the second because the market was empty, or no piece of the tile lies on another island than
   * the first cube's.
   */
  | { type: 'cubeSkipped'; seat: Seat; cube: 1 | 2; color: Color | null; reason: 'colorGone' | 'marketEmpty' | 'noOtherIsland' }
  /** K3.3, K5.5: a seat took map card `map` from the top of the `tier` deck; only the seat sees which. */
  | { type: 'mapDrawn'; seat: Seat; tier: Tier; map: string; audience: Seat[] }
  /** `mapDrawn` as the other viewers see it: a card of that tier (card backs show the tier). */
  | { type: 'mapDrawn'; seat: Seat; tier: Tier; audience: Seat[]; redacted: true }
  /** K3.4, K1.4: a seat drew goal cards `goals` to keep one; only the seat sees which. */
  | { type: 'goalsDrawn'; seat: Seat; count: number; goals: GoalId[]; audience: Seat[] }
  /** `goalsDrawn` as the other viewers see it: how many cards the seat drew. */
  | { type: 'goalsDrawn'; seat: Seat; count: number; audience: Seat[]; redacted: true }
  /** K3.4, K1.4: a seat kept one goal card (which stays secret); `returned` went to the bottom of the deck. */
  | { type: 'goalKept'; seat: Seat; returned: number }
  /** K8: a seat took a revealed goal card. */
  | { type: 'goalTaken'; seat: Seat; goal: GoalId }
  /** K8: goal cards revealed face up at setup (revealing). */
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
  /** K5.5: map cards bought in one action, one from each listed deck, for `paid` drachmas (each card: a `mapDrawn`). */
  | { type: 'mapsBought'; seat: Seat; tiers: Tier[]; paid: number }
  /** K5.3: a temple was excavated with map card `map`, played face up from the hand (revealing), paying `cost`. */
  | { type: 'templeExcavated'; seat: Seat; map: string; x: number; y: number; quadrant: Quadrant; cost: number; vp: number }
  /** K1.4: the reward uncovered on the player board (revealing). */
  | { type: 'rewardRevealed'; seat: Seat; temple: number; reward: TempleReward }
  /**
   * K5.6: the Oracle turned tiles face up, in order (revealing); all but the last were discarded
   * and the seat keeps `kept` (public: everyone saw it). `found`: whether `kept` shows the named icon.
   */
  | { type: 'oracleConsulted'; seat: Seat; icon: Icon; discarded: string[]; kept: string; found: boolean }
  /** K4.4: a turn ended. */
  | { type: 'turnEnded'; seat: Seat }
  /**
   * K6.1: the end was triggered, and the round is completed: by a 6th temple, or (only with the
   * option `stopWhenTilesRunOut`) by a seat ending its turn with no tile left to draw, or ([D]) by
   * a seat ending its turn when no tile is left to place and no seat can ever excavate again.
   */
  | { type: 'endTriggered'; seat: Seat; why: 'lastTemple' | 'noTiles' | 'noExcavation' }
  /** K6: the game ended (revealing: the goal cards are shown for scoring); `why` as in `endTriggered`. */
  | { type: 'gameEnded'; why: 'lastTemple' | 'noTiles' | 'noExcavation'; scores: number[]; winners: Seat[]; final: FinalScore[] };

/** The event types that reveal hidden information publicly: an action emitting one cannot be undone. */
export const REVEALING_EVENTS: readonly AkrotiriEvent['type'][] = [
  'tilesReshuffled',
  'tilePlaced',
  'goalsRevealed',
  'templeExcavated',
  'rewardRevealed',
  'oracleConsulted',
  'gameEnded',
];

/**
 * A private event as a viewer outside its audience receives it: the same type and audience,
 * `redacted: true`, the secret removed and the public fact kept.
 */
export function redactEvent(event: AkrotiriEvent): AkrotiriEvent {
  switch (event.type) {
    case 'tileDrawn':
      return { type: 'tileDrawn', seat: event.seat, audience: [...event.audience], redacted: true };
    case 'mapDrawn':
      return { type: 'mapDrawn', seat: event.seat, tier: event.tier, audience: [...event.audience], redacted: true };
    case 'goalsDrawn':
      return { type: 'goalsDrawn', seat: event.seat, count: event.count, audience: [...event.audience], redacted: true };
    default:
      // Every other event is public (it has no audience): it never reaches here, and is shown as it is.
      return event;
  }
}
