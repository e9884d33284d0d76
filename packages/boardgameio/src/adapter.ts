/**
 * `toBoardgameIO`: a Tabula game as a boardgame.io game. The Tabula state lives in boardgame.io's
 * `G` on the server only; every client receives `playerView`'s {@link SeatView} instead.
 *
 * @module
 */
import type { Ctx, Game as BgioGame, LogEntry } from 'boardgame.io';
import { isRejection, type BaseState, type Game, type GameResult, type LogEntry as TabulaLogEntry, type MatchFile, type Seat, type SeenAction, type SetupConfig } from '@tabula/core';
import { INVALID_MOVE, MOVE, PORT, type Origin, type Port, type Prechecked, type TabulaTypes, type TypedGame } from './protocol';
import { sameKeys } from './flow';

/**
 * boardgame.io's `G` for a Tabula game: the whole match, secrets included. It stays on the server
 * (in its storage and its pub-sub); a client only ever receives a {@link SeatView}.
 */
export interface TabulaG<S extends BaseState = BaseState, A = unknown, O = unknown, E = unknown> {
  /** The Tabula state, RNG and secrets included. */
  state: S;
  /** How the game was set up, the seed included (chosen by the server unless `setupData` gave one). */
  config: SetupConfig<O>;
  /** Number of actions played. */
  seq: number;
  /** The last action played and all its events (private ones in full), or `null` before the first. */
  last: { seat: Seat; action: A; events: E[] } | null;
  /** Tabula's result once the game is over, else `null`. */
  result: GameResult | null;
}

/** What one client receives as `G`: the match as its seat (or a spectator) may see it, and nothing else. */
export interface SeatView<V = unknown, A = unknown, E = unknown> {
  /** The seat this view is for (boardgame.io's player id as a number), or `null` for a spectator. */
  seat: Seat | null;
  /** `game.view(state, seat)`. */
  view: V;
  /** The last action's events as this seat may see them (`game.eventsFor`). */
  events: E[];
  /** The last action as this seat may see it (`game.actionFor`), or `null` before the first. */
  last: { seat: Seat; action: SeenAction<A> } | null;
  /** This seat's legal actions now (`[]` for a spectator or a seat that may not act). */
  legal: A[];
  /** The seats that may act now. */
  active: Seat[];
  /** Number of actions played: a client that sees it jump missed an update, not an action. */
  seq: number;
}

/** What a lobby's `setupData` may hold for a Tabula game. */
export interface TabulaSetupData<O = unknown> {
  /**
   * A seed for a replayable match. Leave it out in play: the server then draws one and never
   * shows it. A seed given here is public (the lobby lists every match's `setupData`), so anyone
   * can work out every secret of that match.
   */
  seed?: string;
  /** The game's options (its variants and data). */
  options?: O;
  /**
   * The seats the server's bot plays (`TabulaServer({ bots })`), e.g. `[1, 2]`: the server joins
   * them when the match is made, and plays each from its view whenever it may act. Public, as the
   * rest of `setupData`. A server with no bot for the game refuses the match.
   */
  bots?: Seat[];
}

/** Options of {@link toBoardgameIO}. */
export interface BoardgameIOOptions {
  /** The boardgame.io name (the lobby's and socket.io's namespace); default: the Tabula game's `name`. */
  name?: string;
  /** Draws the seed of a match whose `setupData` gives none; default: 128 random bits from `crypto.getRandomValues`, as hex. */
  seed?: () => string;
}

/**
 * The boardgame.io game {@link toBoardgameIO} returns. It carries the game's client types (`V`, the
 * view, and `C`, the refusal codes, with `A` and `E`) for the compiler, so that a client of it is
 * typed without type arguments (see `TypedGame`).
 */
export type TabulaBoardgameIO<S extends BaseState = BaseState, A = unknown, O = unknown, E = unknown, V = unknown, C extends string = string> = BgioGame<TabulaG<S, A, O, E>, Record<string, unknown>, TabulaSetupData<O> | undefined> &
  TypedGame<TabulaTypes<A, V, E, C>>;

/** The key immer (boardgame.io's copy as well as core's) keeps a draft's state under. */
const DRAFT_STATE = Symbol.for('immer-state');

/** Whether `value` is an immer draft (of any immer version that uses the registered symbol). */
function isDraft(value: unknown): boolean {
  return typeof value === 'object' && value !== null && Boolean((value as Record<symbol, unknown>)[DRAFT_STATE]);
}

/**
 * The plain object behind boardgame.io's immer draft of `G`, read without drafting anything: a
 * draft's own-property descriptors hold the current values undrafted, as long as no object was
 * read through the draft first (the move reads only `G.seq` before this). Tabula's own immer must
 * never see a foreign draft, so a drafted field is a bug, reported as such.
 */
export function undraft<T extends object>(value: T): T {
  if (!isDraft(value)) return value;
  const out: Record<string | symbol, unknown> = {};
  for (const key of Reflect.ownKeys(value)) {
    const field = Reflect.getOwnPropertyDescriptor(value, key)?.value;
    if (isDraft(field)) throw new Error(`@tabula/boardgameio: G.${String(key)} was read through boardgame.io's draft before the move`);
    out[key] = field;
  }
  return out as T;
}

/** Whether `G` is a {@link TabulaG} (and not, say, a view already filtered). */
function isTabulaG(G: unknown): G is TabulaG {
  return typeof G === 'object' && G !== null && 'state' in G && 'config' in G && 'seq' in G;
}

/** A boardgame.io player id (`"0"` … `"n-1"`) as a seat, or `null` (a spectator, or no seat of this game). */
function seatOf(playerID: unknown, players: number): Seat | null {
  if (typeof playerID !== 'string' || !/^(0|[1-9]\d{0,3})$/.test(playerID)) return null;
  const seat = Number(playerID);
  return seat < players ? seat : null;
}

/** The default seed: 128 random bits, hex. */
function randomSeed(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  let hex = '';
  for (const byte of bytes) hex += (byte < 16 ? '0' : '') + byte.toString(16);
  return hex;
}

/** The longest seed `setupData` may give (the lobby stores and lists it). */
const MAX_SEED_LENGTH = 128;

/** `setupData` read as {@link TabulaSetupData} (its seed and options; `bots` is checked, and left to the server), or why it is not one. */
function readSetupData(data: unknown, players: number): TabulaSetupData | string {
  if (data === undefined || data === null) return {};
  if (typeof data !== 'object' || Array.isArray(data)) return 'setupData must be an object { seed?, options?, bots? }';
  for (const key of Object.keys(data)) {
    if (key !== 'seed' && key !== 'options' && key !== 'bots') return `setupData.${key} is not a field of setupData (the fields are seed, options and bots)`;
  }
  const { seed, options, bots } = data as TabulaSetupData;
  if (seed !== undefined && (typeof seed !== 'string' || seed.length === 0 || seed.length > MAX_SEED_LENGTH)) return `setupData.seed must be a string of 1 to ${MAX_SEED_LENGTH} characters`;
  if (bots !== undefined && botSeats(bots, players) === undefined) return `setupData.bots must be a list of distinct seats, 0 to ${players - 1}`;
  return options === undefined ? (seed === undefined ? {} : { seed }) : seed === undefined ? { options } : { seed, options };
}

/** `setupData.bots` as a list of seats of a match of `players` seats, or `undefined` if it is not one. */
export function botSeats(bots: unknown, players: number): Seat[] | undefined {
  if (!Array.isArray(bots) || bots.length > players) return undefined;
  const seats = new Set<Seat>();
  for (const seat of bots) {
    if (!Number.isInteger(seat) || seat < 0 || seat >= players || seats.has(seat)) return undefined;
    seats.add(seat);
  }
  return [...seats];
}

/** boardgame.io's player ids of the seats that may act now. */
const playerIDs = (seats: readonly Seat[]): string[] => seats.map(String);

/**
 * States this module has frozen: a state read back from storage or a pub-sub is plain JSON, and
 * freezing it once lets the game check it once (a game remembers the frozen states it checked).
 */
const frozenStates = new WeakSet<object>();

/** `state`, frozen all the way down (once). */
function settled<S extends object>(state: S): S {
  if (frozenStates.has(state)) return state;
  deepFreezePlain(state);
  frozenStates.add(state);
  return state;
}

/** Freezes a plain-JSON value in place. */
function deepFreezePlain(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const key of Object.keys(value)) deepFreezePlain((value as Record<string, unknown>)[key]);
}

/**
 * A Tabula game as a boardgame.io game, for boardgame.io's `Server` (with `TabulaSocketIO` from
 * `@tabula/boardgameio/server`) and its clients:
 *
 * - `setup` from `setupData` (`{ seed?, options? }`, checked by `validateSetupData`); without a
 *   seed the server draws one and keeps it in `G`, which no client receives;
 * - one server-only move, `act(action)`: the action is read by `game.parse` and played by
 *   `game.apply`; a refusal is boardgame.io's `INVALID_MOVE`, and `TabulaSocketIO` sends its code
 *   and message to the client that sent it, and only to it;
 * - `ctx.activePlayers` follows `activeSeats` after every action (several seats at once when the
 *   rules let several answer); `ctx.currentPlayer` is not used;
 * - `playerView` gives each client a {@link SeatView}: its `game.view`, the last action's events
 *   as `game.eventsFor` shows them to it, the last action as `game.actionFor` shows it, and its
 *   legal actions; a spectator (`playerID` null) gets the spectator's view;
 * - `endIf` from `result`; `ai.enumerate` from `legalActions`; seats are player ids `"0"`…`"n-1"`;
 * - undo is off (`disableUndo`): an undo could take back a die roll; boardgame.io's events are off
 *   too, and `TabulaSocketIO` refuses them from clients.
 */
export function toBoardgameIO<S extends BaseState, A, O, V, E, C extends string>(
  game: Game<S, A, O, V, E, C>,
  options: BoardgameIOOptions = {},
): TabulaBoardgameIO<S, A, O, E, V, C> {
  const drawSeed = options.seed ?? randomSeed;
  const origins = new WeakMap<object, Origin>();
  const prechecked = new WeakMap<object, Prechecked>();
  type G = TabulaG<S, A, O, E>;

  /**
   * The `G` after `seat` played `action` on `G` (`out`: what `apply` answered). Frozen, as the state
   * in it is: boardgame.io's immer then takes it as it is, without walking it for drafts.
   */
  const advance = (G: G, seat: Seat, action: A, out: { state: S; events: E[] }): G =>
    Object.freeze({ state: out.state, config: G.config, seq: G.seq + 1, last: Object.freeze({ seat, action, events: out.events }), result: game.result(out.state) ?? null });
  /** The player ids that may act on `state`. */
  const activeIDs = (state: S): string[] => playerIDs(game.activeSeats(state));
  const port: Port = { tabula: game, origins, prechecked, seatOf, settled, advance: advance as Port['advance'], activeIDs: activeIDs as Port['activeIDs'] };

  /** Why `game.setup(config)` fails, or `undefined` if it succeeds. */
  const setupProblem = (config: SetupConfig<O>): string | undefined => {
    try {
      game.setup(config);
      return undefined;
    } catch (err) {
      return err instanceof Error ? err.message : String(err);
    }
  };
  /** {@link setupProblem} without options, by number of players. */
  const withoutOptions = new Map<number, string | undefined>();

  /** Records how a move ended, for the transport that received it (if one did). */
  const record = (input: unknown, outcome: Origin['outcome']): void => {
    if (typeof input === 'object' && input !== null) {
      const origin = origins.get(input);
      if (origin) origin.outcome = outcome;
    }
  };

  const view = (G: G, playerID: string | null | undefined): SeatView<V, A, E> => {
    const state = settled(G.state);
    const seat = seatOf(playerID, state.players);
    const last = G.last;
    return {
      seat,
      view: game.view(state, seat),
      events: last ? game.eventsFor(last.events, seat) : [],
      last: last ? { seat: last.seat, action: game.actionFor(last.action, last.seat, seat) } : null,
      legal: seat === null ? [] : game.legalActions(state, seat),
      active: game.activeSeats(state),
      seq: G.seq,
    };
  };

  const bgio: TabulaBoardgameIO<S, A, O, E, V, C> = {
    name: options.name ?? game.name,
    minPlayers: game.minPlayers,
    maxPlayers: game.maxPlayers,
    disableUndo: true,
    events: { endGame: false, endPhase: false, endTurn: false, setPhase: false, endStage: false, setStage: false, pass: false, setActivePlayers: false },

    validateSetupData(setupData, numPlayers) {
      const data = readSetupData(setupData, numPlayers);
      if (typeof data === 'string') return data;
      if (data.options !== undefined) return setupProblem({ players: numPlayers, seed: 'check', options: data.options as O });
      // Whether a set-up succeeds depends on the players and options, never on the seed: without
      // options, the answer for each number of players the game allows is worked out once.
      if (!(numPlayers >= game.minPlayers && numPlayers <= game.maxPlayers)) return setupProblem({ players: numPlayers, seed: 'check' });
      if (!withoutOptions.has(numPlayers)) withoutOptions.set(numPlayers, setupProblem({ players: numPlayers, seed: 'check' }));
      return withoutOptions.get(numPlayers);
    },

    setup({ ctx }, setupData) {
      const data = readSetupData(setupData, ctx.numPlayers);
      if (typeof data === 'string') throw new Error(data);
      const config: SetupConfig<O> = { players: ctx.numPlayers, seed: data.seed ?? drawSeed(), ...(data.options === undefined ? {} : { options: data.options as O }) };
      return { state: game.setup(config), config, seq: 0, last: null, result: null };
    },

    turn: {
      onBegin({ G, events }) {
        events.setActivePlayers(playerIDs(game.activeSeats(settled(undraft(G).state))));
      },
    },

    moves: {
      [MOVE]: {
        client: false,
        redact: true,
        undoable: false,
        move({ G: draft, ctx, playerID, events }, input: unknown) {
          // The transport checked this very action on the state it read, and handed boardgame.io
          // that state: its answer and that state are reused (reading `seq` drafts nothing).
          const found = typeof input === 'object' && input !== null ? prechecked.get(input) : undefined;
          const checked = found !== undefined && found.G.seq === draft.seq ? found : undefined;
          const G = checked ? (checked.G as G) : undraft(draft);
          const state = checked ? G.state : settled(G.state);
          const action = checked ? (input as A) : game.parse(input);
          if (isRejection(action)) {
            record(input, { ok: false, error: action });
            return INVALID_MOVE;
          }
          const seat = seatOf(playerID, state.players) ?? -1;
          const out = checked ? (checked.out as { ok: true; state: S; events: E[] }) : game.apply(state, seat, action);
          if (!out.ok) {
            record(input, { ok: false, error: out.error });
            return INVALID_MOVE;
          }
          // Only when they change: boardgame.io's events API records a stack trace per call, and
          // each call is a flow step in its reducer.
          const active = activeIDs(out.state);
          if (!sameKeys(ctx.activePlayers, active)) events.setActivePlayers(active);
          record(input, { ok: true });
          return advance(G, seat, action, out);
        },
      },
    },

    endIf: ({ G }) => (isTabulaG(G) && G.result ? G.result : undefined),

    playerView: ({ G, playerID }) => (isTabulaG(G) ? view(G as G, playerID) : G),

    ai: {
      enumerate(G, _ctx: Ctx, playerID) {
        let legal: readonly unknown[] = [];
        if (isTabulaG(G)) {
          const seat = seatOf(playerID, G.state.players);
          legal = seat === null ? [] : game.legalActions(settled(G.state as S), seat);
        } else if (typeof G === 'object' && G !== null && 'legal' in G && (G as SeatView).seat === seatOf(playerID, Number.MAX_SAFE_INTEGER)) {
          legal = (G as SeatView).legal;
        }
        return legal.map((action) => ({ move: MOVE, args: [action] }));
      },
    },
  };
  Object.defineProperty(bgio, PORT, { value: port, enumerable: true });
  return bgio;
}

/**
 * A match as Tabula's replay file `{ game, config, log }` (for `loadMatch`, `replay` or
 * `tabula replay`), from boardgame.io's state (`G`, secret: read it from the server's storage) and
 * its log: every `act` move the server played, in order.
 */
export function toMatchFile<S extends BaseState, A, O>(game: Game<S, A, O, any, any, any>, G: TabulaG<S, A, O, unknown>, log: readonly LogEntry[]): MatchFile<O, A> {
  const entries: TabulaLogEntry<A>[] = [];
  for (const entry of log) {
    const { action } = entry;
    if (action.type !== 'MAKE_MOVE' || action.payload.type !== MOVE) continue;
    const args = action.payload.args as unknown;
    const input = Array.isArray(args) ? args[0] : args;
    const parsed = game.parse(input);
    if (isRejection(parsed)) throw new Error(`log entry with state id ${entry._stateID} is not an action of ${game.name}: ${parsed.message}`);
    entries.push({ seat: Number(action.payload.playerID), action: parsed as A });
  }
  return { game: game.name, config: G.config, log: entries };
}

/**
 * The {@link SeatView} a client received as `G`, typed (boardgame.io types a client's `G` as the
 * server's): `viewOf<AtlandiceView, AtlandiceAction>(client.getState())`. Throws if there is no
 * state yet, or if `G` is not a seat view.
 */
export function viewOf<V = unknown, A = unknown, E = unknown>(state: { G: unknown } | null | undefined): SeatView<V, A, E> {
  const G = state?.G as Partial<SeatView> | undefined;
  if (typeof G !== 'object' || G === null || !('view' in G) || !Array.isArray(G.legal) || typeof G.seq !== 'number') {
    throw new TypeError(state ? 'viewOf: G is not a seat view (is this a client of a game made by toBoardgameIO?)' : 'viewOf: no state yet (the client has not synced)');
  }
  return G as SeatView<V, A, E>;
}
