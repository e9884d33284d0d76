/** A4: a visit, from taking a die to the end of its effect, and the decisions in between. */
import { mutable, type RuleContext, type Seat } from '@tabula/core';
import type { AtlandiceAction } from '../actions';
import { JEWELERS, resourceIndex, type Sector } from '../data/resources';
import type { AtlandiceEvent } from '../events';
import { hasAnswer, pendingDecision } from './decisions';
import type { AtlandiceState, Pending, StepName } from '../state';
import { placeDie, isEmptySector, sectorToChange, stockToChange } from './board';
import { applyEffect, visitSteps } from './effects';
import { scoreEmptiedDistricts } from './emptied';
import { endOfVisits } from './round';

type Ctx = RuleContext<AtlandiceEvent>;

/** A4.1a: the seat takes a die beside `sector` (for the neutral player: A9.2), then the visit runs. */
export function takeDie(s: AtlandiceState, seat: Seat, sector: Sector, forNeutral: boolean, ctx: Ctx): void {
  const holder = forNeutral ? s.neutral! : seat;
  mutable(s, 'dice')[sector - 1]!--;
  mutable(s, 'diceTakenBySeat')[seat]!++;
  mutable(s, 'diceThisRound')[holder]!++;
  if (forNeutral) mutable(s, 'gaveToNeutral')[seat] = true;
  s.visit = { seat, holder, sector };
  s.steps = visitSteps(sector, 'visit');
  ctx.emit({ type: 'dieTaken', seat, holder, sector });
  runSteps(s, ctx);
}

/**
 * Most steps one action may run without a decision. Only a J3 chain adds steps while it runs (each
 * link takes three), and the rolls end it: with a fair die, a thousand steps in a row have
 * probability about 36^-333. More means the RNG state is not random: the action is refused as an
 * `INTERNAL_ERROR` rather than looping.
 */
export const MAX_AUTOMATIC_STEPS = 1_000;

/**
 * Runs the visit's steps until one needs a decision that has a legal answer; steps without one
 * are skipped (A4.4: `nothingToTake` for a visit's take, J3's chained visit included; A7.1:
 * `effectSkipped` for the others). When no step is left, the visit ends.
 */
export function runSteps(s: AtlandiceState, ctx: Ctx): void {
  let run = 0;
  for (let steps = s.steps; steps.length > 0; steps = s.steps) {
    if (++run > MAX_AUTOMATIC_STEPS) throw new Error(`more than ${MAX_AUTOMATIC_STEPS} steps of a visit ran without a decision (a J3 chain that never ends): the RNG state is not random`);
    const step = steps[0]!;
    if (step.kind === 'effect') {
      mutable(s, 'steps').shift();
      applyEffect(s, step.sector, ctx);
      continue;
    }
    if (step.kind === 'submarineBonus') {
      mutable(s, 'steps').shift();
      // A4.2: one extra resource where the submarine is, if any remain.
      if (s.submarine === step.sector && !isEmptySector(s, step.sector)) {
        mutable(s, 'steps').unshift({ kind: 'take', sectors: [step.sector], reason: 'submarine', optional: step.optional });
      }
      continue;
    }
    if (hasAnswer(s, step)) return;
    mutable(s, 'steps').shift();
    // A4.4: a visit to an empty sector takes nothing, the chained visit of J3 as the others.
    if (step.kind === 'take' && (step.reason === 'visit' || step.reason === 'J3')) ctx.emit({ type: 'nothingToTake', holder: s.visit!.holder, sector: step.sectors[0]! });
    else ctx.emit({ type: 'effectSkipped', step: stepName(step), why: 'noTarget' });
  }
  finishVisit(s, ctx);
}

/** A readable name for a step in events: the reason of a take or move, else the kind. */
function stepName(step: Pending): StepName {
  return step.kind === 'take' || step.kind === 'move' ? step.reason : step.kind;
}

/** A5.1: after step (c), score emptied districts; then the next visitor, or the end of the visits. */
function finishVisit(s: AtlandiceState, ctx: Ctx): void {
  scoreEmptiedDistricts(s, ctx.emit);
  s.visit = null;
  s.visitsMade++;
  if (s.visitsMade === s.players * s.dicePerPlayer) endOfVisits(s, ctx);
}

/** Answers the pending decision (validated) and runs on. */
export function answerDecision(s: AtlandiceState, action: AtlandiceAction, ctx: Ctx): void {
  const step = pendingDecision(s)!;
  mutable(s, 'steps').shift();
  const holder = s.visit!.holder;
  switch (action.type) {
    case 'take': {
      const r = resourceIndex(action.resource);
      sectorToChange(s, action.sector)[r]!--;
      stockToChange(s, holder)[r]!++;
      ctx.emit({ type: 'resourceTaken', holder, sector: action.sector, resource: action.resource, reason: step.kind === 'take' ? step.reason : 'visit' });
      break;
    }
    case 'move': {
      const r = resourceIndex(action.resource);
      sectorToChange(s, action.from)[r]!--;
      sectorToChange(s, action.to)[r]!++;
      ctx.emit({ type: 'resourceMoved', from: action.from, to: action.to, resource: action.resource });
      break;
    }
    case 'swap': {
      const g = resourceIndex(action.give);
      const t = resourceIndex(action.get);
      const jewelers = sectorToChange(s, JEWELERS);
      const other = sectorToChange(s, action.sector);
      jewelers[g]!--;
      other[g]!++;
      other[t]!--;
      jewelers[t]!++;
      ctx.emit({ type: 'resourcesSwapped', give: action.give, sector: action.sector, get: action.get });
      break;
    }
    case 'setDie': {
      const to = placeDie(s, action.value);
      const dice = mutable(s, 'dice');
      dice[action.sector - 1]!--;
      dice[to - 1]!++;
      ctx.emit({ type: 'dieChanged', from: action.sector, value: action.value, to });
      break;
    }
    case 'submarine':
      ctx.emit({ type: 'submarineMoved', from: s.submarine, to: action.sector });
      s.submarine = action.sector;
      break;
    case 'skip':
      ctx.emit({ type: 'effectSkipped', step: stepName(step), why: 'declined' });
      break;
    default:
      throw new Error(`${action.type} does not answer a decision`);
  }
  runSteps(s, ctx);
}
