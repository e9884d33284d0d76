import { hexIndex, survive, type SurviveErrorCode } from '@tabula/survive';

// Setup: 3 players, a seed (same seed, same island). Seat 0 places first.
let state = survive.setup({ players: 3, seed: 'atlantis' });

// A legal move (S1.3): in seat order, each puts one explorer, choosing its value, on an empty tile.
const tile = hexIndex(3, 4)!;                              // hexes are dense indices 0..132
const place = { type: 'placeExplorer', hex: tile, value: 6 } as const;
const out = survive.apply(state, 0, place);
if (!out.ok) throw new Error(out.error.message);
state = out.state;

// A rejection: a typed code and a message; the state is untouched.
const refused = survive.apply(state, 1, { type: 'placeExplorer', hex: tile, value: 1 });
const code: SurviveErrorCode | undefined = refused.ok ? undefined : refused.error.code; // 'TILE_FULL'
// Untrusted input (JSON from a client) is parsed first: an action, or MALFORMED_ACTION.
const parsed = survive.parse(JSON.parse('{"type":"placeExplorer","hex":32,"value":9}'));

// Views: seat 0 sees the value it placed, seat 1 does not; tiles show their face, never their back.
const mine = survive.view(state, 0);                      // mine.explorers[0].value → 6
const theirs = survive.view(state, 1);                    // theirs.explorers[0].value → null, theirs.terrain[tile] → 'beach' | 'forest' | 'mountain'
const next = survive.legalActions(state, 1);              // seat 1's placements: { type: 'placeExplorer', hex, value }

export { state, tile, out, refused, code, parsed, mine, theirs, next };
