/** S2: the turn's four steps, advanced automatically wherever no decision is owed. */
import { nextSeat, type RuleContext } from '@tabula/core';
import { MOVEMENT_POINTS } from '../data/rules';
import { CREATURE_DIE_FACES } from '../data/tiles';
import type { SurviveEvent } from '../events';
import type { Step, SurviveState } from '../state';
import { anyCreatureMove } from './creatures';
import { endGame } from './end';
import { hasMovement } from './movement';
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

/**
 * S2: the next seat's turn; or the end of the game, in the turn that ends, when a challenge says so
 * (S8: the last explorer off the board in step 4) or once the last round the `roundLimit` option
 * allows is over (reason `'roundLimit'`). A game that ends begins no next turn.
 */
export function endTurn(s: SurviveState, ctx: Ctx): void {
  const reason = endReason(s);
  if (reason) return endGame(s, reason, ctx.emit);
  const limit = s.options.roundLimit;
  if (limit !== null && s.turn >= limit * s.players) return endGame(s, 'roundLimit', ctx.emit);
  s.current = nextSeat(s.current, s.players);
  beginTurn(s, ctx);
}

/** S7, S8: whether the game ends now, besides the volcano. */
export function endReason(s: SurviveState): SurviveState['endReason'] {
  if (s.options.atlantisSubmerged && !islandLeft(s)) return 'islandSunk';
  if (s.options.toTheLast && explorersInPlay(s) === 0) return 'noExplorersLeft';
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
 * How many steps {@link advance} may take before a decision is owed: a turn passes through its
 * four steps and the die once, and in a consistent state some seat owes a decision within a round
 * (see `validateState`). Past this, the state is broken and `advance` throws instead of looping.
 */
const advanceLimit = (s: SurviveState): number => 5 * (s.players + 1);

/**
 * Moves the turn on until a decision is owed: skips step 1 without tiles in hand, step 2 when no
 * point is left or nothing can move (S2), step 3 once the island has sunk (challenge 2), rolls the
 * die (S5.1), and ends the game when a challenge says so (S8). Bounded: a state in which no
 * decision comes within a round, or whose step is not one of the four, throws (an
 * `INTERNAL_ERROR` of `apply`; `validateState` refuses such states before the rules see them).
 */
export function advance(s: SurviveState, ctx: Ctx): void {
  for (let i = 0, limit = advanceLimit(s); i < limit; i++) {
    if (s.phase !== 'play') return;
    const reason = endReason(s);
    if (reason) return endGame(s, reason, ctx.emit);
    if (s.pending) return;
    const step: Step = s.step;
    switch (step) {
      case 'tile':
        if (!s.tilePlayed && s.hands[s.current]!.length > 0) return;
        s.step = 'move';
        break;
      case 'move':
        if (s.movesLeft > 0 && hasMovement(s, s.current)) return;
        if (s.movesLeft > 0) ctx.emit({ type: 'stepSkipped', seat: s.current, step: 'move' });
        s.step = 'remove';
        break;
      case 'remove':
        if (islandLeft(s)) return;
        s.step = 'creature';
        break;
      case 'creature':
        if (s.rolled !== null) return;
        rollCreatureDie(s, ctx);
        break;
      default:
        throw new Error(`step ${JSON.stringify(step satisfies never)} is not a step of a turn (S2: tile, move, remove, creature)`);
    }
  }
  throw new Error(`no decision was owed within ${advanceLimit(s)} steps of play: the state is not one the rules reach`);
}

/** S4 done: on to the creature die. */
export function afterRemoval(s: SurviveState): void {
  s.step = 'creature';
  s.rolled = null;
}
