import { Client } from '@colyseus/sdk';
import type { GameAction, GameEvent, GameView } from '@tabula/core';
import type { survive } from '@tabula/survive';
import { ACT, REJECTION, STATE, type ActMessage, type RejectionNotice, type StateMessage } from '@tabula/colyseus/protocol';

type Survive = typeof survive;
type SurviveState = StateMessage<GameView<Survive>, GameAction<Survive>, GameEvent<Survive>>;

/** Seat 0 of a new two-player match against the server's random bot, playing its first legal action each turn. */
export async function playAgainstBot(url: string): Promise<SurviveState> {
  const client = new Client(url);
  const room = await client.create('survive', { players: 2, seat: 0, bots: { 1: 'random' } });
  let latest: SurviveState | undefined;
  let played = -1;
  const play = (state: SurviveState) => {
    const message: ActMessage<GameAction<Survive>> = { action: state.legal[0]!, seq: state.seq };
    room.send(ACT, message);
  };
  return new Promise((resolve) => {
    room.onMessage(REJECTION, (notice: RejectionNotice) => {
      // Faster than the server's budget (the bot answers at once): wait, then send it again.
      if (notice.code === 'RATE_LIMITED' && latest) setTimeout(() => play(latest!), 1_000);
      else console.warn(`refused: ${notice.code}: ${notice.message}`);
    });
    room.onMessage(STATE, (state: SurviveState) => {
      latest = state;
      // Draw state.view here, animate state.events (the last action's, as this seat sees them).
      if (state.over) {
        void room.leave();
        resolve(state);
      } else if (state.seat !== null && state.active.includes(state.seat) && state.seq > played) {
        played = state.seq;
        play(state);
      }
    });
  });
}
