/**
 * The test harness: Colyseus servers (test/fixtures/server.ts) as child processes on Node 22+
 * (Colyseus 0.18 needs it; on an older Node, the binary the pretest fetched into .tmp/node/22), on
 * 127.0.0.1; `@colyseus/sdk` clients in this process that record every frame their socket
 * receives; a seeded driver that plays a match to its end; and the checks of what each client received.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Client, Room as SdkRoom } from '@colyseus/sdk';
import { randomBot, type Bot, type Game, type Seat, type SetupConfig } from '@tabula/core';
import { canonical, findKey } from '@tabula/core/testing';
import { nodeBinary } from '../../../scripts/lib/node-binary.mjs';
import { ACT, REJECTION, STATE, type RejectionNotice, type StateMessage } from '../src/index';
import { end, freePort, lineFrom, startRedis, waitFor } from '../../../test-support/processes';
export { end, freePort, lineFrom, startRedis, waitFor };

/** A Tabula game of any type. */
export type AnyGame = Game<any, any, any, any, any, any>;

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const FIXTURE = fileURLToPath(new URL('./fixtures/server.ts', import.meta.url));

// Every frame a client's socket receives, recorded on its room before the SDK reads it.
const proto = SdkRoom.prototype as unknown as { onMessageCallback(event: { data: ArrayBuffer }): void; __recorded?: true };
if (!proto.__recorded) {
  const original = proto.onMessageCallback;
  proto.onMessageCallback = function (this: { __frames?: Uint8Array[] }, event) {
    (this.__frames ??= []).push(new Uint8Array(event.data.slice(0)));
    return original.call(this, event);
  };
  proto.__recorded = true;
}

/** A Colyseus server process. */
export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** What it wrote to stderr so far. */
  stderr(): string;
}

/** Starts test/fixtures/server.ts on Node 22+ (its `env` as the fixture reads it) on a free port unless given. */
export async function startServer(env: Record<string, string> = {}): Promise<ServerProcess> {
  const node = nodeBinary(22);
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = spawn(node, ['--expose-gc', '--import', 'tsx', FIXTURE], { cwd: ROOT, env: { ...process.env, ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => void (stderr += chunk.toString()));
  await lineFrom(child, (l) => l.startsWith('{"port":'), 'a Colyseus server process', 60_000);
  return { url: `http://127.0.0.1:${port}`, port, child, stderr: () => stderr };
}

/** Runs a TypeScript file (an example) on Node 22+ with `env`, until it prints a line starting with `listening`. */
export async function startScript(file: string, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(nodeBinary(22), ['--import', 'tsx', file], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  await lineFrom(child, (l) => l.startsWith('listening'), file, 60_000);
  return child;
}

/** What a server process says of itself (test/fixtures/server.ts's GET /test/probe). */
export interface Probe {
  names: string[];
  inherited: unknown[];
  heap: number;
  rooms: number;
  address: string;
}

/** Asks a server process about its Object.prototype, heap (after a collection) and rooms. */
export async function probe(server: ServerProcess): Promise<Probe> {
  const response = await fetch(`${server.url}/test/probe`);
  if (!response.ok) throw new Error(`the probe answered ${response.status}`);
  return (await response.json()) as Probe;
}

/** An SDK client in one seat (or a spectator), recording every frame and message it receives. */
export class Player {
  /** Every state message received, in order. */
  readonly states: StateMessage[] = [];
  /** Every refusal received. */
  readonly rejections: RejectionNotice[] = [];
  /** Every message received (type and payload), in order. */
  readonly messages: { type: string | number; payload: unknown }[] = [];
  /** Frames of the rooms this player had before a reconnection. */
  private readonly earlier: Uint8Array[] = [];
  left: number | undefined;

  private constructor(public room: SdkRoom) {
    this.listen();
  }

  private listen(): void {
    this.room.onMessage('*', (type: string | number, payload: unknown) => {
      this.messages.push({ type, payload });
      if (type === STATE) this.states.push(payload as StateMessage);
      else if (type === REJECTION) this.rejections.push(payload as RejectionNotice);
    });
    this.room.onLeave((code: number) => void (this.left = code));
  }

  /** Creates a new match of `name` and takes a seat in it. */
  static async create(url: string, name: string, options: Record<string, unknown> = {}): Promise<Player> {
    return new Player(await new Client(url).create(name, options));
  }

  /** Joins the match `match` of `name` (its room, or the room made again from the storage). */
  static async join(url: string, name: string, options: Record<string, unknown>): Promise<Player> {
    return new Player(await new Client(url).joinOrCreate(name, options));
  }

  /** Takes the room of a reconnection (`client.reconnect`): the frames so far are kept. */
  adopt(room: SdkRoom): void {
    this.earlier.push(...this.frames);
    this.room = room;
    this.listen();
  }

  /** Every frame received, over every connection. */
  get frames(): Uint8Array[] {
    return [...this.earlier, ...((this.room as unknown as { __frames?: Uint8Array[] }).__frames ?? [])];
  }

  /** The last state received. */
  get last(): StateMessage | undefined {
    return this.states.at(-1);
  }

  get seat(): Seat | null {
    return this.states[0]?.seat ?? null;
  }

  get match(): string {
    return this.states[0]!.match;
  }

  get label(): string {
    return this.seat === null ? 'the spectator' : `seat ${this.seat}`;
  }

  /** Resolves once a state at `seq` (or later) arrived. */
  at(seq: number, ms?: number): Promise<StateMessage> {
    return waitFor(() => {
      const last = this.last;
      return last && last.seq >= seq ? last : undefined;
    }, `${this.label} to reach ${seq} (at ${this.last?.seq ?? 'none'})`, ms);
  }

  /** Sends an action (`seq`: the state it was chosen on). */
  act(action: unknown, seq?: number): void {
    this.room.send(ACT, seq === undefined ? { action } : { action, seq });
  }

  async leave(): Promise<void> {
    await this.room.leave(true).catch(() => undefined);
  }
}

/** A seeded bot per seat. */
export function bots(players: number, seed: string): Bot<unknown, unknown>[] {
  return Array.from({ length: players }, (_, seat) => randomBot(`${seed}-${seat}`));
}

/**
 * Plays from `from`: each time every player is at the same state, the lowest active seat plays its
 * bot's choice among its own state's legal actions. Stops when over, or after `steps` actions;
 * returns the seq reached, once every player is there.
 */
export async function drive(players: readonly Player[], choose: readonly Bot<unknown, unknown>[], from: number, steps = Infinity): Promise<number> {
  let seq = from;
  let played = 0;
  while (played < steps) {
    await Promise.all(players.map((p) => p.at(seq)));
    const now = players[0]!.last!;
    if (now.over) break;
    const seat = Math.min(...now.active);
    const actor = players.find((p) => p.seat === seat);
    if (!actor) throw new Error(`state ${seq}: no player of the active seat ${seat}`);
    const mine = actor.last!;
    actor.act(await choose[seat]!(mine.view, seat, mine.legal), seq);
    seq++;
    played++;
  }
  await Promise.all(players.map((p) => p.at(seq)));
  return seq;
}

/** One step of a replayed match. */
export interface Replayed {
  states: unknown[];
  steps: { seat: Seat; action: unknown; events: unknown[] }[];
}

/** Replays a match's log step by step from its config. */
export function replaySteps(game: AnyGame, config: SetupConfig<unknown>, log: readonly { seat: Seat; action: unknown }[]): Replayed {
  let state = game.setup(config);
  const states: unknown[] = [state];
  const steps: Replayed['steps'] = [];
  for (const [i, entry] of log.entries()) {
    const out = game.apply(state, entry.seat, entry.action);
    if (!out.ok) throw new Error(`log entry ${i} does not replay: ${out.error.code}: ${out.error.message}`);
    state = out.state;
    states.push(state);
    steps.push({ seat: entry.seat, action: entry.action, events: out.events });
  }
  return { states, steps };
}

/** What `seat` must be sent after `k` actions (the fields that depend on the game). */
export function expectedState(game: AnyGame, replayed: Replayed, k: number, seat: Seat | null): Record<string, unknown> {
  const state = replayed.states[k];
  const last = k > 0 ? replayed.steps[k - 1]! : null;
  const result = game.result(state);
  return {
    seq: k,
    seat,
    view: game.view(state, seat),
    legal: seat === null ? [] : game.legalActions(state, seat),
    active: game.activeSeats(state),
    events: last ? game.eventsFor(last.events, seat) : [],
    last: last ? { seat: last.seat, action: game.actionFor(last.action, last.seat, seat) } : null,
    over: game.isOver(state),
    result: result ?? null,
  };
}

const SECRET_KEYS = new Set(['rng']);

/**
 * Checks everything a player received: no frame holds the match's seed (nor any RNG state), every
 * message is a state or a refusal, each state is exactly the seat's expected state at its seq, and
 * the log sent on joining is the log as the seat may see it. Returns how many states were compared.
 */
export function checkReceived(game: AnyGame, replayed: Replayed, who: Player, seed: string, opts: { eventsMayBeEmpty?: boolean } = {}): number {
  const seedBytes = Buffer.from(seed);
  for (const [i, frame] of who.frames.entries()) {
    if (Buffer.from(frame).includes(seedBytes)) throw new Error(`${who.label}: frame ${i} holds the match's seed`);
  }
  const cache = new Map<number, string>();
  const expected = (k: number): string => {
    let text = cache.get(k);
    if (text === undefined) cache.set(k, (text = canonical(expectedState(game, replayed, k, who.seat))));
    return text;
  };
  let compared = 0;
  for (const [i, { type, payload }] of who.messages.entries()) {
    const where = `message ${i} (${String(type)})`;
    const secret = findKey(payload, SECRET_KEYS);
    if (secret) throw new Error(`${who.label}: ${where} holds ${secret}`);
    if (type === REJECTION) continue;
    if (type !== STATE) throw new Error(`${who.label}: ${where}: unexpected message`);
    const { match: _match, seats: _seats, log, ...state } = payload as StateMessage;
    if (typeof state.seq !== 'number' || state.seq < 0 || state.seq >= replayed.states.length) throw new Error(`${who.label}: ${where}: seq ${state.seq} is not of this match`);
    let want = expected(state.seq);
    if (opts.eventsMayBeEmpty && state.events.length === 0) want = canonical({ ...(JSON.parse(want) as object), events: [] });
    if (canonical(state) !== want) throw new Error(`${who.label}: ${where}: the state after ${state.seq} actions is not the seat's: got ${canonical(state).slice(0, 400)}, expected ${want.slice(0, 400)}`);
    if (log !== undefined) {
      const seen = replayed.steps.slice(0, state.seq).map((s) => ({ seat: s.seat, action: game.actionFor(s.action, s.seat, who.seat) }));
      if (canonical(log) !== canonical(seen)) throw new Error(`${who.label}: ${where}: the log is not the seat's`);
    }
    compared++;
  }
  return compared;
}
