/** S5: the creature die and creature moves; S6: the defence tiles answering them. */
import { mutable, reject, seatsFrom, type Seat } from '@tabula/core';
import { CREATURE_MOVES, TERRAIN_TILES } from '../data/tiles';
import { SurviveErrors as E, type SurviveRejection } from '../errors';
import { adjacent, isSeaUnchecked, seaWithin, type HexIndex } from '../geometry';
import { NO_BOAT, occupancy, type Occupancy } from './occupancy';
import type { Pending, SurviveState } from '../state';
import { boatAt, creatureToChange, destroyBoat, kill, ownerOf, swimmersAt, type Emit } from './pieces';
import { landOf } from './plain';

/**
 * S5.1: where a creature on the board may end a move of the rolled kind: sea serpent 1 space,
 * shark 1–2, whale 1–3, through sea only. [D] It does not pass through a space where its move
 * would have to end: a shark at swimmers (S5.3), a whale at an occupied boat (S5.4). Pass `occ`
 * to reuse an index of the state (see `./occupancy`) across several creatures.
 */
export function creatureDestinations(s: SurviveState, creature: number, occ: Occupancy = occupancy(s)): HexIndex[] {
  const c = s.creatures[creature]!;
  if (c.status !== 'board' || c.hex === null) return [];
  const { max } = CREATURE_MOVES[c.kind];
  if (c.kind === 'shark') return seaWithin(c.hex, max, landOf(s), (h) => occ.swimmers[h] === 0);
  if (c.kind === 'whale') return seaWithin(c.hex, max, landOf(s), (h) => !occupiedBoatIn(s, occ, h));
  return seaWithin(c.hex, max, landOf(s));
}

/** S5.4: whether a hex holds a boat with explorers aboard. */
function occupiedBoatIn(s: SurviveState, occ: Occupancy, hex: HexIndex): boolean {
  const boat = occ.boat[hex]!;
  return boat !== NO_BOAT && s.boats[boat]!.passengers.length > 0;
}

/**
 * S5.1: whether any creature of the rolled kind can move: `creatureDestinations` is not empty.
 * Every kind moves at least one space and its first step is never blocked (only passing on is),
 * so that is a creature on the board with a sea hex beside it.
 */
export function anyCreatureMove(s: SurviveState): boolean {
  const land = landOf(s);
  const rolled = s.rolled;
  for (const c of s.creatures) {
    if (c.kind !== rolled || c.status !== 'board' || c.hex === null || CREATURE_MOVES[c.kind].max < 1) continue;
    for (const n of adjacent(c.hex)) if (isSeaUnchecked(n, land)) return true;
  }
  return false;
}

/** S5.1: why this creature move is refused. */
export function checkCreatureMove(s: SurviveState, creature: number, to: HexIndex): SurviveRejection | undefined {
  const c = s.creatures[creature]!;
  if (c.kind !== s.rolled) return reject(E.BAD_TARGET, `the die showed ${s.rolled}: creature ${creature} is a ${c.kind} (S5.1)`);
  if (c.status !== 'board') return reject(E.BAD_TARGET, `creature ${creature} is not on the board (S5.1)`);
  if (!creatureDestinations(s, creature).includes(to)) {
    return reject(E.BAD_TARGET, `the ${c.kind} ${creature} cannot reach hex ${to}: it moves ${CREATURE_MOVES[c.kind].min}–${CREATURE_MOVES[c.kind].max} sea spaces and stops where it strikes (S5.1)`);
  }
  return undefined;
}

/** S6: the seats that may answer an attack on a hex with a defence tile: owners of the threatened explorers but the active seat, holding any tile, in seat order from the active seat. */
function threatenedSeats(s: SurviveState, explorers: number[]): Seat[] {
  const owners = new Set(explorers.map((id) => ownerOf(s, id)));
  // Any seat holding a tile is asked, so that asking reveals nothing of what the hand holds.
  return seatsFrom(s.current, s.players).filter((seat) => seat !== s.current && owners.has(seat) && s.hands[seat]!.length > 0);
}

/**
 * S5.2–S5.4: the creature moves. A sea serpent destroys an occupied boat with its passengers and
 * kills the swimmers; a shark kills the swimmers; a whale capsizes an occupied boat. Shark and whale
 * attacks on other seats' explorers first offer them a defence (S6).
 */
export function moveCreature(s: SurviveState, creature: number, to: HexIndex, emit: Emit): void {
  const c = creatureToChange(s, creature);
  const from = c.hex!;
  c.hex = to;
  emit({ type: 'creatureMoved', creature, kind: c.kind, from, to, by: 'die' });
  s.rolled = null;
  if (c.kind === 'seaSerpent') {
    const boat = boatAt(s, to);
    if (boat !== null && s.boats[boat]!.passengers.length > 0) destroyBoat(s, boat, 'seaSerpent', 'die', emit);
    for (const id of swimmersAt(s, to)) kill(s, id, 'seaSerpent', emit);
    return;
  }
  const attack = c.kind;
  let victims: number[] = [];
  if (attack === 'shark') victims = swimmersAt(s, to);
  else {
    const boat = boatAt(s, to);
    if (boat !== null) victims = [...s.boats[boat]!.passengers];
  }
  if (victims.length === 0) return;
  const seats = threatenedSeats(s, victims);
  if (seats.length > 0) {
    s.pending = { kind: 'defence', attack, creature, hex: to, seats };
    emit({ type: 'defenceOffered', seats, attack, hex: to });
    return;
  }
  strike(s, attack, to, emit);
}

/** S5.3, S5.4: the attack goes through: a shark kills the swimmers; a whale capsizes the boat (its passengers die if a shark or serpent is there). */
export function strike(s: SurviveState, attack: 'shark' | 'whale', hex: HexIndex, emit: Emit): void {
  if (attack === 'shark') {
    for (const id of swimmersAt(s, hex)) kill(s, id, 'shark', emit);
    return;
  }
  const boat = boatAt(s, hex);
  if (boat !== null && s.boats[boat]!.passengers.length > 0) destroyBoat(s, boat, 'whale', 'swim', emit);
}

/** The back a seat needs against an attack (S6). */
const defenceBack = (attack: 'shark' | 'whale') => (attack === 'shark' ? 'killShark' : 'killWhale');

/** S6: the defence tile a seat may play now, or undefined. */
export function defenceTile(s: SurviveState, seat: Seat): number | undefined {
  const p = s.pending;
  if (p?.kind !== 'defence') return undefined;
  const back = defenceBack(p.attack);
  return s.hands[seat]!.find((t) => TERRAIN_TILES[t]!.back === back);
}

/** S6: why `defend` is refused. */
export function checkDefend(s: SurviveState, seat: Seat): SurviveRejection | undefined {
  const p = s.pending as Extract<Pending, { kind: 'defence' }>;
  if (defenceTile(s, seat) === undefined) return reject(E.NO_DEFENCE_TILE, `you hold no ${defenceBack(p.attack)} tile: "pass" (S6)`);
  return undefined;
}

/** S6: the seat plays its defence tile: the creature leaves the game before it strikes. */
export function defend(s: SurviveState, seat: Seat, emit: Emit): void {
  const p = s.pending as Extract<Pending, { kind: 'defence' }>;
  const tile = defenceTile(s, seat)!;
  const hand = mutable(mutable(s, 'hands'), seat)!;
  hand.splice(hand.indexOf(tile), 1);
  mutable(s, 'discard').push(tile);
  emit({ type: 'defended', seat, tile, back: TERRAIN_TILES[tile]!.back });
  const c = creatureToChange(s, p.creature);
  c.status = 'gone';
  c.hex = null;
  emit({ type: 'creatureRemoved', creature: p.creature, kind: c.kind, hex: p.hex, by: p.attack === 'shark' ? 'killShark' : 'killWhale' });
  s.pending = null;
}

/** S6: the seat declines; the next threatened seat is asked, and when none is left the attack goes through. */
export function passDefence(s: SurviveState, seat: Seat, emit: Emit): void {
  const p = mutable(s, 'pending') as Extract<Pending, { kind: 'defence' }>;
  emit({ type: 'defencePassed', seat });
  mutable(p, 'seats').shift();
  if (p.seats.length > 0) return;
  s.pending = null;
  strike(s, p.attack, p.hex, emit);
}
