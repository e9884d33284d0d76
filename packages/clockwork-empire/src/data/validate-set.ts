/** C9: checks a component set given through the `set` option, with errors naming the field. */
import { SetupError } from '@tabula/core';
import { AREA_COLOURS, AREAS, CARD_COLOURS, DATA_SOURCES, RESOURCES, RULES, SPACES, type AreaColour, type AreaId } from './components';
import type { ClockworkerCard, ComponentSet, GodCard } from './provisional';
import { ABILITY_OPS, COUNT_KINDS, GOD_OPS, type Count, type Effect, type GodTerm } from './vocabulary';

/** The largest count an effect or god term may hold (`n`, `vp`, `per`, …). */
export const MAX_N = 20;
const MAX_COST = 6;
const MAX_CARDS = 200;
/** [ours] The deck holds at least this many starting hands per player (the mulligan draws from it). */
const MIN_HANDS_IN_DECK = 2;

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const fail = (field: string, msg: string): never => {
  throw new SetupError(field, msg);
};
const show = (v: unknown) => JSON.stringify(v) ?? String(v);

/**
 * Fails on the first value equal to an earlier one, naming both paths: `options.set.cards[3].id`
 * duplicates `options.set.cards[1].id`.
 */
function unique(values: readonly unknown[], path: (i: number) => string, rule: string): void {
  const first = new Map<unknown, number>();
  values.forEach((v, i) => {
    const j = first.get(v);
    if (j !== undefined) fail(path(i), `${show(v)} duplicates ${path(j)} (${rule})`);
    first.set(v, i);
  });
}

function keys(v: Obj, allowed: readonly string[], field: string): void {
  for (const k of Object.keys(v)) if (!allowed.includes(k)) fail(`${field}.${k}`, `is not a field here (fields: ${allowed.join(', ')})`);
}
function int(v: unknown, lo: number, hi: number, field: string): number {
  if (!Number.isInteger(v) || (v as number) < lo || (v as number) > hi) fail(field, `must be a whole number from ${lo} to ${hi}, got ${show(v)}`);
  return v as number;
}
function oneOf<T extends string>(v: unknown, values: readonly T[], field: string): T {
  if (typeof v !== 'string' || !values.includes(v as T)) fail(field, `must be one of ${values.join(', ')}, got ${show(v)}`);
  return v as T;
}
function text(v: unknown, field: string): string {
  if (typeof v !== 'string' || v.length === 0 || v.length > 80) fail(field, `must be a non-empty string of at most 80 characters, got ${show(v)}`);
  return v as string;
}
function list(v: unknown, lo: number, hi: number, field: string): unknown[] {
  if (!Array.isArray(v) || v.length < lo || v.length > hi) fail(field, `must be an array of ${lo} to ${hi} items`);
  return v as unknown[];
}

/** One ability effect (only the ops of `ABILITY_OPS`). */
function effect(v: unknown, field: string): Effect {
  if (!isObj(v)) fail(field, `must be an effect object { op, … } with op one of ${ABILITY_OPS.join(', ')}`);
  const e = v as Obj;
  const op = oneOf(e.op, ABILITY_OPS, `${field}.op`);
  switch (op) {
    case 'gainVp':
    case 'draw':
    case 'stealVp':
    case 'stealResource':
    case 'extraSteps':
      keys(e, ['op', 'n'], field);
      return { op, n: int(e.n, 1, MAX_N, `${field}.n`) };
    case 'gain':
      keys(e, ['op', 'resource', 'n'], field);
      return { op, resource: oneOf(e.resource, RESOURCES, `${field}.resource`), n: int(e.n, 1, MAX_N, `${field}.n`) };
    case 'choose': {
      keys(e, ['op', 'from', 'n'], field);
      const from = list(e.from, 1, RESOURCES.length, `${field}.from`).map((r, i) => oneOf(r, RESOURCES, `${field}.from[${i}]`));
      unique(from, (i) => `${field}.from[${i}]`, 'a resource is listed once');
      return { op, from, n: int(e.n, 1, MAX_N, `${field}.n`) };
    }
    case 'untapAll':
      keys(e, ['op'], field);
      return { op };
    case 'basic':
      keys(e, ['op', 'area'], field);
      return { op, area: oneOf(e.area, AREAS, `${field}.area`) };
  }
}

function count(v: unknown, field: string): Count {
  if (!isObj(v)) fail(field, `must be { of, colour?, resource? } with of one of ${COUNT_KINDS.join(', ')}`);
  const c = v as Obj;
  keys(c, ['of', 'colour', 'resource'], field);
  const out: Count = { of: oneOf(c.of, COUNT_KINDS, `${field}.of`) };
  if (c.colour !== undefined) {
    if (out.of !== 'built') fail(`${field}.colour`, 'only a "built" count takes a colour');
    out.colour = oneOf(c.colour, CARD_COLOURS, `${field}.colour`);
  }
  if (c.resource !== undefined) {
    if (out.of !== 'resources') fail(`${field}.resource`, 'only a "resources" count takes a resource');
    out.resource = oneOf(c.resource, RESOURCES, `${field}.resource`);
  }
  return out;
}

function godTerm(v: unknown, field: string): GodTerm {
  if (!isObj(v)) fail(field, `must be a god term { op, … } with op one of ${GOD_OPS.join(', ')}`);
  const t = v as Obj;
  const op = oneOf(t.op, GOD_OPS, `${field}.op`);
  switch (op) {
    case 'vpPer':
      keys(t, ['op', 'count', 'per', 'vp'], field);
      return { op, count: count(t.count, `${field}.count`), per: int(t.per, 1, MAX_N, `${field}.per`), vp: int(t.vp, 1, MAX_N, `${field}.vp`) };
    case 'mostOf':
      keys(t, ['op', 'count', 'most', 'tied'], field);
      return { op, count: count(t.count, `${field}.count`), most: int(t.most, 0, MAX_N, `${field}.most`), tied: int(t.tied, 0, MAX_N, `${field}.tied`) };
    case 'flat':
      keys(t, ['op', 'vp'], field);
      return { op, vp: int(t.vp, 1, MAX_N, `${field}.vp`) };
    case 'takeFromEach':
      keys(t, ['op', 'vp'], field);
      return { op, vp: int(t.vp, 1, MAX_N, `${field}.vp`) };
  }
}

function god(v: unknown, field: string): GodCard {
  if (!isObj(v)) fail(field, 'must be a god { id, name, area, first?, text }');
  const g = v as Obj;
  keys(g, ['id', 'name', 'area', 'first', 'text'], field);
  const out: GodCard = {
    id: text(g.id, `${field}.id`),
    name: text(g.name, `${field}.name`),
    area: oneOf(g.area, AREAS, `${field}.area`),
    text: list(g.text, 1, 8, `${field}.text`).map((t, i) => godTerm(t, `${field}.text[${i}]`)),
  };
  if (g.first !== undefined) {
    if (typeof g.first !== 'boolean') fail(`${field}.first`, 'must be true or false');
    if (g.first) out.first = true;
  }
  return out;
}

function card(v: unknown, field: string): ClockworkerCard {
  if (!isObj(v)) fail(field, 'must be a card { id, name, colour, cost, vp, ability }');
  const c = v as Obj;
  keys(c, ['id', 'name', 'colour', 'cost', 'vp', 'ability'], field);
  const cost = list(c.cost, 1, MAX_COST, `${field}.cost`).map((r, i) => oneOf(r, RESOURCES, `${field}.cost[${i}]`));
  const sorted = [...cost].sort((a, b) => RESOURCES.indexOf(a) - RESOURCES.indexOf(b));
  if (sorted.join() !== cost.join()) fail(`${field}.cost`, `must list resources in resource order (${RESOURCES.join(', ')}): ${show(sorted)}`);
  return {
    id: text(c.id, `${field}.id`),
    name: text(c.name, `${field}.name`),
    colour: oneOf(c.colour, CARD_COLOURS, `${field}.colour`),
    cost,
    vp: int(c.vp, 0, MAX_N, `${field}.vp`),
    ability: list(c.ability, 1, 8, `${field}.ability`).map((e, i) => effect(e, `${field}.ability[${i}]`)),
  };
}

/**
 * Checks an untrusted component set and returns a clean copy. Throws a `SetupError` whose field
 * is `options.set…` and whose message says what is expected.
 */
export function validateSet(v: unknown, players: number, field = 'options.set'): ComponentSet {
  if (!isObj(v)) fail(field, 'must be a component set { name, loop, colours, gods, cards }');
  const s = v as Obj;
  keys(s, ['name', 'source', 'loop', 'colours', 'gods', 'cards'], field);
  // A copy of PROVISIONAL_SET carries its tag; whatever a caller passes, the result is user data.
  if (s.source !== undefined) oneOf(s.source, DATA_SOURCES, `${field}.source`);
  const loop = list(s.loop, SPACES.length, SPACES.length, `${field}.loop`).map((x, i) => oneOf(x, SPACES, `${field}.loop[${i}]`));
  unique(loop, (i) => `${field}.loop[${i}]`, `the loop lists each space once: ${SPACES.join(', ')}`);
  if (loop[0] !== RULES.startSpace) fail(`${field}.loop[0]`, `must be ${RULES.startSpace} (the loop starts at the Temple)`);
  if (!isObj(s.colours)) fail(`${field}.colours`, `must map each area (${AREAS.join(', ')}) to a colour`);
  const colourIn = s.colours as Obj;
  keys(colourIn, AREAS, `${field}.colours`);
  const colours = {} as Record<AreaId, AreaColour>;
  for (const a of AREAS) colours[a] = oneOf(colourIn[a], AREA_COLOURS, `${field}.colours.${a}`);
  unique(
    AREAS.map((a) => colours[a]),
    (i) => `${field}.colours.${AREAS[i]}`,
    'each area has its own colour',
  );
  const gods = list(s.gods, AREAS.length * 2, AREAS.length * 2, `${field}.gods`).map((g, i) => god(g, `${field}.gods[${i}]`));
  for (const a of AREAS) {
    if (gods.filter((g) => g.area === a).length !== 2) fail(`${field}.gods`, `must hold exactly 2 gods of ${a} (C1.4)`);
  }
  const cards = list(s.cards, RULES.startHand * players * MIN_HANDS_IN_DECK, MAX_CARDS, `${field}.cards`).map((c, i) => card(c, `${field}.cards[${i}]`));
  const idPaths = [...gods.map((_, i) => `${field}.gods[${i}].id`), ...cards.map((_, i) => `${field}.cards[${i}].id`)];
  unique([...gods.map((g) => g.id), ...cards.map((c) => c.id)], (i) => idPaths[i]!, 'card and god ids are unique');
  return { name: s.name === undefined ? 'user set' : text(s.name, `${field}.name`), source: 'user', loop, colours, gods, cards };
}
