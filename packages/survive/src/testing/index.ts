/**
 * Position builders for testing Survive's rules: a game in play at the step you choose, with the
 * pieces you put on the board, then actions played with forced die faces. Every state a test
 * plays on must be one `validateState` accepts (a consistent position at a decision that is owed);
 * `play` and `refuse` go through `survive.apply`, which refuses any other with `BAD_STATE`.
 *
 * ```ts
 * const s = position({ step: 'move', serpents: false });   // seat 0 to move, 3 points
 * const e = explorer(s, 0, 'land', h(3, 4));
 * const { state } = play(s, 0, { type: 'swim', explorer: e, to: h(2, 4) });
 * ```
 *
 * Positions are plain, unfrozen copies: patch them freely before playing. Explorers not in the
 * position are out of the game (dead, at {@link RESERVE_HEX}) until {@link explorer} brings one in;
 * boats wait in the supply until {@link boat} puts one on the board.
 *
 * @packageDocumentation
 */
import { forceDraws, type Seat } from '@tabula/core';
// The package itself, as a user imports it: one copy of the game for both entries once built.
import {
  BOAT_CAPACITY,
  COMPONENT_COUNTS,
  hexIndex,
  isHexIndex,
  safeIsleOf,
  survive,
  TERRAIN_TILES,
  type Creature,
  type Explorer,
  type HexIndex,
  type Step,
  type SurviveAction,
  type SurviveErrorCode,
  type SurviveEvent,
  type SurviveOptions,
  type SurviveState,
  type Terrain,
  type TileBack,
} from '@tabula/survive';

/** Where the explorers left out of a position wait, out of the game: hex `[0, 2]`, a corner of the sea. */
export const RESERVE_HEX: HexIndex = 0;

/** The hex index of `[row, col]` (S9); throws for a hex off the board. */
export function h(row: number, col: number): HexIndex {
  const i = hexIndex(row, col);
  if (i === undefined) throw new RangeError(`no hex [${row}, ${col}] on the board`);
  return i;
}

/** The id of a terrain tile with this face and back (S9), other than those in `avoid`. */
export function tileId(terrain: Terrain, back: TileBack, avoid: readonly number[] = []): number {
  const id = TERRAIN_TILES.findIndex((t, i) => t.terrain === terrain && t.back === back && !avoid.includes(i));
  if (id < 0) throw new RangeError(`no ${terrain} tile with a ${back} back${avoid.length ? ' besides those avoided' : ''}`);
  return id;
}

/** The first id of each creature kind: sea serpents 0–4, sharks 5–10, whales 11–15. */
export const FIRST: Readonly<Record<Creature, number>> = Object.freeze({
  seaSerpent: 0,
  shark: COMPONENT_COUNTS.seaSerpents,
  whale: COMPONENT_COUNTS.seaSerpents + COMPONENT_COUNTS.sharks,
});

/** What {@link position} builds. */
export interface PositionOptions {
  /** Seats, 2–4 (default 2). */
  players?: number;
  /** Setup options (S8), as for `survive.setup`. */
  options?: SurviveOptions;
  /** Shuffles the island (default `'rules'`). */
  seed?: string;
  /** The seat whose turn it is (default 0): turn `seat + 1` of the first round. */
  seat?: Seat;
  /**
   * The step of the turn (S2; default `'remove'`, which the full island makes owed). Step
   * `'move'` is owed once the seat has something to move, `'tile'` once it holds a tile, and
   * `'creature'` once a creature of the `rolled` kind can move.
   */
  step?: Step;
  /** The creature the die showed, for step `'creature'` (S5.1). */
  rolled?: Creature;
  /** Whether the 5 sea serpents are on their start spaces (default `true`) or out of the game. */
  serpents?: boolean;
}

/**
 * A game in play after setup, as a plain state to patch: the island as `seed` shuffles it, every
 * explorer out of the game (at {@link RESERVE_HEX}), every boat in the supply, the serpents on
 * their start spaces (unless `serpents: false`), sharks and whales in the supply, no tile in hand.
 * `seat` is to act at `step` with 3 movement points.
 */
export function position(o: PositionOptions = {}): SurviveState {
  const players = o.players ?? 2;
  const s = structuredClone(survive.setup({ players, seed: o.seed ?? 'rules', options: o.options ?? {} })) as SurviveState;
  const seat = o.seat ?? 0;
  if (!Number.isInteger(seat) || seat < 0 || seat >= players) throw new RangeError(`seat ${seat} is not a seat of a ${players}-player game`);
  // Every explorer placed (ids in placement order: colour = id % colours), then out of the game.
  s.explorers = [];
  for (let i = 0; i < s.colours * COMPONENT_COUNTS.explorersPerColour; i++) {
    const colour = i % s.colours;
    s.explorers.push({ colour, value: s.unplaced[colour]!.shift()!, status: 'dead', hex: RESERVE_HEX, boat: null, isle: null });
  }
  s.phase = 'play';
  s.placements = players * COMPONENT_COUNTS.boatsPerPlayer; // S1.4: every boat placed
  s.current = seat;
  s.turn = seat + 1;
  s.step = o.step ?? 'remove';
  s.movesLeft = 3;
  s.rolled = o.rolled ?? null;
  if (o.serpents === false) noSerpents(s);
  return s;
}

/**
 * Brings an explorer of `colour` into the position (the reserve one of that `value`, or of the
 * lowest value left) with `status` at `hex`: on a terrain tile (`'land'`), aboard `boat` (`'boat'`,
 * at the boat's hex), swimming (`'sea'`), saved on the isle `hex` touches (`'saved'`), or dead.
 * Returns its id. Throws when the colour has no such explorer left or the place does not fit.
 */
export function explorer(s: SurviveState, colour: number, status: Explorer['status'], hex: HexIndex, value?: number, boat: number | null = null): number {
  const id = s.explorers.findIndex((e) => e.colour === colour && e.status === 'dead' && e.hex === RESERVE_HEX && (value === undefined || e.value === value));
  if (id < 0) throw new RangeError(`colour ${colour} has no explorer${value === undefined ? '' : ` of value ${value}`} left out of the position`);
  if (!isHexIndex(hex)) throw new RangeError(`${hex} is not a hex index`);
  const e = s.explorers[id]!;
  if (status === 'boat') {
    const b = boat === null ? undefined : s.boats[boat];
    if (!b || b.status !== 'board') throw new RangeError(`an explorer aboard needs a boat on the board, got ${boat}`);
    if (b.passengers.length >= BOAT_CAPACITY) throw new RangeError(`boat ${boat} already carries ${b.passengers.length} explorers (${b.passengers.join(', ')}): a boat holds ${BOAT_CAPACITY} (S3.5)`);
    e.hex = b.hex!;
    e.boat = boat;
    b.passengers.push(id);
  } else {
    if (boat !== null) throw new RangeError(`only an explorer aboard has a boat (status ${status})`);
    if (status === 'land' && s.land[hex] !== true) throw new RangeError(`hex ${hex} holds no terrain tile`);
    if (status === 'sea' && s.land[hex] === true) throw new RangeError(`hex ${hex} is land, not sea`);
    if (status === 'saved') {
      const isle = safeIsleOf(hex);
      if (!isle) throw new RangeError(`hex ${hex} touches no safe isle`);
      e.isle = isle;
    }
    e.hex = hex;
  }
  e.status = status;
  return id;
}

/**
 * Puts a boat on a sea hex (by default the first in the supply); returns its id. Throws when the
 * supply is empty, the hex is land, or another boat is there already (a sea space holds one, S3.5).
 */
export function boat(s: SurviveState, hex: HexIndex, id = s.boats.findIndex((b) => b.status === 'supply')): number {
  if (id === -1) throw new RangeError(`no boat left in the supply: all ${s.boats.length} are on the board or destroyed`);
  if (s.boats[id] === undefined) throw new RangeError(`no boat ${id}: the boats are 0 to ${s.boats.length - 1}`);
  if (s.land[hex] === true) throw new RangeError(`hex ${hex} is land: boats sail the sea`);
  const there = s.boats.findIndex((b, other) => other !== id && b.status === 'board' && b.hex === hex);
  if (there >= 0) throw new RangeError(`hex ${hex} has boat ${there} already: a sea space holds one boat (S3.5)`);
  s.boats[id] = { status: 'board', hex, passengers: [] };
  return id;
}

/** Puts a creature of that kind not on the board (from the supply, or out of the game) on a sea hex; returns its id. */
export function creature(s: SurviveState, kind: Creature, hex: HexIndex): number {
  const id = s.creatures.findIndex((c) => c.kind === kind && c.status !== 'board');
  if (id < 0) throw new RangeError(`no ${kind} off the board`);
  if (s.land[hex] === true) throw new RangeError(`hex ${hex} is land: creatures swim the sea`);
  s.creatures[id] = { kind, status: 'board', hex };
  return id;
}

/** Takes every sea serpent off the board (out of the game), so that a test places only the creatures it needs. */
export function noSerpents(s: SurviveState): void {
  s.creatures = s.creatures.map((c) => (c.kind === 'seaSerpent' ? { kind: c.kind, status: 'gone', hex: null } : c));
}

/** Puts tile `tile` on `hex` (swapping with wherever it was; a tile it displaces goes to the discard), keeping every tile once. */
export function layTile(s: SurviveState, hex: HexIndex, tile: number): void {
  const at = s.board.indexOf(tile);
  if (at >= 0) {
    s.board[at] = s.board[hex] ?? null;
    s.land[at] = s.board[at] !== null;
  } else {
    const i = s.discard.indexOf(tile);
    if (i >= 0) s.discard.splice(i, 1);
    for (const hand of s.hands) if (hand.includes(tile)) hand.splice(hand.indexOf(tile), 1);
    if (s.board[hex] !== null && s.board[hex] !== undefined) s.discard.push(s.board[hex]!);
  }
  s.board[hex] = tile;
  s.land[hex] = true;
}

/** Removes the tile at `hex` from the island straight into the discard (to shape the board). */
export function sink(s: SurviveState, hex: HexIndex): void {
  if (s.board[hex] === null || s.board[hex] === undefined) throw new RangeError(`hex ${hex} holds no tile`);
  s.discard.push(s.board[hex]!);
  s.board[hex] = null;
  s.land[hex] = false;
}

/** Sinks every tile of a terrain except those at the hexes in `keep`. */
export function sinkAll(s: SurviveState, terrain: Terrain, keep: readonly HexIndex[] = []): void {
  s.board.forEach((tile, hex) => {
    if (tile !== null && TERRAIN_TILES[tile]!.terrain === terrain && !keep.includes(hex)) sink(s, hex);
  });
}

/** Gives a seat a tile in hand (a red or defence back), taken from wherever it is (a hex it leaves becomes sea). */
export function give(s: SurviveState, seat: Seat, tile: number): void {
  const at = s.board.indexOf(tile);
  if (at >= 0) {
    s.board[at] = null;
    s.land[at] = false;
  } else if (s.discard.includes(tile)) s.discard.splice(s.discard.indexOf(tile), 1);
  else if (s.hands.some((hand) => hand.includes(tile))) throw new RangeError(`tile ${tile} is in a hand already`);
  s.hands[seat]!.push(tile);
}

/**
 * Ends a standard game as the volcano does (S7.1): the volcano tile, then every tile left on the
 * island, to the discard; every explorer not on a safe isle dead where it was (off its boat); the
 * game over. Kills are not counted (house rule 1). For a position of the standard game (no
 * challenge 2 or 4), once its pieces are placed.
 */
export function gameOver(s: SurviveState): void {
  const volcano = tileId('mountain', 'volcano');
  const at = s.board.indexOf(volcano);
  if (at >= 0) sink(s, at);
  s.board.forEach((tile, hex) => {
    if (tile !== null) sink(s, hex);
  });
  for (const e of s.explorers) {
    if (e.status !== 'land' && e.status !== 'boat' && e.status !== 'sea') continue;
    e.status = 'dead';
    e.boat = null;
  }
  for (const b of s.boats) b.passengers = [];
  s.phase = 'over';
  s.endReason = 'volcano';
  s.pending = null;
  s.rolled = null;
}

/** The same action: the same fields with the same values. */
function sameAction(a: SurviveAction, b: SurviveAction): boolean {
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = Object.keys(x);
  return keys.length === Object.keys(y).length && keys.every((k) => x[k] === y[k]);
}

/**
 * Plays an action that must be legal and accepted, the die showing `forced` faces (1–2 sea
 * serpent, 3–4 shark, 5–6 whale); returns the next state and its events. Throws otherwise, with the
 * rejection (a `BAD_STATE` names what is inconsistent in the position).
 */
export function play(s: SurviveState, seat: Seat, action: SurviveAction, ...forced: number[]): { state: SurviveState; events: SurviveEvent[] } {
  const out = survive.apply(forced.length ? forceDraws(s, ...forced) : s, seat, action);
  if (!out.ok) throw new Error(`${JSON.stringify(action)} rejected: ${out.error.code}: ${out.error.message}`);
  if (!survive.legalActions(s, seat).some((a) => sameAction(a, action))) throw new Error(`${JSON.stringify(action)} was accepted but is not among seat ${seat}'s legal actions`);
  return { state: out.state, events: out.events };
}

/** Plays actions of one seat in turn, each accepted; returns the last state and every event. */
export function playAll(s: SurviveState, seat: Seat, actions: readonly SurviveAction[]): { state: SurviveState; events: SurviveEvent[] } {
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
 * Plays an action that must be refused, and returns the rejection's code. Throws if it is
 * accepted, if it is among the legal actions, or if the state changed. `action` may be junk on
 * purpose: `apply` checks what it is given at run time.
 */
export function refuse(s: SurviveState, seat: Seat, action: unknown): SurviveErrorCode {
  const before = JSON.stringify(s);
  const out = survive.apply(s, seat, action as SurviveAction);
  if (JSON.stringify(s) !== before) throw new Error('a refused action changed the state');
  if (out.ok) throw new Error(`${JSON.stringify(action)} was accepted`);
  if (out.error.message.length === 0) throw new Error('a rejection without a message');
  if (out.error.code !== 'BAD_STATE' && survive.legalActions(s, seat).some((a) => sameAction(a, action as SurviveAction))) {
    throw new Error(`${JSON.stringify(action)} was refused but is among seat ${seat}'s legal actions`);
  }
  return out.error.code;
}

/** The events of one type, in order. */
export function eventsOf<T extends SurviveEvent['type']>(events: readonly SurviveEvent[], type: T): Extract<SurviveEvent, { type: T }>[] {
  return events.filter((e) => e.type === type) as Extract<SurviveEvent, { type: T }>[];
}
