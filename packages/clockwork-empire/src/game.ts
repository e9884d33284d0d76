/** Clockwork Empire wired through core's defineGame. */
import { deepFreeze, defineGame, type Game, type Seat, type StateProblem } from '@tabula/core';
import { parseAction, type ClockworkAction } from './actions';
import type { ClockworkErrorCode } from './errors';
import { redactEvent, REVEALING_EVENTS, type ClockworkEvent } from './events';
import { RULES } from './data/components';
import { activeSeats, legalActions } from './legal';
import type { ClockworkOptions } from './options';
import { build, evolve, labDiscard, labDraw, maintain, selectForEvolution, activate } from './rules/clockworkers';
import { buyBack, exchange, stealResource, stealVp, takeChosen, useBasic } from './rules/engine';
import { placeDie, releaseDie, takeGod } from './rules/area';
import { stepsToChange, type Ctx } from './rules/holdings';
import { ACTIONS_KEEPING_LIMITS, discardOverLimit, returnResource, seatOverLimit } from './rules/limits';
import { go, keepDie, moveOn, tapForSteps } from './rules/move';
import { finalResult } from './rules/scoring';
import { mulliganDiscard, mulliganDone, setup } from './rules/setup';
import { advance } from './rules/turn';
import type { ClockworkState } from './state';
import { validate } from './validate';
import { stateProblems } from './validate-state';
import { determinize, view, type ClockworkView } from './view';

/** The version of {@link ClockworkState}'s shape. */
export const SCHEMA = 3;

/** Plays one type of action on the draft state. */
type Handler<T extends ClockworkAction['type']> = (s: ClockworkState, seat: Seat, a: Extract<ClockworkAction, { type: T }>, ctx: Ctx) => void;

/**
 * The rule each action answers during a turn (the mulligan and the limits are handled before).
 * `discard` here is the Laboratory's; `returnResource` is only legal over a limit.
 */
const TURN_RULES: { [T in ClockworkAction['type']]: Handler<T> } = {
  keep: (s, seat, a, ctx) => keepDie(s, seat, a.die, ctx),
  tap: (s, seat, a, ctx) => tapForSteps(s, seat, a.clockworker, a.step, ctx),
  go: (s, seat, _a, ctx) => go(s, seat, ctx),
  activate: (s, seat, a, ctx) => activate(s, seat, a.clockworker, ctx),
  moveOn: (s, seat, a, ctx) => moveOn(s, seat, a.steps, ctx),
  place: (s, seat, a, ctx) => placeDie(s, seat, a.die, a.slot, ctx),
  release: (s, seat, a, ctx) => releaseDie(s, seat, a.slot, ctx),
  takeGod: (s, seat, a, ctx) => takeGod(s, seat, a.god, ctx),
  useBasic: (s, _seat, a) => useBasic(s, a.area),
  exchange: (s, seat, a, ctx) => exchange(s, seat, a.pay, ctx),
  build: (s, seat, a, ctx) => build(s, seat, a.card, a.pay, ctx),
  maintain: (s, seat, a, ctx) => maintain(s, seat, a.resource, ctx),
  discard: (s, seat, a, ctx) => labDiscard(s, seat, a.card, ctx),
  draw: (s, seat, _a, ctx) => labDraw(s, seat, ctx),
  select: (s, _seat, a) => selectForEvolution(s, a.clockworker),
  evolve: (s, seat, _a, ctx) => evolve(s, seat, ctx),
  take: (s, seat, a, ctx) => takeChosen(s, seat, a.resource, ctx),
  stealVp: (s, seat, a, ctx) => stealVp(s, seat, a.seat, ctx),
  stealResource: (s, seat, a, ctx) => stealResource(s, seat, a.seat, a.resource, ctx),
  buyBack: (s, seat, a, ctx) => buyBack(s, seat, a.resource, ctx),
  done: (s) => void stepsToChange(s).shift(),
  returnResource: () => {
    throw new Error('returnResource is only legal over a limit');
  },
};

/**
 * Plays a validated action (core calls `perform` only after `validate` accepted it): the rule it
 * answers, then automatic steps until the next decision. Under `apply` the rules run on core's
 * work copy (`applyMode: 'work'`): they read the state as plain data and take each part they
 * change through `mutable` (`seatToChange`, `stepsToChange` and the like in `rules/holdings`);
 * in the simulator, on the plain state itself.
 */
function perform(s: ClockworkState, seat: Seat, a: ClockworkAction, ctx: Ctx): void {
  if (s.phase === 'mulligan') {
    if (a.type === 'discard') mulliganDiscard(s, seat, a.card, ctx);
    else mulliganDone(s, seat, ctx);
    return;
  }
  // While a seat is over a limit, only `discard` and `returnResource` are legal (C1.8), and
  // `returnResource` only then: so only a `discard` needs the check (it is also the Laboratory's).
  if (a.type === 'returnResource' || (a.type === 'discard' && seatOverLimit(s) !== null)) {
    if (a.type === 'discard') discardOverLimit(s, seat, a.card, ctx);
    if (a.type === 'returnResource') returnResource(s, seat, a.resource, ctx);
    advance(s, ctx);
    return;
  }
  (TURN_RULES[a.type] as Handler<typeof a.type>)(s, seat, a, ctx);
  // No seat was over a limit (the action answered a turn step); some actions cannot change that.
  advance(s, ctx, ACTIONS_KEEPING_LIMITS.has(a.type));
}

/**
 * Clockwork Empire (2016), 3–4 players, as a Tabula `Game` (see `@tabula/core`). Its rejections
 * carry a {@link ClockworkErrorCode}; its one private event is `drew` (see {@link ClockworkEvent}).
 */
export const clockworkEmpire: Game<ClockworkState, ClockworkAction, ClockworkOptions, ClockworkView, ClockworkEvent, ClockworkErrorCode> = deepFreeze(
  defineGame<ClockworkState, ClockworkAction, ClockworkOptions, ClockworkView, ClockworkEvent, ClockworkErrorCode>({
    name: 'clockwork-empire',
    schema: SCHEMA,
    // Schema 2 carried a copy of the provisional set in every state; its rules are the same.
    readsSchemas: [2],
    minPlayers: RULES.minPlayers,
    maxPlayers: RULES.maxPlayers,
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
    validateState: stateProblems,
    redactEvent,
    revealing: REVEALING_EVENTS,
    // The rules read every seat and die to change a few (limits, the step loop): plain reads, and
    // one shallow copy of each part they change (see `perform`).
    applyMode: 'work',
  }),
);

/**
 * Every way `state` is not a consistent Clockwork Empire state, as field-path problems (`[]`: a
 * good state): the game and schema (3, or 2 which it still reads), the RNG, and the game's laws
 * (shapes and exact fields, ranges, cards, gods and spaces that exist, each player's 6 dice, the
 * resources and cards conserved, the pending decision). The same as `clockworkEmpire.validateState`.
 */
export function validateState(state: unknown): StateProblem[] {
  return clockworkEmpire.validateState(state);
}
