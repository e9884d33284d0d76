import { Server } from '@colyseus/core';
import { randomBot } from '@tabula/core';
import { survive } from '@tabula/survive';
import { replayFiles, tabulaRoom, tabulaTransport } from '@tabula/colyseus';

const port = Number(process.env.PORT ?? 2567);
const server = new Server({ transport: tabulaTransport(), greet: false });

// One room type per game; `filterBy(['match'])` lets `joinOrCreate(name, { match })` find a match's room.
server
  .define(
    'survive',
    tabulaRoom(survive, {
      bots: { random: (seat, seed) => randomBot(seed) }, // a client may ask for { bots: { 1: 'random' } }
      onFinish: replayFiles(process.env.REPLAY_DIR ?? 'replays'), // replays/<match>.json: `tabula replay` reads it
    }),
  )
  .filterBy(['match']);

await server.listen(port, '127.0.0.1');
console.log(`listening on 127.0.0.1:${port}`);
