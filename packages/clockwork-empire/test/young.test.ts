/**
 * A search's deals stay among V8's young objects, however long earlier deals lived (see core's
 * `plainConstructor`): a deal V8 moved to its long-lived space cost 2.4 to 2.9 times as much.
 */
import { describe, expect, it } from 'vitest';
import { pretenuredDealParts } from '@tabula/core/internal/testing';
import { clockworkEmpire } from '../src/index';

describe('deals and V8', () => {
  it('no part a deal makes is moved to the old space, after many deals lived long', () => {
    expect(pretenuredDealParts(clockworkEmpire, { players: 4, seed: 'young' })).toEqual([]);
  });
});
