/**
 * Load on boardgame.io's server (not a test): `npx tsx packages/boardgameio/bench/load.ts` from the
 * repository's root. Part 1 runs the packages' sources (through the root tsconfig's paths); the
 * servers of part 2 run the built packages, as an application installs them (`npm run build`
 * first: the bench stops if a package's build is missing or older than its sources).
 *
 * 1. The adapter's cost per action against Tabula's `apply`, in CPU time, in this process: a
 *    seeded game of each title replayed by `apply`, then through boardgame.io's reducer with
 *    `toBoardgameIO`'s move (with boardgame.io's serializability check, as when NODE_ENV is not
 *    `production`, and without), and each seat's `playerView`.
 * 2. The adapter against the same rules written natively for boardgame.io: tic-tac-toe as a
 *    boardgame.io game on boardgame.io's own `Server` and `SocketIO` ("native"), and the Tabula
 *    tic-tac-toe through `toBoardgameIO` on `TabulaServer` ("adapter"), each in a server process of
 *    its own with in-memory storage; the load is N matches at once over socket.io on 127.0.0.1, one
 *    boardgame.io client per seat (joined through the lobby) in this process; the active seat of
 *    each match plays a seeded random legal action as soon as every client has the state; a
 *    finished match is replaced by a new one. Atlandice (3 players) through the adapter beside
 *    them. Native and adapter run twice per N, in the order native, adapter, Atlandice, adapter,
 *    native; each figure is the mean of its two runs. Prints actions per second and the latency of
 *    an action (sent by a client until every client of the match has the new state): p50, p99.
 *    The adapter's server lifts its per-connection message budget (bots here play as fast as the
 *    server answers; the budget is a policy, not a cost).
 *
 * Sizes: BGIO_LOAD_SIZES (default 8,32,128 matches), BGIO_LOAD_SECONDS (each run, default 8), BGIO_LOAD_RUNS,
 * BGIO_LOAD_ACTIONS (actions per title in part 1, default 300); BGIO_LOAD_PARTS (default 1,2);
 * BGIO_LOAD_PROFILE (a folder: each server process writes its CPU profile there).
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { Server, SocketIO as BgioSocketIO } from 'boardgame.io/server';
import { Client, LobbyClient } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { CreateGameReducer, InitializeGame, ProcessGameConfig } from 'boardgame.io/internal';
import type { State } from 'boardgame.io';
import { randomPlayout, type Game } from '@tabula/core';
import { atlandice } from '@tabula/atlandice';
import { survive } from '@tabula/survive';
import { akrotiri } from '@tabula/akrotiri';
import { clockworkEmpire } from '@tabula/clockwork-empire';
import { MOVE, toBoardgameIO, viewOf, type TabulaG } from '@tabula/boardgameio';
import { TabulaServer } from '@tabula/boardgameio/server';
import { nativeTictactoe, tictactoe } from '../../../scripts/bench/tictactoe';

const TITLES: Record<string, { game: Game<any, any, any, any, any, any>; players: number }> = {
  atlandice: { game: atlandice, players: 3 },
  survive: { game: survive, players: 4 },
  akrotiri: { game: akrotiri, players: 2 },
  'clockwork-empire': { game: clockworkEmpire, players: 3 },
};
const SIZES = (process.env.BGIO_LOAD_SIZES ?? '8,32,128').split(',').map(Number);
const SECONDS = Number(process.env.BGIO_LOAD_SECONDS ?? 8);
const ACTIONS = Number(process.env.BGIO_LOAD_ACTIONS ?? 300);
const PARTS = (process.env.BGIO_LOAD_PARTS ?? '1,2').split(',');
const RUNS = Number(process.env.BGIO_LOAD_RUNS ?? 2);
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Stops the bench unless every package's build is there and newer than its sources (part 2's servers run the builds). */
function checkBuilds(): void {
  const newest = (dir: string): number => {
    let out = 0;
    for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
      if (entry.isFile()) out = Math.max(out, statSync(join(entry.parentPath, entry.name)).mtimeMs);
    }
    return out;
  };
  for (const name of readdirSync(join(ROOT, 'packages'))) {
    const src = join(ROOT, 'packages', name, 'src');
    const dist = join(ROOT, 'packages', name, 'dist');
    if (!existsSync(src) || !existsSync(join(ROOT, 'packages', name, 'tsup.config.ts'))) continue;
    if (!existsSync(dist) || newest(dist) < newest(src)) {
      console.error(`packages/${name}: its build is missing or older than its sources; run \`npm run build\` first (the servers run the built packages)`);
      process.exit(1);
    }
  }
}

/**
 * CPU microseconds per call (this process's user and system time, which other work on the machine
 * slows less than it does the clock), `run` making `count` calls: after a warm-up of a quarter
 * second, `run` is repeated for at least a quarter second, three times; the best of the three.
 */
function perCall(count: number, run: () => void): number {
  const batch = (ms: number): number => {
    let runs = 0;
    const start = performance.now();
    const cpu = process.cpuUsage();
    do {
      run();
      runs++;
    } while (performance.now() - start < ms);
    const used = process.cpuUsage(cpu);
    return (used.user + used.system) / (runs * count);
  };
  batch(250);
  return Math.min(batch(250), batch(250), batch(250));
}

/** Part 1: the adapter against `apply`, per action, for each title. */
function overhead(): void {
  console.log(`\n# adapter cost per action, the first ${ACTIONS} actions of one seeded game per title (CPU µs; best of 3 runs of at least 250 ms, after 250 ms of warm-up)\n`);
  console.log('| title | apply | reducer + adapter | of which adapter and boardgame.io | same, NODE_ENV=production | playerView per seat |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const [name, { game, players }] of Object.entries(TITLES)) {
    const config = { players, seed: `load-${name}` };
    const { log } = randomPlayout(game, config, { seed: `load-pick-${name}`, maxSteps: ACTIONS });
    const apply = perCall(log.length, () => {
      let state = game.setup(config);
      for (const { seat, action } of log) {
        const out = game.apply(state, seat, action);
        if (!out.ok) throw new Error(out.error.message);
        state = out.state;
      }
    });
    const bgio = ProcessGameConfig(toBoardgameIO(game));
    const reducer = CreateGameReducer({ game: bgio });
    const states: State<TabulaG<any>>[] = [];
    const throughReducer = () => {
      let state = InitializeGame({ game: bgio, numPlayers: players, setupData: { seed: config.seed } }) as State<TabulaG<any>>;
      states.length = 0;
      for (const { seat, action } of log) {
        state = reducer(state, { type: 'MAKE_MOVE', payload: { type: MOVE, args: [action], playerID: String(seat) } } as never) as State<TabulaG<any>>;
        states.push(state);
      }
      if (state.G.seq !== log.length) throw new Error(`${name}: the reducer played ${state.G.seq} of ${log.length} actions`);
    };
    const env = process.env.NODE_ENV;
    const dev = perCall(log.length, throughReducer);
    process.env.NODE_ENV = 'production';
    const prod = perCall(log.length, throughReducer);
    if (env === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = env;
    const views = perCall(log.length * players, () => {
      for (const state of states) for (let seat = 0; seat < players; seat++) bgio.playerView!({ G: state.G, ctx: state.ctx, playerID: String(seat) });
    });
    console.log(`| ${name} | ${apply.toFixed(0)} | ${dev.toFixed(0)} | ${(dev - apply).toFixed(0)} | ${(prod - apply).toFixed(0)} | ${views.toFixed(0)} |`);
  }
}

/** The servers of part 2. */
type Kind = 'native' | 'adapter' | 'atlandice';
const SERVED: Record<Kind, { game: () => any; players: number }> = {
  // The move runs on the server only, as the adapter's `act` does (no guess made by the client).
  native: { game: () => ({ ...nativeTictactoe, moves: { clickCell: { move: nativeTictactoe.moves.clickCell, client: false } } }), players: 2 },
  adapter: { game: () => toBoardgameIO(tictactoe), players: 2 },
  atlandice: { game: () => toBoardgameIO(atlandice), players: 3 },
};

/** The server process of part 2: prints its port, serves until killed. */
async function serve(kind: Kind): Promise<void> {
  const game = SERVED[kind].game();
  let port: number;
  let lobbyPort: number;
  if (kind === 'native') {
    // boardgame.io's own SocketIO with koa-compose 4.2 answers 404 on the lobby's routes on the game
    // port (see src/transport.ts), so the lobby runs on a port of its own, as boardgame.io offers.
    lobbyPort = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as { port: number };
        probe.close(() => resolve(free));
      });
    });
    const server = Server({ games: [game], transport: new BgioSocketIO(), origins: [] });
    const { appServer } = await server.run({ port: 0, lobbyConfig: { apiPort: lobbyPort } });
    port = (appServer.address() as { port: number }).port;
  } else {
    const server = TabulaServer({ games: [game], origins: [], limits: { messagesPerSecond: 1e9, burst: 1e9, maxQueued: 1e9 } });
    const { appServer } = await server.run({ port: 0, host: '127.0.0.1' });
    port = lobbyPort = (appServer.address() as { port: number }).port;
  }
  const profiling = process.env.BGIO_LOAD_PROFILE ? await startProfile() : undefined;
  const cpuAtStart = process.cpuUsage();
  process.stdout.write(`${JSON.stringify({ port, lobbyPort })}\n`);
  process.on('SIGTERM', () => {
    void (async () => {
      const { user, system } = process.cpuUsage(cpuAtStart);
      if (profiling) await profiling(join(process.env.BGIO_LOAD_PROFILE!, `${kind}-${Date.now()}.cpuprofile`));
      process.stdout.write(`${JSON.stringify({ cpuSeconds: (user + system) / 1e6 })}\n`);
      process.exit(0);
    })();
  });
}

/** Starts V8's CPU profiler in this process; the function returned stops it and writes the profile. */
async function startProfile(): Promise<(file: string) => Promise<void>> {
  const { Session } = await import('node:inspector');
  const { writeFileSync } = await import('node:fs');
  const session = new Session();
  session.connect();
  const post = (method: string, params?: object) => new Promise<any>((resolve, reject) => session.post(method, params ?? {}, (err, out) => (err ? reject(err) : resolve(out))));
  await post('Profiler.enable');
  await post('Profiler.start');
  return async (file) => {
    const { profile } = await post('Profiler.stop');
    writeFileSync(file, JSON.stringify(profile));
  };
}

/** The `q` quantile of sorted numbers. */
const quantile = (sorted: number[], q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

/** A seeded choice in [0, n). */
function chooser(seed: number): (n: number) => number {
  let x = seed >>> 0 || 1;
  return (n) => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) % n;
  };
}

/** One run of part 2: `matches` matches at once on a fresh server of `kind` for SECONDS. */
async function run(kind: Kind, matches: number): Promise<Figures> {
  // The servers run as in production (boardgame.io then skips its serializability check of every state).
  // The built packages: `scripts/tsconfig.bench.json` has no paths, so `@tabula/*` resolve as installed.
  const env = { ...process.env, NODE_ENV: 'production', TSX_TSCONFIG_PATH: join(ROOT, 'scripts/tsconfig.bench.json') };
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--serve', kind], { stdio: ['ignore', 'pipe', 'inherit'], env });
  const { port, lobbyPort } = await new Promise<{ port: number; lobbyPort: number }>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error('the server process did not start within 60 s')), 60_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.startsWith('{"port":'));
      if (line) {
        clearTimeout(timer);
        resolve(JSON.parse(line) as { port: number; lobbyPort: number });
      }
    });
    child.once('exit', (code) => reject(new Error(`the server process exited with ${code}`)));
  });
  const url = `http://127.0.0.1:${port}`;
  const { players } = SERVED[kind];
  const game = SERVED[kind].game();
  const lobby = new LobbyClient({ server: `http://127.0.0.1:${lobbyPort}` });
  const latencies: number[] = [];
  let actions = 0;
  let allActions = 0; // warm-up included, for the server's CPU per action
  let started = 0;
  let measuring = false;
  const deadline = performance.now() + (SECONDS + 1) * 1000;

  /** Plays matches one after another until the time is up. */
  const lane = async (lane: number): Promise<void> => {
    while (performance.now() < deadline) {
      const n = started++;
      const { matchID } = await lobby.createMatch(game.name, { numPlayers: players });
      const joined = [];
      for (let seat = 0; seat < players; seat++) joined.push(await lobby.joinMatch(game.name, matchID, { playerID: String(seat), playerName: `bot ${seat}` }));
      const pick = chooser(lane * 7919 + n);
      const clients = joined.map(({ playerID, playerCredentials }) =>
        Client({ game, matchID, playerID, credentials: playerCredentials, multiplayer: SocketIO({ server: url, socketOpts: { transports: ['websocket'] } }) }),
      );
      await new Promise<void>((resolve) => {
        let sentAt = 0;
        let waitingFor = -1;
        let done = false;
        const step = (): void => {
          if (done) return;
          const states = clients.map((c) => c.getState());
          if (states.some((s) => s === null)) return;
          const id = states[0]!._stateID;
          if (states.some((s) => s!._stateID !== id)) return; // every seat up to date
          if (waitingFor >= 0) {
            if (id < waitingFor) return;
            allActions++;
            if (measuring) {
              latencies.push(performance.now() - sentAt);
              actions++;
            }
            waitingFor = -1;
          }
          if (states[0]!.ctx.gameover !== undefined || performance.now() >= deadline) {
            done = true;
            resolve();
            return;
          }
          waitingFor = id + 1;
          sentAt = performance.now();
          if (kind === 'native') {
            const seat = Number(states[0]!.ctx.currentPlayer);
            const cells = (states[seat]!.G as { cells: (string | null)[] }).cells.flatMap((c, i) => (c === null ? [i] : []));
            (clients[seat]!.moves as Record<string, (cell: number) => void>).clickCell!(cells[pick(cells.length)]!);
          } else {
            const seat = Number(Object.keys(states[0]!.ctx.activePlayers ?? {}).sort((a, b) => Number(a) - Number(b))[0]);
            const { legal } = viewOf(states[seat]);
            (clients[seat]!.moves as Record<string, (a: unknown) => void>).act!(legal[pick(legal.length)]);
          }
        };
        for (const c of clients) {
          c.subscribe(() => queueMicrotask(step));
          c.start();
        }
      });
      for (const c of clients) c.stop();
    }
  };
  // One second of warm-up, then SECONDS measured.
  const clientCpuAtStart = process.cpuUsage();
  const lanes = Promise.all(Array.from({ length: matches }, (_, i) => lane(i)));
  await new Promise((resolve) => setTimeout(resolve, 1000));
  measuring = true;
  const t0 = performance.now();
  await lanes;
  const seconds = (performance.now() - t0) / 1000;
  let serverCpu = NaN;
  child.stdout!.on('data', (chunk: Buffer) => {
    const line = chunk.toString().split('\n').find((l) => l.startsWith('{"cpuSeconds":'));
    if (line) serverCpu = (JSON.parse(line) as { cpuSeconds: number }).cpuSeconds;
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM'); // the server says its CPU time and exits (writing its CPU profile, with BGIO_LOAD_PROFILE)
  const hung = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(hung);
  const clientCpu = process.cpuUsage(clientCpuAtStart);
  if (process.env.BGIO_LOAD_VERBOSE) console.error(`${kind} N=${matches}: server CPU ${serverCpu.toFixed(2)} s (${((serverCpu * 1e6) / allActions).toFixed(0)} µs an action, warm-up included), bench clients' CPU ${((clientCpu.user + clientCpu.system) / 1e6).toFixed(2)} s, ${actions} actions in ${seconds.toFixed(1)} s`);
  latencies.sort((a, b) => a - b);
  return { perSecond: actions / seconds, p50: quantile(latencies, 0.5), p99: quantile(latencies, 0.99), cpuPerAction: (serverCpu * 1e6) / allActions };
}

/** One run's figures: actions per second, latency percentiles (ms) and the server's CPU µs per action. */
interface Figures {
  perSecond: number;
  p50: number;
  p99: number;
  cpuPerAction: number;
}

/** Part 2: the adapter against native boardgame.io, and Atlandice, at each N. */
async function compare(): Promise<void> {
  console.log(`\n# the adapter against native boardgame.io: tic-tac-toe, N matches at once over socket.io on 127.0.0.1 (${SECONDS} s a run after 1 s of warm-up; native and adapter: the mean of ${RUNS} runs each)\n`);
  console.log('| N | native actions/s | adapter actions/s | adapter ÷ native | native p50 / p99 ms | adapter p50 / p99 ms | p99 ÷ native | server CPU µs an action, native / adapter | Atlandice 3p actions/s | Atlandice p50 / p99 ms |');
  console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  const mean = (runs: Figures[]): Figures => {
    const of = (key: keyof Figures) => runs.reduce((sum, r) => sum + r[key], 0) / runs.length;
    return { perSecond: of('perSecond'), p50: of('p50'), p99: of('p99'), cpuPerAction: of('cpuPerAction') };
  };
  for (const n of SIZES) {
    // Native and adapter alternate, each starting half of the pairs; Atlandice runs once, in the middle.
    const natives: Figures[] = [];
    const adapters: Figures[] = [];
    let at: Figures | undefined;
    for (let r = 0; r < RUNS; r++) {
      if (r % 2 === 0) natives.push(await run('native', n));
      adapters.push(await run('adapter', n));
      if (r === Math.floor((RUNS - 1) / 2)) at = await run('atlandice', n);
      if (r % 2 === 1) natives.push(await run('native', n));
    }
    const native = mean(natives);
    const adapter = mean(adapters);
    const f = (x: number) => x.toFixed(1);
    console.log(`| ${n} | ${native.perSecond.toFixed(0)} | ${adapter.perSecond.toFixed(0)} | ${(adapter.perSecond / native.perSecond).toFixed(2)} | ${f(native.p50)} / ${f(native.p99)} | ${f(adapter.p50)} / ${f(adapter.p99)} | ${(adapter.p99 / native.p99).toFixed(2)} | ${native.cpuPerAction.toFixed(0)} / ${adapter.cpuPerAction.toFixed(0)} | ${at!.perSecond.toFixed(0)} | ${f(at!.p50)} / ${f(at!.p99)} |`);
  }
}

const serveAt = process.argv.indexOf('--serve');
if (serveAt >= 0) {
  await serve(process.argv[serveAt + 1] as Kind);
} else {
  const { loadavg, cpus } = await import('node:os');
  console.log(`node ${process.version}, NODE_ENV=${process.env.NODE_ENV ?? '(unset)'}, ${cpus().length} cores, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  if (PARTS.includes('1')) overhead();
  if (PARTS.includes('2')) {
    checkBuilds();
    await compare();
  }
  console.log(`\nload average at the end ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  process.exit(0);
}
