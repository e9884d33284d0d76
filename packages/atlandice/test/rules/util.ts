/** Shared builders for the rule tests: readable resource rows, fixed stacks, rejections. */
import { expect } from 'vitest';
import type { Seat } from '@tabula/core';
import { atlandice, RESOURCES, type AtlandiceAction, type AtlandiceEvent, type AtlandiceOptions, type AtlandiceState, type Resource, type Sector, type TileId } from '../../src/index';
import { makeState } from '../helpers';

/** Resource counts by name. */
export type Counts = Partial<Record<Resource, number>>;

/** A row `[gem, book, provisions, tool, weapon]` from counts by name. */
export const row = (c: Counts = {}): number[] => RESOURCES.map((r) => c[r] ?? 0);

/** Resources per sector (`sectors[sector − 1]`), every sector not given empty. */
export const board = (by: Partial<Record<Sector, Counts>>): number[][] => ([1, 2, 3, 4, 5, 6] as Sector[]).map((s) => row(by[s]));

/** Every district holds 5 of its own type and the Black Market 3 of each: nothing empties by accident. */
export const full = (): number[][] =>
  board({ 1: { gem: 5 }, 2: { book: 5 }, 3: { provisions: 5 }, 4: { tool: 5 }, 5: { weapon: 5 }, 6: { gem: 3, book: 3, provisions: 3, tool: 3, weapon: 3 } });

/** Stacks in a known order, top tile first. */
export const STACKS: TileId[][] = [
  ['J1', 'J2', 'J3'],
  ['L1', 'L2', 'L3'],
  ['I1', 'I2', 'I3'],
  ['M1', 'M2', 'M3'],
  ['F1', 'F2', 'F3'],
];

/** STACKS with the given tile on top of its category (the others below, in order). */
export function withTop(...tops: TileId[]): TileId[][] {
  return STACKS.map((stack) => {
    const top = tops.find((t) => stack.includes(t));
    return top ? [top, ...stack.filter((t) => t !== top)] : stack.slice();
  });
}

/** A state with known stacks, start player 0, full districts, submarine at the Machinery, then `patch`. */
export function st(players: 2 | 3 | 4, patch: Partial<AtlandiceState> = {}, options?: AtlandiceOptions): AtlandiceState {
  return makeState(players, { stacks: STACKS, startPlayer: 0, sectors: full(), submarine: 4, ...patch }, options);
}

/** Resources of one type on a sector (by sector number). */
export function sector(s: AtlandiceState, sec: Sector, r: Resource): number {
  return s.sectors[sec - 1]![RESOURCES.indexOf(r)]!;
}
/** Resources of one type held by a holder (a seat, or the neutral player). */
export function held(s: AtlandiceState, holder: number, r: Resource): number {
  return s.stock[holder]![RESOURCES.indexOf(r)]!;
}

/**
 * Plays an action that must be refused: checks the state is left identical (JSON before/after),
 * that the action is not among the legal ones, and returns the rejection code.
 */
export function refuse(s: AtlandiceState, seat: Seat, action: AtlandiceAction): string {
  const before = JSON.stringify(s);
  const out = atlandice.apply(s, seat, action);
  expect(JSON.stringify(s)).toBe(before);
  expect(atlandice.legalActions(s, seat)).not.toContainEqual(action);
  if (out.ok) throw new Error(`${JSON.stringify(action)} was accepted`);
  return out.error.code;
}

/** The event types in order, for checking sequences. */
export const types = (events: AtlandiceEvent[]): string[] => events.map((e) => e.type);

/** Resources of a type anywhere: held by every holder and lying on every sector. */
export function inPlay(s: AtlandiceState, r: Resource): number {
  const i = RESOURCES.indexOf(r);
  return s.stock.reduce((n, x) => n + x[i]!, 0) + s.sectors.reduce((n, x) => n + x[i]!, 0);
}
