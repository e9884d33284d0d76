/**
 * A Colyseus room for any Tabula game: it holds the match store, gives seats through Colyseus's
 * own auth and seat reservation, sends each client only what its seat may see, reads each action
 * with `game.parse`, stores it before playing it, keeps a dropped seat for its reconnection and
 * plays bot seats on the server.
 *
 * @module
 */
import { randomBytes } from 'node:crypto';
import { Room, ServerError, ErrorCode, CloseCode, type AuthContext, type Client } from '@colyseus/core';
import { createMatch, isRejection, type BaseState, type Bot, type Game, type Match, type MatchFile, type Rejection, type Seat, type SetupConfig } from '@tabula/core';
import { ACT, ColyseusErrors, REJECTION, STATE, type RejectionNotice, type SeatInfo, type StateMessage } from './protocol';
import { badMatchId, Budget, jsonSize, resolveLimits, type RoomLimits } from './limits';
import { memoryStorage, StorageConflictError, type MatchRecord, type MatchStorage } from './storage';

/** A Tabula game of any types. */
export type AnyGame = Game<any, any, any, any, any, any>;

/** Makes the bot of one seat: given its seat and a seed of its own (derived from the match's). */
export type BotFactory<V = any, A = any> = (seat: Seat, seed: string) => Bot<V, A>;

/** What `authorize` is asked: may this client take this seat (or follow as a spectator, `seat: null`)? */
export interface SeatRequest {
  /** The match id. */
  match: string;
  /** The seat asked for, resolved (`null`: a spectator). */
  seat: Seat | null;
  /** The `ticket` join option, if given. */
  ticket: string | undefined;
  /** The Colyseus client: its `auth` is what the room's `onAuth` option answered. */
  client: Client;
}

/** Options of {@link tabulaRoom}: the server's, never a client's. */
export interface TabulaRoomOptions<V = any, A = any> {
  /** The seed of a new match (default: 128 random bits from `node:crypto`). A client never chooses it. */
  seed?: () => string;
  /** Where matches are kept (default: one {@link memoryStorage} per room type, for one process). */
  storage?: MatchStorage;
  /** The bots a client may ask for by name when creating a match (`{ bots: { "1": "random" } }`). */
  bots?: Record<string, BotFactory<V, A>>;
  /**
   * Checks a matchmaking request before any room is looked for or made (Colyseus's static `onAuth`:
   * its token, options and context): a falsy answer refuses it (`UNAUTHORIZED`); an object becomes
   * the client's `auth`, which `authorize` reads. Default: every request passes.
   */
  onAuth?: (token: string | undefined, options: Record<string, unknown>, context: AuthContext) => unknown;
  /** Whether a client may take a seat (default: any free seat, first come): the place for accounts and tickets. */
  authorize?: (request: SeatRequest) => boolean | Promise<boolean>;
  /** Seconds a dropped client's seat is kept for its reconnection (default 30). */
  reconnectSeconds?: number;
  /** Milliseconds a bot waits before each action, so people can follow (default 0). */
  botDelayMs?: number;
  /** Limits on what a client sends (see {@link RoomLimits}). */
  limits?: Partial<RoomLimits>;
  /** Called once when a match ends, with its replay file `{ game, config, log }` (see {@link replayFiles}). */
  onFinish?: (file: MatchFile, match: string) => void | Promise<void>;
}

/** What the room knows of a client. */
interface Member {
  seat: Seat | null;
  budget: Budget;
  connected: boolean;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const refusal = (code: string, message: string): Rejection => ({ code, message });
/** A refused join: Colyseus sends the message; it starts with the Tabula code. */
const refuseJoin = (code: string, message: string): ServerError => new ServerError(ErrorCode.AUTH_FAILED, `${code}: ${message}`);
const JOIN_KEYS = new Set(['match', 'seat', 'ticket']);
const CREATE_KEYS = new Set([...JOIN_KEYS, 'players', 'options', 'bots']);

/** Whether `value` holds an own `__proto__` key anywhere (looked at to a bounded depth; deeper is refused too). */
function protoKeyIn(value: unknown, depth = 0): boolean {
  if (typeof value !== 'object' || value === null) return false;
  if (depth > 32) return true;
  if (Object.hasOwn(value, '__proto__')) return true;
  for (const item of Object.values(value)) if (protoKeyIn(item, depth + 1)) return true;
  return false;
}

/** The Tabula options of a join or create request: own keys only, each checked; throws a refusal. */
function readOptions(raw: unknown, allowed: ReadonlySet<string>, limits: RoomLimits): Record<string, unknown> {
  if (raw === undefined || raw === null) return {};
  if (!isObject(raw)) throw refuseJoin(ColyseusErrors.BAD_REQUEST, 'the options are an object');
  // Colyseus copies the options key by key: a JSON "__proto__" key becomes the copy's prototype.
  const prototype: unknown = Object.getPrototypeOf(raw);
  if (prototype !== Object.prototype && prototype !== null) throw refuseJoin(ColyseusErrors.BAD_REQUEST, '"__proto__" is not an option');
  const out: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const key of Object.keys(raw)) {
    if (!allowed.has(key)) throw refuseJoin(ColyseusErrors.BAD_REQUEST, `"${key.slice(0, 40)}" is not an option (the options are ${[...allowed].join(', ')})`);
    out[key] = raw[key];
  }
  // JSON may carry an own "__proto__" key, at any depth: refused wherever it is.
  if (protoKeyIn(raw)) throw refuseJoin(ColyseusErrors.BAD_REQUEST, '"__proto__" is not an option');
  if (jsonSize(raw) > limits.maxActionBytes) throw refuseJoin(ColyseusErrors.TOO_LARGE, `the options have at most ${limits.maxActionBytes} bytes of JSON`);
  if (out.match !== undefined && badMatchId(out.match, limits) !== undefined) throw refuseJoin(ColyseusErrors.NO_SUCH_MATCH, 'no match has this id');
  if (out.ticket !== undefined && (typeof out.ticket !== 'string' || out.ticket.length > limits.maxTicketLength)) {
    throw refuseJoin(ColyseusErrors.BAD_REQUEST, `a ticket is a string of at most ${limits.maxTicketLength} characters`);
  }
  if (out.seat !== undefined && out.seat !== null && !(typeof out.seat === 'number' && Number.isInteger(out.seat))) {
    throw refuseJoin(ColyseusErrors.NOT_A_SEAT, 'a seat is a whole number (or null, to follow as a spectator)');
  }
  if (out.bots !== undefined) {
    if (!isObject(out.bots)) throw refuseJoin(ColyseusErrors.BAD_REQUEST, 'bots is an object { seat: bot name }');
    for (const [key, name] of Object.entries(out.bots)) {
      if (!/^(0|[1-9]\d?)$/.test(key)) throw refuseJoin(ColyseusErrors.NOT_A_SEAT, `bots: "${key.slice(0, 20)}" is not a seat`);
      if (typeof name !== 'string') throw refuseJoin(ColyseusErrors.BAD_REQUEST, `bots: seat ${key}'s bot is named by a string`);
    }
  }
  return out;
}

/** A room for any Tabula game: the base of every class {@link tabulaRoom} makes. */
class TabulaRoom<G extends AnyGame = AnyGame> extends Room {
  /** The game played. */
  readonly game: G;
  /** The match id (the room's listing carries it as `metadata.match`). */
  matchId = '';
  /** The match store: state, log, per-seat views. */
  match!: Match<BaseState, unknown, unknown, unknown, unknown, string>;
  /** The room's limits. */
  readonly limits: RoomLimits;
  private readonly settings: TabulaRoomOptions;
  private readonly storage: MatchStorage;
  /** Seat → the session holding it. */
  private holders: (string | undefined)[] = [];
  private readonly bots = new Map<Seat, Bot>();
  private readonly members = new Map<string, Member>();
  /** Actions wait their turn here: each is stored before the next is read. */
  private queue: Promise<void> = Promise.resolve();
  private finished = false;
  /** What each viewer was last sent, by seq (key: seat, or -1 for a spectator). */
  private readonly seen = new Map<number, { seq: number; message: Omit<StateMessage, 'seats'> }>();

  constructor(game: G, settings: TabulaRoomOptions, storage: MatchStorage) {
    super();
    this.game = game;
    this.settings = settings;
    this.storage = storage;
    this.limits = resolveLimits(settings.limits);
  }

  /** Creates a new match from a client's create options, or takes up a stored one (`{ match }`). */
  override async onCreate(raw: unknown): Promise<void> {
    const options = readOptions(raw, CREATE_KEYS, this.limits);
    let record: MatchRecord | undefined;
    if (typeof options.match === 'string') {
      this.matchId = options.match;
      try {
        record = await this.storage.load(this.matchId);
      } catch (err) {
        throw refuseJoin(ColyseusErrors.SERVER_ERROR, `the storage failed: ${(err as Error).message}`);
      }
      if (!record || record.game !== this.game.name) throw refuseJoin(ColyseusErrors.NO_SUCH_MATCH, `no ${this.game.name} match has this id`);
    } else {
      record = { ...this.newHead(options), log: [] };
      this.matchId = randomBytes(12).toString('base64url');
    }
    try {
      this.match = createMatch(this.game, record.config, { log: record.log });
    } catch (err) {
      throw refuseJoin(options.match === undefined ? ColyseusErrors.BAD_REQUEST : ColyseusErrors.SERVER_ERROR, (err as Error).message);
    }
    for (const [key, name] of Object.entries(record.bots)) {
      const seat = Number(key);
      this.bots.set(seat, this.settings.bots![name]!(seat, `${record.config.seed}/bot/${seat}`));
    }
    if (options.match === undefined) {
      try {
        await this.storage.create(this.matchId, { game: record.game, config: record.config, bots: record.bots });
      } catch (err) {
        throw refuseJoin(ColyseusErrors.SERVER_ERROR, `the storage failed: ${(err as Error).message}`);
      }
    }
    this.holders = Array.from({ length: this.match.config.players }, () => undefined);
    this.finished = this.match.getSnapshot().over;
    this.metadata = { match: this.matchId };
    // No shared state: each client is sent its own messages.
    this.patchRate = null;
    this.maxMessagesPerSecond = this.limits.maxFramesPerSecond;
    this.onMessage(ACT, (client, message) => this.received(client, message));
    this.onMessage('*', (client, type) => this.received(client, undefined, type));
    this.runBots();
  }

  /** The head of a new match, from a client's create options: players, game options, bots. */
  private newHead(options: Record<string, unknown>): Omit<MatchRecord, 'log'> {
    const players = options.players ?? this.game.minPlayers;
    if (typeof players !== 'number' || !Number.isInteger(players) || players < this.game.minPlayers || players > this.game.maxPlayers) {
      throw refuseJoin(ColyseusErrors.BAD_REQUEST, `players is a whole number from ${this.game.minPlayers} to ${this.game.maxPlayers}`);
    }
    const seed = this.settings.seed ? this.settings.seed() : randomBytes(16).toString('hex');
    const config: SetupConfig<unknown> = { players, seed, ...(options.options === undefined ? {} : { options: options.options }) };
    const bots: Record<string, string> = {};
    if (options.bots !== undefined) {
      const known = this.settings.bots ?? {};
      for (const [key, name] of Object.entries(options.bots as Record<string, unknown>)) {
        if (Number(key) >= players) throw refuseJoin(ColyseusErrors.NOT_A_SEAT, `bots: "${key.slice(0, 20)}" is not a seat of this ${players}-player match`);
        if (typeof name !== 'string' || !Object.hasOwn(known, name)) {
          throw refuseJoin(ColyseusErrors.BAD_REQUEST, `bots: seat ${key}'s bot is one of ${Object.keys(known).join(', ') || '(no bots on this server)'}`);
        }
        bots[key] = name;
      }
      if (Object.keys(bots).length >= players) throw refuseJoin(ColyseusErrors.BAD_REQUEST, 'bots: at least one seat is a person\'s');
    }
    return { game: this.game.name, config, bots };
  }

  /** The seat a join asks for, checked against the match as it is now; throws a refusal. */
  private seatFor(options: Record<string, unknown>): Seat | null {
    if (options.match !== undefined && options.match !== this.matchId) throw refuseJoin(ColyseusErrors.NO_SUCH_MATCH, 'this room is another match');
    const players = this.holders.length;
    if (options.seat === null) {
      const spectators = [...this.members.values()].filter((m) => m.seat === null).length;
      if (spectators >= this.limits.maxSpectators) throw refuseJoin(ColyseusErrors.TOO_MANY_SPECTATORS, `this match has its ${this.limits.maxSpectators} spectators`);
      return null;
    }
    if (options.seat === undefined) {
      const free = this.holders.findIndex((h, seat) => h === undefined && !this.bots.has(seat));
      if (free < 0) throw refuseJoin(ColyseusErrors.NO_FREE_SEAT, 'every seat is taken: join with seat: null to follow the match');
      return free;
    }
    const seat = options.seat as number;
    if (seat < 0 || seat >= players) throw refuseJoin(ColyseusErrors.NOT_A_SEAT, `a seat of this match is 0 to ${players - 1}, or null for a spectator`);
    if (this.bots.has(seat)) throw refuseJoin(ColyseusErrors.BOT_SEAT, `seat ${seat} is played by a bot`);
    if (this.holders[seat] !== undefined) throw refuseJoin(ColyseusErrors.SEAT_TAKEN, `seat ${seat} is taken`);
    return seat;
  }

  /**
   * Takes the seat the join options ask for, once `authorize` allows it (checked again after it
   * answered: another client may have taken the seat meanwhile), and sends the client its state.
   */
  override async onJoin(client: Client, raw: unknown): Promise<void> {
    const options = readOptions(raw, CREATE_KEYS, this.limits);
    let seat = this.seatFor(options);
    if (this.settings.authorize) {
      const ticket = typeof options.ticket === 'string' ? options.ticket : undefined;
      if (!(await this.settings.authorize({ match: this.matchId, seat, ticket, client }))) {
        throw refuseJoin(ColyseusErrors.UNAUTHORIZED, seat === null ? 'you may not follow this match' : `you may not take seat ${seat}`);
      }
      const again = this.seatFor(options);
      if (again !== seat) throw refuseJoin(ColyseusErrors.SEAT_TAKEN, `seat ${String(seat)} was taken meanwhile`);
      seat = again;
    }
    if (seat !== null) this.holders[seat] = client.sessionId;
    this.members.set(client.sessionId, { seat, budget: new Budget(this.limits), connected: true });
    this.sendState(client, true);
    this.seatsChanged(client.sessionId);
  }

  /** A dropped client keeps its seat for `reconnectSeconds`. */
  override async onDrop(client: Client): Promise<void> {
    const member = this.members.get(client.sessionId);
    if (!member) return;
    member.connected = false;
    this.seatsChanged(client.sessionId);
    try {
      await this.allowReconnection(client, this.settings.reconnectSeconds ?? 30);
    } catch {
      // Not back in time: onLeave frees the seat.
    }
  }

  /** A client back from a drop: its seat, and its state again (with the log it missed). */
  override onReconnect(client: Client): void {
    const member = this.members.get(client.sessionId);
    if (!member) return;
    member.connected = true;
    member.budget = new Budget(this.limits);
    this.sendState(client, true);
    this.seatsChanged(client.sessionId);
  }

  /** A client gone for good: its seat is free again. */
  override onLeave(client: Client): void {
    const member = this.members.get(client.sessionId);
    if (!member) return;
    this.members.delete(client.sessionId);
    if (member.seat !== null && this.holders[member.seat] === client.sessionId) this.holders[member.seat] = undefined;
    this.seatsChanged(client.sessionId);
  }

  /** The seats as everyone may see them. */
  private seats(): SeatInfo[] {
    return this.holders.map((holder, seat) => ({
      bot: this.bots.has(seat),
      taken: holder !== undefined,
      connected: this.bots.has(seat) || (holder !== undefined && this.members.get(holder)?.connected === true),
    }));
  }

  /** What `seat` may see now, worked out once per action. */
  private stateFor(seat: Seat | null): Omit<StateMessage, 'seats'> {
    const key = seat ?? -1;
    const snapshot = this.match.getSnapshot();
    const seq = snapshot.log.length;
    const cached = this.seen.get(key);
    if (cached && cached.seq === seq) return cached.message;
    const handle = this.match.seat(seat);
    const lastEntry = snapshot.log[seq - 1];
    const events = snapshot.change.kind === 'apply' ? this.game.eventsFor(snapshot.change.events, seat) : [];
    const message: Omit<StateMessage, 'seats'> = {
      match: this.matchId,
      seq,
      seat,
      view: handle.view(),
      legal: handle.legalActions(),
      active: [...snapshot.activeSeats],
      events,
      last: lastEntry ? { seat: lastEntry.seat, action: this.game.actionFor(lastEntry.action, lastEntry.seat, seat) } : null,
      over: snapshot.over,
      result: snapshot.result ?? null,
    };
    this.seen.set(key, { seq, message });
    return message;
  }

  /** Sends one client its state (with the log, on joining). */
  private sendState(client: Client, withLog = false): void {
    const member = this.members.get(client.sessionId);
    if (!member) return;
    const message: StateMessage = { ...this.stateFor(member.seat), seats: this.seats() };
    if (withLog) message.log = this.match.seat(member.seat).log();
    client.send(STATE, message);
  }

  /** Sends every client its state. */
  private sendAll(): void {
    for (const client of this.clients) this.sendState(client);
  }

  /** Tells the other clients that a seat was taken, freed, dropped or got back. */
  private seatsChanged(except: string): void {
    for (const client of this.clients) if (client.sessionId !== except) this.sendState(client);
  }

  /** Tells one client, and only it, why its message was refused. */
  private tell(client: Client, error: Rejection, action?: unknown): void {
    const notice: RejectionNotice = { code: error.code, message: error.message };
    if (action !== undefined && jsonSize(action) <= 1_024) notice.action = action;
    client.send(REJECTION, notice);
  }

  /** A message from a client: within its budget, its size, its seat; then queued to be played. */
  private received(client: Client, message: unknown, otherType?: unknown): void {
    const member = this.members.get(client.sessionId);
    if (!member) return;
    const budget = member.budget.take();
    if (budget.kind === 'cut') {
      client.leave(CloseCode.WITH_ERROR, 'RATE_LIMITED: too many messages');
      return;
    }
    if (budget.kind === 'drop') {
      if (budget.first) this.tell(client, refusal(ColyseusErrors.RATE_LIMITED, `more than ${this.limits.messagesPerSecond} messages a second: messages are dropped`));
      return;
    }
    if (otherType !== undefined) return this.tell(client, refusal(ColyseusErrors.NOT_A_MESSAGE, `the only message a client sends is "${ACT}"`));
    if (jsonSize(message) > this.limits.maxActionBytes) return this.tell(client, refusal(ColyseusErrors.TOO_LARGE, `an action message has at most ${this.limits.maxActionBytes} bytes of JSON`));
    if (!isObject(message) || !Object.hasOwn(message, 'action')) return this.tell(client, refusal('MALFORMED_ACTION', `"${ACT}" carries { action, seq? }`));
    const { action, seq } = message;
    if (seq !== undefined && !(typeof seq === 'number' && Number.isInteger(seq))) return this.tell(client, refusal(ColyseusErrors.STALE_STATE, 'seq is the whole number of the state the action was chosen on'), action);
    if (member.seat === null) return this.tell(client, refusal('NOT_ACTIVE', 'a spectator may not act'), action);
    const seat = member.seat;
    const parsed = this.game.parse(action);
    if (isRejection(parsed)) return this.tell(client, parsed, action);
    this.enqueue(async () => {
      // The seat may have been left while the action waited.
      if (this.holders[seat] !== client.sessionId) return;
      if (seq !== undefined && seq !== this.match.log.length) {
        return this.tell(client, refusal(ColyseusErrors.STALE_STATE, `the action was chosen on state ${seq}; the match is at ${this.match.log.length}: look again and resend`), action);
      }
      const refused = await this.commit(seat, parsed);
      if (refused) this.tell(client, refused, action);
    });
  }

  /** Runs `task` after the actions before it. */
  private enqueue(task: () => Promise<void>): void {
    this.queue = this.queue.then(task).catch((err: unknown) => {
      console.error(`@tabula/colyseus: room ${this.roomId} (match ${this.matchId}): ${(err as Error)?.stack ?? String(err)}`);
    });
  }

  /**
   * Plays `action` for `seat`: checked by the game, stored, then applied and sent to each client
   * as it may see it. Resolves to the refusal, if refused (nothing stored, nothing sent).
   */
  private async commit(seat: Seat, action: unknown): Promise<Rejection | undefined> {
    const checked = this.game.apply(this.match.state, seat, action);
    if (!checked.ok) return checked.error;
    const index = this.match.log.length;
    try {
      await this.storage.append(this.matchId, index, { seat, action });
    } catch (err) {
      if (err instanceof StorageConflictError) await this.reload();
      return refusal(ColyseusErrors.SERVER_ERROR, `the action was not played (the storage failed: ${(err as Error).message}): send it again`);
    }
    const out = this.match.apply(seat, action);
    if (!out.ok) throw new Error(`the match refused an action the game accepted: ${out.error.code}: ${out.error.message}`);
    this.sendAll();
    await this.finishIfOver();
    this.runBots();
    return undefined;
  }

  /** Reads the match again from the storage (another room of it played) and sends everyone the match as it is. */
  private async reload(): Promise<void> {
    const record = await this.storage.load(this.matchId);
    if (!record) return;
    this.match = createMatch(this.game, record.config, { log: record.log });
    this.seen.clear();
    this.sendAll();
  }

  /** Once over: the replay file to `onFinish`. */
  private async finishIfOver(): Promise<void> {
    if (this.finished || !this.match.getSnapshot().over) return;
    this.finished = true;
    await this.settings.onFinish?.(this.match.save() as MatchFile, this.matchId);
  }

  /** While a bot's seat is active: its bot plays from its view, one action at a time, through the queue. */
  private runBots(): void {
    if (this.bots.size === 0) return;
    this.enqueue(async () => {
      const state = this.match.state;
      if (this.match.getSnapshot().over) return;
      const seat = this.game.activeSeats(state).find((s) => this.bots.has(s));
      if (seat === undefined) return;
      const delay = this.settings.botDelayMs ?? 0;
      // Let the sockets be served between two bot actions.
      await new Promise((resolve) => (delay > 0 ? setTimeout(resolve, delay) : setImmediate(resolve)));
      const choice = await this.bots.get(seat)!(this.game.view(state, seat), seat, this.game.legalActions(state, seat));
      if (this.match.state !== state) return this.runBots();
      const refused = await this.commit(seat, this.game.parse(choice));
      if (refused) throw new Error(`the bot of seat ${seat} chose ${JSON.stringify(choice)?.slice(0, 200)}, refused: ${refused.code}: ${refused.message}`);
    });
  }
}

/** What a room made by {@link tabulaRoom} shows of itself, beside Colyseus's `Room`. */
export interface TabulaRoomInstance<G extends AnyGame = AnyGame> {
  /** The game played. */
  readonly game: G;
  /** The match id (the room's listing carries it as `metadata.match`). */
  readonly matchId: string;
  /** The match store (every secret in it: never for a client). */
  readonly match: Match<BaseState, unknown, unknown, unknown, unknown, string>;
}

/** A room class made by {@link tabulaRoom}: Colyseus makes its rooms with `new`. */
export type TabulaRoomClass<G extends AnyGame = AnyGame> = new () => Room & TabulaRoomInstance<G>;

/**
 * A Colyseus room class for `game`. Define it with the `match` filter, so that `joinOrCreate(name,
 * { match })` finds the match's room (or makes it again from the storage):
 *
 * ```ts
 * server.define('survive', tabulaRoom(survive, { storage })).filterBy(['match']);
 * ```
 */
export function tabulaRoom<G extends AnyGame>(game: G, options: TabulaRoomOptions = {}): TabulaRoomClass<G> {
  const storage = options.storage ?? memoryStorage();
  const limits = resolveLimits(options.limits);
  return class TabulaGameRoom extends TabulaRoom<G> {
    constructor() {
      super(game, options, storage);
    }

    /** Checks the options of a matchmaking request before any room is looked for or made (the seat is checked on joining), then the `onAuth` option. */
    static override async onAuth(token: string, raw: unknown, context: AuthContext): Promise<unknown> {
      const read = readOptions(raw, CREATE_KEYS, limits);
      if (!options.onAuth) return true;
      const answer: unknown = await options.onAuth(token || undefined, { ...read }, context);
      if (!answer) throw refuseJoin(ColyseusErrors.UNAUTHORIZED, 'the server refused this request');
      return answer;
    }
  };
}
