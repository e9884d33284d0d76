/** Every legal action, in a stable order: the answer to "what may be clicked now". */
import type { Seat } from '@tabula/core';
import type { AtlandiceAction } from './actions';
import { RESOURCES, SECTORS } from './data/resources';
import { decisionActions, isOptional, pendingDecision } from './rules/decisions';
import type { AtlandiceState } from './state';

export { decisionActions, isOptional, pendingDecision };

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
