/** Every legal action, in a stable order: the answer to "what may be clicked now". */
import type { Seat } from '@tabula/core';
import type { AkrotiriAction } from './actions';
import { ROTATIONS } from './board/coords';
import { islandById } from './board/islands';
import { freeCells } from './board/state';
import { COLORS } from './data/rules';
import { ICONS, QUADRANTS } from './data/types';
import { purchases } from './rules/maps';
import { freeTheraDocks, moveOptions } from './rules/boat';
import { excavationIsland } from './rules/excavate';
import { geometryOf } from './rules/geometry';
import type { AkrotiriState, Decision } from './state';
import { validate } from './validate';

/** The decision owed now, if any. */
export function pendingDecision(s: AkrotiriState): Decision | undefined {
  const step = s.steps[0];
  if (!step) return undefined;
  switch (step.kind) {
    case 'placeTile':
    case 'placeCube':
    case 'keepGoal':
    case 'takeGoal':
    case 'placeBoat':
    case 'actions':
      return step;
    default:
      return undefined;
  }
}

/** The seats that may act now: the seat owing the pending decision. */
export function activeSeats(s: AkrotiriState): Seat[] {
  if (s.phase === 'over') return [];
  const d = pendingDecision(s);
  return d ? [d.seat] : [];
}

/** Every action that could answer the decision (a superset of the legal ones, small). */
function candidates(s: AkrotiriState, seat: Seat, d: Decision): AkrotiriAction[] {
  switch (d.kind) {
    case 'placeTile':
      return freeCells(s.board).flatMap((c) => ROTATIONS.map((rotation): AkrotiriAction => ({ type: 'placeTile', x: c.x, y: c.y, rotation })));
    case 'placeCube':
      return COLORS.flatMap((color) => QUADRANTS.map((quadrant): AkrotiriAction => ({ type: 'placeCube', color, quadrant })));
    case 'keepGoal':
      return [...new Set(d.drawn)].map((goal) => ({ type: 'keepGoal', goal }));
    case 'takeGoal':
      return s.revealedGoals.map((goal) => ({ type: 'takeGoal', goal }));
    case 'placeBoat':
      return freeTheraDocks(s, seat).map((dock) => ({ type: 'placeBoat', dock }));
    case 'actions': {
      const out: AkrotiriAction[] = [];
      for (const to of moveOptions(s, seat).keys()) out.push({ type: 'move', to });
      for (const color of COLORS) out.push({ type: 'load', color });
      out.push(...excavations(s, seat));
      for (const tiers of purchases()) out.push({ type: 'buyMaps', tiers });
      for (const icon of ICONS) out.push({ type: 'oracle', icon });
      for (const color of COLORS) out.push({ type: 'sell', color });
      for (const color of COLORS) out.push({ type: 'unload', color });
      out.push({ type: 'endTurn' });
      return out;
    }
  }
}

/** K5.3: every map card in hand on every quadrant of the boat's island (checked by `validate`). */
function excavations(s: AkrotiriState, seat: Seat): AkrotiriAction[] {
  const p = s.seats[seat]!;
  if (p.templesLeft === 0 || p.maps.length === 0) return [];
  const where = excavationIsland(s, seat);
  if ('why' in where) return [];
  const pieces = islandById(geometryOf(s), where.island)?.pieces ?? [];
  return p.maps.flatMap((map) => pieces.map((at): AkrotiriAction => ({ type: 'excavate', map, x: at.x, y: at.y, quadrant: at.quadrant })));
}

/** Every legal action of the active seat. */
export function legalActions(s: AkrotiriState, seat: Seat): AkrotiriAction[] {
  const d = pendingDecision(s);
  if (!d || d.seat !== seat) return [];
  return candidates(s, seat, d).filter((a) => validate(s, seat, a) === undefined);
}
