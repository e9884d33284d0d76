import { FlatFile } from 'boardgame.io/server';
import { TabulaServer } from '@tabula/boardgameio/server';
import { games } from './server';

/** The same server, keeping its matches in files under `dir`: a restarted server picks them up. One process only. */
export async function serveFromFolder(port: number, dir: string) {
  const server = TabulaServer({
    games,
    db: new FlatFile({ dir }), // boardgame.io's flat files (it needs node-persist: npm install node-persist)
    origins: ['http://127.0.0.1:5173', 'http://localhost:5173'],
  });
  const { appServer } = await server.run({ port, host: '127.0.0.1' });
  return { server, appServer }; // to stop: await server.stop()
}
