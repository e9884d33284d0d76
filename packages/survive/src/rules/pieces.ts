/** Where the pieces are, who may move a boat, and what kills or destroys them (S3.5, S3.6, S5.5). */
import type { Seat } from '@tabula/core';
import type { Creature } from '../data/tiles';
import type { Cause, SurviveEvent } from '../events';
import type { HexIndex } from '../geometry';
import type { SurviveState } from '../state';
import { BOAT_CAPACITY } from '../data/rules';

/** Records an event. */
export type Emit = (e: SurviveEvent) => void;

/** The seat owning an explorer (S8: a seat may own two colours). */
export const ownerOf = (s: SurviveState, explorer: number): Seat => s.colourOwner[s.explorers[explorer]!.colour]!;

/** The boat on a hex, or null (S3.5: at most one). */
export function boatAt(s: SurviveState, hex: HexIndex): number | null {
  for (let b = 0; b < s.boats.length; b++) {
    const boat = s.boats[b]!;
    if (boat.status === 'board' && boat.hex === hex) return b;
  }
  return null;
}

/** Whether a hex holds a boat with explorers aboard. */
export function occupiedBoatAt(s: SurviveState, hex: HexIndex): boolean {
  const b = boatAt(s, hex);
  return b !== null && s.boats[b]!.passengers.length > 0;
}

/** Whether a boat is on the board with room for one more explorer (S3.5). */
export const hasRoom = (s: SurviveState, boat: number): boolean => s.boats[boat]!.status === 'board' && s.boats[boat]!.passengers.length < BOAT_CAPACITY;

/** The swimmers on a hex, by id. */
export function swimmersAt(s: SurviveState, hex: HexIndex): number[] {
  const out: number[] = [];
  s.explorers.forEach((e, id) => e.status === 'sea' && e.hex === hex && out.push(id));
  return out;
}

/** The explorers on the terrain tile at a hex, by id. */
export function explorersOnLand(s: SurviveState, hex: HexIndex): number[] {
  const out: number[] = [];
  s.explorers.forEach((e, id) => e.status === 'land' && e.hex === hex && out.push(id));
  return out;
}

/** The creatures on a hex (of one kind, if given), by id. */
export function creaturesAt(s: SurviveState, hex: HexIndex, kind?: Creature): number[] {
  const out: number[] = [];
  s.creatures.forEach((c, id) => c.status === 'board' && c.hex === hex && (kind === undefined || c.kind === kind) && out.push(id));
  return out;
}

/** Whether a creature of that kind is on the hex. */
export const hasCreature = (s: SurviveState, hex: HexIndex, kind: Creature): boolean =>
  s.creatures.some((c) => c.status === 'board' && c.hex === hex && c.kind === kind);

/** S3.6: a swimmer entering a hex with a sea serpent or a shark is killed. */
export function deadlyForSwimmers(s: SurviveState, hex: HexIndex): Cause | null {
  if (hasCreature(s, hex, 'seaSerpent')) return 'seaSerpent';
  if (hasCreature(s, hex, 'shark')) return 'shark';
  return null;
}

/** S6 winds/dolphin, S3.6: whether a hex holds nothing at all: no explorer, boat or creature. */
export function isVacant(s: SurviveState, hex: HexIndex): boolean {
  return boatAt(s, hex) === null && swimmersAt(s, hex).length === 0 && creaturesAt(s, hex).length === 0;
}

/**
 * S3.5, S8: the seats that may move a boat: everyone for an empty boat, else the seat(s) with
 * the most explorers aboard (a seat's two colours count together), ties each.
 */
export function controllers(s: SurviveState, boat: number): Seat[] {
  const counts = Array.from({ length: s.players }, () => 0);
  for (const id of s.boats[boat]!.passengers) counts[ownerOf(s, id)]!++;
  const most = Math.max(...counts);
  return counts.flatMap((n, seat) => (n === most ? [seat] : []));
}

/** S5.5: an explorer dies and leaves the game; house rule 1 counts it for the seat whose turn it is. */
export function kill(s: SurviveState, explorer: number, by: Cause, emit: Emit): void {
  const e = s.explorers[explorer]!;
  if (e.boat !== null) {
    const boat = s.boats[e.boat]!;
    boat.passengers = boat.passengers.filter((p) => p !== explorer);
  }
  e.status = 'dead';
  e.boat = null;
  emit({ type: 'explorerKilled', explorer, hex: e.hex, by });
  if (s.phase === 'play' && ownerOf(s, explorer) !== s.current) s.kills[s.current]!++;
}

/** S3.2–S3.4: an explorer goes into the sea at a hex; it dies at once where a serpent or shark is (S3.6). */
export function enterSea(s: SurviveState, explorer: number, hex: HexIndex, emit: Emit): void {
  const e = s.explorers[explorer]!;
  if (e.boat !== null) {
    const boat = s.boats[e.boat]!;
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
  const e = s.explorers[explorer]!;
  const b = s.boats[boat]!;
  if (e.boat !== null) {
    const old = s.boats[e.boat]!;
    old.passengers = old.passengers.filter((p) => p !== explorer);
  }
  e.status = 'boat';
  e.boat = boat;
  e.hex = b.hex!;
  b.passengers.push(explorer);
}

/**
 * S3.6, S5.2, S5.4, S6: a boat is destroyed and leaves the game. Its passengers die with it
 * (`'die'`) or become swimmers on its hex (`'swim'`), dying there if a serpent or shark is present.
 */
export function destroyBoat(s: SurviveState, boat: number, by: Cause, passengers: 'die' | 'swim', emit: Emit): void {
  const b = s.boats[boat]!;
  const hex = b.hex!;
  const aboard = b.passengers.slice();
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
  const b = s.boats[boat]!;
  const from = b.hex!;
  b.hex = to;
  for (const id of b.passengers) s.explorers[id]!.hex = to;
  emit({ type: 'boatMoved', boat, from, to, by });
  if (b.passengers.length === 0) return;
  if (hasCreature(s, to, 'seaSerpent')) destroyBoat(s, boat, 'seaSerpent', 'die', emit);
  else if (hasCreature(s, to, 'whale')) destroyBoat(s, boat, 'whale', 'swim', emit);
}

/** S7, S8: explorers still on the board (on land, aboard or swimming). */
export const explorersInPlay = (s: SurviveState): number =>
  s.explorers.reduce((n, e) => n + (e.status === 'land' || e.status === 'boat' || e.status === 'sea' ? 1 : 0), 0);

/** The colours a seat plays (S8). */
export const coloursOf = (s: SurviveState, seat: Seat): number[] => s.colourOwner.flatMap((owner, c) => (owner === seat ? [c] : []));
