/** A2: the end of the visits, the clock, donations, the next round. */
import { mutable, type RuleContext, type Seat } from '@tabula/core';
import { districtOf, resourceIndex, type Resource } from '../data/resources';
import { DONATION_POINTS } from '../data/scoring';
import type { AtlandiceEvent } from '../events';
import type { AtlandiceState } from '../state';
import { lastSpace, sectorToChange, stockToChange } from './board';
import { advanceClock, skipDonorsWhoCannotPay } from './clock';
import { gain } from './emptied';
import { endGame } from './end';
import { openGates } from './gates';

type Ctx = RuleContext<AtlandiceEvent>;

/** After the last visit: the game ends if the Inn reached the last space (A6.5), else step 3. */
export function endOfVisits(s: AtlandiceState, ctx: Ctx): void {
  if (s.endAfterVisits) return endGame(s, ctx.emit);
  if (advanceClock(s, ctx.emit)) return; // a Donation is under way
  finishRound(s, ctx);
}

/** A6.4 then A2.4: end the game on the last space, else pass the first player token and open the gates. */
export function finishRound(s: AtlandiceState, ctx: Ctx): void {
  s.phase = 'visits';
  s.donors = [];
  if (s.clock === lastSpace(s)) return endGame(s, ctx.emit);
  s.startPlayer = (s.startPlayer + 1) % s.players;
  ctx.emit({ type: 'firstPlayer', seat: s.startPlayer });
  startRound(s, ctx);
}

/** A2.1, A3: a new round: counters reset and the start player rolls every die. */
export function startRound(s: AtlandiceState, ctx: Ctx): void {
  s.round++;
  s.visitsMade = 0;
  mutable(s, 'diceThisRound').fill(0);
  mutable(s, 'diceTakenBySeat').fill(0);
  mutable(s, 'gaveToNeutral').fill(false);
  const faces = openGates(s, ctx.rng);
  ctx.emit({ type: 'gatesOpened', round: s.round, faces, dice: [...s.dice] });
}

/**
 * A6.3: pays two resources for 1 VP; they return to their district's top tile. (A type whose
 * category is exhausted is never paid: none of it is left in play, A5.6.)
 */
export function donate(s: AtlandiceState, seat: Seat, pay: readonly Resource[], ctx: Ctx): void {
  for (const name of pay) {
    const r = resourceIndex(name);
    stockToChange(s, seat)[r]!--;
    sectorToChange(s, districtOf(r))[r]!++;
  }
  ctx.emit({ type: 'donated', seat, pay: [...pay] });
  gain(s, seat, DONATION_POINTS, 'donation', ctx.emit);
  skipDonorsWhoCannotPay(s, ctx.emit);
  if (s.donors.length === 0) finishRound(s, ctx);
}

/** A6.3: the donor stops donating; the next one acts, or the round goes on. */
export function passDonation(s: AtlandiceState, ctx: Ctx): void {
  ctx.emit({ type: 'donationEnded', seat: mutable(s, 'donors').shift()! });
  skipDonorsWhoCannotPay(s, ctx.emit);
  if (s.donors.length === 0) finishRound(s, ctx);
}
