/** K3: setup. What needs a decision (tile, cube, goal, boat) is a step a seat answers. */
import { nextSeat, type SetupConfig, type SetupContext } from '@tabula/core';
import { EMPTY_BOARD } from '../board/state';
import { GOAL_IDS } from '../data/goals';
import { COLORS, CUBES_PER_COLOR, START_DRACHMAS, TEMPLES_PER_PLAYER, type Color } from '../data/rules';
import { PROVISIONAL_COMPONENTS } from '../data/components';
import { TIERS, type Tier } from '../data/types';
import { resolveOptions, type AkrotiriOptions } from '../options';
import type { AkrotiriState, PlayerState, Step } from '../state';

/** K3.1–K3.5 (and K8's reveal) as the opening steps, from the start player. */
export function setupSteps(startPlayer: number, players: number, strategic: boolean): Step[] {
  const order = [startPlayer, nextSeat(startPlayer, players)];
  return [
    ...order.flatMap((seat): Step[] => [{ kind: 'drawTile', seat }, { kind: 'placeTile', seat }]), // K3.2
    { kind: 'dealMaps' }, // K3.3
    ...order.map((seat): Step => ({ kind: 'drawGoals', seat })), // K3.4
    ...order.map((seat): Step => ({ kind: 'placeBoat', seat })), // K3.5
    ...order.map((seat): Step => ({ kind: 'drawTile', seat })), // K3.5
    ...(strategic ? [{ kind: 'revealGoals' } as Step] : []), // K8
    { kind: 'startTurn', seat: startPlayer },
  ];
}

/** K3.1: Thera alone, every cube on the market, shuffled decks, 2 drachmas, 6 temples each. */
export function setup(config: SetupConfig<AkrotiriOptions>, { rng }: SetupContext): Omit<AkrotiriState, 'game' | 'schema' | 'players' | 'rng'> & { game: 'akrotiri' } {
  const o = resolveOptions(config.options);
  const components = o.components ?? PROVISIONAL_COMPONENTS;
  const startPlayer = o.startPlayer ?? rng.int(config.players);
  const player = (): PlayerState => ({ drachmas: START_DRACHMAS, boat: null, cargo: [], templesLeft: TEMPLES_PER_PLAYER, tile: null, tileFaceUp: false, maps: [], excavated: [], goals: [], openGoals: [] });
  const mapDecks = Object.fromEntries(TIERS.map((tier) => [tier, rng.shuffle(components.maps.filter((m) => m.tier === tier).map((m) => m.id))])) as Record<Tier, string[]>;
  return {
    game: 'akrotiri',
    components: o.components,
    variant: o.variant,
    stopWhenTilesRunOut: o.stopWhenTilesRunOut,
    phase: 'setup',
    startPlayer,
    board: { tiles: [...EMPTY_BOARD.tiles] },
    market: Object.fromEntries(COLORS.map((c) => [c, CUBES_PER_COLOR])) as Record<Color, number>,
    cubes: [],
    temples: [],
    seats: Array.from({ length: config.players }, player),
    tileDeck: rng.shuffle(components.tiles.map((t) => t.id)),
    tileDiscards: [],
    mapDecks,
    goalDeck: rng.shuffle(GOAL_IDS),
    revealedGoals: [],
    steps: setupSteps(startPlayer, config.players, o.variant === 'strategic'),
    turn: null,
    ending: null,
    final: null,
  };
}
