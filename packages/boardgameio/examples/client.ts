import { Client, LobbyClient } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { survive, type SurviveAction, type SurviveView } from '@tabula/survive';
import { toBoardgameIO, viewOf, withRejections } from '@tabula/boardgameio';

const game = toBoardgameIO(survive);

/** Takes seat `playerID` of a match, and plays `choose`'s action each time the seat may act. */
export async function play(server: string, matchID: string, playerID: string, choose: (view: SurviveView, legal: SurviveAction[]) => SurviveAction) {
  const lobby = new LobbyClient({ server });
  const { playerCredentials } = await lobby.joinMatch('survive', matchID, { playerID, playerName: `seat ${playerID}` });
  const client = Client({
    game,
    matchID,
    playerID,
    credentials: playerCredentials,
    multiplayer: withRejections(SocketIO({ server }), (refusal) => console.warn(`refused: ${refusal.code}: ${refusal.message}`)),
  });
  let answered = -1;
  client.subscribe((state) => {
    if (!state || state.ctx.gameover !== undefined) return;
    const mine = viewOf<SurviveView, SurviveAction>(state); // what this seat may see: its view, its legal actions, the last events
    if (mine.legal.length > 0 && answered !== mine.seq) {
      answered = mine.seq; // once per state
      client.moves.act!(choose(mine.view, mine.legal));
    }
  });
  client.start();
  return client;
}
