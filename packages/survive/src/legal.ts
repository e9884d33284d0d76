/** Every legal action, in a stable order: the answer to "what may be clicked now". */
import type { Seat } from '@tabula/core';
import type { SurviveAction } from './actions';
import { TERRAIN_TILES, type ExplorerValue } from './data/tiles';
import { LAND_SLOT_INDICES, STARTING_BOAT_SPACES, landNeighbours, neighbours, safeIsleOf, seaNeighbours } from './geometry';
import { creatureDestinations } from './rules/creatures';
import { mayMoveBoat } from './rules/movement';
import { boatAt, ownerOf, swimmersAt } from './rules/pieces';
import { removableTiles } from './rules/removal';
import { canPlaceExplorer, placingColour } from './rules/setup';
import { checkTileInHand, checkTilePiece, tileDestinations } from './rules/tiles';
import type { SurviveState } from './state';
import { validate } from './validate';

/** The seats that may act now: the placing colour's owner, a seat owing a defence, or the seat whose turn it is. */
export function activeSeats(s: SurviveState): Seat[] {
  if (s.phase === 'over') return [];
  if (s.phase !== 'play') return [s.colourOwner[placingColour(s)]!];
  if (s.pending?.kind === 'defence') return [s.pending.seats[0]!];
  return [s.current];
}

const keep = (s: SurviveState, seat: Seat, candidates: SurviveAction[]): SurviveAction[] => candidates.filter((a) => validate(s, seat, a) === undefined);

/**
 * S3: the movement actions of a seat (without `pass`), explorers first then boats. With `firstOnly`,
 * stops at the first legal one (the cheap test for "nothing to move", S2).
 */
export function movementActions(s: SurviveState, seat: Seat, firstOnly = false): SurviveAction[] {
  const found: SurviveAction[] = [];
  let out: SurviveAction[] = [];
  const flush = (): boolean => {
    for (const a of out) {
      if (validate(s, seat, a) === undefined) {
        found.push(a);
        if (firstOnly) return true;
      }
    }
    out = [];
    return false;
  };
  for (let explorer = 0; explorer < s.explorers.length; explorer++) {
    const e = s.explorers[explorer]!;
    if (ownerOf(s, explorer) !== seat) continue;
    if (e.status === 'land') {
      for (const to of landNeighbours(e.hex, s.land)) out.push({ type: 'walk', explorer, to });
      for (const to of seaNeighbours(e.hex, s.land)) out.push({ type: 'swim', explorer, to });
      for (const h of neighbours(e.hex)) {
        const boat = boatAt(s, h);
        if (boat !== null) out.push({ type: 'board', explorer, boat });
      }
    } else if (e.status === 'boat') {
      out.push({ type: 'swim', explorer, to: e.hex });
      for (const h of neighbours(e.hex)) {
        const boat = boatAt(s, h);
        if (boat !== null) out.push({ type: 'board', explorer, boat });
      }
      if (safeIsleOf(e.hex)) out.push({ type: 'reachIsle', explorer });
    } else if (e.status === 'sea') {
      for (const to of seaNeighbours(e.hex, s.land)) out.push({ type: 'swim', explorer, to });
      const boat = boatAt(s, e.hex);
      if (boat !== null) out.push({ type: 'board', explorer, boat });
      if (safeIsleOf(e.hex)) out.push({ type: 'reachIsle', explorer });
    }
    if (flush()) return found;
  }
  for (let boat = 0; boat < s.boats.length; boat++) {
    const b = s.boats[boat]!;
    if (b.status !== 'board' || !mayMoveBoat(s, seat, boat)) continue;
    for (const to of seaNeighbours(b.hex!, s.land)) if (boatAt(s, to) === null) found.push({ type: 'sail', boat, to });
    if (firstOnly && found.length > 0) return found;
  }
  return found;
}

/**
 * S2 step 1, S6: the red tiles a seat may play, with every piece and destination. Built from the
 * same checks as `validate` ({@link checkTileInHand}, {@link checkTilePiece}, {@link tileDestinations}).
 */
function tileActions(s: SurviveState, seat: Seat): SurviveAction[] {
  const out: SurviveAction[] = [];
  for (const tile of [...new Set(s.hands[seat]!)].sort((a, b) => a - b)) {
    if (checkTileInHand(s, seat, tile)) continue;
    const back = TERRAIN_TILES[tile]!.back;
    const pieces = back === 'dolphin' ? s.explorers.length : back === 'winds' ? s.boats.length : s.creatures.length;
    for (let piece = 0; piece < pieces; piece++) {
      if (checkTilePiece(s, seat, back, piece)) continue;
      for (const to of tileDestinations(s, back, piece)) out.push({ type: 'playTile', tile, piece, to });
    }
  }
  return out;
}

/**
 * Legal actions already listed for a frozen state, by seat: states from `setup` and `apply` are
 * deeply frozen and never change. States that are not (the simulator's private copy, a caller's
 * patched clone) are never cached; a nested array is checked too, so that a state frozen only at
 * its top level is not taken for an immutable one.
 */
const listed = new WeakMap<SurviveState, SurviveAction[][]>();

/** Every legal action of an active seat. */
export function legalActions(s: SurviveState, seat: Seat): SurviveAction[] {
  if (!Object.isFrozen(s) || !Object.isFrozen(s.explorers) || !Object.isFrozen(s.board)) return listLegalActions(s, seat);
  let bySeat = listed.get(s);
  if (!bySeat) listed.set(s, (bySeat = []));
  const list = (bySeat[seat] ??= listLegalActions(s, seat));
  return list.map((a) => ({ ...a }));
}

function listLegalActions(s: SurviveState, seat: Seat): SurviveAction[] {
  if (s.phase === 'placeExplorers') {
    // Built from the same test as `validate` (canPlaceExplorer), without re-checking each value.
    const values = [...new Set(s.unplaced[placingColour(s)]!)];
    return LAND_SLOT_INDICES.filter((hex) => canPlaceExplorer(s, hex)).flatMap((hex) => values.map((value): SurviveAction => ({ type: 'placeExplorer', hex, value: value as ExplorerValue })));
  }
  if (s.phase === 'placeBoats') return keep(s, seat, STARTING_BOAT_SPACES.map((hex): SurviveAction => ({ type: 'placeBoat', hex })));
  if (s.pending?.kind === 'boarders') return keep(s, seat, swimmersAt(s, s.pending.hex).map((explorer): SurviveAction => ({ type: 'chooseBoarder', explorer })));
  if (s.pending?.kind === 'defence') return keep(s, seat, [{ type: 'defend' }, { type: 'pass' }]);
  switch (s.step) {
    case 'tile':
      return [...tileActions(s, seat), { type: 'pass' }];
    case 'move':
      return [...movementActions(s, seat), { type: 'pass' }];
    case 'remove':
      return removableTiles(s).map((hex): SurviveAction => ({ type: 'removeTile', hex }));
    case 'creature': {
      const out: SurviveAction[] = [];
      s.creatures.forEach((c, creature) => {
        if (c.kind === s.rolled) for (const to of creatureDestinations(s, creature)) out.push({ type: 'moveCreature', creature, to });
      });
      return [...out, { type: 'pass' }];
    }
  }
}
