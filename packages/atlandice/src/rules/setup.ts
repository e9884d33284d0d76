/** A1: setup. */
import type { SetupConfig, SetupContext } from '@tabula/core';
import { BLACK_MARKET, BLACK_MARKET_START, DISTRICTS, PLAYER_COUNT_SETUP, RESOURCES, RESOURCES_PER_TYPE, SECTORS, SUBMARINE_START, resourceOf } from '../data/resources';
import { NEUTRAL_PLAYER_COUNT } from '../data/scoring';
import { TILES } from '../data/tiles';
import { resolveOptions, type AtlandiceOptions } from '../options';
import type { AtlandiceState } from '../state';
import { openGates } from './gates';

/** A1.1–A1.7, then the first round's gates (A3.1). */
export function setup(config: SetupConfig<AtlandiceOptions>, { rng }: SetupContext): Omit<AtlandiceState, 'game' | 'schema' | 'players' | 'rng'> & { game: 'atlandice' } {
  const data = resolveOptions(config.options);
  const players = config.players as 2 | 3 | 4;
  const counts = PLAYER_COUNT_SETUP[players];
  // A9: the neutral player holds resources and points as the holder after the last seat.
  const neutral = players === NEUTRAL_PLAYER_COUNT ? players : null;
  const holders = neutral === null ? players : players + 1;
  const zeros = () => RESOURCES.map(() => 0);
  // A1.2: each category's three tiles, shuffled; only the top one is in play.
  const stacks = DISTRICTS.map((d) => rng.shuffle(TILES.filter((t) => t.district === d).map((t) => t.id)));
  // A1.3: 3 of each type on the Black Market, 7 or 9 on each district's own tile, the rest out of the game.
  const sectors = SECTORS.map((sector) => (sector === BLACK_MARKET ? RESOURCES.map(() => BLACK_MARKET_START) : zeros()));
  for (const d of DISTRICTS) sectors[d - 1]![resourceOf(d)] = counts.districtStart;
  const outOfGame = RESOURCES.map(() => RESOURCES_PER_TYPE - BLACK_MARKET_START - counts.districtStart);
  const startPlayer = rng.int(players); // A1.6
  const gates = { dice: [] as number[], exhausted: RESOURCES.map(() => false), diceTotal: counts.dice };
  openGates(gates, rng);
  return {
    game: 'atlandice',
    neutral,
    track: data.track,
    tileClocks: data.tileClocks,
    blackMarketClock: data.blackMarketClock,
    stacks,
    sectors,
    stock: Array.from({ length: holders }, zeros),
    vp: Array.from({ length: holders }, () => 0),
    tilesWon: Array.from({ length: holders }, () => []),
    tilesLost: [],
    outOfGame,
    exhausted: gates.exhausted,
    dice: gates.dice,
    diceTotal: counts.dice,
    dicePerPlayer: counts.dicePerPlayer,
    diceThisRound: Array.from({ length: holders }, () => 0),
    diceTakenBySeat: Array.from({ length: players }, () => 0),
    gaveToNeutral: Array.from({ length: players }, () => false),
    submarine: SUBMARINE_START,
    clock: 0,
    startPlayer,
    round: 1,
    phase: 'visits',
    visitsMade: 0,
    visit: null,
    steps: [],
    donors: [],
    endAfterVisits: false,
  };
}
