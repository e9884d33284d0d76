import { expect, it } from 'vitest';
import { play, playAll, position, stock, turnOf } from '@tabula/clockwork-empire/testing';

it('C4 Exchange: 2 resources buy 1 crystal and 1 VP', () => {
  const s = position(4, (s) => {
    turnOf(s, 0, [2, 4, 5]); // seat 0 rolled 2, 4 and 5, on the Temple
    s.seats[0]!.resources = stock({ gear: 2 });
  });
  // Keep the 2: two steps to the Exchange; take no privilege; then its basic effect.
  const { state } = playAll(s, 0, [{ type: 'keep', die: 0 }, { type: 'go' }, { type: 'done' }]);
  const out = play(state, 0, { type: 'exchange', pay: ['gear', 'gear'] });
  expect(out.state.seats[0]!.resources).toEqual(stock({ crystal: 1 }));
  expect(out.state.seats[0]!.vp).toBe(1);
});
