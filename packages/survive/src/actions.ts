import { actionParser, deepFreeze, field, type InferActions, type RedactedAction, type Seat, type SeenAction } from '@tabula/core';
import { COMPONENT_COUNTS, EXPLORER_VALUES, TERRAIN_TILES } from './data/tiles';
import { HEX_COUNT } from './geometry';

const hex = () => field.int(0, HEX_COUNT - 1);
const explorer = () => field.int(0, COMPONENT_COUNTS.colours * COMPONENT_COUNTS.explorersPerColour - 1);
const boat = () => field.int(0, COMPONENT_COUNTS.boats - 1);
const creatureCount = COMPONENT_COUNTS.seaSerpents + COMPONENT_COUNTS.sharks + COMPONENT_COUNTS.whales;
const values = [...new Set(EXPLORER_VALUES)];

/**
 * Every Survive action. Each is one decision of one seat; hexes are dense indices 0..132 (see
 * `hexIndex`), explorers, boats and creatures their ids in the state.
 * - `placeExplorer`: S1.3, put an unplaced explorer of that value on a terrain tile.
 * - `placeBoat`: S1.4, put a boat on a sea space beside the island.
 * - `playTile`: S2 step 1, S6: play a red tile from your hand; `piece` is the swimmer (dolphin),
 *   boat (winds) or creature (move serpent/shark/whale) it moves, `to` where it ends.
 * - `walk`: S3.2, an explorer on land to an adjacent terrain tile.
 * - `swim`: S3.2–S3.4, into the sea: from land to an adjacent sea space, from a boat into its own
 *   space, or a swimmer's one sea move.
 * - `board`: S3.2–S3.4, onto a boat: from land or a boat in an adjacent space, or from the sea in
 *   the same space (a swimmer that has not made its sea move this turn).
 * - `reachIsle`: S3.3, S3.4, from a boat or the sea beside a safe isle onto it (from the sea, a
 *   swimmer that has not made its sea move this turn: landing is that move).
 * - `sail`: S3.5, move a boat you may move one sea space.
 * - `removeTile`: S4, remove a terrain tile.
 * - `chooseBoarder`: S6 boat back, pick a swimmer to board the new boat.
 * - `moveCreature`: S5, move one creature of the rolled kind.
 * - `defend`: S6, play your defence tile against the pending attack.
 * - `pass`: decline what is optional now: a red tile, the rest of your movement, the creature
 *   move, a defence.
 */
export const actionSpecs = deepFreeze({
  placeExplorer: { hex: hex(), value: field.oneOf(values) },
  placeBoat: { hex: hex() },
  playTile: { tile: field.int(0, TERRAIN_TILES.length - 1), piece: field.int(0, Math.max(creatureCount, COMPONENT_COUNTS.colours * COMPONENT_COUNTS.explorersPerColour) - 1), to: hex() },
  walk: { explorer: explorer(), to: hex() },
  swim: { explorer: explorer(), to: hex() },
  board: { explorer: explorer(), boat: boat() },
  reachIsle: { explorer: explorer() },
  sail: { boat: boat(), to: hex() },
  removeTile: { hex: hex() },
  chooseBoarder: { explorer: explorer() },
  moveCreature: { creature: field.int(0, creatureCount - 1), to: hex() },
  defend: {},
  pass: {},
});

/**
 * A Survive action (see {@link actionSpecs}), one member per action type.
 *
 * @expandUnion
 */
export type SurviveAction = InferActions<typeof actionSpecs>;

/** Parses untrusted input into a {@link SurviveAction} or a `MALFORMED_ACTION` rejection. */
export const parseAction = actionParser(actionSpecs);

/**
 * An action as a seat other than its actor (or a spectator) may see it. The one secret an action
 * holds is the value of the explorer a seat places (S1.5): `placeExplorer` shows only its hex.
 * Every other action is public: what it moves, plays or removes is on the board for all to see.
 */
export function redactAction(action: SurviveAction, _actor: Seat, _viewer: Seat | null): SeenAction<SurviveAction> {
  if (action.type !== 'placeExplorer') return action;
  const seen: RedactedAction<SurviveAction> = { type: 'placeExplorer', redacted: true, hex: action.hex };
  return seen;
}
