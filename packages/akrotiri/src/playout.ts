/**
 * Akrotiri's hint for random play (core's `Game.playoutWeights`): uniformly random games rarely
 * excavate, and only a sixth temple ends a game (K6.1), so they last some 10,000 actions. Random
 * play with these weights still picks among every legal action, each with a chance, but prefers
 * the actions that lead to a temple: excavating, buying maps, earning drachmas (load, sell) and
 * spending the turn's actions rather than ending it early.
 */
import type { Seat } from '@tabula/core';
import type { AkrotiriAction } from './actions';
import type { AkrotiriState } from './state';

/**
 * How much random play prefers each action type, as a share of the whole choice: an action of a
 * type gets its type's weight divided by how many legal actions have that type, so that a type
 * with many actions (a move to any dock) is not chosen more often for that. Every weight is
 * positive: every legal action stays possible.
 */
export const PLAYOUT_TYPE_WEIGHTS: Readonly<Record<AkrotiriAction['type'], number>> = Object.freeze({
  excavate: 50,
  buyMaps: 12,
  sell: 8,
  load: 6,
  move: 4,
  oracle: 1,
  unload: 0.5,
  endTurn: 0.5,
  placeTile: 1,
  placeCube: 1,
  keepGoal: 1,
  takeGoal: 1,
  placeBoat: 1,
});

/** Maps in hand from which a seat seldom buys more (see {@link playoutWeights}). */
export const MAPS_ENOUGH = 1;
/** The weight of buying maps with {@link MAPS_ENOUGH} or more in hand and fewer drachmas than {@link RICH}. */
export const BUY_MORE_MAPS = 0.02;
/** Drachmas from which a seat with maps enough still buys more, with the weight {@link BUY_WHEN_RICH}. */
export const RICH = 15;
/** The weight of buying maps with {@link MAPS_ENOUGH} or more in hand and {@link RICH} drachmas or more. */
export const BUY_WHEN_RICH = 3;

/**
 * One weight per action of `legal` (a seat's legal actions): its type's weight in
 * {@link PLAYOUT_TYPE_WEIGHTS} (buying maps: less with {@link MAPS_ENOUGH} in hand), shared
 * among the legal actions of that type.
 */
export function playoutWeights(state: AkrotiriState, seat: Seat, legal: readonly AkrotiriAction[]): number[] {
  const count: Partial<Record<AkrotiriAction['type'], number>> = {};
  for (const a of legal) count[a.type] = (count[a.type] ?? 0) + 1;
  // A seat that already holds maps enough keeps its drachmas to excavate with: random buying
  // spends them all on maps, and a game whose tiles (and so its cubes) are gone can then never end.
  // A rich seat may buy more (its maps may ask for islands the board no longer offers).
  const p = state.seats[seat];
  const buy = !p || p.maps.length < MAPS_ENOUGH ? PLAYOUT_TYPE_WEIGHTS.buyMaps : p.drachmas >= RICH ? BUY_WHEN_RICH : BUY_MORE_MAPS;
  return legal.map((a) => (a.type === 'buyMaps' ? buy : PLAYOUT_TYPE_WEIGHTS[a.type]) / count[a.type]!);
}
