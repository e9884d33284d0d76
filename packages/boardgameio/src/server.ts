/**
 * The server side: boardgame.io's SocketIO transport, hardened for Tabula games.
 *
 * @packageDocumentation
 */
import { createRequire } from 'node:module';
import type { Game as BgioGame, Server as BgioServerTypes, State } from 'boardgame.io';
import type { SocketIO as BgioSocketIO, GenericPubSub } from 'boardgame.io/server';
import { isRejection, type Rejection } from '@tabula/core';
import { BoardgameIOErrors, MOVE, REJECTION_EVENT, portOf, type MoveOutcome, type Origin, type Port, type RejectionNotice } from './protocol';
import type { TabulaG } from './adapter';
import type { MatchLock } from './lock';

export { LockTimeoutError, type MatchLock } from './lock';

// boardgame.io's subpaths are folders with a CommonJS `main`, which Node's ES module loader does
// not resolve: they are loaded as CommonJS.
const load = createRequire(import.meta.url);
const { SocketIO } = load('boardgame.io/server') as typeof import('boardgame.io/server');
const { getFilterPlayerView } = load('boardgame.io/internal') as typeof import('boardgame.io/internal');

/** Options of {@link TabulaSocketIO}: boardgame.io's SocketIO options, and a lock for several servers. */
export interface TabulaSocketIOOptions {
  /** boardgame.io's pub-sub: how the servers that share a match tell each other's clients of each change (see `RedisPubSub`). */
  pubSub?: GenericPubSub<any>;
  /**
   * With several servers: a lock per match that they share (see `RedisLock`), so that one match's
   * messages are handled one at a time across all of them, each reading what the last wrote.
   * Without it, one process handles a match's messages one at a time, as boardgame.io does.
   */
  lock?: MatchLock;
  /** socket.io's server options, passed on. */
  socketOpts?: BgioSocketOpts['socketOpts'];
  /** A socket.io adapter, passed on. */
  socketAdapter?: unknown;
  /** HTTPS options, passed on. */
  https?: BgioSocketOpts['https'];
}

/** boardgame.io's own SocketIO options. */
type BgioSocketOpts = NonNullable<ConstructorParameters<typeof SocketIO>[0]>;

/** What {@link TabulaSocketIO}'s transport adds to boardgame.io's. */
export interface TabulaTransport {
  /** Resolves once no message is being handled: every move received so far is played and stored. */
  idle(): Promise<void>;
}

/** A server-side socket, as much of socket.io's as is used here. */
interface ServerSocket {
  id: string;
  emit(event: string, ...args: unknown[]): boolean;
  on(event: string, listener: (...args: any[]) => void): unknown;
  listeners(event: string): ((...args: any[]) => unknown)[];
  removeListener(event: string, listener: (...args: any[]) => unknown): unknown;
}

/** boardgame.io's Koa app, with the socket.io server it attaches. */
type App = BgioServerTypes.App & { _io?: { of(name: string): { on(event: 'connection', listener: (socket: ServerSocket) => void): unknown } } };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const refusal = (code: string, message: string): Rejection => ({ code, message });

/**
 * boardgame.io's SocketIO server transport, hardened for games made by `toBoardgameIO` (other
 * games on the same server are left as boardgame.io runs them). Pass it as the `transport` of
 * boardgame.io's `Server`. For each Tabula game it:
 *
 * - accepts from a client only `act` moves, for the seat the client speaks as: boardgame.io 0.50's
 *   master also plays events (`endGame`, `setActivePlayers`, …, even ones the game turns off),
 *   `UPDATE`/`PATCH`/`RESET` messages that replace the state, and moves whose `playerID` differs
 *   from the one the credentials were checked for;
 * - sends each refusal to the client that sent the message, and only to it, on
 *   `REJECTION_EVENT` (`withRejections` hears it): the game's code and message, or one of
 *   `BoardgameIOErrors` (`STALE_STATE`, `NOT_A_MOVE`, …);
 * - filters the `initialState` boardgame.io sends with every sync, which it sends unfiltered:
 *   the state at setup, secrets and RNG included;
 * - with a `lock`, handles one match's messages one at a time across servers.
 */
export function TabulaSocketIO(options: TabulaSocketIOOptions = {}): BgioSocketIO & TabulaTransport {
  const { lock, ...rest } = options;
  return new Hardened(rest as BgioSocketOpts, lock);
}

/** The transport {@link TabulaSocketIO} makes. */
class Hardened extends SocketIO implements TabulaTransport {
  /** The tail of each match's queue of messages. */
  private readonly chains = new Map<string, Promise<void>>();
  private inFlight = 0;
  private waiters: (() => void)[] = [];

  constructor(
    opts: BgioSocketOpts,
    private readonly lock: MatchLock | undefined,
  ) {
    super(opts);
  }

  override init(app: App, games: BgioGame[], origins?: Parameters<BgioSocketIO['init']>[2]): void {
    // socket.io's attach (here) asks Koa for its request handler before boardgame.io's `run` adds
    // the lobby's routes; koa-compose 4.2 copies the middleware list when the handler is made, so
    // the lobby would answer 404. The handler is made at the first request instead.
    const callback = app.callback.bind(app);
    app.callback = () => {
      let handler: ReturnType<typeof callback> | undefined;
      return (req, res) => (handler ??= callback())(req, res);
    };
    super.init(app as never, games, origins);
    for (const game of games) {
      const port = portOf(game);
      if (!port || !app._io) continue;
      app._io.of(game.name!).on('connection', (socket) => this.secure(app, socket, game, port));
    }
  }

  async idle(): Promise<void> {
    while (this.inFlight > 0) await new Promise<void>((resolve) => this.waiters.push(resolve));
  }

  /** Counts `task` as in flight until it settles. */
  private track(task: () => Promise<void>): void {
    this.inFlight++;
    void task()
      .catch((err: unknown) => console.error('@tabula/boardgameio: handling a message failed', err))
      .finally(() => {
        this.inFlight--;
        if (this.inFlight === 0) for (const wake of this.waiters.splice(0)) wake();
      });
  }

  /** Runs `task` after every earlier task of `matchID` in this process, holding the match's lock if there is one. */
  private serialize(matchID: string, task: () => Promise<void>): Promise<void> {
    const run = (): Promise<void> => (this.lock ? this.lock.run(matchID, task) : task());
    const result = (this.chains.get(matchID) ?? Promise.resolve()).then(run, run);
    const tail = result.catch(() => undefined);
    this.chains.set(matchID, tail);
    void tail.then(() => {
      if (this.chains.get(matchID) === tail) this.chains.delete(matchID);
    });
    return result;
  }

  /** Replaces boardgame.io's handlers of a new socket of a Tabula game with guarded ones. */
  private secure(app: App, socket: ServerSocket, game: BgioGame, port: Port): void {
    const last = (event: string) => socket.listeners(event).at(-1);
    const update = last('update');
    const sync = last('sync');
    const disconnect = last('disconnect');
    if (!update || !sync || !disconnect) throw new Error('@tabula/boardgameio: boardgame.io registered no update/sync/disconnect handler: an unsupported version?');
    /** The seat each match was last synced as on this socket, to filter its initial state. */
    const syncedAs = new Map<string, string | null>();
    let lastMatch: string | undefined;

    socket.removeListener('update', update);
    socket.on('update', (...args: unknown[]) => this.track(() => this.onUpdate(app, socket, port, update, args)));

    socket.removeListener('sync', sync);
    socket.on('sync', (...args: unknown[]) => {
      const [matchID, playerID] = args;
      if (typeof matchID !== 'string') return;
      syncedAs.set(matchID, typeof playerID === 'string' ? playerID : null);
      lastMatch = matchID;
      this.track(() => this.serialize(matchID, async () => void (await sync(...args))).catch((err) => console.error('@tabula/boardgameio: sync failed', err)));
    });

    socket.removeListener('disconnect', disconnect);
    socket.on('disconnect', (...args: unknown[]) => {
      const run = async () => void (await disconnect(...args));
      this.track(() => (lastMatch === undefined ? run() : this.serialize(lastMatch, run)).catch((err) => console.error('@tabula/boardgameio: disconnect failed', err)));
    });

    // boardgame.io sends `initialState` with every sync as it is stored: the state at setup,
    // secrets and RNG included. Send it as the seat may see it, as boardgame.io does the state.
    const filter = getFilterPlayerView(game);
    const emit = socket.emit.bind(socket);
    socket.emit = (event: string, ...args: unknown[]): boolean => {
      if (event === 'sync' && typeof args[0] === 'string' && isObject(args[1]) && isObject(args[1].initialState)) {
        const matchID = args[0];
        const shown = filter(syncedAs.get(matchID) ?? null, { type: 'update', args: [matchID, args[1].initialState as unknown as State] });
        args = [matchID, { ...args[1], initialState: shown.args[1] }];
      }
      return emit(event, ...args);
    };
  }

  /** Checks a move message, lets boardgame.io play it, and tells its sender why, if it was refused. */
  private async onUpdate(app: App, socket: ServerSocket, port: Port, original: (...args: any[]) => unknown, args: unknown[]): Promise<void> {
    const [action, stateID, matchID, playerID] = args;
    if (typeof matchID !== 'string') return; // nothing to answer to
    const payload = isObject(action) ? action.payload : undefined;
    const input = isObject(payload) && Array.isArray(payload.args) ? payload.args[0] : undefined;
    const tell = (error: Rejection): void => {
      const notice: RejectionNotice = { ...error, matchID, playerID: typeof playerID === 'string' ? playerID : null };
      if (input !== undefined) notice.action = input;
      if (typeof stateID === 'number') notice.stateID = stateID;
      socket.emit(REJECTION_EVENT, matchID, notice);
    };

    if (!isObject(action) || action.type !== 'MAKE_MOVE' || !isObject(payload) || payload.type !== MOVE) {
      return tell(refusal(BoardgameIOErrors.NOT_A_MOVE, `only the move "${MOVE}" is accepted from a client, got ${isObject(action) ? `${String(action.type)}${isObject(payload) ? ` "${String(payload.type)}"` : ''}` : typeof action}`));
    }
    if (typeof playerID !== 'string' || payload.playerID !== playerID) {
      return tell(refusal(BoardgameIOErrors.SEAT_MISMATCH, `the move is for player ${JSON.stringify(payload.playerID) ?? 'none'}, sent as player ${JSON.stringify(playerID) ?? 'none'}`));
    }
    if (typeof stateID !== 'number' || !Array.isArray(payload.args) || payload.args.length !== 1) {
      return tell(refusal(BoardgameIOErrors.NOT_A_MOVE, `"${MOVE}" takes one argument, the action, and carries the state id it was made on`));
    }
    const parsed = port.tabula.parse(input);
    if (isRejection(parsed)) return tell(parsed);
    if (!isObject(input)) return tell(refusal('MALFORMED_ACTION', 'an action is an object'));

    const origin: Origin = {};
    port.origins.set(input, origin);
    let outcome: MoveOutcome | undefined;
    try {
      await this.serialize(matchID, async () => {
        await original(...args);
        outcome = origin.outcome ?? (await this.diagnose(app, port, matchID, playerID, stateID, input, payload.credentials));
      });
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      outcome = { ok: false, error: err instanceof Error && err.name === 'LockTimeoutError' ? refusal(BoardgameIOErrors.BUSY, message) : refusal(BoardgameIOErrors.SERVER_ERROR, message) };
    }
    if (outcome && !outcome.ok) tell(outcome.error);
  }

  /**
   * Why boardgame.io did not run the move (its master drops such a message silently), checked in
   * the master's order: credentials, match, game over, the seat's turn (Tabula's own rejection),
   * the state id.
   */
  private async diagnose(app: App, port: Port, matchID: string, playerID: string, stateID: number, input: unknown, credentials: unknown): Promise<MoveOutcome> {
    const db = app.context.db as { fetch(id: string, opts: object): unknown };
    const { state, metadata } = (await db.fetch(matchID, { state: true, metadata: true })) as { state?: State<TabulaG>; metadata?: BgioServerTypes.MatchData };
    const auth = app.context.auth as { authenticateCredentials(arg: object): boolean | Promise<boolean> } | undefined;
    if (auth && !(await auth.authenticateCredentials({ playerID, credentials, metadata }))) {
      return { ok: false, error: refusal(BoardgameIOErrors.UNAUTHORIZED, `the credentials are not player ${playerID}'s`) };
    }
    if (!state) return { ok: false, error: refusal(BoardgameIOErrors.NO_SUCH_MATCH, `no match "${matchID}"`) };
    if (state.ctx.gameover !== undefined) return { ok: false, error: refusal('GAME_OVER', 'the game is over') };
    const G = state.G;
    const seat = port.seatOf(playerID, G.state.players) ?? -1;
    const out = port.tabula.apply(G.state, seat, input);
    if (!out.ok) return { ok: false, error: out.error };
    if (state._stateID !== stateID) {
      return { ok: false, error: refusal(BoardgameIOErrors.STALE_STATE, `the move was made on state ${stateID}; the match is at state ${state._stateID}: look again and resend`) };
    }
    return { ok: false, error: refusal(BoardgameIOErrors.SERVER_ERROR, 'the server did not play the move') };
  }
}
