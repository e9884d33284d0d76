/**
 * Checks a component set against the board model (K2) and the bounds of K9, so a user's own set
 * can be loaded safely. Every problem names the faulty entry.
 *
 * @module
 */
import { COMPONENT_COUNTS, TIER_BOUNDS, inRange } from './bounds';
import { layoutProblems } from './layout';
import {
  CENTRE,
  DIRECTIONS,
  ICONS,
  QUADRANTS,
  SIDES,
  THERA_ROUTE_ENDS,
  TIERS,
  type ComponentSet,
  type LandTile,
  type MapCard,
  type RouteEdge,
  type Thera,
} from './types';

/** One problem found in a component set. */
export interface ComponentProblem {
  /** The faulty entry, e.g. `tile V03`, `map E07`, `thera`, `tiles` (the set as a whole). */
  readonly entry: string;
  /** A sentence saying what is wrong, starting with the entry. */
  readonly message: string;
}

const has = (list: readonly string[], value: unknown): boolean => typeof value === 'string' && list.includes(value);

/**
 * Every problem in `set`: wrong counts (K1.1, K1.2), duplicate ids, tiles whose joins are not a
 * partition of NW/NE/SE/SW, icon or dock on a missing piece, routes naming a missing node, a
 * layout that cannot be drawn (see `layoutProblems`), Thera without 2 opposite docks or with a
 * bare route end, map cards outside their tier's bounds (K9). Empty when the set is sound.
 */
export function validateComponents(set: ComponentSet): ComponentProblem[] {
  const problems: ComponentProblem[] = [];
  const report = (entry: string, text: string): void => void problems.push({ entry, message: `${entry}: ${text}` });
  // A set loaded from JSON may not have the declared shape: report instead of throwing.
  const guarded = (entry: string, check: () => string[]): void => {
    try {
      for (const text of check()) report(entry, text);
    } catch (error) {
      report(entry, `is malformed (${error instanceof Error ? error.message : String(error)})`);
    }
  };
  if (!Array.isArray(set.tiles) || !Array.isArray(set.maps) || typeof set.thera !== 'object' || set.thera === null) {
    report('set', 'needs arrays `tiles` and `maps` and an object `thera`');
    return problems;
  }

  if (set.tiles.length !== COMPONENT_COUNTS.tiles) report('tiles', `expected ${COMPONENT_COUNTS.tiles} tiles, found ${set.tiles.length}`);
  for (const icon of ICONS) {
    const n = set.tiles.filter((t) => t.icon === icon).length;
    if (n !== COMPONENT_COUNTS.tilesPerIcon) report('tiles', `expected ${COMPONENT_COUNTS.tilesPerIcon} ${icon} tiles, found ${n}`);
  }
  for (const id of duplicates(set.tiles.map((t) => t.id))) report(`tile ${id}`, 'id used by more than one tile');
  for (const tile of set.tiles) guarded(`tile ${tile.id}`, () => tileProblems(tile));

  guarded('thera', () => theraProblems(set.thera));

  for (const tier of TIERS) {
    const n = set.maps.filter((m) => m.tier === tier).length;
    if (n !== COMPONENT_COUNTS.mapsPerTier) report('maps', `expected ${COMPONENT_COUNTS.mapsPerTier} ${tier} map cards, found ${n}`);
  }
  for (const id of duplicates(set.maps.map((m) => m.id))) report(`map ${id}`, 'id used by more than one map card');
  for (const map of set.maps) guarded(`map ${map.id}`, () => mapProblems(map));
  return problems;
}

/** The problems of one land tile, as sentences. */
export function tileProblems(tile: LandTile): string[] {
  const problems: string[] = [];
  if (!has(ICONS, tile.icon)) problems.push(`unknown icon ${String(tile.icon)}`);
  const listed = tile.joins.flat();
  const missing = QUADRANTS.filter((q) => !listed.includes(q));
  const strange = listed.filter((q) => !has(QUADRANTS, q));
  const repeated = duplicates(listed);
  const partition = missing.length === 0 && strange.length === 0 && repeated.length === 0 && tile.joins.every((g) => g.length > 0);
  if (!partition) {
    const why = [
      missing.length ? `missing ${missing.join(', ')}` : '',
      repeated.length ? `${repeated.join(', ')} in two pieces` : '',
      strange.length ? `unknown ${strange.join(', ')}` : '',
      tile.joins.some((g) => g.length === 0) ? 'an empty piece' : '',
    ].filter(Boolean);
    problems.push(`joins are not a partition of NW/NE/SE/SW (${why.join('; ')})`);
  }
  if (!has(QUADRANTS, tile.iconQuadrant)) problems.push(`icon on missing piece ${String(tile.iconQuadrant)}`);

  const { docksPerTile } = COMPONENT_COUNTS;
  if (!inRange(tile.docks.length, docksPerTile))
    problems.push(`has ${tile.docks.length} docks, expected ${docksPerTile.min}–${docksPerTile.max}`);
  for (const id of duplicates(tile.docks.map((d) => d.id))) problems.push(`dock id ${id} used twice`);
  for (const dock of tile.docks) {
    if (has(SIDES, dock.id) || dock.id === CENTRE) problems.push(`dock id ${dock.id} clashes with a route end or the centre`);
    if (!has(QUADRANTS, dock.piece)) problems.push(`dock ${dock.id} on missing piece ${String(dock.piece)}`);
  }
  const nodes = [...SIDES, CENTRE, ...tile.docks.map((d) => d.id)];
  const routeOk = routeProblems(tile.routes, nodes, problems);
  if (partition && routeOk && problems.length === 0) problems.push(...layoutProblems(tile));
  return problems;
}

/** Adds to `problems` each route edge naming a missing node, a loop or a repeat; whether none did. */
function routeProblems(routes: readonly RouteEdge[], nodes: readonly string[], problems: string[]): boolean {
  const before = problems.length;
  const seen = new Set<string>();
  for (const edge of routes) {
    const [a, b] = edge;
    for (const node of [a, b]) if (!nodes.includes(node)) problems.push(`route ${a}–${b} references missing node ${node}`);
    if (a === b) problems.push(`route ${a}–${b} is a loop`);
    const key = [a, b].sort().join('–');
    if (seen.has(key)) problems.push(`route ${a}–${b} listed twice`);
    seen.add(key);
  }
  return problems.length === before;
}

/** The problems of the Thera board, as sentences (K2.4, K9). */
export function theraProblems(thera: Thera): string[] {
  const problems: string[] = [];
  const { docks } = thera;
  if (docks.length !== COMPONENT_COUNTS.theraDocks) problems.push(`has ${docks.length} docks, expected ${COMPONENT_COUNTS.theraDocks}`);
  const [first, second] = docks;
  if (first && second && SIDES.indexOf(first.side) !== (SIDES.indexOf(second.side) + 2) % 4)
    problems.push(`docks ${first.id} (${first.side}) and ${second.id} (${second.side}) are not on opposite sides`);
  for (const id of duplicates(docks.map((d) => d.id))) problems.push(`dock id ${id} used twice`);
  for (const dock of docks) {
    if (has(THERA_ROUTE_ENDS, dock.id)) problems.push(`dock id ${dock.id} clashes with a route end`);
    if (!has(SIDES, dock.side)) problems.push(`dock ${dock.id} on unknown side ${String(dock.side)}`);
    if (!thera.routes.some((e) => e.includes(dock.id))) problems.push(`dock ${dock.id} is on no route`);
  }
  routeProblems(thera.routes, [...THERA_ROUTE_ENDS, ...docks.map((d) => d.id)], problems);
  for (const end of THERA_ROUTE_ENDS) if (!thera.routes.some((e) => e.includes(end))) problems.push(`route end ${end} has no route`);
  return problems;
}

/** The problems of one map card, as sentences (K5.4, K9). */
export function mapProblems(map: MapCard): string[] {
  const problems: string[] = [];
  const bounds = has(TIERS, map.tier) ? TIER_BOUNDS[map.tier] : undefined;
  if (!bounds) return [`unknown tier ${String(map.tier)}`];
  const icons = map.requirements.reduce((n, r) => n + r.count, 0);
  const range = (r: { min: number; max: number }): string => `${r.min}–${r.max}`;
  if (!inRange(icons, bounds.icons)) problems.push(`shows ${icons} icons, ${map.tier} cards show ${range(bounds.icons)}`);
  if (!inRange(map.cost, bounds.cost)) problems.push(`costs ${map.cost}, ${map.tier} cards cost ${range(bounds.cost)}`);
  if (!inRange(map.vp, bounds.vp)) problems.push(`scores ${map.vp} VP, ${map.tier} cards score ${range(bounds.vp)}`);
  for (const r of map.requirements) {
    if (!Number.isInteger(r.count) || r.count < 1) problems.push(`requirement count ${r.count} is not a positive whole number`);
    if (!has(ICONS, r.icon)) problems.push(`requirement has unknown icon ${String(r.icon)}`);
    if (!has(DIRECTIONS, r.direction)) problems.push(`requirement has unknown direction ${String(r.direction)}`);
  }
  for (const key of duplicates(map.requirements.map((r) => `${r.icon} ${r.direction}`))) problems.push(`requirement ${key} listed twice`);
  return problems;
}

/** The values that occur more than once in `values`, each once, in first-seen order. */
function duplicates(values: readonly string[]): string[] {
  return [...new Set(values.filter((v, i) => values.indexOf(v) !== i))];
}
