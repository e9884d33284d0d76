/**
 * The test page: one seat of an Atlandice match in React, on `useTabulaMatch` and the thin client
 * game (Atlandice comes in as a type only: the bundle holds no rules). Bundled by esbuild for the
 * browser test; its address says which match and seat: `?server=…&match=…&name=…[&player=…]`.
 */
import { createElement as h, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { atlandice } from '@tabula/atlandice';
import { clientGame } from '@tabula/boardgameio/client';
import { useTabulaMatch } from '@tabula/boardgameio/react';

/** The page's globals, as much of them as the page uses (the root typecheck has no DOM library). */
const page = globalThis as unknown as {
  location: { search: string };
  document: { getElementById(id: string): unknown };
  tabulaAct?: (json: string) => boolean;
};

const game = clientGame<typeof atlandice>('atlandice');
const params = new URLSearchParams(page.location.search);
const server = params.get('server')!;
const matchID = params.get('match')!;
const playerName = params.get('name')!;
const playerID = params.get('player');
const socketOpts = { transports: ['websocket'], reconnectionDelay: 100, reconnectionDelayMax: 300 };

function Seat() {
  const match = useTabulaMatch(game, { server, matchID, join: { playerName, ...(playerID === null ? {} : { playerID }) }, socketOpts });
  // For the test: sends any JSON as this seat's action, as a hand-written client could.
  page.tabulaAct = (json) => match.act(JSON.parse(json) as never);
  const status = {
    'data-testid': 'status',
    'data-phase': match.phase,
    'data-seat': match.held?.playerID ?? '',
    'data-resumed': String(match.held?.resumed ?? ''),
    'data-connected': String(match.connected),
    'data-seq': String(match.seat?.seq ?? -1),
    'data-can-act': String(match.canAct),
  };
  return h(
    'main',
    null,
    h('p', status, `${match.phase}${match.held ? ` as ${match.held.playerName}, seat ${match.held.playerID}` : ''}`),
    match.error ? h('p', { 'data-testid': 'error' }, match.error.message) : null,
    match.refusal ? h('p', { 'data-testid': 'refusal', 'data-code': match.refusal.code }, match.refusal.message) : null,
    match.result ? h('p', { 'data-testid': 'result' }, JSON.stringify(match.result)) : null,
    h(
      'ul',
      { 'aria-label': 'Legal actions' },
      match.legal.map((action, i) => h('li', { key: i }, h('button', { type: 'button', 'data-action': JSON.stringify(action), disabled: !match.canAct, onClick: () => match.act(action) }, action.type))),
    ),
    h('pre', { 'data-testid': 'view' }, JSON.stringify(match.view)),
  );
}

createRoot(page.document.getElementById('root') as never).render(h(StrictMode, null, h(Seat)));
