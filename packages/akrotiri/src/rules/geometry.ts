/**
 * The board as the rules see it: the geometry of the state's board (K2), cached, and the questions
 * the turn asks of it (where a boat is, which island a cube or temple is on).
 */
import { isDraft, original, type Draft } from 'immer';
import { analyzeBoard, geometryIndex, type BoardGeometry } from '../board/analyze';
import { extendGeometry } from '../board/extend';
import type { Cell, QuadrantRef } from '../board/coords';
import { islandOfDock } from '../board/islands';
import { PROVISIONAL_COMPONENTS } from '../data/components';
import type { ComponentSet, Quadrant } from '../data/types';
import { freeCells, freeCellsAfter, type Board, type PlacedTile } from '../board/state';
import type { AkrotiriState } from '../state';

/** The component set a game runs on (the provisional one when the state holds `null`). */
export function componentsOf(s: AkrotiriState): ComponentSet {
  const c = s.components;
  if (c === null) return PROVISIONAL_COMPONENTS;
  // Under immer, read the untouched original: the set never changes and keys the caches below.
  return isDraft(c) ? (original(c as Draft<ComponentSet>) as ComponentSet) : c;
}

/**
 * How many recent geometries each component set keeps, to reuse for an equal board in a new object
 * (a cloned state) or to grow by the tile just placed. Play makes each board from the last one.
 */
const RECENT_SIZE = 16;
/** Recent geometries by component set, most recent first. */
const recent = new WeakMap<ComponentSet, BoardGeometry[]>();

/**
 * Geometry by board object. A frozen board never changes, so its identity is its content. A
 * mutable board (the simulator's) is only ever replaced by the rules, but could still be edited in
 * place by a caller: its entry is trusted only while its tiles still match the geometry's own
 * private copy of them (a cheap field-by-field check, no allocation).
 */
const byBoard = new WeakMap<Board, { components: ComponentSet; geometry: BoardGeometry }>();

/** Whether the first `count` of `tiles` are exactly those of `copy`. */
function sameTiles(tiles: readonly PlacedTile[], copy: readonly PlacedTile[], count: number): boolean {
  for (let i = 0; i < count; i++) {
    const a = tiles[i]!;
    const b = copy[i]!;
    if (a.x !== b.x || a.y !== b.y || a.tile !== b.tile || a.rotation !== b.rotation) return false;
  }
  return true;
}

/**
 * The state's board; under immer, the draft's untouched original. Boards are only ever replaced,
 * never changed in place, so the original is the content, and reading it creates no drafts.
 */
export function boardOf(s: AkrotiriState): Board {
  const board = s.board;
  return isDraft(board) ? (original(board as Draft<Board>) as Board) : board;
}

/** The geometry of the state's board (K2), cached by board object, else derived from a recent one. */
export function geometryOf(s: AkrotiriState): BoardGeometry {
  const components = componentsOf(s);
  const board = boardOf(s);
  const known = byBoard.get(board);
  if (known && known.components === components) {
    const copy = known.geometry.board.tiles;
    if (Object.isFrozen(board) || (board.tiles.length === copy.length && sameTiles(board.tiles, copy, copy.length))) return known.geometry;
  }
  const geometry = geometryByContent(board, components);
  byBoard.set(board, { components, geometry });
  return geometry;
}

/**
 * The geometry of a board not seen as an object before: a recent geometry of the same tiles, or
 * one grown from the geometry of the same tiles but the newest, or else analysed afresh. Every
 * geometry holds a private copy of its tiles, so it never aliases a board that may change.
 */
function geometryByContent(board: Board, components: ComponentSet): BoardGeometry {
  let list = recent.get(components);
  if (!list) recent.set(components, (list = []));
  const count = board.tiles.length;
  let geometry: BoardGeometry | undefined;
  for (const g of list) {
    const copy = g.board.tiles;
    if (copy.length === count && sameTiles(board.tiles, copy, count)) return g;
    if (copy.length === count - 1 && sameTiles(board.tiles, copy, count - 1)) {
      geometry = extendGeometry(g, board.tiles[count - 1]!, components);
      const before = memos.get(g)?.get(FREE_CELLS) as readonly Cell[] | undefined;
      if (before) freeBefore.set(geometry, before);
      break;
    }
  }
  geometry ??= analyzeBoard({ tiles: board.tiles.map((t) => ({ x: t.x, y: t.y, tile: t.tile, rotation: t.rotation })) }, components);
  list.unshift(geometry);
  if (list.length > RECENT_SIZE) list.pop();
  return geometry;
}

const memos = new WeakMap<BoardGeometry, Map<string, unknown>>();

/** A value derived from a geometry and a key, computed once (geometries never change). */
function memo<T>(g: BoardGeometry, key: string, make: () => T): T {
  let cache = memos.get(g);
  if (!cache) memos.set(g, (cache = new Map()));
  if (!cache.has(key)) cache.set(key, make());
  return cache.get(key) as T;
}

/** The {@link memo} key of a board's free cells. */
const FREE_CELLS = 'freeCells';
/** For a geometry grown by one tile: the free cells of the board it grew from, when they were known. */
const freeBefore = new WeakMap<BoardGeometry, readonly Cell[]>();

/** K4.1: the free cells of the state's board ({@link freeCells}), worked out once per board. */
export function freeCellsOf(s: AkrotiriState): readonly Cell[] {
  const g = geometryOf(s);
  return memo(g, FREE_CELLS, () => {
    const before = freeBefore.get(g);
    const tiles = g.board.tiles;
    return before ? freeCellsAfter(before, g.board, tiles[tiles.length - 1]!) : freeCells(g.board);
  });
}

/** The island of a seat's boat, if the boat is on the board. */
export function boatIsland(g: BoardGeometry, s: AkrotiriState, seat: number): string | undefined {
  const dock = s.seats[seat]?.boat;
  return dock ? islandOfDock(g, dock) : undefined;
}

/** The quadrant of the piece a tile dock belongs to (K2.2); `undefined` for Thera's docks. */
export function dockQuadrant(g: BoardGeometry, dock: string): QuadrantRef | undefined {
  const [cell, id] = dock.split(':');
  if (!cell || !id || cell === 'thera') return undefined;
  const tile = geometryIndex(g).tiles.get(cell);
  const piece = tile?.docks.find((d) => d.id === id)?.piece;
  if (!piece) return undefined;
  const [x, y] = cell.split(',').map(Number) as [number, number];
  return { x, y, quadrant: piece as Quadrant };
}

/** The other seat's boat dock, if placed. */
export function otherBoat(s: AkrotiriState, seat: number): string | null {
  return s.seats[1 - seat]?.boat ?? null;
}
