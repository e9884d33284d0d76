import { describe, expect, it } from 'vitest';
import { akrotiri, analyzeBoard, directionsFrom, islandAt, type AkrotiriState, type Color } from '../../src/index';
import { eventsOf, legalOf, play, playAll, position, refuse, TEST_COMPONENTS, tiles, type PositionSpec } from '@tabula/akrotiri/testing';

/**
 * North of Thera, the ladder of the board tests: island A (docks 0,-2:y, 0,-3:x, 1,-2:d) is one sea
 * move from Thera; island B (dock 0,-3:y) is one sea move from A's dock 0,-3:x.
 */
const LADDER = tiles(['ladderFoot', 0, -2], ['ladder', 0, -3], ['dockW', 1, -2]);
const ladder = (p: PositionSpec = {}): AkrotiriState => position({ board: LADDER, ...p });

describe('K5.1 move', () => {
  it('K5.1 by sea along connected routes to another dock, never onto the other boat', () => {
    const s = ladder();
    // thera:south (seat 1's boat) is reachable round the ring but taken.
    expect(legalOf(s, 0, 'move').map((a) => a.to)).toEqual(['0,-2:y']);
    expect(refuse(s, 0, { type: 'move', to: 'thera:south' })).toBe('DOCK_TAKEN');
    expect(refuse(s, 0, { type: 'move', to: '0,-3:y' })).toBe('UNREACHABLE');
    const { state, events } = play(s, 0, { type: 'move', to: '0,-2:y' });
    expect(state.seats[0]!.boat).toBe('0,-2:y');
    expect(eventsOf(events, 'boatMoved')).toEqual([{ type: 'boatMoved', seat: 0, from: 'thera:north', to: '0,-2:y', by: 'sea', moves: 1, actions: 1 }]);
  });

  it('K5.1 a sea move passes docks and the other boat freely', () => {
    // From the dock east of the ladder, the only route west runs through dock 0,-3:x to 0,-3:y.
    const s = position({ board: [...LADDER, ...tiles(['dockW', 1, -3])], seats: [{ boat: '1,-3:d' }, { boat: '0,-3:x' }] });
    expect(legalOf(s, 0, 'move').map((a) => a.to)).toEqual(['0,-3:y']);
    // (Both docks are also on one island; the move is by sea, which is never dearer.)
    const { state, events } = play(s, 0, { type: 'move', to: '0,-3:y' });
    expect(state.seats[0]!.boat).toBe('0,-3:y');
    expect(eventsOf(events, 'boatMoved')[0]).toMatchObject({ by: 'sea', moves: 1 });
  });

  it('K5.1 by portage to another dock of the same island', () => {
    const s = ladder({ seats: [{ boat: '0,-2:y' }, { boat: 'thera:south' }] });
    const moves = legalOf(s, 0, 'move').map((a) => a.to).sort();
    expect(moves).toEqual(['0,-3:x', '1,-2:d', 'thera:north']);
    const { events } = play(s, 0, { type: 'move', to: '1,-2:d' });
    expect(eventsOf(events, 'boatMoved')[0]).toMatchObject({ by: 'portage', moves: 1, actions: 1 });
  });

  it('K5.1 an empty boat moves twice for one action, by sea then portage, one after the other', () => {
    const s = ladder();
    const { state, events } = playAll(s, 0, [
      { type: 'move', to: '0,-2:y' },
      { type: 'move', to: '0,-3:x' },
    ]);
    expect(state.turn!.used).toBe(1);
    expect(eventsOf(events, 'boatMoved').map((e) => [e.by, e.actions])).toEqual([
      ['sea', 1],
      ['portage', 0],
    ]);
    // A third move is a new action.
    expect(play(state, 0, { type: 'move', to: '0,-3:y' }).state.turn!.used).toBe(2);
  });

  it('K5.1 a loaded boat moves once per action', () => {
    const s = ladder({ seats: [{ cargo: ['red'] }] });
    const { state } = playAll(s, 0, [
      { type: 'move', to: '0,-2:y' },
      { type: 'move', to: '0,-3:x' },
    ]);
    expect(state.turn!.used).toBe(2);
  });

  it('K5.1 another action in between ends the move action', () => {
    const s = ladder({ seats: [{ drachmas: 5 }] });
    const { state } = playAll(s, 0, [
      { type: 'move', to: '0,-2:y' },
      { type: 'oracle', icon: 'lake' },
      { type: 'move', to: '0,-3:x' },
    ]);
    expect(state.turn!.used).toBe(3);
  });

  it('K5.1 [D] a portage on an island where the other boat lies costs 2 moves: an empty boat’s whole action', () => {
    const s = ladder({ seats: [{ boat: '0,-2:y' }, { boat: '0,-3:x' }] });
    expect(refuse(s, 0, { type: 'move', to: '0,-3:x' })).toBe('DOCK_TAKEN');
    const { state, events } = play(s, 0, { type: 'move', to: '1,-2:d' });
    expect(eventsOf(events, 'boatMoved')[0]).toMatchObject({ by: 'portage', moves: 2, actions: 1 });
    expect(state.turn!.sequence).toEqual({ kind: 'move', movesLeft: 0 });
    expect(play(state, 0, { type: 'move', to: '0,-2:y' }).state.turn!.used).toBe(2);
  });

  it('K5.1 an empty boat loses no move and gains none: a 2-move portage uses the move left over, then a new action’s', () => {
    // Island A's docks 0,-2:y, 0,-3:x (the other boat) and 1,-2:d; from 1,-2:d a sea route runs east to 2,-2:d.
    const board = [...LADDER.filter((t) => t.tile !== 'dockW'), ...tiles(['dockNWfromE', 1, -2], ['dockW', 2, -2])];
    const route = [
      { type: 'move', to: '0,-2:y' }, // by sea: the move action's 1st move
      { type: 'move', to: '1,-2:d' }, // portage past the other boat, 2 moves: the 2nd move + a new action's 1st
      { type: 'move', to: '2,-2:d' }, // by sea: that new action's 2nd move, free
    ] as const;
    const empty = position({ board, seats: [{}, { boat: '0,-3:x' }], turn: { used: 1 } });
    const { state, events } = playAll(empty, 0, [...route]);
    expect(eventsOf(events, 'boatMoved').map((e) => [e.by, e.moves, e.actions])).toEqual([
      ['sea', 1, 1],
      ['portage', 2, 1],
      ['sea', 1, 0],
    ]);
    expect(state.turn).toMatchObject({ used: 3, sequence: { kind: 'move', movesLeft: 0 } });
    // 4 moves were paid with 2 actions, and none is left to gain.
    expect(refuse(state, 0, { type: 'move', to: '1,-2:d' })).toBe('NO_ACTIONS_LEFT');
    // A loaded boat pays every move with an action: 1 + 2 + 1.
    // With a temple excavated, the player board shows 4 actions (K1.4).
    const loaded = position({ board, temples: [{ seat: 0, x: 0, y: -3, quadrant: 'NW', map: 'E01' }], seats: [{ cargo: ['red'] }, { boat: '0,-3:x' }] });
    expect(loaded.turn!.allowed).toBe(4);
    expect(playAll(loaded, 0, [...route]).state.turn!.used).toBe(4);
  });

  it('K5.1 DOCK_TAKEN is for a dock one move away where the other boat lies; UNREACHABLE for one out of reach', () => {
    // Reachable by sea, occupied.
    expect(refuse(ladder(), 0, { type: 'move', to: 'thera:south' })).toBe('DOCK_TAKEN');
    // Reachable by portage, occupied.
    expect(refuse(ladder({ seats: [{ boat: '0,-2:y' }, { boat: '1,-2:d' }] }), 0, { type: 'move', to: '1,-2:d' })).toBe('DOCK_TAKEN');
    // Occupied but not one move away (island B needs a sea move from 0,-3:x): out of reach first.
    const far = ladder({ seats: [{}, { boat: '0,-3:y' }] });
    expect(refuse(far, 0, { type: 'move', to: '0,-3:y' })).toBe('UNREACHABLE');
    // Free and out of reach; and a dock that is not on the board.
    expect(refuse(ladder(), 0, { type: 'move', to: '0,-3:y' })).toBe('UNREACHABLE');
    expect(refuse(ladder(), 0, { type: 'move', to: '9,9:a' })).toBe('UNREACHABLE');
  });

  it('K5.1 [D] ... and two actions for a loaded boat', () => {
    const s = ladder({ seats: [{ boat: '0,-2:y', cargo: ['blue'] }, { boat: '0,-3:x' }] });
    expect(play(s, 0, { type: 'move', to: '1,-2:d' }).state.turn!.used).toBe(2);
    const late = ladder({ seats: [{ boat: '0,-2:y', cargo: ['blue'] }, { boat: '0,-3:x' }], turn: { used: 2 } });
    expect(refuse(late, 0, { type: 'move', to: '1,-2:d' })).toBe('NO_ACTIONS_LEFT');
  });
});

describe('K5.2 load', () => {
  const cube = (x: number, y: number, quadrant: 'NW' | 'NE' | 'SE' | 'SW', color: Color) => ({ x, y, quadrant, color });
  const loaded = (p: PositionSpec = {}) =>
    ladder({
      seats: [{ boat: '0,-2:y' }],
      cubes: [cube(0, -2, 'NE', 'red'), cube(0, -2, 'NE', 'red'), cube(0, -3, 'SE', 'blue'), cube(1, -2, 'NW', 'green'), cube(0, -2, 'NW', 'grey')],
      ...p,
    });

  it('K5.2 up to 3 cubes from anywhere on the boat’s island are one action', () => {
    const s = loaded();
    expect(legalOf(s, 0, 'load').map((a) => a.color)).toEqual(['red', 'blue', 'green']);
    expect(refuse(s, 0, { type: 'load', color: 'grey' })).toBe('NO_CUBE');
    const { state } = playAll(s, 0, [
      { type: 'load', color: 'red' },
      { type: 'load', color: 'blue' },
      { type: 'load', color: 'green' },
    ]);
    expect(state.seats[0]!.cargo).toEqual(['red', 'blue', 'green']);
    expect(state.turn!.used).toBe(1);
    expect(state.cubes).toEqual([cube(0, -2, 'NE', 'red'), cube(0, -2, 'NW', 'grey')]);
    expect(refuse(state, 0, { type: 'load', color: 'red' })).toBe('BOAT_FULL');
  });

  it('K5.2 the boat holds at most 3; a load after another action is a new action', () => {
    const s = loaded({ seats: [{ boat: '0,-2:y', cargo: ['grey', 'grey'] }] });
    const { state } = play(s, 0, { type: 'load', color: 'red' });
    expect(refuse(state, 0, { type: 'load', color: 'red' })).toBe('BOAT_FULL');
    const again = playAll(loaded(), 0, [
      { type: 'load', color: 'red' },
      { type: 'oracle', icon: 'lake' },
      { type: 'load', color: 'red' },
    ]).state;
    expect(again.turn!.used).toBe(3);
  });

  it('K5.2 (ours) a free action in between does not end the load action', () => {
    const { state } = playAll(loaded(), 0, [
      { type: 'load', color: 'red' },
      { type: 'unload', color: 'red' },
      { type: 'load', color: 'blue' },
    ]);
    expect(state.turn!.used).toBe(1);
    expect(state.turn!.sequence).toEqual({ kind: 'load', loaded: 2 });
  });

  it('K5.2 nothing to load at Thera', () => {
    expect(refuse(loaded({ seats: [{ boat: 'thera:north' }] }), 0, { type: 'load', color: 'red' })).toBe('WRONG_PLACE');
  });
});

describe('K5.3 and K5.4 excavate', () => {
  // The rulebook's example: a volcano above (far to the left), a forest right, a mountain below. Two
  // lake tiles west of the ladder link the volcano to the board (their pieces and icons are elsewhere).
  const EXAMPLE = [...LADDER.filter((t) => t.tile !== 'dockW'), ...tiles(['lake', -1, -2], ['lake', -1, -3], ['volcano', -2, -3], ['forest', 1, -2], ['mountain', -2, 0])];
  const atSite = (p: PositionSpec = {}) => position({ board: EXAMPLE, seats: [{ boat: '0,-2:y', maps: ['example', 'twoWays'], drachmas: 5 }], ...p });

  it('K5.4 rulebook example: the card is met by icons anywhere above, right and below the temple', () => {
    const s = atSite();
    // The island's pieces: (0,-2) NE, (0,-3) SE (one quadrant row further up) and the forest tile's NW.
    expect(legalOf(s, 0, 'excavate').filter((a) => a.map === 'example')).toEqual([
      { type: 'excavate', map: 'example', x: 0, y: -2, quadrant: 'NE' },
      { type: 'excavate', map: 'example', x: 0, y: -3, quadrant: 'SE' },
    ]);
    // The forest tile's NW piece joins the island, but its own icon is not to its right.
    expect(refuse(s, 0, { type: 'excavate', map: 'example', x: 1, y: -2, quadrant: 'NW' })).toBe('MAP_NOT_MET');
    // Off the boat's island.
    expect(refuse(s, 0, { type: 'excavate', map: 'example', x: 0, y: -2, quadrant: 'SE' })).toBe('MAP_NOT_MET');
  });

  it('K2.6 K5.4 read from the excavating seat: seat 1 looks the other way', () => {
    const s = atSite({ seats: [{ boat: 'thera:north' }, { boat: '0,-2:y', maps: ['example'], drachmas: 5 }], turn: { seat: 1 } });
    expect(legalOf(s, 1, 'excavate')).toEqual([]);
    expect(refuse(s, 1, { type: 'excavate', map: 'example', x: 0, y: -2, quadrant: 'NE' })).toBe('MAP_NOT_MET');
  });

  it('K2.6 K5.4 seat 1 reads the board turned round: south is above, west is right', () => {
    // The example card (volcano above, forest right, mountain below) read from the north edge.
    const mirrored = [...LADDER.filter((t) => t.tile !== 'dockW'), ...tiles(['volcano', -2, 0], ['forest', -1, -2], ['lake', -1, -3], ['mountain', -2, -3])];
    const seat1 = position({
      board: mirrored,
      seats: [{ boat: 'thera:north' }, { boat: '0,-2:y', maps: ['example'], drachmas: 5 }],
      turn: { seat: 1 },
    });
    expect(legalOf(seat1, 1, 'excavate')).toContainEqual({ type: 'excavate', map: 'example', x: 0, y: -2, quadrant: 'NE' });
    play(seat1, 1, { type: 'excavate', map: 'example', x: 0, y: -2, quadrant: 'NE' });
    // The same board read by seat 0 has the volcano below and the mountain above: not met.
    const seat0 = position({ board: mirrored, seats: [{ boat: '0,-2:y', maps: ['example'], drachmas: 5 }] });
    expect(refuse(seat0, 0, { type: 'excavate', map: 'example', x: 0, y: -2, quadrant: 'NE' })).toBe('MAP_NOT_MET');
  });

  it('K5.4 (ours) directions are read from the quadrant: the other half of the temple\'s own tile is above or below it', () => {
    const south = { x: 0, y: -2, quadrant: 'SE' } as const;
    expect(directionsFrom(0, south, { x: 0, y: -2, quadrant: 'NE' })).toEqual(['above']);
    expect(directionsFrom(0, south, { x: 0, y: -2, quadrant: 'NW' })).toEqual(['above', 'left']);
    expect(directionsFrom(0, south, { x: 0, y: -2, quadrant: 'SW' })).toEqual(['left']);
    expect(directionsFrom(0, south, south)).toEqual([]);
    expect(directionsFrom(1, south, { x: 0, y: -2, quadrant: 'NE' })).toEqual(['below']);
  });

  it('K5.4 [D] one icon may count for two directions', () => {
    // The volcano at (-2,-3) lies above and left of every piece of the island.
    expect(legalOf(atSite(), 0, 'excavate').filter((a) => a.map === 'twoWays').map((a) => `${a.x},${a.y}/${a.quadrant}`)).toEqual(['0,-2/NE', '0,-3/SE', '1,-2/NW']);
    const one = { count: 1, icon: 'volcano', direction: 'above' } as const;
    const s = position({ board: EXAMPLE, seats: [{ boat: '0,-2:y', maps: ['twoWays'], drachmas: 5 }], components: { ...TEST_COMPONENTS, maps: TEST_COMPONENTS.maps.map((m) => (m.id === 'twoWays' ? { ...m, requirements: [{ ...one, count: 2 }] } : m)) } });
    expect(legalOf(s, 0, 'excavate')).toEqual([]);
  });

  it('K5.3 the temple goes on the quadrant; the card is paid, kept face up; the reward is revealed', () => {
    const { state, events } = play(atSite(), 0, { type: 'excavate', map: 'example', x: 0, y: -2, quadrant: 'NE' });
    expect(state.temples).toEqual([{ seat: 0, x: 0, y: -2, quadrant: 'NE', map: 'example' }]);
    expect(state.seats[0]).toMatchObject({ drachmas: 2, maps: ['twoWays'], excavated: ['example'], templesLeft: 5 });
    expect(eventsOf(events, 'rewardRevealed')).toEqual([{ type: 'rewardRevealed', seat: 0, temple: 1, reward: { kind: 'actions', actions: 4 } }]);
    expect(state.turn!.used).toBe(1);
    // The island now holds a temple.
    expect(refuse(state, 0, { type: 'excavate', map: 'twoWays', x: 1, y: -2, quadrant: 'NW' })).toBe('ISLAND_HAS_TEMPLE');
  });

  it('K5.3 not at Thera, not without the card, not without the drachmas, not with no temple left', () => {
    const s = atSite();
    expect(refuse(atSite({ seats: [{ boat: 'thera:north', maps: ['example'], drachmas: 5 }] }), 0, { type: 'excavate', map: 'example', x: 0, y: -2, quadrant: 'NE' })).toBe('WRONG_PLACE');
    expect(refuse(s, 0, { type: 'excavate', map: 'E01', x: 0, y: -2, quadrant: 'NE' })).toBe('NO_SUCH_MAP');
    expect(refuse(atSite({ seats: [{ boat: '0,-2:y', maps: ['example'], drachmas: 2 }] }), 0, { type: 'excavate', map: 'example', x: 0, y: -2, quadrant: 'NE' })).toBe('CANNOT_AFFORD');
    // All 6 temples on the board (a 6th temple triggered the end; the round goes on).
    const six = (['NW', 'NE', 'SE', 'SW'] as const).map((quadrant, i) => ({ seat: 0, x: -2, y: -3, quadrant, map: `E0${i + 1}` }));
    six.push({ seat: 0, x: -2, y: 0, quadrant: 'NE', map: 'E05' }, { seat: 0, x: -2, y: 0, quadrant: 'SE', map: 'E06' });
    expect(refuse(atSite({ temples: six, seats: [{ boat: '0,-2:y', maps: ['example'], drachmas: 5 }] }), 0, { type: 'excavate', map: 'example', x: 0, y: -2, quadrant: 'NE' })).toBe('NO_TEMPLE_LEFT');
  });

  it('K5.3 islands that merge later may hold several temples', () => {
    // Two temples on separate pieces; a joined tile then links them into one island.
    const s = position({
      // (2,-2) is reached from Thera through (1,-1) and (2,-1), which touch neither temple's piece.
      board: tiles(['volcano', 0, -2], ['lake', 1, -1], ['forest', 2, -1], ['volcano', 2, -2]),
      temples: [
        { seat: 0, x: 0, y: -2, quadrant: 'NE', map: 'E01' },
        { seat: 1, x: 2, y: -2, quadrant: 'NW', map: 'E02' },
      ],
      seats: [{ tile: 'whole' }],
      steps: [{ kind: 'placeTile', seat: 0 }, { kind: 'actions', seat: 0 }],
    });
    const before = analyzeBoard(s.board, s.components!);
    expect(islandAt(before, { x: 0, y: -2, quadrant: 'NE' })).not.toBe(islandAt(before, { x: 2, y: -2, quadrant: 'NW' }));
    const after = play(s, 0, { type: 'placeTile', x: 1, y: -2, rotation: 0 }).state;
    // Both temples stay, now on one island with the new tile's pieces.
    expect(after.temples).toHaveLength(2);
    const g = analyzeBoard(after.board, after.components!);
    const merged = islandAt(g, { x: 0, y: -2, quadrant: 'NE' });
    expect(merged).toBeDefined();
    expect(islandAt(g, { x: 2, y: -2, quadrant: 'NW' })).toBe(merged);
    expect(islandAt(g, { x: 1, y: -2, quadrant: 'SE' })).toBe(merged);
    // No third temple goes there: a boat at the new tile's dock may not excavate on that island.
    const there = position({
      board: [...after.board.tiles.map((t) => ({ ...t, tile: t.tile.replace(/#\d+$/, '') }))],
      temples: [...after.temples],
      seats: [{ boat: '1,-2:d', maps: ['free'], drachmas: 5 }],
    });
    expect(refuse(there, 0, { type: 'excavate', map: 'free', x: 1, y: -2, quadrant: 'SE' })).toBe('ISLAND_HAS_TEMPLE');
  });

  it('K1.4 K5.3 the 3rd temple draws 2 goal cards to keep 1, then the turn goes on', () => {
    const two = [{ seat: 0, x: -2, y: -3, quadrant: 'SE', map: 'E01' }, { seat: 0, x: -2, y: 0, quadrant: 'NE', map: 'E02' }] as const;
    const s = atSite({ temples: [...two], seats: [{ boat: '0,-2:y', maps: ['example'], drachmas: 5 }] });
    const { state } = play(s, 0, { type: 'excavate', map: 'example', x: 0, y: -2, quadrant: 'NE' });
    const step = state.steps[0]!;
    expect(step).toMatchObject({ kind: 'keepGoal', seat: 0 });
    if (step.kind !== 'keepGoal') return;
    expect(akrotiri.legalActions(state, 0)).toEqual(step.drawn.map((goal) => ({ type: 'keepGoal', goal })));
    const kept = play(state, 0, { type: 'keepGoal', goal: step.drawn[1]! }).state;
    expect(kept.seats[0]!.goals).toEqual([step.drawn[1]]);
    expect(kept.goalDeck[kept.goalDeck.length - 1]).toBe(step.drawn[0]);
    expect(kept.steps[0]).toEqual({ kind: 'actions', seat: 0 });
  });
});

describe('K5.5 buy maps at Thera', () => {
  it('K5.5 rulebook example: 2 cards for 3 drachmas in one action', () => {
    const s = position({ seats: [{ drachmas: 10 }] });
    const { state, events } = play(s, 0, { type: 'buyMaps', tiers: ['easy', 'hard'] });
    expect(state.seats[0]!.drachmas).toBe(7);
    expect(state.turn!.used).toBe(1);
    expect(state.seats[0]!.maps).toEqual([s.mapDecks.easy[0], s.mapDecks.hard[0]]);
    expect(eventsOf(events, 'mapsBought')).toEqual([{ type: 'mapsBought', seat: 0, tiers: ['easy', 'hard'], paid: 3 }]);
  });

  it('K5.5 rulebook example: three single buys cost 1 each, one action each', () => {
    const s = position({ seats: [{ drachmas: 10 }] });
    const { state } = playAll(s, 0, [
      { type: 'buyMaps', tiers: ['normal'] },
      { type: 'buyMaps', tiers: ['normal'] },
      { type: 'buyMaps', tiers: ['hard'] },
    ]);
    expect(state.seats[0]!.drachmas).toBe(7);
    expect(state.turn!.used).toBe(3);
    expect(play(position({ seats: [{ drachmas: 10 }] }), 0, { type: 'buyMaps', tiers: ['easy', 'easy', 'normal'] }).state.seats[0]!.drachmas).toBe(3);
  });

  it('K5.5 only at Thera; enough drachmas; [D] not from an empty deck; tiers easiest first', () => {
    const s = position({ seats: [{ drachmas: 2 }] });
    expect(legalOf(s, 0, 'buyMaps').map((a) => a.tiers.length)).toEqual([1, 1, 1]);
    expect(refuse(s, 0, { type: 'buyMaps', tiers: ['easy', 'normal'] })).toBe('CANNOT_AFFORD');
    expect(refuse(s, 0, { type: 'buyMaps', tiers: ['normal', 'easy'] })).toBe('TIER_ORDER');
    const empty = position({ seats: [{ drachmas: 10 }], mapDecks: { easy: [], normal: ['N01'], hard: ['H01'] } });
    expect(refuse(empty, 0, { type: 'buyMaps', tiers: ['easy'] })).toBe('CANNOT_BUY');
    expect(refuse(empty, 0, { type: 'buyMaps', tiers: ['normal', 'normal'] })).toBe('CANNOT_BUY');
    expect(refuse(ladder({ seats: [{ boat: '0,-2:y', drachmas: 10 }] }), 0, { type: 'buyMaps', tiers: ['easy'] })).toBe('WRONG_PLACE');
  });
});

describe('K5.6 the Oracle', () => {
  const oracle = (deck: string[], discards: string[] = []) => position({ tileDeck: deck, tileDiscards: discards });

  it('K5.6 reveal tiles until one shows the icon: keep it, discard the rest', () => {
    const { state, events } = play(oracle(['V01', 'F01', 'L01', 'M01']), 0, { type: 'oracle', icon: 'lake' });
    expect(state.seats[0]!.tile).toBe('L01');
    expect(state.tileDiscards).toEqual(['V01', 'F01']);
    expect(state.tileDeck).toEqual(['M01']);
    expect(eventsOf(events, 'oracleConsulted')).toEqual([{ type: 'oracleConsulted', seat: 0, icon: 'lake', discarded: ['V01', 'F01'], kept: 'L01', found: true }]);
    // Every tile was turned face up: the kept one is public, no private event is needed.
    expect(events.filter((e) => 'audience' in e)).toEqual([]);
  });

  it('K5.6 if none shows it, keep the last revealed', () => {
    const { state, events } = play(oracle(['V01', 'F01']), 0, { type: 'oracle', icon: 'lake' });
    expect(state.seats[0]!.tile).toBe('F01');
    expect(eventsOf(events, 'oracleConsulted')[0]).toMatchObject({ kept: 'F01', found: false });
    expect(state.tileDiscards).toEqual(['V01']);
  });

  it('K5.6 once per turn; [D] not with no tile left (the discards were reshuffled as the last turn ended, K4.4)', () => {
    const once = play(oracle(['V01', 'L01', 'F01']), 0, { type: 'oracle', icon: 'volcano' }).state;
    expect(refuse(once, 0, { type: 'oracle', icon: 'forest' })).toBe('ORACLE_UNAVAILABLE');
    expect(refuse(oracle([], []), 0, { type: 'oracle', icon: 'lake' })).toBe('ORACLE_UNAVAILABLE');
  });
});

describe('K5.6 one tile at a time', () => {
  it('K5.6 a seat already holding a tile may not consult the Oracle (you keep at most 1 land tile)', () => {
    const s = position({ seats: [{ tile: 'V02' }], tileDeck: ['V01', 'L01'] });
    const out = akrotiri.apply(s, 0, { type: 'oracle', icon: 'lake' });
    expect(out.ok ? null : out.error).toMatchObject({ code: 'ORACLE_UNAVAILABLE', message: expect.stringContaining('already hold a tile') });
    expect(refuse(s, 0, { type: 'oracle', icon: 'lake' })).toBe('ORACLE_UNAVAILABLE');
    // With the hand empty, the same Oracle is open.
    expect(legalOf(position({ tileDeck: ['V02', 'V01', 'L01'] }), 0, 'oracle')).toContainEqual({ type: 'oracle', icon: 'lake' });
  });
});

describe('K5.7 sell and K5.8 unload (free)', () => {
  it('K5.7 selling only at Thera, only cubes aboard', () => {
    expect(refuse(ladder({ seats: [{ boat: '0,-2:y', cargo: ['red'] }] }), 0, { type: 'sell', color: 'red' })).toBe('WRONG_PLACE');
    expect(refuse(position({ seats: [{ cargo: ['red'] }] }), 0, { type: 'sell', color: 'blue' })).toBe('NO_CUBE');
  });

  it('K5.8 unloading puts the cube on the island of the dock, for free; not at Thera', () => {
    const s = ladder({ seats: [{ boat: '0,-3:x', cargo: ['red', 'blue'] }] });
    const { state } = play(s, 0, { type: 'unload', color: 'blue' });
    expect(state.seats[0]!.cargo).toEqual(['red']);
    expect(state.cubes).toEqual([{ x: 0, y: -3, quadrant: 'SE', color: 'blue' }]);
    expect(state.turn!.used).toBe(0);
    expect(refuse(position({ seats: [{ cargo: ['red'] }] }), 0, { type: 'unload', color: 'red' })).toBe('WRONG_PLACE');
  });
});
