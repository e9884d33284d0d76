/** C5: turns in seat order, rounds, and the end at 50 VP; plus the step loop of a turn. */
import { deepFreeze } from '@tabula/core';
import { onWorkCopy } from '@tabula/core/internal';
import { RULES } from '../data/components';
import { stepDecision } from '../legal';
import type { ClockworkState, RolledDie, Step } from '../state';
import { resolveAutomatic } from './engine';
import { stepsToChange, type Ctx } from './holdings';
import { seatOverLimit, STEPS_KEEPING_LIMITS } from './limits';
import { finalScoring } from './scoring';

/** C2.1: the current player's dice in hand are rolled at once (no decision). */
export function startTurn(s: ClockworkState, ctx: Ctx): void {
  const seat = s.current;
  const faces: number[] = [];
  const dice: RolledDie[] = [];
  for (let i = s.seats[seat]!.diceInHand; i > 0; i--) {
    const face = ctx.rng.die(RULES.dieSides); // `ctx.rng` restores the RNG on first use: only if a die is rolled
    faces.push(face);
    dice.push({ face, kept: false, placed: false });
  }
  // Under `apply`, a turn's first steps and its empty list of used cards are shared frozen lists
  // (nothing to make or freeze; `mutable` copies them before a change); on a plain state, new ones.
  const shared = onWorkCopy();
  s.turn = { dice, tapSteps: 0, used: shared ? NONE_USED : [], evolutions: 0, steps: shared ? FIRST_STEPS : [{ kind: 'move' }] };
  ctx.emit({ type: 'turnStarted', seat, round: s.round });
  ctx.emit({ type: 'rolled', seat, faces });
}

/** A turn's steps as it starts (C2: the move first), shared frozen under `apply`. */
const FIRST_STEPS: Step[] = deepFreeze([{ kind: 'move' }]);
/** A turn's used cards as it starts: none. */
const NONE_USED: string[] = deepFreeze([]);

/**
 * A bound on the steps one action may resolve before a decision is owed. Each round of `advance`
 * removes a step, replaces an automatic step by the finite effects it stands for (never by
 * itself: a repeat repeats once, a borrowed basic holds no borrowing), or ends a turn, after which
 * the next turn's move is a decision: a few dozen rounds at most. Past this bound the rules throw
 * (an `INTERNAL_ERROR`) instead of running on.
 */
const MAX_AUTOMATIC_STEPS = 1_000;

/** Steps that must be answered but may have no possible answer: then they are skipped, with an event. */
const SKIPPED_WITHOUT_TARGET: ReadonlySet<Step['kind']> = new Set(['stealVp', 'stealResource']);

/**
 * Resolves automatic steps until a decision is owed: a player over a limit (C1.8), or the current
 * player's next step with a choice. An optional step whose only choice is to decline (`done`) is
 * passed over; a compulsory steal with no target is skipped with an `effectSkipped` event. The
 * move is never skipped: its legal actions keep it finishable (`finishable`), so a move with no
 * legal action is a bug and throws (`apply` turns it into an `INTERNAL_ERROR` rejection). When no
 * step is left, the turn ends (C2.1 [D]: kept and unplaced dice are simply still in hand).
 *
 * `withinLimits`: the caller knows that no seat is over a limit now. The limits are then checked
 * again only after a step that may change them (see `STEPS_KEEPING_LIMITS`); passing over a step
 * and ending the turn change none.
 */
export function advance(s: ClockworkState, ctx: Ctx, withinLimits = false): void {
  let known = withinLimits;
  for (let rounds = 0; s.phase === 'play' && s.turn && (known || seatOverLimit(s) === null); rounds++) {
    if (rounds >= MAX_AUTOMATIC_STEPS) throw new Error(`the turn resolved ${MAX_AUTOMATIC_STEPS} steps without a decision`);
    known = true;
    const step = s.turn.steps[0];
    if (!step) {
      endTurn(s, ctx);
      continue;
    }
    if (resolveAutomatic(s, ctx)) {
      known = STEPS_KEEPING_LIMITS.has(step.kind);
      continue;
    }
    const decision = stepDecision(s, s.current);
    if (decision === 'none') {
      if (!SKIPPED_WITHOUT_TARGET.has(step.kind)) throw new Error(`the ${step.kind} step has no legal action and may not be skipped`);
      ctx.emit({ type: 'effectSkipped', seat: s.current, step: step.kind, why: 'no player to take from' });
      stepsToChange(s).shift();
      continue;
    }
    if (decision === 'declineOnly') {
      stepsToChange(s).shift();
      continue;
    }
    return;
  }
}

/** C5.1: next seat; after the last seat, the round ends and final scoring follows if a player reached 50 VP. */
export function endTurn(s: ClockworkState, ctx: Ctx): void {
  ctx.emit({ type: 'turnEnded', seat: s.current });
  s.turn = null;
  if (s.current + 1 < s.players) {
    s.current++;
  } else {
    ctx.emit({ type: 'roundEnded', round: s.round });
    // C5.1: the translation ends the game after the round in which a player reached 50 VP.
    if (s.endTriggered || s.seats.some((p) => p.vp >= RULES.endVp)) {
      finalScoring(s, ctx);
      return;
    }
    s.round++;
    s.current = 0;
  }
  startTurn(s, ctx);
}
