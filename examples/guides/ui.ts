import { useSyncExternalStore } from 'react';
import { createMatch, randomBot } from '@tabula/core';
import { atlandice } from '@tabula/atlandice';

const match = createMatch(atlandice, { players: 3, seed: 'x' }, { bots: { 1: randomBot('b1'), 2: randomBot('b2') } });
const me = match.seat(0);

/** In a component: the seat's view, legal actions, events, log, canUndo…, fresh after every change (and on a server render). */
export function useMySeat() {
  return useSyncExternalStore(me.subscribe, me.getSnapshot, me.getSnapshot);
}

export { match, me };
