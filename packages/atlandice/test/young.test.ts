/**
 * A search's deals and a server's views stay among V8's young objects, however long earlier ones
 * lived (see core's `plainConstructor`): a deal V8 moved to its long-lived space cost 2.4 to 2.9
 * times as much.
 */
import { describe, expect, it } from 'vitest';
import { pretenuredParts } from '@tabula/core/testing';
import { atlandice } from '../src/index';

/** A state some way into a game, and the view of its acting seat. */
function midGame(): { seat: number; v: NonNullable<ReturnType<typeof atlandice.view>> } {
  let s = atlandice.setup({ players: 4, seed: 'young' });
  for (let i = 0; i < 25 && !atlandice.isOver(s); i++) {
    const seat = atlandice.activeSeats(s)[0]!;
    const legal = atlandice.legalActions(s, seat);
    const out = atlandice.apply(s, seat, legal[i % legal.length]!);
    if (!out.ok) throw new Error(out.error.message);
    s = out.state;
  }
  const seat = atlandice.activeSeats(s)[0] ?? 0;
  return { seat, v: atlandice.view(s, seat) };
}

describe('deals and V8', () => {
  it('no part a deal makes is moved to the old space, after many deals lived long', () => {
    const { seat, v } = midGame();
    expect(pretenuredParts((i) => atlandice.determinize!(v, seat, `deal-${i}`), { shared: v })).toEqual([]);
  });

  it('nor any part of a view but what the rules list (who acts, the pending step, the legal actions)', () => {
    const { seat, v } = midGame();
    const s = atlandice.determinize!(v, seat, 'state');
    // A view V8 moved to its old space cost eight times as much; the rules' lists are made for apply too.
    const rules = /^\$\.(active|pending|legal)\b/;
    expect(pretenuredParts(() => atlandice.view(s, seat), { shared: s }).filter((p) => !rules.test(p))).toEqual([]);
  });
});
