import { expect, it } from 'vitest';
import { boat, eventsOf, explorer, h, play, position } from '@tabula/survive/testing';

it('S3.5 an empty boat may be moved by anyone', () => {
  const s = position({ step: 'move', serpents: false }); // seat 0 at step 2, with 3 points
  explorer(s, 0, 'land', h(3, 4));                       // one of its explorers on the island
  const b = boat(s, h(2, 4));                            // an empty boat beside it
  const { state, events } = play(s, 0, { type: 'sail', boat: b, to: h(2, 5) });
  expect(state.boats[b]!.hex).toBe(h(2, 5));
  expect(eventsOf(events, 'boatMoved')).toEqual([{ type: 'boatMoved', boat: b, from: h(2, 4), to: h(2, 5), by: 'sail' }]);
  expect(state.movesLeft).toBe(2);
});
