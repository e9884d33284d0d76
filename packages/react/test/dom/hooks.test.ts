// @vitest-environment happy-dom
/// <reference lib="dom" />
/**
 * The match and seat hooks in a DOM: a seat's screen follows the match, acts for its seat only,
 * keeps the last refusal, undoes and redoes; changes in a burst are drawn once when coalesced;
 * the server draws the same snapshot, which hydrates without a mismatch.
 */
import { createElement as h, version, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createMatch, type SeatHandle } from '@tabula/core';
import { atlandice, type AtlandiceAction, type AtlandiceErrorCode, type AtlandiceEvent, type AtlandiceState, type AtlandiceView } from '@tabula/atlandice';
import { useMatch, useSeat, type SeatState } from '@tabula/react';
import { inAct, mount, probe, until } from './mount';

type AtlandiceSeat = SeatHandle<AtlandiceState, AtlandiceAction, AtlandiceView, AtlandiceEvent, AtlandiceErrorCode>;

/** A seat's screen: whose turn, its choices as buttons, undo and redo, the last refusal. */
function Screen({ seat }: { seat: AtlandiceSeat }): ReactElement {
  const { snapshot, act, undo, redo, refusal } = useSeat(seat);
  return h(
    'div',
    null,
    h('p', { id: 'status' }, `version ${snapshot.version}: ${snapshot.active ? 'your turn' : 'waiting'}`),
    h('p', { id: 'refusal' }, refusal ? refusal.code : ''),
    h('button', { id: 'undo', disabled: !snapshot.canUndo, onClick: () => undo() }, 'Undo'),
    h('button', { id: 'redo', disabled: !snapshot.canRedo, onClick: () => redo() }, 'Redo'),
    ...snapshot.legalActions.map((a, i) => h('button', { key: i, className: 'action', onClick: () => act(a) }, JSON.stringify(a))),
  );
}

const text = (root: HTMLElement, id: string): string => root.querySelector(`#${id}`)!.textContent ?? '';

describe(`useSeat and useMatch on React ${version}`, () => {
  it('draws the seat’s snapshot and follows the match: a click acts for the seat, another seat’s change is drawn too', async () => {
    const match = createMatch(atlandice, { players: 2, seed: 'hooks-1' });
    const first = match.getSnapshot().activeSeats[0]!;
    const screen = await mount(h(Screen, { seat: match.seat(first) }));
    expect(text(screen.container, 'status')).toBe('version 0: your turn');
    const buttons = screen.container.querySelectorAll<HTMLButtonElement>('button.action');
    expect(buttons.length).toBe(atlandice.legalActions(match.state, first).length);
    await inAct(() => buttons[0]!.click());
    expect(match.log).toEqual([{ seat: first, action: atlandice.legalActions(atlandice.setup({ players: 2, seed: 'hooks-1' }), first)[0] }]);
    expect(text(screen.container, 'status')).toMatch(/^version 1: /);
    // Whatever changes the match (here the other seat, through the match) is drawn.
    let other = match.getSnapshot();
    while (!other.over && other.activeSeats[0] !== first) {
      const seat = other.activeSeats[0]!;
      await inAct(() => match.apply(seat, atlandice.legalActions(match.state, seat)[0]!));
      other = match.getSnapshot();
    }
    expect(text(screen.container, 'status')).toBe(`version ${match.getSnapshot().version}: your turn`);
    await screen.unmount();
  });

  it('keeps the last refusal, clears it on the next success; undoes and redoes the seat’s own action', async () => {
    const match = createMatch(atlandice, { players: 2, seed: 'hooks-2' });
    const seat = match.getSnapshot().activeSeats[0]!;
    let state: SeatState<AtlandiceView, AtlandiceAction, AtlandiceEvent, AtlandiceErrorCode> | undefined;
    const screen = await mount(probe(() => useSeat(match.seat(seat)), (s) => (state = s)));
    // Play legal actions until one may be taken back.
    let guard = 0;
    while (!state!.snapshot.canUndo) {
      if (++guard > 50) throw new Error('no undoable action in 50 actions');
      const me = match.getSnapshot().activeSeats[0]!;
      await inAct(() => (me === seat ? state!.act(state!.snapshot.legalActions[0]!) : match.apply(me, atlandice.legalActions(match.state, me)[0]!)));
    }
    const before = match.log.length;
    let out: unknown;
    await inAct(() => (out = state!.act({ type: 'no such action' } as unknown as AtlandiceAction)));
    expect(out).toMatchObject({ ok: false, error: { code: 'MALFORMED_ACTION' } });
    expect(state!.refusal?.code).toBe('MALFORMED_ACTION');
    expect(match.log.length).toBe(before);
    await inAct(() => expect(state!.undo()).toEqual({ ok: true }));
    expect(state!.refusal).toBeNull();
    expect(match.log.length).toBe(before - 1);
    expect(state!.snapshot.canRedo).toBe(true);
    await inAct(() => expect(state!.redo()).toEqual({ ok: true }));
    expect(match.log.length).toBe(before);
    await inAct(() => state!.redo());
    expect(state!.refusal?.code).toBe('NOTHING_TO_REDO');
    // A spectator's screen may not act.
    let spectator: SeatState<AtlandiceView, AtlandiceAction, AtlandiceEvent, AtlandiceErrorCode> | undefined;
    const watch = await mount(probe(() => useSeat(match.seat(null)), (s) => (spectator = s)));
    await inAct(() => spectator!.act(atlandice.legalActions(match.state, match.getSnapshot().activeSeats[0]!)[0]!));
    expect(spectator!.refusal?.code).toBe('NOT_ACTIVE');
    expect(spectator!.snapshot.legalActions).toEqual([]);
    await watch.unmount();
    await screen.unmount();
  });

  it('act answers the seat’s own events, never a state', async () => {
    const match = createMatch(atlandice, { players: 2, seed: 'hooks-3' });
    const seat = match.getSnapshot().activeSeats[0]!;
    let state: SeatState<AtlandiceView, AtlandiceAction, AtlandiceEvent, AtlandiceErrorCode> | undefined;
    const screen = await mount(probe(() => useSeat(match.seat(seat)), (s) => (state = s)));
    let out: ReturnType<SeatState<AtlandiceView, AtlandiceAction, AtlandiceEvent, AtlandiceErrorCode>['act']> | undefined;
    await inAct(() => (out = state!.act(state!.snapshot.legalActions[0]!)));
    if (!out?.ok) throw new Error('the legal action was refused');
    expect(Object.keys(out).sort()).toEqual(['events', 'ok']);
    expect(out.events).toEqual(state!.snapshot.lastEvents);
    await screen.unmount();
  });

  it('useMatch draws each change; coalesced, a burst of changes in one task is drawn once, from the latest snapshot', async () => {
    const match = createMatch(atlandice, { players: 3, seed: 'hooks-4' });
    const eager: number[] = [];
    const lazy: number[] = [];
    const a = await mount(probe(() => useMatch(match).version, (v) => eager.push(v)));
    const b = await mount(probe(() => useMatch(match, { coalesce: true }).version, (v) => lazy.push(v)));
    expect(eager).toEqual([0]);
    expect(lazy).toEqual([0]);
    // Five changes, each in a task of its own: both draw each.
    for (let i = 0; i < 5; i++) {
      await inAct(async () => {
        const seat = match.getSnapshot().activeSeats[0]!;
        match.apply(seat, atlandice.legalActions(match.state, seat)[0]!);
        await new Promise((resolve) => setTimeout(resolve, 1));
      });
    }
    expect(eager.slice(-1)).toEqual([5]);
    expect(lazy.slice(-1)).toEqual([5]);
    // Five changes in one task, with a microtask between each (as bots playing in a row).
    const drawnBefore = lazy.length;
    await inAct(async () => {
      for (let i = 0; i < 5; i++) {
        const seat = match.getSnapshot().activeSeats[0]!;
        match.apply(seat, atlandice.legalActions(match.state, seat)[0]!);
        await Promise.resolve();
      }
    });
    await until(() => lazy.at(-1) === 10, 'the coalesced component draws version 10');
    expect(lazy.length - drawnBefore).toBe(1);
    expect(eager.at(-1)).toBe(10);
    await a.unmount();
    await b.unmount();
  });

  it('renders on the server (no window needed) the snapshot the browser hydrates, without a mismatch', async () => {
    const match = createMatch(atlandice, { players: 2, seed: 'hooks-ssr' });
    const seat = match.getSnapshot().activeSeats[0]!;
    const html = renderToString(h(Screen, { seat: match.seat(seat) }));
    expect(html).toContain('version 0: your turn');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const errors: unknown[] = [];
    await inAct(async () => {
      hydrateRoot(container, h(Screen, { seat: match.seat(seat) }), { onRecoverableError: (err) => errors.push(err) });
    });
    expect(errors).toEqual([]);
    expect(container.querySelectorAll('button.action').length).toBe(match.seat(seat).legalActions().length);
    await inAct(() => container.querySelector<HTMLButtonElement>('button.action')!.click());
    expect(match.log).toHaveLength(1);
  });
});
