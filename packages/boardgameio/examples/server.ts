import { atlandice } from '@tabula/atlandice';
import { survive } from '@tabula/survive';
import { akrotiri } from '@tabula/akrotiri';
import { clockworkEmpire } from '@tabula/clockwork-empire';
import { toBoardgameIO } from '@tabula/boardgameio';
import { TabulaServer } from '@tabula/boardgameio/server';

// The four games, each under its own name: the lobby's /games/atlandice, /games/survive, …
export const games = [toBoardgameIO(atlandice), toBoardgameIO(survive), toBoardgameIO(akrotiri), toBoardgameIO(clockworkEmpire)];

/** The server for the four games on `host:port`: the lobby's HTTP API and the games' sockets. */
export async function serve(port: number, host = '127.0.0.1') {
  const server = TabulaServer({
    games,
    origins: ['http://127.0.0.1:5173', 'http://localhost:5173'], // the web pages allowed to connect (CORS): here the playground's
  });
  const { appServer } = await server.run({ port, host }); // listens on host only: 127.0.0.1 behind a proxy, 0.0.0.0 for every interface
  return { server, appServer }; // to stop: await server.stop()
}
