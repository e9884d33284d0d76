import { createMatch } from '@tabula/core';
import { akrotiri } from '@tabula/akrotiri';

// A match keeps the state and the log; each seat's handle holds only what that seat may see.
const match = createMatch(akrotiri, { players: 2, seed: 'thera', options: { startPlayer: 0 } });
const me = match.seat(0);
for (const step of ['placeTile', 'placeCube']) {
  const action = me.legalActions()[0]!;                        // { type: 'placeTile', … }, then 'placeCube'
  if (action.type !== step) throw new Error(`expected ${step}`);
  const out = me.apply(action);
  if (!out.ok) throw new Error(out.error.message);
}

// Seat 1 then drew its tile face down: it sees which, seat 0 and spectators that it drew one.
const theirs = match.seat(1).events().filter((e) => e.type === 'tileDrawn');
// → [{ type: 'tileDrawn', seat: 1, tile: 'L06', audience: [1] }]
const mine = me.events().filter((e) => e.type === 'tileDrawn');
// → [{ type: 'tileDrawn', seat: 1, audience: [1], redacted: true }]

// A placed tile was shown to everyone: that action cannot be taken back.
const undo = match.undo(0);
// → { ok: false, error: { code: 'IRREVERSIBLE', … } }

export { match, theirs, mine, undo };
