/** Shared bookkeeping: components by id, colours, held privileges and limits (C1.8), VP, resources and cards. */
import type { RuleContext, Seat } from '@tabula/core';
import { AREAS, RESOURCES, RULES, WHITE, type AreaId, type CardColour, type Resource, type SpaceId } from '../data/components';
import { AREA_RULES } from '../data/areas';
import type { ClockworkerCard, GodCard } from '../data/provisional';
import { PASSIVE_OPS, type PassiveEffect } from '../data/vocabulary';
import type { ClockworkEvent } from '../events';
import type { Clockworker, ClockworkState, Step } from '../state';

/** What a rule sees: the RNG and the event log. */
export type Ctx = RuleContext<ClockworkEvent>;

/** The current step, which must be of `kind` (the action answering it was validated). */
export function head<K extends Step['kind']>(s: ClockworkState, kind: K): Extract<Step, { kind: K }> {
  const step = s.turn!.steps[0]!;
  if (step.kind !== kind) throw new Error(`expected a ${kind} step, found ${step.kind}`);
  return step as Extract<Step, { kind: K }>;
}

/** A resource's index in `RESOURCES` order. */
export const res = (r: Resource): number => RESOURCES.indexOf(r);

/** Cards and gods by id, per component set (a set never changes during a game). */
const INDEX = new WeakMap<object, Map<string, ClockworkerCard | GodCard>>();
function byId(list: readonly (ClockworkerCard | GodCard)[]): Map<string, ClockworkerCard | GodCard> {
  let index = INDEX.get(list);
  if (!index) INDEX.set(list, (index = new Map(list.map((x) => [x.id, x]))));
  return index;
}

/** The clockworker card `id` of the game's set. */
export function cardOf(s: ClockworkState, id: string): ClockworkerCard {
  const c = byId(s.set.cards).get(id) as ClockworkerCard | undefined;
  if (!c) throw new Error(`no card ${id}`);
  return c;
}

/** The machine god `id` of the game's set. */
export function godOf(s: ClockworkState, id: string): GodCard {
  const g = byId(s.set.gods).get(id) as GodCard | undefined;
  if (!g) throw new Error(`no god ${id}`);
  return g;
}

export const isArea = (space: SpaceId): space is AreaId => (AREAS as readonly string[]).includes(space);

/** A space's colour: its area's colour (C9), or white for the white spaces. */
export function spaceColour(s: ClockworkState, space: SpaceId): CardColour {
  return isArea(space) ? s.set.colours[space] : WHITE;
}

/** The colours of a built clockworker: one per distinct card colour in its stack (C6.3). */
export function clockworkerColours(s: ClockworkState, cw: Clockworker): CardColour[] {
  return [...new Set(cw.cards.map((id) => cardOf(s, id).colour))];
}

/** C3.3 [D]: the privileges `seat` holds, as (area, privilege index 0/1). */
export function heldPrivileges(s: ClockworkState, seat: Seat): { area: AreaId; k: number }[] {
  const out: { area: AreaId; k: number }[] = [];
  for (const area of AREAS) s.slots[area].forEach((d, k) => d?.owner === seat && out.push({ area, k }));
  return out;
}

/** For each lasting effect, the privilege slots that carry it (from `AREA_RULES`, fixed). */
const PASSIVE_SLOTS = new Map<PassiveEffect['op'], { area: AreaId; k: number; n: number }[]>();
for (const area of AREAS) {
  AREA_RULES[area].privileges.forEach((effects, k) => {
    for (const e of effects) {
      if (!(PASSIVE_OPS as readonly string[]).includes(e.op)) continue;
      const p = e as PassiveEffect;
      PASSIVE_SLOTS.set(p.op, [...(PASSIVE_SLOTS.get(p.op) ?? []), { area, k, n: p.n }]);
    }
  });
}

/** The values of a passive effect `op` that `seat` holds (at `area` only, when given). */
export function passive(s: ClockworkState, seat: Seat, op: PassiveEffect['op'], area?: AreaId): number[] {
  const out: number[] = [];
  for (const slot of PASSIVE_SLOTS.get(op) ?? []) {
    if ((area === undefined || slot.area === area) && s.slots[slot.area][slot.k]?.owner === seat) out.push(slot.n);
  }
  return out;
}

/** C1.8, Laboratory P1: the hand limit, raised while the player holds the privilege. */
export const handLimit = (s: ClockworkState, seat: Seat): number => Math.max(RULES.handLimit, ...passive(s, seat, 'handLimit'));
/** C1.8, Ruins P2. */
export const resourceLimit = (s: ClockworkState, seat: Seat): number => Math.max(RULES.resourceLimit, ...passive(s, seat, 'resourceLimit'));
/** The resources `seat` holds, all types. */
export const resourceCount = (s: ClockworkState, seat: Seat): number => s.seats[seat]!.resources.reduce((a, b) => a + b, 0);

/** C1.8: which limit `seat` is over, if any. */
export function overLimit(s: ClockworkState, seat: Seat): { hand: boolean; resources: boolean } | null {
  // Privileges only raise limits: within the base limits, nothing to check.
  if (s.seats[seat]!.hand.length <= RULES.handLimit && resourceCount(s, seat) <= RULES.resourceLimit) return null;
  const hand = s.seats[seat]!.hand.length > handLimit(s, seat);
  const resources = resourceCount(s, seat) > resourceLimit(s, seat);
  return hand || resources ? { hand, resources } : null;
}

/** C5.1 (translation): reaching 50 VP at any moment triggers the end of the game after this round. */
function noteEnd(s: ClockworkState, seat: Seat): void {
  if (s.phase === 'play' && s.seats[seat]!.vp >= RULES.endVp) s.endTriggered = true;
}

/** Gains `vp` VP. */
export function gainVp(s: ClockworkState, seat: Seat, vp: number, reason: string, { emit }: Ctx): void {
  s.seats[seat]!.vp += vp;
  noteEnd(s, seat);
  emit({ type: 'vpGained', seat, vp, reason });
}

/** Moves up to `vp` VP from `from` to `seat` (VP never goes below 0, C2.4 [D]); returns how many. */
export function takeVp(s: ClockworkState, seat: Seat, from: Seat, vp: number, reason: string, { emit }: Ctx): number {
  const n = Math.min(vp, s.seats[from]!.vp);
  s.seats[from]!.vp -= n;
  s.seats[seat]!.vp += n;
  noteEnd(s, seat);
  emit({ type: 'vpTaken', seat, from, vp: n, reason });
  return n;
}

/** Takes up to `n` of a resource from the supply; returns how many. */
export function gainResource(s: ClockworkState, seat: Seat, r: Resource, n: number, reason: string, { emit }: Ctx): number {
  const got = Math.min(n, s.supply[res(r)]!);
  if (got === 0) return 0;
  s.supply[res(r)]! -= got;
  s.seats[seat]!.resources[res(r)]! += got;
  emit({ type: 'resourceGained', seat, resource: r, n: got, reason });
  return got;
}

/** Pays resources back to the supply. */
export function payResources(s: ClockworkState, seat: Seat, pay: readonly Resource[], reason: string, { emit }: Ctx): void {
  for (const r of pay) {
    s.seats[seat]!.resources[res(r)]! -= 1;
    s.supply[res(r)]! += 1;
    emit({ type: 'resourcePaid', seat, resource: r, n: 1, reason });
  }
}

/** Whether `seat` holds every resource of `pay` (a multiset). */
export function canPay(s: ClockworkState, seat: Seat, pay: readonly Resource[]): boolean {
  const have = s.seats[seat]!.resources.slice();
  for (const r of pay) if (--have[res(r)]! < 0) return false;
  return true;
}

/** Draws `n` cards, reshuffling the discards into the deck when it runs out (C4 Laboratory). */
export function drawCards(s: ClockworkState, seat: Seat, n: number, { rng, emit }: Ctx): number {
  const cards: string[] = [];
  for (let i = 0; i < n; i++) {
    if (s.deck.length === 0 && s.discard.length > 0) {
      s.deck = rng.shuffle(s.discard);
      s.discard = [];
      emit({ type: 'reshuffled', cards: s.deck.length });
    }
    const c = s.deck.shift();
    if (c === undefined) break;
    cards.push(c);
  }
  s.seats[seat]!.hand.push(...cards);
  emit({ type: 'drew', seat, count: cards.length });
  if (cards.length > 0) emit({ type: 'cardsDrawn', audience: [seat], cards });
  return cards.length;
}

/** Sorts resources into resource order. */
export const sortResources = (rs: Resource[]): Resource[] => rs.sort((a, b) => res(a) - res(b));
