/**
 * Load on Colyseus (not a test): `npx tsx packages/colyseus/bench/load.ts` from the repository's
 * root (the packages' sources, through the root tsconfig's paths).
 *
 * Tic-tac-toe written natively for Colyseus ("native": a room holding the board, a `mark` message,
 * the board broadcast after each move) against the Tabula tic-tac-toe of `npm run bench` through
 * `tabulaRoom` ("adapter": per-client state messages, each action read by `game.parse`, stored in
 * the in-memory storage before it is played), each in a Colyseus server process of its own on
 * Node 22+ (the binary `npm test`'s pretest fetches on an older Node), on 127.0.0.1; Atlandice (3
 * players) through the adapter beside them. The load is N matches at once, one `@colyseus/sdk`
 * client per seat in this process; the active seat of each match plays a seeded random legal action
 * as soon as every client of the match has the state; a finished match is replaced by a new one.
 * Native and adapter run twice per N, in the order native, adapter, Atlandice, adapter, native; each
 * figure is the mean of its two runs. Prints actions per second and the latency of an action (sent
 * by a client until every client of the match has the new state): p50, p99. The adapter's rooms
 * lift the per-client message budget (bots here play as fast as the server answers; the budget is
 * a policy, not a cost).
 *
 * Sizes: COLYSEUS_LOAD_SIZES (default 8,32,128 matches), COLYSEUS_LOAD_SECONDS (each run, default 6).
 * Then, for comparison, the boardgame.io adapter's table from the same run (its load bench's part 2
 * with the same sizes and seconds); COLYSEUS_LOAD_BGIO=0 leaves it out.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { Client, type Room as SdkRoom } from '@colyseus/sdk';
import { nodeBinary } from '../../../scripts/lib/node-binary.mjs';

const SIZES = (process.env.COLYSEUS_LOAD_SIZES ?? '8,32,128').split(',').map(Number);
const SECONDS = Number(process.env.COLYSEUS_LOAD_SECONDS ?? 6);
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

type Kind = 'native' | 'adapter' | 'atlandice';

const LINES = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]] as const;

/** The server process: prints its port, serves until killed. */
async function serve(kind: Kind): Promise<void> {
  const { Room, Server } = await import('@colyseus/core');
  const { tabulaRoom, tabulaTransport } = await import('@tabula/colyseus');
  const limits = { messagesPerSecond: 1e9, burst: 1e9, maxFramesPerSecond: 1e9 };
  const server = new Server({ transport: tabulaTransport(limits), greet: false, gracefullyShutdown: false });

  /** Tic-tac-toe written for Colyseus: the board in the room, one message per move, the board broadcast. */
  class NativeTicTacToe extends Room {
    cells: (number | null)[] = Array<number | null>(9).fill(null);
    current = 0;
    seq = 0;
    over = false;
    seats = new Map<string, number>();
    override maxClients = 2;
    override onCreate(): void {
      this.patchRate = null;
      this.onMessage('mark', (client, cell: unknown) => {
        const seat = this.seats.get(client.sessionId);
        if (this.over || seat !== this.current || typeof cell !== 'number' || !Number.isInteger(cell) || cell < 0 || cell > 8 || this.cells[cell] !== null) {
          client.send('refused', { cell });
          return;
        }
        this.cells[cell] = seat;
        this.current = 1 - seat;
        this.seq++;
        const won = LINES.some(([a, b, c]) => this.cells[a] !== null && this.cells[a] === this.cells[b] && this.cells[a] === this.cells[c]);
        this.over = won || this.cells.every((c) => c !== null);
        this.broadcast('state', this.board());
      });
    }
    board() {
      return { cells: this.cells, current: this.current, seq: this.seq, over: this.over };
    }
    override onJoin(client: { sessionId: string; send(type: string, message: unknown): void }): void {
      this.seats.set(client.sessionId, this.seats.size);
      client.send('state', this.board());
    }
  }

  if (kind === 'native') server.define('tictactoe', NativeTicTacToe);
  else if (kind === 'adapter') server.define('tictactoe', tabulaRoom((await import('../../../scripts/bench/tictactoe')).tictactoe, { limits })).filterBy(['match']);
  else server.define('atlandice', tabulaRoom((await import('@tabula/atlandice')).atlandice, { limits })).filterBy(['match']);
  await server.listen(Number(process.env.PORT), '127.0.0.1');
  process.stdout.write(`listening ${process.env.PORT}\n`);
}

/** A seeded random number in [0, 1). */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** What a client of the bench knows of its match: the last state's seq, and how to play from it. */
interface Seat {
  room: SdkRoom;
  seq: number;
  /** The seat's move now, if it is to move: the message to send. */
  move?: (random: () => number) => [string, unknown] | undefined;
}

/** One match at a time on one slot: opened, played to the end, replaced, until `stopAt`. */
async function slot(kind: Kind, url: string, stopAt: number, seed: number, latencies: number[]): Promise<number> {
  const random = rng(seed);
  let actions = 0;
  const name = kind === 'atlandice' ? 'atlandice' : 'tictactoe';
  const players = kind === 'atlandice' ? 3 : 2;
  while (performance.now() < stopAt) {
    const seats: Seat[] = [];
    let wake: (() => void) | undefined;
    const listen = (room: SdkRoom): Seat => {
      const seat: Seat = { room, seq: -1 };
      if (kind === 'native') {
        let mine = -1;
        room.onMessage('state', (s: { cells: (number | null)[]; current: number; seq: number; over: boolean }) => {
          if (mine < 0) mine = seats.indexOf(seat);
          seat.seq = s.seq;
          seat.move = s.over || s.current !== mine ? undefined : (r) => {
            const free = s.cells.flatMap((c, i) => (c === null ? [i] : []));
            return ['mark', free[Math.floor(r() * free.length)]];
          };
          (seat as Seat & { over?: boolean }).over = s.over;
          wake?.();
        });
      } else {
        room.onMessage('tabula:state', (s: { seq: number; seat: number; active: number[]; legal: unknown[]; over: boolean }) => {
          seat.seq = s.seq;
          seat.move = s.over || Math.min(...s.active) !== s.seat || s.legal.length === 0 ? undefined : (r) => ['act', { action: s.legal[Math.floor(r() * s.legal.length)], seq: s.seq }];
          (seat as Seat & { over?: boolean }).over = s.over;
          wake?.();
        });
      }
      room.onMessage('*', () => undefined);
      seats.push(seat);
      return seat;
    };
    const first = kind === 'native' ? await new Client(url).create(name) : await new Client(url).create(name, { players, seat: 0 });
    listen(first);
    const match = await new Promise<string>((resolve) => {
      if (kind === 'native') resolve(first.roomId);
      else first.onMessage('tabula:state', (s: { match: string }) => resolve(s.match));
    });
    for (let seat = 1; seat < players; seat++) listen(kind === 'native' ? await new Client(url).joinById(match) : await new Client(url).joinOrCreate(name, { match, seat }));
    const all = (seq: number) => seats.every((s) => s.seq >= seq);
    const until = (check: () => boolean) => new Promise<void>((resolve) => {
      const test = () => {
        if (check()) {
          wake = undefined;
          resolve();
        }
      };
      wake = test;
      test();
    });
    let seq = 0;
    for (;;) {
      await until(() => all(seq));
      if ((seats[0] as Seat & { over?: boolean }).over || performance.now() >= stopAt) break;
      const actor = seats.find((s) => s.move !== undefined);
      const move = actor?.move?.(random);
      if (!actor || !move) throw new Error(`${kind}: no seat to move at ${seq}`);
      const sent = performance.now();
      actor.room.send(move[0], move[1]);
      await until(() => all(seq + 1));
      latencies.push(performance.now() - sent);
      actions++;
      seq++;
    }
    for (const s of seats) await s.room.leave().catch(() => undefined);
  }
  return actions;
}

/** One run: `n` matches at once for SECONDS; actions per second and latencies. */
async function run(kind: Kind, url: string, n: number): Promise<{ rate: number; p50: number; p99: number }> {
  const latencies: number[] = [];
  const started = performance.now();
  const stopAt = started + SECONDS * 1000;
  const counts = await Promise.all(Array.from({ length: n }, (_, i) => slot(kind, url, stopAt, 1000 + i, latencies)));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return { rate: counts.reduce((a, b) => a + b, 0) / seconds, p50: at(0.5), p99: at(0.99) };
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the server process of `kind` on Node 22+. */
async function start(kind: Kind): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(nodeBinary(22), ['--import', 'tsx', fileURLToPath(import.meta.url), '--serve', kind], { cwd: ROOT, env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the ${kind} server exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, child };
}

async function main(): Promise<void> {
  const servers = { native: await start('native'), adapter: await start('adapter'), atlandice: await start('atlandice') };
  try {
    console.log(`\n# Colyseus: tic-tac-toe native against the adapter, Atlandice through the adapter (${SECONDS} s per run; native and adapter: mean of 2 runs)\n`);
    console.log('| matches | native actions/s | adapter actions/s | adapter / native | native p50 / p99 ms | adapter p50 / p99 ms | Atlandice actions/s | Atlandice p50 / p99 ms |');
    console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const n of SIZES) {
      const results: Record<Kind, { rate: number; p50: number; p99: number }[]> = { native: [], adapter: [], atlandice: [] };
      for (const kind of ['native', 'adapter', 'atlandice', 'adapter', 'native'] as Kind[]) results[kind].push(await run(kind, servers[kind].url, n));
      const mean = (rs: { rate: number; p50: number; p99: number }[]) => ({
        rate: rs.reduce((a, r) => a + r.rate, 0) / rs.length,
        p50: rs.reduce((a, r) => a + r.p50, 0) / rs.length,
        p99: rs.reduce((a, r) => a + r.p99, 0) / rs.length,
      });
      const [nat, ad, atl] = [mean(results.native), mean(results.adapter), mean(results.atlandice)];
      const f = (x: number) => x.toFixed(1);
      console.log(`| ${n} | ${nat.rate.toFixed(0)} | ${ad.rate.toFixed(0)} | ${((ad.rate / nat.rate) * 100).toFixed(0)}% | ${f(nat.p50)} / ${f(nat.p99)} | ${f(ad.p50)} / ${f(ad.p99)} | ${atl.rate.toFixed(0)} | ${f(atl.p50)} / ${f(atl.p99)} |`);
    }
  } finally {
    for (const { child } of Object.values(servers)) child.kill('SIGKILL');
  }
  if (process.env.COLYSEUS_LOAD_BGIO !== '0') boardgameIOBeside();
  process.exit(0);
}

/**
 * The boardgame.io adapter's table from the same run, for comparison: its load bench (part 2, the
 * same sizes and seconds) right after this one, on the same machine.
 */
function boardgameIOBeside(): void {
  console.log('\n# boardgame.io in the same run (packages/boardgameio/bench/load.ts, part 2)');
  const out = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'packages/boardgameio/bench/load.ts')], {
    cwd: ROOT,
    env: { ...process.env, BGIO_LOAD_PARTS: '2', BGIO_LOAD_SIZES: SIZES.join(','), BGIO_LOAD_SECONDS: String(SECONDS) },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  process.stdout.write(out.stdout.split('\n').filter((line) => line.startsWith('|')).join('\n') + '\n');
  if (out.status !== 0) throw new Error(`the boardgame.io bench exited with ${out.status}`);
}

const serving = process.argv.indexOf('--serve');
if (serving >= 0) await serve(process.argv[serving + 1] as Kind);
else await main();
