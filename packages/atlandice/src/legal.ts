/** Every legal action, in a stable order: the answer to "what may be clicked now". */
import type { Seat } from '@tabula/core';
import type { AtlandiceAction } from './actions';
import { DIE_FACES, JEWELERS, RESOURCES, SECTORS } from './data/resources';
import { placeDie } from './rules/board';
import { otherOpenDistricts } from './rules/effects';
import type { AtlandiceState, Pending, Step } from './state';

/** The current decision, if the acting seat owes one (A7.1). */
export function pendingDecision(s: AtlandiceState): Pending | undefined {
  const step = s.steps[0];
  return step && step.kind !== 'effect' && step.kind !== 'submarineBonus' ? step : undefined;
}

/** Whether a decision step may be declined with `skip` (A7.1: every effect choice; not the visit's own take). */
export function isOptional(step: Step): boolean {
  return step.kind === 'take' ? step.optional : step.kind !== 'effect' && step.kind !== 'submarineBonus';
}

/** The answers to a decision, without `skip`: `[]` when it has no legal target. */
export function decisionActions(s: AtlandiceState, step: Pending): AtlandiceAction[] {
  const out: AtlandiceAction[] = [];
  switch (step.kind) {
    case 'take':
      for (const sector of step.sectors) {
        const row = s.sectors[sector - 1]!;
        RESOURCES.forEach((resource, r) => {
          if (row[r]! > 0) out.push({ type: 'take', sector, resource });
        });
      }
      break;
    case 'move': {
      const row = s.sectors[step.from - 1]!;
      for (const to of step.to) {
        RESOURCES.forEach((resource, r) => {
          if (row[r]! > 0) out.push({ type: 'move', from: step.from, to, resource });
        });
      }
      break;
    }
    case 'swap': {
      const jewelers = s.sectors[JEWELERS - 1]!;
      RESOURCES.forEach((give, g) => {
        if (jewelers[g] === 0) return;
        for (const sector of otherOpenDistricts(s, JEWELERS)) {
          const row = s.sectors[sector - 1]!;
          RESOURCES.forEach((get, t) => {
            if (t !== g && row[t]! > 0) out.push({ type: 'swap', give, sector, get });
          });
        }
      });
      break;
    }
    case 'setDie':
      for (const sector of SECTORS) {
        if (s.dice[sector - 1] === 0) continue;
        for (const value of DIE_FACES) {
          if (placeDie(s, value) !== sector) out.push({ type: 'setDie', sector, value });
        }
      }
      break;
    case 'submarine':
      for (const sector of SECTORS) if (sector !== s.submarine) out.push({ type: 'submarine', sector });
      break;
  }
  return out;
}

/** A4.1a, A9.2: the dice a seat may take, and whether for itself or the neutral player. */
function visitActions(s: AtlandiceState, seat: Seat): AtlandiceAction[] {
  const out: AtlandiceAction[] = [];
  const { keep, give } = visitChoices(s, seat);
  for (const sector of SECTORS) {
    if (s.dice[sector - 1] === 0) continue;
    if (keep) out.push({ type: 'visit', sector });
    if (give) out.push({ type: 'visit', sector, forNeutral: true });
  }
  return out;
}

/** Whether a seat may keep its next die, and whether it may give it to the neutral player (A9.2). */
export function visitChoices(s: AtlandiceState, seat: Seat): { keep: boolean; give: boolean } {
  if (s.neutral === null) return { keep: true, give: false };
  const gave = s.gaveToNeutral[seat]!;
  const lastDie = s.diceTakenBySeat[seat] === s.dicePerPlayer - 1;
  return { keep: gave || !lastDie, give: !gave };
}

/** A6.3: the pairs of resources a donor may pay, in resource order, then `pass`. */
function donationActions(s: AtlandiceState, seat: Seat): AtlandiceAction[] {
  const stock = s.stock[seat]!;
  const out: AtlandiceAction[] = [];
  for (let a = 0; a < RESOURCES.length; a++) {
    for (let b = a; b < RESOURCES.length; b++) {
      if (a === b ? stock[a]! >= 2 : stock[a]! > 0 && stock[b]! > 0) out.push({ type: 'donate', pay: [RESOURCES[a]!, RESOURCES[b]!] });
    }
  }
  out.push({ type: 'pass' });
  return out;
}

/** The seats that may act now. */
export function activeSeats(s: AtlandiceState): Seat[] {
  if (s.phase === 'over') return [];
  if (s.phase === 'donation') return [s.donors[0]!];
  return [s.visit ? s.visit.seat : (s.startPlayer + s.visitsMade) % s.players];
}

/** Every legal action of the active seat. */
export function legalActions(s: AtlandiceState, seat: Seat): AtlandiceAction[] {
  if (s.phase === 'donation') return donationActions(s, seat);
  const pending = pendingDecision(s);
  if (!pending) return visitActions(s, seat);
  const out = decisionActions(s, pending);
  if (isOptional(pending)) out.push({ type: 'skip' });
  return out;
}
