import { atlandice, type AtlandiceErrorCode } from '@tabula/atlandice';

// Setup: 3 players, a seed (same seed, same game).
let state = atlandice.setup({ players: 3, seed: 'lost-city' });
const seat = atlandice.activeSeats(state)[0]!;            // the start player, drawn from the seed

// A legal move: take a die beside a sector (A4.1a), then answer the pending decision (A4.1b).
const visit = atlandice.legalActions(state, seat)[0]!;    // e.g. { type: 'visit', sector: 1 }
let out = atlandice.apply(state, seat, visit);
if (!out.ok) throw new Error(out.error.message);
state = out.state;
const take = atlandice.legalActions(state, seat)[0]!;     // e.g. { type: 'take', sector: 1, resource: 'gem' }
out = atlandice.apply(state, seat, take);
if (!out.ok) throw new Error(out.error.message);
state = out.state;

// A rejection: a typed code and a message; the state is untouched.
const idle = (atlandice.activeSeats(state)[0]! + 1) % 3;  // a seat whose turn it is not
const refused = atlandice.apply(state, idle, { type: 'visit', sector: 6 });
const code: AtlandiceErrorCode | undefined = refused.ok ? undefined : refused.error.code; // 'NOT_ACTIVE'

// Untrusted input (JSON from a client) goes through parse first.
const parsed = atlandice.parse(JSON.parse('{"type":"visit","sector":9}'));
// → { code: 'MALFORMED_ACTION', message: '"visit.sector" must be one of 1, 2, 3, 4, 5, 6, got 9' }

// A view: everything but the RNG and the order of the tiles below each stack's top.
const mine = atlandice.view(state, seat);
// mine.stacks[0] → { top: 'J2', below: ['J1', 'J3'] }, mine.legal → what this seat may do now

export { state, seat, visit, take, refused, code, parsed, mine, out };
