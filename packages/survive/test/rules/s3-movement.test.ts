import { describe, expect, it } from 'vitest';
import { survive } from '../../src/index';
import { position, boat, creature, eventsOf, explorer, h, noSerpents, play, playAll, refuse } from '@tabula/survive/testing';

// A corner of the island: the tile (3,4) touches the sea at (2,3), (2,4), (3,3) and land at (3,5), (4,3), (4,4).
const LAND = h(3, 4);
const SEA = h(2, 4);
// The NW safe isle touches (1,1) and (2,0); (2,1) is next to (2,0).
const ISLE = h(2, 0);

function base() {
  const s = position({ players: 2, step: 'move' });
  noSerpents(s);
  return s;
}

describe('S3.1 movement points', () => {
  it('S3.1 three points per turn, one per space; then step 3 (removal) follows', () => {
    const s = base();
    const e = explorer(s, 0, 'land', LAND);
    const { state } = playAll(s, 0, [
      { type: 'walk', explorer: e, to: h(3, 5) },
      { type: 'walk', explorer: e, to: h(3, 6) },
    ]);
    expect(state.movesLeft).toBe(1);
    expect(state.step).toBe('move');
    const last = play(state, 0, { type: 'walk', explorer: e, to: h(3, 7) });
    expect(last.state.step).toBe('remove');
    expect(last.state.explorers[e]!.hex).toBe(h(3, 7));
  });

  it('S3.1 [D] a player may stop early with pass', () => {
    const s = base();
    explorer(s, 0, 'land', LAND);
    const { state } = play(s, 0, { type: 'pass' });
    expect(state.step).toBe('remove');
  });

  it('S3.1 points are shared among explorers and boats', () => {
    const s = base();
    const e = explorer(s, 0, 'land', LAND);
    const b = boat(s, SEA);
    const { state } = playAll(s, 0, [
      { type: 'board', explorer: e, boat: b },
      { type: 'sail', boat: b, to: h(1, 4) },
    ]);
    expect(state.explorers[e]).toMatchObject({ status: 'boat', boat: b, hex: h(1, 4) });
    expect(state.movesLeft).toBe(1);
  });
});

describe('S3.2 explorers on land', () => {
  it('S3.2 walk to an adjacent tile, however full', () => {
    const s = base();
    const e = explorer(s, 0, 'land', LAND);
    explorer(s, 1, 'land', h(3, 5));
    explorer(s, 1, 'land', h(3, 5));
    const { state, events } = play(s, 0, { type: 'walk', explorer: e, to: h(3, 5) });
    expect(state.explorers[e]!.hex).toBe(h(3, 5));
    expect(eventsOf(events, 'explorerMoved')).toEqual([{ type: 'explorerMoved', explorer: e, how: 'walk', from: LAND, to: h(3, 5), boat: null }]);
  });

  it('S3.2 not to a tile two spaces away, nor walking into the sea', () => {
    const s = base();
    const e = explorer(s, 0, 'land', LAND);
    expect(refuse(s, 0, { type: 'walk', explorer: e, to: h(3, 6) })).toBe('ILLEGAL_MOVE');
    expect(refuse(s, 0, { type: 'walk', explorer: e, to: SEA })).toBe('ILLEGAL_MOVE');
  });

  it('S3.2 into an adjacent sea space as a swimmer', () => {
    const s = base();
    const e = explorer(s, 0, 'land', LAND);
    const { state } = play(s, 0, { type: 'swim', explorer: e, to: SEA });
    expect(state.explorers[e]).toMatchObject({ status: 'sea', hex: SEA });
    expect(state.swam).toEqual([e]);
  });

  it('S3.2 onto a boat in an adjacent space that has room, even with other colours aboard', () => {
    const s = base();
    const e = explorer(s, 0, 'land', LAND);
    const b = boat(s, SEA);
    explorer(s, 1, 'boat', SEA, 1, b);
    const { state } = play(s, 0, { type: 'board', explorer: e, boat: b });
    expect(state.boats[b]!.passengers).toHaveLength(2);
    expect(state.explorers[e]).toMatchObject({ status: 'boat', boat: b, hex: SEA });
  });

  it('S3.5 a full boat takes nobody more', () => {
    const s = base();
    const e = explorer(s, 0, 'land', LAND);
    const b = boat(s, SEA);
    for (let i = 0; i < 3; i++) explorer(s, 1, 'boat', SEA, 1, b);
    expect(refuse(s, 0, { type: 'board', explorer: e, boat: b })).toBe('BOAT_FULL');
  });

  it('S3.2 an explorer that left the island never returns to land', () => {
    const s = base();
    const e = explorer(s, 0, 'sea', SEA);
    expect(refuse(s, 0, { type: 'walk', explorer: e, to: LAND })).toBe('ILLEGAL_MOVE');
  });
});

describe('S3.3 explorers on a boat', () => {
  it('S3.3 move onto a boat with room in an adjacent space', () => {
    const s = base();
    const a = boat(s, SEA);
    const b = boat(s, h(2, 5));
    const e = explorer(s, 0, 'boat', SEA, 1, a);
    const { state } = play(s, 0, { type: 'board', explorer: e, boat: b });
    expect(state.boats[a]!.passengers).toEqual([]);
    expect(state.boats[b]!.passengers).toEqual([e]);
  });

  it('S3.3 jump into its own space as a swimmer, and nowhere else', () => {
    const s = base();
    const a = boat(s, SEA);
    const e = explorer(s, 0, 'boat', SEA, 1, a);
    expect(refuse(s, 0, { type: 'swim', explorer: e, to: h(2, 5) })).toBe('ILLEGAL_MOVE');
    const { state } = play(s, 0, { type: 'swim', explorer: e, to: SEA });
    expect(state.explorers[e]).toMatchObject({ status: 'sea', hex: SEA, boat: null });
    expect(state.boats[a]!.passengers).toEqual([]);
  });

  it('S3.3 step onto the safe isle beside the boat; the boat stays', () => {
    const s = base();
    const a = boat(s, ISLE);
    const e = explorer(s, 0, 'boat', ISLE, 6, a);
    const { state, events } = play(s, 0, { type: 'reachIsle', explorer: e });
    expect(state.explorers[e]).toMatchObject({ status: 'saved', isle: 'NW', boat: null });
    expect(state.boats[a]).toMatchObject({ status: 'board', hex: ISLE, passengers: [] });
    expect(eventsOf(events, 'explorerSaved')).toEqual([{ type: 'explorerSaved', explorer: e, isle: 'NW' }]);
  });

  it('S3.3 no safe isle beside this space', () => {
    const s = base();
    const a = boat(s, SEA);
    const e = explorer(s, 0, 'boat', SEA, 1, a);
    expect(refuse(s, 0, { type: 'reachIsle', explorer: e })).toBe('ILLEGAL_MOVE');
  });
});

describe('S3.4 swimmers', () => {
  it('S3.4 a swimmer moves one sea space per turn', () => {
    const s = base();
    boat(s, h(2, 8)); // something else to move, so step 2 goes on
    const e = explorer(s, 0, 'sea', SEA);
    const { state } = play(s, 0, { type: 'swim', explorer: e, to: h(2, 5) });
    expect(refuse(state, 0, { type: 'swim', explorer: e, to: h(2, 6) })).toBe('ALREADY_SWAM');
  });

  it('S3.4 entering the sea from land is that one move', () => {
    const s = base();
    boat(s, h(2, 8));
    const e = explorer(s, 0, 'land', LAND);
    const { state } = play(s, 0, { type: 'swim', explorer: e, to: SEA });
    expect(refuse(state, 0, { type: 'swim', explorer: e, to: h(2, 5) })).toBe('ALREADY_SWAM');
  });

  it('S3.4 a swimmer boards a boat in its own space only', () => {
    const s = base();
    const e = explorer(s, 0, 'sea', SEA);
    const near = boat(s, h(2, 5));
    expect(refuse(s, 0, { type: 'board', explorer: e, boat: near })).toBe('ILLEGAL_MOVE');
    const here = boat(s, SEA);
    const { state } = play(s, 0, { type: 'board', explorer: e, boat: here });
    expect(state.explorers[e]).toMatchObject({ status: 'boat', boat: here });
  });

  it('S3.4 a swimmer that moved in the sea this turn may not board: swimming next to a boat and boarding are two movements', () => {
    const s = base();
    const f = explorer(s, 0, 'sea', h(2, 6));
    const b = boat(s, h(2, 5));
    const { state } = play(s, 0, { type: 'swim', explorer: f, to: h(2, 5) });
    expect(refuse(state, 0, { type: 'board', explorer: f, boat: b })).toBe('ALREADY_SWAM');
    expect(survive.legalActions(state, 0)).not.toContainEqual({ type: 'board', explorer: f, boat: b });
    // The same for an explorer that jumped into the sea from land this turn.
    const s2 = base();
    const g = explorer(s2, 0, 'land', LAND);
    const c = boat(s2, SEA);
    const { state: t } = play(s2, 0, { type: 'swim', explorer: g, to: SEA });
    expect(refuse(t, 0, { type: 'board', explorer: g, boat: c })).toBe('ALREADY_SWAM');
  });

  it('S3.4 a swimmer beside a safe isle that has not moved this turn lands on it, for one point', () => {
    // "Moving a Swimmer onto a safe isle from one of the two adjacent sea spaces costs one movement."
    const s = base();
    const e = explorer(s, 0, 'sea', ISLE, 4);
    const { state, events } = play(s, 0, { type: 'reachIsle', explorer: e });
    expect(state.explorers[e]).toMatchObject({ status: 'saved', isle: 'NW', hex: ISLE });
    expect(eventsOf(events, 'explorerSaved')).toEqual([{ type: 'explorerSaved', explorer: e, isle: 'NW' }]);
  });

  it('S3.4 landing on a safe isle is a swimmer\'s movement: a swimmer that swam this turn lands on a later turn', () => {
    // "You can move a Swimmer only one sea space on your turn"; "Moving a Swimmer onto a safe isle
    // from one of the two adjacent sea spaces costs one movement"; swimming next to a boat and
    // boarding it "would be considered 2 movements", and so are swimming next to an isle and landing.
    // The translation: 「每个落水者在海上只能移动至多1格」, 「这算作2次落水者移动」.
    const s = base();
    boat(s, h(2, 8)); // something else to move, so step 2 goes on
    const e = explorer(s, 0, 'sea', h(2, 1));
    const { state } = play(s, 0, { type: 'swim', explorer: e, to: ISLE });
    expect(refuse(state, 0, { type: 'reachIsle', explorer: e })).toBe('ALREADY_SWAM');
    expect(survive.legalActions(state, 0)).not.toContainEqual({ type: 'reachIsle', explorer: e });
    // Its next turn, it lands.
    const later = structuredClone(state);
    later.swam = [];
    later.movesLeft = 3;
    expect(play(later, 0, { type: 'reachIsle', explorer: e }).state.explorers[e]).toMatchObject({ status: 'saved', isle: 'NW' });
  });

  it('S3.4 jumping off a boat is the swimmer\'s move: a passenger that jumped into the sea beside a safe isle does not land this turn', () => {
    // "When a Swimmer goes from a Terrain tile or Ship into a sea space, it's considered to be a
    // movement of one sea space"; the translation: 「主动跳海算落水者已移动了1次」 (jumping into the sea
    // counts as the swimmer's one move).
    const s = base();
    const b = boat(s, ISLE);
    const e = explorer(s, 0, 'boat', ISLE, 5, b);
    const { state } = play(s, 0, { type: 'swim', explorer: e, to: ISLE });
    expect(state.explorers[e]).toMatchObject({ status: 'sea', hex: ISLE });
    expect(refuse(state, 0, { type: 'reachIsle', explorer: e })).toBe('ALREADY_SWAM');
    expect(survive.legalActions(state, 0)).not.toContainEqual({ type: 'reachIsle', explorer: e });
    // Aboard, it would have stepped ashore at once (S3.3).
    expect(play(s, 0, { type: 'reachIsle', explorer: e }).state.explorers[e]).toMatchObject({ status: 'saved', isle: 'NW' });
  });
});

describe('S3.3, S3.4 our rulings', () => {
  it('S3.3 jumping from a boat is the sea move: a passenger that jumped may not board again this turn', () => {
    const s = base();
    const b = boat(s, SEA);
    const e = explorer(s, 0, 'boat', SEA, 1, b);
    const { state } = play(s, 0, { type: 'swim', explorer: e, to: SEA });
    expect(refuse(state, 0, { type: 'board', explorer: e, boat: b })).toBe('ALREADY_SWAM');
  });

  it('S3.4 passengers capsized by their own boat have not used their sea move', () => {
    const s = base();
    const b = boat(s, SEA);
    const e = explorer(s, 0, 'boat', SEA, 1, b);
    creature(s, 'whale', h(2, 5));
    const { state } = playAll(s, 0, [
      { type: 'sail', boat: b, to: h(2, 5) },
      { type: 'swim', explorer: e, to: h(2, 6) },
    ]);
    expect(state.explorers[e]).toMatchObject({ status: 'sea', hex: h(2, 6) });
  });

  it('S3.6 boarding a boat that shares its space with a creature is safe (our ruling)', () => {
    const s = base();
    const e = explorer(s, 0, 'land', LAND);
    const b = boat(s, SEA);
    creature(s, 'seaSerpent', SEA);
    const { state } = play(s, 0, { type: 'board', explorer: e, boat: b });
    expect(state.explorers[e]!.status).toBe('boat');
  });
});

describe('S3.5 boats', () => {
  it('S3.5 an empty boat may be moved by anyone', () => {
    const s = base();
    explorer(s, 0, 'land', h(5, 5)); // seat 0 still has an explorer on the board (S2)
    const b = boat(s, SEA);
    const { state, events } = play(s, 0, { type: 'sail', boat: b, to: h(2, 5) });
    expect(state.boats[b]!.hex).toBe(h(2, 5));
    expect(eventsOf(events, 'boatMoved')).toEqual([{ type: 'boatMoved', boat: b, from: SEA, to: h(2, 5), by: 'sail' }]);
  });

  it('S3.5 an occupied boat: only the player with the most explorers aboard moves it', () => {
    const s = base();
    const b = boat(s, SEA);
    explorer(s, 1, 'boat', SEA, 1, b);
    explorer(s, 1, 'boat', SEA, 1, b);
    explorer(s, 0, 'boat', SEA, 1, b);
    expect(refuse(s, 0, { type: 'sail', boat: b, to: h(2, 5) })).toBe('NOT_YOUR_BOAT');
  });

  it('S3.5 ties: each tied player controls the boat, and passengers travel with it', () => {
    const s = base();
    const b = boat(s, SEA);
    const mine = explorer(s, 0, 'boat', SEA, 1, b);
    const theirs = explorer(s, 1, 'boat', SEA, 1, b);
    const { state } = play(s, 0, { type: 'sail', boat: b, to: h(2, 5) });
    expect(state.explorers[mine]!.hex).toBe(h(2, 5));
    expect(state.explorers[theirs]!.hex).toBe(h(2, 5));
  });

  it('S3.5 ties: the other tied player controls it too, on its own turn', () => {
    const s = position({ seat: 1, step: 'move', serpents: false });
    const b = boat(s, SEA);
    explorer(s, 0, 'boat', SEA, 1, b);
    explorer(s, 1, 'boat', SEA, 1, b);
    const { state } = play(s, 1, { type: 'sail', boat: b, to: h(2, 5) });
    expect(state.boats[b]!.hex).toBe(h(2, 5));
    // Out of its turn a tied seat may not move it.
    expect(refuse(s, 0, { type: 'sail', boat: b, to: h(2, 5) })).toBe('NOT_ACTIVE');
  });

  it('S3.5 one boat per sea space; boats move on sea only', () => {
    const s = base();
    explorer(s, 0, 'land', h(5, 5));
    const b = boat(s, SEA);
    boat(s, h(2, 5));
    expect(refuse(s, 0, { type: 'sail', boat: b, to: h(2, 5) })).toBe('SPACE_HAS_BOAT');
    expect(refuse(s, 0, { type: 'sail', boat: b, to: LAND })).toBe('ILLEGAL_MOVE');
  });
});

describe('S3.6 deadly spaces', () => {
  it('S3.6 an occupied boat moved onto a sea serpent is destroyed with its passengers', () => {
    const s = base();
    const b = boat(s, SEA);
    const e = explorer(s, 0, 'boat', SEA, 1, b);
    creature(s, 'seaSerpent', h(2, 5));
    const { state, events } = play(s, 0, { type: 'sail', boat: b, to: h(2, 5) });
    expect(state.boats[b]).toEqual({ status: 'gone', hex: null, passengers: [] });
    expect(state.explorers[e]!.status).toBe('dead');
    expect(eventsOf(events, 'explorerKilled')).toEqual([{ type: 'explorerKilled', explorer: e, hex: h(2, 5), by: 'seaSerpent' }]);
  });

  it('S3.6 an occupied boat moved onto a whale is destroyed; its passengers swim', () => {
    const s = base();
    const b = boat(s, SEA);
    const e = explorer(s, 0, 'boat', SEA, 1, b);
    creature(s, 'whale', h(2, 5));
    const { state } = play(s, 0, { type: 'sail', boat: b, to: h(2, 5) });
    expect(state.boats[b]!.status).toBe('gone');
    expect(state.explorers[e]).toMatchObject({ status: 'sea', hex: h(2, 5), boat: null });
  });

  it('S3.6 ...and die at once if a shark is there too', () => {
    const s = base();
    const b = boat(s, SEA);
    const e = explorer(s, 0, 'boat', SEA, 1, b);
    creature(s, 'whale', h(2, 5));
    creature(s, 'shark', h(2, 5));
    const { state } = play(s, 0, { type: 'sail', boat: b, to: h(2, 5) });
    expect(state.explorers[e]!.status).toBe('dead');
  });

  it('S3.6 [D] an empty boat is unaffected by creatures', () => {
    const s = base();
    explorer(s, 0, 'land', h(5, 5));
    const b = boat(s, SEA);
    creature(s, 'seaSerpent', h(2, 5));
    const { state } = play(s, 0, { type: 'sail', boat: b, to: h(2, 5) });
    expect(state.boats[b]).toMatchObject({ status: 'board', hex: h(2, 5) });
  });

  it('S3.6 a swimmer moving onto a shark or serpent dies', () => {
    const s = base();
    const e = explorer(s, 0, 'sea', SEA);
    const f = explorer(s, 0, 'land', LAND);
    creature(s, 'shark', h(2, 5));
    creature(s, 'seaSerpent', h(2, 3));
    const { state } = playAll(s, 0, [
      { type: 'swim', explorer: e, to: h(2, 5) },
      { type: 'swim', explorer: f, to: h(2, 3) },
    ]);
    expect(state.explorers[e]!.status).toBe('dead');
    expect(state.explorers[f]!.status).toBe('dead');
  });

  it('S3.6 jumping from a boat into its space with a shark kills the swimmer; a whale there does not', () => {
    const s = base();
    const a = boat(s, SEA);
    const b = boat(s, h(2, 6));
    const e = explorer(s, 0, 'boat', SEA, 1, a);
    const f = explorer(s, 0, 'boat', h(2, 6), 1, b);
    creature(s, 'shark', SEA);
    creature(s, 'whale', h(2, 6));
    const { state } = playAll(s, 0, [
      { type: 'swim', explorer: e, to: SEA },
      { type: 'swim', explorer: f, to: h(2, 6) },
    ]);
    expect(state.explorers[e]!.status).toBe('dead');
    expect(state.explorers[f]!.status).toBe('sea');
  });
});

describe('S2 a player with nothing to move skips step 2', () => {
  it('S2 after the last possible move, the turn goes on to step 3', () => {
    const s = base();
    const e = explorer(s, 0, 'sea', SEA);
    const { state, events } = play(s, 0, { type: 'swim', explorer: e, to: h(2, 5) });
    expect(state.step).toBe('remove');
    expect(state.movesLeft).toBe(2);
    expect(eventsOf(events, 'stepSkipped')).toEqual([{ type: 'stepSkipped', seat: 0, step: 'move' }]);
  });

  it('S2 a player with no explorer left on the board skips step 2 entirely, even if empty boats could sail', () => {
    // Seat 1 ends its turn; seat 0 has only a saved explorer, and an empty boat floats nearby.
    const s = position({ seat: 1, step: 'creature', rolled: 'whale', serpents: false });
    creature(s, 'whale', h(12, 8));
    explorer(s, 0, 'saved', ISLE);
    explorer(s, 1, 'land', h(5, 5));
    const b = boat(s, SEA);
    const { state, events } = play(s, 1, { type: 'pass' });
    expect(state).toMatchObject({ current: 0, step: 'remove', movesLeft: 3 });
    expect(eventsOf(events, 'stepSkipped')).toEqual([{ type: 'stepSkipped', seat: 0, step: 'move' }]);
    expect(survive.legalActions(state, 0).some((a) => a.type === 'sail')).toBe(false);
    expect(state.boats[b]!.hex).toBe(SEA);
  });

  it('S2 [ours] once the last explorer leaves the board, step 2 ends at once, points left or not', () => {
    const s = base();
    const a = boat(s, ISLE);
    const e = explorer(s, 0, 'boat', ISLE, 1, a);
    boat(s, SEA); // an empty boat seat 0 could otherwise sail
    expect(survive.legalActions(s, 0)).toContainEqual({ type: 'sail', boat: a, to: h(2, 1) });
    const { state, events } = play(s, 0, { type: 'reachIsle', explorer: e });
    expect(state).toMatchObject({ step: 'remove', movesLeft: 2 });
    expect(eventsOf(events, 'stepSkipped')).toEqual([{ type: 'stepSkipped', seat: 0, step: 'move' }]);
  });
});

describe('S3.7, S3.8', () => {
  it('S3.7 [D] a boat moving into a space with swimmers does not pick them up', () => {
    const s = base();
    const b = boat(s, SEA);
    const e = explorer(s, 0, 'sea', h(2, 5));
    const { state } = play(s, 0, { type: 'sail', boat: b, to: h(2, 5) });
    expect(state.explorers[e]).toMatchObject({ status: 'sea', boat: null });
    expect(state.boats[b]!.passengers).toEqual([]);
  });

  it('S3.8 you move only your own explorers; saved explorers never move again', () => {
    const s = base();
    const other = explorer(s, 1, 'land', LAND);
    const saved = explorer(s, 0, 'saved', ISLE);
    explorer(s, 0, 'land', h(5, 5)); // something of its own to move, so that step 2 waits
    expect(refuse(s, 0, { type: 'walk', explorer: other, to: h(3, 5) })).toBe('NOT_YOUR_EXPLORER');
    expect(refuse(s, 0, { type: 'swim', explorer: saved, to: h(2, 1) })).toBe('ILLEGAL_MOVE');
    expect(refuse(s, 0, { type: 'walk', explorer: 39, to: h(3, 5) })).toBe('NOT_YOUR_EXPLORER');
  });

  it('S3 movement actions are refused outside step 2', () => {
    const s = base();
    const e = explorer(s, 0, 'land', LAND);
    s.step = 'remove';
    expect(refuse(s, 0, { type: 'walk', explorer: e, to: h(3, 5) })).toBe('WRONG_STEP');
    expect(survive.activeSeats(s)).toEqual([0]);
  });
});
