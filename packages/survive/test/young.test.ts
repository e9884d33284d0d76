/**
 * A search's deals stay among V8's young objects, however long earlier deals lived (see core's
 * `plainConstructor`): a deal V8 moved to its long-lived space cost up to three times as much.
 */
import { describe, expect, it } from 'vitest';
import { pretenuredDealParts } from '@tabula/core/internal/testing';
import { survive } from '../src/index';

describe('deals and V8', () => {
  it('no part a deal makes is moved to the old space, after many deals lived long', () => {
    // Kept on purpose, and so long-lived: the land of the view's board, and the explorer dealt to a
    // hidden explorer for each value, which every deal of the view shares. (A pool, a hand or a list
    // of them the deal before made the same is skipped by the check itself.)
    const kept = new Set(['$.land', '$.explorers.#']);
    expect(pretenuredDealParts(survive, { players: 4, seed: 'young' }).filter((p) => !kept.has(p))).toEqual([]);
  });
});
