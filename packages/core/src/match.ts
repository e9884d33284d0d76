/**
 * The match store: the one object a UI, a server, the CLI and bots hold. It keeps the state and the
 * action log, applies actions, undoes and redoes them safely, tells subscribers of each change
 * (React's `useSyncExternalStore` fits it), hands each seat what it may see, saves to the replay
 * file and plays bot seats.
 *
 * @module
 */
import { isRejection, reject } from './errors';
import { freezeDeep, revealsOrDraws } from './define';
import { readPlain } from './plain';
import type { BaseState, Bot, Game, GameResult, LogEntry, Outcome, Rejection, Seat, SeenAction, SetupConfig } from './types';

/** Codes of the match store's own refusals (undo, redo, bot seats), besides the game's. */
export const MatchErrors = {
  /** There is no action to undo. */
  NOTHING_TO_UNDO: 'NOTHING_TO_UNDO',
  /** There is no undone action to redo. */
  NOTHING_TO_REDO: 'NOTHING_TO_REDO',
  /** The last action (or the last undone one) is another seat's: a seat undoes only its own steps. */
  NOT_YOUR_ACTION: 'NOT_YOUR_ACTION',
  /** The last action drew from chance or revealed something: it cannot be taken back. */
  IRREVERSIBLE: 'IRREVERSIBLE',
  /** The seat is played by a bot: only the bot acts for it (see `runBots`). */
  BOT_SEAT: 'BOT_SEAT',
} as const;

/** The codes of {@link MatchErrors}. */
export type MatchErrorCode = (typeof MatchErrors)[keyof typeof MatchErrors];

/** The replay file: a game's name, its config and its log. `tabula replay` reads it. */
export interface MatchFile<O = unknown, A = unknown> {
  /** The game's name (`game.name`). */
  game: string;
  /** How the game was set up. */
  config: SetupConfig<O>;
  /** Every action played, in order. */
  log: LogEntry<A>[];
}

/** Options of {@link createMatch}. */
export interface MatchOptions<V, A> {
  /** Actions already played (from a saved match): replayed when the match is created. */
  log?: readonly LogEntry<unknown>[];
  /** The seats played by bots, and their bots: `{ 1: randomBot('x'), 2: ismctsBot(…) }`. */
  bots?: Readonly<Record<number, Bot<V, A>>>;
}

/** What the last change was: an action applied (by a person or a bot), undone, redone, or the start. */
export type MatchChange<E> =
  | { kind: 'start' }
  | { kind: 'apply' | 'redo'; seat: Seat; events: readonly E[] }
  | { kind: 'undo'; seat: Seat };

/** The whole match at one moment, for its owner (a server, a test): it holds every secret. */
export interface MatchSnapshot<S, A, E> {
  /** Goes up by one with each change. */
  readonly version: number;
  /** The state now. */
  readonly state: S;
  /** Every action played, in order. */
  readonly log: readonly LogEntry<A>[];
  /** The last change. */
  readonly change: MatchChange<E>;
  /** Seats that may act now. */
  readonly activeSeats: readonly Seat[];
  /** Whether the game has ended. */
  readonly over: boolean;
  /** The result, once over. */
  readonly result: GameResult | undefined;
}

/** An action of the log as one viewer may see it. */
export interface SeenLogEntry<A> {
  /** Who acted. */
  seat: Seat;
  /** What they played, as this viewer may see it. */
  action: SeenAction<A>;
}

/** The match as one seat (or a spectator) may see it: nothing in it is another seat's secret. */
export interface SeatSnapshot<V, A, E> {
  /** The match's version this was made at. */
  readonly version: number;
  /** The seat, or `null` for a spectator. */
  readonly viewer: Seat | null;
  /** The game's view for this viewer. */
  readonly view: V;
  /** This seat's legal actions now (`[]` for a spectator or a seat that may not act). */
  readonly legalActions: readonly A[];
  /** Every event this viewer may see, from the start, redacted where it must be. */
  readonly events: readonly E[];
  /** The events of the last change, as this viewer may see them (`[]` after an undo). */
  readonly lastEvents: readonly E[];
  /** The log as this viewer may see it. */
  readonly log: readonly SeenLogEntry<A>[];
  /** Whether this seat may act now. */
  readonly active: boolean;
  /** Whether this seat may undo now (see {@link Match.canUndo}). */
  readonly canUndo: boolean;
  /** Whether this seat may redo now. */
  readonly canRedo: boolean;
  /** Whether the game has ended. */
  readonly over: boolean;
  /** The result, once over. */
  readonly result: GameResult | undefined;
}

/** A handle on a match for one seat (or a spectator): what it may see, and its own actions. */
export interface SeatHandle<S, A, V, E, C extends string> {
  /** The seat, or `null` for a spectator. */
  readonly viewer: Seat | null;
  /** This viewer's view now. */
  view(): V;
  /** This seat's legal actions now. */
  legalActions(): A[];
  /** Every event this viewer may see, from the start. */
  events(): E[];
  /** The log as this viewer may see it. */
  log(): SeenLogEntry<A>[];
  /**
   * Plays an action for this seat (a spectator is refused with `NOT_ACTIVE`). The answer holds
   * only what this seat may see: its events, as `game.eventsFor` shows them, never the state.
   */
  apply(action: A): SeatOutcome<E, C | MatchErrorCode>;
  /** Undoes this seat's last action, if it may (see {@link Match.undo}). */
  undo(): UndoOutcome;
  /** Redoes this seat's last undone action. */
  redo(): UndoOutcome;
  /** Calls `listener` once after each change of the match; returns the unsubscriber. */
  subscribe(listener: () => void): () => void;
  /** This viewer's snapshot: the same object until the match changes. */
  getSnapshot(): SeatSnapshot<V, A, E>;
}

/**
 * What a seat handle's `apply` answers: the action's events as this seat may see them, or the
 * refusal. It never holds the state: the seat reads its view from the handle.
 */
export type SeatOutcome<E, C extends string> = { ok: true; events: E[] } | { ok: false; error: Rejection<C> };

/** The outcome of an undo or redo. */
export type UndoOutcome = { ok: true } | { ok: false; error: Rejection<MatchErrorCode> };

/** Options of {@link Match.runBots}. */
export interface RunBotsOptions {
  /** Stop after this many bot actions (default: no limit). */
  maxActions?: number;
  /** Wait this long after each bot action, so people can follow (default 0). */
  delayMs?: number;
  /** Stops the run (after the bot now thinking has answered). */
  signal?: AbortSignal;
}

/** A live match: see {@link createMatch}. */
export interface Match<S extends BaseState, A, O, V, E, C extends string> {
  /** The game played. */
  readonly game: Game<S, A, O, V, E, C>;
  /** The config it was set up with (a plain-JSON copy). */
  readonly config: SetupConfig<O>;
  /** The state now (every secret in it: not for players). */
  readonly state: S;
  /** Every action played, in order, as applied. */
  readonly log: readonly LogEntry<A>[];
  /**
   * Plays `action` for `seat` and records it. The action is read as by `game.parse`, so the log
   * holds exactly what was applied. A bot's seat is refused (`BOT_SEAT`): its bot plays it.
   */
  apply(seat: Seat, action: A): Outcome<S, E, C | MatchErrorCode>;
  /**
   * Whether `seat` may undo now: the last action is its own, and it drew nothing from chance and
   * revealed nothing to anyone.
   */
  canUndo(seat: Seat): boolean;
  /** Takes back `seat`'s last action (see {@link Match.canUndo}); it can be redone until another action is played. */
  undo(seat: Seat): UndoOutcome;
  /** Whether `seat` may redo now: the last undone action is its own. */
  canRedo(seat: Seat): boolean;
  /** Plays again the last action `seat` undid. */
  redo(seat: Seat): UndoOutcome;
  /** Calls `listener` once after each change (apply, undo, redo, a bot's action); returns the unsubscriber. */
  subscribe(listener: () => void): () => void;
  /** The whole match now: the same object until it changes (fits `useSyncExternalStore`). */
  getSnapshot(): MatchSnapshot<S, A, E>;
  /** A handle for `viewer` (a seat, or `null` for a spectator); the same handle each time. */
  seat(viewer: Seat | null): SeatHandle<S, A, V, E, C>;
  /** The replay file `{ game, config, log }`: load it with {@link loadMatch} or `tabula replay`. */
  save(): MatchFile<O, A>;
  /** Whether `seat` is played by a bot. */
  isBot(seat: Seat): boolean;
  /**
   * Lets the bots play while a bot's seat is active: until a person must act, the game ends,
   * `maxActions` were played or `signal` aborts. Resolves to the number of bot actions played;
   * rejects with a {@link BotError} if a bot chooses an action the game refuses.
   */
  runBots(options?: RunBotsOptions): Promise<number>;
}

/** Thrown by {@link createMatch} for a log that does not replay, and by {@link loadMatch} for a file that is not a match of the game. */
export class MatchError extends Error {
  override name = 'MatchError';
  constructor(
    message: string,
    /** The log entry at fault, if any. */
    readonly index?: number,
    /** The game's rejection of that entry, if any. */
    readonly rejection?: Rejection,
  ) {
    super(message);
  }
}

/** A bot chose an action its game refused: a bug in the bot. */
export class BotError extends Error {
  override name = 'BotError';
  constructor(
    message: string,
    /** The bot's seat. */
    readonly seat: Seat,
    /** What the bot chose. */
    readonly action: unknown,
  ) {
    super(message);
  }
}

/** One played action and what it led to. */
interface Entry<S, A, E> {
  seat: Seat;
  action: A;
  events: E[];
  /** The state after the action. */
  state: S;
  /** Whether it may be undone: no chance drawn, nothing revealed. */
  undoable: boolean;
  /** Its events and action as each viewer saw them, worked out once (key: the seat, or -1 for a spectator). */
  seen: Map<number, { events: E[]; action: SeenAction<A> }>;
}

/**
 * A match of `game`: the state and log, safe undo and redo, change notifications, per-seat handles,
 * save and bots. The one object a UI, a server, the CLI and bots all hold.
 *
 * ```ts
 * const match = createMatch(atlandice, { players: 3, seed: 'table-42' }, { bots: { 1: randomBot('b1'), 2: randomBot('b2') } });
 * const me = match.seat(0);
 * me.apply(me.legalActions()[0]!);
 * await match.runBots();
 * ```
 *
 * Throws the game's `SetupError` for a bad config, and a {@link MatchError} when `options.log`
 * does not replay.
 */
export function createMatch<S extends BaseState, A, O, V, E, C extends string>(
  game: Game<S, A, O, V, E, C>,
  config: SetupConfig<O>,
  options: MatchOptions<V, A> = {},
): Match<S, A, O, V, E, C> {
  const initial = game.setup(config);
  const savedConfig = Object.freeze(readPlain(config)) as SetupConfig<O>;
  const bots = new Map<Seat, Bot<V, A>>();
  for (const [key, bot] of Object.entries(options.bots ?? {})) {
    const seat = Number(key);
    if (!Number.isInteger(seat) || seat < 0 || seat >= initial.players) throw new RangeError(`bots: ${key} is not a seat of this ${initial.players}-player game`);
    if (typeof bot !== 'function') throw new TypeError(`bots: seat ${seat}'s bot must be a function of (view, seat, legal)`);
    bots.set(seat, bot);
  }
  const history: Entry<S, A, E>[] = [];
  const undone: Entry<S, A, E>[] = [];
  const listeners = new Set<() => void>();
  let version = 0;
  let change: MatchChange<E> = { kind: 'start' };
  let snapshot: MatchSnapshot<S, A, E> | undefined;
  const handles = new Map<number, SeatHandle<S, A, V, E, C>>();
  let running: Promise<number> | undefined;

  const current = (): S => (history.length > 0 ? history[history.length - 1]!.state : initial);

  const changed = (next: MatchChange<E>): void => {
    version++;
    change = next;
    snapshot = undefined;
    for (const listener of [...listeners]) listener();
  };

  /** Plays a parsed action; records it. */
  const play = (seat: Seat, input: unknown): Outcome<S, E, C> => {
    const action = game.parse(input);
    if (isRejection(action)) return { ok: false, error: action };
    const before = current();
    const out = game.apply(before, seat, action);
    if (!out.ok) return out;
    history.push({ seat: seat === 0 ? 0 : seat, action, events: out.events, state: out.state, undoable: !revealsOrDraws(game, before, out.state, out.events), seen: new Map() });
    undone.length = 0;
    return out;
  };

  for (let i = 0; i < (options.log ?? []).length; i++) {
    const entry: unknown = options.log![i];
    if (typeof entry !== 'object' || entry === null || !('seat' in entry) || !('action' in entry) || typeof entry.seat !== 'number') {
      throw new MatchError(`log entry ${i} is not { seat, action }`, i);
    }
    const out = play(entry.seat, entry.action);
    if (!out.ok) throw new MatchError(`log entry ${i} (seat ${entry.seat}) is refused: ${out.error.code}: ${out.error.message}`, i, out.error);
  }

  const undoRefusal = (seat: Seat): Rejection<MatchErrorCode> | undefined => {
    const last = history[history.length - 1];
    if (!last) return reject(MatchErrors.NOTHING_TO_UNDO, 'no action has been played');
    if (last.seat !== seat) return reject(MatchErrors.NOT_YOUR_ACTION, `the last action is seat ${last.seat}'s, not seat ${seat}'s`);
    if (!last.undoable) return reject(MatchErrors.IRREVERSIBLE, 'the last action drew from chance or revealed something: it cannot be taken back');
    return undefined;
  };
  const redoRefusal = (seat: Seat): Rejection<MatchErrorCode> | undefined => {
    const next = undone[undone.length - 1];
    if (!next) return reject(MatchErrors.NOTHING_TO_REDO, 'no undone action to redo');
    if (next.seat !== seat) return reject(MatchErrors.NOT_YOUR_ACTION, `the last undone action is seat ${next.seat}'s, not seat ${seat}'s`);
    return undefined;
  };

  /** What `viewer` sees of an entry, worked out once. */
  const seenBy = (entry: Entry<S, A, E>, viewer: Seat | null): { events: E[]; action: SeenAction<A> } => {
    const key = viewer ?? -1;
    let seen = entry.seen.get(key);
    if (!seen) entry.seen.set(key, (seen = { events: game.eventsFor(entry.events, viewer), action: game.actionFor(entry.action, entry.seat, viewer) }));
    return seen;
  };

  const match: Match<S, A, O, V, E, C> = {
    game,
    config: savedConfig,
    get state() {
      return current();
    },
    get log() {
      return history.map((h) => ({ seat: h.seat, action: h.action }));
    },
    apply(seat, action) {
      if (bots.has(seat)) return { ok: false, error: reject(MatchErrors.BOT_SEAT, `seat ${seat} is played by a bot`) };
      const out = play(seat, action);
      if (out.ok) changed({ kind: 'apply', seat, events: out.events });
      return out;
    },
    canUndo: (seat) => undoRefusal(seat) === undefined,
    undo(seat) {
      const refused = undoRefusal(seat);
      if (refused) return { ok: false, error: refused };
      undone.push(history.pop()!);
      changed({ kind: 'undo', seat });
      return { ok: true };
    },
    canRedo: (seat) => redoRefusal(seat) === undefined,
    redo(seat) {
      const refused = redoRefusal(seat);
      if (refused) return { ok: false, error: refused };
      // Nothing was played since the undo, so the action leads to the same state again.
      const entry = undone.pop()!;
      history.push(entry);
      changed({ kind: 'redo', seat, events: entry.events });
      return { ok: true };
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    getSnapshot() {
      if (!snapshot) {
        const state = current();
        snapshot = {
          version,
          state,
          log: match.log,
          change,
          activeSeats: game.activeSeats(state),
          over: game.isOver(state),
          result: game.result(state),
        };
        // Shared by every subscriber: nobody may change it under the others.
        freezeDeep(snapshot);
      }
      return snapshot;
    },
    seat(viewer) {
      if (viewer !== null && (!Number.isInteger(viewer) || viewer < 0 || viewer >= initial.players)) {
        throw new RangeError(`seat must be null (a spectator) or a seat from 0 to ${initial.players - 1}, got ${String(viewer)}`);
      }
      const key = viewer === null ? -1 : viewer === 0 ? 0 : viewer;
      let handle = handles.get(key);
      if (!handle) handles.set(key, (handle = seatHandle(viewer === null ? null : key)));
      return handle;
    },
    save: () => ({ game: game.name, config: readPlain(savedConfig) as SetupConfig<O>, log: match.log.map((e) => ({ seat: e.seat, action: readPlain(e.action) as A })) }),
    isBot: (seat) => bots.has(seat),
    runBots(opts = {}) {
      running ??= runBots(opts).finally(() => {
        running = undefined;
      });
      return running;
    },
  };

  async function runBots({ maxActions = Infinity, delayMs = 0, signal }: RunBotsOptions): Promise<number> {
    let played = 0;
    while (played < maxActions && !signal?.aborted) {
      const state = current();
      const seat = game.activeSeats(state).find((s) => bots.has(s));
      if (seat === undefined) break;
      const at = version;
      const choice = await bots.get(seat)!(game.view(state, seat), seat, game.legalActions(state, seat));
      if (signal?.aborted) break;
      if (at !== version) continue; // the match changed while the bot thought: ask again
      const out = play(seat, choice);
      if (!out.ok) throw new BotError(`the bot of seat ${seat} chose ${JSON.stringify(choice) ?? String(choice)}, refused: ${out.error.code}: ${out.error.message}`, seat, choice);
      played++;
      changed({ kind: 'apply', seat, events: out.events });
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
    return played;
  }

  function seatHandle(viewer: Seat | null): SeatHandle<S, A, V, E, C> {
    let cached: SeatSnapshot<V, A, E> | undefined;
    let cachedAt = -1;
    const events = (): E[] => history.flatMap((h) => seenBy(h, viewer).events);
    const log = (): SeenLogEntry<A>[] => history.map((h) => ({ seat: h.seat, action: seenBy(h, viewer).action }));
    const legal = (): A[] => (viewer === null ? [] : game.legalActions(current(), viewer));
    return {
      viewer,
      view: () => game.view(current(), viewer),
      legalActions: legal,
      events,
      log,
      apply(action) {
        if (viewer === null) return { ok: false, error: reject('NOT_ACTIVE' as C, 'a spectator may not act') };
        const out = match.apply(viewer, action);
        if (!out.ok) return { ok: false, error: out.error };
        return { ok: true, events: seenBy(history[history.length - 1]!, viewer).events.slice() };
      },
      undo: () => (viewer === null ? { ok: false, error: reject(MatchErrors.NOT_YOUR_ACTION, 'a spectator has no actions to undo') } : match.undo(viewer)),
      redo: () => (viewer === null ? { ok: false, error: reject(MatchErrors.NOT_YOUR_ACTION, 'a spectator has no actions to redo') } : match.redo(viewer)),
      subscribe: match.subscribe,
      getSnapshot() {
        if (!cached || cachedAt !== version) {
          const state = current();
          const last = history[history.length - 1];
          const lastEvents = (change.kind === 'apply' || change.kind === 'redo') && last ? seenBy(last, viewer).events : [];
          cached = {
            version,
            viewer,
            view: game.view(state, viewer),
            legalActions: legal(),
            events: events(),
            lastEvents,
            log: log(),
            active: viewer !== null && game.activeSeats(state).includes(viewer),
            canUndo: viewer !== null && undoRefusal(viewer) === undefined,
            canRedo: viewer !== null && redoRefusal(viewer) === undefined,
            over: game.isOver(state),
            result: game.result(state),
          };
          freezeDeep(cached);
          cachedAt = version;
        }
        return cached;
      },
    };
  }

  return match;
}

/**
 * A match from a replay file (`match.save()`, `tabula play --save`, a golden log): checks that
 * the file is `{ game, config, log }` of this game, then replays it. Throws a {@link MatchError}
 * saying what is wrong (and the game's `SetupError` for a bad config).
 */
export function loadMatch<S extends BaseState, A, O, V, E, C extends string>(
  game: Game<S, A, O, V, E, C>,
  file: unknown,
  options: Omit<MatchOptions<V, A>, 'log'> = {},
): Match<S, A, O, V, E, C> {
  if (typeof file !== 'object' || file === null || Array.isArray(file)) throw new MatchError('a match file is an object { game, config, log }');
  const { game: name, config, log } = file as Record<string, unknown>;
  if (name !== game.name) throw new MatchError(`this file is a match of ${JSON.stringify(name) ?? 'nothing'}, not of "${game.name}"`);
  if (typeof config !== 'object' || config === null) throw new MatchError('the file has no config { players, seed, options? }');
  if (!Array.isArray(log)) throw new MatchError('the file has no log: [{ seat, action }, …]');
  return createMatch(game, config as SetupConfig<O>, { ...options, log });
}
