/** S1: setup, then the players' placements as actions (S1.3 explorers, S1.4 boats). */
import { mutable, type RuleContext, type Seat, type SetupConfig, type SetupContext } from '@tabula/core';
import type { SurviveEvent } from '../events';
import { SETUP_TILE_CAPACITY } from '../data/rules';
import { COMPONENT_COUNTS, EXPLORER_VALUES, TERRAIN_TILES, type Creature } from '../data/tiles';
import { HEX_COUNT, LAND_SLOT_INDICES, SEA_SERPENT_START_INDICES, STARTING_BOAT_SPACES, isCoastal, landAtStart, type HexIndex } from '../geometry';
import { resolveOptions, type SurviveOptions } from '../options';
import type { CreatureToken, SurviveState } from '../state';
import { boatAt, countOnLand, type Emit } from './pieces';
import { startPlay } from './turn';
import { landOf } from './plain';

/** S1.1: the creature tokens by id: sea serpents on their start hexes, then sharks and whales in the supply. */
function creatureTokens(): CreatureToken[] {
  const supply = (kind: Creature, n: number): CreatureToken[] => Array.from({ length: n }, () => ({ kind, status: 'supply', hex: null }));
  return [
    ...SEA_SERPENT_START_INDICES.map((hex): CreatureToken => ({ kind: 'seaSerpent', status: 'board', hex })),
    ...supply('shark', COMPONENT_COUNTS.sharks),
    ...supply('whale', COMPONENT_COUNTS.whales),
  ];
}

/** S1.1, S1.2: the board, the pieces and the shuffled island; placements come next as actions. */
export function setup(config: SetupConfig<SurviveOptions>, { rng }: SetupContext): Omit<SurviveState, 'schema' | 'players' | 'rng'> {
  const players = config.players;
  const options = resolveOptions(config.options, players);
  const colours = options.twoColours ? 2 * players : players;
  const board: (number | null)[] = Array.from({ length: HEX_COUNT }, () => null);
  const order = rng.shuffle(TERRAIN_TILES.map((_, id) => id)); // S1.2
  LAND_SLOT_INDICES.forEach((hex, i) => (board[hex] = order[i]!));
  return {
    game: 'survive',
    options,
    colours,
    colourOwner: Array.from({ length: colours }, (_, c) => c % players),
    board,
    land: landAtStart(),
    unplaced: Array.from({ length: colours }, () => [...EXPLORER_VALUES]),
    explorers: [],
    boats: Array.from({ length: COMPONENT_COUNTS.boats }, () => ({ status: 'supply' as const, hex: null, passengers: [] })),
    creatures: creatureTokens(),
    hands: Array.from({ length: players }, () => []),
    discard: [],
    phase: 'placeExplorers',
    placements: 0,
    current: 0,
    turn: 0,
    step: 'tile',
    tilePlayed: false,
    movesLeft: 0,
    swam: [],
    rolled: null,
    pending: null,
    kills: Array.from({ length: players }, () => 0),
    endReason: null,
  };
}

/**
 * S1.4: how many boats are placed at setup in all: 2 per player, also in the two-colour 2-player
 * game (S8: the variant changes only the explorers).
 */
export const startingBoats = (s: Pick<SurviveState, 'players'>): number => s.players * COMPONENT_COUNTS.boatsPerPlayer;

/** S1.3: the colour placing an explorer now (one explorer per colour in turn, from the first player). */
export const placingColour = (s: SurviveState): number => s.placements % s.colours;

/** S1.3, S1.4: the seat placing now: the placing colour's owner, then for boats each seat in turn. */
export const placingSeat = (s: SurviveState): Seat => (s.phase === 'placeBoats' ? s.placements % s.players : s.colourOwner[placingColour(s)]!);

/** S1.3, S8 challenge 1: how many explorers the tile at a hex takes at setup. */
export function setupCapacity(s: SurviveState, hex: HexIndex): number {
  if (!s.options.overpopulated) return SETUP_TILE_CAPACITY.standard;
  return isCoastal(hex, landOf(s)) ? SETUP_TILE_CAPACITY.overpopulatedCoast : SETUP_TILE_CAPACITY.overpopulatedInland;
}

/**
 * Whether a hex may take the next explorer at setup (S1.3). `onLand`: how many explorers stand
 * there, if already counted.
 */
export const canPlaceExplorer = (s: SurviveState, hex: HexIndex, onLand: number = countOnLand(s, hex)): boolean =>
  landOf(s)[hex] === true && onLand < setupCapacity(s, hex);

/** Whether a hex may take the next boat at setup (S1.4). */
export const canPlaceBoat = (s: SurviveState, hex: HexIndex): boolean => STARTING_BOAT_SPACES.includes(hex) && boatAt(s, hex) === null;

/** S1.3: the placing colour puts its explorer of `value` on the tile at `hex`. */
export function placeExplorer(s: SurviveState, hex: HexIndex, value: number, emit: Emit): void {
  const colour = placingColour(s);
  const pool = mutable(mutable(s, 'unplaced'), colour)!;
  pool.splice(pool.indexOf(value), 1);
  const explorer = s.explorers.length;
  mutable(s, 'explorers').push({ colour, value, status: 'land', hex, boat: null, isle: null });
  emit({ type: 'explorerPlaced', seat: s.colourOwner[colour]!, colour, explorer, hex });
  s.placements++;
  if (s.unplaced.every((p) => p.length === 0)) {
    s.phase = 'placeBoats';
    s.placements = 0;
  }
}

/** S1.4: the placing seat puts one of its boats at `hex`; after the last one, play begins. */
export function placeBoat(s: SurviveState, hex: HexIndex, ctx: RuleContext<SurviveEvent>): void {
  const { emit } = ctx;
  const seat = placingSeat(s);
  const boat = s.boats.findIndex((b) => b.status === 'supply');
  mutable(s, 'boats')[boat] = { status: 'board', hex, passengers: [] };
  emit({ type: 'boatPlaced', seat, boat, hex });
  s.placements++;
  if (s.placements === startingBoats(s)) startPlay(s, ctx);
}
