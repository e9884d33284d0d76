/** Why an action is refused now: every rejection with its code and a message saying what is legal. */
import { reject, type Seat } from '@tabula/core';
import type { SurviveAction } from './actions';
import { SurviveErrors as E, type SurviveRejection } from './errors';
import { checkCreatureMove, checkDefend } from './rules/creatures';
import { checkBoard, checkReachIsle, checkSail, checkSwim, checkWalk } from './rules/movement';
import { checkBoarder, checkRemove } from './rules/removal';
import { canPlaceBoat, canPlaceExplorer, placingColour } from './rules/setup';
import { checkPlayTile } from './rules/tiles';
import type { SurviveState } from './state';

/** What the current decision expects, for messages. */
export function expected(s: SurviveState): string {
  if (s.phase === 'placeExplorers') return '"placeExplorer" on a terrain tile (S1.3)';
  if (s.phase === 'placeBoats') return '"placeBoat" on a sea space beside the island (S1.4)';
  if (s.pending?.kind === 'boarders') return '"chooseBoarder": pick a swimmer to board the new boat (S6)';
  if (s.pending?.kind === 'defence') return `"defend" with your kill ${s.pending.attack} tile, or "pass" (S6)`;
  switch (s.step) {
    case 'tile':
      return '"playTile" from your hand, or "pass" (S2 step 1)';
    case 'move':
      return `"walk", "swim", "board", "reachIsle" or "sail" (${s.movesLeft} movement points left), or "pass" (S3)`;
    case 'remove':
      return '"removeTile" (S4)';
    case 'creature':
      return `"moveCreature" a ${s.rolled}, or "pass" (S5)`;
    default:
      return `a step of a turn, not ${JSON.stringify(s.step satisfies never)} (S2)`;
  }
}

function wrong(s: SurviveState, a: SurviveAction): SurviveRejection {
  return reject(E.WRONG_STEP, `"${a.type}" does not answer this decision: ${expected(s)}`);
}

function notOptional(s: SurviveState): SurviveRejection {
  return reject(E.NOT_OPTIONAL, `this may not be skipped: ${expected(s)}`);
}

/** Why `seat` may not play `a` now, or `undefined`. */
export function validate(s: SurviveState, seat: Seat, a: SurviveAction): SurviveRejection | undefined {
  if (s.phase === 'placeExplorers') {
    if (a.type !== 'placeExplorer') return wrong(s, a);
    if (!canPlaceExplorer(s, a.hex)) return reject(E.TILE_FULL, `hex ${a.hex} is not a terrain tile with room for another explorer (S1.3)`);
    const pool = s.unplaced[placingColour(s)]!;
    if (!pool.includes(a.value)) return reject(E.NO_SUCH_VALUE, `no unplaced explorer of value ${a.value}; left: ${pool.join(', ')} (S1.3)`);
    return undefined;
  }
  if (s.phase === 'placeBoats') {
    if (a.type !== 'placeBoat') return wrong(s, a);
    if (!canPlaceBoat(s, a.hex)) return reject(E.BAD_BOAT_SPACE, `hex ${a.hex} is not a free sea space beside the island without a sea serpent (S1.4)`);
    return undefined;
  }
  if (s.pending?.kind === 'boarders') {
    if (a.type === 'chooseBoarder') return checkBoarder(s, a.explorer);
    return a.type === 'pass' ? notOptional(s) : wrong(s, a);
  }
  if (s.pending?.kind === 'defence') {
    if (a.type === 'defend') return checkDefend(s, seat);
    return a.type === 'pass' ? undefined : wrong(s, a);
  }
  switch (s.step) {
    case 'tile':
      if (a.type === 'playTile') return checkPlayTile(s, seat, a.tile, a.piece, a.to);
      return a.type === 'pass' ? undefined : wrong(s, a);
    case 'move':
      switch (a.type) {
        case 'walk':
          return checkWalk(s, seat, a.explorer, a.to);
        case 'swim':
          return checkSwim(s, seat, a.explorer, a.to);
        case 'board':
          return checkBoard(s, seat, a.explorer, a.boat);
        case 'reachIsle':
          return checkReachIsle(s, seat, a.explorer);
        case 'sail':
          return checkSail(s, seat, a.boat, a.to);
        case 'pass':
          return undefined;
        default:
          return wrong(s, a);
      }
    case 'remove':
      if (a.type === 'removeTile') return checkRemove(s, a.hex);
      return a.type === 'pass' ? notOptional(s) : wrong(s, a);
    case 'creature':
      if (a.type === 'moveCreature') return checkCreatureMove(s, a.creature, a.to);
      return a.type === 'pass' ? undefined : wrong(s, a);
    default:
      // validateState refuses any other step before the rules see it.
      throw new Error(`step ${JSON.stringify(s.step satisfies never)} is not a step of a turn (S2)`);
  }
}
