/**
 * A set given through options is indexed once, also when the rules read it through an immer
 * draft (as `apply` does): the index of a draft's set is the index of the state's own set.
 */
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { PROVISIONAL_SET, type ComponentSet } from '../src/index';
import { components } from '../src/rules/holdings';
import { game } from './helpers';

describe('component index', () => {
  it('C9: a user set read through a draft uses the index of the state\'s own set', () => {
    const set: ComponentSet = { ...structuredClone(PROVISIONAL_SET), source: 'user', name: 'a copy' };
    const state = game.setup({ players: 3, seed: 'index', options: { set } });
    const own = components(state);
    let drafted: unknown;
    produce(state, (draft) => {
      drafted = components(draft);
    });
    expect(drafted).toBe(own);
    // And the index is of this set: its cards, by id.
    expect(own.cards.get(set.cards[0]!.id)).toEqual(set.cards[0]);
  });
});
