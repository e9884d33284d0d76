import { actionParser, deepFreeze, field, type InferActions } from '@tabula/core';
import { RESOURCES, SECTORS } from './data/resources';

const sector = () => field.oneOf(SECTORS);
const resource = () => field.oneOf(RESOURCES);

/**
 * Every Atlandice action. Each is one decision of one seat:
 * - `visit`: take a die from a sector (A4.1a); in a 2-player game `forNeutral: true` gives it to
 *   the neutral player (A9.2); to keep the die, leave `forNeutral` out.
 * - `take`: take one resource of a type from a sector (A4.1b, the submarine bonus A4.2, and the
 *   effects J1, J3, L1, L3, F1, F3).
 * - `move`: move one resource between sectors (L2, I2, F2).
 * - `swap`: J2, swap `give` (on this Jewelers) with `get` (on district `sector`).
 * - `setDie`: I3, give a die beside `sector` the face `value` and place it by its new sector.
 * - `submarine`: M1–M3, move the submarine to `sector`.
 * - `skip`: decline the pending step. No step of the rules may be declined (A4.1b, A4.2, A7.1):
 *   `skip` is never legal and is refused with `NOT_OPTIONAL` (with `WRONG_DECISION` when no step
 *   is pending).
 * - `donate`: pay two resources for 1 VP during a Donation (A6.3), listed in resource order.
 * - `pass`: stop donating.
 */
export const actionSpecs = deepFreeze({
  visit: { sector: sector(), forNeutral: field.optional(field.literal(true)) },
  take: { sector: sector(), resource: resource() },
  move: { from: sector(), to: sector(), resource: resource() },
  swap: { give: resource(), sector: sector(), get: resource() },
  setDie: { sector: sector(), value: field.int(1, 6) },
  submarine: { sector: sector() },
  skip: {},
  donate: { pay: field.array(resource(), 2, 2) },
  pass: {},
});

/**
 * An Atlandice action (see {@link actionSpecs}), one member per action type.
 *
 * @expandUnion
 */
export type AtlandiceAction = InferActions<typeof actionSpecs>;

/** Parses untrusted input into an {@link AtlandiceAction} or a `MALFORMED_ACTION` rejection. */
export const parseAction = actionParser(actionSpecs);
