/**
 * Random games on the simulator from the sources, for comparing two checkouts side by side (the
 * no-regression check of docs/benchmarks.md): `npx tsx scripts/bench/simulator-games.ts <game>
 * <players> [games] [options as JSON]` prints CPU µs per action and games per CPU second, after a warm-up of 2 s of
 * CPU (as `npm run bench`: V8 takes about a second to finish optimizing).
 * Run it alternately in both checkouts (the older one with this file copied in, its node_modules
 * a link to this one's), several times each.
 */
import { simulator, type Game } from '@tabula/core';
import { atlandice } from '@tabula/atlandice';
import { survive } from '@tabula/survive';
import { akrotiri } from '@tabula/akrotiri';
import { clockworkEmpire } from '@tabula/clockwork-empire';
import seedrandom from 'seedrandom';

const games: Record<string, Game<any, any, any, any, any, any>> = { atlandice, survive, akrotiri, 'clockwork-empire': clockworkEmpire };
const [name = 'atlandice', players = '2', count = '100', optionsJson] = process.argv.slice(2);
const options: unknown = optionsJson === undefined ? undefined : JSON.parse(optionsJson);
const game = games[name];
if (!game) throw new Error(`no game ${name}: one of ${Object.keys(games).join(', ')}`);
const pick = seedrandom('simulator-games');

function play(seed: string): number {
  const sim = simulator(game!, game!.setup({ players: Number(players), seed, options }));
  let actions = 0;
  while (!sim.isOver()) {
    const seat = sim.activeSeats()[0]!;
    const legal = sim.legalActions(seat);
    const out = sim.apply(seat, legal[Math.floor(pick() * legal.length)]);
    if (!out.ok) throw new Error(`${out.error.code}: ${out.error.message}`);
    actions++;
  }
  return actions;
}

const warmStart = process.cpuUsage();
for (let i = 0; ; i++) {
  play(`warm-${i}`);
  const used = process.cpuUsage(warmStart);
  if (used.user + used.system >= 2e6) break;
}
const start = process.cpuUsage();
let actions = 0;
for (let i = 0; i < Number(count); i++) actions += play(`game-${i}`);
const used = process.cpuUsage(start);
const us = used.user + used.system;
console.log(`${name} ${players}: ${(us / actions).toFixed(2)} µs/action, ${((Number(count) / us) * 1e6).toFixed(0)} games/s, ${(actions / Number(count)).toFixed(0)} actions/game`);
