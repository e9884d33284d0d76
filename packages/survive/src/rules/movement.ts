/** S3: movement, one action per movement point. Each `check…` says why a move is refused; each `…` plays it. */
import { mutable, reject, type Seat } from '@tabula/core';
import { SurviveErrors as E, type SurviveRejection } from '../errors';
import { adjacent, isLandNeighbour, isSeaNeighbour, isSeaUnchecked, neighbours, safeIsleOf, type HexIndex } from '../geometry';
import type { Explorer, SurviveState } from '../state';
import { boatAt, boatToChange, controllers, controls, enterSea, explorerToChange, hasExplorerOnBoard, hasRoom, moveBoat, ownerOf, putAboard, type Emit } from './pieces';
import { NO_BOAT, boatIndex, type BoatIndex } from './occupancy';
import { boatsOf, colourOwnersOf, explorersOf, landOf } from './plain';

/** S3.8: the explorer exists, is yours, and is still on the board. */
function checkOwn(s: SurviveState, seat: Seat, explorer: number): SurviveRejection | undefined {
  const e = s.explorers[explorer];
  if (!e || ownerOf(s, explorer) !== seat) return reject(E.NOT_YOUR_EXPLORER, `explorer ${explorer} is not one of yours: you move only your own explorers (S3.8)`);
  if (e.status === 'saved' || e.status === 'dead') return reject(E.ILLEGAL_MOVE, `explorer ${explorer} is ${e.status === 'saved' ? 'saved and never moves again' : 'out of the game'} (S3.8)`);
  return undefined;
}

/** S3.4: whether the explorer already made its one sea move this turn. */
export const hasSwum = (s: SurviveState, explorer: number): boolean => s.swam.includes(explorer);

/** S3.2: walk from a terrain tile to an adjacent one, however full. */
export function checkWalk(s: SurviveState, seat: Seat, explorer: number, to: HexIndex): SurviveRejection | undefined {
  const bad = checkOwn(s, seat, explorer);
  if (bad) return bad;
  const e = s.explorers[explorer]!;
  if (e.status !== 'land') return reject(E.ILLEGAL_MOVE, `explorer ${explorer} has left the island and never returns to land (S3.2)`);
  if (!isLandNeighbour(e.hex, to, landOf(s))) return reject(E.ILLEGAL_MOVE, `hex ${to} is not a terrain tile next to explorer ${explorer}'s (S3.2)`);
  return undefined;
}

/**
 * S3.2–S3.4: into the sea: from land to an adjacent sea space, from a boat into its own space, or a
 * swimmer's one sea move to an adjacent space. Entering the sea is the explorer's sea move.
 */
export function checkSwim(s: SurviveState, seat: Seat, explorer: number, to: HexIndex): SurviveRejection | undefined {
  const bad = checkOwn(s, seat, explorer);
  if (bad) return bad;
  const e = s.explorers[explorer]!;
  if (hasSwum(s, explorer)) return reject(E.ALREADY_SWAM, `explorer ${explorer} already made its one sea move this turn (S3.4)`);
  if (e.status === 'boat') {
    return to === e.hex ? undefined : reject(E.ILLEGAL_MOVE, `from a boat an explorer jumps only into the boat's own space, hex ${e.hex} (S3.3)`);
  }
  if (!isSeaNeighbour(e.hex, to, landOf(s))) return reject(E.ILLEGAL_MOVE, `hex ${to} is not a sea space next to explorer ${explorer} (S3.2, S3.4)`);
  return undefined;
}

/**
 * S3.2–S3.4: onto a boat with room: from land or another boat in an adjacent space, or from the sea
 * in the same space by a swimmer that has not moved in the sea this turn (swimming next to a boat
 * and boarding it are two movements, and a swimmer has one).
 */
export function checkBoard(s: SurviveState, seat: Seat, explorer: number, boat: number): SurviveRejection | undefined {
  const bad = checkOwn(s, seat, explorer);
  if (bad) return bad;
  const e = s.explorers[explorer]!;
  const b = s.boats[boat]!;
  if (b.status !== 'board') return reject(E.NOT_YOUR_BOAT, `boat ${boat} is not on the board`);
  if (e.boat === boat) return reject(E.ILLEGAL_MOVE, `explorer ${explorer} is already aboard boat ${boat}`);
  // S3.4: boarding is a swimmer's move too: one that entered the sea or swam this turn stays in the sea.
  if (e.status === 'sea' && hasSwum(s, explorer)) return reject(E.ALREADY_SWAM, `explorer ${explorer} already made its one sea move this turn: a swimmer boards only a boat in its own space before moving (S3.4)`);
  const near = e.status === 'sea' ? b.hex === e.hex : neighbours(e.hex).includes(b.hex!);
  if (!near) {
    return reject(E.ILLEGAL_MOVE, e.status === 'sea' ? `a swimmer boards only a boat in its own space, hex ${e.hex} (S3.4)` : `boat ${boat} is not in a space next to explorer ${explorer} (S3.2, S3.3)`);
  }
  if (!hasRoom(s, boat)) return reject(E.BOAT_FULL, `boat ${boat} already holds 3 explorers (S3.5)`);
  return undefined;
}

/**
 * S3.3, S3.4: from a boat or the sea beside a safe isle onto the isle. Landing is a swimmer's
 * movement: a swimmer that entered the sea or swam this turn lands on a later turn (swimming
 * beside an isle and landing are two movements, and a swimmer has one).
 */
export function checkReachIsle(s: SurviveState, seat: Seat, explorer: number): SurviveRejection | undefined {
  const bad = checkOwn(s, seat, explorer);
  if (bad) return bad;
  const e = s.explorers[explorer]!;
  if (e.status === 'land') return reject(E.ILLEGAL_MOVE, `explorer ${explorer} is on land: safe isles are reached from a boat or the sea beside them (S3.3, S3.4)`);
  if (safeIsleOf(e.hex) === undefined) return reject(E.ILLEGAL_MOVE, `hex ${e.hex} does not touch a safe isle (S3.3, S3.4)`);
  // S3.4: landing is a swimmer's move too: one that entered the sea or swam this turn stays in the sea.
  if (e.status === 'sea' && hasSwum(s, explorer)) return reject(E.ALREADY_SWAM, `explorer ${explorer} already made its one sea move this turn: a swimmer lands on a safe isle only before moving (S3.4)`);
  return undefined;
}

/** S3.5: whether `seat` may move the boat: empty, or it has (or ties for) the most explorers aboard. */
export function mayMoveBoat(s: SurviveState, seat: Seat, boat: number): boolean {
  return s.boats[boat]!.status === 'board' && controls(s, seat, boat);
}

/**
 * S3.5: a boat you may move, one sea space, to a space without a boat. S2: a seat with no explorer
 * left on the board skips step 2, so it moves no boat, even an empty one.
 */
export function checkSail(s: SurviveState, seat: Seat, boat: number, to: HexIndex): SurviveRejection | undefined {
  const b = s.boats[boat]!;
  if (!hasExplorerOnBoard(s, seat)) return reject(E.ILLEGAL_MOVE, 'you have no explorer left on the board: step 2 is skipped, boats included (S2)');
  if (b.status !== 'board') return reject(E.NOT_YOUR_BOAT, `boat ${boat} is not on the board`);
  if (!mayMoveBoat(s, seat, boat)) return reject(E.NOT_YOUR_BOAT, `boat ${boat} is controlled by seat(s) ${controllers(s, boat).join(', ')}: the most explorers aboard (S3.5)`);
  if (!isSeaNeighbour(b.hex!, to, landOf(s))) return reject(E.ILLEGAL_MOVE, `hex ${to} is not a sea space next to boat ${boat} (S3.5)`);
  if (boatAt(s, to) !== null) return reject(E.SPACE_HAS_BOAT, `hex ${to} already holds a boat (S3.5)`);
  return undefined;
}

/** Spends a movement point. */
const spend = (s: SurviveState) => void s.movesLeft--;

/** S3.2: an explorer walks to an adjacent tile. */
export function walk(s: SurviveState, explorer: number, to: HexIndex, emit: Emit): void {
  const e = explorerToChange(s, explorer);
  emit({ type: 'explorerMoved', explorer, how: 'walk', from: e.hex, to, boat: null });
  e.hex = to;
  spend(s);
}

/** S3.2–S3.4, S3.6: an explorer enters the sea (its sea move for this turn); a serpent or shark there kills it. */
export function swim(s: SurviveState, explorer: number, to: HexIndex, emit: Emit): void {
  const e = s.explorers[explorer]!;
  emit({ type: 'explorerMoved', explorer, how: 'swim', from: e.hex, to, boat: null });
  mutable(s, 'swam').push(explorer);
  enterSea(s, explorer, to, emit);
  spend(s);
}

/**
 * S3.2–S3.4: an explorer boards a boat. Our ruling: boarding a boat that shares its space with a
 * creature is safe; creatures strike only when they, or the boat, enter a space.
 */
export function board(s: SurviveState, explorer: number, boat: number, emit: Emit): void {
  const e = s.explorers[explorer]!;
  emit({ type: 'explorerMoved', explorer, how: 'board', from: e.hex, to: s.boats[boat]!.hex!, boat });
  putAboard(s, explorer, boat);
  spend(s);
}

/** S3.3, S3.4: an explorer reaches the safe isle beside its space and is saved for good. */
export function reachIsle(s: SurviveState, explorer: number, emit: Emit): void {
  const e = explorerToChange(s, explorer);
  const isle = safeIsleOf(e.hex)!;
  if (e.boat !== null) {
    const b = boatToChange(s, e.boat);
    b.passengers = b.passengers.filter((p) => p !== explorer);
  }
  e.status = 'saved';
  e.boat = null;
  e.isle = isle;
  emit({ type: 'explorerSaved', explorer, isle });
  spend(s);
}

/** S3.5, S3.6: a boat moves one space with its passengers. */
export function sail(s: SurviveState, boat: number, to: HexIndex, emit: Emit): void {
  moveBoat(s, boat, to, 'sail', emit);
  spend(s);
}

/**
 * S2: whether the seat has anything to move: `movementActions(s, seat).length > 0` (see `legal.ts`),
 * decided with as few reads of the state as the same tests allow. It runs after every action of the movement step.
 * A seat with no explorer left on the board has nothing to move, not even an empty boat (S2).
 */
export function hasMovement(s: SurviveState, seat: Seat): boolean {
  const explorers = explorersOf(s);
  const colourOwner = colourOwnersOf(s);
  const land = landOf(s);
  let boatOn: BoatIndex | undefined;
  let onBoard = false;
  for (let explorer = 0; explorer < explorers.length; explorer++) {
    const e = explorers[explorer]!;
    const status = e.status;
    // ownerOf, from the explorer at hand.
    if ((status !== 'land' && status !== 'boat' && status !== 'sea') || colourOwner[e.colour] !== seat) continue;
    onBoard = true;
    const hex = e.hex;
    // reachIsle from a boat, or from the sea by a swimmer that has not swum, beside an isle; a swim from a boat into its own space.
    if (status === 'boat' && (safeIsleOf(hex) || !hasSwum(s, explorer))) return true;
    if (status === 'sea' && safeIsleOf(hex) && !hasSwum(s, explorer)) return true;
    const around = adjacent(hex);
    // A walk to each land neighbour (from land), a swim to each sea neighbour (from land or sea) unless it swam.
    let maySwim: boolean | undefined;
    if (status !== 'boat') {
      for (const to of around) {
        if (!isSeaUnchecked(to, land)) {
          if (status === 'land') return true;
        } else if ((maySwim ??= !hasSwum(s, explorer))) return true;
      }
    }
    boatOn ??= boatIndex(s);
    if (status === 'sea') {
      if (!hasSwum(s, explorer) && mayBoard(s, e, boatOn[hex]!)) return true;
    } else {
      for (const h of around) if (mayBoard(s, e, boatOn[h]!)) return true;
    }
  }
  if (!onBoard) return false;
  const boats = boatsOf(s);
  for (let boat = 0; boat < boats.length; boat++) {
    const b = boats[boat]!;
    if (b.status !== 'board' || !mayMoveBoat(s, seat, boat)) continue;
    boatOn ??= boatIndex(s);
    for (const to of adjacent(b.hex!)) if (isSeaUnchecked(to, land) && boatOn[to] === NO_BOAT) return true;
  }
  return false;
}

/** checkBoard: an explorer may board `boat` (NO_BOAT: none there) if it is another boat with room. */
export function mayBoard(s: SurviveState, e: Explorer, boat: number): boolean {
  return boat !== NO_BOAT && e.boat !== boat && hasRoom(s, boat);
}
