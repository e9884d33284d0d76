/** Small explicit states and forced dice for rule tests. */
import { forceDraws, type Seat } from '@tabula/core';
import { clockworkEmpire, RESOURCES, type ClockworkAction, type ClockworkEvent, type ClockworkOptions, type ClockworkState, type Resource, type SpaceId } from '../src/index';

const game = clockworkEmpire;
export { game };

/** A fresh game past the mulligan (everyone keeps), `edit` applied to a plain copy. */
export function makeState(players: 3 | 4, edit: (s: ClockworkState) => void = () => {}, options?: ClockworkOptions): ClockworkState {
  let s = game.setup({ players, seed: 'rules', options });
  for (let seat = 0; seat < players; seat++) s = play(s, seat, { type: 'done' }).state;
  const copy = structuredClone(s);
  edit(copy);
  return copy;
}

/** Makes it `seat`'s turn with these rolled faces (its dice in hand = faces), at `at`. */
export function turnOf(s: ClockworkState, seat: Seat, faces: number[], at?: SpaceId): void {
  s.current = seat;
  s.seats[seat]!.diceInHand = faces.length;
  if (at) s.seats[seat]!.pawn = at;
  s.turn = { dice: faces.map((face) => ({ face, kept: false, placed: false })), tapSteps: 0, used: [], evolutions: 0, steps: [{ kind: 'move' }] };
}

/** Resources as a `RESOURCES`-ordered array: `stock({ steel: 2 })`. */
export const stock = (r: Partial<Record<Resource, number>>): number[] => RESOURCES.map((x) => r[x] ?? 0);

/** Plays an action that must be accepted. */
export function play(s: ClockworkState, seat: Seat, action: ClockworkAction, ...forced: number[]): { state: ClockworkState; events: ClockworkEvent[] } {
  const out = game.apply(forced.length ? forceDraws(s, ...forced) : s, seat, action);
  if (!out.ok) throw new Error(`${JSON.stringify(action)} rejected: ${out.error.code}: ${out.error.message}`);
  return { state: out.state, events: out.events };
}

/** Plays actions of one seat in order, each accepted. */
export function playAll(s: ClockworkState, seat: Seat, actions: ClockworkAction[], ...forced: number[]): { state: ClockworkState; events: ClockworkEvent[] } {
  let state = forced.length ? forceDraws(s, ...forced) : s;
  const events: ClockworkEvent[] = [];
  for (const a of actions) {
    const out = play(state, seat, a);
    state = out.state;
    events.push(...out.events);
  }
  return { state, events };
}

/** The rejection code of an action (fails if it is accepted). */
export function refusal(s: ClockworkState, seat: Seat, action: unknown): string {
  const out = game.apply(s, seat, action as ClockworkAction); // junk too, on purpose: apply checks at run time
  if (out.ok) throw new Error(`${JSON.stringify(action)} was accepted`);
  return out.error.code;
}

export function eventsOf<T extends ClockworkEvent['type']>(events: ClockworkEvent[], type: T): Extract<ClockworkEvent, { type: T }>[] {
  return events.filter((e) => e.type === type) as Extract<ClockworkEvent, { type: T }>[];
}

/** The kind of the pending step of the current turn. */
export const pendingKind = (s: ClockworkState): string | undefined => game.view(s, null).pending?.kind;

/** Moves `seat` from `from` by keeping die 0 (a face chosen to reach `to`). */
export function faceTo(s: ClockworkState, from: SpaceId, to: SpaceId): number {
  const n = s.loop.length;
  return (((s.loop.indexOf(to) - s.loop.indexOf(from)) % n) + n) % n;
}
