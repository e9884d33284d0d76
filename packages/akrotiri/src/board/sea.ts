/**
 * Boat movement over the board (K5.1) and "portages from Thera" (K7): sea moves along connected
 * routes, portages between docks of one island.
 *
 * @module
 */
import { THERA_ISLAND, type BoardGeometry } from './analyze';
import { isTheraNode, type DockId } from './routes';

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
  const { routes, islandOfDock } = geometry;
  if (!islandOfDock.has(from)) return [];
  const throughThera = options?.throughThera ?? true;
  const seen = new Set([from]);
  const queue = [from];
  const docks: DockId[] = [];
  // Plain loops, no per-node fallbacks: every boat move the rules weigh runs this search.
  for (let i = 0; i < queue.length; i++) {
    const links = routes.get(queue[i]!);
    if (links === undefined) continue;
    for (let j = 0; j < links.length; j++) {
      const next = links[j]!;
      if (seen.has(next) || (!throughThera && isTheraNode(next))) continue;
      seen.add(next);
      queue.push(next);
      if (islandOfDock.has(next)) docks.push(next);
    }
  }
  return docks;
}

/**
 * The other islands one sea move reaches from any dock of island `id` (K7 G3 asks this with
 * `throughThera: false`). Thera's island is included when reached, unless the move may not pass
 * through Thera. In first-reached order.
 */
export function seaNeighbourIslands(geometry: BoardGeometry, id: string, options: SeaMoveOptions = {}): string[] {
  const docks = geometry.islands.find((i) => i.id === id)?.docks ?? [];
  const reached = docks.flatMap((dock) => seaReachableDocks(geometry, dock, options).map((d) => geometry.islandOfDock.get(d) ?? id));
  return [...new Set(reached)].filter((other) => other !== id);
}

/** K5.1 by land: the other docks of `from`'s island, one portage away (Thera's two docks included). */
export function portageDocks(geometry: BoardGeometry, from: DockId): DockId[] {
  const island = geometry.islandOfDock.get(from);
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
