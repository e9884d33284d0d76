import { createMatch } from '@tabula/core';
import { clockworkEmpire, type ClockworkView } from '@tabula/clockwork-empire';

/** A seat's hand as `view` shows it: the cards, or only how many (their backs). */
export function handOf(view: ClockworkView, seat: number): string[] | { backs: number } {
  const p = view.seats[seat]!;
  return p.hand ?? { backs: p.handSize };
}

// Each screen gets its own seat's handle, never the match: the state holds every hand and the deck.
const match = createMatch(clockworkEmpire, { players: 3, seed: 'secrets' });
const me = match.seat(0);
const them = match.seat(1);
me.apply({ type: 'discard', card: me.view().seats[0]!.hand![0]! }); // the mulligan: one card face up…
me.apply({ type: 'done' });                                          // …and one drawn back, in secret

const mine = handOf(me.view(), 0);                                    // four card ids
const theirs = handOf(them.view(), 0);                                // { backs: 4 }
const drawn = me.events().find((e) => e.type === 'drew');             // { type: 'drew', seat: 0, count: 1, cards: [id], audience: [0] }
const heard = them.events().find((e) => e.type === 'drew');           // { type: 'drew', seat: 0, count: 1, audience: [0], redacted: true }
const shown = them.events().find((e) => e.type === 'discarded');      // { type: 'discarded', seat: 0, card: id, reason: 'mulligan' }: public

export { match, me, them, mine, theirs, drawn, heard, shown };
