/**
 * The board's route graph (K2.4): each tile's and Thera's own route graph, joined where the route
 * ends of neighbouring cells meet on a shared edge.
 *
 * Route nodes are strings: `"x,y:N"` for a tile's route end, `"x,y:C"` for its centre junction,
 * `"x,y:a"` for its dock `a`; `"thera:NE.N"` and `"thera:north"` for Thera's. A dock's node key is
 * also its {@link DockId}.
 *
 * @module
 */
import { SIDES, THERA_ROUTE_ENDS, type ComponentSet, type LandTile, type Quadrant, type Side, type Thera } from '../data/types';
import { NODE_NAMES_PER_CELL, THERA_CELLS, cellKey, cellNames, neighbour, oppositeSide, type Cell } from './coords';
import { newList } from './shapes';
import type { PlacedTile } from './state';

/** A dock on the board: the route node key of a tile's dock (`"x,y:a"`) or Thera's (`"thera:north"`). */
export type DockId = string;

/**
 * The route node key of a tile's node `node` (a side, `C` or a dock id) on `cell`. Within reach of
 * Thera, the keys of the first `NODE_NAMES_PER_CELL` nodes met on a cell are made once and
 * kept with the cell's other keys (see `cellNames`); any other key is made afresh. Dock ids come
 * from the component set, so a server seeing many sets would otherwise keep a key for each of
 * their dock ids on each cell, forever: the bound keeps the table small whatever it sees.
 */
export function tileNode(cell: Cell, node: string): string {
  const names = cellNames(cell.x, cell.y);
  if (names === undefined) return `${cellKey(cell)}:${node}`;
  const nodes = (names.nodes ??= new Map());
  let name = nodes.get(node);
  if (name === undefined) {
    name = `${names.cell}:${node}`;
    if (nodes.size < NODE_NAMES_PER_CELL) nodes.set(node, name);
  }
  return name;
}

/**
 * @internal A number for each route node name met on the boards of one component set, from 0, so
 * that a sea search marks the nodes it crossed in a small bit set rather than a set of strings
 * (searches are kept per geometry, see `board/sea`). Every geometry of one set shares its table,
 * so that a search kept with one geometry can be read on the geometry grown from it.
 */
export class NodeTable {
  /** The numbers given so far, by route node name. */
  readonly numbers = new Map<string, number>();

  /** The number of route node `node`, given one on first use. */
  number(node: string): number {
    let n = this.numbers.get(node);
    if (n === undefined) this.numbers.set(node, (n = this.numbers.size));
    return n;
  }
}

/**
 * The node tables by component set: by its tiles, then its Thera (the route node names of a set's
 * boards come from both). Weakly held: a set's table lives exactly as long as the set, so playing
 * many sets (a server loading its users' sets) keeps no table of a set no longer in use.
 */
const nodeTables = new WeakMap<readonly LandTile[], WeakMap<Thera, NodeTable>>();

/** @internal The {@link NodeTable} of the boards of a component set, made on first use. */
export function nodeTableOf(components: Pick<ComponentSet, 'tiles' | 'thera'>): NodeTable {
  let byThera = nodeTables.get(components.tiles);
  if (!byThera) nodeTables.set(components.tiles, (byThera = new WeakMap()));
  let table = byThera.get(components.thera);
  if (!table) byThera.set(components.thera, (table = new NodeTable()));
  return table;
}

/** The route node key of Thera's node `node` (a route end or a dock id). */
export function theraNode(node: string): string {
  return `thera:${node}`;
}

/** Whether a route node lies on Thera. */
export function isTheraNode(node: string): boolean {
  return node.startsWith('thera:');
}

/** Thera's route end `end` as the cell and side it lies on (K2.4). */
export function theraEndEdge(end: string): { cell: Cell; side: Side } {
  const [cellName, side] = end.split('.') as [Quadrant, Side];
  return { cell: THERA_CELLS[cellName], side };
}

/**
 * The route graph as adjacency lists (K2.4). `oriented[i]` is `placed[i]`'s tile in the board
 * frame. Every route end and dock is a node, even when nothing links to it.
 */
export function buildRouteGraph(placed: readonly PlacedTile[], oriented: readonly LandTile[], thera: Thera): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const touch = (node: string): string[] => {
    let list = graph.get(node);
    if (!list) graph.set(node, (list = newList()));
    return list;
  };
  const link = (a: string, b: string): void => {
    touch(a).push(b);
    touch(b).push(a);
  };
  const tileCells = new Set(placed.map(cellKey));

  placed.forEach((cell, i) => {
    const tile = oriented[i];
    if (!tile) return;
    for (const side of SIDES) touch(tileNode(cell, side));
    for (const dock of tile.docks) touch(tileNode(cell, dock.id));
    for (const [a, b] of tile.routes) link(tileNode(cell, a), tileNode(cell, b));
    // Each shared edge between two tiles is linked once, from its west or north tile.
    for (const side of ['E', 'S'] as const) {
      const next = neighbour(cell, side);
      if (tileCells.has(cellKey(next))) link(tileNode(cell, side), tileNode(next, oppositeSide(side)));
    }
  });

  for (const end of THERA_ROUTE_ENDS) touch(theraNode(end));
  for (const dock of thera.docks) touch(theraNode(dock.id));
  for (const [a, b] of thera.routes) link(theraNode(a), theraNode(b));
  for (const end of THERA_ROUTE_ENDS) {
    const { cell, side } = theraEndEdge(end);
    const next = neighbour(cell, side);
    if (tileCells.has(cellKey(next))) link(theraNode(end), tileNode(next, oppositeSide(side)));
  }
  return graph;
}
