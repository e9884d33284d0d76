/** Akrotiri wired through core's defineGame. */
import { defineGame, type Game, type RuleContext, type Seat } from '@tabula/core';
import { parseAction, type AkrotiriAction } from './actions';
import type { AkrotiriEvent } from './events';
import { activeSeats, legalActions } from './legal';
import type { AkrotiriOptions } from './options';
import { performing } from './rules/access';
import { moveBoat, placeBoat } from './rules/boat';
import { loadCube, sellCube, unloadCube } from './rules/cargo';
import { finalResult } from './rules/end';
import { excavate, keepGoal, takeGoal } from './rules/excavate';
import { advance, endTurn } from './rules/flow';
import { buyMaps } from './rules/maps';
import { consultOracle } from './rules/oracle';
import { placeSecondCube, placeTileInHand } from './rules/placement';
import { setup } from './rules/setup';
import { spendTurnCost } from './rules/turn';
import type { AkrotiriState } from './state';
import { validate } from './validate';
import { determinize, view, type AkrotiriView } from './view';

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
  }
}

/** The version of {@link AkrotiriState}'s shape. */
export const SCHEMA = 1;

/** Akrotiri (Z-Man 2018), 2 players, with the strategic goal variant, as a Tabula `Game`. */
export const akrotiri: Game<AkrotiriState, AkrotiriAction, AkrotiriOptions, AkrotiriView, AkrotiriEvent> = defineGame({
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
  perform(s, seat, a, ctx) {
    // Under immer, the rules read and write the state through rules/access (no drafts on reads).
    performing(s, () => play(s, seat, a, ctx));
  },
  isOver: (s) => s.phase === 'over',
  result: finalResult,
  view,
  determinize,
});
