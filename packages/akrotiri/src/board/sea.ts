/**
 * Boat movement over the board (K5.1) and "portages from Thera" (K7): sea moves along connected
 * routes, portages between docks of one island.
 *
 * @module
 */
import { THERA_ISLAND, geometryIndex, geometryMemo, type BoardGeometry } from './analyze';
import { newList } from './shapes';
import { NodeTable, isTheraNode, type DockId } from './routes';

/** Options for {@link seaReachableDocks}. */
export interface SeaMoveOptions {
  /**
   * Whether the move may pass through Thera's routes (default `true`). K7 G3 asks for sea moves
   * "not through Thera": with `false`, no route node of Thera is entered (so a move from a Thera dock
   * reaches nothing).
   */
  readonly throughThera?: boolean;
}

/**
 * K5.1 by sea: the docks one sea move from `from` can stop at, along connected routes, taking any
 * branch and passing other docks freely; `from` itself excluded. Boats are not considered: the game
 * removes a dock the other boat occupies. Ordered by distance along the routes.
 */
export function seaReachableDocks(geometry: BoardGeometry, from: DockId, options?: SeaMoveOptions): DockId[] {
  return [...seaSearch(geometry, from, options?.throughThera ?? true).docks];
}

/**
 * @internal A sea search from one dock: the docks it reaches, in order, and the route nodes it
 * crossed. A class: searches are kept with their geometry, and live long (see `board/shapes`).
 */
export class SeaSearch {
  constructor(
    readonly docks: readonly DockId[],
    /** The route nodes crossed, as a set of node numbers (see `NodeTable`): bit `n % 32` of word `n >> 5`. */
    readonly nodes: Uint32Array,
  ) {}
}

/**
 * The node numbers a search on `geometry` uses: those of its component set, shared by the
 * geometries grown from one another (see `NodeTable`); a table of its own for a geometry made
 * elsewhere, whose searches are not kept.
 */
function tableOf(geometry: BoardGeometry): NodeTable {
  return geometryMemo(geometry)?.nodes ?? new NodeTable();
}

/** Whether the search crossed route node `node` (numbered in `table`). */
function crossed(table: NodeTable, found: SeaSearch, node: string): boolean {
  const n = table.numbers.get(node);
  return n !== undefined && (n >> 5) < found.nodes.length && (found.nodes[n >> 5]! & (1 << (n & 31))) !== 0;
}

/**
 * The sea searches through Thera (boat moves) kept with a geometry, by dock (its memo's
 * `searches`). A geometry never changes, so neither does a search on it; `inheritSeaSearches`
 * carries them over to a grown geometry.
 */
type Searches = Map<DockId, SeaSearch>;

/** @internal {@link seaReachableDocks} with the nodes crossed; searches through Thera are kept per geometry. */
export function seaSearch(geometry: BoardGeometry, from: DockId, throughThera = true): SeaSearch {
  // Only a geometry built here is sure never to change: one made elsewhere may hold maps its maker still changes.
  const memo = throughThera ? geometryMemo(geometry) : undefined;
  if (memo === undefined) return search(geometry, from, throughThera);
  const known = (memo.searches ??= new Map()) as Searches;
  let found = known.get(from);
  if (!found) known.set(from, (found = search(geometry, from, true)));
  return found;
}

/**
 * @internal Carries the sea searches of `parent` over to `child`, its geometry grown by one tile,
 * when the tile leaves them as they were. A new tile changes the route graph only at its own
 * nodes and at `linked`, the older nodes it links to; a search that crossed none of those never
 * reaches the new tile, and crosses the same nodes with the same links in the grown geometry,
 * so it finds the same docks in the same order.
 */
export function inheritSeaSearches(parent: BoardGeometry, child: BoardGeometry, linked: readonly string[]): void {
  const parentMemo = geometryMemo(parent);
  const known = parentMemo?.searches as Searches | undefined;
  const memo = geometryMemo(child);
  // Only searches numbered in the child's own table can be read there.
  if (!known || !memo || parentMemo!.nodes !== memo.nodes) return;
  const kept: Searches = new Map();
  for (const [from, found] of known) if (!linked.some((node) => crossed(memo.nodes, found, node))) kept.set(from, found);
  if (kept.size > 0) memo.searches = kept;
}

/** The breadth-first search of {@link seaSearch}. */
function search(geometry: BoardGeometry, from: DockId, throughThera: boolean): SeaSearch {
  const { routes, islandOfDock } = geometryIndex(geometry);
  const table = tableOf(geometry);
  let seen: Uint32Array = new Uint32Array((table.numbers.size >> 5) + 2);
  const docks = newList<DockId>();
  const start = table.number(from);
  seen[start >> 5]! |= 1 << (start & 31);
  if (!islandOfDock.has(from)) return new SeaSearch(docks, seen);
  const queue = [from];
  // Plain loops, no per-node fallbacks: every boat move the rules weigh runs this search.
  for (let i = 0; i < queue.length; i++) {
    const links = routes.get(queue[i]!);
    if (links === undefined) continue;
    for (let j = 0; j < links.length; j++) {
      const next = links[j]!;
      const n = table.number(next);
      const word = n >> 5;
      const bit = 1 << (n & 31);
      if (word >= seen.length) seen = grown(seen, word);
      if ((seen[word]! & bit) !== 0 || (!throughThera && isTheraNode(next))) continue;
      seen[word]! |= bit;
      queue.push(next);
      if (islandOfDock.has(next)) docks.push(next);
    }
  }
  return new SeaSearch(docks, seen);
}

/** A copy of bit set `bits` with room for word `word`. */
function grown(bits: Uint32Array, word: number): Uint32Array {
  const out = new Uint32Array(word + 1 + (word >> 1));
  out.set(bits);
  return out;
}

/**
 * The other islands one sea move reaches from any dock of island `id` (K7 G3 asks this with
 * `throughThera: false`). Thera's island is included when reached, unless the move may not pass
 * through Thera. In first-reached order.
 */
export function seaNeighbourIslands(geometry: BoardGeometry, id: string, options: SeaMoveOptions = {}): string[] {
  const docks = geometry.islands.find((i) => i.id === id)?.docks ?? [];
  const { islandOfDock } = geometryIndex(geometry);
  const reached = docks.flatMap((dock) => seaReachableDocks(geometry, dock, options).map((d) => islandOfDock.get(d) ?? id));
  return [...new Set(reached)].filter((other) => other !== id);
}

/** K5.1 by land: the other docks of `from`'s island, one portage away (Thera's two docks included). */
export function portageDocks(geometry: BoardGeometry, from: DockId): DockId[] {
  const island = geometryIndex(geometry).islandOfDock.get(from);
  return geometry.islands.find((i) => i.id === island)?.docks.filter((d) => d !== from) ?? [];
}

/**
 * K7 [D] "portages from Thera": for every island a boat can reach from a Thera dock, the least number
 * of portages it needs to reach one of the island's docks, sea moves being free. Thera's island is
 * 0; an island sea-connected to Thera is 0; islands no boat can reach (no docks, or cut off) are
 * absent. Keyed by island id.
 */
export function portagesFromThera(geometry: BoardGeometry): Record<string, number> {
  const partOf = seaParts(geometry);
  const docksOf = new Map<number, DockId[]>();
  for (const [dock, part] of partOf) docksOf.set(part, [...(docksOf.get(part) ?? []), dock]);

  const portages: Record<string, number> = {};
  const theraDocks = geometry.islands.find((i) => i.id === THERA_ISLAND)?.docks ?? [];
  // Breadth-first by portages: `parts` are the sea regions first reached with `count` portages.
  let parts = new Set(theraDocks.map((d) => partOf.get(d) ?? -1));
  const reached = new Set(parts);
  for (let count = 0; parts.size > 0; count++) {
    const next = new Set<number>();
    for (const part of parts) {
      for (const dock of docksOf.get(part) ?? []) {
        const island = geometry.islandOfDock.get(dock);
        if (island === undefined || portages[island] !== undefined) continue;
        portages[island] = count;
        for (const other of geometry.islands.find((i) => i.id === island)?.docks ?? []) {
          const otherPart = partOf.get(other) ?? -1;
          if (!reached.has(otherPart)) next.add(otherPart);
          reached.add(otherPart);
        }
      }
    }
    parts = next;
  }
  return portages;
}

/** Which connected part of the route graph each dock lies in, numbered from 0. */
function seaParts(geometry: BoardGeometry): Map<DockId, number> {
  const partOfNode = new Map<string, number>();
  let count = 0;
  for (const start of geometry.routes.keys()) {
    if (partOfNode.has(start)) continue;
    const queue = [start];
    partOfNode.set(start, count);
    for (let i = 0; i < queue.length; i++) {
      for (const next of geometry.routes.get(queue[i] ?? '') ?? []) {
        if (!partOfNode.has(next)) {
          partOfNode.set(next, count);
          queue.push(next);
        }
      }
    }
    count++;
  }
  return new Map([...geometry.islandOfDock.keys()].map((dock) => [dock, partOfNode.get(dock) ?? -1]));
}
