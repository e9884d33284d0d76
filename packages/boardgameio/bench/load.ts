/**
 * Load on boardgame.io's server (not a test): `npx tsx packages/boardgameio/bench/load.ts`.
 *
 * 1. The adapter's cost per action against Tabula's `apply`, in CPU time, in this process: a
 *    seeded game of each title replayed by `apply`, then through boardgame.io's reducer with
 *    `toBoardgameIO`'s move (with boardgame.io's serializability check, as when NODE_ENV is not
 *    `production`, and without), and each seat's `playerView`.
 * 2. N matches at once over socket.io on 127.0.0.1: a server process (`TabulaSocketIO`, in-memory
 *    storage) and, in this process, one boardgame.io client per seat; the lowest active seat of
 *    each match plays a seeded random legal action as soon as its client has the state; a finished
 *    match is replaced by a new one. Prints actions per second and the latency of an action (sent
 *    by a client until that client has the new state): p50, p99, max.
 *
 * Sizes: BGIO_LOAD_MATCHES (default 8), BGIO_LOAD_SECONDS (default 20), BGIO_LOAD_GAME (default
 * atlandice; one of atlandice, survive, akrotiri, clockwork-empire), BGIO_LOAD_ACTIONS (actions
 * per title in part 1, default 300).
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { Server } from 'boardgame.io/server';
import { Client, LobbyClient } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { CreateGameReducer, InitializeGame, ProcessGameConfig } from 'boardgame.io/internal';
import type { State } from 'boardgame.io';
import { randomBot, randomPlayout, type Game } from '@tabula/core';
import { atlandice } from '@tabula/atlandice';
import { survive } from '@tabula/survive';
import { akrotiri } from '@tabula/akrotiri';
import { clockworkEmpire } from '@tabula/clockwork-empire';
import { MOVE, toBoardgameIO, viewOf, type TabulaG } from '../src/index';
import { TabulaSocketIO } from '../src/server';

const TITLES: Record<string, { game: Game<any, any, any, any, any, any>; players: number }> = {
  atlandice: { game: atlandice, players: 3 },
  survive: { game: survive, players: 4 },
  akrotiri: { game: akrotiri, players: 2 },
  'clockwork-empire': { game: clockworkEmpire, players: 3 },
};
const MATCHES = Number(process.env.BGIO_LOAD_MATCHES ?? 8);
const SECONDS = Number(process.env.BGIO_LOAD_SECONDS ?? 20);
const ACTIONS = Number(process.env.BGIO_LOAD_ACTIONS ?? 300);
const NAME = process.env.BGIO_LOAD_GAME ?? 'atlandice';
const title = TITLES[NAME];
if (!title) throw new Error(`BGIO_LOAD_GAME: one of ${Object.keys(TITLES).join(', ')}`);

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

/** The server process of part 2: prints its port, serves until killed. */
async function serve(): Promise<void> {
  const server = Server({ games: [toBoardgameIO(title!.game)], transport: TabulaSocketIO(), origins: [] });
  const { appServer } = await server.run({ port: 0 });
  process.stdout.write(`${JSON.stringify({ port: (appServer.address() as { port: number }).port })}\n`);
}

/** The `q` quantile of sorted numbers. */
const quantile = (sorted: number[], q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

/** Part 2: N matches at once over socket.io. */
async function load(): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--serve'], { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env } });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error('the server process did not start within 60 s')), 60_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.startsWith('{"port":'));
      if (line) {
        clearTimeout(timer);
        resolve((JSON.parse(line) as { port: number }).port);
      }
    });
    child.once('exit', (code) => reject(new Error(`the server process exited with ${code}`)));
  });
  const url = `http://127.0.0.1:${port}`;
  const { game, players } = title!;
  const bgio = toBoardgameIO(game);
  const lobby = new LobbyClient({ server: url });
  const latencies: number[] = [];
  let actions = 0;
  let finished = 0;
  const deadline = performance.now() + SECONDS * 1000;
  let started = 0;

  /** Plays matches one after another until the time is up. */
  const lane = async (lane: number): Promise<void> => {
    while (performance.now() < deadline) {
      const n = started++;
      const { matchID } = await lobby.createMatch(bgio.name!, { numPlayers: players, setupData: { seed: `load-${lane}-${n}` } });
      const bots = Array.from({ length: players }, (_, seat) => randomBot<unknown>(`load-${n}-${seat}`));
      const clients = Array.from({ length: players }, (_, seat) =>
        Client({ game: bgio, matchID, playerID: String(seat), multiplayer: SocketIO({ server: url, socketOpts: { transports: ['websocket'] } }) }),
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
            latencies.push(performance.now() - sentAt);
            actions++;
            waitingFor = -1;
          }
          if (states[0]!.ctx.gameover !== undefined || performance.now() >= deadline) {
            done = true;
            if (states[0]!.ctx.gameover !== undefined) finished++;
            resolve();
            return;
          }
          const seat = Number(Object.keys(states[0]!.ctx.activePlayers ?? {}).sort((a, b) => Number(a) - Number(b))[0]);
          const mine = viewOf(states[seat]);
          const choice = bots[seat]!(mine.view, seat, mine.legal) as unknown;
          waitingFor = id + 1;
          sentAt = performance.now();
          clients[seat]!.moves.act!(choice);
        };
        for (const c of clients) {
          c.subscribe(() => queueMicrotask(step));
          c.start();
        }
      });
      for (const c of clients) c.stop();
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: MATCHES }, (_, i) => lane(i)));
  const seconds = (performance.now() - t0) / 1000;
  child.kill('SIGTERM');
  latencies.sort((a, b) => a - b);
  console.log(`\n# ${MATCHES} concurrent ${NAME} matches (${players} players) over socket.io on 127.0.0.1, ${seconds.toFixed(1)} s\n`);
  console.log(`matches started ${started}, finished ${finished}; actions ${actions}`);
  console.log(`actions per second: ${(actions / seconds).toFixed(0)}`);
  console.log(`latency (ms): p50 ${quantile(latencies, 0.5).toFixed(2)}, p99 ${quantile(latencies, 0.99).toFixed(2)}, max ${(latencies.at(-1) ?? NaN).toFixed(2)}`);
}

if (process.argv.includes('--serve')) {
  await serve();
} else {
  const { loadavg, cpus } = await import('node:os');
  console.log(`node ${process.version}, NODE_ENV=${process.env.NODE_ENV ?? '(unset)'}, ${cpus().length} cores, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  overhead();
  await load();
  process.exit(0);
}
