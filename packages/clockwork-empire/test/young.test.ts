/**
 * A search's deals stay among V8's young objects, however long earlier deals lived (see core's
 * `plainConstructor`): a deal V8 moved to its long-lived space cost 2.4 to 2.9 times as much.
 */
import { describe, expect, it } from 'vitest';
import { pretenuredParts } from '@tabula/core/testing';
import { clockworkEmpire } from '../src/index';

/** A state some way into a game, and the view of its acting seat. */
function midGame(): { seat: number; v: NonNullable<ReturnType<typeof clockworkEmpire.view>> } {
  let s = clockworkEmpire.setup({ players: 4, seed: 'young' });
  for (let i = 0; i < 25 && !clockworkEmpire.isOver(s); i++) {
    const seat = clockworkEmpire.activeSeats(s)[0]!;
    const legal = clockworkEmpire.legalActions(s, seat);
    const out = clockworkEmpire.apply(s, seat, legal[i % legal.length]!);
    if (!out.ok) throw new Error(out.error.message);
    s = out.state;
  }
  const seat = clockworkEmpire.activeSeats(s)[0] ?? 0;
  return { seat, v: clockworkEmpire.view(s, seat) };
}

describe('deals and V8', () => {
  it('no part a deal makes is moved to the old space, after many deals lived long', () => {
    const { seat, v } = midGame();
    expect(pretenuredParts((i) => clockworkEmpire.determinize!(v, seat, `deal-${i}`), { shared: v })).toEqual([]);
  });
});
