/**
 * Checks a component set against the board model (K2) and the bounds of K9, so a user's own set
 * can be loaded safely. Every problem names the faulty entry.
 *
 * @module
 */
import { COMPONENT_COUNTS, COMPONENT_ID, MAP_CARD_BOUNDS, inRange } from './bounds';
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
  /** The faulty entry, e.g. `tile V03`, `map E07`, `thera`, `tiles` (the set as a whole), `tile #4` (an entry without a usable id). */
  readonly entry: string;
  /**
   * The faulty field's path inside the set: `tiles.V03` (an entry named by its id), `tiles[4]` (by
   * its index, when it has no usable id), `tiles.V03.docks[0].id`, `maps.E01.requirements[1]`,
   * `thera.docks[1].id`. Setup reports it as `options.components.<path>`.
   */
  readonly path: string;
  /** A sentence saying what is wrong, starting with the entry. */
  readonly message: string;
}

const has = (list: readonly string[], value: unknown): boolean => typeof value === 'string' && list.includes(value);
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Why `value` cannot be an id (a tile, dock or map card id), or `undefined`: ids are non-empty
 * strings of at most {@link COMPONENT_ID}`.maxLength` characters without `:` or `,` (dock ids
 * become part of route node keys like `"x,y:a"`, and actions carry ids).
 */
export function idProblem(value: unknown): string | undefined {
  if (typeof value !== 'string') return `id must be a string, got ${value === null ? 'null' : typeof value}`;
  if (value.length === 0) return 'id is empty';
  if (value.length > COMPONENT_ID.maxLength) return `id is ${value.length} characters long, at most ${COMPONENT_ID.maxLength} allowed`;
  const bad = COMPONENT_ID.forbidden.filter((c) => value.includes(c));
  if (bad.length > 0) return `id ${JSON.stringify(value)} contains ${bad.map((c) => `"${c}"`).join(' and ')}`;
  return undefined;
}

/** A problem report: the entry (for the message), the field path, and the text. */
type Report = (entry: string, path: string, text: string) => void;

/** The fields of each kind of entry: exactly these, no more and no fewer (a stray field would be stored and shown). */
const FIELDS = {
  set: ['tiles', 'thera', 'maps', 'provisional'],
  tile: ['id', 'icon', 'iconQuadrant', 'joins', 'docks', 'routes', 'provisional'],
  tileDock: ['id', 'piece'],
  thera: ['routes', 'docks', 'provisional'],
  theraDock: ['id', 'side'],
  map: ['id', 'tier', 'requirements', 'cost', 'vp', 'provisional'],
  requirement: ['count', 'icon', 'direction'],
} as const;

/** `path.key`, or `key` at the set's top (whose path is empty). */
const at = (path: string, key: string): string => (path ? `${path}.${key}` : key);

/**
 * Reports each field of `fields` that `value` lacks and each field it has beyond them, and a
 * `provisional` that is not `true` or `false`; whether none was found.
 */
function exactFields(report: Report, name: { entry: string; path: string }, value: Record<string, unknown>, fields: readonly string[], kind: string): boolean {
  let ok = true;
  for (const key of fields) {
    if (!Object.hasOwn(value, key)) {
      report(name.entry, at(name.path, key), `${key} is missing`);
      ok = false;
    }
  }
  for (const key of Object.keys(value)) {
    if (!fields.includes(key)) {
      report(name.entry, at(name.path, key), `${JSON.stringify(key.length > 40 ? `${key.slice(0, 40)}…` : key)} is not a field of ${kind} (the fields are ${fields.join(', ')})`);
      ok = false;
    }
  }
  if (Object.hasOwn(value, 'provisional') && typeof value['provisional'] !== 'boolean') {
    report(name.entry, at(name.path, 'provisional'), `provisional must be true or false, got ${JSON.stringify(value['provisional'])}`);
    ok = false;
  }
  return ok;
}

/**
 * How an entry of a list is named: by its id when it has a usable one (`tile V03`, `tiles.V03`),
 * else by its index (`tile #4`, `tiles[4]`).
 */
function nameOf(kind: string, list: string, entry: unknown, index: number): { entry: string; path: string } {
  const id = isObject(entry) ? entry['id'] : undefined;
  return idProblem(id) === undefined ? { entry: `${kind} ${String(id)}`, path: `${list}.${String(id)}` } : { entry: `${kind} #${index}`, path: `${list}[${index}]` };
}

/**
 * Checks that `entry[key]` is an array of well-formed items; reports each fault at its path.
 * `item` returns why an item is malformed (or `undefined`), and may name a sub-field.
 */
function shapeOfList(report: Report, name: { entry: string; path: string }, entry: Record<string, unknown>, key: string, item: (value: unknown) => { field?: string; text: string } | undefined): boolean {
  const list = entry[key];
  if (!Array.isArray(list)) {
    report(name.entry, `${name.path}.${key}`, `${key} must be an array, got ${list === null ? 'null' : typeof list}`);
    return false;
  }
  let ok = true;
  list.forEach((value, i) => {
    const why = value === null || value === undefined ? { text: `${key}[${i}] is ${String(value)}` } : item(value);
    if (!why) return;
    ok = false;
    report(name.entry, `${name.path}.${key}[${i}]${why.field ? `.${why.field}` : ''}`, why.text);
  });
  return ok;
}

/** An edge of a route graph: two strings. */
const routeShape = (value: unknown): { text: string } | undefined =>
  Array.isArray(value) && value.length === 2 && value.every((n) => typeof n === 'string') ? undefined : { text: `route ${JSON.stringify(value)} is not a pair of node names` };

/** A dock: an object with exactly `fields`, and a usable id. */
const dockShape = (key: string, fields: readonly string[]) => (value: unknown): { field?: string; text: string } | undefined => {
  if (!isObject(value)) return { text: `${key} entry ${JSON.stringify(value)} is not an object` };
  const missing = fields.find((f) => !Object.hasOwn(value, f));
  if (missing) return { field: missing, text: `dock ${missing} is missing` };
  const extra = Object.keys(value).find((f) => !fields.includes(f));
  if (extra) return { field: extra, text: `${JSON.stringify(extra.length > 40 ? `${extra.slice(0, 40)}…` : extra)} is not a field of a dock (the fields are ${fields.join(', ')})` };
  const why = idProblem(value['id']);
  return why ? { field: 'id', text: `dock ${why}` } : undefined;
};

/** A requirement of a map card: an object with exactly its fields. */
const requirementShape = (value: unknown): { field?: string; text: string } | undefined => {
  if (!isObject(value)) return { text: `requirement ${JSON.stringify(value)} is not an object` };
  const missing = FIELDS.requirement.find((f) => !Object.hasOwn(value, f));
  if (missing) return { field: missing, text: `requirement ${missing} is missing` };
  const extra = Object.keys(value).find((f) => !(FIELDS.requirement as readonly string[]).includes(f));
  if (extra) return { field: extra, text: `${JSON.stringify(extra.length > 40 ? `${extra.slice(0, 40)}…` : extra)} is not a field of a requirement (the fields are ${FIELDS.requirement.join(', ')})` };
  return undefined;
};

/** Whether a tile entry has the shape `tileProblems` needs; reports every fault at its path. */
function tileShape(report: Report, tile: unknown, index: number): boolean {
  const name = nameOf('tile', 'tiles', tile, index);
  if (!isObject(tile)) {
    report(name.entry, name.path, `is ${tile === null ? 'null' : typeof tile}, not a tile`);
    return false;
  }
  const fields = exactFields(report, name, tile, FIELDS.tile, 'a tile');
  const why = idProblem(tile['id']);
  if (why) report(name.entry, `${name.path}.id`, why);
  const joins = shapeOfList(report, name, tile, 'joins', (v) => (Array.isArray(v) && v.every((q) => typeof q === 'string') ? undefined : { text: `joins entry ${JSON.stringify(v)} is not a list of quadrants` }));
  const docks = shapeOfList(report, name, tile, 'docks', dockShape('docks', FIELDS.tileDock));
  const routes = shapeOfList(report, name, tile, 'routes', routeShape);
  return fields && !why && joins && docks && routes;
}

/** Whether a map card entry has the shape `mapProblems` needs; reports every fault at its path. */
function mapShape(report: Report, map: unknown, index: number): boolean {
  const name = nameOf('map', 'maps', map, index);
  if (!isObject(map)) {
    report(name.entry, name.path, `is ${map === null ? 'null' : typeof map}, not a map card`);
    return false;
  }
  const fields = exactFields(report, name, map, FIELDS.map, 'a map card');
  const why = idProblem(map['id']);
  if (why) report(name.entry, `${name.path}.id`, why);
  const requirements = shapeOfList(report, name, map, 'requirements', requirementShape);
  return fields && !why && requirements;
}

/** Whether Thera has the shape `theraProblems` needs; reports every fault at its path. */
function theraShape(report: Report, thera: Record<string, unknown>): boolean {
  const name = { entry: 'thera', path: 'thera' };
  const fields = exactFields(report, name, thera, FIELDS.thera, 'Thera');
  const docks = shapeOfList(report, name, thera, 'docks', dockShape('docks', FIELDS.theraDock));
  const routes = shapeOfList(report, name, thera, 'routes', routeShape);
  return fields && docks && routes;
}

/**
 * Every problem in `set`: entries that are not objects (a `null` tile, dock, route, requirement),
 * unusable ids (see {@link idProblem}), wrong counts (K1.1, K1.2), duplicate ids, tiles whose joins
 * are not a partition of NW/NE/SE/SW, a tile whose four pieces are one island (the rulebook's
 * second cube goes on another island of the tile, K4.2), icon or dock on a missing piece, routes
 * naming a missing node, a side without a route, a layout that cannot be drawn (see
 * `layoutProblems`), Thera without 2 opposite docks or with a bare route end, map cards outside
 * their tier's bounds (K9). Each names its entry and the field's path (a tile's problems:
 * `tiles.<id>`). Empty when the set is sound.
 */
export function validateComponents(set: ComponentSet): ComponentProblem[] {
  return componentProblems(set, true);
}

/**
 * @internal What a state's component set must satisfy for the rules to play on it (see
 * `validateState`): every entry well formed, with exactly its fields, usable and distinct ids,
 * joins a partition, pieces and route nodes that exist, known tiers, icons and directions, whole
 * costs and VP, Thera with 2 docks. Not the counts, the design bounds, the two islands per tile,
 * the routes on all four sides nor the drawability that {@link validateComponents} adds: a test
 * position may use a set of its own (a few tiles, a tile of one island, a card with no
 * requirement) that no real game would load.
 */
export function playableProblems(set: ComponentSet): ComponentProblem[] {
  return componentProblems(set, false);
}

/** {@link validateComponents} (`strict`), or {@link playableProblems}. */
function componentProblems(set: ComponentSet, strict: boolean): ComponentProblem[] {
  const problems: ComponentProblem[] = [];
  const report: Report = (entry, path, text) => void problems.push({ entry, path, message: `${entry}: ${text}` });
  // A set loaded from JSON may not have the declared shape: report instead of throwing.
  const guarded = (entry: string, path: string, check: () => string[]): void => {
    try {
      for (const text of check()) report(entry, path, text);
    } catch (error) {
      report(entry, path, `is malformed (${error instanceof Error ? error.message : String(error)})`);
    }
  };
  const raw = set as unknown;
  if (!isObject(raw) || !Array.isArray(raw['tiles']) || !Array.isArray(raw['maps']) || !isObject(raw['thera'])) {
    const field = !isObject(raw) ? '' : !Array.isArray(raw['tiles']) ? 'tiles' : !Array.isArray(raw['maps']) ? 'maps' : 'thera';
    report('set', field, 'needs arrays `tiles` and `maps` and an object `thera`');
    return problems;
  }
  exactFields(report, { entry: 'set', path: '' }, raw, FIELDS.set, 'a component set');

  // Counts take every entry as it is; the checks of one entry need its shape.
  const tiles = set.tiles.filter((t, i) => tileShape(report, t, i));
  if (strict && set.tiles.length !== COMPONENT_COUNTS.tiles) report('tiles', 'tiles', `expected ${COMPONENT_COUNTS.tiles} tiles, found ${set.tiles.length}`);
  for (const icon of strict ? ICONS : []) {
    const n = set.tiles.filter((t) => isObject(t) && t.icon === icon).length;
    if (n !== COMPONENT_COUNTS.tilesPerIcon) report('tiles', 'tiles', `expected ${COMPONENT_COUNTS.tilesPerIcon} ${icon} tiles, found ${n}`);
  }
  for (const id of duplicates(tiles.map((t) => t.id))) report(`tile ${id}`, `tiles.${id}`, 'id used by more than one tile');
  for (const tile of tiles) guarded(`tile ${tile.id}`, `tiles.${tile.id}`, () => tileProblems(tile, strict));

  if (theraShape(report, raw['thera'] as Record<string, unknown>)) guarded('thera', 'thera', () => theraProblems(set.thera, strict));

  const maps = set.maps.filter((m, i) => mapShape(report, m, i));
  for (const tier of strict ? TIERS : []) {
    const n = set.maps.filter((m) => isObject(m) && m.tier === tier).length;
    if (n !== COMPONENT_COUNTS.mapsPerTier) report('maps', 'maps', `expected ${COMPONENT_COUNTS.mapsPerTier} ${tier} map cards, found ${n}`);
  }
  for (const id of duplicates(maps.map((m) => m.id))) report(`map ${id}`, `maps.${id}`, 'id used by more than one map card');
  for (const map of maps) guarded(`map ${map.id}`, `maps.${map.id}`, () => mapProblems(map, strict));
  return problems;
}

/**
 * The problems of one land tile, as sentences. With `strict` (the default), also what only a set
 * to play a real game on must satisfy: at least two islands (pieces not all joined, K4.2), 1–4
 * docks, routes on all four sides, a layout that can be drawn (see {@link validateComponents}).
 */
export function tileProblems(tile: LandTile, strict = true): string[] {
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
  // K4.2 [R]: the second cube goes on another island of the tile just placed
  // ("放置到剛才放置的板塊上的另一片島嶼上"), so every printed tile has at least two.
  if (strict && partition && tile.joins.length < 2) problems.push(`its four pieces are one island: a tile has at least two islands (K4.2: the second cube goes on another island of the tile)`);

  const { docksPerTile } = COMPONENT_COUNTS;
  if (strict && !inRange(tile.docks.length, docksPerTile))
    problems.push(`has ${tile.docks.length} docks, expected ${docksPerTile.min}–${docksPerTile.max}`);
  for (const id of duplicates(tile.docks.map((d) => d.id))) problems.push(`dock id ${id} used twice`);
  for (const dock of tile.docks) {
    if (has(SIDES, dock.id) || dock.id === CENTRE) problems.push(`dock id ${dock.id} clashes with a route end or the centre`);
    if (!has(QUADRANTS, dock.piece)) problems.push(`dock ${dock.id} on missing piece ${String(dock.piece)}`);
  }
  const nodes = [...SIDES, CENTRE, ...tile.docks.map((d) => d.id)];
  const routeOk = routeProblems(tile.routes, nodes, problems);
  if (!strict) return problems;
  // K9 [R]: every land tile has shipping routes on all four sides (每塊陸地板塊的4邊都有航運路線).
  for (const side of SIDES) if (!tile.routes.some((e) => e.includes(side))) problems.push(`route end ${side} has no route (a tile has routes on all four sides)`);
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

/**
 * The problems of the Thera board, as sentences (K2.4, K9). With `strict` (the default), also its
 * docks on opposite sides and a route at each route end.
 */
export function theraProblems(thera: Thera, strict = true): string[] {
  const problems: string[] = [];
  const { docks } = thera;
  if (docks.length !== COMPONENT_COUNTS.theraDocks) problems.push(`has ${docks.length} docks, expected ${COMPONENT_COUNTS.theraDocks}`);
  const [first, second] = docks;
  if (strict && first && second && SIDES.indexOf(first.side) !== (SIDES.indexOf(second.side) + 2) % 4)
    problems.push(`docks ${first.id} (${first.side}) and ${second.id} (${second.side}) are not on opposite sides`);
  for (const id of duplicates(docks.map((d) => d.id))) problems.push(`dock id ${id} used twice`);
  for (const dock of docks) {
    if (has(THERA_ROUTE_ENDS, dock.id)) problems.push(`dock id ${dock.id} clashes with a route end`);
    if (!has(SIDES, dock.side)) problems.push(`dock ${dock.id} on unknown side ${String(dock.side)}`);
    if (!thera.routes.some((e) => e.includes(dock.id))) problems.push(`dock ${dock.id} is on no route`);
  }
  routeProblems(thera.routes, [...THERA_ROUTE_ENDS, ...docks.map((d) => d.id)], problems);
  for (const end of strict ? THERA_ROUTE_ENDS : []) if (!thera.routes.some((e) => e.includes(end))) problems.push(`route end ${end} has no route`);
  return problems;
}

/**
 * The problems of one map card, as sentences (K5.4, K9): an unknown tier, icon or direction, a
 * count that is not a positive whole number, an icon type listed twice on one side, and what
 * {@link MAP_CARD_BOUNDS} refuses: other than 1 to 3 icons in all (the rulebook), a cost or VP that
 * is not a whole number from 0 to 99. Without `strict` (the default is strict), any number of icons.
 */
export function mapProblems(map: MapCard, strict = true): string[] {
  const problems: string[] = [];
  if (!has(TIERS, map.tier)) return [`unknown tier ${String(map.tier)}`];
  const bounds = MAP_CARD_BOUNDS;
  const icons = map.requirements.reduce((n, r) => n + (typeof r.count === 'number' ? r.count : NaN), 0);
  const range = (r: { min: number; max: number }): string => `${r.min}–${r.max}`;
  if (strict && !inRange(icons, bounds.icons)) problems.push(`shows ${icons} icons, a map card shows ${range(bounds.icons)} (K9)`);
  if (!inRange(map.cost, bounds.cost)) problems.push(`costs ${JSON.stringify(map.cost)}, a cost is a whole number ${range(bounds.cost)}`);
  if (!inRange(map.vp, bounds.vp)) problems.push(`scores ${JSON.stringify(map.vp)} VP, VP are a whole number ${range(bounds.vp)}`);
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
