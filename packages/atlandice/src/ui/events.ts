/**
 * Atlandice's events as animations: each event of a change as the steps a UI plays (a die rolled,
 * a piece moving from one place to another, a tile turned up, points scored, a line said), and a
 * helper that hands a seat's `lastEvents` to an animator after every change.
 *
 * @module
 */
import type { Seat } from '@tabula/core';
import { playChanges, type SeatNames, type WatchedSeat } from '@tabula/core/ui';
import type { AtlandiceEvent, AtlandiceView, Resource, Sector, TileId } from '@tabula/atlandice';
import { eventWords } from './words';

/** Where a piece comes from or goes to: a sector, a holder's stock, a clock space, or out of the game. */
export type Place = { sector: Sector } | { holder: number } | { space: number } | 'box';

/** One step of an animation, played in order. */
export type Animation =
  /** Dice tumbling, then showing these faces. */
  | { kind: 'roll'; faces: number[] }
  /** A piece moving: a die, a resource (`resource` says which), the submarine, the clock hand, a tile. */
  | { kind: 'move'; piece: 'die' | 'resource' | 'submarine' | 'hand' | 'tile'; resource?: Resource; from: Place; to: Place }
  /** A tile turned face up. */
  | { kind: 'reveal'; sector: Sector; tile: TileId }
  /** Points scored, and why (in words). */
  | { kind: 'score'; holder: number; points: number; why: string }
  /** No piece moves: a line for a log or a toast (the event's words). */
  | { kind: 'say'; text: string };

/**
 * The animations of a change's events, in order. Every Atlandice event is public: all seats get
 * the same list but for the words of `say` steps ("you" for `viewer`). `view` (the viewer's)
 * names the neutral player.
 */
export function animations(events: readonly AtlandiceEvent[], viewer: Seat | null = null, view?: Pick<AtlandiceView, 'neutral'>, names?: SeatNames): Animation[] {
  const out: Animation[] = [];
  const say = (e: AtlandiceEvent): void => void out.push({ kind: 'say', text: eventWords(e, viewer, view, names) });
  for (const e of events) {
    switch (e.type) {
      case 'gatesOpened': // the round's roll: then each die lands beside its sector (e.dice: how many per sector)
        out.push({ kind: 'roll', faces: e.faces });
        e.dice.forEach((count, i) => {
          for (let k = 0; k < count; k++) out.push({ kind: 'move', piece: 'die', from: 'box', to: { sector: (i + 1) as Sector } });
        });
        break;
      case 'dieTaken':
        out.push({ kind: 'move', piece: 'die', from: { sector: e.sector }, to: { holder: e.holder } });
        break;
      case 'resourceTaken':
        out.push({ kind: 'move', piece: 'resource', resource: e.resource, from: { sector: e.sector }, to: { holder: e.holder } });
        break;
      case 'resourceMoved':
        out.push({ kind: 'move', piece: 'resource', resource: e.resource, from: { sector: e.from }, to: { sector: e.to } });
        break;
      case 'resourcesSwapped':
        out.push({ kind: 'move', piece: 'resource', resource: e.give, from: { sector: 1 }, to: { sector: e.sector } });
        out.push({ kind: 'move', piece: 'resource', resource: e.get, from: { sector: e.sector }, to: { sector: 1 } });
        break;
      case 'dieChanged':
        out.push({ kind: 'roll', faces: [e.value] }, { kind: 'move', piece: 'die', from: { sector: e.from }, to: { sector: e.to } });
        break;
      case 'submarineMoved':
        out.push({ kind: 'move', piece: 'submarine', from: { sector: e.from }, to: { sector: e.to } });
        break;
      case 'effectRoll':
      case 'jewelersChain':
        out.push({ kind: 'roll', faces: [e.face] });
        say(e);
        break;
      case 'districtScored': // the tile goes to its winner, or out of the game
        out.push({ kind: 'move', piece: 'tile', from: { sector: e.sector }, to: e.winner === null ? 'box' : { holder: e.winner } });
        break;
      case 'pointsGained':
        out.push({ kind: 'score', holder: e.holder, points: e.points, why: e.reason });
        break;
      case 'tileRevealed':
        out.push({ kind: 'reveal', sector: e.sector, tile: e.tile });
        break;
      case 'clockAdvanced':
        out.push({ kind: 'move', piece: 'hand', from: { space: e.from }, to: { space: e.to } });
        break;
      case 'donated':
        for (const resource of e.pay) out.push({ kind: 'move', piece: 'resource', resource, from: { holder: e.seat }, to: 'box' });
        break;
      case 'categoryExhausted':
      case 'clockEvent':
      case 'inventory':
      case 'donationEnded':
      case 'nothingToTake':
      case 'effectSkipped':
      case 'firstPlayer':
      case 'gameEnded':
        say(e);
        break;
      default:
        e satisfies never; // a new event type would not compile here
    }
  }
  return out;
}

/** The part of a seat handle (`match.seat(s)`) an animator needs. */
export type Watched = WatchedSeat<Pick<AtlandiceView, 'neutral'>, AtlandiceEvent>;

/** After every change, hands `play` the animations of the seat's `lastEvents`. Returns the unsubscribe. */
export function animateChanges(seat: Watched, play: (steps: Animation[]) => void, names?: SeatNames): () => void {
  return playChanges(seat, (events, viewer, view) => animations(events, viewer, view, names), play);
}
