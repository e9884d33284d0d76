/**
 * The board as the rules see it: the geometry of the state's board (K2), cached, and the questions
 * the turn asks of it (where a boat is, which island a cube or temple is on).
 */
import { isDraft, original, type Draft } from 'immer';
import { analyzeBoard, type BoardGeometry } from '../board/analyze';
import type { QuadrantRef } from '../board/coords';
import { islandAt, islandOfDock } from '../board/islands';
import { PROVISIONAL_COMPONENTS } from '../data/components';
import type { ComponentSet, Quadrant } from '../data/types';
import type { AkrotiriState } from '../state';

/** The component set a game runs on (the provisional one when the state holds `null`). */
export function componentsOf(s: AkrotiriState): ComponentSet {
  const c = s.components;
  if (c === null) return PROVISIONAL_COMPONENTS;
  // Under immer, read the untouched original: the set never changes and keys the caches below.
  return isDraft(c) ? (original(c as Draft<ComponentSet>) as ComponentSet) : c;
}

const CACHE_SIZE = 64;
const caches = new WeakMap<ComponentSet, Map<string, BoardGeometry>>();

/** Geometry by frozen board object: a frozen board never changes, so its identity is its content. */
const byBoard = new WeakMap<object, { components: ComponentSet; geometry: BoardGeometry }>();

/** The geometry of the state's board (K2), cached by component set and board contents. */
export function geometryOf(s: AkrotiriState): BoardGeometry {
  const components = componentsOf(s);
  // Boards are only ever replaced, never changed in place: a draft's original is its content.
  const board = isDraft(s.board) ? (original(s.board as Draft<AkrotiriState['board']>) as AkrotiriState['board']) : s.board;
  const frozen = Object.isFrozen(board) ? byBoard.get(board) : undefined;
  if (frozen && frozen.components === components) return frozen.geometry;
  const geometry = geometryByContent(board, components);
  if (Object.isFrozen(board)) byBoard.set(board, { components, geometry });
  return geometry;
}

function geometryByContent(board: AkrotiriState['board'], components: ComponentSet): BoardGeometry {
  let cache = caches.get(components);
  if (!cache) caches.set(components, (cache = new Map()));
  const tiles = board.tiles.map((t) => ({ x: t.x, y: t.y, tile: t.tile, rotation: t.rotation }));
  const key = tiles.map((t) => `${t.x},${t.y},${t.tile},${t.rotation}`).join(';');
  let geometry = cache.get(key);
  if (!geometry) {
    geometry = analyzeBoard({ tiles }, components);
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    cache.set(key, geometry);
  }
  return geometry;
}

const moveCache = new WeakMap<BoardGeometry, Map<string, unknown>>();

/** A value derived from a geometry and a key, computed once (geometries never change). */
export function memo<T>(g: BoardGeometry, key: string, make: () => T): T {
  let cache = moveCache.get(g);
  if (!cache) moveCache.set(g, (cache = new Map()));
  if (!cache.has(key)) cache.set(key, make());
  return cache.get(key) as T;
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
  const tile = g.tiles.get(cell);
  const piece = tile?.docks.find((d) => d.id === id)?.piece;
  if (!piece) return undefined;
  const [x, y] = cell.split(',').map(Number) as [number, number];
  return { x, y, quadrant: piece as Quadrant };
}

/** The islands holding temples, each with its temples' seats (K5.3, K7). */
export function templeIslands(g: BoardGeometry, s: AkrotiriState): Map<string, number[]> {
  const out = new Map<string, number[]>();
  for (const t of s.temples) {
    const island = islandAt(g, t) ?? '';
    out.set(island, [...(out.get(island) ?? []), t.seat]);
  }
  return out;
}

/** The other seat's boat dock, if placed. */
export function otherBoat(s: AkrotiriState, seat: number): string | null {
  return s.seats[1 - seat]?.boat ?? null;
}
