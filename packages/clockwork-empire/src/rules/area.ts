/** C3: the area action: take privilege (with displacement), release, or take a machine god. */
import { mutable, type Seat } from '@tabula/core';
import { RULES, type AreaId } from '../data/components';
import type { ClockworkState } from '../state';
import { head, headToChange, seatToChange, stepsToChange, turnToChange, type Ctx } from './holdings';

/**
 * C3.2 [D]: the slots a die of `value` may go to: the leftmost empty slot, or a slot holding
 * another player's die of equal or lower value whose left neighbours are all occupied.
 */
export function openSlots(s: ClockworkState, seat: Seat, area: AreaId, value: number): number[] {
  const slots = s.slots[area];
  const out: number[] = [];
  for (let k = 0; k < slots.length; k++) {
    const d = slots[k];
    if (d === null) {
      out.push(k);
      break; // the leftmost empty slot; none to its right is open
    }
    if (d!.owner !== seat && d!.value <= value) out.push(k);
  }
  return out;
}

/** Whether {@link openSlots} lists any slot for a die of `value` (without listing them). */
export function hasOpenSlot(s: ClockworkState, seat: Seat, area: AreaId, value: number): boolean {
  const slots = s.slots[area];
  for (let k = 0; k < slots.length; k++) {
    const d = slots[k];
    if (d === null || (d!.owner !== seat && d!.value <= value)) return true;
  }
  return false;
}

/** The privilege slots of `area`, to change. */
const slotsToChange = (s: ClockworkState, area: AreaId) => mutable(mutable(s, 'slots'), area);

/** C3.1(1): place an unused die on a slot, displacing a lower or equal die of another player. */
export function placeDie(s: ClockworkState, seat: Seat, die: number, slot: number, { emit }: Ctx): void {
  const step = headToChange(s, 'areaAction');
  const face = s.turn!.dice[die]!.face;
  const old = s.slots[step.area][slot] ?? null;
  if (old) seatToChange(s, old.owner).diceInHand++;
  slotsToChange(s, step.area)[slot] = { owner: seat, value: face };
  mutable(mutable(turnToChange(s), 'dice'), die).placed = true;
  seatToChange(s, seat).diceInHand--;
  step.mode = 'place';
  emit({ type: 'placed', seat, area: step.area, die, slot, value: face, displaced: old ? old.owner : null });
}

/** C3.1(2): take back one of your dice from this area's slots. */
export function releaseDie(s: ClockworkState, seat: Seat, slot: number, { emit }: Ctx): void {
  const step = headToChange(s, 'areaAction');
  slotsToChange(s, step.area)[slot] = null;
  seatToChange(s, seat).diceInHand++;
  step.mode = 'release';
  emit({ type: 'released', seat, area: step.area, slot });
}

/** C3.1(3): your highest die here is removed for good (the leftmost of equals); take one of the area's gods. */
export function takeGod(s: ClockworkState, seat: Seat, god: string, { emit }: Ctx): void {
  const { area } = head(s, 'areaAction');
  const slots = s.slots[area];
  let best = -1;
  slots.forEach((d, k) => {
    if (d?.owner === seat && (best < 0 || d.value > slots[best]!.value)) best = k;
  });
  const value = slots[best]!.value;
  slotsToChange(s, area)[best] = null;
  const me = seatToChange(s, seat);
  me.diceRemoved++;
  mutable(me, 'gods').push(god);
  const gods = mutable(mutable(s, 'gods'), area);
  gods.splice(gods.indexOf(god), 1);
  stepsToChange(s).shift();
  emit({ type: 'godTaken', seat, area, god, dieValue: value });
}

/** C3.1(3), C7: whether `seat` may take a god here. */
export function mayTakeGod(s: ClockworkState, seat: Seat, area: AreaId): boolean {
  if (s.seats[seat]!.gods.length >= RULES.godLimit) return false;
  const slots = s.slots[area];
  for (let i = 0; i < slots.length; i++) if (slots[i]?.owner === seat) return true;
  return false;
}
