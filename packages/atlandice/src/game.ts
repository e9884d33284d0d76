/** Atlandice wired through core's defineGame. */
import { defineGame, type Game } from '@tabula/core';
import { parseAction, type AtlandiceAction } from './actions';
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

/** Atlandice (Ludonaute 2018), 2–4 players, as a Tabula `Game` (see `@tabula/core`). */
export const atlandice: Game<AtlandiceState, AtlandiceAction, AtlandiceOptions, AtlandiceView, AtlandiceEvent> = defineGame({
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
});
