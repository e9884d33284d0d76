/** C2: the move. Rolling is automatic (`startTurn`); keeping dice, tapping and going are decisions. */
import type { Seat } from '@tabula/core';
import { RULES } from '../data/components';
import type { ClockworkState, Step, Turn } from '../state';
import { isArea, spaceColour, takeVp, type Ctx } from './holdings';

/** C2.1–C2.2: the steps of the move: kept faces plus taps. */
export const moveSteps = (t: Turn): number => t.dice.reduce((n, d) => n + (d.kept ? d.face : 0), 0) + t.tapSteps;

/** C2.1–C2.3 [D]: with dice rolled, at least one kept and a non-zero total; with none, any total. */
export function canGo(t: Turn): boolean {
  if (t.dice.length === 0) return true;
  return t.dice.some((d) => d.kept) && moveSteps(t) !== 0;
}

/** C2.1: keep a rolled die. */
export function keepDie(s: ClockworkState, seat: Seat, die: number, { emit }: Ctx): void {
  const d = s.turn!.dice[die]!;
  d.kept = true;
  emit({ type: 'kept', seat, die, face: d.face });
}

/** C2.2 [D]: tap an untapped built clockworker for one step forward (+1) or back (−1). */
export function tapForSteps(s: ClockworkState, seat: Seat, clockworker: number, step: 1 | -1, { emit }: Ctx): void {
  s.seats[seat]!.built[clockworker]!.tapped = true;
  s.turn!.tapSteps += step;
  emit({ type: 'tapped', seat, clockworker, step });
}

/** C2: move the pawn round the loop, then the arrival (C2.4–C2.6) and the space's steps (C3, C4). */
export function go(s: ClockworkState, seat: Seat, ctx: Ctx): void {
  const t = s.turn!;
  const me = s.seats[seat]!;
  const steps = moveSteps(t);
  const from = me.pawn;
  const n = s.loop.length;
  const to = s.loop[(((s.loop.indexOf(from) + steps) % n) + n) % n]!;
  me.pawn = to;
  ctx.emit({ type: 'moved', seat, from, to, steps });
  // C2.4: 1 VP to each other pawn already there, in seat order after the mover.
  for (let i = 1; i < s.players; i++) {
    const other = (seat + i) % s.players;
    if (s.seats[other]!.pawn === to) {
      const paid = takeVp(s, other, seat, RULES.arrivalToll, 'toll', ctx);
      ctx.emit({ type: 'tollPaid', seat, to: other, vp: paid });
    }
  }
  const colour = spaceColour(s, to);
  const next: Step[] = [{ kind: 'activate', colours: [colour] }]; // C2.5
  if (isArea(to)) {
    next.push({ kind: 'godBonus', colour: s.set.colours[to] }); // C2.6
    next.push({ kind: 'areaAction', area: to, mode: 'choose' }, { kind: 'effects', area: to, repeat: true }); // C3
  } else {
    next.push({ kind: 'whiteSpace', space: to }); // C4 white spaces
  }
  t.steps.splice(0, 1, ...next);
}
