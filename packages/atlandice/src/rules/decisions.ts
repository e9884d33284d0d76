/** A7.1: the pending decision of a visit and its possible answers. */
import type { AtlandiceAction } from '../actions';
import { DIE_FACES, JEWELERS, RESOURCES, SECTORS } from '../data/resources';
import type { AtlandiceState, Pending, Step } from '../state';
import { holdsSome, placeDie } from './board';
import { otherOpenDistricts } from './effects';

/** The current decision, if the acting seat owes one (A7.1). */
export function pendingDecision(s: AtlandiceState): Pending | undefined {
  const step = s.steps[0];
  return step && step.kind !== 'effect' && step.kind !== 'submarineBonus' ? step : undefined;
}

/**
 * Whether a decision may be declined with `skip`: only a step marked `optional`. The rules mark
 * none: a visit's take and submarine bonus (J3's chained visit's included) and every effect are
 * compulsory (A4.1b, A4.2, A7.1), so `skip` is refused with `NOT_OPTIONAL`.
 */
export function isOptional(step: Step): boolean {
  return step.kind === 'take' && step.optional;
}

/** The answers to a decision, without `skip`: `[]` when it has no legal target. */
export function decisionActions(s: AtlandiceState, step: Pending): AtlandiceAction[] {
  const out: AtlandiceAction[] = [];
  switch (step.kind) {
    case 'take': {
      // Index loops over the step's lists: V8 runs `for…of` and `some` over a frozen array (a
      // state's, under `apply`) many times slower.
      const sectors = step.sectors;
      for (let i = 0; i < sectors.length; i++) {
        const sector = sectors[i]!;
        const row = s.sectors[sector - 1]!;
        for (let r = 0; r < RESOURCES.length; r++) if (row[r]! > 0) out.push({ type: 'take', sector, resource: RESOURCES[r]! });
      }
      break;
    }
    case 'move': {
      const row = s.sectors[step.from - 1]!;
      const targets = step.to;
      for (let i = 0; i < targets.length; i++) {
        const to = targets[i]!;
        for (let r = 0; r < RESOURCES.length; r++) if (row[r]! > 0) out.push({ type: 'move', from: step.from, to, resource: RESOURCES[r]! });
      }
      break;
    }
    case 'swap': {
      const jewelers = s.sectors[JEWELERS - 1]!;
      const others = otherOpenDistricts(s, JEWELERS);
      for (let g = 0; g < RESOURCES.length; g++) {
        if (jewelers[g] === 0) continue;
        for (const sector of others) {
          const row = s.sectors[sector - 1]!;
          for (let t = 0; t < RESOURCES.length; t++) if (t !== g && row[t]! > 0) out.push({ type: 'swap', give: RESOURCES[g]!, sector, get: RESOURCES[t]! });
        }
      }
      break;
    }
    case 'setDie':
      for (const sector of SECTORS) {
        if (s.dice[sector - 1] === 0) continue;
        for (const value of DIE_FACES) if (placeDie(s, value) !== sector) out.push({ type: 'setDie', sector, value });
      }
      break;
    case 'submarine':
      for (const sector of SECTORS) if (sector !== s.submarine) out.push({ type: 'submarine', sector });
      break;
    default:
      throw new Error(`unknown decision ${JSON.stringify(step satisfies never)}`);
  }
  return out;
}

/**
 * Whether a decision has a legal target (`decisionActions(s, step).length > 0`), without building
 * the answers: the rules ask this at every step of a visit (A4.4, A7.1).
 */
export function hasAnswer(s: AtlandiceState, step: Pending): boolean {
  switch (step.kind) {
    case 'take': {
      const sectors = step.sectors;
      for (let i = 0; i < sectors.length; i++) if (holdsSome(s.sectors[sectors[i]! - 1]!)) return true;
      return false;
    }
    case 'move':
      return step.to.length > 0 && holdsSome(s.sectors[step.from - 1]!);
    case 'swap': {
      // A resource of the Jewelers for one of another type on another district in play.
      const jewelers = s.sectors[JEWELERS - 1]!;
      for (const sector of otherOpenDistricts(s, JEWELERS)) {
        const row = s.sectors[sector - 1]!;
        for (let g = 0; g < RESOURCES.length; g++) {
          if (jewelers[g] === 0) continue;
          for (let t = 0; t < RESOURCES.length; t++) if (t !== g && row[t]! > 0) return true;
        }
      }
      return false;
    }
    case 'setDie':
      for (const sector of SECTORS) {
        if (s.dice[sector - 1] === 0) continue;
        for (const value of DIE_FACES) if (placeDie(s, value) !== sector) return true;
      }
      return false;
    case 'submarine':
      return SECTORS.some((sector) => sector !== s.submarine);
    default:
      throw new Error(`unknown decision ${JSON.stringify(step satisfies never)}`);
  }
}

