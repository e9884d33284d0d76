/**
 * What stands on each hex, indexed once from the state: for the queries that ask it of many hexes
 * (listing legal actions, S2's "nothing to move" test, creature and red-tile reach). Each answer is
 * the same as the one-hex scans in `./pieces` (`boatAt`, `hasSwimmer`, `hasCreature`,
 * `countOnLand`), which stay the rules' reference and serve single questions.
 *
 * The tables are module-level scratch memory, refilled in place by each call (allocating typed
 * arrays on every query cost more than the queries): an index is a snapshot to use at once, while
 * the state stays as it is, and never to keep. Rules code is synchronous, so no two states are
 * indexed at the same time.
 *
 * @module
 */
import { CREATURE_MOVES, type Creature } from '../data/tiles';
import { HEX_COUNT, type HexIndex } from '../geometry';
import type { SurviveState } from '../state';
import { boatsOf, creaturesOf, explorersOf } from './plain';

/** The value of {@link BoatIndex} on a hex without a boat. */
export const NO_BOAT = -1;

/**
 * The boat on each hex (as `boatAt`), {@link NO_BOAT} where none, indexed by hex. Boat ids fit a
 * byte: there are `COMPONENT_COUNTS.boats` (12) of them.
 */
export type BoatIndex = Int8Array;

/** Each creature kind's bit in {@link Occupancy.creatures}, in {@link CREATURE_MOVES}' order. */
export const CREATURE_BIT: Readonly<Record<Creature, number>> = Object.freeze(
  Object.fromEntries(Object.keys(CREATURE_MOVES).map((kind, i) => [kind, 1 << i])) as Record<Creature, number>,
);

/** What stands on each hex, indexed by hex (see the module's notes). */
export interface Occupancy {
  /** The boat on each hex. */
  readonly boat: BoatIndex;
  /** How many swimmers are on each hex (`hasSwimmer` is `swimmers[hex] > 0`). */
  readonly swimmers: Uint8Array;
  /** The creature kinds on each hex, as a sum of {@link CREATURE_BIT}s (0: none, see `hasCreature`). */
  readonly creatures: Uint8Array;
}

const boatTable: BoatIndex = new Int8Array(HEX_COUNT);
const swimmerTable = new Uint8Array(HEX_COUNT);
const creatureTable = new Uint8Array(HEX_COUNT);
const landTable = new Uint8Array(HEX_COUNT);
const tables: Occupancy = { boat: boatTable, swimmers: swimmerTable, creatures: creatureTable };

/** The boat on each hex, read from the boats only (see the module's notes: a shared snapshot). */
export function boatIndex(s: SurviveState): BoatIndex {
  boatTable.fill(NO_BOAT);
  const boats = boatsOf(s);
  for (let b = 0; b < boats.length; b++) {
    const boat = boats[b]!;
    // At most one boat per hex (S3.5); keep the first like `boatAt` all the same.
    if (boat.status === 'board' && boat.hex !== null && boatTable[boat.hex] === NO_BOAT) boatTable[boat.hex] = b;
  }
  return boatTable;
}

/** How many explorers stand on each hex's terrain tile (as `countOnLand`), by hex: a shared snapshot. */
export function landCounts(s: SurviveState): Uint8Array {
  landTable.fill(0);
  const explorers = explorersOf(s);
  for (let i = 0; i < explorers.length; i++) {
    const e = explorers[i]!;
    if (e.status === 'land') landTable[e.hex]!++;
  }
  return landTable;
}

/** Indexes the boats, swimmers and creatures of the state by hex (see the module's notes: a shared snapshot). */
export function occupancy(s: SurviveState): Occupancy {
  swimmerTable.fill(0);
  const explorers = explorersOf(s);
  for (let i = 0; i < explorers.length; i++) {
    const e = explorers[i]!;
    if (e.status === 'sea') swimmerTable[e.hex]!++;
  }
  creatureTable.fill(0);
  const creatures = creaturesOf(s);
  for (let i = 0; i < creatures.length; i++) {
    const c = creatures[i]!;
    if (c.status === 'board' && c.hex !== null) creatureTable[c.hex]! |= CREATURE_BIT[c.kind];
  }
  boatIndex(s);
  return tables;
}

/** S6 winds/dolphin, S3.6: whether a hex holds no boat, swimmer or creature (as `isVacant`). */
export const vacantIn = (occ: Occupancy, hex: HexIndex): boolean =>
  occ.boat[hex] === NO_BOAT && occ.swimmers[hex] === 0 && occ.creatures[hex] === 0;
