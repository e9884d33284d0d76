/**
 * The component set is indexed once per set: a set given through options is carried by every
 * state of the game (`apply` shares it from state to state, as every part an action leaves alone)
 * and looked up by identity.
 */
import { describe, expect, it } from 'vitest';
import { randomBot } from '@tabula/core';
import { PROVISIONAL_SET, type ClockworkAction, type ClockworkState, type ComponentSet } from '../src/index';
import { components } from '../src/rules/holdings';
import { clockworkEmpire as game } from '../src/index';

describe('component index', () => {
  it("C9: a user set is shared by every state of its game, and indexed once", () => {
    const set: ComponentSet = { ...structuredClone(PROVISIONAL_SET), source: 'user', name: 'a copy' };
    let state = game.setup({ players: 3, seed: 'index', options: { set } });
    const own = components(state);
    const bot = randomBot<ClockworkAction>('index');
    for (let i = 0; i < 40; i++) {
      const seat = game.activeSeats(state)[0]!;
      const out = game.apply(state, seat, bot(null, seat, game.legalActions(state, seat)) as ClockworkAction);
      if (!out.ok) throw new Error(out.error.message);
      expect(out.state.set).toBe(state.set);
      state = out.state;
    }
    expect(components(state)).toBe(own);
    // And the index is of this set: its cards, by id.
    expect(own.cards.get(set.cards[0]!.id)).toEqual(set.cards[0]);
  });

  it('C9: a default game carries no set (`set: null`) and its rules read the provisional set', () => {
    const state = game.setup({ players: 4, seed: 'null-set' });
    expect(state.set).toBeNull();
    expect(components(state).set).toEqual(PROVISIONAL_SET);
    expect(components(state).provisional).toBe(true);
    // A user set is carried whole, even one equal in content to the provisional set.
    const user = game.setup({ players: 4, seed: 'null-set', options: { set: structuredClone(PROVISIONAL_SET) } });
    expect(user.set).toMatchObject({ source: 'user', cards: PROVISIONAL_SET.cards });
    expect(components(user).provisional).toBe(false);
  });

  it('C9: a schema-2 state, which carried a copy of the provisional set, plays on as the same game', () => {
    let now = game.setup({ players: 3, seed: 'schema-2' });
    let old: ClockworkState = { ...now, schema: 2, set: structuredClone(PROVISIONAL_SET) };
    const bot = randomBot<ClockworkAction>('schema-2');
    for (let i = 0; i < 300 && !game.isOver(now); i++) {
      const seat = game.activeSeats(now)[0]!;
      expect(game.legalActions(old, seat)).toEqual(game.legalActions(now, seat));
      const action = bot(null, seat, game.legalActions(now, seat)) as ClockworkAction;
      const a = game.apply(now, seat, action);
      const b = game.apply(old, seat, action);
      if (!a.ok || !b.ok) throw new Error('a legal action was refused');
      expect(b.events).toEqual(a.events);
      now = a.state;
      old = b.state;
    }
    expect({ ...old, schema: 3, set: null }).toEqual(now);
    expect({ ...game.view(old, 0), schema: 3 }).toEqual(game.view(now, 0));
  });
});
