/**
 * The test harness: boardgame.io's real server on 127.0.0.1, boardgame.io's own clients (one per
 * seat, with its SocketIO multiplayer) that record every packet their socket receives, a seeded
 * driver that plays a match to its end, and the checks of what each client received.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Game as BgioGame, LogEntry, State } from 'boardgame.io';
import { Client, LobbyClient } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { io } from 'socket.io-client';
import { randomBot, type Bot, type Game, type Seat, type SetupConfig } from '@tabula/core';
import { canonical, findKey } from '@tabula/core/testing';
import { atlandice } from '@tabula/atlandice';
import { survive } from '@tabula/survive';
import { akrotiri } from '@tabula/akrotiri';
import { clockworkEmpire } from '@tabula/clockwork-empire';
import { REJECTION_EVENT, toBoardgameIO, withRejections, type RejectionNotice, type SeatView, type TabulaG } from '../src/index';
import { TabulaServer, type ServerLimits, type TabulaServerHandle, type TabulaServerOptions, type TabulaTransport } from '../src/server';
import { end, freePort, lineFrom, startRedis, waitFor } from '../../../test-support/processes';
export { end, freePort, lineFrom, startRedis, waitFor };

/** A Tabula game of any type. */
export type AnyGame = Game<any, any, any, any, any, any>;

/**
 * The four titles, each with the player count and options their full-game test uses. Akrotiri's
 * rulebook ends only on a 6th temple, which random play seldom builds (its games then run to
 * thousands of actions): its option `stopWhenTilesRunOut` ends them when the tiles run out.
 */
export const TITLES: readonly { name: string; game: AnyGame; players: number; options?: unknown }[] = [
  { name: 'atlandice', game: atlandice, players: 3 },
  { name: 'survive', game: survive, players: 4 },
  { name: 'akrotiri', game: akrotiri, players: 2, options: { stopWhenTilesRunOut: true } },
  { name: 'clockwork-empire', game: clockworkEmpire, players: 3 },
];

/** A running boardgame.io server. */
export interface Running {
  /** `http://127.0.0.1:port`. */
  url: string;
  port: number;
  /** The server (its `db` is the storage). */
  server: TabulaServerHandle;
  transport: TabulaTransport;
  /** Waits for the messages in flight, closes every socket and the HTTP server, and waits for what the disconnections write. */
  stop(): Promise<void>;
}

/** `TabulaServer` on 127.0.0.1 (port 0: the OS picks one). */
export async function startServer(games: BgioGame[], opts: { db?: TabulaServerOptions['db']; port?: number; limits?: Partial<ServerLimits> } = {}): Promise<Running> {
  const server = TabulaServer({ games, origins: [], ...(opts.db ? { db: opts.db } : {}), ...(opts.limits ? { limits: opts.limits } : {}) });
  const { appServer } = await server.run({ port: opts.port ?? 0, host: '127.0.0.1' });
  const port = (appServer.address() as { port: number }).port;
  return { url: `http://127.0.0.1:${port}`, port, server, transport: server.transport, stop: () => server.stop() };
}

/** Creates a match through the lobby and joins every seat: its id and each seat's credentials. */
export async function openMatch(url: string, name: string, players: number, setupData?: unknown): Promise<{ matchID: string; credentials: string[] }> {
  const lobby = new LobbyClient({ server: url });
  const { matchID } = await lobby.createMatch(name, { numPlayers: players, ...(setupData === undefined ? {} : { setupData }) });
  const credentials: string[] = [];
  for (let seat = 0; seat < players; seat++) {
    credentials.push((await lobby.joinMatch(name, matchID, { playerID: String(seat), playerName: `seat ${seat}` })).playerCredentials);
  }
  return { matchID, credentials };
}

/** One packet a client's socket received. */
export interface Packet {
  event: string;
  args: unknown[];
}

/** A socket.io client socket, as the tests use it. */
export interface ClientSocket {
  connected: boolean;
  onAny(listener: (event: string, ...args: unknown[]) => void): unknown;
  disconnect(): unknown;
  connect(): unknown;
  emit(event: string, ...args: unknown[]): unknown;
}

/** boardgame.io's client for one seat (or a spectator), recording every packet it receives. */
export class SeatClient {
  /** Every packet received, in order, over every connection. */
  readonly packets: Packet[] = [];
  /** Every refusal received. */
  readonly rejections: RejectionNotice[] = [];
  readonly client: ReturnType<typeof Client>;
  private transport: { socket?: ClientSocket | null } | undefined;

  constructor(
    readonly game: BgioGame,
    readonly url: string,
    readonly matchID: string,
    /** The seat, or `null` for a spectator. */
    readonly seat: Seat | null,
    credentials?: string,
  ) {
    const record = (factory: ReturnType<typeof SocketIO>) => (opts: Parameters<ReturnType<typeof SocketIO>>[0]) => {
      const transport = factory(opts) as unknown as { connect(): void; socket?: ClientSocket | null };
      const connect = transport.connect.bind(transport);
      transport.connect = () => {
        connect();
        transport.socket!.onAny((event, ...args) => this.packets.push({ event, args }));
      };
      this.transport = transport;
      return transport as never;
    };
    this.client = Client({
      game,
      matchID,
      ...(seat === null ? {} : { playerID: String(seat) }),
      ...(credentials === undefined ? {} : { credentials }),
      multiplayer: withRejections(record(SocketIO({ server: url, socketOpts: { transports: ['websocket'], reconnectionDelay: 50, reconnectionDelayMax: 250 } })), (notice) => this.rejections.push(notice)),
    });
  }

  /** The socket now (after `start`). */
  get socket(): ClientSocket {
    const socket = this.transport?.socket;
    if (!socket) throw new Error('the client is not started');
    return socket;
  }

  start(): this {
    this.client.start();
    return this;
  }

  stop(): void {
    this.client.stop();
  }

  /** The client's state, once synced. */
  state(): State<SeatView> | null {
    return this.client.getState() as State<SeatView> | null;
  }

  /** Resolves with the client's state once it is at state id `id`. */
  at(id: number, ms?: number): Promise<State<SeatView>> {
    return waitFor(() => {
      const state = this.state();
      return state && state._stateID >= id ? state : undefined;
    }, `${this.label} to reach state ${id} (at ${this.state()?._stateID ?? 'none'})`, ms);
  }

  get label(): string {
    return this.seat === null ? 'the spectator' : `seat ${this.seat}`;
  }

  /** Plays `action` as this seat. */
  act(action: unknown): void {
    (this.client.moves as Record<string, (a: unknown) => void>).act!(action);
  }
}

/** A raw socket.io client of one game's namespace (no boardgame.io client), recording what it receives. */
export function rawSocket(url: string, name: string) {
  const socket = io(`${url}/${name}`, { transports: ['websocket'], reconnection: false });
  const received: Packet[] = [];
  socket.onAny((event: string, ...args: unknown[]) => received.push({ event, args }));
  const rejections = () => received.filter((p) => p.event === REJECTION_EVENT).map((p) => p.args[1] as RejectionNotice);
  const connected = new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return { socket, received, rejections, connected };
}

/**
 * A flood and an honest move on one server: a raw socket sends `count` moves of `seat` without
 * credentials as fast as it can, then the seat's honest socket (synced with its credentials) plays
 * `action`. Resolves once the honest move's update arrived and the server cut the flooder off:
 * the honest move's latency (ms), the flooder's refusal codes and how long the flood lasted (s).
 */
export async function floodBesideHonestMove(url: string, name: string, matchID: string, seat: number, credentials: string, action: unknown, count = 5_000): Promise<{ latency: number; codes: string[]; seconds: number }> {
  const honest = rawSocket(url, name);
  honest.socket.emit('sync', matchID, String(seat), credentials);
  await waitFor(() => honest.received.find((p) => p.event === 'sync'), 'the honest sync');
  const flooder = rawSocket(url, name);
  await flooder.connected;
  const cut = new Promise<void>((resolve) => flooder.socket.once('disconnect', () => resolve()));
  const started = performance.now();
  const move = (creds?: string) => ({ type: 'MAKE_MOVE', payload: { type: 'act', args: [action], playerID: String(seat), ...(creds === undefined ? {} : { credentials: creds }) } });
  for (let i = 0; i < count; i++) flooder.socket.emit('update', move(), 0, matchID, String(seat));
  const sent = performance.now();
  honest.socket.emit('update', move(credentials), 0, matchID, String(seat));
  await waitFor(() => honest.received.find((p) => p.event === 'update'), 'the honest move');
  const latency = performance.now() - sent;
  await cut;
  honest.socket.close();
  return { latency, codes: flooder.rejections().map((r) => r.code), seconds: (performance.now() - started) / 1000 };
}

/** An HTTP request to the lobby: its status, its JSON body (or text), its headers. */
export async function lobbyRequest(url: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: any; headers: Headers }> {
  const response = await fetch(url + path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // plain text
  }
  return { status: response.status, body: parsed, headers: response.headers };
}

/** A seeded bot per seat: the same seeds and questions give the same game. */
export function bots(players: number, seed: string): Bot<unknown, unknown>[] {
  return Array.from({ length: players }, (_, seat) => randomBot(`${seed}-${seat}`));
}

/** The lowest active seat, from a client's `ctx.activePlayers`. */
export function firstActive(state: State): Seat | undefined {
  const ids = Object.keys(state.ctx.activePlayers ?? {}).map(Number).sort((a, b) => a - b);
  return ids[0];
}

/**
 * Plays from state id `from`: each time every client is at the same state, the lowest active seat
 * plays its bot's choice among its own view's legal actions. Stops when the game is over or after
 * `steps` actions; returns the state id reached and the actions played.
 */
export async function drive(clients: readonly SeatClient[], choose: readonly Bot<unknown, unknown>[], from: number, steps = Infinity): Promise<{ id: number; played: unknown[] }> {
  let id = from;
  const played: unknown[] = [];
  while (played.length < steps) {
    await Promise.all(clients.map((c) => c.at(id)));
    const now = clients[0]!.state()!;
    if (now.ctx.gameover !== undefined) break;
    const seat = firstActive(now);
    const actor = clients.find((c) => c.seat === seat);
    if (seat === undefined || !actor) throw new Error(`state ${id}: no client of an active seat (active: ${JSON.stringify(now.ctx.activePlayers)})`);
    const view = actor.state()!.G;
    const action = await choose[seat]!(view.view, seat, view.legal);
    actor.act(action);
    played.push(action);
    id++;
  }
  return { id, played };
}

/**
 * A match seed (`${prefix}-0`, `${prefix}-1`, …) whose game, played as {@link drive} plays it with
 * `bots(players, botSeed)`, ends within `maxActions`: random play can take thousands of actions in
 * some titles, and the rules are still changing. The same code finds the same seed.
 */
export async function endingSeed(game: AnyGame, players: number, prefix: string, botSeed: string, maxActions: number, options?: unknown, tries = 40): Promise<string> {
  for (let k = 0; k < tries; k++) {
    await new Promise((resolve) => setImmediate(resolve)); // let the test runner's messages through
    const seed = `${prefix}-${k}`;
    const choose = bots(players, botSeed);
    let state = game.setup({ players, seed, ...(options === undefined ? {} : { options }) });
    let n = 0;
    for (; n < maxActions && !game.isOver(state); n++) {
      const seat = Math.min(...game.activeSeats(state));
      const out = game.apply(state, seat, await choose[seat]!(game.view(state, seat), seat, game.legalActions(state, seat)));
      if (!out.ok) throw new Error(`${game.name} ${seed}: a legal action was refused: ${out.error.code}`);
      state = out.state;
    }
    if (game.isOver(state)) return seed;
  }
  throw new Error(`${game.name}: none of ${tries} seeds "${prefix}-k" ends within ${maxActions} actions of random play`);
}

/** One step of a replayed match. */
interface Step {
  seat: Seat;
  action: unknown;
  events: unknown[];
}

/** The match replayed from the server's own record: every state, and every step's events. */
export interface Replayed {
  config: SetupConfig<unknown>;
  states: unknown[];
  steps: Step[];
}

/** Replays a match's log step by step from its config. */
export function replaySteps(game: AnyGame, config: SetupConfig<unknown>, log: readonly { seat: Seat; action: unknown }[]): Replayed {
  let state = game.setup(config);
  const states: unknown[] = [state];
  const steps: Step[] = [];
  for (const [i, entry] of log.entries()) {
    const out = game.apply(state, entry.seat, entry.action);
    if (!out.ok) throw new Error(`log entry ${i} does not replay: ${out.error.code}: ${out.error.message}`);
    state = out.state;
    states.push(state);
    steps.push({ seat: entry.seat, action: entry.action, events: out.events });
  }
  return { config, states, steps };
}

/** What `seat` must receive as `G` after `k` actions. */
export function expectedView(game: AnyGame, replayed: Replayed, k: number, seat: Seat | null): SeatView {
  const state = replayed.states[k];
  const last = k > 0 ? replayed.steps[k - 1]! : null;
  return {
    seat,
    view: game.view(state, seat),
    events: last ? game.eventsFor(last.events, seat) : [],
    last: last ? { seat: last.seat, action: game.actionFor(last.action, last.seat, seat) } : null,
    legal: seat === null ? [] : game.legalActions(state, seat),
    active: game.activeSeats(state),
    seq: k,
  };
}

/** Names of keys no client may ever receive. */
const SECRET_KEYS = new Set(['rng']);

/**
 * Checks every packet a client received: each state's `G` (and the `initialState`'s) is exactly
 * the seat's expected view at that point, other seats' log entries carry no action, and nothing
 * holds an RNG state or the match's seed. Returns how many states were compared.
 */
export function checkPackets(game: AnyGame, replayed: Replayed, who: SeatClient, seed: string): number {
  const cache = new Map<number, string>();
  const expected = (k: number): string => {
    let text = cache.get(k);
    if (text === undefined) cache.set(k, (text = canonical(expectedView(game, replayed, k, who.seat))));
    return text;
  };
  const own = who.seat === null ? null : String(who.seat);
  const checkState = (state: State, where: string): void => {
    const G = state.G as SeatView;
    if (typeof G?.seq !== 'number' || G.seq < 0 || G.seq >= replayed.states.length) throw new Error(`${who.label}: ${where}: G is not a seat view: ${JSON.stringify(G).slice(0, 200)}`);
    if (canonical(G) !== expected(G.seq)) {
      throw new Error(`${who.label}: ${where}: G after ${G.seq} actions is not the seat's view: got ${canonical(G).slice(0, 300)}, expected ${expected(G.seq).slice(0, 300)}`);
    }
  };
  const checkLog = (log: LogEntry[] | undefined, where: string): void => {
    for (const entry of log ?? []) {
      const payload = entry.action.payload as { playerID?: string; args?: unknown };
      if (payload.playerID !== own && payload.args !== null) throw new Error(`${who.label}: ${where}: seat ${payload.playerID}'s log entry shows its action: ${JSON.stringify(payload.args)}`);
    }
  };
  let compared = 0;
  for (const [i, { event, args }] of who.packets.entries()) {
    const where = `packet ${i} (${event})`;
    const text = JSON.stringify(args);
    if (text.includes(seed)) throw new Error(`${who.label}: ${where} holds the match's seed`);
    const secret = findKey(args, SECRET_KEYS);
    if (secret) throw new Error(`${who.label}: ${where} holds ${secret}`);
    if (event === 'sync') {
      const info = args[1] as { state: State; initialState: State; log?: LogEntry[] };
      checkState(info.state, `${where} state`);
      checkState(info.initialState, `${where} initialState`);
      if ((info.initialState.G as SeatView).seq !== 0) throw new Error(`${who.label}: ${where}: initialState is not the state at setup`);
      checkLog(info.log, where);
      compared += 2;
    } else if (event === 'update') {
      checkState(args[1] as State, where);
      checkLog(args[2] as LogEntry[] | undefined, where);
      compared++;
    } else if (event !== 'matchData' && event !== REJECTION_EVENT) {
      throw new Error(`${who.label}: ${where}: unexpected event`);
    }
  }
  return compared;
}

/** The server's record of a match: boardgame.io's state (with `G`, the secret one), log and metadata. */
export async function serverRecord(db: unknown, matchID: string): Promise<{ state: State<TabulaG<any>>; log: LogEntry[]; metadata: { gameover?: unknown } }> {
  const out = await (db as { fetch(id: string, o: object): unknown }).fetch(matchID, { state: true, log: true, metadata: true });
  return out as { state: State<TabulaG<any>>; log: LogEntry[]; metadata: { gameover?: unknown } };
}

/** Throws, saying what to install, when a package the tests need cannot be loaded. */
export function requirePackage<T>(name: string, why: string): T {
  const load = createRequire(import.meta.url);
  try {
    return load(name) as T;
  } catch (err) {
    throw new Error(`install ${name} (npm install -D -w packages/boardgameio ${name}): ${why}. Loading it failed: ${(err as Error).message.split('\n')[0]}`);
  }
}

export { toBoardgameIO };

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const FIXTURE = fileURLToPath(new URL('./fixtures/server-process.ts', import.meta.url));

/** One server process (test/fixtures/server-process.ts, with `env` as it reads it): its URL, port and process. */
export async function startServerProcess(env: Record<string, string>): Promise<{ url: string; port: number; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', FIXTURE], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const line = await lineFrom(child, (l) => l.startsWith('{"port":'), 'a server process', 60_000);
  const { port } = JSON.parse(line) as { port: number };
  return { url: `http://127.0.0.1:${port}`, port, child };
}

