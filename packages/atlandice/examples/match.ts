import { createMatch, loadMatch, randomBot } from '@tabula/core';
import { atlandice } from '@tabula/atlandice';

// A match holds the state and the log; here seats 1 and 2 are played by bots.
const match = createMatch(atlandice, { players: 3, seed: 'lost-city' }, { bots: { 1: randomBot('b1'), 2: randomBot('b2') } });
const me = match.seat(0);                                  // seat 0's handle: its view, legal actions, events
await match.runBots();                                     // the bots play until seat 0 must act
const visit = me.legalActions()[0]!;                       // e.g. { type: 'visit', sector: 2 }
me.apply(visit);                                           // a die taken: nothing rolled, nothing revealed…
const undone = me.undo();                                  // …so seat 0 may take it back: { ok: true }
const out = me.apply(visit);
if (!out.ok) throw new Error(out.error.message);
const watched = atlandice.eventsFor(out.events, null);     // what a spectator sees: every event, none is private
const copy = loadMatch(atlandice, JSON.parse(JSON.stringify(match.save()))); // the saved match plays back

export { match, me, visit, undone, out, watched, copy };
