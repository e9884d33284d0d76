import type { AtlandiceEvent, Resource, Sector, TileId } from '@tabula/atlandice';

/** Where a piece comes from or goes to: a sector, a holder's stock, a clock space, or out of the game. */
export type Place = { sector: Sector } | { holder: number } | { space: number } | 'box';

/** One step of an animation, played in order. */
export type Animation =
  | { kind: 'roll'; faces: number[] } // dice tumbling, then showing these faces
  | { kind: 'move'; piece: 'die' | 'resource' | 'submarine' | 'hand' | 'tile'; resource?: Resource; from: Place; to: Place }
  | { kind: 'reveal'; sector: Sector; tile: TileId } // a tile turned face up
  | { kind: 'score'; holder: number; points: number; why: string }
  | { kind: 'say'; text: string }; // no piece moves: a line in the log, a toast

/** The animations of a change's events, in order. Every Atlandice event is public: all seats get the same list. */
export function animations(events: readonly AtlandiceEvent[]): Animation[] {
  const out: Animation[] = [];
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
        out.push({ kind: 'roll', faces: [e.face] }, { kind: 'say', text: `${e.tile}: ${e.success ? 'success' : 'no luck'}` });
        break;
      case 'jewelersChain':
        out.push({ kind: 'roll', faces: [e.face] }, { kind: 'say', text: `J3 sends the visit to sector ${e.sector}` });
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
      case 'categoryExhausted':
        out.push({ kind: 'say', text: `the ${e.resource} are out of the game (${e.removed} removed)` });
        break;
      case 'clockAdvanced':
        out.push({ kind: 'move', piece: 'hand', from: { space: e.from }, to: { space: e.to } });
        break;
      case 'clockEvent':
        out.push({ kind: 'say', text: e.event.kind === 'donation' ? 'Donation' : `Inventory: ${e.event.resource}` });
        break;
      case 'inventory':
        out.push({ kind: 'say', text: `most ${e.resource}: ${e.leaders.join(', ') || 'nobody'}` });
        break;
      case 'donated':
        for (const resource of e.pay) out.push({ kind: 'move', piece: 'resource', resource, from: { holder: e.seat }, to: 'box' });
        break;
      case 'donationEnded':
        out.push({ kind: 'say', text: `seat ${e.seat} stops donating` });
        break;
      case 'nothingToTake':
        out.push({ kind: 'say', text: `nothing to take in sector ${e.sector}` });
        break;
      case 'effectSkipped':
        out.push({ kind: 'say', text: `${e.step} skipped (${e.why})` });
        break;
      case 'firstPlayer':
        out.push({ kind: 'say', text: `seat ${e.seat} starts the next round` });
        break;
      case 'gameEnded':
        out.push({ kind: 'say', text: `game over: seat${e.winners.length > 1 ? 's' : ''} ${e.winners.join(' and ')} won` });
        break;
      default:
        e satisfies never; // a new event type would not compile here
    }
  }
  return out;
}

/** The part of a seat handle (`match.seat(s)`) an animator needs. */
export interface Watched {
  subscribe(listener: () => void): () => void;
  getSnapshot(): { readonly lastEvents: readonly AtlandiceEvent[] };
}

/** After every change, hands `play` the animations of the seat's `lastEvents`. Returns the unsubscribe. */
export function animateChanges(seat: Watched, play: (steps: Animation[]) => void): () => void {
  return seat.subscribe(() => {
    const steps = animations(seat.getSnapshot().lastEvents);
    if (steps.length > 0) play(steps);
  });
}
