import { createMatch } from '@tabula/core';
import { atlandice, type AtlandiceView, type TileId } from '@tabula/atlandice';

// Whoever runs the game (a server, or the page itself for a local game) owns the match. Each
// player's screen gets its own seat's handle, a spectator's screen the `null` handle: never `match`.
const match = createMatch(atlandice, { players: 3, seed: 'secrets' });
const seats = [match.seat(0), match.seat(1), match.seat(2)];
const spectator = match.seat(null);

/** A district's stack as a UI shows it: the top tile face up, the others face down, in no order. */
export function stackFaces(view: AtlandiceView, district: number): { up: TileId | null; down: number; oneOf: TileId[] } {
  const stack = view.stacks[district - 1]!;
  return { up: stack.top, down: stack.below.length, oneOf: stack.below }; // `below` is sorted: which tiles, not their order
}

const forSeat0 = stackFaces(seats[0]!.getSnapshot().view, 1);
const forSpectator = stackFaces(spectator.getSnapshot().view, 1); // the same: nobody knows the order
const refused = spectator.apply({ type: 'pass' });                   // a spectator may not act: NOT_ACTIVE

export { match, seats, spectator, forSeat0, forSpectator, refused };
