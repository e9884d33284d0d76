/** Small explicit positions, test tiles and forced draws for the rule tests. */
import { expect } from 'vitest';
import { forceDraws, type Seat } from '@tabula/core';
import {
  akrotiri,
  PROVISIONAL_COMPONENTS,
  type AkrotiriAction,
  type AkrotiriEvent,
  type AkrotiriOptions,
  type AkrotiriState,
  type ComponentSet,
  type Icon,
  type LandTile,
  type MapCard,
  type PlacedTile,
  type PlayerState,
  type Quadrant,
  type Rotation,
  type RouteEdge,
  type Turn,
} from '../src/index';

const SEPARATE: Quadrant[][] = [['NW'], ['NE'], ['SE'], ['SW']];

function testTile(id: string, icon: Icon, iconQuadrant: Quadrant, joins: Quadrant[][], docks: Record<string, Quadrant>, routes: RouteEdge[]): LandTile {
  return { id, icon, iconQuadrant, joins, docks: Object.entries(docks).map(([d, piece]) => ({ id: d, piece })), routes, provisional: false };
}

/** Test tiles, added to the provisional set in hand-built positions (setup never deals them). */
export const TEST_TILES: LandTile[] = [
  // Four separate pieces, no docks, the icon at NW (turn the tile to move it).
  testTile('volcano', 'volcano', 'NW', SEPARATE, {}, []),
  testTile('lake', 'lake', 'NW', SEPARATE, {}, []),
  testTile('forest', 'forest', 'NW', SEPARATE, {}, []),
  testTile('mountain', 'mountain', 'NW', SEPARATE, {}, []),
  // The "ladder" of the board tests: north of Thera each rung is one portage further.
  testTile('ladderFoot', 'lake', 'SW', SEPARATE, { y: 'NE' }, [['S', 'y']]),
  testTile('ladder', 'lake', 'SW', SEPARATE, { x: 'SE', y: 'NE' }, [['E', 'x'], ['x', 'y']]),
  // A dock on the NW piece reached from the west, and single docks facing one side.
  testTile('dockW', 'mountain', 'SE', SEPARATE, { d: 'NW' }, [['W', 'd']]),
  // A dock on the NW piece reached from the east.
  testTile('dockNWfromE', 'mountain', 'SE', SEPARATE, { d: 'NW' }, [['E', 'd']]),
  testTile('dockE', 'forest', 'SW', SEPARATE, { d: 'NE' }, [['E', 'd']]),
  testTile('dockWSouth', 'forest', 'NE', SEPARATE, { d: 'SW' }, [['W', 'd']]),
  testTile('dockS', 'volcano', 'NW', SEPARATE, { d: 'SW' }, [['S', 'd']]),
  // All four pieces one island.
  testTile('whole', 'mountain', 'NW', [['NW', 'NE', 'SE', 'SW']], { d: 'SW' }, [['S', 'd']]),
];

/** Test map cards (not dealt by setup). */
export const TEST_MAPS: MapCard[] = [
  // The rulebook's example card: a volcano above, a forest right, a mountain below.
  { id: 'example', tier: 'easy', requirements: [{ count: 1, icon: 'volcano', direction: 'above' }, { count: 1, icon: 'forest', direction: 'right' }, { count: 1, icon: 'mountain', direction: 'below' }], cost: 3, vp: 3, provisional: false },
  // One volcano may count both above and left (K5.4 [D]).
  { id: 'twoWays', tier: 'easy', requirements: [{ count: 1, icon: 'volcano', direction: 'above' }, { count: 1, icon: 'volcano', direction: 'left' }], cost: 2, vp: 2, provisional: false },
  { id: 'free', tier: 'easy', requirements: [], cost: 2, vp: 2, provisional: false },
  { id: 'free2', tier: 'normal', requirements: [], cost: 4, vp: 5, provisional: false },
];

/** The provisional set plus the test tiles and maps. */
export const TEST_COMPONENTS: ComponentSet = {
  ...PROVISIONAL_COMPONENTS,
  tiles: [...PROVISIONAL_COMPONENTS.tiles, ...TEST_TILES],
  maps: [...PROVISIONAL_COMPONENTS.maps, ...TEST_MAPS],
};

/** A new game, start player 0. */
export function fresh(options: AkrotiriOptions = {}): AkrotiriState {
  return akrotiri.setup({ players: 2, seed: 'rules', options: { startPlayer: 0, ...options } });
}

/** Placed tiles from `[tile, x, y, rotation?]` (not checked for adjacency). */
export function tiles(...list: [tile: string, x: number, y: number, rotation?: Rotation][]): PlacedTile[] {
  return list.map(([tile, x, y, rotation = 0]) => ({ tile, x, y, rotation }));
}

/** What a hand-built position may set. */
export interface Position {
  board?: PlacedTile[];
  seats?: [Partial<PlayerState>?, Partial<PlayerState>?];
  turn?: Partial<Turn>;
  cubes?: AkrotiriState['cubes'];
  temples?: AkrotiriState['temples'];
  market?: Partial<AkrotiriState['market']>;
  patch?: Partial<AkrotiriState>;
}

/**
 * Seat 0's turn in the action phase (K4.3), with the test components; boats at Thera's north
 * (seat 0) and south (seat 1) docks, empty hands, 3 actions; then `p`.
 */
export function position(p: Position = {}): AkrotiriState {
  const s = structuredClone(fresh());
  const seat = (i: number): PlayerState => ({ ...s.seats[i]!, boat: i === 0 ? 'thera:north' : 'thera:south', tile: null, maps: [], goals: [], ...(p.seats?.[i] ?? {}) });
  return {
    ...s,
    components: structuredClone(TEST_COMPONENTS),
    phase: 'play',
    board: { tiles: p.board ?? [] },
    seats: [seat(0), seat(1)],
    cubes: p.cubes ?? [],
    temples: p.temples ?? [],
    market: { ...s.market, ...(p.market ?? {}) },
    steps: [{ kind: 'actions', seat: 0 }],
    turn: { seat: 0, number: 1, allowed: 3, used: 0, oracle: false, sequence: null, ...(p.turn ?? {}) },
    ...(p.patch ?? {}),
  };
}

/** Plays an action that must be accepted (forcing the next RNG draws, if given). */
export function play(s: AkrotiriState, seat: Seat, action: AkrotiriAction, ...forced: number[]): { state: AkrotiriState; events: AkrotiriEvent[] } {
  const out = akrotiri.apply(forced.length ? forceDraws(s, ...forced) : s, seat, action);
  if (!out.ok) throw new Error(`${JSON.stringify(action)} rejected: ${out.error.code}: ${out.error.message}`);
  expect(akrotiri.legalActions(s, seat)).toContainEqual(action);
  return { state: out.state, events: out.events };
}

/** Plays actions of one seat in order, each accepted. */
export function playAll(s: AkrotiriState, seat: Seat, actions: AkrotiriAction[]): { state: AkrotiriState; events: AkrotiriEvent[] } {
  let state = s;
  const events: AkrotiriEvent[] = [];
  for (const a of actions) {
    const out = play(state, seat, a);
    state = out.state;
    events.push(...out.events);
  }
  return { state, events };
}

/** Plays an action that must be refused: the state is untouched, the action is not legal; returns the code. */
export function refuse(s: AkrotiriState, seat: Seat, action: unknown): string {
  const before = JSON.stringify(s);
  const out = akrotiri.apply(s, seat, action as AkrotiriAction); // junk too, on purpose: apply checks at run time
  expect(JSON.stringify(s)).toBe(before);
  expect(akrotiri.legalActions(s, seat)).not.toContainEqual(action);
  if (out.ok) throw new Error(`${JSON.stringify(action)} was accepted`);
  expect(out.error.message.length).toBeGreaterThan(0);
  return out.error.code;
}

/** The events of one type. */
export function eventsOf<T extends AkrotiriEvent['type']>(events: AkrotiriEvent[], type: T): Extract<AkrotiriEvent, { type: T }>[] {
  return events.filter((e) => e.type === type) as Extract<AkrotiriEvent, { type: T }>[];
}

/** The legal actions of one type. */
export function legalOf<T extends AkrotiriAction['type']>(s: AkrotiriState, seat: Seat, type: T): Extract<AkrotiriAction, { type: T }>[] {
  return akrotiri.legalActions(s, seat).filter((a) => a.type === type) as Extract<AkrotiriAction, { type: T }>[];
}

/** The seat that acts now. */
export const actor = (s: AkrotiriState): Seat => akrotiri.activeSeats(s)[0]!;

/** Plays the first legal action of whoever acts, until `until` holds (at most `max` actions). */
export function advanceUntil(s: AkrotiriState, until: (s: AkrotiriState) => boolean, max = 200): AkrotiriState {
  let state = s;
  for (let i = 0; i < max && !until(state); i++) {
    const seat = actor(state);
    state = play(state, seat, akrotiri.legalActions(state, seat)[0]!).state;
  }
  if (!until(state)) throw new Error('advanceUntil: condition never held');
  return state;
}
