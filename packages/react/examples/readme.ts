import { createElement as h, useEffect, type ReactElement } from 'react';
import { createMatch, randomBot, type SeatHandle } from '@tabula/core';
import { atlandice, type AtlandiceAction, type AtlandiceErrorCode, type AtlandiceEvent, type AtlandiceState, type AtlandiceView } from '@tabula/atlandice';
import { useBots, useEventQueue, useSeat } from '@tabula/react';

/** You against a bot: the bot's seat plays by itself. */
export const newMatch = (seed: string) => createMatch(atlandice, { players: 2, seed }, { bots: { 1: randomBot(`${seed}/bot`) } });

/** A seat's handle: all a seat's screen holds (never the match, whose state has every secret). */
type Seat = SeatHandle<AtlandiceState, AtlandiceAction, AtlandiceView, AtlandiceEvent, AtlandiceErrorCode>;

/** Your screen: each event shown in turn, your choices, undo and redo. */
function You({ seat }: { seat: Seat }): ReactElement {
  const { snapshot, act, undo, redo, refusal } = useSeat(seat);
  const { current, ack } = useEventQueue(seat);
  useEffect(() => {
    if (current === undefined) return;
    const timer = setTimeout(ack, 200); // the event's animation
    return () => clearTimeout(timer);
  }, [current, ack]);
  return h(
    'section',
    null,
    h('p', { className: 'status' }, snapshot.over ? 'Game over' : snapshot.active ? 'Your turn' : 'Waiting for the bot'),
    h('p', { className: 'event' }, current?.type ?? ''),
    refusal && h('p', { role: 'alert' }, refusal.message),
    ...snapshot.legalActions.map((action, i) => h('button', { key: i, className: 'choice', onClick: () => act(action) }, JSON.stringify(action))),
    h('button', { onClick: undo, disabled: !snapshot.canUndo }, 'Undo'),
    h('button', { onClick: redo, disabled: !snapshot.canRedo }, 'Redo'),
  );
}

/** The table: the bot plays by itself, half a second after each change, while you watch. */
export function Table({ match }: { match: ReturnType<typeof newMatch> }): ReactElement {
  const bots = useBots(match, { delayMs: 500 });
  return h('main', null, h('p', null, bots.thinking === null ? '' : 'The bot is thinking…'), h(You, { seat: match.seat(0) }));
}
