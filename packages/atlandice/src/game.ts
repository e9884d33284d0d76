/** Atlandice wired through core's defineGame. */
import { deepFreeze, defineGame, type Game, type StateProblem } from '@tabula/core';
import { parseAction, type AtlandiceAction } from './actions';
import { stateProblems } from './consistency';
import type { AtlandiceErrorCode } from './errors';
import type { AtlandiceEvent } from './events';
import { activeSeats, legalActions, pendingDecision } from './legal';
import type { AtlandiceOptions } from './options';
import { setup } from './rules/setup';
import { finalResult } from './rules/end';
import { donate, passDonation } from './rules/round';
import { answerDecision, takeDie } from './rules/visit';
import type { AtlandiceState } from './state';
import { validate } from './validate';
import { determinize, view, type AtlandiceView } from './view';

/** The version of {@link AtlandiceState}'s shape. */
export const SCHEMA = 1;

/**
 * Event types that reveal hidden information to everyone: `tileRevealed`, the next tile of a
 * stack turned face up (A5.5). An action that emits one cannot be undone by the match store;
 * neither can one that rolls a die (every roll draws from the RNG).
 */
export const REVEALING_EVENTS = deepFreeze(['tileRevealed'] as const satisfies readonly AtlandiceEvent['type'][]);

/** Atlandice (Ludonaute 2018), 2–4 players, as a Tabula `Game` (see `@tabula/core`). */
export const atlandice: Game<AtlandiceState, AtlandiceAction, AtlandiceOptions, AtlandiceView, AtlandiceEvent, AtlandiceErrorCode> = deepFreeze(
  defineGame<AtlandiceState, AtlandiceAction, AtlandiceOptions, AtlandiceView, AtlandiceEvent, AtlandiceErrorCode>({
    name: 'atlandice',
    schema: SCHEMA,
    minPlayers: 2,
    maxPlayers: 4,
    setup,
    parseAction,
    activeSeats,
    legalActions,
    validate,
    perform(s, seat, action, ctx) {
      if (action.type === 'visit' && !pendingDecision(s)) return takeDie(s, seat, action.sector, action.forNeutral === true, ctx);
      if (action.type === 'donate') return donate(s, seat, action.pay, ctx);
      if (action.type === 'pass') return passDonation(s, ctx);
      answerDecision(s, action, ctx);
    },
    isOver: (s) => s.phase === 'over',
    result: finalResult,
    view,
    determinize,
    validateState: stateProblems,
    revealing: REVEALING_EVENTS,
    // The rules read the state as plain data and take each part they change through `mutable`.
    applyMode: 'work',
  }),
);

/**
 * Every way `state` is not a consistent Atlandice state, as field-path problems (`[]`: none):
 * `atlandice.validateState`. See the README for the laws it checks.
 */
export const validateState = (state: unknown): StateProblem[] => atlandice.validateState(state);
