/** Who acts now and every legal action: exactly the actions `validate` accepts. */
import type { Seat } from '@tabula/core';
import type { ClockworkAction } from './actions';
import { RESOURCES, RULES, type Resource } from './data/components';
import { EXCHANGE_GIVES } from './data/areas';
import { hasOpenSlot, mayTakeGod, openSlots } from './rules/area';
import { buildOptions, mayActivate, mayBuild } from './rules/clockworkers';
import { borrowableSpaces } from './rules/engine';
import { res, resourceCount, unknownCase } from './rules/holdings';
import { overLimit, seatOverLimit } from './rules/limits';
import { canGo, finishableAfterKeep, finishableAfterTap } from './rules/move';
import type { Clockworker, ClockworkState, Step, Turn } from './state';

/**
 * Seats that may act: a player over a limit first (C1.8), else the current player. `over` is
 * `seatOverLimit(s)`, when the caller has it already.
 */
export function activeSeats(s: ClockworkState, over = seatOverLimit(s)): Seat[] {
  if (s.phase === 'over') return [];
  return [over ?? s.current];
}

/** The decision owed now, or `null`: `limit` (C1.8), `mulligan` (C1.3), or the current step. */
export type Pending = { kind: 'limit'; seat: Seat; hand: boolean; resources: boolean } | { kind: 'mulligan'; seat: Seat } | (Step & { seat: Seat });

/** The decision owed now (see {@link Pending}); `over` as for {@link activeSeats}. */
export function pendingDecision(s: ClockworkState, over = seatOverLimit(s)): Pending | null {
  if (s.phase === 'over') return null;
  if (s.phase === 'mulligan') return { kind: 'mulligan', seat: s.current };
  if (over !== null) return { kind: 'limit', seat: over, ...overLimit(s, over)! };
  const step = s.turn?.steps[0];
  return step ? { ...ownStep(step), seat: s.current } : null;
}

/**
 * A copy of `step` with its own lists (colours, resources, selected clockworkers: lists of
 * strings or numbers): a view shows the turn's steps and the pending decision side by side, and
 * a view is a tree (no object reached by two paths).
 */
function ownStep(step: Step): Step {
  const out = { ...step } as Record<string, unknown>;
  for (const key in out) {
    const value = out[key];
    if (Array.isArray(value)) out[key] = [...value];
  }
  return out as Step;
}

/** Every way to pay `k` resources out of `have` (per type), each listed in resource order. */
function multisets(have: readonly number[], k: number, from = 0): Resource[][] {
  if (k === 0) return [[]];
  const out: Resource[][] = [];
  for (let r = from; r < RESOURCES.length; r++) {
    if (have[r]! === 0) continue;
    const rest = [...have];
    rest[r]!--;
    for (const tail of multisets(rest, k - 1, r)) out.push([RESOURCES[r]!, ...tail]);
  }
  return out;
}

/** Each resource `seat` holds, in resource order. */
function held(s: ClockworkState, seat: Seat): Resource[] {
  const resources = s.seats[seat]!.resources;
  const out: Resource[] = [];
  for (let r = 0; r < RESOURCES.length; r++) if (resources[r]! > 0) out.push(RESOURCES[r]!);
  return out;
}

/**
 * A new `done` action. Every legal action handed out is a fresh object: a caller that labels one
 * (a UI) must never change the actions of a later call, or of another game.
 */
const done = (): ClockworkAction => ({ type: 'done' });
/** The two ways to tap for steps (C2.2), in the order they are offered. */
const TAP_STEPS = [1, -1] as const;

/** How many of `built` are untapped. */
function untappedCount(built: readonly Clockworker[]): number {
  let n = 0;
  for (let i = 0; i < built.length; i++) if (!built[i]!.tapped) n++;
  return n;
}

/** C2.1, C2.2 [ours]: keeping `die` is legal: a free rolled die, and the move stays finishable. */
function mayKeep(t: Turn, untapped: number, die: number): boolean {
  const d = t.dice[die];
  return d !== undefined && !d.kept && finishableAfterKeep(t, untapped, die);
}

/** C2.1–C2.3: keeps, then taps, then `go`; each keep or tap only if the move stays finishable. */
function moveActions(t: Turn, built: readonly Clockworker[], out: ClockworkAction[]): void {
  // C2.2 [ours]: a keep or tap is legal only if the move can still be finished after it.
  const untapped = untappedCount(built);
  for (let die = 0; die < t.dice.length; die++) if (mayKeep(t, untapped, die)) out.push({ type: 'keep', die });
  if (untapped > 0) {
    const up = finishableAfterTap(t, untapped, TAP_STEPS[0]);
    const down = finishableAfterTap(t, untapped, TAP_STEPS[1]);
    for (let clockworker = 0; clockworker < built.length; clockworker++) {
      if (built[clockworker]!.tapped) continue;
      if (up) out.push({ type: 'tap', clockworker, step: TAP_STEPS[0] });
      if (down) out.push({ type: 'tap', clockworker, step: TAP_STEPS[1] });
    }
  }
  if (canGo(t)) out.push({ type: 'go' });
}

/** Whether {@link moveActions} lists anything, without listing (it stops at the first). */
function hasMoveAction(t: Turn, built: readonly Clockworker[]): boolean {
  if (canGo(t)) return true;
  const untapped = untappedCount(built);
  if (untapped > 0 && (finishableAfterTap(t, untapped, TAP_STEPS[0]) || finishableAfterTap(t, untapped, TAP_STEPS[1]))) return true;
  for (let die = 0; die < t.dice.length; die++) if (mayKeep(t, untapped, die)) return true;
  return false;
}

/** The action types {@link knownLegal} decides. */
const KNOWN: ReadonlySet<ClockworkAction['type']> = new Set(['keep', 'tap', 'go', 'done', 'take', 'draw', 'discard']);

/** The steps whose actions always include `done` (see `stepActions`): all optional decisions. */
const DECLINABLE: ReadonlySet<Step['kind']> = new Set(['activate', 'extraSteps', 'areaAction', 'choose', 'useBasic', 'exchange', 'factory', 'evolve', 'buyBack']);

/**
 * Whether `a` is among `legalActions(s, seat)`, decided without listing them, for the most
 * frequent actions (`keep`, `tap`, `go`, `done`, `take`, `draw`, `discard`: about nine in ten of
 * a game's); `validate` asks this first. `false` means "not shown legal here", not "illegal": the
 * caller then looks the action up in the list. `a` must be well-formed (parsed), as `validate`'s
 * are. Each case mirrors `legalActions`; `test/step-decision.test.ts` checks them against it.
 */
export function knownLegal(s: ClockworkState, seat: Seat, a: ClockworkAction): boolean {
  if (!KNOWN.has(a.type) || s.phase === 'over') return false;
  if (s.phase === 'mulligan') return seat === s.current && (a.type === 'done' || (a.type === 'discard' && s.seats[seat]!.hand.includes(a.card)));
  const over = seatOverLimit(s);
  if (over !== null) return seat === over && a.type === 'discard' && overLimit(s, over)!.hand && s.seats[seat]!.hand.includes(a.card);
  const t = s.turn;
  if (seat !== s.current || !t || t.steps.length === 0) return false;
  const step = t.steps[0]!;
  switch (a.type) {
    case 'done':
      return DECLINABLE.has(step.kind);
    case 'draw':
      return step.kind === 'labDiscard';
    case 'discard':
      return step.kind === 'labDiscard' && s.seats[seat]!.hand.includes(a.card);
    case 'take':
      return step.kind === 'choose' && step.from.includes(a.resource) && s.supply[res(a.resource)]! > 0;
    case 'go':
      return step.kind === 'move' && canGo(t);
    case 'keep': {
      const built = s.seats[seat]!.built;
      return step.kind === 'move' && Number.isInteger(a.die) && mayKeep(t, untappedCount(built), a.die);
    }
    case 'tap': {
      const built = s.seats[seat]!.built;
      const cw = Number.isInteger(a.clockworker) ? built[a.clockworker] : undefined;
      if (step.kind !== 'move' || cw === undefined || cw.tapped || (a.step !== TAP_STEPS[0] && a.step !== TAP_STEPS[1])) return false;
      return finishableAfterTap(t, untappedCount(built), a.step);
    }
    default:
      return false;
  }
}

/** How the current step may be answered (see {@link stepDecision}). */
export type StepDecision = 'none' | 'declineOnly' | 'choice';

/**
 * Whether the current step of `seat` has no legal action, only `done`, or a real choice: the
 * same as reading {@link stepActions}, without listing the actions of the most frequent steps
 * (the move, and what follows each arrival). `advance` asks this after every action. Each case
 * mirrors the same case of `stepActions`; `test/step-decision.test.ts` checks them against it.
 */
export function stepDecision(s: ClockworkState, seat: Seat): StepDecision {
  const t = s.turn!;
  const step = t.steps[0]!;
  switch (step.kind) {
    case 'move':
      return hasMoveAction(t, s.seats[seat]!.built) ? 'choice' : 'none';
    case 'activate':
      // Each activatable clockworker, then `done`.
      {
        const built = s.seats[seat]!.built;
        for (let i = 0; i < built.length; i++) if (mayActivate(s, seat, built[i]!, step.colours)) return 'choice';
      }
      return 'declineOnly';
    case 'areaAction':
      // A place, a release or a god, then `done`.
      if (step.mode !== 'release') {
        const dice = t.dice;
        for (let i = 0; i < dice.length; i++) {
          const d = dice[i]!;
          if (!d.kept && !d.placed && hasOpenSlot(s, seat, step.area, d.face)) return 'choice';
        }
      }
      if (step.mode !== 'place') {
        const slots = s.slots[step.area];
        for (let i = 0; i < slots.length; i++) if (slots[i]?.owner === seat) return 'choice';
      }
      if (step.mode === 'choose' && s.gods[step.area].length > 0 && mayTakeGod(s, seat, step.area)) return 'choice';
      return 'declineOnly';
    case 'choose':
      // Each resource of `from` the supply has, then `done`.
      for (const r of step.from) if (s.supply[res(r)]! > 0) return 'choice';
      return 'declineOnly';
    case 'labDiscard':
      return 'choice'; // `draw` is always legal
    case 'exchange':
      // Each payment of `price` resources (there is one if the player holds that many), then `done`.
      return s.supply[res(EXCHANGE_GIVES)]! > 0 && resourceCount(s, seat) >= step.price ? 'choice' : 'declineOnly';
    case 'factory': {
      // Each build, each maintenance (one per resource held), then `done`.
      const me = s.seats[seat]!;
      if (!step.built && mayBuild(s, seat, step.substitute)) return 'choice';
      return !step.maintained && untappedCount(me.built) < me.built.length && resourceCount(s, seat) > 0 ? 'choice' : 'declineOnly';
    }
    default:
      break;
  }
  const actions = stepActions(s, seat);
  if (actions.length === 0) return 'none';
  for (const a of actions) if (a.type !== 'done') return 'choice';
  return 'declineOnly';
}

/** The actions answering one step of the current player's turn. */
export function stepActions(s: ClockworkState, seat: Seat): ClockworkAction[] {
  const t = s.turn!;
  const step = t.steps[0]!;
  const out: ClockworkAction[] = [];
  switch (step.kind) {
    case 'move':
      moveActions(t, s.seats[seat]!.built, out);
      return out;
    case 'activate': {
      const built = s.seats[seat]!.built;
      for (let clockworker = 0; clockworker < built.length; clockworker++) if (mayActivate(s, seat, built[clockworker]!, step.colours)) out.push({ type: 'activate', clockworker });
      out.push(done());
      return out;
    }
    case 'extraSteps':
      for (let steps = 1; steps <= step.n; steps++) out.push({ type: 'moveOn', steps });
      out.push(done());
      return out;
    case 'areaAction': {
      if (step.mode !== 'release') {
        for (let die = 0; die < t.dice.length; die++) {
          const d = t.dice[die]!;
          if (!d.kept && !d.placed) for (const slot of openSlots(s, seat, step.area, d.face)) out.push({ type: 'place', die, slot });
        }
      }
      if (step.mode !== 'place') {
        const slots = s.slots[step.area];
        for (let slot = 0; slot < slots.length; slot++) if (slots[slot]?.owner === seat) out.push({ type: 'release', slot });
      }
      if (step.mode === 'choose' && mayTakeGod(s, seat, step.area)) for (const god of s.gods[step.area]) out.push({ type: 'takeGod', god });
      out.push(done());
      return out;
    }
    case 'choose':
      for (const r of step.from) if (s.supply[res(r)]! > 0) out.push({ type: 'take', resource: r });
      out.push(done());
      return out;
    case 'stealVp':
      for (let other = 0; other < s.players; other++) if (other !== seat && s.seats[other]!.vp > 0) out.push({ type: 'stealVp', seat: other });
      return out;
    case 'stealResource':
      for (let other = 0; other < s.players; other++) if (other !== seat) for (const resource of held(s, other)) out.push({ type: 'stealResource', seat: other, resource });
      return out;
    case 'useBasic':
      for (const area of borrowableSpaces(s)) out.push({ type: 'useBasic', area });
      out.push(done());
      return out;
    case 'exchange':
      // A plain copy of the frozen stock: `multisets` copies it at every level (`slice` of a frozen array is slow).
      if (s.supply[res(EXCHANGE_GIVES)]! > 0) for (const pay of multisets([...s.seats[seat]!.resources], step.price)) out.push({ type: 'exchange', pay });
      out.push(done());
      return out;
    case 'factory': {
      const me = s.seats[seat]!;
      if (!step.built) for (const b of buildOptions(s, seat, step.substitute)) out.push({ type: 'build', card: b.card, pay: b.pay });
      if (!step.maintained && untappedCount(me.built) < me.built.length) for (const resource of held(s, seat)) out.push({ type: 'maintain', resource });
      out.push(done());
      return out;
    }
    case 'labDiscard':
      for (const card of s.seats[seat]!.hand) out.push({ type: 'discard', card });
      out.push({ type: 'draw' });
      return out;
    case 'evolve': {
      if (t.evolutions >= step.tries) return [done()]; // C6.3: the turn's tries are used up
      const built = s.seats[seat]!.built;
      for (let clockworker = 0; clockworker < built.length; clockworker++) if (!built[clockworker]!.tapped && !step.selected.includes(clockworker)) out.push({ type: 'select', clockworker });
      if (step.selected.length >= RULES.evolveMinCards) out.push({ type: 'evolve' });
      if (step.selected.length === 0 && untappedCount(built) < RULES.evolveMinCards) return [done()];
      out.push(done());
      return out;
    }
    case 'buyBack': {
      if (!s.whiteDice[step.space].includes(seat)) return [done()];
      const price = RULES.buybackPrices[Math.min(s.buybacks[step.space], RULES.buybackPrices.length - 1)]!;
      for (const resource of held(s, seat)) if (price === 'any' || price.includes(resource)) out.push({ type: 'buyBack', resource });
      out.push(done());
      return out;
    }
    case 'effects':
    case 'basic':
    case 'whiteSpace':
    case 'godBonus':
    case 'gainVp':
    case 'gain':
    case 'draw':
    case 'untapAll':
      return out; // automatic steps: resolved by `advance`, never pending
    default:
      return unknownCase(step, 'step');
  }
}

/** Every legal action of `seat` now, in a stable order; `over` as for {@link activeSeats}. */
export function legalActions(s: ClockworkState, seat: Seat, over = seatOverLimit(s)): ClockworkAction[] {
  if (s.phase === 'over') return [];
  if (s.phase === 'mulligan') {
    if (seat !== s.current) return [];
    const out: ClockworkAction[] = [];
    for (const card of s.seats[seat]!.hand) out.push({ type: 'discard', card });
    out.push(done());
    return out;
  }
  // The same seat as `activeSeats`: a player over a limit first (C1.8), else the current player.
  if (over !== null) {
    if (seat !== over) return [];
    const limit = overLimit(s, over)!;
    const out: ClockworkAction[] = [];
    if (limit.hand) for (const card of s.seats[seat]!.hand) out.push({ type: 'discard', card });
    if (limit.resources) for (const resource of held(s, seat)) out.push({ type: 'returnResource', resource });
    return out;
  }
  if (seat !== s.current || !s.turn || s.turn.steps.length === 0) return [];
  return stepActions(s, seat);
}
