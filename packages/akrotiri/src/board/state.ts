/**
 * The board as game state (K2.1, K4.1): plain JSON, the placed tiles in placement order. Thera is
 * always at the centre and is not stored.
 *
 * @module
 */
import { deepFreeze } from '@tabula/core';
import { SIDES } from '../data/types';
import { ROTATIONS, THERA_CELLS, cellKey, isTheraCell, neighbour, type Cell, type Rotation } from './coords';

/** A land tile on the board: its cell, its tile id and its rotation (K2.1). */
export interface PlacedTile extends Cell {
  /** The id of a tile in the component set. */
  readonly tile: string;
  readonly rotation: Rotation;
}

/** @internal `{ x, y, tile, rotation }`, made without a literal: boards live long (see `board/shapes`). */
export function placedTile(x: number, y: number, tile: string, rotation: Rotation): PlacedTile {
  const placed = {} as { x: number; y: number; tile: string; rotation: Rotation };
  placed.x = x;
  placed.y = y;
  placed.tile = tile;
  placed.rotation = rotation;
  return placed;
}

/** The board: the placed land tiles, oldest first. JSON-serializable. */
export interface Board {
  readonly tiles: readonly PlacedTile[];
}

/** @internal `{ tiles }`, made without a literal: boards live long (see `board/shapes`). */
export function newBoard(tiles: readonly PlacedTile[]): Board {
  const board = {} as { tiles: readonly PlacedTile[] };
  board.tiles = tiles;
  return board;
}

/** The board at the start of setup: Thera alone (K3.1). */
export const EMPTY_BOARD: Board = deepFreeze({ tiles: [] });

/** The placed tile on `cell`, if any. */
export function tileAt(board: Board, cell: Cell): PlacedTile | undefined {
  return board.tiles.find((t) => t.x === cell.x && t.y === cell.y);
}

/** Whether `cell` holds Thera or a land tile. */
export function isOccupied(board: Board, cell: Cell): boolean {
  return isTheraCell(cell) || tileAt(board, cell) !== undefined;
}

/**
 * K4.1: every empty cell sharing an edge with a land tile or Thera, where a tile may be placed (in
 * any rotation). Ordered north to south, then west to east.
 */
export function freeCells(board: Board): Cell[] {
  const taken = new Set([...Object.values(THERA_CELLS), ...board.tiles].map(cellKey));
  const free = new Map<string, Cell>();
  for (const cell of [...Object.values(THERA_CELLS), ...board.tiles]) {
    for (const side of SIDES) {
      const next = neighbour(cell, side);
      const key = cellKey(next);
      if (!taken.has(key)) free.set(key, next);
    }
  }
  return [...free.values()].sort(northToSouth);
}

/** Cells ordered north to south, then west to east. */
function northToSouth(a: Cell, b: Cell): number {
  return a.y - b.y || a.x - b.x;
}

/**
 * {@link freeCells} of `board`, whose newest tile lies on `placed`, worked out from `before`, the
 * free cells of the board without it: the same cells in the same order, without a scan of the
 * whole board.
 */
export function freeCellsAfter(before: readonly Cell[], board: Board, placed: Cell): Cell[] {
  const out = before.filter((c) => c.x !== placed.x || c.y !== placed.y);
  for (const side of SIDES) {
    const next = neighbour(placed, side);
    if (!isOccupied(board, next) && !out.some((c) => c.x === next.x && c.y === next.y)) out.push(next);
  }
  return out.sort(northToSouth);
}

/** K4.1: whether a tile may be placed on `cell`: empty, and edge to edge with a tile or Thera. */
export function canPlace(board: Board, cell: Cell): boolean {
  return !isOccupied(board, cell) && SIDES.some((side) => isOccupied(board, neighbour(cell, side)));
}

/**
 * The board with `placed` added (K4.1). Throws a `RangeError` when the cell is taken or touches no
 * tile nor Thera, or the cell or rotation is not whole; check with {@link canPlace} first.
 */
export function placeTile(board: Board, placed: PlacedTile): Board {
  if (!Number.isInteger(placed.x) || !Number.isInteger(placed.y) || !ROTATIONS.includes(placed.rotation))
    throw new RangeError(`tile ${placed.tile}: cell ${cellKey(placed)} or rotation ${placed.rotation} is not on the grid`);
  if (!canPlace(board, placed)) throw new RangeError(`cannot place tile ${placed.tile} on cell ${cellKey(placed)} (K4.1)`);
  const { x, y, tile, rotation } = placed;
  return { tiles: [...board.tiles, { x, y, tile, rotation }] };
}
