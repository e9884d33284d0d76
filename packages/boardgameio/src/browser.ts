/**
 * The browser's side of a Tabula game on boardgame.io, with no rules in it: `clientGame` (the thin
 * game for boardgame.io's client: the server plays every action), `joinSeat` (the lobby's join,
 * its credentials kept for reconnection), and `connectMatch` (a match as a store of snapshots, with
 * an `act` typed from the game). Nothing here loads a rules engine: the game's types come in by
 * `import type`. For React, `@tabula/boardgameio/react`.
 *
 * @packageDocumentation
 */
export { clientGame, type ActionOf, type CodeOf, type EventOf, type SeatViewOf, type TabulaClientGame, type TabulaTypes, type TypedGame, type TypesOf, type ViewOf } from './thin';
export { forgetSeat, joinSeat, seatKey, type CredentialStorage, type HeldSeat, type JoinSeatOptions } from './seats';
export { connectMatch, type ConnectMatchOptions, type MatchSnapshot, type TabulaMatch } from './connect';
export { withRejections } from './client';
export { BoardgameIOErrors, type BoardgameIOErrorCode, type RejectionNotice } from './protocol';
export type { SeatView } from './adapter';
