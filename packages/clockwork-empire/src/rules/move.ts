/** C2: the move. Rolling is automatic (`startTurn`); keeping dice, tapping and going are decisions. */
import type { Seat } from '@tabula/core';
import { RULES, type SpaceId } from '../data/components';
import type { ClockworkState, Step, Turn } from '../state';
import { mutable } from '@tabula/core';
import { areaColour, clockworkerToChange, isArea, loopOf, seatToChange, spaceColour, stepsToChange, takeVp, turnToChange, type Ctx } from './holdings';

/** C2.1–C2.2: the steps of the move: kept faces plus taps. */
export function moveSteps(t: Turn): number {
  let n = t.tapSteps;
  const dice = t.dice;
  for (let i = 0; i < dice.length; i++) if (dice[i]!.kept) n += dice[i]!.face;
  return n;
}

/** C2.1–C2.3 [D]: with dice rolled, at least one kept and a non-zero total; with none, any total. */
export function canGo(t: Turn): boolean {
  const dice = t.dice;
  if (dice.length === 0) return true;
  // Index loops: V8 runs `some` and `for…of` over a frozen array (a state's) many times slower.
  let kept = false;
  for (let i = 0; i < dice.length && !kept; i++) kept = dice[i]!.kept;
  return kept && moveSteps(t) !== 0;
}

/**
 * Whether the move can still be finished (some sequence of keeps and taps reaches a legal `go`),
 * with `untapped` clockworkers left to tap. Exact, in O(dice), without a search:
 * - no dice rolled (C2.3): `go` is always legal;
 * - an untapped clockworker gives three totals (untouched, +1, −1), so one of them is not 0, and a
 *   die is kept or still keepable;
 * - otherwise only keeps remain: go now (a kept die, total ≠ 0), or keep one free die whose face
 *   does not cancel the total, or keep two (their sums differ, so one is not 0).
 * `test/rules/c2-move.test.ts` checks this against an exhaustive search over small turns.
 */
export function finishable(t: Turn, untapped: number): boolean {
  return finishableWith(t, untapped, NO_DIE, 0);
}

/** {@link finishable} once die `die` is kept (legal actions ask it of every free die). */
export const finishableAfterKeep = (t: Turn, untapped: number, die: number): boolean => finishableWith(t, untapped, die, 0);

/** {@link finishable} once a clockworker is tapped for `step` (one fewer left untapped). */
export const finishableAfterTap = (t: Turn, untapped: number, step: number): boolean => finishableWith(t, untapped - 1, NO_DIE, step);

/** No die: `finishableWith` supposes no keep. */
const NO_DIE = -1;

/** {@link finishable} of the turn with die `keep` also kept and `tap` more steps, without building that turn. */
function finishableWith(t: Turn, untapped: number, keep: number, tap: number): boolean {
  const dice = t.dice;
  if (dice.length === 0 || untapped > 0) return true;
  let total = t.tapSteps + tap;
  let kept = false;
  let free = 0;
  for (let i = 0; i < dice.length; i++) {
    const d = dice[i]!;
    if (d.kept || i === keep) {
      kept = true;
      total += d.face;
    } else {
      free++;
    }
  }
  if (kept && total !== 0) return true; // `go` is legal now
  if (free > 1) return true; // keeping one or both of two free dice gives two different totals
  for (let i = 0; i < dice.length; i++) {
    const d = dice[i]!;
    if (!d.kept && i !== keep && total + d.face !== 0) return true;
  }
  return false;
}

/** C2.1: keep a rolled die. */
export function keepDie(s: ClockworkState, seat: Seat, die: number, { emit }: Ctx): void {
  const d = mutable(mutable(turnToChange(s), 'dice'), die);
  d.kept = true;
  emit({ type: 'kept', seat, die, face: d.face });
}

/** C2.2 [D]: tap an untapped built clockworker for one step forward (+1) or back (−1). */
export function tapForSteps(s: ClockworkState, seat: Seat, clockworker: number, step: 1 | -1, { emit }: Ctx): void {
  clockworkerToChange(s, seat, clockworker).tapped = true;
  turnToChange(s).tapSteps += step;
  emit({ type: 'tapped', seat, clockworker, step });
}

/** The space `steps` away from `from` round the loop (negative: backwards). */
export function spaceAfter(s: ClockworkState, from: SpaceId, steps: number): SpaceId {
  const { spaces, position } = loopOf(s);
  const n = spaces.length;
  return spaces[(((position.get(from)! + steps) % n) + n) % n]!;
}

/**
 * Moves the pawn `steps` round the loop and ends the move there: the toll (C2.4) is paid at once;
 * returns the arrival's steps: abilities (C2.5), the god bonus (C2.6) and the area action (C3),
 * or the white space (C4).
 */
export function arrive(s: ClockworkState, seat: Seat, steps: number, ctx: Ctx): Step[] {
  const from = s.seats[seat]!.pawn;
  const to = spaceAfter(s, from, steps);
  seatToChange(s, seat).pawn = to;
  ctx.emit({ type: 'moved', seat, from, to, steps });
  // C2.4: 1 VP to each other pawn already there, in seat order after the mover.
  for (let i = 1; i < s.players; i++) {
    const other = (seat + i) % s.players;
    if (s.seats[other]!.pawn === to) {
      const paid = takeVp(s, other, seat, RULES.arrivalToll, 'toll', ctx);
      ctx.emit({ type: 'tollPaid', seat, to: other, vp: paid });
    }
  }
  const next: Step[] = [{ kind: 'activate', colours: [spaceColour(s, to)] }]; // C2.5
  if (isArea(to)) {
    next.push({ kind: 'godBonus', colour: areaColour(s, to) }); // C2.6
    next.push({ kind: 'areaAction', area: to, mode: 'choose' }, { kind: 'effects', area: to, repeat: true }); // C3
  } else {
    next.push({ kind: 'whiteSpace', space: to }); // C4 white spaces
  }
  return next;
}

/** C2: `go`: move by the kept faces plus taps; the arrival replaces the move step. */
export function go(s: ClockworkState, seat: Seat, ctx: Ctx): void {
  const next = arrive(s, seat, moveSteps(s.turn!), ctx);
  stepsToChange(s).splice(0, 1, ...next);
}

/**
 * `moveOn` (an `extraSteps` ability, [ours]): the pawn moves on `steps` forward and ends its move
 * there instead: what was left of the turn at the old space (further activations, the god bonus,
 * the area action) is forfeited, and the new space's arrival follows.
 */
export function moveOn(s: ClockworkState, seat: Seat, steps: number, ctx: Ctx): void {
  const next = arrive(s, seat, steps, ctx);
  turnToChange(s).steps = next;
}
