/** Why an action is refused now: every rejection with its code and a message saying what is legal. */
import { reject, type Rejection, type Seat } from '@tabula/core';
import type { AkrotiriAction } from './actions';
import { BOAT_CAPACITY } from './data/rules';
import { AkrotiriErrors as E, type AkrotiriErrorCode } from './errors';
import { pendingDecision } from './legal';
import { freeTheraDocks, moveOption, moveOptions, reachesDock, theraDocks } from './rules/boat';
import { atThera, cubeOnBoatIsland } from './rules/cargo';
import { excavationIsland, mapById, siteMeetsMap } from './rules/excavate';
import { tileSupply } from './rules/flow';
import { mapsPrice, shortDeck, tiersInOrder } from './rules/maps';
import { TIERS } from './data/types';
import { mayPlaceTile, secondCubeQuadrants } from './rules/placement';
import { canSpend, turnCost } from './rules/turn';
import type { AkrotiriState, Decision } from './state';

/** The actions of the turn that spend actions (K5.1–K5.6), for messages. */
const TURN_ACTIONS: readonly AkrotiriAction['type'][] = ['move', 'load', 'excavate', 'buyMaps', 'oracle'];
/** The free actions (K5.7, K5.8), for messages. */
const FREE_ACTIONS: readonly AkrotiriAction['type'][] = ['sell', 'unload'];

/** What the pending decision expects, for messages. */
function expected(d: Decision): string {
  switch (d.kind) {
    case 'placeTile':
      return '"placeTile": put your tile on a free cell edge to edge with a tile or Thera (K4.1)';
    case 'placeCube':
      return '"placeCube": put the second cube on the tile just placed (K4.2)';
    case 'keepGoal':
      return '"keepGoal": keep one of the goal cards drawn (K3.4, K1.4)';
    case 'takeGoal':
      return '"takeGoal": take one of the revealed goal cards (K8)';
    case 'placeBoat':
      return '"placeBoat": put your boat on a free dock of Thera (K3.5)';
    case 'actions':
      return `an action of your turn (${TURN_ACTIONS.join(', ')}), a free action (${FREE_ACTIONS.join(', ')}) or "endTurn" (K4.3)`;
  }
}

/** The rejection of an action that does not answer the pending decision `d`. */
function wrongDecision(a: AkrotiriAction, d: Decision): Rejection<AkrotiriErrorCode> {
  return reject(E.WRONG_DECISION, `"${a.type}" does not answer this decision: ${expected(d)}`);
}

/** K4.3: refuses an action needing `actions` more than the turn has left. */
function needActions(s: AkrotiriState, actions: number): Rejection<AkrotiriErrorCode> | undefined {
  if (canSpend(s, actions)) return undefined;
  const turn = s.turn!;
  return reject(E.NO_ACTIONS_LEFT, `this needs ${actions} action(s) and ${turn.allowed - turn.used} of your ${turn.allowed} are left: take a free action or "endTurn"`);
}

/** Why `seat` may not play `a` now, or `undefined`. */
export function validate(s: AkrotiriState, seat: Seat, a: AkrotiriAction): Rejection<AkrotiriErrorCode> | undefined {
  const d = pendingDecision(s)!;
  const p = s.seats[seat]!;
  switch (a.type) {
    case 'placeTile':
      if (d.kind !== 'placeTile') return wrongDecision(a, d);
      return mayPlaceTile(s, a.x, a.y) ? undefined : reject(E.CELL_NOT_FREE, `cell ${a.x},${a.y} is taken or touches no tile nor Thera: choose an empty cell edge to edge with one (K4.1)`);
    case 'placeCube': {
      if (d.kind !== 'placeCube') return wrongDecision(a, d);
      if (s.market[a.color] === 0) return reject(E.NO_CUBE, `no ${a.color} cube is left on the market`);
      const allowed = secondCubeQuadrants(s, d);
      return allowed.includes(a.quadrant) ? undefined : reject(E.CUBE_PLACE, `the second cube goes on a piece of another island than the first cube's: ${allowed.join(', ')} (K4.2)`);
    }
    case 'keepGoal':
      if (d.kind !== 'keepGoal') return wrongDecision(a, d);
      return d.drawn.includes(a.goal) ? undefined : reject(E.NOT_OFFERED, `keep one of the goal cards you drew: ${d.drawn.join(', ')}`);
    case 'takeGoal':
      if (d.kind !== 'takeGoal') return wrongDecision(a, d);
      return s.revealedGoals.includes(a.goal) ? undefined : reject(E.NOT_OFFERED, `take one of the revealed goal cards: ${s.revealedGoals.join(', ')}`);
    case 'placeBoat': {
      if (d.kind !== 'placeBoat') return wrongDecision(a, d);
      const free = freeTheraDocks(s, seat);
      if (free.includes(a.dock)) return undefined;
      return theraDocks(s).includes(a.dock)
        ? reject(E.DOCK_TAKEN, `the other boat lies at ${a.dock}: put your boat on a free dock of Thera: ${free.join(', ')} (K3.5)`)
        : reject(E.WRONG_PLACE, `${a.dock} is not a dock of Thera: boats start at ${free.join(', ')} (K3.5)`);
    }
    default:
      break;
  }
  if (d.kind !== 'actions') return wrongDecision(a, d);
  const turn = s.turn!;
  switch (a.type) {
    case 'endTurn':
      return undefined;
    case 'move': {
      // An occupied dock is DOCK_TAKEN only when the boat could otherwise get there in one move.
      const free = moveOption(s, seat, a.to) !== undefined;
      if (!free && reachesDock(s, seat, a.to)) return reject(E.DOCK_TAKEN, `the other boat lies at ${a.to}: a boat may pass it but not stop there (K5.1)`);
      if (!free) return reject(E.UNREACHABLE, `${a.to} is not one sea move or one portage away; reachable: ${[...moveOptions(s, seat).keys()].join(', ') || 'none'} (K5.1)`);
      return needActions(s, turnCost(s, seat, a)!.actions);
    }
    case 'load':
      if (atThera(s, seat)) return reject(E.WRONG_PLACE, 'no cubes lie on Thera: load on another island (K5.2)');
      if (p.cargo.length >= BOAT_CAPACITY) return reject(E.BOAT_FULL, `the boat holds at most ${BOAT_CAPACITY} cubes (K5.2)`);
      if (cubeOnBoatIsland(s, seat, a.color) < 0) return reject(E.NO_CUBE, `no ${a.color} cube lies on your boat's island`);
      return needActions(s, turnCost(s, seat, a)!.actions);
    case 'unload':
      if (atThera(s, seat)) return reject(E.WRONG_PLACE, 'cubes are sold at Thera, not unloaded (K5.7, K5.8)');
      return p.cargo.includes(a.color) ? undefined : reject(E.NO_CUBE, `no ${a.color} cube is aboard: ${p.cargo.join(', ') || 'the boat is empty'}`);
    case 'sell':
      if (!atThera(s, seat)) return reject(E.WRONG_PLACE, 'cubes are sold only with the boat at Thera (K5.7)');
      return p.cargo.includes(a.color) ? undefined : reject(E.NO_CUBE, `no ${a.color} cube is aboard: ${p.cargo.join(', ') || 'the boat is empty'}`);
    case 'buyMaps': {
      if (!atThera(s, seat)) return reject(E.WRONG_PLACE, 'map cards are bought only with the boat at Thera (K5.5)');
      if (!tiersInOrder(a.tiers)) return reject(E.TIER_ORDER, `list the decks easiest first (${TIERS.join(', ')})`);
      const short = shortDeck(s, a.tiers);
      if (short) return reject(E.CANNOT_BUY, `the ${short.tier} deck holds ${s.mapDecks[short.tier].length} card(s), not ${short.want}: choose another deck (K5.5)`);
      const price = mapsPrice(a.tiers.length)!;
      if (p.drachmas < price) return reject(E.CANNOT_AFFORD, `${a.tiers.length} card(s) cost ${price} and you have ${p.drachmas} drachmas (K5.5: 1, 2 or 3 cards for 1, 3 or 7)`);
      return needActions(s, turnCost(s, seat, a)!.actions);
    }
    case 'oracle':
      if (turn.oracle) return reject(E.ORACLE_UNAVAILABLE, 'the Oracle is consulted at most once per turn (K5.6)');
      if (p.tile !== null) return reject(E.ORACLE_UNAVAILABLE, 'you already hold a tile (K5.6: at most 1)');
      if (tileSupply(s) === 0) return reject(E.ORACLE_UNAVAILABLE, 'no land tile is left to reveal (K5.6)');
      return needActions(s, turnCost(s, seat, a)!.actions);
    case 'excavate': {
      if (p.templesLeft === 0) return reject(E.NO_TEMPLE_LEFT, 'all your temples are on the board');
      const where = excavationIsland(s, seat);
      if ('why' in where) {
        return where.why === 'temple'
          ? reject(E.ISLAND_HAS_TEMPLE, "your boat's island already holds a temple (K5.3)")
          : reject(E.WRONG_PLACE, 'excavate with your boat docked at an island other than Thera (K5.3)');
      }
      const map = p.maps.includes(a.map) ? mapById(s, a.map) : undefined;
      if (!map) return reject(E.NO_SUCH_MAP, `${a.map} is not a map card in your hand: ${p.maps.join(', ') || 'none'}`);
      if (p.drachmas < map.cost) return reject(E.CANNOT_AFFORD, `${map.id} costs ${map.cost} and you have ${p.drachmas} drachmas`);
      if (!siteMeetsMap(s, seat, where.island, map, a.x, a.y, a.quadrant)) {
        return reject(E.MAP_NOT_MET, `${a.x},${a.y}/${a.quadrant} is not on your boat's island or does not meet ${map.id}'s requirements (K5.3, K5.4)`);
      }
      return needActions(s, turnCost(s, seat, a)!.actions);
    }
  }
}
