import { createMatch, randomBot } from '@tabula/core';
import { pig } from './readme';

// A match of Pig: seat 0 is a person, seat 1 a bot. The store keeps the state and the log.
const match = createMatch(pig, { players: 2, seed: 'store' }, { bots: { 1: randomBot('b1') } });
const me = match.seat(0);                                // what seat 0 may see and do
let changes = 0;
const stop = match.subscribe(() => changes++);          // once per change: fits useSyncExternalStore

me.apply({ type: 'roll' });                             // a legal move, recorded in the log
const undo = me.undo();                                 // refused: a die roll drew from chance
const snapshot = me.getSnapshot();                      // { view, legalActions, events, log, canUndo, … }
await match.runBots();                                  // lets the bot play while it is its turn
const file = match.save();                              // { game: 'pig', config, log }: loadMatch(pig, file)
stop();

export { match, me, undo, snapshot, file, changes };
