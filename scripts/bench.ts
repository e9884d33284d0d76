/**
 * `npm run bench`: random complete games per title and player count, through the public `apply`
 * and through the simulator; µs per `legalActions`; serialized state size; heap after many games;
 * each against the targets of issue #7. Prints a table and writes docs/benchmarks.md. `npm run
 * bench` builds first and runs this with `scripts/tsconfig.bench.json`, which has no paths: the
 * games are the built `dist`, as installed.
 *
 * Each title is measured in a process of its own (this script runs itself once per title with
 * `BENCH_TITLE` set), so that no title's figures depend on which titles ran before it: in one
 * process, core's shared code (action checks, event copies) is compiled for every game's shapes
 * met so far, and the titles measured last run slower.
 *
 * Environment: `BENCH_GAMES` games per measurement (default 200; the simulator plays 5×),
 * `BENCH_MEMORY_GAMES` games for the memory check (default 10,000), `BENCH_ONLY` a comma list of
 * titles to measure (default all).
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import seedrandom from 'seedrandom';
import { Bench } from 'tinybench';
import { simulator, type Game } from '@tabula/core';
import { atlandice } from '@tabula/atlandice';
import { survive } from '@tabula/survive';
import { akrotiri } from '@tabula/akrotiri';
import { clockworkEmpire } from '@tabula/clockwork-empire';

const GAMES = Number(process.env.BENCH_GAMES) || 200;
const MEMORY_GAMES = Number(process.env.BENCH_MEMORY_GAMES) || 10_000;
const ONLY = process.env.BENCH_ONLY?.split(',');
/** Set in the process that measures one title (see the module comment). */
const TITLE = process.env.BENCH_TITLE;
/**
 * Each title, the player counts measured, the count used for the memory check, and its target
 * for random complete games per second on the simulator (issue #7).
 */
const titles: { game: Game<any, any, any, any, any>; players: number[]; memoryPlayers: number; fastTarget: number }[] = [
  { game: atlandice, players: [2, 3, 4], memoryPlayers: 3, fastTarget: 1_000 },
  { game: survive, players: [2, 3, 4], memoryPlayers: 3, fastTarget: 300 },
  { game: akrotiri, players: [2], memoryPlayers: 2, fastTarget: 200 },
  { game: clockworkEmpire, players: [3, 4], memoryPlayers: 3, fastTarget: 200 },
].filter((t) => !ONLY || ONLY.includes(t.game.name));
/** Issue #7: actions per second through the public `apply`, for every title. */
const PUBLIC_TARGET = 20_000;
/** Issue #7: the largest serialized state, in bytes. */
const STATE_TARGET = 16 * 1024;

interface Row {
  title: string;
  players: number;
  publicGames: number;
  publicActions: number;
  fastGames: number;
  fastActions: number;
  legalUs: number;
  meanBytes: number;
  maxBytes: number;
  /** Mean size of the first and of the final state of a game: growth with game length shows here. */
  startBytes: number;
  endBytes: number;
}

/** Plays `n` random games through `apply`; returns actions played. */
function playPublic(game: Game<any, any, any, any, any>, players: number, n: number, salt: string): number {
  const pick = seedrandom.alea(salt);
  let actions = 0;
  for (let i = 0; i < n; i++) {
    let s = game.setup({ players, seed: `${salt}-${i}` });
    while (!game.isOver(s)) {
      const seat = game.activeSeats(s)[0]!;
      const legal = game.legalActions(s, seat);
      const out = game.apply(s, seat, legal[Math.floor(pick() * legal.length)]);
      if (!out.ok) throw new Error(out.error.message);
      s = out.state;
      actions++;
    }
  }
  return actions;
}

/** The same through the simulator. */
function playFast(game: Game<any, any, any, any, any>, players: number, n: number, salt: string): number {
  const pick = seedrandom.alea(salt);
  let actions = 0;
  for (let i = 0; i < n; i++) {
    const sim = simulator(game, game.setup({ players, seed: `${salt}-${i}` }));
    while (!sim.isOver()) {
      const seat = sim.activeSeats()[0]!;
      const legal = sim.legalActions(seat);
      const out = sim.apply(seat, legal[Math.floor(pick() * legal.length)]);
      if (!out.ok) throw new Error(out.error.message);
      actions++;
    }
  }
  return actions;
}

function timed(fn: () => number): { seconds: number; actions: number } {
  const t = process.hrtime.bigint();
  const actions = fn();
  return { seconds: Number(process.hrtime.bigint() - t) / 1e9, actions };
}

async function measure(game: Game<any, any, any, any, any>, players: number): Promise<Row> {
  playPublic(game, players, Math.max(5, GAMES / 10), 'warm');
  playFast(game, players, Math.max(5, GAMES / 10), 'warm');
  const pub = timed(() => playPublic(game, players, GAMES, 'bench'));
  const fast = timed(() => playFast(game, players, GAMES * 5, 'bench'));

  // States met over a few games, for legalActions timing and sizes.
  const states: any[] = [];
  const ends: [any, any][] = [];
  const pick = seedrandom.alea('sizes');
  for (let i = 0; i < 20; i++) {
    let s = game.setup({ players, seed: `size-${i}` });
    const first = s;
    while (!game.isOver(s)) {
      states.push(s);
      const seat = game.activeSeats(s)[0]!;
      const legal = game.legalActions(s, seat);
      const out = game.apply(s, seat, legal[Math.floor(pick() * legal.length)]);
      if (!out.ok) throw new Error(out.error.message);
      s = out.state;
    }
    states.push(s);
    ends.push([first, s]);
  }
  const bytes = (s: unknown) => Buffer.byteLength(JSON.stringify(s));
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const sizes = states.map(bytes);
  let k = 0;
  const bench = new Bench({ time: 300 });
  bench.add('legalActions', () => {
    const s = states[k++ % states.length];
    const seat = game.activeSeats(s)[0];
    if (seat !== undefined) game.legalActions(s, seat);
  });
  await bench.run();
  const task = bench.tasks[0]!.result as unknown as { latency?: { mean: number }; mean?: number };
  const meanMs = task.latency?.mean ?? task.mean ?? NaN;
  return {
    title: game.name,
    players,
    publicGames: GAMES / pub.seconds,
    publicActions: pub.actions / pub.seconds,
    fastGames: (GAMES * 5) / fast.seconds,
    fastActions: fast.actions / fast.seconds,
    legalUs: meanMs * 1000,
    meanBytes: sizes.reduce((a, b) => a + b, 0) / sizes.length,
    maxBytes: Math.max(...sizes),
    startBytes: mean(ends.map(([a]) => bytes(a))),
    endBytes: mean(ends.map(([, b]) => bytes(b))),
  };
}

/** Heap in use after a full collection, in MB (NaN without --expose-gc). */
function heapMb(): number {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) return NaN;
  gc();
  gc();
  return process.memoryUsage().heapUsed / 2 ** 20;
}

interface MemoryRow {
  title: string;
  players: number;
  games: number;
  before: number;
  after: number;
}

/** Heap before and after `MEMORY_GAMES` random games on the simulator (a leak shows as growth). */
function measureMemory(game: Game<any, any, any, any, any>, players: number): MemoryRow {
  playFast(game, players, 20, 'mem-warm');
  const before = heapMb();
  playFast(game, players, MEMORY_GAMES, 'mem');
  return { title: game.name, players, games: MEMORY_GAMES, before, after: heapMb() };
}

if (TITLE !== undefined) {
  // The child: measure one title, hand the figures back as JSON on stdout.
  const t = titles.find((x) => x.game.name === TITLE);
  if (!t) throw new Error(`no title ${TITLE}`);
  const rows: Row[] = [];
  for (const p of t.players) {
    rows.push(await measure(t.game, p));
    console.error(`measured ${t.game.name}, ${p} players`);
  }
  console.log(JSON.stringify({ rows, memory: measureMemory(t.game, t.memoryPlayers) }));
} else {
  report();
}

/** The parent: one child process per title, then the table and docs/benchmarks.md. */
function report(): void {
  const loadBefore = loadavg()[0]!;
  const rows: Row[] = [];
  const memory: MemoryRow[] = [];
  for (const { game } of titles) {
    const child = spawnSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url)], {
      env: { ...process.env, BENCH_TITLE: game.name },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      maxBuffer: 1 << 24,
    });
    if (child.status !== 0) throw new Error(`measuring ${game.name} failed (exit ${child.status})`);
    const out = JSON.parse(child.stdout) as { rows: Row[]; memory: MemoryRow };
    rows.push(...out.rows);
    memory.push(out.memory);
  }

  const fmt = (n: number, d = 0) => n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });
  const mark = (ok: boolean) => (ok ? '✓' : '✗ below target');
  const fastTarget = (title: string) => titles.find((t) => t.game.name === title)!.fastTarget;
  const header = '| game | players | games/s (apply) | actions/s (apply) | games/s (simulator) | actions/s (simulator) | µs per legalActions | state bytes mean / max | state bytes at start / end |';
  const lines = rows.map((r) => `| ${r.title} | ${r.players} | ${fmt(r.publicGames)} | ${fmt(r.publicActions)} | ${fmt(r.fastGames)} | ${fmt(r.fastActions)} | ${fmt(r.legalUs, 2)} | ${fmt(r.meanBytes)} / ${fmt(r.maxBytes)} | ${fmt(r.startBytes)} / ${fmt(r.endBytes)} |`);
  const table = [header, '| --- | --- | --- | --- | --- | --- | --- | --- | --- |', ...lines].join('\n');
  const targetHeader = `| game | players | simulator games/s (target) | apply actions/s (target ${fmt(PUBLIC_TARGET)}) | largest state (target ${fmt(STATE_TARGET)} bytes) |`;
  const targetLines = rows.map(
    (r) =>
      `| ${r.title} | ${r.players} | ${fmt(r.fastGames)} (${fmt(fastTarget(r.title))}) ${mark(r.fastGames >= fastTarget(r.title))} | ${fmt(r.publicActions)} ${mark(r.publicActions >= PUBLIC_TARGET)} | ${fmt(r.maxBytes)} ${mark(r.maxBytes <= STATE_TARGET)} |`,
  );
  const targets = [targetHeader, '| --- | --- | --- | --- | --- |', ...targetLines].join('\n');
  const memoryTable = [
    '| game | players | games | heap MB before | heap MB after |',
    '| --- | --- | --- | --- | --- |',
    ...memory.map((m) => `| ${m.title} | ${m.players} | ${fmt(m.games)} | ${fmt(m.before, 1)} | ${fmt(m.after, 1)} |`),
  ].join('\n');
  const doc = `# Benchmarks

Random complete games on one core (the benchmark is single-threaded), measured by \`npm run bench\`
on the built packages (\`dist\`, as installed from npm): ${GAMES} games per measurement through
\`apply\`, ${GAMES * 5} through the simulator, each title in a process of its own. Machine:
${cpus()[0]?.model ?? 'unknown'} (${cpus().length} cores), Node ${process.version}; load average (1 minute)
${fmt(loadBefore, 2)} before the first measurement: the benchmark keeps one core busy, so a start
above 1 means other work shared the machine. On these shared virtual machines the same code varies
by about 20% from run to run, and one machine of this kind has run every figure about 2 to 2.6
times slower than another: compare several runs, on one machine.

${table}

Against the targets of issue #7 (random play, one core):

${targets}

Heap in use (after a full garbage collection) before and after ${fmt(MEMORY_GAMES)} random games per title
on the simulator: growth would mean a leak.

${memoryTable}
`;
  console.log(table);
  console.log(targets);
  console.log(memoryTable);
  writeFileSync(new URL('../docs/benchmarks.md', import.meta.url), doc);
}
