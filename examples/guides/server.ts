import { createMatch, isRejection, type Seat } from '@tabula/core';
import { clockworkEmpire } from '@tabula/clockwork-empire';

/** What a server sends a client: its view, what it may play, its own events, the log as it may see it. */
export type Message = { view: unknown; legal: unknown[]; events: unknown[]; log: unknown[] };

/** One match on a server: `send` is your transport (a socket, an HTTP response, a queue). */
export function serveMatch(seed: string, send: (seat: Seat, message: Message) => void) {
  const match = createMatch(clockworkEmpire, { players: 3, seed });
  // At the start and after every change, each seat gets what it may see, and nothing more.
  const broadcast = () => {
    for (let seat = 0; seat < 3; seat++) {
      const { view, legalActions, lastEvents, log } = match.seat(seat).getSnapshot();
      send(seat, { view, legal: [...legalActions], events: [...lastEvents], log: [...log] });
    }
  };
  match.subscribe(broadcast);
  broadcast();
  return {
    /** A client's message: untrusted JSON from `seat`. */
    receive(seat: Seat, json: string) {
      const action = clockworkEmpire.parse(JSON.parse(json));
      if (isRejection(action)) return action;            // tell only that client
      const out = match.apply(seat, action);
      return out.ok ? undefined : out.error;             // refused: the state is untouched
    },
    save: () => match.save(),                            // { game, config, log }: store this
  };
}
