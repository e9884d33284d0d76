/**
 * What a deal or a view costs once V8 pretenured it: the measurement behind "Deals and views V8
 * never pretenures" in docs/benchmarks.md.
 *
 *     node --expose-gc --import tsx scripts/bench/pretenure.ts <bundle.mjs> <game export> <players> deals|views [forced]
 *
 * The bundle is made as for `simulator-pair.ts` (`scripts/bench/simulator-entry.ts`, one checkout).
 * It plays 12 random games, keeping every state, and views each. With `forced`, it then makes 30,000
 * deals (or views) and keeps them alive across young-generation collections, which leads V8 to
 * pretenure every literal that made them, and drops them. Then it times the bench's patterns (a
 * search's deals: 100 seeds per view; a server's views: every seat and a spectator per state, in
 * play order) for three 1-second runs of CPU time and prints µs per call.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { cpu, gatherStates, type PublicGame } from './pairs';

const [bundlePath, name, playersArg, what = 'deals', force] = process.argv.slice(2);
if (!bundlePath || !name || !playersArg || (what !== 'deals' && what !== 'views')) {
  console.error('usage: node --expose-gc --import tsx scripts/bench/pretenure.ts <bundle.mjs> <game export> <players> deals|views [forced]');
  process.exit(2);
}
const gc = (globalThis as { gc?: (options?: { type: 'minor' | 'major' }) => void }).gc;
if (!gc) throw new Error('run node with --expose-gc');
const bundle = (await import(pathToFileURL(resolve(bundlePath)).href)) as Record<string, PublicGame>;
const game = bundle[name]!;
const players = Number(playersArg);

const states = gatherStates(game, players);
const views = states.map((s, i) => ({ seat: i % players, view: game.view(s, i % players) }));

if (force === 'forced') {
  let kept: unknown[] = [];
  for (let round = 0; round < 10; round++) {
    for (let i = 0; i < 3_000; i++) {
      const v = views[i % views.length]!;
      kept.push(what === 'deals' ? game.determinize!(v.view, v.seat, `kept-${round}-${i}`) : game.view(states[i % states.length], i % players));
    }
    gc({ type: 'minor' });
  }
  kept = [];
  gc();
}

let q = 0;
let h = 0;
let seen = 0;
const call =
  what === 'deals'
    ? () => {
        const v = views[(Math.floor(q / 100) * 7919) % views.length]!;
        game.determinize!(v.view, v.seat, `s${q++}`);
      }
    : () => {
        game.view(states[h], seen === players ? null : seen);
        if (++seen > players) {
          seen = 0;
          h = (h + 1) % states.length;
        }
      };

/** Calls per CPU second, over `seconds`, in batches of 64 between clock reads. */
function rate(seconds: number): number {
  let calls = 0;
  const start = cpu();
  while (cpu() - start < seconds) {
    for (let k = 0; k < 64; k++) call();
    calls += 64;
  }
  return calls / (cpu() - start);
}

rate(1.5);
const us = [0, 1, 2].map(() => (1e6 / rate(1)).toFixed(3));
console.log(`${name} ${players} ${what}${force === 'forced' ? ', forced' : ''}: ${us.join(' ')} µs per call`);
