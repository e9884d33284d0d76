import type { AddressInfo } from 'node:net';
import { Client, LobbyClient } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { atlandice, type AtlandiceAction, type AtlandiceView } from '@tabula/atlandice';
import { toBoardgameIO, viewOf, whenState, withRejections, type RejectionNotice } from '@tabula/boardgameio';
import { TabulaServer } from '@tabula/boardgameio/server';

// Setup: Atlandice on boardgame.io's server, hardened, on 127.0.0.1; a 3-player match.
const game = toBoardgameIO(atlandice);
const server = TabulaServer({ games: [game], origins: [] });      // origins: the web pages allowed (CORS)
const { appServer } = await server.run({ port: 0, host: '127.0.0.1' }); // port 0: any free port
const url = `http://127.0.0.1:${(appServer.address() as AddressInfo).port}`;
const lobby = new LobbyClient({ server: url });
const { matchID } = await lobby.createMatch('atlandice', { numPlayers: 3 });

// Each player joins a seat and gets its credentials: a seat nobody joined is neither seen nor played.
const joined = await Promise.all(['0', '1', '2'].map((playerID) =>
  lobby.joinMatch('atlandice', matchID, { playerID, playerName: `Player ${Number(playerID) + 1}` }),
));

// One boardgame.io client per seat: seat 0 is player "0", and so on.
let told: (refusal: RejectionNotice) => void = () => {};
const refused = new Promise<RejectionNotice>((resolve) => (told = resolve));
const clients = joined.map(({ playerID, playerCredentials }) =>
  Client({ game, matchID, playerID, credentials: playerCredentials, multiplayer: withRejections(SocketIO({ server: url }), (r) => told(r)) }),
);
for (const client of clients) client.start();
const synced = await Promise.all(clients.map((c) => whenState(c, () => true)));
const seat = viewOf(synced[0]).active[0]!;                       // the start player, drawn from the server's seed

// A legal move: the start player plays the first of its legal actions.
const mine = viewOf<AtlandiceView, AtlandiceAction>(synced[seat]);
clients[seat]!.moves.act!(mine.legal[0]);                        // e.g. { type: 'visit', sector: 1 }
const after = viewOf<AtlandiceView, AtlandiceAction>(await whenState(clients[seat]!, (s) => s.G.seq === 1));

// A rejection: another seat plays the same action; only its own client is told why.
const other = (seat + 1) % 3;
clients[other]!.moves.act!(mine.legal[0]);
const refusal = await refused;
// → { code: 'NOT_ACTIVE', message: 'seat 1 may not act now; active: 0', matchID, playerID: '1', … }

// A view: what a seat receives as G is its own view, and nothing else (no RNG, no seed).
// after.view → atlandice.view(state, seat); after.legal → its legal actions now;
// after.events → the last action's events as this seat may see them; after.last → that action.

for (const client of clients) client.stop();
await server.stop();

export { seat, mine, after, refusal, other, clients };
