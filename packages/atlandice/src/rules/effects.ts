/** A7: the effect of the visited sector's top tile, as automatic rolls and pending steps. */
import { deepFreeze, mutable, type RuleContext } from '@tabula/core';
import { onWorkCopy } from '@tabula/core/internal';
import { EFFECT_ROLLS, INN_CLOCK_STEP, L3_DIE_NUMBER } from '../data/effects';
import { BLACK_MARKET, DISTRICTS, SECTORS, type Sector } from '../data/resources';
import type { TileId } from '../data/tiles';
import type { AtlandiceEvent } from '../events';
import type { AtlandiceState, Step } from '../state';
import { isOpenDistrict, lastSpace, placeDie, topTile } from './board';

type Ctx = RuleContext<AtlandiceEvent>;

/** Rolls the die for a rolling effect; true when the face is a winning one. */
function rollFor(s: AtlandiceState, tile: TileId, ctx: Ctx): boolean {
  const face = ctx.rng.die();
  const success = EFFECT_ROLLS[tile]!.includes(face);
  ctx.emit({ type: 'effectRoll', holder: s.visit!.holder, tile, face, success });
  return success;
}

/** Districts in play other than `except` (targets of J2, L1, F2). */
export function otherOpenDistricts(s: AtlandiceState, except: Sector): Sector[] {
  return DISTRICTS.filter((d) => d !== except && isOpenDistrict(s, d));
}

/**
 * The steps of a visit to `sector` (A4.1b–c): the take, the submarine bonus (A4.2), the effect.
 *
 * Under `apply`, one shared frozen list per sector and reason: the steps of most actions' visits,
 * which would otherwise be five new parts to make and freeze (the list, three steps, a take's
 * sectors). The rules copy the list through `mutable` before they change it, and never change a
 * step. On a plain state (the simulator, a rule test), a new list, which the rules change in place.
 */
export function visitSteps(sector: Sector, reason: 'visit' | 'J3'): Step[] {
  return onWorkCopy() ? SHARED_VISIT_STEPS[reason][sector - 1]! : newVisitSteps(sector, reason);
}

/** The steps of a visit, new. */
function newVisitSteps(sector: Sector, reason: 'visit' | 'J3'): Step[] {
  // A visit's take and bonus are compulsory (A4.1b "doit", A4.2), J3's chained visit's too: it is a
  // visit (FR J3 "visitez le Secteur"), and nothing in the rules may be declined (A7.1).
  return [
    { kind: 'take', sectors: [sector], reason, optional: false },
    { kind: 'submarineBonus', sector, optional: false },
    { kind: 'effect', sector },
  ];
}

/** {@link visitSteps} under `apply`: by reason, then by sector − 1; frozen through. */
const SHARED_VISIT_STEPS: Readonly<Record<'visit' | 'J3', readonly Step[][]>> = {
  visit: SECTORS.map((sector) => deepFreeze(newVisitSteps(sector, 'visit'))),
  J3: SECTORS.map((sector) => deepFreeze(newVisitSteps(sector, 'J3'))),
};

/**
 * Applies the effect of the top tile of `sector` for the current visit: rolls at once, and puts
 * the choices it offers first in the visit's steps.
 */
export function applyEffect(s: AtlandiceState, sector: Sector, ctx: Ctx): void {
  const tile = topTile(s, sector);
  if (tile === undefined) return; // BM: no effect
  const next: Step[] = [];
  switch (tile) {
    case 'J1':
      if (rollFor(s, tile, ctx)) next.push({ kind: 'take', sectors: [sector], reason: 'J1', optional: false });
      break;
    case 'J2':
      next.push({ kind: 'swap' });
      break;
    case 'J3':
      if (rollFor(s, tile, ctx)) {
        // J3: roll again and visit the sector of the new face (A3.1 placement); this can chain.
        const face = ctx.rng.die();
        const target = placeDie(s, face);
        ctx.emit({ type: 'jewelersChain', holder: s.visit!.holder, face, sector: target });
        next.push(...visitSteps(target, 'J3'));
      }
      break;
    case 'L1':
      if (rollFor(s, tile, ctx)) next.push({ kind: 'take', sectors: otherOpenDistricts(s, sector), reason: 'L1', optional: false });
      break;
    case 'L2':
      next.push({ kind: 'move', from: sector, to: [BLACK_MARKET], reason: 'L2' });
      break;
    case 'L3':
      if (diceTakenThisRound(s) === L3_DIE_NUMBER) next.push({ kind: 'take', sectors: [sector], reason: 'L3', optional: false });
      break;
    case 'I1':
      if (rollFor(s, tile, ctx)) advanceClockByInn(s, ctx);
      break;
    case 'I2':
      next.push({ kind: 'move', from: BLACK_MARKET, to: otherOpenDistricts(s, sector), reason: 'I2' });
      break;
    case 'I3':
      next.push({ kind: 'setDie' });
      break;
    case 'M1':
    case 'M2':
    case 'M3':
      next.push({ kind: 'submarine' });
      break;
    case 'F1':
      if (rollFor(s, tile, ctx)) next.push({ kind: 'take', sectors: [sector], reason: 'F1', optional: false });
      break;
    case 'F2':
      next.push({ kind: 'move', from: sector, to: otherOpenDistricts(s, sector), reason: 'F2' });
      break;
    case 'F3':
      if (rollFor(s, tile, ctx)) next.push({ kind: 'take', sectors: [BLACK_MARKET], reason: 'F3', optional: false });
      break;
    default:
      throw new Error(`unknown tile ${JSON.stringify(tile satisfies never)}`);
  }
  if (next.length > 0) mutable(s, 'steps').unshift(...next);
}

/**
 * L3: the dice the visit's beneficiary has taken this round, this one included. A seat counts
 * every die it took, given to the neutral player or not (the rulebook: "the second die you take");
 * the neutral player counts the dice it received (A9.4).
 */
function diceTakenThisRound(s: AtlandiceState): number {
  const { seat, holder } = s.visit!;
  return holder === s.neutral ? s.diceThisRound[holder]! : s.diceTakenBySeat[seat]!;
}

/** A6.5: the Inn moves the hand one space without its event; reaching the end ends the game after the visits. */
function advanceClockByInn(s: AtlandiceState, ctx: Ctx): void {
  const from = s.clock;
  const to = Math.min(from + INN_CLOCK_STEP, lastSpace(s));
  if (to === from) return;
  s.clock = to;
  ctx.emit({ type: 'clockAdvanced', from, to, by: 'inn' });
  if (to === lastSpace(s)) s.endAfterVisits = true;
}
