import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { randomPlayout } from '@tabula/core';
import { gameProperties } from '@tabula/core/testing';
import { atlandice } from '@tabula/atlandice';
import type { Io } from '../src/io';
import { TITLES } from '../src/games';
import { main } from '../src/main';

/** A fake terminal: collects output, feeds typed lines, keeps files in memory. */
function terminal(typed: string[] = [], files: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const io: Io = {
    out: (t) => out.push(t),
    err: (t) => err.push(t),
    tty: false,
    readLine: async () => typed.shift(),
    writeFile: (p, t) => {
      files[p] = t;
    },
    readFile: (p) => {
      if (!(p in files)) throw new Error(`ENOENT: no such file ${p}`);
      return files[p]!;
    },
  };
  return { io, out, err, files };
}

describe('tabula simulate', () => {
  it('reports win rates by seat, scores, game length and speed', async () => {
    const t = terminal();
    expect(await main(['simulate', 'atlandice', '--games', '20', '--players', '4', '--seed', 'x'], t.io)).toBe(0);
    const text = t.out.join('\n');
    expect(text).toMatch(/atlandice: 20 random games, 4 players, seed "x"/);
    expect(text.match(/seat \d: wins/g)).toHaveLength(4);
    expect(text).toMatch(/length: mean [\d.]+ actions/);
    expect(text).toMatch(/games\/s/);
  });

  it('--json prints the same report as JSON, deterministic apart from speed', async () => {
    const a = terminal();
    const b = terminal();
    await main(['simulate', 'atlandice', '--games', '10', '--seed', 'j', '--json'], a.io);
    await main(['simulate', 'atlandice', '--games', '10', '--seed', 'j', '--json'], b.io);
    const ra = JSON.parse(a.out[0]!);
    const rb = JSON.parse(b.out[0]!);
    expect(ra).toMatchObject({ game: 'atlandice', players: 3, games: 10 });
    expect(ra.winRate.reduce((x: number, y: number) => x + y, 0)).toBeGreaterThanOrEqual(1);
    for (const k of ['winRate', 'scores', 'length']) expect(ra[k]).toEqual(rb[k]);
  });

  it.each([
    [['simulate', 'chess'], /unknown game "chess"/],
    [['simulate'], /name a game/],
    [['simulate', 'atlandice', '--players', '9'], /--players must be a whole number from 2 to 4, got 9/],
    [['simulate', 'atlandice', '--games', 'many'], /--games must be a whole number/],
    [['simulate', 'atlandice', '--speed', '3'], /unknown flag --speed/],
    [['simulate', 'atlandice', '--seed'], /--seed needs a value/],
    [['dance'], /unknown command "dance"/],
  ])('%j is a usage error with exit code 2', async (argv, message) => {
    const t = terminal();
    expect(await main(argv, t.io)).toBe(2);
    expect(t.err.join('\n')).toMatch(message);
    expect(t.err.join('\n')).toMatch(/usage:/);
  });
});

describe('tabula replay', () => {
  it('replays a log, printing each entry and its events, then the result', async () => {
    const config = { players: 2, seed: 'rp' };
    const run = randomPlayout(atlandice, config, { seed: 'rp' });
    const t = terminal([], { 'game.json': JSON.stringify({ game: 'atlandice', config, log: run.log }) });
    expect(await main(['replay', 'game.json'], t.io)).toBe(0);
    expect(t.out.filter((l) => l.startsWith('#'))).toHaveLength(run.steps);
    expect(t.out.at(-1)).toBe(`game over: ${JSON.stringify(atlandice.result(run.state))}`);
  });

  it('stops at the first rejected entry, naming its index, with exit code 1', async () => {
    const t = terminal([], { 'bad.json': JSON.stringify({ game: 'atlandice', config: { players: 3, seed: 'b' }, log: [{ seat: 0, action: { type: 'pass' } }] }) });
    const code = await main(['replay', 'bad.json'], t.io);
    expect(code).toBe(1);
    expect(t.out.at(-1)).toMatch(/rejected at entry 0: (NOT_ACTIVE|WRONG_DECISION)/);
  });

  it.each([
    [{}, /no such file/],
    [{ 'x.json': 'not json' }, /cannot read x.json/],
    [{ 'x.json': '{"game":"atlandice"}' }, /not a replay file/],
    [{ 'x.json': '{"game":"go","config":{},"log":[]}' }, /unknown game "go"/],
    [{ 'x.json': '{"game":"atlandice","config":{"players":7,"seed":"s"},"log":[]}' }, /bad config: players/],
  ])('a bad file is a clear error with exit code 2 (%#)', async (files, message) => {
    const t = terminal([], files as Record<string, string>);
    expect(await main(['replay', 'x.json'], t.io)).toBe(2);
    expect(t.err.join('\n')).toMatch(message);
  });
});

describe('tabula play', () => {
  it('lists legal actions by number, plays the chosen one, and lets bots play', async () => {
    const t = terminal(['1', '1', 'q']);
    expect(await main(['play', 'atlandice', '--players', '2', '--seed', 'p', '--bots', '1'], t.io)).toBe(0);
    const text = t.out.join('\n');
    expect(text).toMatch(/bots: 1/);
    expect(text).toMatch(/your move:\n  1\. \{"type":"visit"/);
    expect(text).toMatch(/"type":"dieTaken"/);
    expect(text).toMatch(/game left unfinished/);
  });

  it('refuses a bad move with the game\'s message and asks again', async () => {
    const t = terminal(['{"type":"fly"}', 'q']);
    await main(['play', 'atlandice', '--seed', 'p', '--bots', '1,2'], t.io);
    expect(t.out.join('\n')).toMatch(/refused: MALFORMED_ACTION: unknown action type "fly"/);
  });

  it('bots alone play a whole game', async () => {
    const t = terminal();
    await main(['play', 'atlandice', '--players', '3', '--bots', '0,1,2'], t.io);
    expect(t.out.at(-1)).toMatch(/^game over: \{"scores":/);
  });

  it('--bots must name seats of the game', async () => {
    const t = terminal();
    expect(await main(['play', 'atlandice', '--players', '2', '--bots', '5'], t.io)).toBe(2);
    expect(t.err.join('\n')).toMatch(/--bots: 5 must list seats from 0 to 1/);
  });
});

describe('tabula fuzz', () => {
  it('runs the conformance kit and passes a correct game', async () => {
    const t = terminal();
    expect(await main(['fuzz', 'atlandice', '--games', '2', '--seed', '3'], t.io)).toBe(0);
    const expected = gameProperties(atlandice, { configs: [{ players: 2 }] }).map((p) => `ok    ${p.name}`);
    expect(t.out).toEqual(expected);
  });
});

describe('the tabula executable', () => {
  const bin = fileURLToPath(new URL('../src/bin.ts', import.meta.url));
  const root = fileURLToPath(new URL('../../..', import.meta.url));
  const run = (args: string[], input = '') => spawnSync(process.execPath, ['--import', 'tsx', bin, ...args], { cwd: root, input, encoding: 'utf8' });

  it('simulate prints a report and exits 0', () => {
    const r = run(['simulate', 'atlandice', '--games', '5']);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/atlandice: 5 random games/);
  });

  it('an unknown game exits 2 with the usage on stderr', () => {
    const r = run(['simulate', 'nope']);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/unknown game "nope"/);
  });

  it('play reads moves from standard input', () => {
    const r = run(['play', 'atlandice', '--players', '2', '--bots', '1'], '1\nq\n');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/game left unfinished/);
  });

  it('replay reads a file from disk', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tabula-cli-'));
    const file = join(dir, 'r.json');
    writeFileSync(file, JSON.stringify({ game: 'atlandice', config: { players: 3, seed: 'f' }, log: [] }));
    const r = run(['replay', file]);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/0 entries replayed/);
    expect(readFileSync(file, 'utf8')).toContain('atlandice');
  });
});

describe.each(Object.keys(TITLES))('every title: %s', (name) => {
  const { game, defaultPlayers } = TITLES[name]!;

  it('simulate plays complete games and reports them', async () => {
    const t = terminal();
    expect(await main(['simulate', name, '--games', '3', '--seed', 'each', '--json'], t.io)).toBe(0);
    const report = JSON.parse(t.out.join('\n'));
    expect(report).toMatchObject({ game: game.name, players: defaultPlayers, games: 3 });
    expect(report.length.mean).toBeGreaterThan(0);
  });

  it('replay replays a recorded random game to its end', async () => {
    const config = { players: defaultPlayers, seed: `each-${name}` };
    const run = randomPlayout(game, config, { seed: 'rp' });
    const t = terminal([], { 'game.json': JSON.stringify({ game: name, config, log: run.log }) });
    expect(await main(['replay', 'game.json'], t.io)).toBe(0);
    expect(t.out.at(-1)).toBe(`game over: ${JSON.stringify(game.result(run.state))}`);
  });

  it('play lists legal actions by number and plays the one chosen', async () => {
    const bots = Array.from({ length: defaultPlayers - 1 }, (_, i) => i + 1).join(',');
    const t = terminal(['1', 'q']);
    expect(await main(['play', name, '--players', String(defaultPlayers), '--seed', 'p', '--bots', bots], t.io)).toBe(0);
    expect(t.out.join('\n')).toMatch(/ 1\. /);
    expect(t.out.join('\n')).toMatch(/game left unfinished/);
  });
});
