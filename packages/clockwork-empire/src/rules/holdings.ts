/** Shared bookkeeping: components by id, colours, the loop, lasting privileges and limits (C1.8), VP, resources and cards. */
import { mutable, type RuleContext, type Seat } from '@tabula/core';
import { AREAS, RESOURCES, RULES, WHITE, type AreaColour, type AreaId, type CardColour, type Resource, type SpaceId } from '../data/components';
import { AREA_RULES } from '../data/areas';
import { PROVISIONAL_SET, type ClockworkerCard, type ComponentSet, type GodCard } from '../data/provisional';
import { PASSIVE_OPS, type PassiveEffect } from '../data/vocabulary';
import type { ClockworkEvent } from '../events';
import type { Clockworker, ClockworkState, PlayerState, Step, Turn } from '../state';

/** What a rule sees: the RNG and the event log. */
export type Ctx = RuleContext<ClockworkEvent>;

/*
 * Under `apply` the rules run on core's work copy (`applyMode: 'work'`): they read the state as
 * plain data, and take each part they change through `mutable` first (a write into a part not
 * taken so throws: the part is frozen). These name the parts changed most often.
 */

/** `seat`'s holdings, to change. */
export const seatToChange = (s: ClockworkState, seat: Seat): PlayerState => mutable(mutable(s, 'seats'), seat);

/** The current turn, to change. */
export const turnToChange = (s: ClockworkState): Turn => mutable(s, 'turn')!;

/** The steps left in the current turn, to change (`shift`, `splice`, `unshift`). */
export const stepsToChange = (s: ClockworkState): Step[] => mutable(turnToChange(s), 'steps');

/** Built clockworker `i` of `seat`, to change (`tapped`). */
export const clockworkerToChange = (s: ClockworkState, seat: Seat, i: number): Clockworker => mutable(mutable(seatToChange(s, seat), 'built'), i);

/** The current step, which must be of `kind` (the action answering it was validated). */
export function head<K extends Step['kind']>(s: ClockworkState, kind: K): Extract<Step, { kind: K }> {
  const step = s.turn!.steps[0]!;
  if (step.kind !== kind) throw new Error(`expected a ${kind} step, found ${step.kind}`);
  return step as Extract<Step, { kind: K }>;
}

/** The current step, which must be of `kind`, to change (a count left, a mode, a selection). */
export function headToChange<K extends Step['kind']>(s: ClockworkState, kind: K): Extract<Step, { kind: K }> {
  head(s, kind);
  return mutable(stepsToChange(s), 0) as Extract<Step, { kind: K }>;
}

/**
 * For the `default` of a switch over a closed union (a step kind, an effect op): unreachable in a
 * state `validateState` accepts, and a thrown error (an `INTERNAL_ERROR`), never a silent pass.
 */
export function unknownCase(value: never, what: string): never {
  throw new Error(`unknown ${what}: ${JSON.stringify(value)}`);
}

/** Each resource's index in `RESOURCES` order. */
const RESOURCE_INDEX = Object.fromEntries(RESOURCES.map((r, i) => [r, i])) as Record<Resource, number>;

/** A resource's index in `RESOURCES` order. */
export const res = (r: Resource): number => RESOURCE_INDEX[r];

/**
 * A component set with its cards and gods by id. The set never changes during a game (every
 * state shares it), so it is indexed once, and the rules look cards and gods up here.
 */
export interface Components {
  /** The set itself. */
  set: ComponentSet;
  /** Whether it is the provisional set (`PROVISIONAL_SET`). */
  provisional: boolean;
  /** Its clockworker cards by id. */
  cards: Map<string, ClockworkerCard>;
  /** Its machine gods by id. */
  gods: Map<string, GodCard>;
  /** The loop by player count (see {@link loopOf}), built on first use. */
  loops: Map<number, Loop>;
  /** Each card's position in `set.cards`. */
  cardIndex: Map<string, number>;
}

/** The spaces of a game's loop, in order, and each space's position in it. */
export interface Loop {
  /** The spaces, in loop order. */
  spaces: readonly SpaceId[];
  /** Each space's index in `spaces`. */
  position: ReadonlyMap<SpaceId, number>;
}

/** Indexes a set (done once per set object). */
function indexSet(set: ComponentSet, provisional = false): Components {
  return {
    set,
    provisional,
    cards: new Map(set.cards.map((c) => [c.id, c])),
    gods: new Map(set.gods.map((g) => [g.id, g])),
    loops: new Map(),
    cardIndex: new Map(set.cards.map((c, i) => [c.id, i])),
  };
}

/** C9: the set's loop for this many players: the Canyon only from `RULES.canyonPlayers`. */
export const loopSpaces = (set: ComponentSet, players: number): SpaceId[] => set.loop.filter((sp) => sp !== RULES.canyon || players >= RULES.canyonPlayers);

/** The provisional set, indexed once: what nearly every game runs on. */
const PROVISIONAL_COMPONENTS = indexSet(PROVISIONAL_SET, true);
/** Other sets, indexed on first use. */
const INDEX = new WeakMap<ComponentSet, Components>();

/**
 * The game's component set, indexed: the provisional set when the state's `set` is `null`. A
 * state of schema 2 carries a copy of the provisional set; it is recognised by its tag and name
 * (a set given through options is tagged `user`) and read as the provisional set.
 */
export function components(s: ClockworkState): Components {
  return componentsOf(s.set);
}

/** {@link components} of a game whose `set` is `set` (`null`: the provisional set). */
export function componentsOf(set: ComponentSet | null): Components {
  if (set === null) return PROVISIONAL_COMPONENTS;
  if (set === lastSet) return lastComponents!;
  let index: Components | undefined;
  if (set.source === PROVISIONAL_SET.source && set.name === PROVISIONAL_SET.name) index = PROVISIONAL_COMPONENTS;
  else if (!(index = INDEX.get(set))) INDEX.set(set, (index = indexSet(set)));
  lastSet = set;
  lastComponents = index;
  return index;
}

/*
 * The set last looked up and its index: a game reads its set many times per action, and a
 * simulator's state holds its own copy of a user's set (`apply`'s states all share one).
 * Safe for the same reason as `INDEX`: a set object never changes (the rules never write to it;
 * the simulator mutates the state in place but never its set), so the answer for an object
 * stays right; a new game's set is a new object, which replaces this entry.
 */
let lastSet: ComponentSet | undefined;
let lastComponents: Components | undefined;

/**
 * The game's loop: the same spaces as `s.loop`, which setup derives from the set and the player
 * count (and the rules never change), read without touching the state's array.
 */
export function loopOf(s: ClockworkState): Loop {
  const c = components(s);
  let loop = c.loops.get(s.players);
  if (!loop) {
    const spaces = loopSpaces(c.set, s.players);
    c.loops.set(s.players, (loop = { spaces, position: new Map(spaces.map((sp, i) => [sp, i])) }));
  }
  return loop;
}

/** The clockworker card `id` of the game's set. */
export function cardOf(s: ClockworkState, id: string): ClockworkerCard {
  const c = components(s).cards.get(id);
  if (!c) throw new Error(`no card ${id}`);
  return c;
}

/** The machine god `id` of the game's set. */
export function godOf(s: ClockworkState, id: string): GodCard {
  const g = components(s).gods.get(id);
  if (!g) throw new Error(`no god ${id}`);
  return g;
}

export const isArea = (space: SpaceId): space is AreaId => (AREAS as readonly string[]).includes(space);

/** An area's colour in the game's set (C9). */
export const areaColour = (s: ClockworkState, area: AreaId): AreaColour => components(s).set.colours[area];

/** A space's colour: its area's colour (C9), or white for the white spaces. */
export function spaceColour(s: ClockworkState, space: SpaceId): CardColour {
  return isArea(space) ? areaColour(s, space) : WHITE;
}

/** Whether `colour` is one of a built clockworker's colours: those of the cards in its stack (C6.3). */
export function hasColour(s: ClockworkState, cw: Clockworker, colour: CardColour): boolean {
  const cards = cw.cards;
  for (let i = 0; i < cards.length; i++) if (cardOf(s, cards[i]!).colour === colour) return true;
  return false;
}

/** Whether a card of `cw` is of one of `colours` (its colours meet them). */
export function hasColourOf(s: ClockworkState, cw: Clockworker, colours: readonly CardColour[]): boolean {
  const cards = cw.cards;
  for (let i = 0; i < cards.length; i++) if (colours.includes(cardOf(s, cards[i]!).colour)) return true;
  return false;
}

/** A privilege slot carrying a passive effect: slot `k` of `area`, of value `n`. */
interface PassiveSlot {
  area: AreaId;
  k: number;
  n: number;
}

/** For each lasting effect, the privilege slots that carry it (from `AREA_RULES`, fixed). */
const PASSIVE_SLOTS = new Map<PassiveEffect['op'], PassiveSlot[]>();
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

/** The slots raising the hand limit and the resource limit, looked up once. */
const HAND_LIMIT_SLOTS: readonly PassiveSlot[] = PASSIVE_SLOTS.get('handLimit') ?? [];
const RESOURCE_LIMIT_SLOTS: readonly PassiveSlot[] = PASSIVE_SLOTS.get('resourceLimit') ?? [];

/**
 * The largest value among `slots` that `seat` holds, or `base` if it is larger (the same as
 * `Math.max(base, ...passive(…))`, without building the list: limits are read in every limit
 * check, for every seat, several times per action).
 */
function passiveMax(s: ClockworkState, seat: Seat, slots: readonly PassiveSlot[], base: number): number {
  let max = base;
  for (let i = 0; i < slots.length; i++) {
    const slot = slots[i]!;
    if (slot.n > max && s.slots[slot.area][slot.k]?.owner === seat) max = slot.n;
  }
  return max;
}

/** C1.8, Laboratory P1: the hand limit, raised while the player holds the privilege. */
export const handLimit = (s: ClockworkState, seat: Seat): number => passiveMax(s, seat, HAND_LIMIT_SLOTS, RULES.handLimit);
/** C1.8, Ruins P2. */
export const resourceLimit = (s: ClockworkState, seat: Seat): number => passiveMax(s, seat, RESOURCE_LIMIT_SLOTS, RULES.resourceLimit);

/** The resources `seat` holds, all types. */
export function resourceCount(s: ClockworkState, seat: Seat): number {
  const resources = s.seats[seat]!.resources;
  let n = 0;
  for (let r = 0; r < RESOURCES.length; r++) n += resources[r]!;
  return n;
}

/** C5.1 (translation): reaching 50 VP at any moment triggers the end of the game after this round. */
function noteEnd(s: ClockworkState, seat: Seat): void {
  if (s.phase === 'play' && s.seats[seat]!.vp >= RULES.endVp) s.endTriggered = true;
}

/** Gains `vp` VP. */
export function gainVp(s: ClockworkState, seat: Seat, vp: number, reason: string, { emit }: Ctx): void {
  seatToChange(s, seat).vp += vp;
  noteEnd(s, seat);
  emit({ type: 'vpGained', seat, vp, reason });
}

/** Moves up to `vp` VP from `from` to `seat` (VP never goes below 0, C2.4 [D]); returns how many. */
export function takeVp(s: ClockworkState, seat: Seat, from: Seat, vp: number, reason: string, { emit }: Ctx): number {
  const n = Math.min(vp, s.seats[from]!.vp);
  seatToChange(s, from).vp -= n;
  seatToChange(s, seat).vp += n;
  noteEnd(s, seat);
  emit({ type: 'vpTaken', seat, from, vp: n, reason });
  return n;
}

/** Moves `n` of resource `r` from `from` to `to` (each a seat, or `null`: the supply), unchecked. */
export function moveResource(s: ClockworkState, from: Seat | null, to: Seat | null, r: Resource, n: number): void {
  const i = res(r);
  (from === null ? mutable(s, 'supply') : mutable(seatToChange(s, from), 'resources'))[i]! -= n;
  (to === null ? mutable(s, 'supply') : mutable(seatToChange(s, to), 'resources'))[i]! += n;
}

/** Takes up to `n` of a resource from the supply; returns how many. */
export function gainResource(s: ClockworkState, seat: Seat, r: Resource, n: number, reason: string, { emit }: Ctx): number {
  const got = Math.min(n, s.supply[res(r)]!);
  if (got === 0) return 0;
  moveResource(s, null, seat, r, got);
  emit({ type: 'resourceGained', seat, resource: r, n: got, reason });
  return got;
}

/** Pays resources back to the supply. */
export function payResources(s: ClockworkState, seat: Seat, pay: readonly Resource[], reason: string, { emit }: Ctx): void {
  for (const r of pay) {
    moveResource(s, seat, null, r, 1);
    emit({ type: 'resourcePaid', seat, resource: r, n: 1, reason });
  }
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
    if (s.deck.length === 0) break;
    cards.push(mutable(s, 'deck').shift()!);
  }
  if (cards.length > 0) mutable(seatToChange(s, seat), 'hand').push(...cards);
  // One private event: the drawer sees the cards; everyone else, who drew and how many.
  emit({ type: 'drew', seat, count: cards.length, cards, audience: [seat] });
  return cards.length;
}

/** Moves `card` from `seat`'s hand to the top of the discards (face up). */
export function discardFromHand(s: ClockworkState, seat: Seat, card: string): void {
  const hand = mutable(seatToChange(s, seat), 'hand');
  hand.splice(hand.indexOf(card), 1);
  mutable(s, 'discard').push(card);
}

/** Sorts resources into resource order. */
export const sortResources = (rs: Resource[]): Resource[] => rs.sort((a, b) => res(a) - res(b));
