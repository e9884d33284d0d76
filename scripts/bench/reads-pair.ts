/**
 * The reads of two checkouts in one process, in alternating blocks: how a change of `view` or
 * `determinize` is measured (see docs/benchmarks.md). Bundle each checkout as for
 * `simulator-pair.ts` (`scripts/bench/simulator-entry.ts`, its own core inside), then
 *
 *     npx tsx scripts/bench/reads-pair.ts <before.mjs> <now.mjs> <game export> <players> <read> [options JSON]
 *
 * where `<read>` is `server` (every seat's and a spectator's view of each state in play order, the
 * bench's judged pattern), `apart` (views of states far apart), `search` (`determinize` as a search
 * makes it: one view, 100 seeds) or `legal` (`legalActions`). Each side plays the bench's twelve
 * seeded games through `apply` to gather its states, warms up, then the two take turns measuring
 * 0.3 s blocks (`ROUNDS`, default 16), in an order rotated from pair to pair. It prints µs per
 * read of each and the median of the per-pair ratios. The options go to both sides' games (the
 * bench plays Akrotiri with `'{"stopWhenTilesRunOut":true}'`).
 *
 * Run it with `node --no-allocation-site-pretenuring --import tsx ...` to compare code, not V8's
 * moods: a process that keeps many views alive (the views dealt from here) may lead V8 to allocate
 * a view's or a deal's objects in the old generation for the rest of its life, which made deals 2–4
 * times slower in some processes and not in others (see docs/benchmarks.md).
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { alternate, cpu, gatherStates, median, spread, type PublicGame } from './pairs';

const [before, now, name = 'atlandice', p = '3', read = 'server', optionsJson] = process.argv.slice(2);
const options: unknown = optionsJson ? JSON.parse(optionsJson) : undefined;
if (!before || !now) throw new Error('usage: reads-pair.ts <before.mjs> <now.mjs> <game export> <players> <server|apart|search|legal>');
const players = Number(p);

/** µs per read of `bundle`'s game, measured for `seconds` of CPU. */
function side(bundle: Record<string, unknown>): (seconds: number) => number {
  const game = bundle[name] as PublicGame;
  if (!game) throw new Error(`no export ${name}`);
  const states = gatherStates(game, players, options);
  const views = states.map((s, i) => ({ seat: i % players, view: game.view(s, i % players) }));
  let h = 0;
  let seen = 0;
  let k = 0;
  let q = 0;
  const reads: Record<string, () => void> = {
    server: () => {
      game.view(states[h], seen === players ? null : seen);
      if (++seen > players) {
        seen = 0;
        h = (h + 1) % states.length;
      }
    },
    apart: () => {
      const s = states[(k = (k + 7919) % states.length)];
      const viewer = k % (players + 1);
      game.view(s, viewer === players ? null : viewer);
    },
    search: () => {
      const v = views[(Math.floor(q / 100) * 7919) % views.length]!;
      game.determinize!(v.view, v.seat, `s${q++}`);
    },
    legal: () => {
      const s = states[(k = (k + 7919) % states.length)];
      const seat = game.activeSeats(s)[0];
      if (seat !== undefined) game.legalActions(s, seat);
    },
  };
  const fn = reads[read];
  if (!fn) throw new Error(`unknown read ${read}`);
  return (seconds) => {
    let n = 0;
    const start = cpu();
    // 2,000 reads between two reads of the clock, whose own cost is then negligible.
    while (cpu() - start < seconds) {
      for (let i = 0; i < 2000; i++) fn();
      n += 2000;
    }
    return ((cpu() - start) * 1e6) / n;
  };
}

const load = async (path: string) => (await import(pathToFileURL(resolve(path)).href)) as Record<string, unknown>;
const a = side(await load(before));
const b = side(await load(now));
a(1.5);
b(1.5);
const { before: xs, now: ys, ratios } = alternate(a, b, Number(process.env.ROUNDS) || 16, 0.3);
console.log(`${name} ${players} ${read}: before ${median(xs).toFixed(3)} µs, now ${median(ys).toFixed(3)} µs; now ÷ before, per pair: median ${spread(ratios, 2)}`);
