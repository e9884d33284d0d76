/**
 * Survive's events as animations: each event of a change as the steps a UI plays (a piece
 * appearing, moving, saved or vanishing, a tile lifted off the island, a tile shown, the creature
 * die, a line said), and a helper that hands a seat's `lastEvents` to an animator after every
 * change.
 *
 * @module
 */
import type { Seat } from '@tabula/core';
import { playChanges, type SeatNames, type WatchedSeat } from '@tabula/core/ui';
import { TERRAIN_TILES, type Creature, type SafeIsle, type SurviveEvent, type SurviveView, type Terrain, type TileBack } from '@tabula/survive';
import { surviveWords } from './words';

/** A piece on the board, by its id in the view's arrays. */
export type Piece = { explorer: number } | { boat: number } | { creature: number };

/** One step of an animation, played in order. Places are hex indices (see `hexPoint`), or a safe isle. */
export type Animation =
  /** A piece appears on a hex. */
  | { kind: 'appear'; piece: Piece; hex: number }
  /** A piece moves from one hex to another. */
  | { kind: 'move'; piece: Piece; from: number; to: number }
  /** An explorer reaches a safe isle: saved for good. */
  | { kind: 'save'; explorer: number; isle: SafeIsle }
  /** A piece leaves the board: killed, destroyed, removed (`why`: the cause). */
  | { kind: 'vanish'; piece: Piece; hex: number; why: string }
  /** A tile taken off the island: its back shown, or kept face down (`back: null`) into a hand. */
  | { kind: 'lift'; hex: number; terrain: Terrain; back: TileBack | null; to: 'discard' | { hand: number } }
  /** A tile from a hand, shown as it is played. */
  | { kind: 'show'; seat: number; tile: number; back: TileBack }
  /** The creature die, showing a creature. */
  | { kind: 'roll'; creature: Creature }
  /** No piece moves: a line for a log or a toast (the event's words). */
  | { kind: 'say'; text: string };

/**
 * The animations of a change's events, for the seat (or spectator) they were given to: a kept
 * tile's `tileRemoved` carries its back only for the seat that removed it; everyone else gets it
 * redacted, and sees the tile go face down into that seat's hand. `turnStarted`, `stepSkipped` and
 * `defencePassed` move nothing: the new view says it all.
 */
export function animations(events: readonly SurviveEvent[], viewer: Seat | null = null, view?: SurviveView, names?: SeatNames): Animation[] {
  const out: Animation[] = [];
  const say = (e: SurviveEvent): void => void out.push({ kind: 'say', text: surviveWords.event(e, viewer, view, names) });
  for (const e of events) {
    switch (e.type) {
      case 'explorerPlaced':
        out.push({ kind: 'appear', piece: { explorer: e.explorer }, hex: e.hex });
        break;
      case 'boatPlaced':
        out.push({ kind: 'appear', piece: { boat: e.boat }, hex: e.hex });
        break;
      case 'creaturePlaced':
        out.push({ kind: 'appear', piece: { creature: e.creature }, hex: e.hex });
        break;
      case 'boatLaunched': // a boat back: a boat appears, swimmers there climb aboard
        out.push({ kind: 'appear', piece: { boat: e.boat }, hex: e.hex });
        if (e.aboard.length > 0) say(e);
        break;
      case 'explorerMoved':
        out.push({ kind: 'move', piece: { explorer: e.explorer }, from: e.from, to: e.to });
        break;
      case 'explorerSaved':
        out.push({ kind: 'save', explorer: e.explorer, isle: e.isle });
        break;
      case 'boatMoved':
        out.push({ kind: 'move', piece: { boat: e.boat }, from: e.from, to: e.to });
        break;
      case 'creatureMoved':
        out.push({ kind: 'move', piece: { creature: e.creature }, from: e.from, to: e.to });
        break;
      case 'explorerKilled':
        out.push({ kind: 'vanish', piece: { explorer: e.explorer }, hex: e.hex, why: e.by });
        break;
      case 'boatDestroyed':
        out.push({ kind: 'vanish', piece: { boat: e.boat }, hex: e.hex, why: e.by });
        break;
      case 'creatureRemoved':
        out.push({ kind: 'vanish', piece: { creature: e.creature }, hex: e.hex, why: e.by });
        break;
      case 'tileRemoved':
        if (!('audience' in e)) out.push({ kind: 'lift', hex: e.hex, terrain: e.terrain, back: e.back, to: 'discard' }); // a green back, shown to all
        else if ('redacted' in e) out.push({ kind: 'lift', hex: e.hex, terrain: e.terrain, back: null, to: { hand: e.seat } }); // kept: its back is not ours to see
        else out.push({ kind: 'lift', hex: e.hex, terrain: e.terrain, back: e.back, to: { hand: e.seat } }); // kept, and it is ours: we see its back
        break;
      case 'tilePlayed':
      case 'defended':
        out.push({ kind: 'show', seat: e.seat, tile: e.tile, back: TERRAIN_TILES[e.tile]?.back ?? e.back });
        break;
      case 'dieRolled':
        out.push({ kind: 'roll', creature: e.creature });
        break;
      case 'explorersAdrift':
      case 'whirlpool':
      case 'volcano':
      case 'supplyEmpty':
      case 'defenceOffered':
      case 'boarderChosen':
      case 'gameEnded':
        say(e);
        break;
      case 'turnStarted':
      case 'stepSkipped':
      case 'defencePassed':
        break; // nothing moves: the new view says it all
      default:
        e satisfies never; // a new event type would not compile here
    }
  }
  return out;
}

/** The part of a seat handle (`match.seat(s)`) an animator needs. */
export type Watched = WatchedSeat<SurviveView, SurviveEvent>;

/** After every change, hands `play` the animations of the seat's `lastEvents`. Returns the unsubscribe. */
export function animateChanges(seat: Watched, play: (steps: Animation[]) => void, names?: SeatNames): () => void {
  return playChanges(seat, (events, viewer, view) => animations(events, viewer, view, names), play);
}
