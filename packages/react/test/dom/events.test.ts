// @vitest-environment happy-dom
/// <reference lib="dom" />
/**
 * The event queue: every change's events, as the seat sees them, wait in order until
 * acknowledged, however fast the changes come; an undo empties it; a private event reaches
 * another seat redacted.
 */
import { createElement as h, useEffect, version, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { createMatch, randomBot } from '@tabula/core';
import { atlandice, type AtlandiceEvent } from '@tabula/atlandice';
import { survive, type SurviveEvent } from '@tabula/survive';
import { createEventQueue, useEventQueue, type EventQueueState, type EventSource } from '@tabula/react';
import { inAct, mount, probe, until } from './mount';

describe(`useEventQueue on React ${version}`, () => {
  it('queues each change’s events in order, from the first render; ack() moves to the next, ackAll() skips them', async () => {
    const match = createMatch(atlandice, { players: 3, seed: 'events-1' }, { bots: { 0: randomBot('0'), 1: randomBot('1'), 2: randomBot('2') } });
    await match.runBots({ maxActions: 3 });
    const seat = match.seat(1);
    const from = seat.getSnapshot().events.length;
    let queue: EventQueueState<AtlandiceEvent> | undefined;
    const screen = await mount(probe(() => useEventQueue(seat), (q) => (queue = q)));
    expect(queue!.pending).toEqual([]);
    expect(queue!.current).toBeUndefined();
    // Ten bot actions in a row, in one act: every one's events are queued.
    await inAct(() => match.runBots({ maxActions: 10 }));
    const expected = seat.getSnapshot().events.slice(from);
    expect(expected.length).toBeGreaterThanOrEqual(10);
    expect(queue!.pending).toEqual(expected);
    expect(queue!.current).toEqual(expected[0]);
    await inAct(() => queue!.ack());
    expect(queue!.current).toEqual(expected[1]);
    expect(queue!.pending).toEqual(expected.slice(1));
    await inAct(() => queue!.ackAll());
    expect(queue!.pending).toEqual([]);
    await screen.unmount();
  });

  it('animates one event at a time: a component acknowledges each when its animation ends', async () => {
    const match = createMatch(atlandice, { players: 2, seed: 'events-2' }, { bots: { 0: randomBot('0'), 1: randomBot('1') } });
    const seat = match.seat(0);
    const shown: string[] = [];
    function Animator(): ReactElement {
      const { current, ack } = useEventQueue(seat);
      useEffect(() => {
        if (current === undefined) return;
        shown.push(current.type);
        const timer = setTimeout(ack, 2); // the animation's length
        return () => clearTimeout(timer);
      }, [current, ack]);
      return h('p', null, current?.type ?? 'idle');
    }
    const screen = await mount(h(Animator));
    const from = seat.getSnapshot().events.length;
    await inAct(() => match.runBots({ maxActions: 6 }));
    const expected = seat.getSnapshot().events.slice(from).map((e) => e.type);
    await until(() => screen.container.textContent === 'idle' && shown.length === expected.length, 'every event was shown');
    expect(shown).toEqual(expected);
    await screen.unmount();
  });

  it('an undo empties the queue; a redo brings the action’s events again', () => {
    const match = createMatch(atlandice, { players: 2, seed: 'events-3' });
    const queue = createEventQueue(match.seat(0) as EventSource<AtlandiceEvent>);
    let guard = 0;
    for (;;) {
      if (++guard > 60) throw new Error('no undoable action of seat 0 in 60 actions');
      const seat = match.getSnapshot().activeSeats[0]!;
      match.apply(seat, atlandice.legalActions(match.state, seat)[0]!);
      if (match.canUndo(0)) break;
    }
    expect(queue.pending.length).toBeGreaterThan(0);
    const last = match.seat(0).getSnapshot().lastEvents;
    expect(match.undo(0).ok).toBe(true);
    expect(queue.pending).toEqual([]);
    expect(match.redo(0).ok).toBe(true);
    expect(queue.pending).toEqual(last);
    queue.close();
    match.apply(match.getSnapshot().activeSeats[0]!, atlandice.legalActions(match.state, match.getSnapshot().activeSeats[0]!)[0]!);
    expect(queue.pending).toEqual(last); // closed: no longer listening
  });

  it('another seat’s private event reaches the queue redacted, as the seat sees it', async () => {
    const match = createMatch(survive, { players: 2, seed: 'events-4' }, { bots: { 0: randomBot('0'), 1: randomBot('1') } });
    const mine = createEventQueue(match.seat(0) as EventSource<SurviveEvent>);
    const theirs = createEventQueue(match.seat(1) as EventSource<SurviveEvent>);
    await match.runBots({ maxActions: 400 });
    const kept = (q: typeof mine, seat: number) => q.pending.filter((e) => e.type === 'tileRemoved' && 'audience' in e && e.audience?.[0] === seat);
    const own = kept(mine, 0);
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((e) => !('redacted' in e))).toBe(true);
    const seenByOther = kept(theirs, 0);
    expect(seenByOther).toHaveLength(own.length);
    expect(seenByOther.every((e) => 'redacted' in e && e.redacted === true && !('back' in e))).toBe(true);
    expect(mine.pending).toEqual(match.seat(0).getSnapshot().events);
  });
});
