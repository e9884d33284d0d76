/** C5: turns in seat order, rounds, and the end at 50 VP; plus the step loop of a turn. */
import { RULES } from '../data/components';
import { stepActions } from '../legal';
import type { ClockworkState } from '../state';
import { resolveAutomatic } from './engine';
import type { Ctx } from './holdings';
import { seatOverLimit } from './limits';
import { finalScoring } from './scoring';

/** C2.1: the current player's dice in hand are rolled at once (no decision). */
export function startTurn(s: ClockworkState, ctx: Ctx): void {
  const seat = s.current;
  const faces = Array.from({ length: s.seats[seat]!.diceInHand }, () => ctx.rng.die(RULES.dieSides));
  s.turn = { dice: faces.map((face) => ({ face, kept: false, placed: false })), tapSteps: 0, steps: [{ kind: 'move' }] };
  ctx.emit({ type: 'turnStarted', seat, round: s.round });
  ctx.emit({ type: 'rolled', seat, faces });
}

/**
 * Resolves automatic steps until a decision is owed: a player over a limit (C1.8), or the current
 * player's next step with a choice. A step whose only choice is to decline is skipped. When no
 * step is left, the turn ends (C2.1 [D]: kept and unplaced dice are simply still in hand).
 */
export function advance(s: ClockworkState, ctx: Ctx): void {
  while (s.phase === 'play' && s.turn && seatOverLimit(s) === null) {
    const step = s.turn.steps[0];
    if (!step) {
      endTurn(s, ctx);
      continue;
    }
    if (resolveAutomatic(s, ctx)) continue;
    if (stepActions(s, s.current).every((a) => a.type === 'done')) {
      s.turn.steps.shift();
      continue;
    }
    return;
  }
}

/** C5.1: next seat; after the last seat, the round ends and final scoring follows if a player has 50 VP. */
export function endTurn(s: ClockworkState, ctx: Ctx): void {
  ctx.emit({ type: 'turnEnded', seat: s.current });
  s.turn = null;
  if (s.current + 1 < s.players) {
    s.current++;
  } else {
    ctx.emit({ type: 'roundEnded', round: s.round });
    if (s.seats.some((p) => p.vp >= RULES.endVp)) {
      finalScoring(s, ctx);
      return;
    }
    s.round++;
    s.current = 0;
  }
  startTurn(s, ctx);
}
