import { TERRAIN_TILES, type Creature, type SafeIsle, type SurviveEvent, type Terrain, type TileBack } from '@tabula/survive';

/** A piece on the board, by its id in the view's arrays. */
export type Piece = { explorer: number } | { boat: number } | { creature: number };

/** One step of an animation, played in order. Places are hex indices (see `hexPoint`), or a safe isle. */
export type Animation =
  | { kind: 'appear'; piece: Piece; hex: number }
  | { kind: 'move'; piece: Piece; from: number; to: number }
  | { kind: 'save'; explorer: number; isle: SafeIsle } // onto a safe isle: saved for good
  | { kind: 'vanish'; piece: Piece; hex: number; why: string } // killed, destroyed, removed
  | { kind: 'lift'; hex: number; terrain: Terrain; back: TileBack | null; to: 'discard' | { hand: number } } // a tile taken off the island: its back shown, or kept face down (null)
  | { kind: 'show'; seat: number; tile: number; back: TileBack } // a tile from a hand, shown as it is played
  | { kind: 'roll'; creature: Creature }
  | { kind: 'say'; text: string };

/**
 * The animations of a change's events, for the seat (or spectator) they were given to: a kept
 * tile's `tileRemoved` carries its back only for the seat that removed it; everyone else gets it
 * redacted, and sees the tile go face down into that seat's hand.
 */
export function animations(events: readonly SurviveEvent[]): Animation[] {
  const out: Animation[] = [];
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
        if (e.aboard.length > 0) out.push({ kind: 'say', text: `explorers ${e.aboard.join(', ')} climb aboard` });
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
      case 'explorersAdrift':
        out.push({ kind: 'say', text: `explorers ${e.explorers.join(', ')} fall into the sea` });
        break;
      case 'tileRemoved':
        if (!('audience' in e)) out.push({ kind: 'lift', hex: e.hex, terrain: e.terrain, back: e.back, to: 'discard' }); // a green back, shown to all
        else if ('redacted' in e) out.push({ kind: 'lift', hex: e.hex, terrain: e.terrain, back: null, to: { hand: e.seat } }); // kept: we do not see its back
        else out.push({ kind: 'lift', hex: e.hex, terrain: e.terrain, back: e.back, to: { hand: e.seat } }); // kept, and it is ours: we see its back
        break;
      case 'tilePlayed':
      case 'defended':
        out.push({ kind: 'show', seat: e.seat, tile: e.tile, back: TERRAIN_TILES[e.tile]!.back });
        break;
      case 'dieRolled':
        out.push({ kind: 'roll', creature: e.creature });
        break;
      case 'whirlpool':
        out.push({ kind: 'say', text: `a whirlpool at hex ${e.hex}` });
        break;
      case 'volcano':
        out.push({ kind: 'say', text: 'the volcano erupts' });
        break;
      case 'supplyEmpty':
        out.push({ kind: 'say', text: `no ${e.piece} left in the supply` });
        break;
      case 'defenceOffered':
        out.push({ kind: 'say', text: `seats ${e.seats.join(', ')} may defend against the ${e.attack}` });
        break;
      case 'boarderChosen':
        out.push({ kind: 'say', text: `explorer ${e.explorer} boards boat ${e.boat}` });
        break;
      case 'turnStarted':
      case 'stepSkipped':
      case 'defencePassed':
        break; // nothing moves: the new view says it all
      case 'gameEnded': // every explorer's value, shown at last
        out.push({ kind: 'say', text: `game over (${e.reason}): scores ${e.scores.join(', ')}` });
        break;
      default:
        e satisfies never;
    }
  }
  return out;
}

/** The part of a seat handle (`match.seat(s)`) an animator needs. */
export interface Watched {
  subscribe(listener: () => void): () => void;
  getSnapshot(): { readonly lastEvents: readonly SurviveEvent[] };
}

/** After every change, hands `play` the animations of the seat's `lastEvents`. Returns the unsubscribe. */
export function animateChanges(seat: Watched, play: (steps: Animation[]) => void): () => void {
  return seat.subscribe(() => {
    const steps = animations(seat.getSnapshot().lastEvents);
    if (steps.length > 0) play(steps);
  });
}
