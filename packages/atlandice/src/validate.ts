/** Why an action is refused now: every rejection with its code and a message saying what is legal. */
import { reject, type Rejection, type Seat } from '@tabula/core';
import type { AtlandiceAction } from './actions';
import { JEWELERS, RESOURCES, resourceIndex, SECTOR_NAMES, SECTORS, type Sector } from './data/resources';
import { AtlandiceErrors as E, type AtlandiceErrorCode } from './errors';
import { isOptional, pendingDecision, visitChoices } from './legal';
import { placeDie } from './rules/board';
import { otherOpenDistricts } from './rules/effects';
import type { AtlandiceState, Pending } from './state';

const names = (sectors: readonly Sector[]) => sectors.map((x) => `${x} (${SECTOR_NAMES[x]})`).join(', ');

/** What the pending decision expects, for messages. */
function expected(p: Pending | undefined, s: AtlandiceState): string {
  if (s.phase === 'donation') return 'a Donation is under way: "donate" two resources or "pass"';
  if (!p) return 'take a die: "visit" a sector with a die';
  const skip = isOptional(p) ? ', or "skip"' : '';
  switch (p.kind) {
    case 'take':
      return `"take" a resource from ${names(p.sectors)} (${p.reason})${skip}`;
    case 'move':
      return `"move" a resource from ${names([p.from])} to ${names(p.to)} (${p.reason})${skip}`;
    case 'swap':
      return `"swap" a resource of the Jewelers with one of another district (J2)${skip}`;
    case 'setDie':
      return `"setDie": give a die a new face (I3)${skip}`;
    case 'submarine':
      return `"submarine": move the submarine to another sector (M1–M3)${skip}`;
    default:
      throw new Error(`unknown decision ${JSON.stringify(p satisfies never)}`);
  }
}

/** Why `seat` may not play `action` now, or `undefined`. */
export function validate(s: AtlandiceState, seat: Seat, a: AtlandiceAction): Rejection<AtlandiceErrorCode> | undefined {
  const p = pendingDecision(s);
  const wrong = () => reject(E.WRONG_DECISION, `"${a.type}" does not answer this decision: ${expected(p, s)}`);
  if (s.phase === 'donation') {
    if (a.type === 'pass') return undefined;
    if (a.type !== 'donate') return wrong();
    const [x, y] = a.pay.map(resourceIndex) as [number, number];
    if (x > y) return reject(E.PAY_ORDER, `list the two resources in the order ${RESOURCES.join(', ')}: ["${a.pay[1]}", "${a.pay[0]}"]`);
    const stock = s.stock[seat]!;
    if (x === y ? stock[x]! < 2 : stock[x]! < 1 || stock[y]! < 1) return reject(E.NO_SUCH_RESOURCE, `you do not hold ${a.pay.join(' and ')}`);
    return undefined;
  }
  if (!p) {
    if (a.type !== 'visit') return wrong();
    if (s.dice[a.sector - 1] === 0) {
      const open = SECTORS.filter((x) => s.dice[x - 1]! > 0);
      return reject(E.NO_DIE_THERE, `no die lies beside ${names([a.sector])}; dice lie beside ${names(open)}`);
    }
    const { keep, give } = visitChoices(s, seat);
    if (a.forNeutral && !give) return reject(E.NEUTRAL_GIFT, s.neutral === null ? 'there is no neutral player: it plays only in 2-player games (A9)' : 'you already gave a die to the neutral player this round (A9.2)');
    if (!a.forNeutral && !keep) return reject(E.NEUTRAL_GIFT, 'this is your last die of the round and you have not given one to the neutral player: visit with forNeutral: true (A9.2)');
    return undefined;
  }
  if (a.type === 'skip') return isOptional(p) ? undefined : reject(E.NOT_OPTIONAL, `this step may not be declined: ${expected(p, s)}`);
  switch (p.kind) {
    case 'take': {
      if (a.type !== 'take') return wrong();
      if (!p.sectors.includes(a.sector)) return reject(E.SECTOR_NOT_ALLOWED, `take from ${names(p.sectors)}, not ${names([a.sector])}`);
      if (s.sectors[a.sector - 1]![resourceIndex(a.resource)] === 0) return reject(E.NO_SUCH_RESOURCE, `there is no ${a.resource} on ${names([a.sector])}`);
      return undefined;
    }
    case 'move': {
      if (a.type !== 'move') return wrong();
      if (a.from !== p.from || !p.to.includes(a.to)) return reject(E.SECTOR_NOT_ALLOWED, `move from ${names([p.from])} to one of ${names(p.to)}`);
      if (s.sectors[a.from - 1]![resourceIndex(a.resource)] === 0) return reject(E.NO_SUCH_RESOURCE, `there is no ${a.resource} on ${names([a.from])}`);
      return undefined;
    }
    case 'swap': {
      if (a.type !== 'swap') return wrong();
      const targets = otherOpenDistricts(s, JEWELERS);
      if (!targets.includes(a.sector)) return reject(E.SECTOR_NOT_ALLOWED, `swap with one of ${names(targets)}`);
      if (a.give === a.get) return reject(E.SAME_RESOURCE, `swapping ${a.give} for ${a.get} changes nothing: choose two types`);
      if (s.sectors[JEWELERS - 1]![resourceIndex(a.give)] === 0) return reject(E.NO_SUCH_RESOURCE, `there is no ${a.give} on the Jewelers`);
      if (s.sectors[a.sector - 1]![resourceIndex(a.get)] === 0) return reject(E.NO_SUCH_RESOURCE, `there is no ${a.get} on ${names([a.sector])}`);
      return undefined;
    }
    case 'setDie': {
      if (a.type !== 'setDie') return wrong();
      if (s.dice[a.sector - 1] === 0) return reject(E.NO_DIE_THERE, `no die lies beside ${names([a.sector])}`);
      if (placeDie(s, a.value) === a.sector) return reject(E.DIE_UNCHANGED, `a ${a.value} stays beside ${names([a.sector])}: choose a face that moves the die`);
      return undefined;
    }
    case 'submarine': {
      if (a.type !== 'submarine') return wrong();
      if (a.sector === s.submarine) return reject(E.SUBMARINE_ALREADY_THERE, `the submarine is already at ${names([a.sector])}: move it to another sector`);
      return undefined;
    }
    default:
      throw new Error(`unknown decision ${JSON.stringify(p satisfies never)}`);
  }
}
