/**
 * The board as the rules see it: the geometry of the state's board (K2), cached, and the questions
 * the turn asks of it (where a boat is, which island a cube or temple is on).
 */
import { analyzeBoard, geometryIndex, geometryMemo, type BoardGeometry, type Island } from '../board/analyze';
import type { DockId } from '../board/routes';
import { extendGeometry } from '../board/extend';
import type { Cell, QuadrantRef } from '../board/coords';
import { islandOfDock } from '../board/islands';
import { PROVISIONAL_COMPONENTS } from '../data/components';
import type { ComponentSet, Quadrant } from '../data/types';
import { freeCells, freeCellsAfter, newBoard, placedTile, type Board, type PlacedTile } from '../board/state';
import type { AkrotiriState } from '../state';
import { mapped } from '../board/shapes';

/** The component set a game runs on (the provisional one when the state holds `null`). */
export function componentsOf(s: AkrotiriState): ComponentSet {
  // The set never changes in play: it keys the caches below.
  return s.components ?? PROVISIONAL_COMPONENTS;
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
const byBoard = new WeakMap<Board, KnownBoard>();

/** A board's entry in {@link byBoard}; a class, as it lives long (see `board/shapes`). */
class KnownBoard {
  constructor(
    readonly components: ComponentSet,
    readonly geometry: BoardGeometry,
  ) {}
}

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
 * The state's board. Boards are only ever replaced (a tile placed makes a new board sharing the
 * placed tiles), never changed in place: the geometry of a board object is worked out once.
 */
export function boardOf(s: AkrotiriState): Board {
  return s.board;
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
  byBoard.set(board, new KnownBoard(components, geometry));
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
      const memo = geometryMemo(geometry);
      if (memo) memo.freeBefore = geometryMemo(g)?.freeCells;
      break;
    }
  }
  geometry ??= analyzeBoard(newBoard(mapped(board.tiles, (t) => placedTile(t.x, t.y, t.tile, t.rotation))), components);
  list.unshift(geometry);
  if (list.length > RECENT_SIZE) list.pop();
  return geometry;
}

/**
 * K4.1: the free cells of the state's board ({@link freeCells}), worked out once per board and
 * kept in its geometry's memo (a geometry never changes). A geometry grown by one tile from one
 * whose free cells were known (its memo's `freeBefore`) works them out from those.
 */
export function freeCellsOf(s: AkrotiriState): readonly Cell[] {
  const g = geometryOf(s);
  const memo = geometryMemo(g);
  if (memo?.freeCells) return memo.freeCells as readonly Cell[];
  const before = memo?.freeBefore as readonly Cell[] | undefined;
  const tiles = g.board.tiles;
  const free = before ? freeCellsAfter(before, g.board, tiles[tiles.length - 1]!) : freeCells(g.board);
  if (memo) memo.freeCells = free;
  return free;
}

/**
 * The island with id `id` on a board geometry (as `islandById`), through a map made once per
 * geometry and kept in its memo (a geometry never changes).
 */
export function islandOf(g: BoardGeometry, id: string | undefined): Island | undefined {
  if (id === undefined) return undefined;
  const memo = geometryMemo(g);
  if (!memo) return g.islands.find((island) => island.id === id);
  const byId = (memo.islandsById ??= new Map(g.islands.map((island) => [island.id, island]))) as ReadonlyMap<string, Island>;
  return byId.get(id);
}

/** K5.1: the docks of island `id` on the state's board geometry `g`, in order (none for no island). */
export function islandDocks(g: BoardGeometry, id: string | undefined): readonly DockId[] {
  return islandOf(g, id)?.docks ?? [];
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
