/** K5.2 loading, K5.7 selling at Thera, K5.8 unloading. */
import { mutable, type RuleContext, type Seat } from '@tabula/core';
import { islandAt } from '../board/islands';
import { THERA_ISLAND, type BoardGeometry } from '../board/analyze';
import { ACTION_COST, LOAD_PER_ACTION, type Color } from '../data/rules';
import type { AkrotiriEvent } from '../events';
import type { AkrotiriState, TurnCost } from '../state';
import { boatIsland, dockQuadrant, geometryOf } from './geometry';
import { removeFirst, seatToChange } from './change';
import { sellToMarket } from './market';

type Ctx = RuleContext<AkrotiriEvent>;

/** Whether a seat's boat lies at Thera (`g`: the state's board geometry, if at hand). */
export function atThera(s: AkrotiriState, seat: Seat, g: BoardGeometry = geometryOf(s)): boolean {
  return boatIsland(g, s, seat) === THERA_ISLAND;
}

/** K5.2: the index in `cubes` of a cube of `color` on the boat's island (the oldest), or -1. */
export function cubeOnBoatIsland(s: AkrotiriState, seat: Seat, color: Color): number {
  const g = geometryOf(s);
  const island = boatIsland(g, s, seat);
  if (island === undefined) return -1;
  return s.cubes.findIndex((c) => c.color === color && islandAt(g, c) === island);
}

/** K5.2: the colours of the cubes lying on the boat's island (those {@link cubeOnBoatIsland} finds); `g` as for {@link atThera}. */
export function coloursOnBoatIsland(s: AkrotiriState, seat: Seat, g: BoardGeometry = geometryOf(s)): Set<Color> {
  const island = boatIsland(g, s, seat);
  const out = new Set<Color>();
  if (island === undefined) return out;
  const cubes = s.cubes;
  for (let i = 0; i < cubes.length; i++) {
    const c = cubes[i]!;
    if (!out.has(c.color) && islandAt(g, c) === island) out.add(c.color);
  }
  return out;
}

/** K5.2: what loading one more cube costs: nothing while a load action has room, else an action. */
export function loadCost(s: AkrotiriState): TurnCost {
  const seq = s.turn?.sequence;
  if (seq?.kind === 'load' && seq.loaded < LOAD_PER_ACTION) return { actions: 0, sequence: { kind: 'load', loaded: seq.loaded + 1 } };
  return { actions: ACTION_COST, sequence: { kind: 'load', loaded: 1 } };
}

/** K5.2: one cube of `color` from the boat's island onto the boat, having spent `actions`. */
export function loadCube(s: AkrotiriState, seat: Seat, color: Color, actions: number, { emit }: Ctx): void {
  mutable(s, 'cubes').splice(cubeOnBoatIsland(s, seat, color), 1);
  mutable(seatToChange(s, seat), 'cargo').push(color);
  emit({ type: 'cubeLoaded', seat, color, actions });
}

/** K5.8: one cube of `color` from the boat onto the island of its dock (on the dock's piece). */
export function unloadCube(s: AkrotiriState, seat: Seat, color: Color, { emit }: Ctx): void {
  const p = seatToChange(s, seat);
  removeFirst(mutable(p, 'cargo'), color);
  const at = dockQuadrant(geometryOf(s), p.boat!)!;
  mutable(s, 'cubes').push({ x: at.x, y: at.y, quadrant: at.quadrant, color });
  emit({ type: 'cubeUnloaded', seat, color, x: at.x, y: at.y, quadrant: at.quadrant });
}

/** K5.7, K1.3: one cube of `color` sold at Thera for the rightmost empty space's price. */
export function sellCube(s: AkrotiriState, seat: Seat, color: Color, { emit }: Ctx): void {
  const p = seatToChange(s, seat);
  removeFirst(mutable(p, 'cargo'), color);
  const price = sellToMarket(s, color);
  p.drachmas += price;
  emit({ type: 'cubeSold', seat, color, price });
}
