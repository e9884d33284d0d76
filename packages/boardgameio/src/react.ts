/**
 * A Tabula game on boardgame.io in React: `useTabulaMatch(game, { server, matchID, join })` joins a
 * seat through the lobby (its credentials kept for a reload), follows the match on boardgame.io's
 * client, and gives the seat's view, its legal actions, an `act` typed from the game and the last
 * refusal, all typed without type arguments. Give it the thin game of `@tabula/boardgameio/client`
 * (`clientGame`): the browser then loads no rules.
 *
 * @packageDocumentation
 */
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { Game as BgioGame } from 'boardgame.io';
import { connectMatch, type MatchSnapshot, type TabulaMatch } from './connect';
import { forgetSeat, joinSeat, type CredentialStorage, type HeldSeat } from './seats';
import type { RejectionNotice } from './protocol';
import type { ActionOf, TypedGame, ViewOf } from './thin';

export type { MatchSnapshot } from './connect';
export type { CredentialStorage, HeldSeat } from './seats';

/** Which match {@link useTabulaMatch} follows, and as whom: a person joining (`join`), a seat already held (`seat`), or a spectator (neither). */
export interface UseTabulaMatchOptions {
  /** The server's address, e.g. `https://play.example.com` (its lobby and its sockets). */
  server: string;
  /** The match's id. */
  matchID: string;
  /**
   * Join a seat through the lobby, as `playerName` (seat `playerID`, or any free seat): unless the
   * credentials of a seat of this match are kept in `storage`, in which case that seat is played
   * again without a join (a reload, a second visit).
   */
  join?: { playerID?: string; playerName: string; data?: unknown };
  /** Play a seat whose credentials you hold already (no join, nothing kept). */
  seat?: { playerID: string; credentials: string };
  /** Where joined seats' credentials are kept; default the page's `localStorage`. Keep the same object between renders. */
  storage?: CredentialStorage;
  /** socket.io-client's options, passed to boardgame.io's `SocketIO`. */
  socketOpts?: Record<string, unknown>;
  /** Hears every refusal the server sends (the last one is also in the state's `refusal`). */
  onRefusal?: (notice: RejectionNotice) => void;
}

/** Where the match stands for this client. */
export type MatchPhase =
  /** Joining a seat through the lobby (or reading kept credentials). */
  | 'joining'
  /** Connected or connecting, before the server's first state. */
  | 'connecting'
  /** The match is on: `seat` holds the view. */
  | 'playing'
  /** The game is over: `result` holds the scores. */
  | 'over'
  /** The join failed (`error`), or the server refused the seat's credentials (`refusal`): `forget()` and join again. */
  | 'failed';

/** What {@link useTabulaMatch} returns: the match's snapshot, where it stands, and what the page may do. */
export interface TabulaMatchState<G> extends MatchSnapshot<G> {
  /** Where the match stands. */
  phase: MatchPhase;
  /** The seat this page holds (its player id, name, credentials, and whether they were kept), or `null` for a spectator or while joining. */
  held: HeldSeat | null;
  /** `seat.view`: what this seat may see, typed from the game; `null` before the first state. */
  view: ViewOf<G> | null;
  /** This seat's legal actions now (`[]` when it may not act). */
  legal: ActionOf<G>[];
  /** Why the join failed, or `null`. */
  error: Error | null;
  /** Sends an action of this seat, typed from the game (`false`: nothing sent, no seat or no state yet). */
  act(action: ActionOf<G>): boolean;
  /** Forgets the credentials kept for this match and joins again (after `phase` became `failed`). */
  forget(): void;
}

/** The snapshot before a match is connected. */
const NO_SNAPSHOT: MatchSnapshot<never> = Object.freeze({ connected: false, seat: null, stateID: null, result: null, canAct: false, refusal: null });
const noSubscription = () => () => {};
const noSnapshot = () => NO_SNAPSHOT;

/**
 * A seat of a match on a boardgame.io server serving a Tabula game, for a React component: it
 * joins (or finds the kept credentials), connects, and re-renders at each change. The view, the
 * legal actions and `act` are typed from `game` (`clientGame<typeof survive>('survive')` or
 * `toBoardgameIO(survive)`); a wrong action does not compile. Keep `game` and `storage` the same
 * objects between renders (module constants).
 *
 * ```ts
 * const game = clientGame<typeof atlandice>('atlandice');
 * function Table({ matchID }: { matchID: string }) {
 *   const match = useTabulaMatch(game, { server: 'https://play.example.com', matchID, join: { playerName: 'Ada' } });
 *   if (match.phase !== 'playing') return createElement('p', null, match.phase);
 *   return createElement('button', { onClick: () => match.act(match.legal[0]!) }, 'play');
 * }
 * ```
 *
 * Safe to render on a server (it renders `joining` there) and under `StrictMode` (a double effect
 * shares one join).
 */
export function useTabulaMatch<G extends TypedGame & BgioGame<any, any, any>>(game: G, options: UseTabulaMatchOptions): TabulaMatchState<G> {
  const { server, matchID, join, seat, storage, socketOpts } = options;
  const onRefusal = useRef(options.onRefusal);
  useEffect(() => void (onRefusal.current = options.onRefusal));
  // What identifies the seat asked for: the effects start again when it changes.
  const who = join ? `join:${join.playerID ?? '*'}:${join.playerName}` : seat ? `seat:${seat.playerID}:${seat.credentials}` : 'spectator';
  const [attempt, setAttempt] = useState(0);
  const [held, setHeld] = useState<{ who: string; seat: HeldSeat | null } | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const [match, setMatch] = useState<TabulaMatch<G> | null>(null);
  const options$ = useRef(options);
  options$.current = options;

  useEffect(() => {
    let live = true;
    setError(null);
    const asked = options$.current.join;
    const given = options$.current.seat;
    if (asked) {
      const { playerName, playerID, data } = asked;
      joinSeat(game, { server, matchID, playerName, ...(playerID === undefined ? {} : { playerID }), ...(data === undefined ? {} : { data }), ...(storage ? { storage } : {}) }).then(
        (held) => live && setHeld({ who, seat: held }),
        (err: unknown) => live && setError(err instanceof Error ? err : new Error(String(err))),
      );
    } else {
      setHeld({ who, seat: given ? { playerID: given.playerID, credentials: given.credentials, playerName: '', resumed: true } : null });
    }
    return () => {
      live = false;
    };
  }, [game, server, matchID, who, storage, attempt]);

  const ready = held !== null && held.who === who ? held : null;
  const socketKey = JSON.stringify(socketOpts ?? null);
  useEffect(() => {
    if (!ready) return;
    const opts = options$.current.socketOpts;
    const next = connectMatch(game, {
      server,
      matchID,
      ...(ready.seat ? { playerID: ready.seat.playerID, credentials: ready.seat.credentials } : {}),
      ...(opts ? { socketOpts: opts } : {}),
      onRefusal: (notice) => onRefusal.current?.(notice),
    });
    next.start();
    setMatch(next);
    return () => {
      next.stop();
      setMatch(null);
    };
  }, [game, server, matchID, ready, socketKey]);

  const snapshot = useSyncExternalStore(match ? match.subscribe : noSubscription, match ? match.getSnapshot : (noSnapshot as () => MatchSnapshot<G>), noSnapshot as () => MatchSnapshot<G>);
  const act = useCallback((action: ActionOf<G>) => (match ? match.act(action) : false), [match]);
  const forget = useCallback(() => {
    if (join) forgetSeat(game, { server, matchID, ...(ready?.seat ? { playerID: ready.seat.playerID } : {}), ...(storage ? { storage } : {}) });
    setHeld(null);
    setAttempt((n) => n + 1);
  }, [game, server, matchID, join !== undefined, ready, storage]);

  const refusedSeat = snapshot.seat === null && snapshot.refusal !== null;
  const phase: MatchPhase = error || refusedSeat ? 'failed' : !ready ? 'joining' : snapshot.seat === null ? 'connecting' : snapshot.result !== null ? 'over' : 'playing';
  return {
    ...snapshot,
    phase,
    held: ready?.seat ?? null,
    view: (snapshot.seat?.view ?? null) as ViewOf<G> | null,
    legal: (snapshot.seat?.legal ?? []) as ActionOf<G>[],
    error,
    act,
    forget,
  };
}
