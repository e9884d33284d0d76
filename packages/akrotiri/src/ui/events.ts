/**
 * What to animate for a change, from the events a seat received: boats sailing, cubes moving,
 * cards and tiles dealt (face up for their drawer, backs for everyone else), tiles laid, temples
 * rising, drachmas changing hands. Framework-free: a UI plays the steps as it likes.
 *
 * @module
 */
import type { Seat } from '@tabula/core';
import type { SeatNames } from '@tabula/core/ui';
import type { AkrotiriEvent, Color, Quadrant, Tier } from '@tabula/akrotiri';
import { akrotiriWords } from './words';

/** Where a piece or card comes from or goes to. */
export type Place =
  | { dock: string }
  /** A land piece. */
  | { x: number; y: number; quadrant: Quadrant }
  /** A seat's boat. */
  | { boat: Seat }
  /** In front of a seat: its hand. */
  | { hand: Seat }
  | 'market'
  | 'deck';

/** A card or tile as this viewer may see it: its id, or only its back. */
export type Face = { id: string } | { back: 'tile' | Tier | 'goal' };

/** One step of an animation, played in order. */
export type Animation =
  | { kind: 'move'; piece: 'boat' | 'cube'; color?: Color; from: Place; to: Place }
  /** A card or tile drawn into a hand. */
  | { kind: 'deal'; face: Face; to: { hand: Seat } }
  /** A tile placed face up, turned `rotation` quarter turns clockwise. */
  | { kind: 'lay'; tile: string; x: number; y: number; rotation: number }
  | { kind: 'temple'; seat: Seat; map: string; at: Place }
  /** Cards or tiles turned face up for all. */
  | { kind: 'show'; ids: string[]; why: string }
  /** Drachmas gained (or paid, below 0). */
  | { kind: 'coins'; seat: Seat; amount: number }
  /** Nothing moves: a line of text (the event's words). */
  | { kind: 'say'; text: string };

/** The event types where nothing moves and nothing needs saying: the next view says it all. */
export const QUIET_EVENTS: readonly AkrotiriEvent['type'][] = ['turnStarted', 'turnEnded'];

/**
 * The animations of a change's events, as `viewer` (a seat, or `null` for a spectator) received
 * them. A draw is private: its drawer gets the tile or cards; everyone else the redacted event,
 * and sees backs. Every event but the {@link QUIET_EVENTS} gives at least one step.
 *
 * ```ts
 * seat.subscribe(() => play(akrotiriAnimations(seat.getSnapshot().lastEvents, seat.viewer)));
 * ```
 */
export function akrotiriAnimations(events: readonly AkrotiriEvent[], viewer: Seat | null = null, names?: SeatNames): Animation[] {
  const out: Animation[] = [];
  const say = (e: AkrotiriEvent) => out.push({ kind: 'say', text: akrotiriWords.event(e, viewer, undefined, names) });
  for (const e of events) {
    switch (e.type) {
      case 'tileDrawn':
        out.push({ kind: 'deal', face: 'redacted' in e ? { back: 'tile' } : { id: e.tile }, to: { hand: e.seat } });
        break;
      case 'mapDrawn':
        out.push({ kind: 'deal', face: 'redacted' in e ? { back: e.tier } : { id: e.map }, to: { hand: e.seat } });
        break;
      case 'goalsDrawn':
        for (let i = 0; i < e.count; i++) out.push({ kind: 'deal', face: 'redacted' in e ? { back: 'goal' } : { id: e.goals[i]! }, to: { hand: e.seat } });
        break;
      case 'goalTaken':
        out.push({ kind: 'deal', face: { id: e.goal }, to: { hand: e.seat } });
        break;
      case 'goalsRevealed':
        out.push({ kind: 'show', ids: e.goals, why: 'goal cards face up' });
        break;
      case 'tilePlaced':
        out.push({ kind: 'lay', tile: e.tile, x: e.x, y: e.y, rotation: e.rotation });
        break;
      case 'cubePlaced':
        out.push({ kind: 'move', piece: 'cube', color: e.color, from: 'market', to: { x: e.x, y: e.y, quadrant: e.quadrant } });
        break;
      case 'boatPlaced':
        out.push({ kind: 'move', piece: 'boat', from: { hand: e.seat }, to: { dock: e.dock } });
        break;
      case 'boatMoved':
        out.push({ kind: 'move', piece: 'boat', from: { dock: e.from }, to: { dock: e.to } });
        break;
      case 'cubeUnloaded':
        out.push({ kind: 'move', piece: 'cube', color: e.color, from: { boat: e.seat }, to: { x: e.x, y: e.y, quadrant: e.quadrant } });
        break;
      case 'cubeSold':
        out.push({ kind: 'move', piece: 'cube', color: e.color, from: { boat: e.seat }, to: 'market' }, { kind: 'coins', seat: e.seat, amount: e.price });
        break;
      case 'mapsBought': // then one `mapDrawn` per card
        out.push({ kind: 'coins', seat: e.seat, amount: -e.paid });
        break;
      case 'templeExcavated':
        out.push({ kind: 'show', ids: [e.map], why: 'map card played' }, { kind: 'coins', seat: e.seat, amount: -e.cost });
        out.push({ kind: 'temple', seat: e.seat, map: e.map, at: { x: e.x, y: e.y, quadrant: e.quadrant } });
        break;
      case 'oracleConsulted': // tiles turned up one by one: the last is kept, face up for all
        out.push({ kind: 'show', ids: [...e.discarded, e.kept], why: `the Oracle, for a ${e.icon}` });
        out.push({ kind: 'deal', face: { id: e.kept }, to: { hand: e.seat } });
        break;
      case 'turnStarted':
      case 'turnEnded':
        break;
      // A loaded cube is any of its colour on the boat's island (they are alike); the rest is said.
      case 'cubeLoaded':
      case 'goalKept':
      case 'cubeSkipped':
      case 'rewardRevealed':
      case 'tilesReshuffled':
      case 'endTriggered':
      case 'gameEnded':
        say(e);
        break;
      default:
        say(e satisfies never);
    }
  }
  return out;
}
