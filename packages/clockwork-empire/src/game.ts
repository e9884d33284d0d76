/** Clockwork Empire wired through core's defineGame. */
import { defineGame, type Game } from '@tabula/core';
import { parseAction, type ClockworkAction } from './actions';
import type { ClockworkEvent } from './events';
import { activeSeats, legalActions } from './legal';
import type { ClockworkOptions } from './options';
import { build, evolve, labDiscard, labDraw, maintain, selectForEvolution, activate } from './rules/clockworkers';
import { buyBack, exchange, stealResource, stealVp, takeChosen, useBasic } from './rules/engine';
import { placeDie, releaseDie, takeGod } from './rules/area';
import type { Ctx } from './rules/holdings';
import { discardOverLimit, returnResource, seatOverLimit } from './rules/limits';
import { go, keepDie, tapForSteps } from './rules/move';
import { finalResult } from './rules/scoring';
import { mulliganDiscard, mulliganDone, setup } from './rules/setup';
import { advance } from './rules/turn';
import type { ClockworkState } from './state';
import { validate } from './validate';
import { determinize, view, type ClockworkView } from './view';

/** The version of {@link ClockworkState}'s shape. */
export const SCHEMA = 1;

/** Plays a validated action: the rule it answers, then automatic steps until the next decision. */
function perform(s: ClockworkState, seat: number, a: ClockworkAction, ctx: Ctx): void {
  if (s.phase === 'mulligan') {
    if (a.type === 'discard') mulliganDiscard(s, seat, a.card, ctx);
    else mulliganDone(s, seat, ctx);
    return;
  }
  if (seatOverLimit(s) !== null) {
    if (a.type === 'discard') discardOverLimit(s, seat, a.card, ctx);
    if (a.type === 'returnResource') returnResource(s, seat, a.resource, ctx);
    return advance(s, ctx);
  }
  const steps = s.turn!.steps;
  switch (a.type) {
    case 'keep':
      keepDie(s, seat, a.die, ctx);
      break;
    case 'tap':
      tapForSteps(s, seat, a.clockworker, a.step, ctx);
      break;
    case 'go':
      go(s, seat, ctx);
      break;
    case 'activate':
      activate(s, seat, a.clockworker, ctx);
      break;
    case 'place':
      placeDie(s, seat, a.die, a.slot, ctx);
      break;
    case 'release':
      releaseDie(s, seat, a.slot, ctx);
      break;
    case 'takeGod':
      takeGod(s, seat, a.god, ctx);
      break;
    case 'useBasic':
      useBasic(s, a.area);
      break;
    case 'exchange':
      exchange(s, seat, a.pay, ctx);
      break;
    case 'build':
      build(s, seat, a.card, a.pay, ctx);
      break;
    case 'maintain':
      maintain(s, seat, a.resource, ctx);
      break;
    case 'discard':
      labDiscard(s, seat, a.card, ctx);
      break;
    case 'draw':
      labDraw(s, seat, ctx);
      break;
    case 'select':
      selectForEvolution(s, a.clockworker);
      break;
    case 'evolve':
      evolve(s, seat, ctx);
      break;
    case 'take':
      takeChosen(s, seat, a.resource, ctx);
      break;
    case 'stealVp':
      stealVp(s, seat, a.seat, ctx);
      break;
    case 'stealResource':
      stealResource(s, seat, a.seat, a.resource, ctx);
      break;
    case 'buyBack':
      buyBack(s, seat, a.resource, ctx);
      break;
    case 'done':
      steps.shift();
      break;
    case 'returnResource':
      break; // only while over a limit (handled above)
  }
  advance(s, ctx);
}

/** Clockwork Empire (2016), 3–4 players, as a Tabula `Game` (see `@tabula/core`). */
export const clockworkEmpire: Game<ClockworkState, ClockworkAction, ClockworkOptions, ClockworkView, ClockworkEvent> = defineGame({
  name: 'clockwork-empire',
  schema: SCHEMA,
  minPlayers: 3,
  maxPlayers: 4,
  setup,
  parseAction,
  activeSeats,
  legalActions,
  validate,
  perform,
  isOver: (s) => s.phase === 'over',
  result: finalResult,
  view,
  determinize,
});
