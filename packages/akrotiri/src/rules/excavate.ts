/** K5.3, K5.4 excavating a temple; K1.4 the reward it uncovers; K3.4, K8 keeping a goal card. */
import { mutable, type RuleContext, type Seat } from '@tabula/core';
import { THERA_ISLAND, type BoardGeometry } from '../board/analyze';
import type { QuadrantRef } from '../board/coords';
import { meetsRequirements } from '../board/directions';
import { islandAt } from '../board/islands';
import type { GoalId } from '../data/goals';
import { TEMPLES_PER_PLAYER, TEMPLE_REWARDS } from '../data/rules';
import type { ComponentSet, MapCard, Quadrant } from '../data/types';
import type { AkrotiriEvent } from '../events';
import type { AkrotiriState } from '../state';
import { advance } from './flow';
import { boatIsland, componentsOf, geometryOf } from './geometry';
import { removeFirst, seatToChange } from './change';

type Ctx = RuleContext<AkrotiriEvent>;

/**
 * Each component set's map cards by id, made once per set (a set never changes in play). A `find`
 * over the set's frozen list ran several times slower than a lookup, in every legal-action list
 * with a map card in hand.
 */
const mapIndexes = new WeakMap<ComponentSet, ReadonlyMap<string, MapCard>>();
let lastSet: ComponentSet | undefined;
let lastIndex: ReadonlyMap<string, MapCard> = new Map();

/** The map card with id `id` in the game's component set. */
export function mapById(s: AkrotiriState, id: string): MapCard | undefined {
  const set = componentsOf(s);
  if (set !== lastSet) {
    let index = mapIndexes.get(set);
    if (index === undefined) mapIndexes.set(set, (index = new Map(set.maps.map((m) => [m.id, m]))));
    lastSet = set;
    lastIndex = index;
  }
  return lastIndex.get(id);
}

/** K5.3: the island a seat may excavate on (its boat's, not Thera's, with no temple), or why not; `g`: the state's board geometry, if at hand. */
export function excavationIsland(s: AkrotiriState, seat: Seat, g: BoardGeometry = geometryOf(s)): { island: string } | { why: 'thera' | 'temple' | 'none' } {
  const island = boatIsland(g, s, seat);
  if (island === undefined) return { why: 'none' };
  if (island === THERA_ISLAND) return { why: 'thera' };
  for (const t of s.temples) if (islandAt(g, t) === island) return { why: 'temple' };
  return { island };
}

/** K5.3, K5.4: whether quadrant (x, y, quadrant) lies on `island` and meets the map card, read from `seat`. */
export function siteMeetsMap(s: AkrotiriState, seat: Seat, island: string, map: MapCard, x: number, y: number, quadrant: Quadrant): boolean {
  return siteMeetsMapIn(geometryOf(s), seat, island, map, { x, y, quadrant });
}

/** {@link siteMeetsMap} on the board's geometry `g` already at hand. */
export function siteMeetsMapIn(g: BoardGeometry, seat: Seat, island: string, map: MapCard, at: QuadrantRef): boolean {
  return islandAt(g, at) === island && meetsRequirements(g, seat, at, map.requirements);
}

/**
 * K5.3: play the map card, pay its cost, put the next temple on the quadrant, keep the card face
 * up and reveal the reward under the temple (K1.4). The 6th temple triggers the end (K6.1).
 */
export function excavate(s: AkrotiriState, seat: Seat, mapId: string, x: number, y: number, quadrant: Quadrant, ctx: Ctx): void {
  const map = mapById(s, mapId)!;
  const p = seatToChange(s, seat);
  p.drachmas -= map.cost;
  removeFirst(mutable(p, 'maps'), mapId);
  mutable(p, 'excavated').push(mapId);
  const temple = TEMPLES_PER_PLAYER - p.templesLeft;
  p.templesLeft -= 1;
  mutable(s, 'temples').push({ seat, x, y, quadrant, map: mapId });
  ctx.emit({ type: 'templeExcavated', seat, map: mapId, x, y, quadrant, cost: map.cost, vp: map.vp });
  const reward = TEMPLE_REWARDS[temple];
  if (reward) ctx.emit({ type: 'rewardRevealed', seat, temple: temple + 1, reward: { ...reward } });
  if (reward?.kind === 'goal') {
    // K1.4 draw 2 keep 1; K8 in the strategic variant: take a revealed goal instead.
    mutable(s, 'steps').unshift(s.variant === 'strategic' ? { kind: 'takeGoal', seat } : { kind: 'drawGoals', seat });
  }
  if (p.templesLeft === 0 && s.ending === null) {
    s.ending = 'lastTemple';
    ctx.emit({ type: 'endTriggered', seat, why: 'lastTemple' });
  }
  advance(s, ctx);
}

/** K3.4, K1.4: keep one drawn goal card; the others go to the bottom of the goal deck. */
export function keepGoal(s: AkrotiriState, seat: Seat, goal: GoalId, ctx: Ctx): void {
  const step = mutable(s, 'steps').shift() as { drawn: GoalId[] };
  const rest = step.drawn.filter((g) => g !== goal);
  mutable(seatToChange(s, seat), 'goals').push(goal);
  mutable(s, 'goalDeck').push(...rest);
  ctx.emit({ type: 'goalKept', seat, returned: rest.length });
  advance(s, ctx);
}

/** K8: take one of the revealed goal cards (they are not replaced). */
export function takeGoal(s: AkrotiriState, seat: Seat, goal: GoalId, ctx: Ctx): void {
  mutable(s, 'steps').shift();
  removeFirst(mutable(s, 'revealedGoals'), goal);
  const p = seatToChange(s, seat);
  mutable(p, 'goals').push(goal);
  mutable(p, 'openGoals').push(goal); // taken face up: public
  ctx.emit({ type: 'goalTaken', seat, goal });
  advance(s, ctx);
}
