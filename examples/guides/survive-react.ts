import { createElement as h, useEffect, useState, type ReactElement } from 'react';
import { createMatch, randomBot, type SeatHandle } from '@tabula/core';
import { createBotWorker, useBots, useEventQueue, useSeat } from '@tabula/react';
import { survive, type SurviveAction, type SurviveErrorCode, type SurviveEvent, type SurviveState, type SurviveView } from '@tabula/survive';
import { banner, buttons, click, type Target } from './survive-clicks';
import { Island } from './survive-react-draw';
import type { BotSetup } from './survive-react-bot';

/** What your screen holds: a seat's handle, never the match. */
export type SurviveSeat = SeatHandle<SurviveState, SurviveAction, SurviveView, SurviveEvent, SurviveErrorCode>;

/** The search bot thinks in a Web Worker; where there is none (a server, a test), on the page. */
const searchers = createBotWorker<BotSetup, SurviveView, SurviveAction>(
  () => new Worker(new URL('./survive-react-worker.ts', import.meta.url), { type: 'module' }),
  { fallback: (setup) => import('./survive-react-bot').then((bots) => bots.makeBot(setup)) },
);

/** A 3-player match: you are seat 0, seat 1 plays at random, seat 2 searches. */
export function newMatch(seed: string, iterations = 1000) {
  return createMatch(survive, { players: 3, seed }, {
    bots: { 1: randomBot(`${seed}/1`), 2: searchers.bot({ seed: `${seed}/2`, iterations }) },
  });
}

/** The table: the bots play by themselves, a pause after each change; you play seat 0. */
export function SurviveApp({ match, delayMs = 400 }: { match: ReturnType<typeof newMatch>; delayMs?: number }): ReactElement {
  const bots = useBots(match, { delayMs });
  return h(
    'main',
    null,
    h('p', { className: 'bots' }, bots.error ? `A bot failed: ${bots.error.message}` : bots.thinking === null ? '' : `Seat ${bots.thinking + 1} is thinking…`),
    h(SeatScreen, { seat: match.seat(0) }),
  );
}

/** The last events, one at a time: each shown for `ms`, then acknowledged. */
function useAnimation(seat: SurviveSeat, ms: number): SurviveEvent | undefined {
  const { current, ack } = useEventQueue(seat);
  useEffect(() => {
    if (current === undefined) return;
    const timer = setTimeout(ack, ms);
    return () => clearTimeout(timer);
  }, [current, ack, ms]);
  return current;
}

/** Your screen: what you owe, the island lit where a click means something, choices, undo and redo. */
function SeatScreen({ seat }: { seat: SurviveSeat }): ReactElement {
  const { snapshot, act, undo, redo, refusal } = useSeat(seat);
  const [clicks, setClicks] = useState<Target[]>([]);
  const event = useAnimation(seat, 150);
  const view = snapshot.view;
  const next = click(view, clicks);
  const play = (action: SurviveAction) => {
    setClicks([]);
    act(action);
  };
  const press = (target: Target) => {
    const after = click(view, [...clicks, target]);
    if (after.do === 'play') play(after.action);
    else setClicks(after.do === 'reset' ? [] : [...clicks, target]);
  };
  const lit = new Set(next.do === 'click' ? next.targets.map((t) => JSON.stringify(t)) : []);
  const hand = (view.hands[0] ?? []).map((tile) => ({ kind: 'tile', tile }) as const).filter((t) => lit.has(JSON.stringify(t)));
  const choices = next.do === 'ask' ? next.choices : buttons(view);
  const result = snapshot.result;
  return h(
    'section',
    null,
    h('h2', { className: 'banner' }, result ? `Game over: ${result.winners.map((s) => `Seat ${s + 1}`).join(' and ')} won` : banner(view, 0)),
    h('p', { className: 'event' }, event ? `${event.type}` : ''),
    refusal && h('p', { role: 'alert' }, `Refused: ${refusal.message}`),
    h(Island, { view, lit, press }),
    ...hand.map((t) => h('button', { key: `tile ${t.tile}`, onClick: () => press(t) }, `play tile ${t.tile}`)),
    ...choices.map((choice) => h('button', { key: JSON.stringify(choice.action), className: 'choice', onClick: () => play(choice.action) }, choice.label)),
    h('button', { onClick: undo, disabled: !snapshot.canUndo }, 'Undo'),
    h('button', { onClick: redo, disabled: !snapshot.canRedo }, 'Redo'),
  );
}
