import { actionParser, deepFreeze, field, type Field, type InferActions } from '@tabula/core';
import { COMPONENT_ID, MAX_COORD } from './data/bounds';
import { GOAL_IDS } from './data/goals';
import { COLORS } from './data/rules';
import { ICONS, QUADRANTS, TIERS } from './data/types';

/** The farthest a cell may lie from Thera in an action (36 tiles reach no farther). */
export { MAX_COORD };
/** The longest id (dock, map card) an action may name: as long as a component id. */
const MAX_ID = COMPONENT_ID.maxLength;

/** A short string field (a dock or map card id). */
function id(): Field<string> {
  return {
    parse: (v) => (typeof v === 'string' && v.length > 0 && v.length <= MAX_ID ? { ok: true, value: v } : { ok: false, expected: `a string of 1 to ${MAX_ID} characters` }),
  };
}

const coord = () => field.int(-MAX_COORD, MAX_COORD);

/**
 * Every Akrotiri action. Each is one decision of one seat:
 * - `placeTile`: put the tile in hand on a free cell, turned `rotation` quarter turns (K4.1).
 * - `placeCube`: the second cube, of `color`, on `quadrant` of the tile just placed (K4.2).
 * - `keepGoal`: keep one of the drawn goal cards (K3.4, K1.4); `takeGoal`: take a revealed one (K8).
 * - `placeBoat`: put the boat on a free dock of Thera (K3.5).
 * - `move`: move the boat to a dock, by sea or portage (K5.1); a second `move` right after
 *   continues an empty boat's move action.
 * - `load`: load one cube of `color` from the boat's island (K5.2); up to 3 in a row are one action.
 * - `excavate`: play map card `map`, putting a temple on quadrant (`x`, `y`, `quadrant`) (K5.3).
 * - `buyMaps`: one action buying 1, 2 or 3 map cards, one from each listed deck, the tiers listed
 *   easiest first (K5.5).
 * - `oracle`: consult the Oracle for `icon` (K5.6).
 * - `sell` / `unload`: free, one cube of `color` (K5.7, K5.8).
 * - `endTurn`: stop taking actions (K4.3, K4.4).
 */
export const actionSpecs = deepFreeze({
  placeTile: { x: coord(), y: coord(), rotation: field.oneOf([0, 1, 2, 3] as const) },
  placeCube: { color: field.oneOf(COLORS), quadrant: field.oneOf(QUADRANTS) },
  keepGoal: { goal: field.oneOf(GOAL_IDS) },
  takeGoal: { goal: field.oneOf(GOAL_IDS) },
  placeBoat: { dock: id() },
  move: { to: id() },
  load: { color: field.oneOf(COLORS) },
  excavate: { map: id(), x: coord(), y: coord(), quadrant: field.oneOf(QUADRANTS) },
  buyMaps: { tiers: field.array(field.oneOf(TIERS), 1, 3) },
  oracle: { icon: field.oneOf(ICONS) },
  sell: { color: field.oneOf(COLORS) },
  unload: { color: field.oneOf(COLORS) },
  endTurn: {},
});

/**
 * An Akrotiri action (see {@link actionSpecs}), one member per action type.
 *
 * @expandUnion
 */
export type AkrotiriAction = InferActions<typeof actionSpecs>;

/** Parses untrusted input into an {@link AkrotiriAction} or a `MALFORMED_ACTION` rejection. */
export const parseAction = actionParser(actionSpecs);
