import { actionParser, deepFreeze, field, type Field, type InferActions } from '@tabula/core';
import { RESOURCES, SPACES } from './data/components';

const resource = () => field.oneOf(RESOURCES);
const index = () => field.int(0, 99);
const seat = () => field.int(0, 3);
const id = (): Field<string> => ({
  parse: (v) => (typeof v === 'string' && v.length > 0 && v.length <= 80 ? { ok: true, value: v } : { ok: false, expected: 'a card id' }),
});

/**
 * Every Clockwork Empire action. Each is one decision of one seat (see the README's table):
 * `discard`, `returnResource` (C1.3, C1.8, Laboratory); `keep`, `tap`, `go` (C2); `activate` (C2.5);
 * `moveOn` (an `extraSteps` ability);
 * `place`, `release`, `takeGod` (C3); `useBasic` (Temple P1: any space of the loop); `exchange`, `build`, `maintain`, `draw`,
 * `select`, `evolve`, `take`, `stealVp`, `stealResource`, `buyBack` (C4, C6 and abilities);
 * `done` (end or decline the pending optional decision).
 */
export const actionSpecs = deepFreeze({
  discard: { card: id() },
  returnResource: { resource: resource() },
  keep: { die: index() },
  tap: { clockworker: index(), step: field.oneOf([1, -1] as const) },
  go: {},
  activate: { clockworker: index() },
  moveOn: { steps: index() },
  place: { die: index(), slot: index() },
  release: { slot: index() },
  takeGod: { god: id() },
  useBasic: { area: field.oneOf(SPACES) },
  exchange: { pay: field.array(resource(), 1, 6) },
  build: { card: id(), pay: field.array(resource(), 1, 6) },
  maintain: { resource: resource() },
  draw: {},
  select: { clockworker: index() },
  evolve: {},
  take: { resource: resource() },
  stealVp: { seat: seat() },
  stealResource: { seat: seat(), resource: resource() },
  buyBack: { resource: resource() },
  done: {},
});

/**
 * A Clockwork Empire action (see {@link actionSpecs}), one member per action type.
 *
 * @expandUnion
 */
export type ClockworkAction = InferActions<typeof actionSpecs>;

/** Parses untrusted input into a {@link ClockworkAction} or a `MALFORMED_ACTION` rejection. */
export const parseAction = actionParser(actionSpecs);
