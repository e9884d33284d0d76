import { createElement as h } from 'react';
import type { atlandice } from '@tabula/atlandice'; // the type only: the browser loads no rules
import { clientGame } from '@tabula/boardgameio/client';
import { useTabulaMatch } from '@tabula/boardgameio/react';

/** Atlandice as the browser knows it: its name and its types. The server plays the rules. */
export const game = clientGame<typeof atlandice>('atlandice');

/** A person's seat at an Atlandice match: joins as `name` (or plays again the seat this browser joined), shows the view, plays a click. */
export function AtlandiceSeat({ server, matchID, name }: { server: string; matchID: string; name: string }) {
  const match = useTabulaMatch(game, { server, matchID, join: { playerName: name } });
  if (match.phase === 'failed') return h('p', { role: 'alert' }, `Could not join: ${match.error?.message ?? match.refusal?.message}`, h('button', { onClick: match.forget }, 'Join again'));
  if (match.phase === 'joining' || match.phase === 'connecting') return h('p', null, 'Joining…');
  const { view, legal, held } = match; // view: AtlandiceView, legal: AtlandiceAction[], typed from the game
  return h(
    'main',
    null,
    h('h1', null, `${held!.playerName}, Seat ${Number(held!.playerID) + 1}${match.connected ? '' : ' (reconnecting…)'}`),
    h('p', null, `Victory points: ${view!.vp.join(', ')}`),
    match.result
      ? h('p', { role: 'status' }, `Game over: ${match.result.winners.map((seat) => `Seat ${seat + 1}`).join(' and ')} won`)
      : h('p', { role: 'status' }, match.canAct ? 'Your move' : 'Waiting for the others'),
    match.refusal ? h('p', { role: 'alert' }, `Refused: ${match.refusal.message}`) : null,
    h('ul', null, legal.map((action, i) => h('li', { key: i }, h('button', { onClick: () => match.act(action) }, JSON.stringify(action))))),
  );
}
