/**
 * The bots' measurements (not run by the test suite): `npx tsx packages/bots/bench/strength.ts`.
 *
 * - strength: ISMCTS against random bots, every title at every player count, seats rotated.
 *   Targets: at least 90% of two-player games won, at least 70% of three- and four-player ones;
 * - fairness: the price of fairness, ISMCTS against the cheating full-state MCTS at the same
 *   budget, each title at its smallest player count (Clockwork Empire adds a random bot);
 * - speed: iterations per second and the time of one decision, per title, at positions of random
 *   games.
 *
 * Sizes come from the environment:
 * - `BOTS_PARTS`: which of `speed,strength,fairness` to run (default all three);
 * - `BOTS_TITLES`: a comma list of titles (default all four); `BOTS_PLAYERS`: a comma list of player counts;
 * - `BOTS_GAMES`: games per title and player count (default 100);
 * - `BOTS_ITERATIONS`: iterations per decision (default 1000);
 * - `BOTS_ENTRANT`: the ISMCTS entrant, to tune it (default `ismcts:${BOTS_ITERATIONS}`);
 * - `BOTS_SPEED_POSITIONS`: positions per title for speed (default 10);
 * - `BOTS_SHARD=k/n`: play only the games whose index is `k` modulo `n` (run shards side by side);
 * - `BOTS_OUT`: write every game's result as JSON to this file (rewritten after each game, so an
 *   interrupted run keeps its finished games); `BOTS_MERGE`: a comma list of such
 *   files to summarise together instead of playing.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import seedrandom from 'seedrandom';
import type { Game } from '@tabula/core';
import { atlandice } from '@tabula/atlandice';
import { survive } from '@tabula/survive';
import { akrotiri } from '@tabula/akrotiri';
import { clockworkEmpire } from '@tabula/clockwork-empire';
import { formatSummary, ismctsSearch, playArenaGame, profiles, summarizeArena, type ArenaGameResult, type ArenaSummary } from '../src/index';

const env = process.env;
const PARTS = (env.BOTS_PARTS ?? 'speed,strength,fairness').split(',');
const TITLES = env.BOTS_TITLES?.split(',');
const PLAYERS = env.BOTS_PLAYERS?.split(',').map(Number);
const GAMES = Number(env.BOTS_GAMES ?? 100);
const ITERATIONS = Number(env.BOTS_ITERATIONS ?? 1000);
const ENTRANT = env.BOTS_ENTRANT ?? `ismcts:${ITERATIONS}`;
const POSITIONS = Number(env.BOTS_SPEED_POSITIONS ?? 10);
const [SHARD, SHARDS] = (env.BOTS_SHARD ?? '0/1').split('/').map(Number) as [number, number];
/** The full run's size, for the time estimates. */
const FULL_GAMES = 100;

const titles: { game: Game<any, any, any, any, any, any>; players: number[] }[] = [
  { game: atlandice, players: [2, 3, 4] },
  { game: survive, players: [2, 3, 4] },
  { game: akrotiri, players: [2] },
  { game: clockworkEmpire, players: [3, 4] },
].filter((t) => !TITLES || TITLES.includes(t.game.name));

const log = (line = ''): void => void process.stdout.write(`${line}\n`);
const all: ArenaGameResult[] = [];

/** The strength target for a player count: 90% of 2-player games, 70% of larger ones. */
const target = (players: number): number => (players === 2 ? 0.9 : 0.7);

/** Plays this shard's games of one arena; prints its summary and timing. */
async function arena(game: Game<any, any, any, any, any, any>, entrants: string[], label: string): Promise<ArenaSummary> {
  const results: ArenaGameResult[] = [];
  const start = performance.now();
  for (let i = SHARD; i < GAMES; i += SHARDS) {
    const t = performance.now();
    const r = await playArenaGame({ game, entrants, seed: label }, i);
    results.push(r);
    // Each finished game is saved at once, so a run cut short keeps what it played.
    if (env.BOTS_OUT) writeFileSync(env.BOTS_OUT, JSON.stringify([...all, ...results]));
    process.stderr.write(`  ${label} game ${i}: ${r.outcomes.join(' ')} in ${((performance.now() - t) / 1000).toFixed(1)} s\n`);
  }
  const seconds = (performance.now() - start) / 1000;
  all.push(...results);
  const summary = summarizeArena(results);
  log(formatSummary(summary));
  log(`time: ${seconds.toFixed(0)} s for ${results.length} games, ${(seconds / results.length).toFixed(1)} s a game: about ${((seconds / results.length) * FULL_GAMES / 60).toFixed(0)} min for ${FULL_GAMES} games on one core`);
  return summary;
}

async function strength(): Promise<void> {
  log(`\n## Strength: ${ENTRANT} against random bots, ${GAMES} games per title and player count (shard ${SHARD}/${SHARDS})\n`);
  for (const { game, players } of titles) {
    for (const n of players) {
      if (PLAYERS && !PLAYERS.includes(n)) continue;
      const entrants = [ENTRANT, ...Array.from({ length: n - 1 }, () => 'random')];
      log(`### ${game.name}, ${n} players`);
      const s = await arena(game, entrants, `strength-${game.name}-${n}`);
      const w = s.standings[0]!.winRate;
      log(`target ${(100 * target(n)).toFixed(0)}%: ${w.rate >= target(n) ? 'met' : 'NOT met'} (win rate ${(100 * w.rate).toFixed(1)}%, 95% CI ${(100 * w.low).toFixed(1)}–${(100 * w.high).toFixed(1)}%)\n`);
    }
  }
}

async function fairness(): Promise<void> {
  const cheat = ENTRANT.replace(/^ismcts/, 'cheat-mcts');
  log(`\n## The price of fairness: ${ENTRANT} against ${cheat} (reads the true state), ${GAMES} games per title\n`);
  for (const { game } of titles) {
    const n = game.minPlayers;
    const entrants = [ENTRANT, cheat, ...Array.from({ length: n - 2 }, () => 'random')];
    log(`### ${game.name}, ${n} players`);
    await arena(game, entrants, `fairness-${game.name}-${n}`);
    log();
  }
}

/** Positions of random games where the seat to act has at least two legal actions, spread over the game. */
function positions(game: Game<any, any, any, any, any, any>, players: number, count: number): { view: unknown; seat: number; legal: readonly unknown[] }[] {
  const out: { view: unknown; seat: number; legal: readonly unknown[] }[] = [];
  for (let g = 0; out.length < count; g++) {
    const random = seedrandom.alea(`speed-${game.name}-${g}`);
    let state = game.setup({ players, seed: `speed-${g}` });
    const every = 17 + g;
    for (let k = 0; !game.isOver(state) && out.length < count; k++) {
      const seat = game.activeSeats(state)[0]!;
      const legal = game.legalActions(state, seat);
      if (k % every === every - 1 && legal.length >= 2) out.push({ view: game.view(state, seat), seat, legal });
      const result = game.apply(state, seat, legal[Math.floor(random() * legal.length)]);
      if (!result.ok) throw new Error(result.error.message);
      state = result.state;
    }
  }
  return out;
}

function speed(): void {
  log(`\n## Speed: ${ITERATIONS}-iteration decisions at ${POSITIONS} positions of random games per title\n`);
  log('| game | players | depth | iterations/s | ms per decision: mean | median | max |');
  log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const { game, players } of titles) {
    const n = players[0]!;
    const at = positions(game, n, POSITIONS + 1);
    const [warm, ...measured] = at;
    ismctsSearch({ game, seed: 'warm-up', iterations: ITERATIONS }, warm!.view, warm!.seat, warm!.legal);
    const times: number[] = [];
    let iterations = 0;
    for (const p of measured) {
      const t = performance.now();
      const r = ismctsSearch({ game, seed: 'speed', iterations: ITERATIONS }, p.view, p.seat, p.legal);
      times.push(performance.now() - t);
      iterations += r.iterations;
    }
    const total = times.reduce((a, b) => a + b, 0);
    const sorted = [...times].sort((a, b) => a - b);
    const depth = profiles[game.name]?.maxDepth ?? 'to the end';
    log(`| ${game.name} | ${n} | ${depth} | ${Math.round((iterations / total) * 1000).toLocaleString('en')} | ${(total / times.length).toFixed(0)} | ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} | ${sorted[sorted.length - 1]!.toFixed(0)} |`);
  }
}

async function main(): Promise<void> {
  const [l1] = loadavg();
  log(`# @tabula/bots measurements\n\nNode ${process.version}, ${cpus()[0]?.model ?? 'unknown CPU'} × ${cpus().length}; load average (1 min) at start ${l1!.toFixed(2)}`);
  if (env.BOTS_MERGE) {
    const results = env.BOTS_MERGE.split(',').flatMap((f) => JSON.parse(readFileSync(f, 'utf8')) as ArenaGameResult[]);
    const groups = new Map<string, ArenaGameResult[]>();
    for (const r of results) {
      const key = r.seed.slice(0, r.seed.lastIndexOf(':'));
      groups.set(key, [...(groups.get(key) ?? []), r]);
    }
    for (const [key, rs] of groups) {
      log(`\n### ${key}`);
      const s = summarizeArena(rs);
      log(formatSummary(s));
      if (key.startsWith('strength-')) {
        const w = s.standings[0]!.winRate;
        const n = rs[0]!.entrants.length;
        log(`target ${(100 * target(n)).toFixed(0)}%: ${w.rate >= target(n) ? 'met' : 'NOT met'}`);
      }
    }
    return;
  }
  if (PARTS.includes('speed')) speed();
  if (PARTS.includes('strength')) await strength();
  if (PARTS.includes('fairness')) await fairness();
  if (env.BOTS_OUT) writeFileSync(env.BOTS_OUT, JSON.stringify(all));
  log(`\nload average (1 min) at the end: ${loadavg()[0]!.toFixed(2)}`);
}

await main();
