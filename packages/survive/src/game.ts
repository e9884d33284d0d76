/** Survive wired through core's defineGame. */
import { defineGame, type Game, type RuleContext, type Seat, type StateProblem } from '@tabula/core';
import { parseAction, redactAction, type SurviveAction } from './actions';
import type { SurviveErrorCode } from './errors';
import { REVEALING, redactEvent, type SurviveEvent } from './events';
import { activeSeats, legalActions } from './legal';
import type { SurviveOptions } from './options';
import { defend, moveCreature, passDefence } from './rules/creatures';
import { endGame, finalResult } from './rules/end';
import { board, reachIsle, sail, swim, walk } from './rules/movement';
import { chooseBoarder, removeTile } from './rules/removal';
import { placeBoat, placeExplorer, setup } from './rules/setup';
import { playTile } from './rules/tiles';
import { advance, afterRemoval, endTurn } from './rules/turn';
import type { SurviveState } from './state';
import { validate } from './validate';
import { stateLaws } from './validate-state';
import { determinize, view, type SurviveView } from './view';

/** The version of {@link SurviveState}'s shape. */
export const SCHEMA = 2;

/**
 * Plays a validated action: the rules of `perform`. Under `apply` they run on core's work copy
 * (`applyMode: 'work'`): they read the state as plain data and take each part they change through
 * `mutable` (or `explorerToChange` and the like in `rules/pieces`); in the simulator, on the plain
 * state itself.
 */
function play(s: SurviveState, seat: Seat, a: SurviveAction, ctx: RuleContext<SurviveEvent>): void {
  const { emit } = ctx;
  switch (a.type) {
    case 'placeExplorer':
      placeExplorer(s, a.hex, a.value, emit);
      break;
    case 'placeBoat':
      placeBoat(s, a.hex, ctx);
      break;
    case 'playTile':
      playTile(s, seat, a.tile, a.piece, a.to, emit);
      s.step = 'move';
      break;
    case 'walk':
      walk(s, a.explorer, a.to, emit);
      break;
    case 'swim':
      swim(s, a.explorer, a.to, emit);
      break;
    case 'board':
      board(s, a.explorer, a.boat, emit);
      break;
    case 'reachIsle':
      reachIsle(s, a.explorer, emit);
      break;
    case 'sail':
      sail(s, a.boat, a.to, emit);
      break;
    case 'removeTile':
      if (removeTile(s, seat, a.hex, emit) === 'volcano') return endGame(s, 'volcano', emit);
      if (!s.pending) afterRemoval(s);
      break;
    case 'chooseBoarder':
      chooseBoarder(s, a.explorer, emit);
      if (!s.pending) afterRemoval(s);
      break;
    case 'moveCreature':
      moveCreature(s, a.creature, a.to, emit);
      if (!s.pending) endTurn(s, ctx);
      break;
    case 'defend':
      defend(s, seat, emit);
      endTurn(s, ctx);
      break;
    case 'pass':
      if (s.pending?.kind === 'defence') {
        passDefence(s, seat, emit);
        if (!s.pending) endTurn(s, ctx);
      } else if (s.step === 'tile') s.step = 'move';
      else if (s.step === 'move') s.step = 'remove';
      else {
        s.rolled = null;
        endTurn(s, ctx);
      }
      break;
  }
  advance(s, ctx);
}

/**
 * Survive: Escape from Atlantis!, 2–4 players, as a Tabula `Game` (see `@tabula/core`). Its
 * rejections carry a {@link SurviveErrorCode}; its only private event is a kept tile's
 * `tileRemoved`, and the only action field that is a secret is `placeExplorer`'s `value`.
 */
export const survive: Game<SurviveState, SurviveAction, SurviveOptions, SurviveView, SurviveEvent, SurviveErrorCode> = Object.freeze(defineGame<SurviveState, SurviveAction, SurviveOptions, SurviveView, SurviveEvent, SurviveErrorCode>({
  name: 'survive',
  schema: SCHEMA,
  minPlayers: 2,
  maxPlayers: 4,
  setup,
  parseAction,
  activeSeats,
  legalActions,
  validate,
  perform: play,
  applyMode: 'work',
  isOver: (s) => s.phase === 'over',
  result: finalResult,
  view,
  validateState: stateLaws,
  redactEvent,
  redactAction,
  revealing: REVEALING,
  determinize,
}));

/**
 * Every way `state` is not a consistent Survive state, as field-path problems (`[]`: none): core's
 * checks (game, schema, players, RNG), then Survive's laws (shape, ranges, references between
 * pieces, conservation, the phase and the decision owed). The same as `survive.validateState`.
 */
export function validateState(state: unknown): StateProblem[] {
  return survive.validateState(state);
}
