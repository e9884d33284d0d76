import type { AkrotiriEvent, Color, Quadrant, Tier } from '@tabula/akrotiri';

/** Where a piece or card comes from or goes to. */
export type Place =
  | { dock: string }
  | { x: number; y: number; quadrant: Quadrant } // a land piece
  | { boat: number } // a seat's boat
  | { hand: number } // in front of a seat
  | 'market'
  | 'deck';

/** A card or tile as this viewer may see it: its id, or only its back. */
export type Face = { id: string } | { back: 'tile' | Tier | 'goal' };

/** One step of an animation, played in order. */
export type Animation =
  | { kind: 'move'; piece: 'boat' | 'cube'; color?: Color; from: Place; to: Place }
  | { kind: 'deal'; face: Face; to: { hand: number } } // a card or tile drawn
  | { kind: 'lay'; tile: string; x: number; y: number; rotation: number } // a tile placed face up, turned `rotation` quarter turns
  | { kind: 'temple'; seat: number; map: string; at: Place }
  | { kind: 'show'; ids: string[]; why: string } // cards or tiles turned face up for all
  | { kind: 'coins'; seat: number; amount: number } // drachmas gained (or paid, below 0)
  | { kind: 'say'; text: string };

const hidden = (back: 'tile' | Tier | 'goal'): Face => ({ back });

/**
 * The animations of a change's events, for the seat (or spectator) they were given to. A draw is
 * private: its drawer gets the tile or cards; everyone else gets the redacted form, and sees backs.
 */
export function animations(events: readonly AkrotiriEvent[]): Animation[] {
  const out: Animation[] = [];
  for (const e of events) {
    switch (e.type) {
      case 'tileDrawn':
        out.push({ kind: 'deal', face: 'redacted' in e ? hidden('tile') : { id: e.tile }, to: { hand: e.seat } });
        break;
      case 'mapDrawn':
        out.push({ kind: 'deal', face: 'redacted' in e ? hidden(e.tier) : { id: e.map }, to: { hand: e.seat } });
        break;
      case 'goalsDrawn':
        for (let i = 0; i < e.count; i++) out.push({ kind: 'deal', face: 'redacted' in e ? hidden('goal') : { id: e.goals[i]! }, to: { hand: e.seat } });
        break;
      case 'goalKept': // the kept card stays secret; the others go under the deck
        out.push({ kind: 'say', text: `seat ${e.seat} keeps a goal card, ${e.returned} back under the deck` });
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
      case 'cubeSkipped':
        out.push({ kind: 'say', text: `no cube ${e.cube} (${e.reason})` });
        break;
      case 'boatPlaced':
        out.push({ kind: 'move', piece: 'boat', from: { hand: e.seat }, to: { dock: e.dock } });
        break;
      case 'boatMoved':
        out.push({ kind: 'move', piece: 'boat', from: { dock: e.from }, to: { dock: e.to } });
        break;
      case 'cubeLoaded': // a cube of that colour from the boat's island: any of them, they are alike
        out.push({ kind: 'say', text: `seat ${e.seat} loads a ${e.color} cube` });
        break;
      case 'cubeUnloaded':
        out.push({ kind: 'move', piece: 'cube', color: e.color, from: { boat: e.seat }, to: { x: e.x, y: e.y, quadrant: e.quadrant } });
        break;
      case 'cubeSold':
        out.push({ kind: 'move', piece: 'cube', color: e.color, from: { boat: e.seat }, to: 'market' }, { kind: 'coins', seat: e.seat, amount: e.price });
        break;
      case 'mapsBought':
        out.push({ kind: 'coins', seat: e.seat, amount: -e.paid }); // then one `mapDrawn` per card
        break;
      case 'templeExcavated':
        out.push({ kind: 'show', ids: [e.map], why: 'map card played' }, { kind: 'coins', seat: e.seat, amount: -e.cost });
        out.push({ kind: 'temple', seat: e.seat, map: e.map, at: { x: e.x, y: e.y, quadrant: e.quadrant } });
        break;
      case 'rewardRevealed':
        out.push({ kind: 'say', text: `seat ${e.seat} uncovers a reward: ${e.reward.kind}` });
        break;
      case 'oracleConsulted': // tiles turned up one by one: the last is kept, face up for all
        out.push({ kind: 'show', ids: [...e.discarded, e.kept], why: `the Oracle, for a ${e.icon}` });
        out.push({ kind: 'deal', face: { id: e.kept }, to: { hand: e.seat } });
        break;
      case 'tilesReshuffled':
        out.push({ kind: 'say', text: `${e.tiles} discarded tiles shuffled into a new stack` });
        break;
      case 'turnStarted':
      case 'turnEnded':
        break; // nothing moves: the new view says it all
      case 'endTriggered':
        out.push({ kind: 'say', text: `the last round begins (${e.why})` });
        break;
      case 'gameEnded':
        out.push({ kind: 'say', text: `game over: scores ${e.scores.join(', ')}` });
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
  getSnapshot(): { readonly lastEvents: readonly AkrotiriEvent[] };
}

/** After every change, hands `play` the animations of the seat's `lastEvents`. Returns the unsubscribe. */
export function animateChanges(seat: Watched, play: (steps: Animation[]) => void): () => void {
  return seat.subscribe(() => {
    const steps = animations(seat.getSnapshot().lastEvents);
    if (steps.length > 0) play(steps);
  });
}
