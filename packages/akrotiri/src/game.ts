/** Akrotiri wired through core's defineGame. */
import { deepFreeze, defineGame, type Game, type GameSpec, type RuleContext, type Seat, type SeenAction } from '@tabula/core';
import { parseAction, type AkrotiriAction } from './actions';
import type { AkrotiriErrorCode } from './errors';
import { redactEvent, REVEALING_EVENTS, type AkrotiriEvent } from './events';
import { activeSeats, legalActions } from './legal';
import type { AkrotiriOptions } from './options';
import { moveBoat, placeBoat } from './rules/boat';
import { loadCube, sellCube, unloadCube } from './rules/cargo';
import { finalResult } from './rules/result';
import { excavate, keepGoal, takeGoal } from './rules/excavate';
import { advance, endTurn } from './rules/flow';
import { buyMaps } from './rules/maps';
import { consultOracle } from './rules/oracle';
import { placeSecondCube, placeTileInHand } from './rules/placement';
import { setup } from './rules/setup';
import { spendTurnCost } from './rules/turn';
import type { AkrotiriState } from './state';
import { validateState } from './laws';
import { validate } from './validate';
import { determinize, view, type AkrotiriView } from './view';
import { playoutWeights } from './playout';

/** Plays a validated action (see `perform`). */
function play(s: AkrotiriState, seat: Seat, a: AkrotiriAction, ctx: RuleContext<AkrotiriEvent>): void {
  // K4.3: the turn's actions are spent in one place, for every action (see rules/turn).
  const spent = spendTurnCost(s, seat, a);
  switch (a.type) {
    case 'placeTile':
      return placeTileInHand(s, seat, a.x, a.y, a.rotation, ctx);
    case 'placeCube':
      return placeSecondCube(s, seat, a.color, a.quadrant, ctx);
    case 'keepGoal':
      return keepGoal(s, seat, a.goal, ctx);
    case 'takeGoal':
      return takeGoal(s, seat, a.goal, ctx);
    case 'placeBoat':
      return placeBoat(s, seat, a.dock, ctx);
    case 'move':
      return moveBoat(s, seat, a.to, spent, ctx);
    case 'load':
      return loadCube(s, seat, a.color, spent, ctx);
    case 'unload':
      return unloadCube(s, seat, a.color, ctx);
    case 'sell':
      return sellCube(s, seat, a.color, ctx);
    case 'excavate':
      return excavate(s, seat, a.map, a.x, a.y, a.quadrant, ctx);
    case 'buyMaps':
      return buyMaps(s, seat, a.tiers, ctx);
    case 'oracle':
      return consultOracle(s, seat, a.icon, ctx);
    case 'endTurn':
      return endTurn(s, seat, ctx);
    default:
      // parseAction refuses any other type: this is never reached by a parsed action.
      throw new RangeError(`unknown action ${JSON.stringify((a as { type?: unknown }).type)}`);
  }
}

/**
 * `action`, played by `actor`, as another seat or a spectator sees it: the goal card a seat keeps
 * (K3.4, K1.4) is its secret; every other action is public.
 */
function redactAction(action: AkrotiriAction): SeenAction<AkrotiriAction> {
  return action.type === 'keepGoal' ? { type: 'keepGoal', redacted: true } : action;
}

/** The version of {@link AkrotiriState}'s shape (2: the option `stopWhenTilesRunOut` is kept in the state). */
export const SCHEMA = 2;

/** Akrotiri's rules, as core's `defineGame` runs them. */
const spec: GameSpec<AkrotiriState, AkrotiriAction, AkrotiriOptions, AkrotiriView, AkrotiriEvent, AkrotiriErrorCode> = {
  name: 'akrotiri',
  schema: SCHEMA,
  minPlayers: 2,
  maxPlayers: 2,
  setup(config, ctx) {
    const body = setup(config, ctx);
    // Run the opening steps that need no decision (the first tile draw), with setup's own RNG.
    const state = { ...body, schema: SCHEMA, players: config.players, rng: ctx.rng.state() } as AkrotiriState;
    advance(state, { rng: ctx.rng, emit: () => undefined });
    const { schema: _s, players: _p, rng: _r, ...rest } = state;
    return rest as typeof body;
  },
  parseAction,
  activeSeats,
  legalActions,
  validate,
  // The rules run on core's work copy: they read the state as plain data and take each part they
  // change through core's `mutable` (see rules/change).
  applyMode: 'work',
  perform: play,
  isOver: (s) => s.phase === 'over',
  result: finalResult,
  view,
  determinize,
  playoutWeights,
  redactEvent,
  redactAction,
  revealing: REVEALING_EVENTS,
  validateState,
};

/** Akrotiri (Z-Man 2018), 2 players, with the strategic goal variant, as a Tabula `Game`. */
export const akrotiri: Game<AkrotiriState, AkrotiriAction, AkrotiriOptions, AkrotiriView, AkrotiriEvent, AkrotiriErrorCode> = deepFreeze(defineGame(spec));
