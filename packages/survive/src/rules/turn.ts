/** S2: the turn's four steps, advanced automatically wherever no decision is owed. */
import { nextSeat, type RuleContext } from '@tabula/core';
import { MOVEMENT_POINTS, TO_THE_LAST_ROUNDS_AFTER_SINKING } from '../data/rules';
import { CREATURE_DIE_FACES } from '../data/tiles';
import type { SurviveEvent } from '../events';
import { hasMovement } from '../legal';
import type { SurviveState } from '../state';
import { anyCreatureMove } from './creatures';
import { endGame } from './end';
import { explorersInPlay } from './pieces';
import { islandLeft } from './removal';

type Ctx = RuleContext<SurviveEvent>;

/** S2: play begins with the first player's turn. */
export function startPlay(s: SurviveState, ctx: Ctx): void {
  s.phase = 'play';
  s.current = 0;
  beginTurn(s, ctx);
}

function beginTurn(s: SurviveState, ctx: Ctx): void {
  s.turn++;
  s.step = 'tile';
  s.tilePlayed = false;
  s.movesLeft = MOVEMENT_POINTS;
  s.swam = [];
  s.rolled = null;
  ctx.emit({ type: 'turnStarted', seat: s.current, turn: s.turn });
}

/** S2: the next seat's turn. */
export function endTurn(s: SurviveState, ctx: Ctx): void {
  s.current = nextSeat(s.current, s.players);
  beginTurn(s, ctx);
}

/** S7, S8: whether the game ends now, besides the volcano. */
function endReason(s: SurviveState): SurviveState['endReason'] {
  if (s.options.atlantisSubmerged && !islandLeft(s)) return 'islandSunk';
  if (s.options.toTheLast) {
    if (explorersInPlay(s) === 0) return 'noExplorersLeft';
    if (s.sunkAtTurn !== null && s.turn - s.sunkAtTurn > TO_THE_LAST_ROUNDS_AFTER_SINKING * s.players) return 'stallGuard';
  }
  return null;
}

/** S5.1: the active player rolls the creature die; nothing happens if no creature of that kind can move. */
function rollCreatureDie(s: SurviveState, ctx: Ctx): void {
  const face = ctx.rng.die(CREATURE_DIE_FACES.length);
  const creature = CREATURE_DIE_FACES[face - 1]!;
  ctx.emit({ type: 'dieRolled', seat: s.current, face, creature });
  s.rolled = creature;
  if (!anyCreatureMove(s)) {
    s.rolled = null;
    ctx.emit({ type: 'stepSkipped', seat: s.current, step: 'creature' });
    endTurn(s, ctx);
  }
}

/**
 * Moves the turn on until a decision is owed: skips step 1 without tiles in hand, step 2 when no
 * point is left or nothing can move (S2), step 3 once the island has sunk (challenge 2), rolls the
 * die (S5.1), and ends the game when a challenge says so (S8).
 */
export function advance(s: SurviveState, ctx: Ctx): void {
  for (;;) {
    if (s.phase !== 'play') return;
    const reason = endReason(s);
    if (reason) return endGame(s, reason, ctx.emit);
    if (s.pending) return;
    switch (s.step) {
      case 'tile':
        if (!s.tilePlayed && s.hands[s.current]!.length > 0) return;
        s.step = 'move';
        continue;
      case 'move':
        if (s.movesLeft > 0 && hasMovement(s, s.current)) return;
        if (s.movesLeft > 0) ctx.emit({ type: 'stepSkipped', seat: s.current, step: 'move' });
        s.step = 'remove';
        continue;
      case 'remove':
        if (islandLeft(s)) return;
        s.step = 'creature';
        continue;
      case 'creature':
        if (s.rolled !== null) return;
        rollCreatureDie(s, ctx);
        continue;
    }
  }
}

/** S4 done: on to the creature die. Challenge 2 records when the island sank. */
export function afterRemoval(s: SurviveState): void {
  if (!islandLeft(s) && s.sunkAtTurn === null) s.sunkAtTurn = s.turn;
  s.step = 'creature';
  s.rolled = null;
}
