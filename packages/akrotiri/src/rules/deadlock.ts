/**
 * K6.1 [D] (ours): a game that can never end. The rulebook ends a game only after a 6th temple. Once
 * no land tile is left to place (none in the stack, the discards or a hand), the board and its
 * islands never change again, and neither do the cubes on it but by the boats. If then no seat can
 * ever excavate again, that end can never come: random play reaches such positions about once in
 * fifty games (both boats in a part of the sea whose islands hold no cube to sell and no site their
 * maps fit). The game then ends as a 6th temple would end it (the round is completed and scored).
 *
 * "Can ever" is judged generously, so that a game is never cut short: each boat may reach every dock
 * its sea routes and portages lead to (the other boat never in the way), every cube within reach
 * (on those islands, or in a boat within reach) sells at the market's best price, and every map card
 * still in a deck may be bought there if Thera is within reach.
 */
import type { Seat } from '@tabula/core';
import { THERA_ISLAND, type BoardGeometry } from '../board/analyze';
import { meetsRequirements } from '../board/directions';
import { islandAt } from '../board/islands';
import type { DockId } from '../board/routes';
import { portageDocks, seaReachableDocks } from '../board/sea';
import { BUY_PRICES, MARKET_PRICES } from '../data/rules';
import { TIERS } from '../data/types';
import type { AkrotiriState } from '../state';
import { componentsOf, geometryOf } from './geometry';

/** Whether no tile is left to place: none in the stack, the discards or any hand. */
export function noTileLeft(s: AkrotiriState): boolean {
  return s.tileDeck.length === 0 && s.tileDiscards.length === 0 && s.seats.every((p) => p.tile === null);
}

/** The docks a boat at `from` can ever reach by sea moves and portages, `from` included. */
function docksWithinReach(g: BoardGeometry, from: DockId): Set<DockId> {
  const reached = new Set<DockId>([from]);
  const queue = [from];
  for (let i = 0; i < queue.length; i++) {
    for (const next of [...seaReachableDocks(g, queue[i]!), ...portageDocks(g, queue[i]!)]) {
      if (!reached.has(next)) {
        reached.add(next);
        queue.push(next);
      }
    }
  }
  return reached;
}

/** Whether `seat` may, at best, ever excavate another temple (see the module's notes). */
export function mayEverExcavate(s: AkrotiriState, seat: Seat, g: BoardGeometry = geometryOf(s)): boolean {
  const p = s.seats[seat]!;
  if (p.templesLeft <= 0 || p.boat === null) return false;
  const docks = docksWithinReach(g, p.boat);
  const islands = new Set<string>();
  for (const dock of docks) {
    const island = g.islandOfDock.get(dock);
    if (island !== undefined) islands.add(island);
  }
  const thera = islands.has(THERA_ISLAND);
  // The most drachmas the seat could ever hold: every cube within reach sold at the best price.
  let cubes = p.cargo.length;
  for (const cube of s.cubes) if (islands.has(islandAt(g, cube) ?? '')) cubes++;
  s.seats.forEach((other, i) => {
    if (i !== seat && other.boat !== null && docks.has(other.boat)) cubes += other.cargo.length;
  });
  const drachmas = p.drachmas + (thera ? cubes * Math.max(...MARKET_PRICES) : 0);
  // The maps it could hold: those in hand, and (with Thera within reach) any still in a deck, bought alone.
  const maps = p.maps.map((id) => ({ id, bought: 0 }));
  if (thera) for (const tier of TIERS) for (const id of s.mapDecks[tier]) maps.push({ id, bought: BUY_PRICES[0]! });
  const cards = new Map(componentsOf(s).maps.map((m) => [m.id, m]));
  const affordable = maps.map(({ id, bought }) => ({ map: cards.get(id), bought })).filter(({ map, bought }) => map !== undefined && map.cost + bought <= drachmas);
  if (affordable.length === 0) return false;
  const withTemple = new Set(s.temples.map((t) => islandAt(g, t)));
  for (const island of g.islands) {
    if (island.id === THERA_ISLAND || !islands.has(island.id) || withTemple.has(island.id)) continue;
    for (const at of island.pieces) {
      if (affordable.some(({ map }) => meetsRequirements(g, seat, at, map!.requirements))) return true;
    }
  }
  return false;
}

/** K6.1 [D]: no tile is left to place and no seat may ever excavate again (see the module's notes). */
export function nobodyCanEverExcavate(s: AkrotiriState): boolean {
  if (!noTileLeft(s)) return false;
  const g = geometryOf(s);
  return s.seats.every((_, seat) => !mayEverExcavate(s, seat, g));
}
