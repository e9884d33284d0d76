/** Where the pieces are, who may move a boat, and what kills or destroys them (S3.5, S3.6, S5.5). */
import { mutable, type Seat } from '@tabula/core';
import type { Creature } from '../data/tiles';
import type { Cause, SurviveEvent } from '../events';
import type { HexIndex } from '../geometry';
import type { Boat, CreatureToken, Explorer, SurviveState } from '../state';
import { BOAT_CAPACITY } from '../data/rules';
import { colourOwnersOf, explorersOf } from './plain';

/** Records an event. */
export type Emit = (e: SurviveEvent) => void;

/** The seat owning an explorer (S8: a seat may own two colours). */
export const ownerOf = (s: SurviveState, explorer: number): Seat => colourOwnersOf(s)[explorersOf(s)[explorer]!.colour]!;

/** Explorer `id`, to change in place (taken through core's `mutable`: `apply` runs the rules on a work copy). */
export const explorerToChange = (s: SurviveState, id: number): Explorer => mutable(mutable(s, 'explorers'), id)!;

/** Boat `id`, to change in place (through `mutable`); its passengers too only through `mutable`. */
export const boatToChange = (s: SurviveState, id: number): Boat => mutable(mutable(s, 'boats'), id)!;

/** Creature `id`, to change in place (through `mutable`). */
export const creatureToChange = (s: SurviveState, id: number): CreatureToken => mutable(mutable(s, 'creatures'), id)!;

/*
 * The scans below test a piece's hex before its status: the rarer match first, so that most pieces
 * cost one read.
 */

/** The boat on a hex, or null (S3.5: at most one). */
export function boatAt(s: SurviveState, hex: HexIndex): number | null {
  const boats = s.boats;
  for (let b = 0; b < boats.length; b++) {
    const boat = boats[b]!;
    if (boat.hex === hex && boat.status === 'board') return b;
  }
  return null;
}

/** Whether a boat is on the board with room for one more explorer (S3.5). */
export const hasRoom = (s: SurviveState, boat: number): boolean => s.boats[boat]!.status === 'board' && s.boats[boat]!.passengers.length < BOAT_CAPACITY;

/** The swimmers on a hex, by id. */
export function swimmersAt(s: SurviveState, hex: HexIndex): number[] {
  const out: number[] = [];
  const explorers = s.explorers;
  for (let id = 0; id < explorers.length; id++) {
    const e = explorers[id]!;
    if (e.hex === hex && e.status === 'sea') out.push(id);
  }
  return out;
}

/** Whether any swimmer is on a hex: `swimmersAt(s, hex).length > 0` without the list. */
export function hasSwimmer(s: SurviveState, hex: HexIndex): boolean {
  const explorers = s.explorers;
  for (let id = 0; id < explorers.length; id++) {
    const e = explorers[id]!;
    if (e.hex === hex && e.status === 'sea') return true;
  }
  return false;
}

/** The explorers on the terrain tile at a hex, by id. */
export function explorersOnLand(s: SurviveState, hex: HexIndex): number[] {
  const out: number[] = [];
  const explorers = s.explorers;
  for (let id = 0; id < explorers.length; id++) {
    const e = explorers[id]!;
    if (e.hex === hex && e.status === 'land') out.push(id);
  }
  return out;
}

/** How many explorers stand on the terrain tile at a hex: `explorersOnLand(s, hex).length` without the list. */
export function countOnLand(s: SurviveState, hex: HexIndex): number {
  let n = 0;
  const explorers = s.explorers;
  for (let id = 0; id < explorers.length; id++) {
    const e = explorers[id]!;
    if (e.hex === hex && e.status === 'land') n++;
  }
  return n;
}

/** Whether a creature (of that kind, if given) is on the hex. */
export function hasCreature(s: SurviveState, hex: HexIndex, kind?: Creature): boolean {
  const creatures = s.creatures;
  for (let id = 0; id < creatures.length; id++) {
    const c = creatures[id]!;
    if (c.hex === hex && c.status === 'board' && (kind === undefined || c.kind === kind)) return true;
  }
  return false;
}

/** S3.6: a swimmer entering a hex with a sea serpent or a shark is killed (by the serpent, if both are there). */
export function deadlyForSwimmers(s: SurviveState, hex: HexIndex): Cause | null {
  let cause: Cause | null = null;
  const creatures = s.creatures;
  for (let id = 0; id < creatures.length; id++) {
    const c = creatures[id]!;
    if (c.hex !== hex || c.status !== 'board') continue;
    if (c.kind === 'seaSerpent') return 'seaSerpent';
    if (c.kind === 'shark') cause = 'shark';
  }
  return cause;
}

/** S6 winds/dolphin, S3.6: whether a hex holds nothing at all: no explorer, boat or creature. */
export function isVacant(s: SurviveState, hex: HexIndex): boolean {
  return boatAt(s, hex) === null && !hasSwimmer(s, hex) && !hasCreature(s, hex);
}

/**
 * S3.5, S8: the seats that may move a boat: everyone for an empty boat, else the seat(s) with
 * the most explorers aboard (a seat's two colours count together), ties each.
 */
export function controllers(s: SurviveState, boat: number): Seat[] {
  const counts: number[] = new Array<number>(s.players).fill(0);
  for (const id of s.boats[boat]!.passengers) counts[ownerOf(s, id)]!++;
  let most = 0;
  for (const n of counts) if (n > most) most = n;
  const out: Seat[] = [];
  for (let seat = 0; seat < counts.length; seat++) if (counts[seat] === most) out.push(seat);
  return out;
}

/**
 * S3.5, S8: whether `seat` is among the boat's {@link controllers}: no other seat has more
 * explorers aboard. Answered from the (at most {@link BOAT_CAPACITY}) passengers, without counting
 * every seat.
 */
export function controls(s: SurviveState, seat: Seat, boat: number): boolean {
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.players) return false;
  const aboard = s.boats[boat]!.passengers;
  if (aboard.length === 0) return true;
  let mine = 0;
  for (let i = 0; i < aboard.length; i++) if (ownerOf(s, aboard[i]!) === seat) mine++;
  for (let i = 0; i < aboard.length; i++) {
    const owner = ownerOf(s, aboard[i]!);
    if (owner === seat) continue;
    let theirs = 0;
    for (let j = 0; j < aboard.length; j++) if (ownerOf(s, aboard[j]!) === owner) theirs++;
    if (theirs > mine) return false;
  }
  return true;
}

/**
 * S5.5: an explorer dies and leaves the game; house rule 1 counts it for the seat whose turn it
 * is, unless the volcano killed it (S7.1: nobody's kill).
 */
export function kill(s: SurviveState, explorer: number, by: Cause, emit: Emit): void {
  const e = explorerToChange(s, explorer);
  if (e.boat !== null) {
    const boat = boatToChange(s, e.boat);
    boat.passengers = boat.passengers.filter((p) => p !== explorer);
  }
  e.status = 'dead';
  e.boat = null;
  emit({ type: 'explorerKilled', explorer, hex: e.hex, by });
  if (s.phase === 'play' && by !== 'volcano' && ownerOf(s, explorer) !== s.current) mutable(s, 'kills')[s.current]!++;
}

/** S3.2–S3.4: an explorer goes into the sea at a hex; it dies at once where a serpent or shark is (S3.6). */
export function enterSea(s: SurviveState, explorer: number, hex: HexIndex, emit: Emit): void {
  const e = explorerToChange(s, explorer);
  if (e.boat !== null) {
    const boat = boatToChange(s, e.boat);
    boat.passengers = boat.passengers.filter((p) => p !== explorer);
  }
  e.status = 'sea';
  e.hex = hex;
  e.boat = null;
  const cause = deadlyForSwimmers(s, hex);
  if (cause) kill(s, explorer, cause, emit);
}

/** An explorer boards a boat (S3.2–S3.4, S6). */
export function putAboard(s: SurviveState, explorer: number, boat: number): void {
  const e = explorerToChange(s, explorer);
  const b = boatToChange(s, boat);
  if (e.boat !== null) {
    const old = boatToChange(s, e.boat);
    old.passengers = old.passengers.filter((p) => p !== explorer);
  }
  e.status = 'boat';
  e.boat = boat;
  e.hex = b.hex!;
  mutable(b, 'passengers').push(explorer);
}

/**
 * S3.6, S5.2, S5.4, S6: a boat is destroyed and leaves the game. Its passengers die with it
 * (`'die'`) or become swimmers on its hex (`'swim'`), dying there if a serpent or shark is present.
 */
export function destroyBoat(s: SurviveState, boat: number, by: Cause, passengers: 'die' | 'swim', emit: Emit): void {
  const b = boatToChange(s, boat);
  const hex = b.hex!;
  const aboard = [...b.passengers];
  b.status = 'gone';
  b.hex = null;
  emit({ type: 'boatDestroyed', boat, hex, by });
  if (passengers === 'die') {
    for (const id of aboard) kill(s, id, by, emit);
  } else if (aboard.length > 0) {
    // Capsized (S3.6, S5.3): the passengers become swimmers first, then whatever is there strikes.
    emit({ type: 'explorersAdrift', explorers: aboard, hex });
    for (const id of aboard) enterSea(s, id, hex, emit);
  }
  b.passengers = [];
}

/**
 * S3.5, S3.6: a boat moves to a sea hex with its passengers. An occupied boat entering a sea
 * serpent's hex is destroyed with them; entering a whale's hex it is destroyed and they swim.
 * An empty boat is unaffected by creatures [D].
 */
export function moveBoat(s: SurviveState, boat: number, to: HexIndex, by: 'sail' | 'winds', emit: Emit): void {
  const b = boatToChange(s, boat);
  const from = b.hex!;
  b.hex = to;
  for (const id of b.passengers) explorerToChange(s, id).hex = to;
  emit({ type: 'boatMoved', boat, from, to, by });
  if (b.passengers.length === 0) return;
  if (hasCreature(s, to, 'seaSerpent')) destroyBoat(s, boat, 'seaSerpent', 'die', emit);
  else if (hasCreature(s, to, 'whale')) destroyBoat(s, boat, 'whale', 'swim', emit);
}

/** S7, S8: explorers still on the board (on land, aboard or swimming). */
export const explorersInPlay = (s: SurviveState): number =>
  s.explorers.reduce((n, e) => n + (e.status === 'land' || e.status === 'boat' || e.status === 'sea' ? 1 : 0), 0);

/** S2: whether a seat still has an explorer on the board (on land, aboard or swimming; S8: of either colour). */
export function hasExplorerOnBoard(s: SurviveState, seat: Seat): boolean {
  const explorers = s.explorers;
  for (let id = 0; id < explorers.length; id++) {
    const e = explorers[id]!;
    if ((e.status === 'land' || e.status === 'boat' || e.status === 'sea') && s.colourOwner[e.colour] === seat) return true;
  }
  return false;
}

/** The colours a seat plays (S8). */
export const coloursOf = (s: SurviveState, seat: Seat): number[] => s.colourOwner.flatMap((owner, c) => (owner === seat ? [c] : []));
