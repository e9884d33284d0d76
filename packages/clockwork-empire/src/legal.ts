/** Who acts now and every legal action: exactly the actions `validate` accepts. */
import type { Seat } from '@tabula/core';
import type { ClockworkAction } from './actions';
import { RESOURCES, RULES, type Resource } from './data/components';
import { EXCHANGE_GIVES } from './data/areas';
import { mayTakeGod, openSlots } from './rules/area';
import { buildOptions, mayActivate } from './rules/clockworkers';
import { borrowableAreas } from './rules/engine';
import { overLimit, res } from './rules/holdings';
import { seatOverLimit } from './rules/limits';
import { canGo, finishable } from './rules/move';
import type { ClockworkState, Step, Turn } from './state';

/** Seats that may act: a player over a limit first (C1.8), else the current player. */
export function activeSeats(s: ClockworkState): Seat[] {
  if (s.phase === 'over') return [];
  const over = seatOverLimit(s);
  return [over ?? s.current];
}

/** The decision owed now, or `null`: `limit` (C1.8), `mulligan` (C1.3), or the current step. */
export type Pending = { kind: 'limit'; seat: Seat; hand: boolean; resources: boolean } | { kind: 'mulligan'; seat: Seat } | (Step & { seat: Seat });

/** The decision owed now (see {@link Pending}). */
export function pendingDecision(s: ClockworkState): Pending | null {
  if (s.phase === 'over') return null;
  if (s.phase === 'mulligan') return { kind: 'mulligan', seat: s.current };
  const over = seatOverLimit(s);
  if (over !== null) return { kind: 'limit', seat: over, ...overLimit(s, over)! };
  const step = s.turn?.steps[0];
  return step ? { ...step, seat: s.current } : null;
}

/** Every way to pay `k` resources out of `have` (per type), each listed in resource order. */
function multisets(have: readonly number[], k: number, from = 0): Resource[][] {
  if (k === 0) return [[]];
  const out: Resource[][] = [];
  for (let r = from; r < RESOURCES.length; r++) {
    if (have[r]! === 0) continue;
    const rest = have.slice();
    rest[r]!--;
    for (const tail of multisets(rest, k - 1, r)) out.push([RESOURCES[r]!, ...tail]);
  }
  return out;
}

const held = (s: ClockworkState, seat: Seat): Resource[] => RESOURCES.filter((r) => s.seats[seat]!.resources[res(r)]! > 0);
const done: ClockworkAction = { type: 'done' };
const TAP_STEPS = [1, -1] as const;

/** The actions answering one step of the current player's turn. */
export function stepActions(s: ClockworkState, seat: Seat): ClockworkAction[] {
  const t = s.turn!;
  const step = t.steps[0]!;
  const me = s.seats[seat]!;
  const out: ClockworkAction[] = [];
  switch (step.kind) {
    case 'move': {
      // C2.2 [ours]: a keep or tap is legal only if the move can still be finished after it.
      const untapped = me.built.filter((cw) => !cw.tapped).length;
      const kept = (die: number): Turn => ({ ...t, dice: t.dice.map((d, i) => (i === die ? { ...d, kept: true } : d)) });
      t.dice.forEach((d, die) => !d.kept && finishable(kept(die), untapped) && out.push({ type: 'keep', die }));
      const tapOk = TAP_STEPS.filter((step) => finishable({ ...t, tapSteps: t.tapSteps + step }, untapped - 1));
      me.built.forEach((cw, clockworker) => !cw.tapped && tapOk.forEach((step) => out.push({ type: 'tap', clockworker, step })));
      if (canGo(t)) out.push({ type: 'go' });
      return out;
    }
    case 'activate':
      me.built.forEach((cw, clockworker) => mayActivate(s, seat, cw, step.colours) && out.push({ type: 'activate', clockworker }));
      return [...out, done];
    case 'extraSteps':
      for (let steps = 1; steps <= step.n; steps++) out.push({ type: 'moveOn', steps });
      return [...out, done];
    case 'areaAction': {
      if (step.mode !== 'release') {
        t.dice.forEach((d, die) => !d.kept && !d.placed && openSlots(s, seat, step.area, d.face).forEach((slot) => out.push({ type: 'place', die, slot })));
      }
      if (step.mode !== 'place') s.slots[step.area].forEach((d, slot) => d?.owner === seat && out.push({ type: 'release', slot }));
      if (step.mode === 'choose' && mayTakeGod(s, seat, step.area)) for (const god of s.gods[step.area]) out.push({ type: 'takeGod', god });
      return [...out, done];
    }
    case 'choose':
      for (const r of step.from) if (s.supply[res(r)]! > 0) out.push({ type: 'take', resource: r });
      return [...out, done];
    case 'stealVp':
      for (let other = 0; other < s.players; other++) if (other !== seat && s.seats[other]!.vp > 0) out.push({ type: 'stealVp', seat: other });
      return out;
    case 'stealResource':
      for (let other = 0; other < s.players; other++) if (other !== seat) for (const resource of held(s, other)) out.push({ type: 'stealResource', seat: other, resource });
      return out;
    case 'useBasic':
      for (const area of borrowableAreas()) out.push({ type: 'useBasic', area });
      return [...out, done];
    case 'exchange':
      if (s.supply[res(EXCHANGE_GIVES)]! > 0) for (const pay of multisets(me.resources, step.price)) out.push({ type: 'exchange', pay });
      return [...out, done];
    case 'factory':
      if (!step.built) for (const b of buildOptions(s, seat, step.substitute)) out.push({ type: 'build', card: b.card, pay: b.pay });
      if (!step.maintained && me.built.some((cw) => cw.tapped)) for (const resource of held(s, seat)) out.push({ type: 'maintain', resource });
      return [...out, done];
    case 'labDiscard':
      for (const card of me.hand) out.push({ type: 'discard', card });
      return [...out, { type: 'draw' }];
    case 'evolve':
      if (t.evolutions >= step.tries) return [done]; // C6.3: the turn's tries are used up
      me.built.forEach((cw, clockworker) => !cw.tapped && !step.selected.includes(clockworker) && out.push({ type: 'select', clockworker }));
      if (step.selected.length >= RULES.evolveMinCards) out.push({ type: 'evolve' });
      if (step.selected.length === 0 && me.built.filter((cw) => !cw.tapped).length < RULES.evolveMinCards) return [done];
      return [...out, done];
    case 'buyBack': {
      if (!s.whiteDice[step.space].includes(seat)) return [done];
      const price = RULES.buybackPrices[Math.min(s.buybacks[step.space], RULES.buybackPrices.length - 1)]!;
      for (const resource of held(s, seat)) if (price === 'any' || price.includes(resource)) out.push({ type: 'buyBack', resource });
      return [...out, done];
    }
    default:
      return []; // automatic steps
  }
}

/** Every legal action of `seat` now, in a stable order. */
export function legalActions(s: ClockworkState, seat: Seat): ClockworkAction[] {
  if (s.phase === 'over' || !activeSeats(s).includes(seat)) return [];
  if (s.phase === 'mulligan') return [...s.seats[seat]!.hand.map((card): ClockworkAction => ({ type: 'discard', card })), done];
  const over = seatOverLimit(s);
  if (over !== null) {
    const limit = overLimit(s, over)!;
    const out: ClockworkAction[] = [];
    if (limit.hand) for (const card of s.seats[seat]!.hand) out.push({ type: 'discard', card });
    if (limit.resources) for (const resource of held(s, seat)) out.push({ type: 'returnResource', resource });
    return out;
  }
  if (!s.turn || s.turn.steps.length === 0) return [];
  return stepActions(s, seat);
}
