/** K7: the 12 goal cards, scored on the board as it is at the end. */
import type { Seat } from '@tabula/core';
import type { BoardGeometry, Island } from '../board/analyze';
import { quarterOf } from '../board/directions';
import { iconTypes, isComplete, islandAt, islandById } from '../board/islands';
import { portagesFromThera, seaNeighbourIslands } from '../board/sea';
import { THREE_ICONS, goalById, type GoalCard, type GoalId } from '../data/goals';
import type { AkrotiriState, Temple } from '../state';

/** A seat's temples with the island each lies on now (islands merge as tiles are placed). */
function templesOf(g: BoardGeometry, s: AkrotiriState, seat: Seat): { temple: Temple; island: Island }[] {
  return s.temples
    .filter((t) => t.seat === seat)
    .map((temple) => ({ temple, island: islandById(g, islandAt(g, temple) ?? '')! }))
    .filter((t) => t.island !== undefined);
}

/** K7: what one goal card scores for `seat`. */
export function scoreGoal(g: BoardGeometry, s: AkrotiriState, seat: Seat, goal: GoalCard): number {
  const mine = templesOf(g, s, seat);
  const each = (test: (island: Island) => boolean): number => mine.filter((t) => test(t.island)).length * goal.points;
  switch (goal.kind) {
    case 'onePortage': {
      const portages = portagesFromThera(g);
      return each((i) => portages[i.id] === 1);
    }
    case 'twoPortages': {
      const portages = portagesFromThera(g);
      return each((i) => (portages[i.id] ?? 0) >= 2);
    }
    case 'isolated': {
      // (ours) temples sharing one (merged) island do not count as connected: the card speaks of other islands.
      const islands = new Set(mine.map((t) => t.island.id));
      return each((i) => !seaNeighbourIslands(g, i.id, { throughThera: false }).some((other) => islands.has(other)));
    }
    case 'quarters':
      return new Set(mine.map((t) => quarterOf(t.temple))).size * goal.points;
    case 'largestComplete': {
      const sizes = mine.filter((t) => isComplete(g, t.island)).map((t) => t.island.tileCount);
      return (sizes.length ? Math.max(...sizes) : 0) * goal.points;
    }
    case 'incomplete':
      return each((i) => !isComplete(g, i));
    case 'noIcon':
      return each((i) => i.icons.length === 0);
    case 'icon':
      return each((i) => i.icons.some((p) => p.icon === goal.icon));
    case 'threeIcons':
      return each((i) => iconTypes(i).length >= THREE_ICONS);
  }
}

/** K6.2: each goal card a seat holds, with its score. */
export function scoreGoals(g: BoardGeometry, s: AkrotiriState, seat: Seat): Partial<Record<GoalId, number>> {
  const out: Partial<Record<GoalId, number>> = {};
  for (const id of s.seats[seat]!.goals) out[id] = scoreGoal(g, s, seat, goalById(id));
  return out;
}
