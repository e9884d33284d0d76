/**
 * A search's deals and a server's views stay among V8's young objects, however long earlier ones
 * lived (see core's `plainConstructor`): a deal V8 moved to its long-lived space cost 2.6 to 2.9
 * times as much, a view eight times.
 */
import { describe, expect, it } from 'vitest';
import { pretenuredDealParts, pretenuredViewParts } from '@tabula/core/internal/testing';
import { atlandice } from '../src/index';

describe('deals, views and V8', () => {
  it('no part a deal makes is moved to the old space, after many deals lived long', () => {
    expect(pretenuredDealParts(atlandice, { players: 4, seed: 'young' })).toEqual([]);
  });

  it('nor any part of a view but the rules’ lists (who acts, the pending step, the legal actions)', () => {
    // The rules make those lists for `apply` too; the view's own objects stay young.
    const rules = /^\$\.(active|pending|legal)\b/;
    expect(pretenuredViewParts(atlandice, { players: 4, seed: 'young' }).filter((p) => !rules.test(p))).toEqual([]);
  });
});
