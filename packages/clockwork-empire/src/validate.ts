/**
 * Why an action is refused now. An action is accepted exactly when it is one of `legalActions`;
 * otherwise the rejection names what was wrong (a specific code) and what is expected.
 */
import { CoreErrors, reject, type Rejection, type Seat } from '@tabula/core';
import type { ClockworkAction } from './actions';
import { RESOURCES } from './data/components';
import { ClockworkErrors as E, type ClockworkErrorCode } from './errors';
import { knownLegal, legalActions, pendingDecision, type Pending } from './legal';
import type { ClockworkState } from './state';

/** What the pending decision expects, for messages. */
function expected(p: Pending | null, legal: ClockworkAction[]): string {
  const types = [...new Set(legal.map((a) => `"${a.type}"`))].join(', ');
  return `${p ? `pending: ${p.kind}` : 'nothing pending'}; expected ${types || 'nothing'}`;
}

const CODE_BY_TYPE: Partial<Record<ClockworkAction['type'], ClockworkErrorCode>> = {
  keep: E.NO_SUCH_DIE,
  tap: E.NO_SUCH_CLOCKWORKER,
  activate: E.NO_SUCH_CLOCKWORKER,
  moveOn: E.BAD_MOVE,
  select: E.NO_SUCH_CLOCKWORKER,
  go: E.BAD_MOVE,
  place: E.NO_SUCH_DIE,
  evolve: E.NO_SUCH_CLOCKWORKER,
  build: E.BAD_PAYMENT,
  release: E.NOT_YOUR_DIE,
  takeGod: E.GOD_NOT_AVAILABLE,
  useBasic: E.BAD_AREA,
  exchange: E.BAD_PAYMENT,
  maintain: E.BAD_PAYMENT,
  buyBack: E.BAD_PAYMENT,
  discard: E.NO_SUCH_CARD,
  take: E.NO_SUCH_RESOURCE,
  returnResource: E.NO_SUCH_RESOURCE,
  stealVp: E.BAD_TARGET,
  stealResource: E.BAD_TARGET,
};

/** The decisions each action type answers. */
const HOME: Record<ClockworkAction['type'], readonly string[]> = {
  discard: ['mulligan', 'limit', 'labDiscard'],
  returnResource: ['limit'],
  keep: ['move'],
  tap: ['move'],
  go: ['move'],
  activate: ['activate'],
  moveOn: ['extraSteps'],
  place: ['areaAction'],
  release: ['areaAction'],
  takeGod: ['areaAction'],
  useBasic: ['useBasic'],
  exchange: ['exchange'],
  build: ['factory'],
  maintain: ['factory'],
  draw: ['labDiscard'],
  select: ['evolve'],
  evolve: ['evolve'],
  take: ['choose'],
  stealVp: ['stealVp'],
  stealResource: ['stealResource'],
  buyBack: ['buyBack'],
  done: [],
};

const sorted = (pay: readonly string[]) => pay.every((r, i) => i === 0 || RESOURCES.indexOf(pay[i - 1] as never) <= RESOURCES.indexOf(r as never));

/** A field of an action: a number, a string, or a list of resources. */
type FieldValue = number | string | readonly string[];

/** Whether two action fields are equal as JSON (lists item by item). */
function sameField(x: FieldValue | undefined, y: FieldValue | undefined): boolean {
  if (x === y) return true;
  if (!Array.isArray(x) || !Array.isArray(y) || x.length !== y.length) return false;
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return false;
  return true;
}

/**
 * Whether two actions are the same: the same fields in the same order with equal values, i.e.
 * equal JSON, without serialising every legal action.
 */
function sameAction(a: ClockworkAction, b: ClockworkAction): boolean {
  if (a.type !== b.type) return false;
  const x = a as unknown as Record<string, FieldValue>;
  const y = b as unknown as Record<string, FieldValue>;
  const xs = Object.keys(x);
  const ys = Object.keys(y);
  if (xs.length !== ys.length) return false;
  for (let i = 0; i < xs.length; i++) {
    const k = xs[i]!;
    if (k !== ys[i] || !sameField(x[k], y[k])) return false;
  }
  return true;
}

/** Why `seat` may not play `a` now, or `undefined` if it may. */
export function validate(s: ClockworkState, seat: Seat, a: ClockworkAction): Rejection<ClockworkErrorCode> | undefined {
  if (knownLegal(s, seat, a)) return undefined; // most actions: checked without the list
  const legal = legalActions(s, seat);
  for (const l of legal) if (sameAction(l, a)) return undefined;
  const p = pendingDecision(s);
  const why = expected(p, legal);
  const sameType = legal.filter((l) => l.type === a.type);
  if (sameType.length === 0) {
    if (a.type === 'done') return reject(E.NOT_OPTIONAL, `this decision may not be declined (${why})`);
    if (p && HOME[a.type].includes(p.kind) && CODE_BY_TYPE[a.type]) return reject(CODE_BY_TYPE[a.type]!, `"${a.type}" is not possible now (${why})`);
    if (a.type === 'go') {
      const kept = s.turn?.dice.some((d) => d.kept);
      if (p?.kind === 'move') return reject(E.BAD_MOVE, kept ? 'the steps total 0: tap differently (C2.2)' : 'keep at least one die first (C2.1)');
    }
    return reject(E.WRONG_DECISION, `"${a.type}" does not answer this decision (${why})`);
  }
  if ('pay' in a && !sorted(a.pay)) return reject(E.PAY_ORDER, `list payments in resource order (${RESOURCES.join(', ')})`);
  if (a.type === 'build') {
    if (!s.seats[seat]!.hand.includes(a.card)) return reject(E.NO_SUCH_CARD, `${a.card} is not in your hand`);
    return reject(E.BAD_PAYMENT, `that payment does not build ${a.card}; allowed: ${sameType.filter((l) => l.type === 'build' && l.card === a.card).map((l) => JSON.stringify((l as { pay: string[] }).pay)).join(' ') || 'none you can afford'}`);
  }
  if (a.type === 'place') {
    const ok = sameType.some((l) => l.type === 'place' && l.die === a.die);
    return ok ? reject(E.SLOT_NOT_OPEN, `slot ${a.slot} is not open to die ${a.die} (C3.2)`) : reject(E.NO_SUCH_DIE, `die ${a.die} is not an unused die of this turn`);
  }
  const options = sameType.map((l) => JSON.stringify(l)).slice(0, 12).join(' ');
  return reject(CODE_BY_TYPE[a.type] ?? CoreErrors.ILLEGAL_ACTION, `not allowed now; allowed: ${options}`);
}
