/**
 * The client's game: what a browser needs of a Tabula game on boardgame.io, without its rules. The
 * server plays every action (`act` is a server-only move) and sends each client its seat's view,
 * so the browser never runs the rules engine and need not load it.
 *
 * This module imports nothing at run time: the game's types come in by `import type`.
 *
 * @module
 */
import type { Game as BgioGame } from 'boardgame.io';
import type { Game, GameAction, GameErrorCode, GameEvent, GameView } from '@tabula/core';
import type { SeatView, TabulaSetupData } from './adapter';
import { INVALID_MOVE, MOVE, type TabulaTypes, type TypedGame } from './protocol';

export type { TabulaTypes, TypedGame } from './protocol';

/** The Tabula types a typed game carries. */
export type TypesOf<G> = G extends { readonly '~tabula'?: infer T } ? (NonNullable<T> extends TabulaTypes<any, any, any, any> ? NonNullable<T> : TabulaTypes) : TabulaTypes;
/** The action type of a typed game: what `act` takes. */
export type ActionOf<G> = TypesOf<G>['action'];
/** The view type of a typed game: `game.view`'s. */
export type ViewOf<G> = TypesOf<G>['view'];
/** The event type of a typed game. */
export type EventOf<G> = TypesOf<G>['event'];
/** The refusal codes of a typed game. */
export type CodeOf<G> = TypesOf<G>['code'];
/** What a client of a typed game receives as `G`: its {@link SeatView}. */
export type SeatViewOf<G> = SeatView<ViewOf<G>, ActionOf<G>, EventOf<G>>;

/** The game {@link clientGame} makes: boardgame.io's game as its clients see it, with no rules in it. */
export type TabulaClientGame<A = unknown, V = unknown, E = unknown, C extends string = string> = BgioGame<SeatView<V, A, E>, Record<string, unknown>, TabulaSetupData | undefined> &
  TypedGame<TabulaTypes<A, V, E, C>> & { name: string };

/** The key that marks a game made by {@link clientGame} (the server refuses to serve one). */
export const CLIENT_GAME: unique symbol = Symbol.for('@tabula/boardgameio:client-game') as never;

/** Whether `game` was made by {@link clientGame}. */
export function isClientGame(game: unknown): boolean {
  return typeof game === 'object' && game !== null && (game as Record<symbol, unknown>)[CLIENT_GAME] === true;
}

/**
 * The game for a browser's boardgame.io client of a Tabula game served by `toBoardgameIO(game)`:
 * the same name, moves and flags, and no rules. Its `act` move runs on the server only
 * (`client: false`); what the client receives as `G` is the server's {@link SeatView} for its
 * seat. The Tabula game comes in as a type only, so none of its code is bundled:
 *
 * ```ts
 * import type { atlandice } from '@tabula/atlandice'; // the type only: no rules in the bundle
 * import { clientGame } from '@tabula/boardgameio/client';
 *
 * export const game = clientGame<typeof atlandice>('atlandice');
 * ```
 *
 * Give it to boardgame.io's `Client` (`boardgame.io/client` or `boardgame.io/react`), to
 * {@link connectMatch}, or to `useTabulaMatch` (`@tabula/boardgameio/react`). It cannot be served,
 * nor played without a server: its `setup` throws.
 *
 * @param name - the name the server gives the game: the Tabula game's `name`, unless
 *   `toBoardgameIO(game, { name })` gave another.
 * @typeParam G - the Tabula game's type (`typeof atlandice`): the client's action, view, event
 *   and code types come from it.
 */
export function clientGame<G extends Game<any, any, any, any, any, any>>(name: string): TabulaClientGame<GameAction<G>, GameView<G>, GameEvent<G>, GameErrorCode<G>> {
  if (typeof name !== 'string' || name.length === 0) throw new TypeError('clientGame: give the name the server serves the game under, e.g. clientGame<typeof atlandice>("atlandice")');
  const game: TabulaClientGame<GameAction<G>, GameView<G>, GameEvent<G>, GameErrorCode<G>> = {
    name,
    disableUndo: true,
    events: { endGame: false, endPhase: false, endTurn: false, setPhase: false, endStage: false, setStage: false, pass: false, setActivePlayers: false },
    setup() {
      throw new Error(`clientGame("${name}") has no rules: connect it to a server that serves toBoardgameIO(game) (multiplayer: SocketIO({ server }))`);
    },
    moves: {
      // Played by the server only: the browser sends the action and waits for the server's view.
      [MOVE]: { client: false, redact: true, undoable: false, move: () => INVALID_MOVE },
    },
    ai: {
      enumerate: (G) => (typeof G === 'object' && G !== null && Array.isArray(G.legal) ? G.legal.map((action) => ({ move: MOVE, args: [action] })) : []),
    },
  };
  Object.defineProperty(game, CLIENT_GAME, { value: true, enumerable: true });
  return game;
}
