/** K4.1, K4.2: placing the tile in hand, and its two cubes. */
import { mutable, type RuleContext, type Seat } from '@tabula/core';
import { canPlace, newBoard, placedTile } from '../board/state';
import { cellKey, type Rotation } from '../board/coords';
import { islandAt } from '../board/islands';
import { ICON_COLOR, type Color } from '../data/rules';
import { QUADRANTS, type Quadrant } from '../data/types';
import type { AkrotiriEvent } from '../events';
import type { AkrotiriState } from '../state';
import { advance } from './flow';
import { boardOf, geometryOf } from './geometry';
import { geometryIndex } from '../board/analyze';
import { marketTotal, takeFromMarket } from './market';
import { seatToChange } from './change';

type Ctx = RuleContext<AkrotiriEvent>;

/** K4.1: whether the tile in hand may go on cell (x, y). */
export function mayPlaceTile(s: AkrotiriState, x: number, y: number): boolean {
  return canPlace(s.board, { x, y });
}

/**
 * K4.1, K4.2: the tile goes on the board; the first cube, of the icon's colour, goes on the icon's
 * piece (none if that colour is gone); then the seat owes the second cube, if one is left on the
 * market and the tile has a piece on another island than the first cube's.
 */
export function placeTileInHand(s: AkrotiriState, seat: Seat, x: number, y: number, rotation: Rotation, ctx: Ctx): void {
  mutable(s, 'steps').shift();
  const p = seatToChange(s, seat);
  const tile = p.tile!;
  p.tile = null;
  p.tileFaceUp = false;
  // The placed tiles never change, so the new board shares them (boards are only ever replaced: see `boardOf`).
  s.board = newBoard([...boardOf(s).tiles, placedTile(x, y, tile, rotation)]);
  ctx.emit({ type: 'tilePlaced', seat, tile, x, y, rotation });
  const g = geometryOf(s);
  const data = geometryIndex(g).tiles.get(cellKey({ x, y }))!;
  const color = ICON_COLOR[data.icon];
  let firstIsland: string | null = null;
  if (takeFromMarket(s, color)) {
    mutable(s, 'cubes').push({ x, y, quadrant: data.iconQuadrant, color });
    ctx.emit({ type: 'cubePlaced', seat, cube: 1, color, x, y, quadrant: data.iconQuadrant });
    firstIsland = islandAt(g, { x, y, quadrant: data.iconQuadrant }) ?? null;
  } else {
    ctx.emit({ type: 'cubeSkipped', seat, cube: 1, color, reason: 'colorGone' });
  }
  const step = { kind: 'placeCube', seat, x, y, firstIsland } as const;
  if (marketTotal(s) === 0) ctx.emit({ type: 'cubeSkipped', seat, cube: 2, color: null, reason: 'marketEmpty' });
  else if (secondCubeQuadrants(s, step).length === 0) ctx.emit({ type: 'cubeSkipped', seat, cube: 2, color: null, reason: 'noOtherIsland' });
  else mutable(s, 'steps').unshift(step);
  advance(s, ctx);
}

/**
 * K4.2: the quadrants of the tile just placed where the second cube may go: a piece on another
 * island than the first cube's (the rulebook: "不能和第1個方塊放在同一個島上", not on the first
 * cube's island), none when every piece of the tile is on that island. (ours) With no first cube
 * (its colour gone), anywhere on the tile: the rulebook is silent.
 */
export function secondCubeQuadrants(s: AkrotiriState, step: { x: number; y: number; firstIsland: string | null }): Quadrant[] {
  if (step.firstIsland === null) return [...QUADRANTS];
  const g = geometryOf(s);
  return QUADRANTS.filter((quadrant) => islandAt(g, { x: step.x, y: step.y, quadrant }) !== step.firstIsland);
}

/** K4.2: the second cube, from the market, on the chosen quadrant. */
export function placeSecondCube(s: AkrotiriState, seat: Seat, color: Color, quadrant: Quadrant, ctx: Ctx): void {
  const step = mutable(s, 'steps').shift() as { x: number; y: number };
  takeFromMarket(s, color);
  mutable(s, 'cubes').push({ x: step.x, y: step.y, quadrant, color });
  ctx.emit({ type: 'cubePlaced', seat, cube: 2, color, x: step.x, y: step.y, quadrant });
  advance(s, ctx);
}
