import { Server } from 'boardgame.io/server';
import { atlandice } from '@tabula/atlandice';
import { survive } from '@tabula/survive';
import { akrotiri } from '@tabula/akrotiri';
import { clockworkEmpire } from '@tabula/clockwork-empire';
import { toBoardgameIO } from '@tabula/boardgameio';
import { TabulaSocketIO } from '@tabula/boardgameio/server';

// The four games, each under its own name: the lobby's /games/atlandice, /games/survive, …
export const games = [toBoardgameIO(atlandice), toBoardgameIO(survive), toBoardgameIO(akrotiri), toBoardgameIO(clockworkEmpire)];

/** boardgame.io's server for the four games, on `port`: the lobby's HTTP API and the games' sockets. */
export async function serve(port: number) {
  const server = Server({
    games,
    transport: TabulaSocketIO(), // boardgame.io's SocketIO, hardened for Tabula games
    origins: ['http://localhost:5173'], // the web pages allowed to connect (CORS)
  });
  const { appServer } = await server.run(port);
  return { appServer, db: server.db };
}
