import { FlatFile, Server } from 'boardgame.io/server';
import { TabulaSocketIO } from '@tabula/boardgameio/server';
import { games } from './server';

/** The same server, keeping its matches in files under `dir`: a restarted server picks them up. */
export async function serveFromFolder(port: number, dir: string) {
  const transport = TabulaSocketIO();
  const server = Server({
    games,
    db: new FlatFile({ dir }), // boardgame.io's flat files (it needs node-persist: npm install node-persist)
    transport,
    origins: ['http://localhost:5173'],
  });
  const { appServer } = await server.run(port);
  return { appServer, db: server.db, transport }; // before stopping: await transport.idle()
}
