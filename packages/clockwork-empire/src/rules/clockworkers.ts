/** C6 and the Factory / Laboratory decisions: activate (C2.5), build, maintain, discard-and-draw, evolve. */
import { mutable, type Seat } from '@tabula/core';
import { MAINTAIN_COST } from '../data/areas';
import { RESOURCES, RULES, type CardColour, type Resource } from '../data/components';
import type { Clockworker, ClockworkState } from '../state';
import { abilitySteps } from './engine';
import { cardOf, clockworkerToChange, discardFromHand, drawCards, gainVp, handLimit, hasColourOf, head, headToChange, payResources, seatToChange, sortResources, stepsToChange, turnToChange, type Ctx } from './holdings';

/**
 * C2.5, C6.3: whether `cw` may be tapped for its ability now: untapped, of one of `colours`, and
 * none of its cards' abilities used yet this turn. The translation: a stack's abilities "can each
 * be used once" (全部技能均能使用1次); so an ability that untaps others cannot loop (at most one
 * use per card, per arrival and per turn).
 */
export function mayActivate(s: ClockworkState, seat: Seat, cw: Clockworker, colours: readonly CardColour[]): boolean {
  if (cw.tapped) return false;
  const used = s.turn!.used;
  for (const id of cw.cards) if (used.includes(id)) return false;
  return hasColourOf(s, cw, colours);
}

/** C2.5: tap a clockworker to use its abilities (a stack: each of its cards' once, C6.3). */
export function activate(s: ClockworkState, seat: Seat, clockworker: number, { emit }: Ctx): void {
  head(s, 'activate');
  const cw = clockworkerToChange(s, seat, clockworker);
  cw.tapped = true;
  mutable(turnToChange(s), 'used').push(...cw.cards);
  emit({ type: 'activated', seat, clockworker, cards: [...cw.cards] });
  const abilities = abilitySteps(s, seat, cw.cards);
  stepsToChange(s).unshift(...abilities);
}

/** Payments for a cost with up to `substitute` required resources each paid with any resource (Factory P2). */
export function payments(cost: readonly Resource[], substitute: number): Resource[][] {
  let all = new Map<string, Resource[]>([[cost.join(), sortResources([...cost])]]);
  // More substitutions than required resources change nothing more: the loop is bounded by the cost.
  const rounds = Math.min(substitute, cost.length);
  for (let i = 0; i < rounds; i++) {
    const next = new Map(all);
    for (const pay of all.values()) {
      pay.forEach((r, j) => {
        for (const other of RESOURCES) {
          if (other === r) continue;
          const p = sortResources([...pay.slice(0, j), other, ...pay.slice(j + 1)]);
          next.set(p.join(), p);
        }
      });
    }
    all = next;
  }
  return [...all.values()].sort((a, b) => a.join().localeCompare(b.join()));
}

/** A payment, with how many of each resource it takes (in `RESOURCES` order). */
interface Payment {
  pay: readonly Resource[];
  need: readonly number[];
}

/**
 * {@link payments} by cost and substitutes, with their needs: a card's cost never changes, and
 * the Factory's options are listed several times per decision (legal actions, validation and
 * the check in `advance`).
 */
const PAYMENTS = new WeakMap<readonly Resource[], Map<number, readonly Payment[]>>();
function paymentsFor(cost: readonly Resource[], substitute: number): readonly Payment[] {
  // Keyed by a cost array of the set (a WeakMap: freed with the set), then by at most
  // `cost.length + 1` substitution counts: the cache stays small whatever it is asked.
  substitute = Math.min(substitute, cost.length);
  let bySubstitute = PAYMENTS.get(cost);
  if (!bySubstitute) PAYMENTS.set(cost, (bySubstitute = new Map()));
  let all = bySubstitute.get(substitute);
  if (!all) {
    all = payments(cost, substitute).map((pay) => ({ pay, need: RESOURCES.map((r) => pay.filter((x) => x === r).length) }));
    bySubstitute.set(substitute, all);
  }
  return all;
}

/** Whether `have` (per resource) covers `need`. */
function affords(have: readonly number[], need: readonly number[]): boolean {
  for (let r = 0; r < need.length; r++) if (need[r]! > have[r]!) return false;
  return true;
}

/** C4 Factory: every (card, payment) the player may build with now. */
export function buildOptions(s: ClockworkState, seat: Seat, substitute: number): { card: string; pay: Resource[] }[] {
  const have = s.seats[seat]!.resources;
  const out: { card: string; pay: Resource[] }[] = [];
  for (const card of s.seats[seat]!.hand) {
    for (const { pay, need } of paymentsFor(cardOf(s, card).cost, substitute)) {
      // Each action gets its own copy of the cached payment.
      if (affords(have, need)) out.push({ card, pay: [...pay] });
    }
  }
  return out;
}

/** Whether {@link buildOptions} lists anything (without listing). */
export function mayBuild(s: ClockworkState, seat: Seat, substitute: number): boolean {
  const have = s.seats[seat]!.resources;
  for (const card of s.seats[seat]!.hand) {
    for (const { need } of paymentsFor(cardOf(s, card).cost, substitute)) if (affords(have, need)) return true;
  }
  return false;
}

/** The Factory step ends once both build and maintain are done. */
function factoryProgress(s: ClockworkState): void {
  const step = head(s, 'factory');
  if (step.built && step.maintained) stepsToChange(s).shift();
}

/** C4 Factory, C6.1: pay a hand card's cost, put it in front of you untapped, gain its VP. */
export function build(s: ClockworkState, seat: Seat, card: string, pay: Resource[], ctx: Ctx): void {
  const step = headToChange(s, 'factory');
  payResources(s, seat, pay, 'build', ctx);
  const me = seatToChange(s, seat);
  const hand = mutable(me, 'hand');
  hand.splice(hand.indexOf(card), 1);
  mutable(me, 'built').push({ cards: [card], tapped: false });
  ctx.emit({ type: 'built', seat, card, paid: pay });
  const vp = cardOf(s, card).vp;
  if (vp > 0) gainVp(s, seat, vp, 'build', ctx);
  step.built = true;
  factoryProgress(s);
}

/** C4 Factory, C6.2: pay 1 resource, untap all your clockworkers (only if one is tapped). */
export function maintain(s: ClockworkState, seat: Seat, r: Resource, ctx: Ctx): void {
  const step = headToChange(s, 'factory');
  payResources(s, seat, Array.from({ length: MAINTAIN_COST }, () => r), 'maintain', ctx);
  let untapped = 0;
  const built = s.seats[seat]!.built;
  for (let i = 0; i < built.length; i++) {
    if (!built[i]!.tapped) continue;
    clockworkerToChange(s, seat, i).tapped = false;
    untapped++;
  }
  ctx.emit({ type: 'maintained', seat, paid: r, untapped });
  step.maintained = true;
  factoryProgress(s);
}

/** C4 Laboratory: discard a card (before drawing). */
export function labDiscard(s: ClockworkState, seat: Seat, card: string, { emit }: Ctx): void {
  head(s, 'labDiscard');
  discardFromHand(s, seat, card);
  emit({ type: 'discarded', seat, card, reason: 'laboratory' });
}

/** C4 Laboratory: draw up to the hand limit (6 with Laboratory P1). */
export function labDraw(s: ClockworkState, seat: Seat, ctx: Ctx): void {
  head(s, 'labDiscard');
  stepsToChange(s).shift();
  drawCards(s, seat, Math.max(0, handLimit(s, seat) - s.seats[seat]!.hand.length), ctx);
}

/** C6.3: add an untapped clockworker to the evolution. */
export function selectForEvolution(s: ClockworkState, clockworker: number): void {
  mutable(headToChange(s, 'evolve'), 'selected').push(clockworker);
}

/** C6.3: the threshold: resources printed on the selected cards' costs, changed by Laboratory P2 (at least 1). */
export function evolutionThreshold(s: ClockworkState, seat: Seat, selected: readonly number[], change: number): number {
  const printed = selected.reduce((n, i) => n + s.seats[seat]!.built[i]!.cards.reduce((m, id) => m + cardOf(s, id).cost.length, 0), 0);
  return Math.max(RULES.evolveMinThreshold, printed + change);
}

/** C6.3: roll one die; at least the threshold succeeds and the selected become one stack. Failure costs nothing. */
export function evolve(s: ClockworkState, seat: Seat, { rng, emit }: Ctx): void {
  const step = headToChange(s, 'evolve');
  const t = turnToChange(s);
  const selected = [...step.selected].sort((a, b) => a - b);
  const threshold = evolutionThreshold(s, seat, selected, step.thresholdChange);
  const face = rng.die(RULES.dieSides);
  const success = face >= threshold;
  emit({ type: 'evolutionRolled', seat, clockworkers: selected, threshold, face, success });
  if (success) {
    const built = mutable(seatToChange(s, seat), 'built');
    const stack = { cards: selected.flatMap((i) => built[i]!.cards), tapped: false };
    for (const i of [...selected].reverse()) built.splice(i, 1);
    built.splice(selected[0]!, 0, stack);
  }
  step.selected = [];
  if (++t.evolutions >= step.tries) stepsToChange(s).shift();
}
