/** Small explicit states and forced dice for rule tests. */
import { forceDraws, type Seat } from '@tabula/core';
import { atlandice, type AtlandiceAction, type AtlandiceEvent, type AtlandiceOptions, type AtlandiceState } from '../src/index';

/** A fresh game with `patch` applied on top (arrays replaced whole). */
export function makeState(players: 2 | 3 | 4, patch: Partial<AtlandiceState> = {}, options?: AtlandiceOptions): AtlandiceState {
  const s = atlandice.setup({ players, seed: 'rules', options });
  return { ...structuredClone(s), ...structuredClone(patch) };
}

/** Resources per sector as `[sector − 1][gem, book, provisions, tool, weapon]`, all zero. */
export const emptySectors = (): number[][] => Array.from({ length: 6 }, () => [0, 0, 0, 0, 0]);

/** Dice per sector: `dice({ 1: 2, 6: 1 })`. */
export function dice(bySector: Partial<Record<1 | 2 | 3 | 4 | 5 | 6, number>>): number[] {
  return [1, 2, 3, 4, 5, 6].map((s) => bySector[s as 1] ?? 0);
}

/** Plays an action that must be accepted; returns the next state and its events. */
export function play(s: AtlandiceState, seat: Seat, action: AtlandiceAction, ...forced: number[]): { state: AtlandiceState; events: AtlandiceEvent[] } {
  const out = atlandice.apply(forced.length ? forceDraws(s, ...forced) : s, seat, action);
  if (!out.ok) throw new Error(`${JSON.stringify(action)} rejected: ${out.error.code}: ${out.error.message}`);
  return { state: out.state, events: out.events };
}

/** Plays a sequence of actions of one seat, each accepted. */
export function playAll(s: AtlandiceState, seat: Seat, actions: AtlandiceAction[]): { state: AtlandiceState; events: AtlandiceEvent[] } {
  let state = s;
  const events: AtlandiceEvent[] = [];
  for (const a of actions) {
    const out = play(state, seat, a);
    state = out.state;
    events.push(...out.events);
  }
  return { state, events };
}

/** The events of one type. */
export function eventsOf<T extends AtlandiceEvent['type']>(events: AtlandiceEvent[], type: T): Extract<AtlandiceEvent, { type: T }>[] {
  return events.filter((e) => e.type === type) as Extract<AtlandiceEvent, { type: T }>[];
}

/** The seat that acts now. */
export const actor = (s: AtlandiceState): Seat => atlandice.activeSeats(s)[0]!;
