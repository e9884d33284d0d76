/**
 * A tile's layout as a plane drawing (K2.2, K2.4): land at the four corners, route ends at the edge
 * midpoints, so joined pieces wall the sea into regions. Used to check that a tile's routes stay
 * at sea and its docks face the sea their routes cross. Assumes joins are already a partition.
 *
 * @module
 */
import { CENTRE, SIDES, type LandTile, type Quadrant, type Side } from './types';

/** Positions around a tile's rim, clockwise from the NW corner: corners even, route ends odd. */
const RIM: Readonly<Record<Quadrant | Side, number>> = { NW: 0, N: 1, NE: 2, E: 3, SE: 4, S: 5, SW: 6, W: 7 };

/** Whether some of `group`'s corners lie strictly between rim positions `a` and `b` and some outside. */
function splits(group: readonly Quadrant[], a: number, b: number): boolean {
  const lo = Math.min(a, b);
  const hi = Math.max(a, b);
  const inside = group.some((q) => RIM[q] > lo && RIM[q] < hi);
  const outside = group.some((q) => RIM[q] < lo || RIM[q] > hi);
  return inside && outside;
}

/** Whether two land masses cross each other, which no plane drawing allows (NW–SE beside NE–SW). */
export function joinsCross(joins: readonly (readonly Quadrant[])[]): boolean {
  return joins.some((g) => joins.some((h) => g !== h && h.some((a) => h.some((b) => splits(g, RIM[a], RIM[b])))));
}

/** Whether a land mass links two opposite corners, covering the tile's centre. */
export function centreIsLand(joins: readonly (readonly Quadrant[])[]): boolean {
  return joins.some((g) => (g.includes('NW') && g.includes('SE')) || (g.includes('NE') && g.includes('SW')));
}

/**
 * The sea regions of a tile: route ends grouped by the open water between them. Four separate
 * pieces leave one region; the two northern pieces joined cut `N` off into a bay of its own.
 */
export function seaRegions(joins: readonly (readonly Quadrant[])[]): Side[][] {
  const regions: Side[][] = [];
  for (const side of SIDES) {
    const region = regions.find((r) => !joins.some((g) => splits(g, RIM[r[0] ?? side], RIM[side])));
    if (region) region.push(side);
    else regions.push([side]);
  }
  return regions;
}

/** Whether a sea region washes the coast of the land mass holding corner `piece`. */
function washes(region: readonly Side[], joins: readonly (readonly Quadrant[])[], piece: Quadrant): boolean {
  const mass = joins.find((g) => g.includes(piece)) ?? [piece];
  return region.some((s) => mass.some((q) => (RIM[s] - RIM[q] + 8) % 8 === 1 || (RIM[q] - RIM[s] + 8) % 8 === 1));
}

/**
 * What is physically impossible in a tile's layout, as sentences (empty when the tile could be
 * drawn): crossing land masses, a centre junction on land, routes that cross land, docks off any
 * route end, docks on a piece their sea does not reach.
 */
export function layoutProblems(tile: LandTile): string[] {
  const problems: string[] = [];
  if (joinsCross(tile.joins)) problems.push('its land masses NW–SE and NE–SW cross');
  const regions = seaRegions(tile.joins);
  const centreLand = centreIsLand(tile.joins);
  // The centre lies in the one region with two or more route ends whenever it is at sea.
  const centreRegion = centreLand ? -1 : regions.findIndex((r) => r.length >= 2);
  const regionOf = (node: string): number | undefined => {
    if (node === CENTRE) return centreRegion;
    const side = SIDES.find((s) => s === node);
    return side ? regions.findIndex((r) => r.includes(side)) : undefined;
  };
  if (centreLand && tile.routes.some((e) => e.includes(CENTRE))) problems.push('its centre junction lies on land');

  for (const part of routeParts(tile)) {
    const seas = [...new Set(part.map(regionOf).filter((r): r is number => r !== undefined && r >= 0))];
    if (seas.length > 1) problems.push(`a route crosses land between ${part.filter((n) => regionOf(n) !== undefined).join(', ')}`);
    for (const dock of tile.docks.filter((d) => part.includes(d.id))) {
      const sea = seas[0];
      if (sea === undefined) problems.push(`dock ${dock.id} is on no route to a route end`);
      else if (seas.length === 1 && !washes(regions[sea] ?? [], tile.joins, dock.piece))
        problems.push(`dock ${dock.id} on piece ${dock.piece} is not on the coast its routes reach`);
    }
  }
  return problems;
}

/** The connected parts of a tile's route graph, each as the list of its nodes (docks always included). */
function routeParts(tile: LandTile): string[][] {
  const parts: string[][] = tile.docks.map((d) => [d.id]);
  const find = (node: string): string[] => {
    let part = parts.find((p) => p.includes(node));
    if (!part) parts.push((part = [node]));
    return part;
  };
  for (const [a, b] of tile.routes) {
    const pa = find(a);
    const pb = find(b);
    if (pa !== pb) {
      pa.push(...pb);
      parts.splice(parts.indexOf(pb), 1);
    }
  }
  return parts;
}
