/**
 * The simulator of two checkouts in one process, in alternating blocks: the no-regression check of
 * docs/benchmarks.md. Two processes run one after the other meet different machines on a shared
 * host (the same code has run at 24 and at 45 µs per action ten minutes apart); two bundles
 * measured in alternating half-second blocks meet the same one, and each pair's ratio cancels it.
 *
 * Bundle each checkout (its own core inside) from `scripts/bench/simulator-entry.ts`, the older
 * one in a worktree whose `node_modules` links to this one's (copy the entry file in first):
 *
 *     npx esbuild scripts/bench/simulator-entry.ts --bundle --format=esm --platform=node \
 *       --tsconfig=tsconfig.json --outfile=/tmp/now.mjs
 *
 * then `npx tsx scripts/bench/simulator-pair.ts /tmp/before.mjs /tmp/now.mjs <game export>
 * <players> [options JSON before] [options JSON now]` (`ROUNDS`, default 20; paths from the working
 * directory; options go to each side as given, so pass them twice for the same games). It prints
 * games per CPU second of each, with the min–max over the rounds, and the median of the per-pair
 * ratios.
 *
 * With `MODE=apply`, the same random games go through the public `apply` (the bench's apply loop:
 * `isOver`, `activeSeats`, `legalActions`, `apply` on every state), to pair a change of `apply`.
 *
 * The two share one heap: garbage one side makes is partly collected, and charged, during the
 * other's blocks, which pulls the ratio towards 1. A change that only allocates more can hide here;
 * the bench's separate processes (`npm run bench`) see it.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import seedrandom from 'seedrandom';
import { alternate, cpu, median, spread, type PublicGame } from './pairs';

interface Bundle {
  simulator: (game: unknown, state: unknown) => {
    isOver(): boolean;
    activeSeats(): number[];
    legalActions(seat: number): unknown[];
    apply(seat: number, action: unknown): { ok: boolean; error?: { message: string } };
  };
  [game: string]: unknown;
}

const [before, now, name = 'atlandice', players = '2', optionsBefore, optionsNow] = process.argv.slice(2);
if (!before || !now) throw new Error('usage: simulator-pair.ts <before.mjs> <now.mjs> <game export> <players> [options before] [options now]');

const APPLY = process.env.MODE === 'apply';

/** Plays random games on `bundle`'s simulator (or through `apply`) for `seconds` of CPU; returns games per CPU second. */
function runner(bundle: Bundle, options: unknown): (seconds: number) => number {
  const game = bundle[name] as PublicGame;
  if (!game) throw new Error(`no export ${name}`);
  const pick = seedrandom.alea('pair');
  let g = 0;
  return (seconds) => {
    const start = cpu();
    let games = 0;
    while (cpu() - start < seconds) {
      if (APPLY) {
        let s = game.setup({ players: Number(players), seed: `p${g++}`, options });
        while (!game.isOver(s)) {
          const seat = game.activeSeats(s)[0]!;
          const legal = game.legalActions(s, seat);
          const out = game.apply(s, seat, legal[Math.floor(pick() * legal.length)]);
          if (!out.ok) throw new Error(out.error?.message);
          s = out.state;
        }
        games++;
        continue;
      }
      const sim = bundle.simulator(game, game.setup({ players: Number(players), seed: `p${g++}`, options }));
      while (!sim.isOver()) {
        const seat = sim.activeSeats()[0]!;
        const legal = sim.legalActions(seat);
        const out = sim.apply(seat, legal[Math.floor(pick() * legal.length)]);
        if (!out.ok) throw new Error(out.error?.message);
      }
      games++;
    }
    return games / (cpu() - start);
  };
}

const load = async (path: string) => (await import(pathToFileURL(resolve(path)).href)) as Bundle;
const a = runner(await load(before), optionsBefore ? JSON.parse(optionsBefore) : undefined);
const b = runner(await load(now), optionsNow ? JSON.parse(optionsNow) : undefined);
// Warm-up: V8 takes seconds of CPU to finish optimizing (see `npm run bench`'s warm-up).
a(5);
b(5);
const { before: xs, now: ys, ratios } = alternate(a, b, Number(process.env.ROUNDS) || 20, 0.5);
const span = (v: number[]) => `${Math.min(...v).toFixed(0)}–${Math.max(...v).toFixed(0)}`;
console.log(`${name} ${players}${APPLY ? ' (apply)' : ''}: before ${median(xs).toFixed(0)} games/s (${span(xs)}), now ${median(ys).toFixed(0)} (${span(ys)}); now ÷ before, per pair: median ${spread(ratios, 2)}`);
