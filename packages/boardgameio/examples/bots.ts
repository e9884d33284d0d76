import { randomBot } from '@tabula/core';
import { TabulaServer } from '@tabula/boardgameio/server';
import { games } from './server';

/** The four games' server, whose bots play the seats a match's `setupData.bots` names. */
export async function serveWithBots(port: number, host = '127.0.0.1') {
  const server = TabulaServer({
    games,
    origins: ['http://127.0.0.1:5173', 'http://localhost:5173'],
    bots: {
      atlandice: { bot: randomBot('atlandice-bots'), name: 'Bot', delayMs: 200 }, // any Bot: @tabula/core's, @tabula/bots' ismctsBot, …
      survive: randomBot('survive-bots'),
    },
  });
  const { appServer } = await server.run({ port, host });
  return { server, appServer }; // then: lobby.createMatch('atlandice', { numPlayers: 3, setupData: { bots: [1, 2] } })
}
