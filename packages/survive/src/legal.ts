/** Every legal action, in a stable order: the answer to "what may be clicked now". */
import type { Seat } from '@tabula/core';
import type { SurviveAction } from './actions';
import { TERRAIN_TILES, type ExplorerValue } from './data/tiles';
import { LAND_SLOT_LIST, STARTING_BOAT_SPACES, adjacent, isSeaUnchecked, safeIsleOf, type HexIndex } from './geometry';
import { checkDefend, creatureDestinations } from './rules/creatures';
import { hasSwum, mayBoard, mayMoveBoat } from './rules/movement';
import { NO_BOAT, boatIndex, landCounts, occupancy } from './rules/occupancy';
import { swimmersAt } from './rules/pieces';
import { removableTiles } from './rules/removal';
import { canPlaceExplorer, placingColour, placingSeat } from './rules/setup';
import { checkTileInHand, checkTilePiece, tileDestinations } from './rules/tiles';
import type { SurviveState } from './state';
import { boatsOf, colourOwnersOf, explorersOf, landOf } from './rules/plain';

/** The seats that may act now: the seat placing, a seat owing a defence, or the seat whose turn it is. */
export function activeSeats(s: SurviveState): Seat[] {
  if (s.phase === 'over') return [];
  if (s.phase !== 'play') return [placingSeat(s)];
  if (s.pending?.kind === 'defence') return [s.pending.seats[0]!];
  return [s.current];
}

/**
 * S3: the movement actions of a seat (without `pass`). For each explorer: walks, swims, boardings
 * (neighbours ascending), reaching an isle; then each boat's sails, if the seat still has an
 * explorer on the board (S2: a seat with none skips step 2, boats included).
 *
 * Built straight from the tests `validate` makes (`checkWalk`, `checkSwim`, `checkBoard`,
 * `checkReachIsle`, `checkSail` in `rules/movement`) rather than by validating candidates.
 */
export function movementActions(s: SurviveState, seat: Seat): SurviveAction[] {
  const found: SurviveAction[] = [];
  const land = landOf(s);
  const boatOn = boatIndex(s);
  const explorers = explorersOf(s);
  const colourOwner = colourOwnersOf(s);
  let onBoard = false;
  for (let explorer = 0; explorer < explorers.length; explorer++) {
    const e = explorers[explorer]!;
    if (colourOwner[e.colour] !== seat) continue; // ownerOf
    if (e.status === 'land' || e.status === 'boat' || e.status === 'sea') onBoard = true;
    // checkSwim: one sea move per turn (S3.4).
    const maySwim = !hasSwum(s, explorer);
    if (e.status === 'land') {
      const around = adjacent(e.hex);
      // Which neighbours are sea (bit i for around[i]), read once for the walks and the swims.
      let sea = 0;
      for (let i = 0; i < around.length; i++) if (isSeaUnchecked(around[i]!, land)) sea |= 1 << i;
      for (let i = 0; i < around.length; i++) if ((sea & (1 << i)) === 0) found.push({ type: 'walk', explorer, to: around[i]! });
      if (maySwim) for (let i = 0; i < around.length; i++) if ((sea & (1 << i)) !== 0) found.push({ type: 'swim', explorer, to: around[i]! });
      for (const h of around) {
        const boat = boatOn[h]!;
        if (mayBoard(s, e, boat)) found.push({ type: 'board', explorer, boat });
      }
    } else if (e.status === 'boat') {
      if (maySwim) found.push({ type: 'swim', explorer, to: e.hex });
      for (const h of adjacent(e.hex)) {
        const boat = boatOn[h]!;
        if (mayBoard(s, e, boat)) found.push({ type: 'board', explorer, boat });
      }
      if (safeIsleOf(e.hex)) found.push({ type: 'reachIsle', explorer });
    } else if (e.status === 'sea') {
      if (maySwim) for (const to of adjacent(e.hex)) if (isSeaUnchecked(to, land)) found.push({ type: 'swim', explorer, to });
      // checkBoard: a swimmer boards only before its sea move (S3.4).
      const boat = boatOn[e.hex]!;
      if (maySwim && mayBoard(s, e, boat)) found.push({ type: 'board', explorer, boat });
      // checkReachIsle: likewise, a swimmer lands only before its sea move (S3.4).
      if (maySwim && safeIsleOf(e.hex)) found.push({ type: 'reachIsle', explorer });
    }
  }
  if (!onBoard) return found;
  const boats = boatsOf(s);
  for (let boat = 0; boat < boats.length; boat++) {
    const b = boats[boat]!;
    if (b.status !== 'board' || !mayMoveBoat(s, seat, boat)) continue;
    for (const to of adjacent(b.hex!)) if (isSeaUnchecked(to, land) && boatOn[to] === NO_BOAT) found.push({ type: 'sail', boat, to });
  }
  return found;
}

/**
 * S2 step 1, S6: the red tiles a seat may play, with every piece and destination. Built from the
 * same checks as `validate` ({@link checkTileInHand}, {@link checkTilePiece}, {@link tileDestinations}).
 */
function tileActions(s: SurviveState, seat: Seat): SurviveAction[] {
  const out: SurviveAction[] = [];
  const occ = occupancy(s);
  for (const tile of [...new Set(s.hands[seat]!)].sort((a, b) => a - b)) {
    if (checkTileInHand(s, seat, tile)) continue;
    const back = TERRAIN_TILES[tile]!.back;
    const pieces = back === 'dolphin' ? s.explorers.length : back === 'winds' ? s.boats.length : s.creatures.length;
    // A creature tile's destinations do not depend on the creature: list them once.
    let shared: HexIndex[] | undefined;
    for (let piece = 0; piece < pieces; piece++) {
      if (checkTilePiece(s, seat, back, piece)) continue;
      const destinations = back === 'dolphin' || back === 'winds' ? tileDestinations(s, back, piece, occ) : (shared ??= tileDestinations(s, back, piece, occ));
      for (const to of destinations) out.push({ type: 'playTile', tile, piece, to });
    }
  }
  return out;
}

/**
 * Every legal action of an active seat: a new list of new actions each call, the caller's to sort,
 * extend or change (core's contract for what a game hands out). Listed afresh every time: no list
 * is kept for a state, as one kept would have to be frozen and copied for every caller, and the
 * copy cost more than listing anew (about 4.2–6.1 µs against 3.7 µs for some 60 actions).
 */
export function legalActions(s: SurviveState, seat: Seat): SurviveAction[] {
  if (s.phase === 'placeExplorers') return explorerPlacements(s);
  if (s.phase === 'placeBoats') {
    // canPlaceBoat: a starting space without a boat.
    const boatOn = boatIndex(s);
    const out: SurviveAction[] = [];
    for (const hex of STARTING_BOAT_SPACES) if (boatOn[hex] === NO_BOAT) out.push({ type: 'placeBoat', hex });
    return out;
  }
  // checkBoarder: any swimmer at the new boat's hex.
  if (s.pending?.kind === 'boarders') return swimmersAt(s, s.pending.hex).map((explorer): SurviveAction => ({ type: 'chooseBoarder', explorer }));
  if (s.pending?.kind === 'defence') return checkDefend(s, seat) ? [{ type: 'pass' }] : [{ type: 'defend' }, { type: 'pass' }];
  switch (s.step) {
    case 'tile': {
      const out = tileActions(s, seat);
      out.push({ type: 'pass' });
      return out;
    }
    case 'move': {
      const out = movementActions(s, seat);
      out.push({ type: 'pass' });
      return out;
    }
    case 'remove':
      return removableTiles(s).map((hex): SurviveAction => ({ type: 'removeTile', hex }));
    case 'creature': {
      const out: SurviveAction[] = [];
      const occ = occupancy(s);
      for (let creature = 0; creature < s.creatures.length; creature++) {
        if (s.creatures[creature]!.kind !== s.rolled) continue;
        for (const to of creatureDestinations(s, creature, occ)) out.push({ type: 'moveCreature', creature, to });
      }
      out.push({ type: 'pass' });
      return out;
    }
    default:
      // validateState refuses any other step before the rules see it.
      throw new Error(`step ${JSON.stringify(s.step satisfies never)} is not a step of a turn (S2)`);
  }
}

/** S1.3: every tile with room for the placing colour's next explorer, with each value it has left. */
function explorerPlacements(s: SurviveState): SurviveAction[] {
  // Each value once, in the pool's (ascending) order.
  const values: ExplorerValue[] = [];
  for (const value of s.unplaced[placingColour(s)]!) if (!values.includes(value as ExplorerValue)) values.push(value as ExplorerValue);
  const out: SurviveAction[] = [];
  const onLand = landCounts(s);
  for (const hex of LAND_SLOT_LIST) {
    if (!canPlaceExplorer(s, hex, onLand[hex])) continue;
    for (const value of values) out.push({ type: 'placeExplorer', hex, value });
  }
  return out;
}
