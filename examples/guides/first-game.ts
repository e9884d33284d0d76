import { isRejection } from '@tabula/core';
import { atlandice } from '@tabula/atlandice';

let state = atlandice.setup({ players: 3, seed: 'table-42' });
const seat = atlandice.activeSeats(state)[0]!;
const moves = atlandice.legalActions(state, seat);    // exactly what may be clicked now
const out = atlandice.apply(state, seat, moves[0]!);
if (out.ok) {
  state = out.state;                                  // a new state; the old one is untouched
  console.log(out.events);                            // what happened, in order, for animation
} else {
  console.log(out.error.code, out.error.message);     // a typed refusal: nothing changed
}
const mine = atlandice.view(state, seat);             // what this seat may see: send this to its client

// From a client, an action is untrusted JSON: parse it first.
const input = atlandice.parse(JSON.parse('{"type":"visit","sector":9}'));
if (isRejection(input)) console.log(input.code);      // MALFORMED_ACTION, saying what was expected

export { state, seat, out, mine, input };
