import { createMatch, loadMatch, randomBot } from '@tabula/core';
import { clockworkEmpire } from '@tabula/clockwork-empire';

// A match holds the state and the log; here seats 1 and 2 are played by bots.
const match = createMatch(clockworkEmpire, { players: 3, seed: 'tick-tock' }, { bots: { 1: randomBot('b1'), 2: randomBot('b2') } });
const me = match.seat(0);                                  // seat 0's handle: its view, legal actions, events
const discard = me.legalActions()[0]!;                     // the mulligan (C1.3): { type: 'discard', card: … }
me.apply(discard);                                         // the card is shown face up…
const undone = me.undo();                                  // …so it cannot be taken back: IRREVERSIBLE
const out = me.apply({ type: 'done' });                    // draw back up to 4
if (!out.ok) throw new Error(out.error.message);
const mine = me.events().find((e) => e.type === 'drew');   // { type: 'drew', seat: 0, count: 1, cards: […], audience: [0] }
const theirs = match.seat(1).events().find((e) => e.type === 'drew'); // { …, count: 1, audience: [0], redacted: true }
await match.runBots();                                     // the bots' mulligans, until seat 0 must act
const copy = loadMatch(clockworkEmpire, JSON.parse(JSON.stringify(match.save()))); // the saved match plays back

export { match, me, discard, undone, out, mine, theirs, copy };
