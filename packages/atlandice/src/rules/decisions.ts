/** A7.1: the pending decision of a visit and its possible answers. */
import type { AtlandiceAction } from '../actions';
import { DIE_FACES, JEWELERS, RESOURCES, SECTORS } from '../data/resources';
import type { AtlandiceState, Pending, Step } from '../state';
import { placeDie } from './board';
import { otherOpenDistricts } from './effects';
import { read, sectorRow, stepsOf } from './access';

/** The current decision, if the acting seat owes one (A7.1). */
export function pendingDecision(s: AtlandiceState): Pending | undefined {
  const step = stepsOf(s)[0];
  return step && step.kind !== 'effect' && step.kind !== 'submarineBonus' ? step : undefined;
}

/**
 * Whether a decision may be declined with `skip`. A7.1: effects are compulsory; only the J3
 * chain's take and its submarine bonus may be declined ("où il peut prendre").
 */
export function isOptional(step: Step): boolean {
  return step.kind === 'take' && step.optional;
}

/** The answers to a decision, without `skip`: `[]` when it has no legal target. */
export function decisionActions(s: AtlandiceState, step: Pending): AtlandiceAction[] {
  const out: AtlandiceAction[] = [];
  switch (step.kind) {
    case 'take':
      for (const sector of step.sectors) {
        const row = sectorRow(s, sector);
        RESOURCES.forEach((resource, r) => {
          if (row[r]! > 0) out.push({ type: 'take', sector, resource });
        });
      }
      break;
    case 'move': {
      const row = sectorRow(s, step.from);
      for (const to of step.to) {
        RESOURCES.forEach((resource, r) => {
          if (row[r]! > 0) out.push({ type: 'move', from: step.from, to, resource });
        });
      }
      break;
    }
    case 'swap': {
      const jewelers = sectorRow(s, JEWELERS);
      RESOURCES.forEach((give, g) => {
        if (jewelers[g] === 0) return;
        for (const sector of otherOpenDistricts(s, JEWELERS)) {
          const row = sectorRow(s, sector);
          RESOURCES.forEach((get, t) => {
            if (t !== g && row[t]! > 0) out.push({ type: 'swap', give, sector, get });
          });
        }
      });
      break;
    }
    case 'setDie': {
      const dice = read(s, 'dice');
      for (const sector of SECTORS) {
        if (dice[sector - 1] === 0) continue;
        for (const value of DIE_FACES) {
          if (placeDie(s, value) !== sector) out.push({ type: 'setDie', sector, value });
        }
      }
      break;
    }
    case 'submarine':
      for (const sector of SECTORS) if (sector !== s.submarine) out.push({ type: 'submarine', sector });
      break;
    default:
      throw new Error(`unknown decision ${JSON.stringify(step satisfies never)}`);
  }
  return out;
}
