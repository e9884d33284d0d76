/** Small explicit states and forced dice for rule tests. */
import { expect } from 'vitest';
import { forceDraws, type Seat } from '@tabula/core';
import {
  COMPONENT_COUNTS,
  hexIndex,
  survive,
  TERRAIN_TILES,
  type Creature,
  type Explorer,
  type SurviveAction,
  type SurviveEvent,
  type SurviveOptions,
  type SurviveState,
  type Terrain,
  type TileBack,
} from '../src/index';

/** The hex index of `[row, col]`. */
export function h(row: number, col: number): number {
  const i = hexIndex(row, col);
  if (i === undefined) throw new Error(`no hex [${row}, ${col}]`);
  return i;
}

/** A tile id with this face and back, other than those in `avoid`. */
export function tileId(terrain: Terrain, back: TileBack, avoid: readonly number[] = []): number {
  const id = TERRAIN_TILES.findIndex((t, i) => t.terrain === terrain && t.back === back && !avoid.includes(i));
  if (id < 0) throw new Error(`no spare ${terrain}/${back} tile`);
  return id;
}

/**
 * A game in play, seat 0 to move with 3 points (step 2), nothing placed: no explorers, every boat
 * in the supply, the serpents on their starts, the island as shuffled by the seed. Patch it.
 */
export function blank(players = 2, options: SurviveOptions = {}): SurviveState {
  const s = structuredClone(survive.setup({ players, seed: 'rules', options }));
  s.unplaced = s.unplaced.map(() => []);
  s.phase = 'play';
  s.turn = 1;
  s.step = 'move';
  s.movesLeft = 3;
  return s;
}

/** Adds an explorer; returns its id. */
export function explorer(s: SurviveState, colour: number, status: Explorer['status'], hex: number, value = 1, boat: number | null = null): number {
  s.explorers.push({ colour, value, status, hex, boat, isle: null });
  const id = s.explorers.length - 1;
  if (boat !== null) s.boats[boat]!.passengers.push(id);
  return id;
}

/** Puts boat `id` on a hex; returns its id. */
export function boat(s: SurviveState, hex: number, id = s.boats.findIndex((b) => b.status === 'supply')): number {
  s.boats[id] = { status: 'board', hex, passengers: [] };
  return id;
}

/** Puts a creature of that kind not yet on the board (supply, or removed by {@link noSerpents}) on a hex; returns its id. */
export function creature(s: SurviveState, kind: Creature, hex: number): number {
  const id = s.creatures.findIndex((c) => c.kind === kind && c.status !== 'board');
  if (id < 0) throw new Error(`no ${kind} off the board`);
  s.creatures[id] = { kind, status: 'board', hex };
  return id;
}

/** Takes every sea serpent off the board (to 'gone'), so tests place only the creatures they need. */
export function noSerpents(s: SurviveState): void {
  for (const c of s.creatures) if (c.kind === 'seaSerpent') Object.assign(c, { status: 'gone', hex: null });
}

/** Puts tile `tile` on `hex` (swapping with wherever it was), keeping every tile once. */
export function layTile(s: SurviveState, hex: number, tile: number): void {
  const at = s.board.indexOf(tile);
  if (at >= 0) {
    s.board[at] = s.board[hex] ?? null;
    if (s.board[at] === null) s.land[at] = false;
  } else {
    const i = s.discard.indexOf(tile);
    if (i >= 0) s.discard.splice(i, 1);
    for (const hand of s.hands) if (hand.includes(tile)) hand.splice(hand.indexOf(tile), 1);
    if (s.board[hex] !== null && s.board[hex] !== undefined) s.discard.push(s.board[hex]!);
  }
  s.board[hex] = tile;
  s.land[hex] = true;
}

/** Removes the tile at `hex` from the island straight into the discard (for building boards). */
export function sink(s: SurviveState, hex: number): void {
  s.discard.push(s.board[hex]!);
  s.board[hex] = null;
  s.land[hex] = false;
}

/** Gives a seat a tile in hand, taken from wherever it is (a hex it leaves becomes sea). */
export function give(s: SurviveState, seat: Seat, tile: number): void {
  const at = s.board.indexOf(tile);
  if (at >= 0) {
    s.board[at] = null;
    s.land[at] = false;
  } else if (s.discard.includes(tile)) s.discard.splice(s.discard.indexOf(tile), 1);
  s.hands[seat]!.push(tile);
}

/** Plays an action that must be accepted, with forced die faces; returns the next state and its events. */
export function play(s: SurviveState, seat: Seat, action: SurviveAction, ...forced: number[]): { state: SurviveState; events: SurviveEvent[] } {
  const out = survive.apply(forced.length ? forceDraws(s, ...forced) : s, seat, action);
  if (!out.ok) throw new Error(`${JSON.stringify(action)} rejected: ${out.error.code}: ${out.error.message}`);
  expect(survive.legalActions(s, seat)).toContainEqual(action);
  return { state: out.state, events: out.events };
}

/** Plays actions of one seat in turn, each accepted. */
export function playAll(s: SurviveState, seat: Seat, actions: SurviveAction[]): { state: SurviveState; events: SurviveEvent[] } {
  let state = s;
  const events: SurviveEvent[] = [];
  for (const a of actions) {
    const out = play(state, seat, a);
    state = out.state;
    events.push(...out.events);
  }
  return { state, events };
}

/**
 * Plays an action that must be refused: checks the state is left identical, that the action is not
 * among the legal ones, and returns the rejection code.
 */
export function refuse(s: SurviveState, seat: Seat, action: unknown): string {
  const before = JSON.stringify(s);
  const out = survive.apply(s, seat, action as SurviveAction); // junk too, on purpose: apply checks at run time
  expect(JSON.stringify(s)).toBe(before);
  expect(survive.legalActions(s, seat)).not.toContainEqual(action);
  if (out.ok) throw new Error(`${JSON.stringify(action)} was accepted`);
  expect(out.error.message.length).toBeGreaterThan(0);
  return out.error.code;
}

/** The events of one type. */
export function eventsOf<T extends SurviveEvent['type']>(events: SurviveEvent[], type: T): Extract<SurviveEvent, { type: T }>[] {
  return events.filter((e) => e.type === type) as Extract<SurviveEvent, { type: T }>[];
}

/** A creature of each kind's first id: serpents 0–4, sharks 5–10, whales 11–15. */
export const FIRST = { seaSerpent: 0, shark: COMPONENT_COUNTS.seaSerpents, whale: COMPONENT_COUNTS.seaSerpents + COMPONENT_COUNTS.sharks };

/** Sinks every tile of a terrain except those listed. */
export function sinkAll(s: SurviveState, terrain: Terrain, keep: readonly number[] = []): void {
  s.board.forEach((tile, hex) => {
    if (tile !== null && TERRAIN_TILES[tile]!.terrain === terrain && !keep.includes(hex)) sink(s, hex);
  });
}
