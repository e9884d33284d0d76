import { akrotiri } from '@tabula/akrotiri';

// Setup: 2 players, a seed (same seed, same game). Options: variant 'strategic', your own components.
let state = akrotiri.setup({ players: 2, seed: 'thera' });
const seat = akrotiri.activeSeats(state)[0]!;            // the start player, drawn from the seed

// Setup is played as actions: place the first tile (K3.2), then its second cube (K4.2).
const place = akrotiri.legalActions(state, seat)[0]!;   // e.g. { type: 'placeTile', x: -1, y: -2, rotation: 0 }
let out = akrotiri.apply(state, seat, place);
if (!out.ok) throw new Error(out.error.message);
state = out.state;
const cube = akrotiri.legalActions(state, seat)[0]!;      // e.g. { type: 'placeCube', color: 'red', quadrant: 'SE' }
out = akrotiri.apply(state, seat, cube);
if (!out.ok) throw new Error(out.error.message);
state = out.state;

// A rejection: a typed code and a message; the state is untouched.
const other = 1 - seat;                                    // who places a tile now
const refused = akrotiri.apply(state, other, { type: 'endTurn' });
// → { ok: false, error: { code: 'WRONG_DECISION', message: '"endTurn" does not answer this decision: "placeTile": …' } }

// A view: the other seat's tile, map cards and goals are hidden (counts only); decks are counts.
const mine = akrotiri.view(state, seat);
// mine.seats[other] → { tile: null, hasTile: true, maps: null, … }, mine.tileDeck → 34

export { state, seat, place, cube, refused, mine, out };
