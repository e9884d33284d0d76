import { clockworkEmpire, type ClockworkErrorCode } from '@tabula/clockwork-empire';

// Setup: 3 players, a seed (same seed, same game). Seat 0 starts; first, each seat's mulligan (C1.3).
let state = clockworkEmpire.setup({ players: 3, seed: 'brass-and-steam' });
for (const seat of [0, 1, 2]) {
  const out = clockworkEmpire.apply(state, seat, { type: 'done' }); // keep the 4 cards
  if (!out.ok) throw new Error(out.error.message);
  state = out.state;
}
// Seat 0's dice were rolled automatically: keep the first die (C2.1), then go.
const keep = clockworkEmpire.legalActions(state, 0)[0]!;    // { type: 'keep', die: 0 }
let out = clockworkEmpire.apply(state, 0, keep);
if (!out.ok) throw new Error(out.error.message);
out = clockworkEmpire.apply(out.state, 0, { type: 'go' });
if (!out.ok) throw new Error(out.error.message);
state = out.state;

// A rejection: a typed code and a message; the state is untouched. Seat 2 may not act now.
const refused = clockworkEmpire.apply(state, 2, { type: 'go' });
const code: ClockworkErrorCode | undefined = refused.ok ? undefined : refused.error.code; // 'NOT_ACTIVE'

// Untrusted input (JSON from a client) is parsed first: a typed action, or a MALFORMED_ACTION rejection.
const parsed = clockworkEmpire.parse({ type: 'keep', die: 'first' });
// → { code: 'MALFORMED_ACTION', message: '"keep.die" must be a whole number from 0 to 99, got "first"' }

// A view: your own hand; of the others only hand sizes; never the deck order or the RNG.
const mine = clockworkEmpire.view(state, 1);
// mine.seats[1].hand → ['P3', 'Y3', 'W2', 'R1'], mine.seats[0].hand → null, mine.seats[0].handSize → 4

export { state, keep, out, refused, code, parsed, mine };
