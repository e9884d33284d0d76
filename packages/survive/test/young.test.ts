/**
 * A search's deals stay among V8's young objects, however long earlier deals lived (see core's
 * `plainConstructor`): a deal V8 moved to its long-lived space cost 2.4 to 2.9 times as much.
 */
import { describe, expect, it } from 'vitest';
import { pretenuredParts } from '@tabula/core/testing';
import { survive } from '../src/index';

/** A state some way into a game, and the view of its acting seat. */
function midGame(): { seat: number; v: NonNullable<ReturnType<typeof survive.view>> } {
  let s = survive.setup({ players: 4, seed: 'young' });
  for (let i = 0; i < 25 && !survive.isOver(s); i++) {
    const seat = survive.activeSeats(s)[0]!;
    const legal = survive.legalActions(s, seat);
    const out = survive.apply(s, seat, legal[i % legal.length]!);
    if (!out.ok) throw new Error(out.error.message);
    s = out.state;
  }
  const seat = survive.activeSeats(s)[0] ?? 0;
  return { seat, v: survive.view(s, seat) };
}

describe('deals and V8', () => {
  it('no part a deal makes is moved to the old space, after many deals lived long', () => {
    const { seat, v } = midGame();
    // Kept on purpose, and so long-lived: the land of the view's board, and the explorer dealt to a
    // hidden explorer for each value, which every deal of the view shares.
    const kept = new Set(['$.land', '$.explorers.#']);
    expect(pretenuredParts((i) => survive.determinize!(v, seat, `deal-${i}`), { shared: v }).filter((p) => !kept.has(p))).toEqual([]);
  });
});
