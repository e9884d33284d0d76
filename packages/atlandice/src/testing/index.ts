/**
 * Position builders for Atlandice rule tests: a consistent state from the few fields a test cares
 * about, readable resource rows, known stacks, and forced dice.
 *
 * ```ts
 * import { board, dice, play, position } from '@tabula/atlandice/testing';
 *
 * const s = position(3, { sectors: board({ 5: { weapon: 2 } }), dice: dice({ 5: 1, 6: 6 }) });
 * const { state } = play(s, 0, { type: 'visit', sector: 5 });
 * ```
 *
 * Every state {@link position} builds passes `validateState`: fields a test leaves out are derived
 * from those it gives (resources out of the game, exhausted categories, dice taken this round, …),
 * and a combination that no game could reach throws an error naming the broken law.
 *
 * @packageDocumentation
 */
import { deepFreeze, forceDraws, type Seat } from '@tabula/core';
import {
  atlandice,
  BLACK_MARKET,
  RESOURCES,
  RESOURCES_PER_TYPE,
  SECTORS,
  type AtlandiceAction,
  type AtlandiceEvent,
  type AtlandiceOptions,
  type AtlandiceState,
  type Resource,
  type Sector,
  type TileId,
} from '@tabula/atlandice';

/** Resource counts by name, e.g. `{ gem: 2, tool: 1 }`; types left out are 0. */
export type Counts = Partial<Record<Resource, number>>;

/** A row `[gem, book, provisions, tool, weapon]` from counts by name: `row({ book: 2 })` is `[0, 2, 0, 0, 0]`. */
export function row(counts: Counts = {}): number[] {
  return RESOURCES.map((r) => counts[r] ?? 0);
}

/** Resources per sector (`sectors[sector − 1]`) from counts by sector number; sectors left out are empty. */
export function board(bySector: Partial<Record<Sector, Counts>>): number[][] {
  return SECTORS.map((s) => row(bySector[s]));
}

/** Every district holds 5 of its own type and the Black Market 3 of each: nothing empties by accident. */
export function fullBoard(): number[][] {
  return board({ 1: { gem: 5 }, 2: { book: 5 }, 3: { provisions: 5 }, 4: { tool: 5 }, 5: { weapon: 5 }, 6: { gem: 3, book: 3, provisions: 3, tool: 3, weapon: 3 } });
}

/** Dice beside each sector (`dice[sector − 1]`) by sector number: `dice({ 1: 2, 6: 1 })`. */
export function dice(bySector: Partial<Record<Sector, number>>): number[] {
  return SECTORS.map((s) => bySector[s] ?? 0);
}

/** Every stack in a known order, top tile first: the 1 tile on top of each category. */
export const STACKS: readonly (readonly TileId[])[] = deepFreeze([
  ['J1', 'J2', 'J3'],
  ['L1', 'L2', 'L3'],
  ['I1', 'I2', 'I3'],
  ['M1', 'M2', 'M3'],
  ['F1', 'F2', 'F3'],
] as TileId[][]);

/** {@link STACKS} with each tile given on top of its category (the others below it, in order). */
export function withTop(...tops: TileId[]): TileId[][] {
  return STACKS.map((stack) => {
    const top = tops.find((t) => stack.includes(t));
    return top ? [top, ...stack.filter((t) => t !== top)] : stack.slice();
  });
}

/** {@link STACKS} with the given categories exhausted (their stacks empty), by district number. */
export function exhaust(...districts: Sector[]): TileId[][] {
  return STACKS.map((stack, d) => (districts.includes((d + 1) as Sector) ? [] : stack.slice()));
}

/** The fields of a state {@link position} derives when the patch leaves them out. */
const DERIVED = ['exhausted', 'outOfGame', 'diceTakenBySeat', 'gaveToNeutral', 'diceThisRound', 'dice', 'visitsMade', 'donors', 'endAfterVisits', 'tilesLost'] as const;

/**
 * A consistent state for a rule test: a new game of `players` (options as `setup` takes them),
 * with known stacks ({@link STACKS}, less the tiles the patch says are won or lost), start player 0, {@link fullBoard} (without the types of
 * exhausted categories), the submarine at the Machinery, the visits phase with nobody's visit
 * under way, then `patch` on top (arrays replaced whole). Left out of `patch`, these are derived:
 *
 * - `exhausted`: the categories whose stack is empty; `outOfGame`: the 12 of each type not held
 *   nor placed; `tilesLost`: the tiles in no stack and won by nobody;
 * - `visitsMade`: every visit of the round once it is a Donation or over; `diceTakenBySeat`: the
 *   dice taken in turn order from the start player; `gaveToNeutral` (2 players): a seat that took
 *   all its dice gave one; `diceThisRound`: what follows from those; `dice`: the dice not taken,
 *   all beside the Black Market;
 * - `donors`: during a Donation, the seats in order from the start player, from the first able to
 *   pay; `endAfterVisits`: the hand on the last space during the visits.
 *
 * Throws when the result is not a consistent state, in the patch's terms: each broken law
 * (`validateState`) of a field the patch gave, and what it did wrong that breaks only derived
 * fields (more of a resource put in play than the game's 12), rather than those fields' paths.
 * The state returned is deeply frozen, like every state a game makes.
 */
export function position(players: 2 | 3 | 4, patch: Partial<AtlandiceState> = {}, options?: AtlandiceOptions): AtlandiceState {
  const start = atlandice.setup(options === undefined ? { players, seed: 'position' } : { players, seed: 'position', options });
  const given = (key: keyof AtlandiceState) => Object.hasOwn(patch, key);
  const gone = [...(patch.tilesWon ?? []).flat(), ...(patch.tilesLost ?? [])];
  const stacks = patch.stacks ?? STACKS.map((stack) => stack.filter((t) => !gone.includes(t)));
  // Exhausted categories have no resources left anywhere (A5.6).
  const sectors = fullBoard().map((r) => r.map((n, i) => (stacks[i]!.length === 0 ? 0 : n)));
  const s = structuredClone({ ...start, stacks, startPlayer: 0, sectors, submarine: 4 as Sector, ...patch }) as AtlandiceState;
  const set = <K extends (typeof DERIVED)[number]>(key: K, value: () => AtlandiceState[K]) => {
    if (!given(key)) s[key] = value();
  };
  const perSeat = <T>(f: (seat: Seat) => T) => Array.from({ length: players }, (_, seat) => f(seat));
  const visits = players * s.dicePerPlayer;

  set('exhausted', () => s.stacks.map((stack) => stack.length === 0));
  set('tilesLost', () => STACKS.flat().filter((t) => !s.stacks.flat().includes(t) && !s.tilesWon.flat().includes(t)));
  set('outOfGame', () => RESOURCES.map((_, r) => RESOURCES_PER_TYPE - s.stock.reduce((n, x) => n + x[r]!, 0) - s.sectors.reduce((n, x) => n + x[r]!, 0)));
  set('visitsMade', () => (s.phase === 'visits' ? 0 : visits));
  const taken = s.visitsMade + (s.visit === null ? 0 : 1);
  set('diceTakenBySeat', () => perSeat((seat) => {
    const k = (seat - s.startPlayer + players) % players;
    return taken > k ? Math.floor((taken - k + players - 1) / players) : 0;
  }));
  set('gaveToNeutral', () => perSeat((seat) => s.neutral !== null && s.diceTakenBySeat[seat] === s.dicePerPlayer));
  set('diceThisRound', () => {
    const kept = perSeat((seat) => s.diceTakenBySeat[seat]! - (s.gaveToNeutral[seat] ? 1 : 0));
    return s.neutral === null ? kept : [...kept, s.gaveToNeutral.filter(Boolean).length];
  });
  set('dice', () => dice({ [BLACK_MARKET]: s.diceTotal - s.diceTakenBySeat.reduce((a, b) => a + b, 0) }));
  set('donors', () => {
    if (s.phase !== 'donation') return [];
    const order = perSeat((i) => (s.startPlayer + i) % players);
    const first = order.findIndex((seat) => s.stock[seat]!.reduce((a, b) => a + b, 0) >= 2);
    return first < 0 ? [] : order.slice(first);
  });
  set('endAfterVisits', () => s.phase === 'visits' && s.clock === s.track.length - 1);

  const problems = atlandice.validateState(s);
  if (problems.length === 0) return deepFreeze(s);
  // Said in the patch's terms: the laws broken in the fields it gave, as they are, and what it did
  // wrong that shows only in the fields derived from it (`$.outOfGame[3] … got -1`), in place of
  // those; the derived fields' own problems are named only when nothing else explains them.
  const mistakes = patchMistakes(s, patch);
  const derived = DERIVED.filter((key) => !given(key));
  const own = problems.filter((p) => !derived.some((key) => new RegExp(`^\\$\\.${key}\\b`).test(p.path)));
  const told = own.length + mistakes.length === 0 ? problems.map((p) => `${p.path}: ${p.message}`) : [...own.map((p) => `${p.path}: ${p.message}`), ...mistakes];
  throw new Error(own.length === 0 && mistakes.length > 0 ? `position(${players}, …): ${told.join('; ')}` : `position(${players}, …) is not a consistent state: ${told.join('; ')}`);
}

/** A resource's name for a count of them: `tools`, `provisions`. */
const plural = (r: Resource): string => (r === 'provisions' ? r : `${r}s`);

/** A holder as a test names it: `seat 1`, or `the neutral player` (2 players, A9). */
const holderName = (s: AtlandiceState, holder: number): string => (holder === s.neutral ? 'the neutral player' : `seat ${holder}`);

/**
 * The mistakes of a {@link position} patch that would otherwise show only as broken derived fields
 * (`$.outOfGame[3] … got -1`): more of a resource in play than the game has. Empty when there are none.
 */
function patchMistakes(s: AtlandiceState, patch: Partial<AtlandiceState>): string[] {
  const out: string[] = [];
  const given = (key: keyof AtlandiceState) => Object.hasOwn(patch, key);
  if (given('outOfGame') || !Array.isArray(s.sectors) || !Array.isArray(s.stock)) return out;
  RESOURCES.forEach((r, i) => {
    const onSectors = s.sectors.reduce((n, row) => n + (row?.[i] ?? 0), 0);
    const held = s.stock.flatMap((row, holder) => ((row?.[i] ?? 0) > 0 ? [`${row![i]} held by ${holderName(s, holder)}`] : []));
    const total = onSectors + s.stock.reduce((n, row) => n + (row?.[i] ?? 0), 0);
    if (total <= RESOURCES_PER_TYPE) return;
    const board = given('sectors') ? '' : ': without sectors, position starts from fullBoard(), which has 8 of each on the sectors (5 in its district, 3 in the Black Market); pass sectors to make room';
    out.push(`${total} ${plural(r)} are put in play (${[`${onSectors} on the sectors`, ...held].join(', ')}), but the game has ${RESOURCES_PER_TYPE} (A1.1)${board}`);
  });
  return out;
}

/** What {@link play} returns: the next state and the events of the action. */
export interface Played {
  /** The state after the action. */
  state: AtlandiceState;
  /** What happened. */
  events: AtlandiceEvent[];
}

/**
 * Plays an action that must be accepted, with `forced` die faces for the rolls it makes (each
 * roll and each gate die draws one; every forced face must be used by this action). Throws with
 * the rejection when it is refused.
 */
export function play(state: AtlandiceState, seat: Seat, action: AtlandiceAction, ...forced: number[]): Played {
  const out = atlandice.apply(forced.length > 0 ? forceDraws(state, ...forced) : state, seat, action);
  if (!out.ok) throw new Error(`${JSON.stringify(action)} by seat ${seat} was refused: ${out.error.code}: ${out.error.message}`);
  return { state: out.state, events: out.events };
}

/** Plays actions of one seat in turn, each accepted; the last state and every event. */
export function playAll(state: AtlandiceState, seat: Seat, actions: readonly AtlandiceAction[]): Played {
  let now = state;
  const events: AtlandiceEvent[] = [];
  for (const a of actions) {
    const out = play(now, seat, a);
    now = out.state;
    events.push(...out.events);
  }
  return { state: now, events };
}

/** The events of one type, typed. */
export function eventsOf<T extends AtlandiceEvent['type']>(events: readonly AtlandiceEvent[], type: T): Extract<AtlandiceEvent, { type: T }>[] {
  return events.filter((e): e is Extract<AtlandiceEvent, { type: T }> => e.type === type);
}

/** The event types in order, for checking sequences. */
export function types(events: readonly AtlandiceEvent[]): string[] {
  return events.map((e) => e.type);
}

/** The seat that acts now (the first active seat). */
export function actor(state: AtlandiceState): Seat {
  const seat = atlandice.activeSeats(state)[0];
  if (seat === undefined) throw new Error('nobody acts: the game is over');
  return seat;
}

/** Resources of one type on a sector. */
export function onSector(state: AtlandiceState, sector: Sector, resource: Resource): number {
  return state.sectors[sector - 1]![RESOURCES.indexOf(resource)]!;
}

/** Resources of one type held by a holder (a seat, or the neutral player in a 2-player game). */
export function held(state: AtlandiceState, holder: number, resource: Resource): number {
  return state.stock[holder]![RESOURCES.indexOf(resource)]!;
}

/** Resources of one type in play: held by every holder and lying on every sector. */
export function inPlay(state: AtlandiceState, resource: Resource): number {
  const r = RESOURCES.indexOf(resource);
  return state.stock.reduce((n, x) => n + x[r]!, 0) + state.sectors.reduce((n, x) => n + x[r]!, 0);
}
