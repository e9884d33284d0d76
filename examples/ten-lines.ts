import { atlandice } from '@tabula/atlandice';               // every Tabula game has this shape

let state = atlandice.setup({ players: 3, seed: 'table-42' }); // seeded: same seed, same game
const seat = atlandice.activeSeats(state)[0]!;               // who may act now
const moves = atlandice.legalActions(state, seat);           // exactly what may be played
const out = atlandice.apply(state, seat, moves[0]!);         // pure: the old state is untouched
if (out.ok) state = out.state;                               // out.events says what happened
const refused = atlandice.apply(state, (seat + 1) % 3, { type: 'pass' });
console.log(refused.ok ? '' : refused.error.code);           // NOT_ACTIVE: a typed rejection
console.log(atlandice.view(state, seat));                    // what this seat may see
