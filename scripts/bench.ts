/**
 * `npm run bench`: random complete games per title and player count, through the public `apply`
 * and through the simulator; µs per `legalActions`; serialized state size. Prints a table and
 * writes docs/benchmarks.md. `BENCH_GAMES` sets games per measurement (default 200).
 */
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import seedrandom from 'seedrandom';
import { Bench } from 'tinybench';
import { simulator, type Game } from '@tabula/core';
import { atlandice } from '@tabula/atlandice';

const GAMES = Number(process.env.BENCH_GAMES) || 200;
const titles: { game: Game<any, any, any, any, any>; players: number[] }[] = [{ game: atlandice, players: [2, 3, 4] }];

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
  const pick = seedrandom.alea('sizes');
  for (let i = 0; i < 20; i++) {
    let s = game.setup({ players, seed: `size-${i}` });
    while (!game.isOver(s)) {
      states.push(s);
      const seat = game.activeSeats(s)[0]!;
      const legal = game.legalActions(s, seat);
      const out = game.apply(s, seat, legal[Math.floor(pick() * legal.length)]);
      if (!out.ok) throw new Error(out.error.message);
      s = out.state;
    }
    states.push(s);
  }
  const sizes = states.map((s) => Buffer.byteLength(JSON.stringify(s)));
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
  };
}

const rows: Row[] = [];
for (const { game, players } of titles) for (const p of players) rows.push(await measure(game, p));

const fmt = (n: number, d = 0) => n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });
const header = '| game | players | games/s (apply) | actions/s (apply) | games/s (simulator) | actions/s (simulator) | µs per legalActions | state bytes mean / max |';
const lines = rows.map((r) => `| ${r.title} | ${r.players} | ${fmt(r.publicGames)} | ${fmt(r.publicActions)} | ${fmt(r.fastGames)} | ${fmt(r.fastActions)} | ${fmt(r.legalUs, 2)} | ${fmt(r.meanBytes)} / ${fmt(r.maxBytes)} |`);
const table = [header, '| --- | --- | --- | --- | --- | --- | --- | --- |', ...lines].join('\n');
const doc = `# Benchmarks

Random complete games on one core (the benchmark is single-threaded), measured by \`npm run bench\`
(${GAMES} games per measurement through \`apply\`, ${GAMES * 5} through the simulator).
Machine: ${cpus()[0]?.model ?? 'unknown'}, Node ${process.version}.

${table}
`;
console.log(table);
writeFileSync(new URL('../docs/benchmarks.md', import.meta.url), doc);
