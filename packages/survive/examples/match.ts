import { createMatch, loadMatch } from '@tabula/core';
import { hexIndex, survive } from '@tabula/survive';

// A match holds the state and the log, and gives each seat a handle on what it may see.
const match = createMatch(survive, { players: 2, seed: 'atlantis' });
const me = match.seat(0);
const them = match.seat(1);
me.apply({ type: 'placeExplorer', hex: hexIndex(3, 4)!, value: 6 }); // a 6 on the tile at (3,4)
const seen = them.log();                                   // [{ seat: 0, action: { type: 'placeExplorer', redacted: true, hex: 31 } }]
const heard = them.events();                               // [{ type: 'explorerPlaced', seat: 0, colour: 0, explorer: 0, hex: 31 }]: no value
const undone = me.undo();                                  // nothing drawn or revealed: { ok: true }
me.apply({ type: 'placeExplorer', hex: hexIndex(3, 4)!, value: 1 });
const copy = loadMatch(survive, JSON.parse(JSON.stringify(match.save()))); // the saved match plays back

export { match, me, them, seen, heard, undone, copy };
