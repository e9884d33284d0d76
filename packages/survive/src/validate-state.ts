/**
 * Every law of a consistent Survive state, as field-path problems: the state's shape, the ranges
 * of its numbers, the references between pieces (an explorer aboard a boat is among its
 * passengers), the conservation of every component (S1.1, S9), what each phase allows, and that a
 * game in play waits on a decision that is owed (the `step` and `pending` laws). A state this
 * accepts is one the rules play on; the game's `validateState` runs it after core's own checks.
 *
 * @module
 */
import { stateChecker, type StateChecker, type StateProblem } from '@tabula/core';
import { SAFE_ISLE_NAMES } from './data/board';
import { BOAT_CAPACITY, MOVEMENT_POINTS } from './data/rules';
import { COMPONENT_COUNTS, EXPLORER_VALUES, TERRAIN_TILES, TILE_BACK_CLASS, type Creature } from './data/tiles';
import { HEX_COUNT, LAND_SLOT_INDICES, SAFE_ISLE_HEXES, SEA_SERPENT_START_INDICES, STARTING_BOAT_SPACES, isLandSlot } from './geometry';
import { hasMovement } from './rules/movement';
import { MAX_ROUND_LIMIT, OPTION_NAMES } from './options';
import { anyCreatureMove } from './rules/creatures';
import { explorersInPlay, ownerOf, swimmersAt } from './rules/pieces';
import { islandLeft } from './rules/removal';
import { setupCapacity, startingBoats } from './rules/setup';
import { endReason } from './rules/turn';
import type { SurviveState } from './state';

/** The fields of a state, core's `game`, `schema`, `players` and `rng` among them. */
const STATE_KEYS = [
  'game', 'schema', 'players', 'rng', 'options', 'colours', 'colourOwner', 'board', 'land', 'unplaced', 'explorers', 'boats', 'creatures',
  'hands', 'discard', 'phase', 'placements', 'current', 'turn', 'step', 'tilePlayed', 'movesLeft', 'swam', 'rolled', 'pending', 'kills', 'endReason',
] as const;

const PHASES = ['placeExplorers', 'placeBoats', 'play', 'over'] as const;
const STEPS = ['tile', 'move', 'remove', 'creature'] as const;
const STATUSES = ['land', 'boat', 'sea', 'saved', 'dead'] as const;
const PIECE_STATUSES = ['board', 'supply', 'gone'] as const;
const CREATURES = ['seaSerpent', 'shark', 'whale'] as const;
const END_REASONS = ['volcano', 'islandSunk', 'noExplorersLeft', 'roundLimit'] as const;
const TILE_COUNT = TERRAIN_TILES.length;
const VOLCANO = TERRAIN_TILES.findIndex((t) => t.back === 'volcano');

/** The kind of each creature id: sea serpents, then sharks, then whales (S1.1). */
const CREATURE_KINDS: readonly Creature[] = [
  ...Array.from({ length: COMPONENT_COUNTS.seaSerpents }, (): Creature => 'seaSerpent'),
  ...Array.from({ length: COMPONENT_COUNTS.sharks }, (): Creature => 'shark'),
  ...Array.from({ length: COMPONENT_COUNTS.whales }, (): Creature => 'whale'),
];

/** Whether a list of numbers is in ascending order. */
const ascending = (list: readonly number[]): boolean => list.every((v, i) => i === 0 || list[i - 1]! <= v);

/**
 * Every way `s` is not a consistent Survive state (`[]`: none). Core has checked `game`, `schema`,
 * `players` and `rng`; `s` is otherwise untrusted: each law is checked only once the fields it
 * reads have passed theirs.
 */
export function stateLaws(s: SurviveState): StateProblem[] {
  const c = stateChecker();
  if (!c.object(s, '$', STATE_KEYS)) return c.problems;
  if (!checkOptions(c, s)) return c.problems;
  if (!checkScalars(c, s)) return c.problems;
  if (!checkTiles(c, s)) return c.problems;
  if (!checkPieces(c, s)) return c.problems;
  if (!checkPending(c, s)) return c.problems;
  checkPhase(c, s);
  return c.problems;
}

/** The options (S8): every flag, the round limit, and the combinations setup refuses. */
function checkOptions(c: StateChecker, s: SurviveState): boolean {
  const o = s.options;
  if (!c.object(o, '$.options', OPTION_NAMES)) return false;
  let ok = true;
  for (const name of OPTION_NAMES) {
    if (name === 'roundLimit') ok = (o.roundLimit === null || c.int(o.roundLimit, '$.options.roundLimit', 1, MAX_ROUND_LIMIT)) && ok;
    else ok = c.bool(o[name], `$.options.${name}`) && ok;
  }
  if (!ok) return false;
  ok = c.law(!o.twoColours || s.players === 2, '$.options.twoColours', 'is for 2 players only') && ok;
  ok = c.law(!(o.toTheLast && o.atlantisSubmerged), '$.options.atlantisSubmerged', 'cannot be combined with toTheLast') && ok;
  return ok;
}

/** The colours and the turn's counters: types and ranges. */
function checkScalars(c: StateChecker, s: SurviveState): boolean {
  const colours = s.options.twoColours ? 2 * s.players : s.players;
  let ok = c.law(s.colours === colours, '$.colours', `must be ${colours}: one colour per seat, two each in the two-colour game (S8)`);
  if (c.array(s.colourOwner, '$.colourOwner', colours)) s.colourOwner.forEach((owner, colour) => (ok = c.law(owner === colour % s.players, `$.colourOwner[${colour}]`, `must be seat ${colour % s.players}`) && ok));
  else ok = false;
  ok = c.oneOf(s.phase, '$.phase', PHASES) && ok;
  ok = c.int(s.placements, '$.placements', 0, colours * COMPONENT_COUNTS.explorersPerColour) && ok;
  ok = c.seat(s.current, '$.current', s.players) && ok;
  ok = c.int(s.turn, '$.turn', 0) && ok;
  ok = c.oneOf(s.step, '$.step', STEPS) && ok;
  ok = c.bool(s.tilePlayed, '$.tilePlayed') && ok;
  ok = c.int(s.movesLeft, '$.movesLeft', 0, MOVEMENT_POINTS) && ok;
  ok = (s.rolled === null || c.oneOf(s.rolled, '$.rolled', CREATURES)) && ok;
  ok = (s.endReason === null || c.oneOf(s.endReason, '$.endReason', END_REASONS)) && ok;
  if (c.array(s.kills, '$.kills', s.players)) s.kills.forEach((n, seat) => (ok = c.int(n, `$.kills[${seat}]`, 0) && ok));
  else ok = false;
  return ok;
}

/*
 * The element-by-element checks below test a value first and build its path and message only when
 * it fails (through the checker, for the standard wording): a state has hundreds of such values.
 */

/** A whole number in `[min, max]` (as the checker's `int`). */
const isInt = (v: unknown, min: number, max: number): v is number => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max && !Object.is(v, -0);

/** A plain object with exactly `keys` (as the checker's `object`). */
function hasKeys(v: unknown, keys: readonly string[]): v is Record<string, unknown> {
  if (typeof v !== 'object' || v === null || Array.isArray(v) || Object.getPrototypeOf(v) !== Object.prototype) return false;
  const own = Object.keys(v);
  return own.length === keys.length && keys.every((k) => Object.hasOwn(v, k));
}

const EXPLORER_KEYS = ['colour', 'value', 'status', 'hex', 'boat', 'isle'] as const;
const BOAT_KEYS = ['status', 'hex', 'passengers'] as const;
const CREATURE_KEYS = ['kind', 'status', 'hex'] as const;
const VALUES: readonly number[] = [...new Set<number>(EXPLORER_VALUES)];
const VALUE_LIST = EXPLORER_VALUES.join();

/** S1.2, S4.2, S9: the island, the hands and the discard hold each of the 40 tiles exactly once. */
function checkTiles(c: StateChecker, s: SurviveState): boolean {
  let ok = true;
  const seen = new Uint8Array(TILE_COUNT);
  let count = 0;
  /** Records tile `v` at `path()`: a tile id, seen once. */
  const tile = (v: unknown, path: () => string): v is number => {
    if (!isInt(v, 0, TILE_COUNT - 1)) return c.int(v, path(), 0, TILE_COUNT - 1);
    count++;
    if (seen[v] !== 0) return c.add(path(), `tile ${v} is in two places`);
    seen[v] = 1;
    return true;
  };
  const board = s.board;
  if (c.array(board, '$.board', HEX_COUNT)) {
    for (let hex = 0; hex < HEX_COUNT; hex++) {
      const t = board[hex];
      if (t === null) continue;
      if (!tile(t, () => `$.board[${hex}]`)) ok = false;
      else if (!isLandSlot(hex)) ok = c.add(`$.board[${hex}]`, 'a terrain tile lies only on an island slot (S9)');
    }
  } else ok = false;
  const land = s.land;
  if (c.array(land, '$.land', HEX_COUNT)) {
    for (let hex = 0; hex < HEX_COUNT; hex++) {
      const v = land[hex];
      if (typeof v !== 'boolean') ok = c.bool(v, `$.land[${hex}]`);
      else if (Array.isArray(board) && v !== (board[hex] !== null && board[hex] !== undefined)) ok = c.add(`$.land[${hex}]`, 'must be true exactly where a tile lies on the board');
    }
  } else ok = false;
  if (c.array(s.hands, '$.hands', s.players)) {
    s.hands.forEach((hand, seat) => {
      if (!c.array(hand, `$.hands[${seat}]`)) return (ok = false);
      hand.forEach((t, k) => {
        if (!tile(t, () => `$.hands[${seat}][${k}]`)) return (ok = false);
        if (TILE_BACK_CLASS[TERRAIN_TILES[t]!.back] === 'green') ok = c.add(`$.hands[${seat}][${k}]`, 'a green back is resolved at once, never kept (S4.2)');
      });
    });
  } else ok = false;
  if (c.array(s.discard, '$.discard')) s.discard.forEach((t, k) => (ok = tile(t, () => `$.discard[${k}]`) && ok));
  else ok = false;
  if (!ok) return false;
  return count === TILE_COUNT || c.add('$.board', `the island, the hands and the discard must hold each of the ${TILE_COUNT} tiles once, hold ${count}`);
}

/** S1.1, S3, S5: explorers, boats and creatures, their places and the references between them. */
function checkPieces(c: StateChecker, s: SurviveState): boolean {
  let ok = true;
  const colours = s.colours;
  const perColour = COMPONENT_COUNTS.explorersPerColour;
  // Unplaced values, ascending (S1.3).
  if (c.array(s.unplaced, '$.unplaced', colours)) {
    s.unplaced.forEach((pool, colour) => {
      if (!c.array(pool, `$.unplaced[${colour}]`, { max: perColour })) return (ok = false);
      pool.forEach((v, k) => (ok = (VALUES.includes(v) || c.oneOf(v, `$.unplaced[${colour}][${k}]`, VALUES)) && ok));
      if (!ascending(pool)) ok = c.add(`$.unplaced[${colour}]`, 'must be in ascending order');
    });
  } else ok = false;
  // Explorers: ids in placement order, so colour = id % colours (S1.3).
  const explorers = s.explorers;
  if (c.array(explorers, '$.explorers', { max: colours * perColour })) {
    for (let id = 0; id < explorers.length; id++) {
      const e = explorers[id];
      if (!hasKeys(e, EXPLORER_KEYS)) {
        ok = c.object(e, `$.explorers[${id}]`, EXPLORER_KEYS);
        continue;
      }
      const at = () => `$.explorers[${id}]`;
      if (e.colour !== id % colours) ok = c.add(`${at()}.colour`, `must be ${id % colours}: colours place in turn (S1.3)`);
      if (!VALUES.includes(e.value)) ok = c.oneOf(e.value, `${at()}.value`, VALUES);
      if (!STATUSES.includes(e.status)) ok = c.oneOf(e.status, `${at()}.status`, STATUSES);
      if (!isInt(e.hex, 0, HEX_COUNT - 1)) ok = c.int(e.hex, `${at()}.hex`, 0, HEX_COUNT - 1);
      if (e.boat !== null && !isInt(e.boat, 0, COMPONENT_COUNTS.boats - 1)) ok = c.int(e.boat, `${at()}.boat`, 0, COMPONENT_COUNTS.boats - 1);
      if (e.isle !== null && !SAFE_ISLE_NAMES.includes(e.isle)) ok = c.oneOf(e.isle, `${at()}.isle`, SAFE_ISLE_NAMES);
    }
  } else ok = false;
  const lastExplorer = Array.isArray(explorers) ? explorers.length - 1 : -1;
  // Boats (S3.5) and creatures (S5), by id.
  if (c.array(s.boats, '$.boats', COMPONENT_COUNTS.boats)) {
    s.boats.forEach((b, id) => {
      if (!hasKeys(b, BOAT_KEYS)) return (ok = c.object(b, `$.boats[${id}]`, BOAT_KEYS));
      if (!PIECE_STATUSES.includes(b.status)) ok = c.oneOf(b.status, `$.boats[${id}].status`, PIECE_STATUSES);
      if (b.hex !== null && !isInt(b.hex, 0, HEX_COUNT - 1)) ok = c.int(b.hex, `$.boats[${id}].hex`, 0, HEX_COUNT - 1);
      if (!c.array(b.passengers, `$.boats[${id}].passengers`, { max: BOAT_CAPACITY })) return (ok = false);
      b.passengers.forEach((p, k) => (ok = (isInt(p, 0, lastExplorer) || c.int(p, `$.boats[${id}].passengers[${k}]`, 0, lastExplorer)) && ok));
    });
  } else ok = false;
  if (c.array(s.creatures, '$.creatures', CREATURE_KINDS.length)) {
    s.creatures.forEach((cr, id) => {
      if (!hasKeys(cr, CREATURE_KEYS)) return (ok = c.object(cr, `$.creatures[${id}]`, CREATURE_KEYS));
      if (cr.kind !== CREATURE_KINDS[id]) ok = c.add(`$.creatures[${id}].kind`, `must be ${CREATURE_KINDS[id]}: serpents, then sharks, then whales (S1.1)`);
      if (!PIECE_STATUSES.includes(cr.status)) ok = c.oneOf(cr.status, `$.creatures[${id}].status`, PIECE_STATUSES);
      if (cr.hex !== null && !isInt(cr.hex, 0, HEX_COUNT - 1)) ok = c.int(cr.hex, `$.creatures[${id}].hex`, 0, HEX_COUNT - 1);
    });
  } else ok = false;
  if (c.array(s.swam, '$.swam')) s.swam.forEach((id, k) => (ok = (isInt(id, 0, lastExplorer) || c.int(id, `$.swam[${k}]`, 0, lastExplorer)) && ok));
  else ok = false;
  if (!ok) return false;

  // Conservation (S1.1): each colour's placed and unplaced values are its 10 explorers' values.
  const byColour: number[][] = s.unplaced.map((pool) => pool.slice());
  for (const e of explorers) byColour[e.colour]!.push(e.value);
  byColour.forEach((all, colour) => {
    all.sort((a, b) => a - b);
    if (all.join() !== VALUE_LIST) ok = c.add(`$.unplaced[${colour}]`, `colour ${colour}'s placed and unplaced values must be ${EXPLORER_VALUES.join(', ')}, are ${all.join(', ')}`);
  });
  // Boats on the board lie on sea, one per space (S3.5), and their passengers are aboard them.
  const boatOn = new Int8Array(HEX_COUNT).fill(-1);
  s.boats.forEach((b, id) => {
    if (b.status !== 'board') {
      if (b.hex !== null || b.passengers.length > 0) ok = c.add(`$.boats[${id}]`, 'a boat off the board has no hex and no passengers');
      return;
    }
    if (b.hex === null || s.land[b.hex]) return (ok = c.add(`$.boats[${id}].hex`, 'a boat on the board lies on a sea space (S3.5)'));
    if (boatOn[b.hex] !== -1) ok = c.add(`$.boats[${id}].hex`, `a sea space holds one boat, and boat ${boatOn[b.hex]} is there (S3.5)`);
    boatOn[b.hex] = id;
    b.passengers.forEach((p, k) => {
      const e = explorers[p]!;
      if (e.status !== 'boat' || e.boat !== id || e.hex !== b.hex || b.passengers.indexOf(p) !== k) ok = c.add(`$.boats[${id}].passengers[${k}]`, `explorer ${p} must be aboard boat ${id} once, at its hex`);
    });
  });
  // Each explorer where its status says (S3).
  explorers.forEach((e, id) => {
    if ((e.status === 'boat') !== (e.boat !== null)) ok = c.add(`$.explorers[${id}].boat`, 'an explorer has a boat exactly when it is aboard');
    if ((e.status === 'saved') !== (e.isle !== null)) ok = c.add(`$.explorers[${id}].isle`, 'an explorer has an isle exactly when it is saved');
    if (e.status === 'land' && s.land[e.hex] !== true) ok = c.add(`$.explorers[${id}].hex`, 'an explorer on land stands on a terrain tile');
    if (e.status === 'sea' && s.land[e.hex] === true) ok = c.add(`$.explorers[${id}].hex`, 'a swimmer is on a sea space');
    if (e.status === 'boat' && e.boat !== null && !(s.boats[e.boat]!.status === 'board' && s.boats[e.boat]!.passengers.includes(id))) {
      ok = c.add(`$.explorers[${id}].boat`, `boat ${e.boat} must be on the board with explorer ${id} aboard`);
    }
    if (e.status === 'saved' && e.isle !== null && !SAFE_ISLE_HEXES[e.isle].includes(e.hex)) ok = c.add(`$.explorers[${id}].hex`, `a saved explorer is at one of the two spaces of its isle ${e.isle} (S3.3)`);
  });
  // Creatures on the board swim on sea; sea serpents are never in the supply (S1.1).
  s.creatures.forEach((cr, id) => {
    if (cr.status === 'board' ? cr.hex === null || s.land[cr.hex] : cr.hex !== null) ok = c.add(`$.creatures[${id}].hex`, 'a creature on the board is on a sea space; one off the board has no hex');
    if (cr.kind === 'seaSerpent' && cr.status === 'supply') ok = c.add(`$.creatures[${id}].status`, 'sea serpents start on the board, never in the supply (S1.1)');
  });
  // This turn's swimmers (S3.4) are explorers of the seat whose turn it is, each once.
  s.swam.forEach((id, k) => {
    if (ownerOf(s, id) !== s.current || s.swam.indexOf(id) !== k) ok = c.add(`$.swam[${k}]`, `explorer ${id} must be one of seat ${s.current}'s, listed once: only the seat whose turn it is moves`);
  });
  // House rule 1: kills are opposing explorers that died.
  s.kills.forEach((n, seat) => {
    if (n === 0) return;
    const dead = explorers.filter((e, id) => e.status === 'dead' && ownerOf(s, id) !== seat).length;
    if (n > dead) ok = c.add(`$.kills[${seat}]`, `counts ${n} kills but only ${dead} explorers of other seats are dead`);
  });
  return ok;
}

/** S6: the decision owed besides the turn's steps: who boards a new boat, or a defence. */
function checkPending(c: StateChecker, s: SurviveState): boolean {
  const p = s.pending;
  if (p === null) return true;
  if (!c.object(p, '$.pending', ['kind'], ['boat', 'hex', 'attack', 'creature', 'seats'])) return false;
  if (p.kind === 'boarders') {
    if (!c.object(p, '$.pending', ['kind', 'boat', 'hex'])) return false;
    if (!c.int(p.boat, '$.pending.boat', 0, COMPONENT_COUNTS.boats - 1) || !c.int(p.hex, '$.pending.hex', 0, HEX_COUNT - 1)) return false;
    const b = s.boats[p.boat]!;
    if (!c.law(b.status === 'board' && b.hex === p.hex, '$.pending.boat', `boat ${p.boat} must be on the board at hex ${p.hex}`)) return false;
    const room = BOAT_CAPACITY - b.passengers.length;
    return c.law(room > 0 && swimmersAt(s, p.hex).length > room, '$.pending', 'the remover chooses boarders only while more swimmers wait than the new boat has room for (S6)');
  }
  if (p.kind === 'defence') {
    if (!c.object(p, '$.pending', ['kind', 'attack', 'creature', 'hex', 'seats'])) return false;
    if (!c.oneOf(p.attack, '$.pending.attack', ['shark', 'whale'] as const)) return false;
    if (!c.int(p.creature, '$.pending.creature', 0, CREATURE_KINDS.length - 1) || !c.int(p.hex, '$.pending.hex', 0, HEX_COUNT - 1)) return false;
    const cr = s.creatures[p.creature]!;
    if (!c.law(cr.kind === p.attack && cr.status === 'board' && cr.hex === p.hex, '$.pending.creature', `creature ${p.creature} must be the attacking ${p.attack}, on the board at hex ${p.hex}`)) return false;
    if (!c.array(p.seats, '$.pending.seats', { min: 1, max: s.players - 1 })) return false;
    if (!p.seats.every((seat, k) => c.seat(seat, `$.pending.seats[${k}]`, s.players)) || !c.distinct(p.seats, '$.pending.seats')) return false;
    let victims: number[];
    if (p.attack === 'shark') victims = swimmersAt(s, p.hex);
    else {
      const boat = s.boats.findIndex((b) => b.status === 'board' && b.hex === p.hex);
      victims = boat < 0 ? [] : s.boats[boat]!.passengers;
    }
    const owners = new Set(victims.map((id) => ownerOf(s, id)));
    let ok = true;
    p.seats.forEach((seat, k) => {
      ok = c.law(seat !== s.current && owners.has(seat) && s.hands[seat]!.length > 0, `$.pending.seats[${k}]`, `seat ${seat} is not a seat with a tile in hand whose explorers the ${p.attack} threatens (S6)`) && ok;
    });
    return ok;
  }
  return c.add('$.pending.kind', `must be "boarders" or "defence", got ${JSON.stringify((p as { kind: unknown }).kind)}`);
}

/** S1, S2, S7: what each phase allows, and that a game in play waits on a decision that is owed. */
function checkPhase(c: StateChecker, s: SurviveState): void {
  const allPlaced = s.explorers.length === s.colours * COMPONENT_COUNTS.explorersPerColour;
  const boatsOnBoard = s.boats.filter((b) => b.status === 'board').length;
  if (s.phase === 'placeExplorers' || s.phase === 'placeBoats') {
    const fresh =
      s.turn === 0 && s.current === 0 && s.step === 'tile' && !s.tilePlayed && s.movesLeft === 0 && s.swam.length === 0 && s.rolled === null &&
      s.pending === null && s.endReason === null && s.kills.every((n) => n === 0) && s.discard.length === 0 && s.hands.every((h) => h.length === 0);
    c.law(fresh, '$.phase', 'during setup the turn has not begun: turn 0, seat 0, step "tile", no points, nothing rolled, pending, kept, discarded or killed');
    c.law(LAND_SLOT_INDICES.every((hex) => s.land[hex]), '$.land', 'during setup every terrain tile is on the island (S1.2)');
    c.law(s.explorers.every((e) => e.status === 'land'), '$.explorers', 'during setup every explorer placed stands on land (S1.3)');
    s.creatures.forEach((cr, id) => {
      const start = cr.kind === 'seaSerpent' ? { status: 'board', hex: SEA_SERPENT_START_INDICES[id] } : { status: 'supply', hex: null };
      c.law(cr.status === start.status && cr.hex === start.hex, `$.creatures[${id}]`, 'during setup sea serpents are on their start spaces, sharks and whales in the supply (S1.1)');
    });
    for (const hex of LAND_SLOT_INDICES) {
      const n = s.explorers.filter((e) => e.hex === hex).length;
      c.law(n <= setupCapacity(s, hex), `$.board[${hex}]`, `holds ${n} explorers, more than setup allows (S1.3, S8 challenge 1)`);
    }
    if (s.phase === 'placeExplorers') {
      c.law(!allPlaced && s.explorers.length === s.placements, '$.placements', 'while explorers are placed, placements count the explorers placed, and some are left (S1.3)');
      c.law(boatsOnBoard === 0, '$.boats', 'boats are placed after the explorers (S1.4)');
    } else {
      c.law(allPlaced, '$.explorers', 'boats are placed once every explorer is (S1.4)');
      c.law(s.placements < startingBoats(s) && boatsOnBoard === s.placements, '$.placements', `while boats are placed, placements count the boats on the board, fewer than ${startingBoats(s)} (S1.4)`);
      s.boats.forEach((b, id) => {
        const placed = id < s.placements;
        c.law(placed ? b.status === 'board' && STARTING_BOAT_SPACES.includes(b.hex!) && b.passengers.length === 0 : b.status === 'supply', `$.boats[${id}]`, placed ? 'a boat placed at setup is empty, on a space beside the island (S1.4)' : 'boats not yet placed are in the supply (S1.4)');
      });
    }
    return;
  }
  // Play, or over.
  c.law(allPlaced, '$.explorers', 'play begins once every explorer is placed (S1.3)');
  c.law(s.placements === startingBoats(s), '$.placements', `play begins once the ${startingBoats(s)} boats are placed (S1.4)`);
  c.law(s.turn >= 1 && s.current === (s.turn - 1) % s.players, '$.current', `turn ${s.turn} is seat ${(s.turn - 1 + s.players) % s.players}'s: seats take turns from seat 0 (S2)`);
  const standard = !s.options.toTheLast && !s.options.atlantisSubmerged;
  const volcanoOut = s.discard.includes(VOLCANO);
  if (s.phase === 'over') {
    c.law(s.endReason !== null && s.pending === null && s.rolled === null, '$.endReason', 'a game over has its reason, and nothing pending or rolled');
    const why = {
      volcano: standard && volcanoOut,
      islandSunk: s.options.atlantisSubmerged && !islandLeft(s),
      noExplorersLeft: s.options.toTheLast && explorersInPlay(s) === 0,
      roundLimit: s.options.roundLimit !== null && s.turn === s.options.roundLimit * s.players,
    };
    if (s.endReason !== null) c.law(why[s.endReason], '$.endReason', `the game cannot have ended by ${s.endReason} here (S7, S8)`);
    if (s.endReason === 'volcano') {
      c.law(!islandLeft(s), '$.board', 'the volcano destroys what remains of the island: no terrain tile is left (S7.1)');
      c.law(explorersInPlay(s) === 0, '$.explorers', 'the volcano destroys every explorer not on a safe isle: none is left on land, aboard or swimming (S7.1)');
    }
    return;
  }
  // In play: nothing has ended it, and it waits on a decision that is owed (S2).
  c.law(s.endReason === null, '$.endReason', 'a game in play has no end reason');
  c.law(!standard || !volcanoOut, '$.discard', 'the volcano was removed: the game is over (S7.1)');
  c.law(endReason(s) === null, '$.phase', 'the game should have ended (S8)');
  const limit = s.options.roundLimit;
  c.law(limit === null || s.turn <= limit * s.players, '$.turn', `the game ends after round ${limit} (option roundLimit)`);
  c.law(!s.tilePlayed || s.step !== 'tile', '$.tilePlayed', 'a red tile played ends step 1 (S2)');
  c.law(s.rolled === null || (s.step === 'creature' && s.pending === null), '$.rolled', 'the die waits on its creature move only in step 4 (S5.1)');
  const p = s.pending;
  if (p !== null) {
    if (p.kind === 'boarders') c.law(s.step === 'remove', '$.step', 'boarders are chosen in step 3, when the boat back is removed (S6)');
    else c.law(s.step === 'creature' && s.rolled === null, '$.step', 'a defence answers the creature moved in step 4 (S6)');
    return;
  }
  switch (s.step) {
    case 'tile':
      c.law(s.hands[s.current]!.length > 0 && s.movesLeft === MOVEMENT_POINTS && s.swam.length === 0, '$.step', 'step 1 waits only for a seat holding a tile, before any move (S2)');
      break;
    case 'move':
      c.law(s.movesLeft > 0 && hasMovement(s, s.current), '$.step', 'step 2 waits only while the seat has points left and something to move (S2, S3.1)');
      break;
    case 'remove':
      c.law(islandLeft(s), '$.step', 'step 3 waits only while a terrain tile is left (S4)');
      break;
    case 'creature':
      c.law(s.rolled !== null && anyCreatureMove(s), '$.rolled', 'step 4 waits only on a rolled creature that can move (S5.1)');
      break;
  }
}
