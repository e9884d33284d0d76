/**
 * Every Tabula game on boardgame.io's server: lobbies, storage, reconnection and several servers.
 * `toBoardgameIO(game)` makes a boardgame.io game whose state stays on the server and whose
 * clients each receive their seat's view; `withRejections` lets a client hear why its action was
 * refused. The server is `TabulaServer` (`@tabula/boardgameio/server`: boardgame.io's server with
 * its lobby and transport hardened); several servers share matches through Redis
 * (`@tabula/boardgameio/redis`). In the browser, `@tabula/boardgameio/client` has the game without its
 * rules (`clientGame`), the lobby's join with kept credentials and a typed match store, and
 * `@tabula/boardgameio/react` the `useTabulaMatch` hook.
 *
 * @packageDocumentation
 */
export { toBoardgameIO, toMatchFile, undraft, viewOf, type BoardgameIOOptions, type SeatView, type TabulaBoardgameIO, type TabulaG, type TabulaSetupData } from './adapter';
export { whenState, withRejections, type StateSource } from './client';
export { BoardgameIOErrors, INVALID_MOVE, MOVE, REJECTION_EVENT, type BoardgameIOErrorCode, type RejectionNotice } from './protocol';
export type { ActionOf, CodeOf, EventOf, SeatViewOf, TabulaTypes, TypedGame, TypesOf, ViewOf } from './thin';
