/**
 * `npm run bench`: what servers and bots spend, measured so that two runs can be trusted.
 *
 * - Contenders, each in a process of its own: per title and player count, random games through the
 *   public `apply`; the same through the `simulator`; the reads a server and a bot make on every
 *   action (`view` as a server sends them, every seat's and a spectator's of each new state, and of
 *   states far apart; `determinize` as a search makes it (one view, many seeds) and on a new view
 *   each call; `legalActions`). The targets on reads are judged on the patterns of their use (a
 *   server's views, a search's deals); the others are shown beside them. And tic-tac-toe written with
 *   `defineGame` beside the same game on boardgame.io 0.50's reducer, with each engine's per-game
 *   setup measured on its own.
 * - Interleaved: each round runs every contender once, in an order rotated from round to round, so a
 *   change in the machine's load falls on all of them alike; a warm-up precedes every measurement.
 * - Repeated: three rounds by default, five with `--full` (`--rounds N`), reported as min / median /
 *   max of CPU time (user + system of the measuring process). Targets are judged on the median.
 * - The load average is recorded before and after. `docs/benchmarks.md` is rewritten only with
 *   `--write` (its measured section; the sections written by hand stay).
 *
 * `npm run bench` builds first and runs this with `scripts/tsconfig.bench.json`, which has no paths:
 * the games are the built `dist`, as installed. By default a short run, about two and a half
 * minutes with the build on a quiet two-core machine: 3 rounds, 0.25 s per measurement, 0.6 s of
 * warm-up (its spread is wider; a ratio near its target needs the long run). `--full` is the long
 * run the figures in docs/benchmarks.md are measured with, some 20 minutes: 5 rounds, 1 s per
 * measurement, 5 s of warm-up. Flags (each overrides the run's default): `--rounds N`, `--only a,b`
 * (titles; `tictactoe` for the comparison alone), `--seconds S` per measurement, `--warmup S` of
 * CPU before each (reads get a second, or half of S if less), `--memory` (adds the heap check after
 * many simulated games), `--write`. A line on stderr after each contender says how far the run is.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import seedrandom from 'seedrandom';
import { simulator, type Game } from '@tabula/core';
import { atlandice } from '@tabula/atlandice';
import { survive } from '@tabula/survive';
import { akrotiri } from '@tabula/akrotiri';
import { clockworkEmpire } from '@tabula/clockwork-empire';
import { bgioGameOnce, bgioSetup, tictactoe } from './bench/tictactoe';

type AnyGame = Game<any, any, any, any, any, string>;

/**
 * The titles, the player counts measured, the options of the games played, and the simulator's
 * games/s the bench measured before issue #18 (no regression below it). Akrotiri's random games
 * rarely build the sixth temple that ends a game (K6.1): they stop when the tiles run out, as the
 * games measured before did.
 */
const TITLES: { game: AnyGame; players: number[]; options?: unknown; simulatorBefore: Record<number, number> }[] = [
  { game: atlandice, players: [2, 3, 4], simulatorBefore: { 2: 3_038, 3: 3_368, 4: 2_911 } },
  { game: survive, players: [2, 3, 4], simulatorBefore: { 2: 1_154, 3: 972, 4: 963 } },
  { game: akrotiri, players: [2], options: { stopWhenTilesRunOut: true }, simulatorBefore: { 2: 531 } },
  { game: clockworkEmpire, players: [3, 4], simulatorBefore: { 3: 707, 4: 518 } },
];

/** Targets of issue #18. */
const TARGETS = {
  /** `view` and `determinize` each cost at most this share of one `apply` action. */
  readsPerApply: 0.5,
  /** `apply` costs at most this many simulator actions. */
  applyPerSimulator: 2,
  /** Tic-tac-toe: Tabula's `apply` at least this many times faster than boardgame.io's reducer… */
  tttApply: 25,
  /** …and the simulator at least this many times. */
  tttSimulator: 100,
};

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const value = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1]! : fallback;
};
/** `--full`: the long run (5 rounds, 1 s per measurement, 5 s of warm-up); by default a short one. */
const FULL = flag('full');
const ROUNDS = Math.max(1, Number(value('rounds', FULL ? '5' : '3')) || (FULL ? 5 : 3));
const SECONDS = Math.max(0.05, Number(value('seconds', FULL ? '1' : '0.25')) || (FULL ? 1 : 0.25));
/**
 * CPU seconds of warm-up before each measurement of `apply`, the simulator and tic-tac-toe. V8
 * takes seconds of CPU to finish optimizing a game's `apply` path (the rules, the work copy, the
 * freezing), more on a slow machine: a random-game loop through `apply` measured after 0.3 s ran
 * twice as slow per action as after 2 s, and on a busy machine Clockwork Empire's ran at 18–21 µs
 * per action after 2 s against 9–13 µs after 10 s (its simulator's: 8–12 against 6.3–6.6).
 */
const WARMUP = Math.max(0, Number(value('warmup', FULL ? '5' : '0.6')) || 0);
/**
 * CPU seconds of warm-up before each read (`view`, `determinize`, `legalActions`): a second, or
 * less with a shorter `--warmup`. A read not yet at its steady speed can only look worse against
 * `apply`, never better.
 */
const READ_WARMUP = Math.min(1, WARMUP / 2);
const ONLY = args.includes('--only') ? value('only', '').split(',') : undefined;

/** CPU seconds used by this process so far (user + system). */
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};

/** CPU seconds of work between two reads of the clock, at least (see {@link rate}). */
const CLOCK_EVERY = 0.002;

/**
 * Runs `step` (one unit of work, returning how many things it did) for `seconds` of CPU time; things
 * per CPU second. Reading the CPU clock (`process.cpuUsage`, a system call) costs about 0.7 µs, as
 * much as several views: so the steps run in batches that double until a batch takes
 * {@link CLOCK_EVERY} or more, and the clock's own cost stays under a thousandth of what is measured.
 */
function rate(seconds: number, step: () => number): { perSecond: number; units: number; seconds: number } {
  let units = 0;
  let batch = 1;
  const start = cpu();
  let last = start;
  let used = 0;
  while (used < seconds) {
    for (let k = 0; k < batch; k++) units += step();
    const now = cpu();
    if (now - last < CLOCK_EVERY) batch *= 2;
    last = now;
    used = now - start;
  }
  return { perSecond: units / used, units, seconds: used };
}

/** Plays one random game through `apply`; returns actions played. */
function applyGame(game: AnyGame, players: number, seed: string, pick: () => number, options?: unknown): number {
  let s = game.setup({ players, seed, options });
  let n = 0;
  while (!game.isOver(s)) {
    const seat = game.activeSeats(s)[0]!;
    const legal = game.legalActions(s, seat);
    const out = game.apply(s, seat, legal[Math.floor(pick() * legal.length)]);
    if (!out.ok) throw new Error(`${game.name}: ${out.error.code}: ${out.error.message}`);
    s = out.state;
    n++;
  }
  return n;
}

/** Plays one random game on the simulator; returns actions played. */
function simulatorGame(game: AnyGame, players: number, seed: string, pick: () => number, options?: unknown): number {
  const sim = simulator(game, game.setup({ players, seed, options }));
  let n = 0;
  while (!sim.isOver()) {
    const seat = sim.activeSeats()[0]!;
    const legal = sim.legalActions(seat);
    const out = sim.apply(seat, legal[Math.floor(pick() * legal.length)]);
    if (!out.ok) throw new Error(`${game.name}: ${out.error.code}: ${out.error.message}`);
    n++;
  }
  return n;
}

/**
 * Games per CPU second and CPU µs per action of a random-game loop, after a warm-up; and µs per
 * move with the per-game setup taken out (`setup` is timed on its own in the same process).
 */
function gamesAndActions(play: (seed: string) => number, setup: () => unknown): Record<string, number> {
  let g = 0;
  rate(WARMUP, () => play(`warm-${g++}`));
  rate(0.05, () => (setup(), 1));
  const setupSeconds = 1 / rate(SECONDS / 4, () => (setup(), 1)).perSecond;
  let games = 0;
  let actions = 0;
  const r = rate(SECONDS, () => {
    actions += play(`bench-${games++}`);
    return 1;
  });
  return {
    gamesPerSecond: r.perSecond,
    actionsPerSecond: actions / r.seconds,
    usPerAction: (r.seconds * 1e6) / actions,
    usPerMove: (Math.max(0, r.seconds - games * setupSeconds) * 1e6) / actions,
    setupUs: setupSeconds * 1e6,
  };
}

/** How many seeds the bench's search pattern deals from one view (a search's iterations on one decision). */
const SEARCH_SEEDS = 100;

/** The reads: µs per view (as a server sends them, and of states far apart), per determinize (as a search makes it, and on a new view each call), per legalActions; state sizes. */
function reads(game: AnyGame, players: number, options?: unknown): Record<string, number> {
  const pick = seedrandom.alea('reads');
  const states: any[] = [];
  const sizes: number[] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  const bytes = (s: unknown) => Buffer.byteLength(JSON.stringify(s));
  for (let i = 0; i < 12; i++) {
    let s = game.setup({ players, seed: `reads-${i}`, options });
    starts.push(bytes(s));
    while (!game.isOver(s)) {
      states.push(s);
      sizes.push(bytes(s));
      const seat = game.activeSeats(s)[0]!;
      const legal = game.legalActions(s, seat);
      const out = game.apply(s, seat, legal[Math.floor(pick() * legal.length)]);
      if (!out.ok) throw new Error(out.error.message);
      s = out.state;
    }
    ends.push(bytes(s));
  }
  let k = 0;
  const next = () => states[(k = (k + 7919) % states.length)];
  const us = (fn: () => void) => {
    rate(READ_WARMUP, () => (fn(), 1));
    return 1e6 / rate(SECONDS / 2, () => (fn(), 1)).perSecond;
  };
  // As a server sends them (the pattern the target is judged on): after each action, every seat's
  // view and a spectator's of the state it made, the states in the order the games played them.
  let h = 0;
  let seen = 0;
  const serverView = us(() => {
    game.view(states[h], seen === players ? null : seen);
    if (++seen > players) {
      seen = 0;
      h = (h + 1) % states.length;
    }
  });
  // One view each of states far apart (shown, not judged): each state is likely out of the
  // processor's caches, as for a server holding many matches.
  const view = us(() => {
    const s = next();
    const viewer = k % (players + 1);
    game.view(s, viewer === players ? null : viewer);
  });
  const views = states.map((s, i) => ({ seat: i % players, view: game.view(s, i % players) }));
  let d = 0;
  // A new view each call: a shallow copy (the same parts, a new object), so that nothing a game
  // keeps per view object is found again when the list comes round (the copy costs about 0.1 µs).
  const determinize = game.determinize
    ? us(() => {
        const v = views[(d = (d + 7919) % views.length)]!;
        game.determinize!({ ...v.view }, v.seat, `d${d}`);
      })
    : NaN;
  // A search (ISMCTS) determinizes its one view once per iteration: 100 seeds per view here.
  let q = 0;
  const search = game.determinize
    ? us(() => {
        const v = views[(Math.floor(q / SEARCH_SEEDS) * 7919) % views.length]!;
        game.determinize!(v.view, v.seat, `s${q++}`);
      })
    : NaN;
  const legal = us(() => {
    const s = next();
    const seat = game.activeSeats(s)[0];
    if (seat !== undefined) game.legalActions(s, seat);
  });
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  return { serverViewUs: serverView, viewUs: view, determinizeUs: determinize, searchDeterminizeUs: search, legalUs: legal, meanBytes: mean(sizes), maxBytes: Math.max(...sizes), startBytes: mean(starts), endBytes: mean(ends) };
}

/** Heap in use after a full collection, in MB (NaN without --expose-gc). */
function heapMb(): number {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) return NaN;
  gc();
  gc();
  return process.memoryUsage().heapUsed / 2 ** 20;
}

/** One measurement, in this (child) process. */
function child(spec: string): Record<string, number> {
  const [kind, name, p] = spec.split(':') as [string, string, string];
  if (kind === 'ttt') {
    const pick = seedrandom.alea('ttt');
    const tabulaSetup = () => tictactoe.setup({ players: 2, seed: 'setup' });
    if (name === 'tabula-apply') return gamesAndActions((seed) => applyGame(tictactoe, 2, seed, pick), tabulaSetup);
    if (name === 'tabula-simulator') return gamesAndActions((seed) => simulatorGame(tictactoe, 2, seed, pick), () => simulator(tictactoe, tabulaSetup()));
    if (name === 'boardgameio') return gamesAndActions(() => bgioGameOnce(pick), bgioSetup);
    throw new Error(`unknown contender ${spec}`);
  }
  const { game, options } = TITLES.find((t) => t.game.name === name)!;
  const players = Number(p);
  const pick = seedrandom.alea(`${kind}-${name}-${players}`);
  const setup = () => game.setup({ players, seed: 'setup', options });
  if (kind === 'apply') return gamesAndActions((seed) => applyGame(game, players, seed, pick, options), setup);
  if (kind === 'simulator') return gamesAndActions((seed) => simulatorGame(game, players, seed, pick, options), () => simulator(game, setup()));
  if (kind === 'reads') return reads(game, players, options);
  if (kind === 'memory') {
    const games = Number(process.env.BENCH_MEMORY_GAMES) || 10_000;
    for (let i = 0; i < 20; i++) simulatorGame(game, players, `mem-warm-${i}`, pick, options);
    const before = heapMb();
    for (let i = 0; i < games; i++) simulatorGame(game, players, `mem-${i}`, pick, options);
    return { games, before, after: heapMb() };
  }
  throw new Error(`unknown contender ${spec}`);
}

const CHILD = process.env.BENCH_CHILD;
if (CHILD !== undefined) {
  console.log(JSON.stringify(child(CHILD)));
} else {
  parent();
}

/** Runs one contender in a fresh process and returns its figures. */
function runChild(spec: string): Record<string, number> {
  const out = spawnSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), ...args], {
    env: { ...process.env, BENCH_CHILD: spec },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 1 << 24,
  });
  if (out.status !== 0) throw new Error(`measuring ${spec} failed (exit ${out.status})`);
  return JSON.parse(out.stdout.trim().split('\n').pop()!) as Record<string, number>;
}

/** min, median and max of a list. */
function spread(xs: number[]): { min: number; median: number; max: number } {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return { min: s[0]!, median: s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2, max: s[s.length - 1]! };
}

function parent(): void {
  const titles = TITLES.filter((t) => !ONLY || ONLY.includes(t.game.name));
  // A title's contenders (or tic-tac-toe's) form a group that always runs together, the one every
  // ratio divides by in the middle, so that each ratio is taken between two runs one after the
  // other, under the same load (see `ratio`).
  const groups: string[][] = [];
  for (const t of titles) for (const p of t.players) groups.push([`simulator:${t.game.name}:${p}`, `apply:${t.game.name}:${p}`, `reads:${t.game.name}:${p}`]);
  if (!ONLY || ONLY.includes('tictactoe')) groups.push(['ttt:tabula-apply', 'ttt:boardgameio', 'ttt:tabula-simulator']);
  const loadBefore = loadavg();
  const started = Date.now();
  const samples = new Map<string, Record<string, number>[]>();
  for (let round = 0; round < ROUNDS; round++) {
    // Interleaved: every contender once per round, the order of the groups rotated from round to
    // round, and each group's own order reversed every other round (its middle stays in the middle).
    const shift = (round * Math.max(1, Math.floor(groups.length / ROUNDS))) % groups.length;
    const order = [...groups.slice(shift), ...groups.slice(0, shift)].flatMap((g) => (round % 2 ? [...g].reverse() : g));
    for (const [k, c] of order.entries()) {
      const figures = runChild(c);
      samples.set(c, [...(samples.get(c) ?? []), figures]);
      console.error(`round ${round + 1}/${ROUNDS}: ${k + 1}/${order.length} contenders measured (${c}), ${Math.round((Date.now() - started) / 1000)} s elapsed`);
    }
  }
  const memory: { title: string; players: number; games?: number; before?: number; after?: number }[] = flag('memory')
    ? titles.map((t) => {
        const m = { title: t.game.name, players: t.players[0]!, ...runChild(`memory:${t.game.name}:${t.players[0]}`) };
        console.error(`memory: ${t.game.name} measured, ${Math.round((Date.now() - started) / 1000)} s elapsed`);
        return m;
      })
    : [];
  const loadAfter = loadavg();

  const fig = (c: string, key: string) => spread((samples.get(c) ?? []).map((s) => s[key]!));
  /**
   * A ratio round by round: `a`'s figure over `b`'s from the same round, where the two ran one
   * after the other (a title's contenders are next to each other in every round's order), so that a
   * change of the shared machine's speed between rounds falls on both. Judged on the median.
   */
  const ratio = (a: string, aKey: string, b: string, bKey: string) => {
    const bs = samples.get(b) ?? [];
    return spread((samples.get(a) ?? []).map((s, round) => s[aKey]! / bs[round]![bKey]!));
  };
  const ratioCell = (r: { min: number; median: number; max: number }, ok: boolean) => `${fmt(r.median, 2)} ${mark(ok)} (${fmt(r.min, 2)}–${fmt(r.max, 2)})`;
  const fmt = (n: number, d = 0) => (Number.isFinite(n) ? n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d }) : '–');
  const range = (r: { min: number; median: number; max: number }, d = 0) => `${fmt(r.median, d)} (${fmt(r.min, d)}–${fmt(r.max, d)})`;
  const mark = (ok: boolean) => (ok ? '✓' : '✗');

  const rows: string[] = [];
  const targetRows: string[] = [];
  for (const t of titles) {
    for (const p of t.players) {
      const key = `${t.game.name}:${p}`;
      const apply = fig(`apply:${key}`, 'usPerAction');
      const applyRate = fig(`apply:${key}`, 'actionsPerSecond');
      const sim = fig(`simulator:${key}`, 'usPerAction');
      const simGames = fig(`simulator:${key}`, 'gamesPerSecond');
      const serverView = fig(`reads:${key}`, 'serverViewUs');
      const view = fig(`reads:${key}`, 'viewUs');
      const det = fig(`reads:${key}`, 'determinizeUs');
      const searchDet = fig(`reads:${key}`, 'searchDeterminizeUs');
      const legal = fig(`reads:${key}`, 'legalUs');
      const maxBytes = fig(`reads:${key}`, 'maxBytes');
      rows.push(
        `| ${t.game.name} | ${p} | ${range(applyRate)} | ${range(apply, 1)} | ${range(simGames)} | ${range(sim, 2)} | ${range(serverView, 2)} | ${range(view, 2)} | ${range(searchDet, 1)} | ${range(det, 1)} | ${range(legal, 2)} | ${fmt(maxBytes.median)} |`,
      );
      const viewRatio = ratio(`reads:${key}`, 'serverViewUs', `apply:${key}`, 'usPerAction');
      const apartRatio = ratio(`reads:${key}`, 'viewUs', `apply:${key}`, 'usPerAction');
      const detRatio = ratio(`reads:${key}`, 'searchDeterminizeUs', `apply:${key}`, 'usPerAction');
      const freshRatio = ratio(`reads:${key}`, 'determinizeUs', `apply:${key}`, 'usPerAction');
      const simRatio = ratio(`apply:${key}`, 'usPerAction', `simulator:${key}`, 'usPerAction');
      const before = t.simulatorBefore[p]!;
      targetRows.push(
        `| ${t.game.name} | ${p} | ${ratioCell(viewRatio, viewRatio.median <= TARGETS.readsPerApply)} | ${fmt(apartRatio.median, 2)} (${fmt(apartRatio.min, 2)}–${fmt(apartRatio.max, 2)}) | ${ratioCell(detRatio, detRatio.median <= TARGETS.readsPerApply)} | ${fmt(freshRatio.median, 2)} (${fmt(freshRatio.min, 2)}–${fmt(freshRatio.max, 2)}) | ${ratioCell(simRatio, simRatio.median <= TARGETS.applyPerSimulator)} | ${fmt(simGames.median)} (${fmt(before)} in an earlier run) |`,
      );
    }
  }
  let ttt = '';
  if (samples.has('ttt:boardgameio')) {
    const bgio = fig('ttt:boardgameio', 'usPerMove');
    const apply = fig('ttt:tabula-apply', 'usPerMove');
    const sim = fig('ttt:tabula-simulator', 'usPerMove');
    const applyX = ratio('ttt:boardgameio', 'usPerMove', 'ttt:tabula-apply', 'usPerMove');
    const simX = ratio('ttt:boardgameio', 'usPerMove', 'ttt:tabula-simulator', 'usPerMove');
    ttt = [
      '| engine | µs per move (setup taken out) | × boardgame.io | target | µs per new game (setup) |',
      '| --- | --- | --- | --- | --- |',
      `| boardgame.io 0.50, its reducer | ${range(bgio, 2)} | 1 | | ${range(fig('ttt:boardgameio', 'setupUs'), 2)} |`,
      `| Tabula \`apply\` | ${range(apply, 2)} | ${range(applyX, 1)} | ≥ ${TARGETS.tttApply} ${mark(applyX.median >= TARGETS.tttApply)} | ${range(fig('ttt:tabula-apply', 'setupUs'), 2)} |`,
      `| Tabula simulator | ${range(sim, 3)} | ${range(simX, 1)} | ≥ ${TARGETS.tttSimulator} ${mark(simX.median >= TARGETS.tttSimulator)} | ${range(fig('ttt:tabula-simulator', 'setupUs'), 2)} (setup and a simulator) |`,
    ].join('\n');
  }

  const table = [
    `| game | players | apply actions/s | apply µs/action | simulator games/s | simulator µs/action | µs per view, as a server sends them | µs per view, states far apart | µs per determinize, a search (one view, ${SEARCH_SEEDS} seeds) | µs per determinize, a new view each call | µs per legalActions | largest state (bytes) |`,
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
  const targets = [
    `| game | players | view ÷ apply, as a server sends them (≤ ${TARGETS.readsPerApply}) | view ÷ apply, states far apart | determinize ÷ apply, a search (≤ ${TARGETS.readsPerApply}) | determinize ÷ apply, a new view each call | apply ÷ simulator per action (≤ ${TARGETS.applyPerSimulator}) | simulator games/s (not comparable across runs: see below) |`,
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...targetRows,
  ].join('\n');
  const memoryTable = memory.length
    ? [
        '| game | players | games | heap MB before | heap MB after |',
        '| --- | --- | --- | --- | --- |',
        ...memory.map((m) => `| ${m.title} | ${m.players} | ${fmt(m.games ?? NaN)} | ${fmt(m.before ?? NaN, 1)} | ${fmt(m.after ?? NaN, 1)} |`),
      ].join('\n')
    : '';
  const section = `<!-- bench:start: written by \`npm run bench -- --write\`; edit the rest of this file by hand -->
Measured by \`npm run bench -- ${args.filter((a) => a !== '--write').join(' ') || '(defaults: the short run)'}\` on the built packages (\`dist\`, as
installed from npm). Every contender runs in a process of its own, ${ROUNDS} rounds, interleaved (each
round runs every contender once, in a rotated order), after a warm-up (${WARMUP} s of CPU, ${READ_WARMUP} s before each read); each figure is the median of
the rounds with the min–max in brackets, in CPU time of the measuring process (${SECONDS} s per
measurement). Machine: ${cpus()[0]?.model ?? 'unknown'} (${cpus().length} cores), Node ${process.version}; load
average (1, 5, 15 min) ${loadBefore.map((l) => fmt(l, 2)).join(', ')} before and ${loadAfter.map((l) => fmt(l, 2)).join(', ')} after.

${table}

Targets of issue #18: each ratio is taken round by round between contenders that ran one after the other, and judged on its median (min–max over the rounds):

${targets}
${ttt ? `\nTic-tac-toe, the same random games on both engines (boardgame.io's reducer as its server runs it):\n\n${ttt}\n` : ''}${memoryTable ? `\nHeap in use (after a full garbage collection) before and after many random games on the simulator: growth would mean a leak.\n\n${memoryTable}\n` : ''}<!-- bench:end -->`;
  console.log(section);
  if (flag('write')) {
    const url = new URL('../docs/benchmarks.md', import.meta.url);
    const doc = readFileSync(url, 'utf8');
    const start = doc.indexOf('<!-- bench:start');
    const end = doc.indexOf('<!-- bench:end -->');
    const next = start >= 0 && end > start ? doc.slice(0, start) + section + doc.slice(end + '<!-- bench:end -->'.length) : `# Benchmarks\n\n${section}\n`;
    writeFileSync(url, next);
    console.error('docs/benchmarks.md written');
  }
}
