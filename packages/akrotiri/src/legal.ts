/** Every legal action, in a stable order: the answer to "what may be clicked now". */
import type { Seat } from '@tabula/core';
import type { AkrotiriAction } from './actions';
import { ROTATIONS } from './board/coords';
import { ACTION_COST, BOAT_CAPACITY, COLORS } from './data/rules';
import { ICONS, QUADRANTS } from './data/types';
import { forEachMoveOption, freeTheraDocks, moveActions } from './rules/boat';
import { atThera, coloursOnBoatIsland, loadCost } from './rules/cargo';
import { excavationIsland, mapById, siteMeetsMapIn } from './rules/excavate';
import { tileSupply } from './rules/flow';
import { freeCellsOf, geometryOf, islandOf } from './rules/geometry';
import type { BoardGeometry } from './board/analyze';
import { mapsPrice, PURCHASES, shortDeck, tiersInOrder } from './rules/maps';
import { secondCubeQuadrants } from './rules/placement';
import { canSpend } from './rules/turn';
import type { AkrotiriState, Decision } from './state';

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

/**
 * Every legal action, generated straight from the rules' predicates rather than by validating a
 * list of candidates: each test below is the one `validate` applies (through the same helpers),
 * so that the two agree exactly, and the conformance kit checks that they do. The order is the
 * contract: by kind as listed in {@link turnActions}, each kind in its candidates' order.
 */
function decisionActions(s: AkrotiriState, seat: Seat, d: Decision): AkrotiriAction[] {
  const out: AkrotiriAction[] = [];
  switch (d.kind) {
    case 'placeTile':
      // K4.1: the free cells are exactly the cells `mayPlaceTile` accepts, in any rotation.
      for (const c of freeCellsOf(s)) for (const rotation of ROTATIONS) out.push({ type: 'placeTile', x: c.x, y: c.y, rotation });
      return out;
    case 'placeCube': {
      const allowed = secondCubeQuadrants(s, d);
      for (const color of COLORS) {
        if (s.market[color] === 0) continue;
        for (const quadrant of QUADRANTS) if (allowed.includes(quadrant)) out.push({ type: 'placeCube', color, quadrant });
      }
      return out;
    }
    case 'keepGoal':
      for (const goal of new Set(d.drawn)) out.push({ type: 'keepGoal', goal });
      return out;
    case 'takeGoal':
      for (const goal of s.revealedGoals) out.push({ type: 'takeGoal', goal });
      return out;
    case 'placeBoat':
      for (const dock of freeTheraDocks(s, seat)) out.push({ type: 'placeBoat', dock });
      return out;
    case 'actions':
      return turnActions(s, seat, out);
  }
}

/**
 * K4.3, K5: the legal actions of the turn, appended to `out`: moves, loads, excavations, map
 * purchases, the Oracle, sales, unloads, then `endTurn`.
 */
function turnActions(s: AkrotiriState, seat: Seat, out: AkrotiriAction[]): AkrotiriAction[] {
  const p = s.seats[seat]!;
  const turn = s.turn!;
  // The board's geometry, found once for all the questions below.
  const g = geometryOf(s);
  const thera = atThera(s, seat, g);
  const oneAction = canSpend(s, ACTION_COST);
  // K5.1: every dock one move away (never the other boat's), if the turn can pay for the move.
  // The cost depends only on the option's number of moves: worked out once per number in a row.
  let moves = -1;
  let affordable = false;
  forEachMoveOption(s, seat, (to, option) => {
    if (option.moves !== moves) affordable = canSpend(s, moveActions(s, seat, (moves = option.moves)));
    if (affordable) out.push({ type: 'move', to });
  }, g);
  // K5.2: a cube of each colour lying on the boat's island, while the boat has room.
  if (!thera && p.cargo.length < BOAT_CAPACITY && canSpend(s, loadCost(s).actions)) {
    const here = coloursOnBoatIsland(s, seat, g);
    for (const color of COLORS) if (here.has(color)) out.push({ type: 'load', color });
  }
  if (oneAction) excavations(s, seat, out, g);
  // K5.5: purchases the decks can serve and the seat can afford, at Thera.
  if (thera && oneAction) {
    for (const tiers of PURCHASES) {
      if (tiersInOrder(tiers) && shortDeck(s, tiers) === undefined && p.drachmas >= mapsPrice(tiers.length)!) out.push({ type: 'buyMaps', tiers: [...tiers] });
    }
  }
  // K5.6: once a turn, with no tile in hand and a tile left to reveal.
  if (oneAction && !turn.oracle && p.tile === null && tileSupply(s) !== 0) for (const icon of ICONS) out.push({ type: 'oracle', icon });
  // K5.7, K5.8: free: sell at Thera, unload elsewhere, a cube aboard of that colour.
  for (const color of COLORS) if (thera && p.cargo.includes(color)) out.push({ type: 'sell', color });
  for (const color of COLORS) if (!thera && p.cargo.includes(color)) out.push({ type: 'unload', color });
  out.push({ type: 'endTurn' });
  return out;
}

/**
 * K5.3: every map card in hand on every quadrant of the boat's island it may go on, for a seat
 * that can pay the action (checked by the caller); `g` is the state's board geometry.
 */
function excavations(s: AkrotiriState, seat: Seat, out: AkrotiriAction[], g: BoardGeometry): void {
  const p = s.seats[seat]!;
  if (p.templesLeft === 0 || p.maps.length === 0) return;
  const where = excavationIsland(s, seat, g);
  if ('why' in where) return;
  const pieces = islandOf(g, where.island)?.pieces ?? [];
  for (const id of p.maps) {
    const map = mapById(s, id);
    if (!map || p.drachmas < map.cost) continue;
    for (const at of pieces) {
      if (siteMeetsMapIn(g, seat, where.island, map, at)) out.push({ type: 'excavate', map: id, x: at.x, y: at.y, quadrant: at.quadrant });
    }
  }
}

/** Every legal action of the active seat. */
export function legalActions(s: AkrotiriState, seat: Seat): AkrotiriAction[] {
  const d = pendingDecision(s);
  if (!d || d.seat !== seat) return [];
  return decisionActions(s, seat, d);
}
