/**
 * Every core: `simulate`, `fuzz` and `arena` give the same report in this thread, on 1 or 2 worker threads
 * (piscina), and as shards merged with `tabula merge`; the workers start from the sources (tsx) and
 * from the built package (tsup's `dist/worker.js`).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Options } from 'tsup';
import { describe, expect, it, onTestFinished } from 'vitest';
import tsupConfig from '../tsup.config';
import { main } from '../src/main';
import { shardUnits } from '../src/runner';
import { terminal, withoutTiming } from './terminal';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { dependencies: Record<string, string> };

/** Runs `tabula` in this process; its JSON report without timing, and the exit code. */
async function report(argv: string[], files: Record<string, string> = {}) {
  const t = terminal([], files);
  const code = await main(argv, t.io);
  expect(t.err.filter((l) => !l.startsWith('FAIL') && !/^shrunk replay/.test(l)).join('\n')).toBe('');
  return { code, json: t.out.length === 1 ? withoutTiming(t.out[0]!) : t.out, files: t.files, timing: t.out.length === 1 ? JSON.parse(t.out[0]!).timing : undefined };
}

/** Runs every shard of `argv` and merges them; the merged report. */
async function sharded(argv: string[], count: number, extra: string[] = []) {
  const files: Record<string, string> = {};
  for (let i = 1; i <= count; i++) {
    const t = terminal([], files);
    await main([...argv, '--shard', `${i}/${count}`, '--partial', `part-${i}.json`, ...extra], t.io);
    expect(t.out[0]).toMatch(new RegExp(`^shard ${i}/${count}: \\d+ of \\d+ units .* partial report written to part-${i}\\.json`));
  }
  return report(['merge', ...Array.from({ length: count }, (_, i) => `part-${count - i}.json`), '--json'], files);
}

describe('the same report on any number of workers and shards', () => {
  it('simulate: this thread, 1 worker, 2 workers and 3 shards merged', async () => {
    const argv = ['simulate', 'atlandice', '--games', '9', '--players', '3', '--seed', 'cores', '--json'];
    const here = await report(argv);
    const one = await report([...argv, '--workers', '1']);
    const two = await report([...argv, '--workers', '2']);
    const shards = await sharded(argv.filter((a) => a !== '--json'), 3);
    expect(here.json).toMatchObject({ game: 'atlandice', games: 9, players: 3, seed: 'cores' });
    expect(one.json).toEqual(here.json);
    expect(two.json).toEqual(here.json);
    expect(shards.json).toEqual(here.json);
    expect([here.timing.workers, one.timing.workers, two.timing.workers, shards.timing.shards]).toEqual([null, 1, 2, 3]);
  }, 180_000);

  it('fuzz: this thread, 2 workers and 2 shards merged (a property in 2 slices of games)', async () => {
    const argv = ['fuzz', 'survive', '--games', '12', '--players', '2', '--seed', 'cores', '--property', 'replay is deterministic', '--json'];
    const here = await report(argv);
    const two = await report([...argv, '--workers', '2']);
    const shards = await sharded(argv.filter((a) => a !== '--json'), 2);
    expect(here.json).toMatchObject({ game: 'survive', games: 12, players: [2], seed: 'cores', properties: [{ name: expect.stringMatching(/^replay is deterministic/), games: 12 }] });
    expect(two.json).toEqual(here.json);
    expect(shards.json).toEqual(here.json);
    expect(two.code).toBe(here.code);
    expect(shards.code).toBe(here.code);
  }, 180_000);

  it('arena: 1 worker, 2 workers and 2 shards merged give the report of this thread, as JSON and as text', async () => {
    const argv = ['arena', 'atlandice', '--bots', 'ismcts:10,random', '--games', '4', '--seed', 'cores'];
    const here = await report([...argv, '--json']);
    const one = await report([...argv, '--json', '--workers', '1']);
    const two = await report([...argv, '--json', '--workers', '2']);
    const shards = await sharded(argv, 2);
    expect(here.code).toBe(0);
    expect(here.json).toMatchObject({ game: 'atlandice', entrants: ['ismcts:10', 'random'], players: 2, games: 4, finished: 4, unfinished: 0, seed: 'cores' });
    expect(one.json).toEqual(here.json);
    expect(two.json).toEqual(here.json);
    expect(shards.json).toEqual(here.json);
    expect([here.timing.workers, one.timing.workers, two.timing.workers, shards.timing.shards]).toEqual([null, 1, 2, 2]);
    // The text report of the merged shards is the single run's, but for its time line.
    const files = shards.files;
    const text = (out: string[]) => out.join('\n').replace(/\n {2}time: .*$/, '');
    const single = terminal();
    expect(await main(argv, single.io)).toBe(0);
    const merged = terminal([], files);
    expect(await main(['merge', 'part-1.json', 'part-2.json'], merged.io)).toBe(0);
    expect(text(merged.out)).toBe(text(single.out));
    expect(merged.out.join('\n')).toMatch(/\n {2}time: .* \(2 shards, added up\), [\d.]+ games\/s$/);
  }, 180_000);

  it('a shard takes every n-th unit, so the shares of a run cover it exactly once', () => {
    expect(shardUnits(7, { index: 1, count: 3 })).toEqual([0, 3, 6]);
    expect(shardUnits(7, { index: 3, count: 3 })).toEqual([2, 5]);
    expect(shardUnits(2, { index: 3, count: 3 })).toEqual([]);
    expect(shardUnits(3, undefined)).toEqual([0, 1, 2]);
  });
});

describe('workers from the sources and from the built package', () => {
  const expectedArgs = ['simulate', 'survive', '--games', '4', '--players', '2', '--seed', 'built', '--json'];

  it('`tabula` run by tsx from the sources (npm run tabula) starts its workers', async () => {
    const here = await report(expectedArgs);
    const r = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('../src/bin.ts', import.meta.url)), ...expectedArgs, '--workers', '2'], { cwd: root, encoding: 'utf8', timeout: 120_000 });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(withoutTiming(r.stdout)).toEqual(here.json);
  }, 180_000);

  it('the package built by tsup has dist/worker.js beside dist/bin.js, and its workers give the same report', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tabula-cli-build-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    // Dependencies resolve from the repository's node_modules; the @tabula packages are bundled from their sources.
    symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
    const config = tsupConfig as Options;
    await build({
      ...config,
      config: false,
      silent: true,
      entry: Object.fromEntries(Object.entries(config.entry as Record<string, string>).map(([k, v]) => [k, fileURLToPath(new URL(`../${v}`, import.meta.url))])),
      outDir: join(dir, 'dist'),
      tsconfig: join(root, 'tsconfig.json'),
      noExternal: [/^@tabula\//],
      // As the package's own build does (tsup keeps package.json's dependencies external), plus what the bundled games import.
      external: [...Object.keys(pkg.dependencies).filter((d) => !d.startsWith('@tabula/')), 'immer'],
    });
    expect(existsSync(join(dir, 'dist', 'bin.js'))).toBe(true);
    expect(existsSync(join(dir, 'dist', 'worker.js'))).toBe(true);
    const here = await report(expectedArgs);
    const r = spawnSync(process.execPath, [join(dir, 'dist', 'bin.js'), ...expectedArgs, '--workers', '2'], { cwd: dir, encoding: 'utf8', timeout: 120_000 });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(withoutTiming(r.stdout)).toEqual(here.json);
    // An arena of bots (@tabula/bots in the workers) too.
    const arenaArgs = ['arena', 'atlandice', '--bots', 'ismcts:5,random', '--games', '2', '--seed', 'built', '--json'];
    const arenaHere = await report(arenaArgs);
    const a = spawnSync(process.execPath, [join(dir, 'dist', 'bin.js'), ...arenaArgs, '--workers', '2'], { cwd: dir, encoding: 'utf8', timeout: 120_000 });
    expect(a.stderr).toBe('');
    expect(a.status).toBe(0);
    expect(withoutTiming(a.stdout)).toEqual(arenaHere.json);
  }, 240_000);
});
