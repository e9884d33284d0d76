/**
 * The `tabula` command as people use it: help and version, flags written either way, every bad
 * input a clear exit-2 error, `--option`, the simulate report (ties counted apart), progress on a
 * terminal only, fuzz's summary and replay file, replay's checks, merge's checks, and the
 * executable itself.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, onTestFinished } from 'vitest';
import { randomPlayout } from '@tabula/core';
import { atlandice } from '@tabula/atlandice';
import { survive } from '@tabula/survive';
import type { ArenaGameResult } from '@tabula/bots';
import { printArena, summarizeArenaRun } from '../src/arena';
import { printFuzz, type FuzzReport } from '../src/fuzz';
import { TITLES } from '../src/games';
import { main } from '../src/main';
import { parseOptions } from '../src/options';
import { numberSeed } from '../src/seed';
import { playRandomGame } from '../src/simulate';
import { terminal, withoutTiming } from './terminal';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };

describe('help and version', () => {
  it.each([[['-h']], [['--help']], [['help']]])('%j prints the usage with every command, exit 0', async (argv) => {
    const t = terminal();
    expect(await main(argv, t.io)).toBe(0);
    const text = t.out.join('\n');
    for (const c of ['simulate <game>', 'fuzz <game>', 'arena <game>', 'play <game>', 'replay <file>', 'merge <files…>', 'help [<command>]']) expect(text).toContain(c);
    expect(text).toContain(`games: ${Object.keys(TITLES).join(', ')}`);
  });

  it.each([
    ['simulate', ['--games N', '--players P', '--seed S', '--option key=value', '--uniform', '--workers N', '--shard i/n', '--partial FILE', '--json']],
    ['fuzz', ['--games N', '--players P', '--property TEXT', '--seed S', '--option key=value', '--out FILE', '--uniform', '--workers N', '--shard i/n', '--partial FILE', '--json']],
    ['arena', ['--bots A,B,…', '--games N', '--players P', '--seed S', '--option key=value', '--max-actions N', '--workers N', '--shard i/n', '--partial FILE', '--json']],
    ['play', ['--players P', '--seed S', '--bots 1,2', '--option key=value', '--save FILE']],
    ['replay', []],
    ['merge', ['--json', '--out FILE']],
  ])('%s --help, -h and `help %s` list its flags, exit 0 (even beside a bad flag)', async (command, flags) => {
    for (const argv of [[command, '--help'], [command, '-h'], ['help', command], [command, '--bogus', '-h']]) {
      const t = terminal();
      expect(await main(argv, t.io)).toBe(0);
      const text = t.out.join('\n');
      expect(text).toMatch(new RegExp(`^usage: tabula ${command} `));
      for (const f of [...flags, '-h, --help']) expect(text).toContain(f);
    }
  });

  it.each([[['--version']], [['-v']]])('%j prints the package version', async (argv) => {
    const t = terminal();
    expect(await main(argv, t.io)).toBe(0);
    expect(t.out).toEqual([pkg.version]);
  });

  it('no command at all prints the usage on stderr, exit 2', async () => {
    const t = terminal();
    expect(await main([], t.io)).toBe(2);
    expect(t.err.join('\n')).toMatch(/^usage: tabula <command>/);
  });
});

describe('flags and words', () => {
  it('--games=10 works as --games 10', async () => {
    const a = terminal();
    const b = terminal();
    expect(await main(['simulate', 'atlandice', '--games=6', '--seed=eq', '--json'], a.io)).toBe(0);
    expect(await main(['simulate', 'atlandice', '--games', '6', '--seed', 'eq', '--json'], b.io)).toBe(0);
    expect(withoutTiming(a.out[0]!)).toEqual(withoutTiming(b.out[0]!));
    expect(withoutTiming(a.out[0]!)).toMatchObject({ games: 6, seed: 'eq' });
  });

  it.each([
    [['simulate', 'chess'], /unknown game "chess" \(known: atlandice, survive, akrotiri, clockwork-empire\)/],
    [['simulate'], /name a game/],
    [['simulate', 'atlandice', 'survive'], /unexpected word "survive"/],
    [['simulate', 'atlandice', '--players', '9'], /--players must be a whole number from 2 to 4, got 9/],
    [['simulate', 'atlandice', '--games', 'many'], /--games must be a whole number/],
    [['simulate', 'atlandice', '--games', '0'], /--games must be a whole number from 1/],
    [['simulate', 'atlandice', '--games='], /--games must be a whole number/],
    [['simulate', 'atlandice', '--speed', '3'], /unknown flag --speed/],
    [['simulate', 'atlandice', '-g', '3'], /unknown flag -g/],
    [['simulate', 'atlandice', '--seed'], /--seed needs a value/],
    [['simulate', 'atlandice', '--seed', '--json'], /--seed needs a value/],
    [['simulate', 'atlandice', '--seed='], /--seed needs a non-empty value/],
    [['simulate', 'atlandice', '--games', '3', '--games', '4'], /--games is given twice/],
    [['simulate', 'atlandice', '--json=yes'], /--json takes no value/],
    [['simulate', 'atlandice', '--workers', '0'], /--workers must be a whole number from 1 to 256/],
    [['simulate', 'atlandice', '--shard', '3/2'], /--shard must be i\/n/],
    [['simulate', 'atlandice', '--shard', 'half'], /--shard must be i\/n/],
    [['simulate', 'atlandice', '--partial', 'x.json'], /--partial goes with --shard/],
    [['simulate', 'atlandice', '--shard', '1/2', '--json'], /--json goes with a whole run or with tabula merge/],
    [['fuzz', 'atlandice', '--shard', '1/2', '--out', 'x.json'], /--out goes with a whole run or with tabula merge/],
    [['fuzz', 'atlandice', '--property', 'no such property'], /--property: no property of the kit mentions "no such property"/],
    [['play', 'atlandice', '--players', '2', '--bots', '5'], /--bots: 5 must list seats from 0 to 1/],
    [['play', 'atlandice', '--bots', '1,,2'], /--bots: 1,,2 must list seats/],
    [['play', 'survive', '--bots', 'cheat-mcts:100'], /--bots: cheat-mcts:100: cheat-mcts reads the whole state, so it cannot sit at a table/],
    [['play', 'survive', '--bots', '1=ismcts:fast'], /--bots: entrant "ismcts:fast": unknown part "fast"/],
    [['play', 'survive', '--bots', '1=alphazero'], /--bots: entrant "alphazero": the kind must be one of random, ismcts, cheat-mcts/],
    [['play', 'survive', '--bots', '1,ismcts'], /--bots: 1,ismcts: "ismcts" has no seat; write seats \(1,2: random bots\), seats with a kind/],
    [['play', 'survive', '--bots', '1=random,1'], /--bots: seat 1 is given twice in 1=random,1/],
    [['arena', 'survive', '--bots', 'ismcts:fast,random'], /--bots: entrant "ismcts:fast": unknown part "fast" \(a number of iterations, c=, depth=, ms=, margin=\)/],
    [['arena', 'survive', '--bots', 'minimax,random'], /--bots: entrant "minimax": the kind must be one of random, ismcts, cheat-mcts/],
    [['arena', 'survive', '--bots', 'ismcts:0,random'], /--bots: entrant "ismcts:0": iterations must be a number ≥ 1/],
    [['arena', 'survive', '--bots', 'ismcts,,random'], /--bots: an empty entrant in "ismcts,,random"/],
    [['arena', 'survive', '--bots', 'ismcts'], /--bots: survive is played by 2 to 4 players, and an arena has one entrant per seat; 1 entrant was given \(ismcts\)/],
    [['arena', 'clockwork-empire', '--bots', 'ismcts,random'], /--bots: clockwork-empire is played by 3 to 4 players, and an arena has one entrant per seat; 2 entrants were given \(ismcts, random\)/],
    [['arena', 'survive', '--bots', 'random,random,random,random,random'], /--bots: survive is played by 2 to 4 players, .*; 5 entrants were given/],
    [['arena', 'survive', '--bots', 'ismcts,random', '--players', '3'], /--players 3, but --bots gives 2 entrants \(ismcts, random\): an arena has one entrant per seat/],
    [['arena', 'survive'], /--bots is required: the entrants, one per seat, e\.g\. --bots ismcts:1000,random,random/],
    [['arena', 'chess', '--bots', 'random,random'], /unknown game "chess"/],
    [['arena', 'survive', '--bots', 'random,random', '--games', '0'], /--games must be a whole number from 1/],
    [['arena', 'survive', '--bots', 'random,random', '--max-actions', 'lots'], /--max-actions must be a whole number from 1/],
    [['arena', 'survive', '--bots', 'random,random', '--option', 'twoColours=yes'], /survive refuses this setup: options\.twoColours/],
    [['arena', 'survive', '--bots', 'random,random', '--shard', '1/2', '--json'], /--json goes with a whole run or with tabula merge/],
    [['replay'], /name a replay file/],
    [['replay', 'a.json', 'b.json'], /unexpected word "b.json"/],
    [['merge'], /name the partial report files to merge/],
    [['dance'], /unknown command "dance"/],
    [['--games', '3'], /unknown flag --games \(a command comes first/],
    [['help', 'dance'], /unknown command "dance"/],
    [['--version', 'now'], /--version takes nothing more/],
  ])('%j is a usage error: a clear message, the usage, exit 2', async (argv, message) => {
    const t = terminal();
    expect(await main(argv, t.io)).toBe(2);
    const err = t.err.join('\n');
    expect(err).toMatch(message);
    expect(err).toMatch(/usage: tabula/);
    expect(t.out).toEqual([]);
  });
});

describe('--option key=value', () => {
  it('reads values as JSON when they parse, else as text; dotted keys nest', () => {
    expect(parseOptions([])).toBeUndefined();
    expect(parseOptions(['a=3', 'b=true', 'c=hello', 'd=[1,2]', 'e={"x":1}', 'f="7"', 'g.h=1', 'g.i=x', 'j='])).toEqual({
      a: 3,
      b: true,
      c: 'hello',
      d: [1, 2],
      e: { x: 1 },
      f: '7',
      g: { h: 1, i: 'x' },
      j: '',
    });
    expect(() => parseOptions(['noequals'])).toThrow(/--option must be key=value, got "noequals"/);
    expect(() => parseOptions(['a=1', 'a=2'])).toThrow(/--option a is given twice/);
    expect(() => parseOptions(['a=1', 'a.b=2'])).toThrow(/a is already set to 1/);
    expect(() => parseOptions(['__proto__.x=1'])).toThrow(/is not an option name/);
  });

  it('sets the game options of simulate (they are in the report)', async () => {
    const t = terminal();
    expect(await main(['simulate', 'atlandice', '--games', '3', '--option', 'blackMarketClock=3', '--option', 'tileClocks.J2=4', '--json'], t.io)).toBe(0);
    expect(JSON.parse(t.out[0]!).options).toEqual({ blackMarketClock: 3, tileClocks: { J2: 4 } });
  });

  it('sets the game options of play', async () => {
    const t = terminal(['q']);
    expect(await main(['play', 'survive', '--players', '2', '--bots', '1', '--option', 'revealOwnValues=true', '--save', 's.json'], t.io)).toBe(0);
    expect(JSON.parse(t.files['s.json']!).config).toEqual({ players: 2, seed: 'tabula', options: { revealOwnValues: true } });
  });

  it.each([
    [['simulate', 'atlandice', '--option', 'bogus=1'], /atlandice refuses this setup: options\.bogus: /],
    [['simulate', 'survive', '--option', 'twoColours=yes'], /survive refuses this setup: options\.twoColours: must be true or false, got "yes"/],
    [['simulate', 'survive', '--players', '3', '--option', 'twoColours=true'], /options\.twoColours: is for 2 players only/],
    [['fuzz', 'atlandice', '--option', 'blackMarketClock=99'], /atlandice refuses this setup: options\.blackMarketClock: /],
    [['play', 'clockwork-empire', '--option', 'nope=1'], /clockwork-empire refuses this setup: options\.nope: /],
    [['simulate', 'atlandice', '--option', 'clock'], /--option must be key=value, got "clock"/],
  ])("%j: the game's SetupError is a clear exit-2 error", async (argv, message) => {
    const t = terminal();
    expect(await main(argv, t.io)).toBe(2);
    expect(t.err.join('\n')).toMatch(message);
    expect(t.err.join('\n')).not.toMatch(/\n\s+at /);
  });
});

describe('tabula simulate', () => {
  it('reports wins by seat with ties counted apart, scores, length and speed; the shares add up to 100%', async () => {
    const t = terminal();
    expect(await main(['simulate', 'atlandice', '--games', '30', '--players', '3', '--seed', 'ties'], t.io)).toBe(0);
    const text = t.out.join('\n');
    expect(text).toMatch(/^atlandice: 30 random games, 3 players, seed "ties"/);
    expect(text.match(/ {2}Seat \d: wins [\d.]+% \(\d+ alone/g)).toHaveLength(3);
    expect(text).toMatch(/ties: \d+ games \([\d.]+%\) shared first place/);
    expect(text).toMatch(/a seat's win rate counts its games won alone; tied games are counted once, under ties/);
    expect(text).toMatch(/length: mean [\d.]+ actions/);
    expect(text).toMatch(/speed: [\d,]+ games\/s, [\d,]+ actions\/s .*one thread/);

    const j = terminal();
    await main(['simulate', 'atlandice', '--games', '30', '--players', '3', '--seed', 'ties', '--json'], j.io);
    const r = JSON.parse(j.out[0]!);
    expect(r.wins.reduce((a: number, b: number) => a + b, 0) + r.ties + r.noWinner).toBe(30);
    expect(r.winRate.reduce((a: number, b: number) => a + b, 0)).toBeLessThanOrEqual(1);
    expect(r.ties).toBeGreaterThan(0); // this seed has ties: they are not counted as wins of each winner
    expect(r.sharedWins.reduce((a: number, b: number) => a + b, 0)).toBeGreaterThanOrEqual(2 * r.ties);
    expect(r.timing).toMatchObject({ workers: null });
  });

  it('is deterministic: the same seed gives the same report; another seed another', async () => {
    const run = async (seed: string) => {
      const t = terminal();
      await main(['simulate', 'survive', '--games', '4', '--seed', seed, '--json'], t.io);
      return withoutTiming(t.out[0]!);
    };
    expect(await run('d1')).toEqual(await run('d1'));
    expect(await run('d1')).not.toEqual(await run('d2'));
  });

  it('a game that does not end stops the run with exit 1, naming the game and its seed', () => {
    expect(() => playRandomGame({ game: 'atlandice', players: 2, games: 1, seed: 'long', maxSteps: 5 }, 0)).toThrow(/^atlandice game 0 \(seed "long-0"\) did not end within 5 actions$/);
  });

  it('shows progress with rate and time left on stderr, only on a terminal', async () => {
    let now = 0;
    const tty = terminal([], {}, { tty: true });
    tty.io.now = () => (now += 150);
    expect(await main(['simulate', 'atlandice', '--games', '5'], tty.io)).toBe(0);
    const err = tty.err.join('');
    expect(err).toMatch(/\r\[#*\.*\] 1\/5 games · [\d.]+ games\/s · [\d.]+ s left/);
    expect(err).toMatch(/\r\[#{24}\] 5\/5 games · [\d.]+ games\/s · done in [\d.]+ s\n$/);
    const pipe = terminal();
    expect(await main(['simulate', 'atlandice', '--games', '5'], pipe.io)).toBe(0);
    expect(pipe.err).toEqual([]);
  });
});

describe('tabula arena', () => {
  /** An arena game's result, as `playArenaGame` gives it. */
  const game = (index: number, scores: number[], winners: number[], finished = true): ArenaGameResult => ({
    index,
    game: 'survive',
    seed: `a:${index}`,
    entrants: ['ismcts:10', 'random', 'random'],
    seats: [0, 1, 2].map((s) => (s + index) % 3),
    finished,
    actions: finished ? 100 + index : 5000,
    scores: finished ? scores : [],
    winners: finished ? winners : [],
    outcomes: [0, 1, 2].map((e) => (!finished ? 'unfinished' : !winners.includes(e) ? 'loss' : winners.length === 1 ? 'win' : 'tie')),
  });

  it('reports each entrant: wins alone, ties apart, losses, rates with 95% Wilson intervals, score distribution, record by seat; unfinished games apart', () => {
    const params = { game: 'survive', entrants: ['ismcts:10', 'random', 'random'], games: 5, seed: 'a', maxActions: 5000 };
    const results = [game(0, [9, 2, 3], [0]), game(1, [6, 6, 1], [0, 1]), game(2, [4, 1, 0], [0]), game(3, [1, 5, 0], [1]), game(4, [], [], false)];
    const report = summarizeArenaRun(params, results);
    expect(report).toMatchObject({ game: 'survive', seed: 'a', players: 3, games: 5, finished: 4, unfinished: 1, tiedGames: 1, maxActions: 5000 });
    expect(report.standings.map((s) => [s.wins, s.ties, s.losses])).toEqual([[2, 1, 1], [1, 1, 2], [0, 0, 4]]);
    const t = terminal();
    expect(printArena(t.io, report, { seconds: 12, workers: 2 }, {})).toBe(0);
    const text = t.out.join('\n');
    const lines = text.split('\n');
    expect(text).toMatch(/^survive arena: 5 games, 3 players \(one entrant per seat, seats rotated each game\), seed "a"\n/);
    expect(lines[1]).toMatch(/^ {2}entrant +wins +ties +losses +win rate \[95% CI\] +win or tie \[95% CI\] +score mean ± sd +min \/ median \/ max$/);
    // 2 of 4 finished games won alone: 50.0% [15.0%, 85.0%]; 3 of 4 won or tied: 75.0% [30.1%, 95.4%].
    expect(lines[2]).toMatch(/^ {2}0 ismcts:10 +2 +1 +1 +50\.0% \[15\.0%, 85\.0%\] +75\.0% \[30\.1%, 95\.4%\] +5\.0 ± 3\.4 +1 \/ 5 \/ 9$/);
    expect(lines[4]).toMatch(/^ {2}2 random +0 +0 +4 +0\.0% \[0\.0%, 49\.0%\] +0\.0% \[0\.0%, 49\.0%\] +1\.0 ± 1\.4 +0 \/ 0\.5 \/ 3$/);
    expect(text).toMatch(/by seat \(games won alone of those played there\):\n {4}0 ismcts:10 {2}Seat 1 1\/2, Seat 2 1\/1, Seat 3 0\/1 \+1 tied\n {4}1 random {5}Seat 1 0\/1 \+1 tied, Seat 2 1\/2, Seat 3 0\/1\n {4}2 random {5}Seat 1 0\/1/);
    expect(text).toMatch(/games: 4 finished, 1 unfinished \(stopped after 5,000 actions; not counted in the rates\); 1 tied \(first place shared\); 101\.5 actions a game \(min 100, max 103\)/);
    expect(text).toMatch(/each entrant's wins, ties and losses add up to the finished games/);
    expect(lines.at(-1)).toBe('  time: 12 s (2 worker threads), 0.42 games/s');
  });

  it('plays games between bots and reports them as text and JSON; the same seed gives the same report; progress on a terminal', async () => {
    let now = 0;
    const t = terminal([], {}, { tty: true });
    t.io.now = () => (now += 150);
    expect(await main(['arena', 'atlandice', '--bots', 'ismcts:5,random', '--games', '2', '--seed', 'ar'], t.io)).toBe(0);
    const lines = t.out.join('\n').split('\n');
    expect(lines[0]).toBe('atlandice arena: 2 games, 2 players (one entrant per seat, seats rotated each game), seed "ar"');
    expect(lines.at(-1)).toMatch(/^ {2}time: [\d.]+ s \(one thread\), [\d.]+ games\/s$/);
    expect(t.err.join('')).toMatch(/\r\[#{24}\] 2\/2 games · [\d.]+ games\/s · done in [\d.]+ s\n$/);
    const json = async () => {
      const j = terminal();
      expect(await main(['arena', 'atlandice', '--bots', 'ismcts:5,random', '--games', '2', '--seed', 'ar', '--json', '--players', '2'], j.io)).toBe(0);
      expect(j.err).toEqual([]);
      return JSON.parse(j.out[0]!);
    };
    const a = await json();
    expect(a).toMatchObject({ game: 'atlandice', entrants: ['ismcts:5', 'random'], players: 2, games: 2, seed: 'ar', timing: { workers: null } });
    expect(a.standings[0].wins + a.standings[0].ties + a.standings[0].losses).toBe(a.finished);
    const { timing: _a, ...first } = a;
    const { timing: _b, ...second } = await json();
    expect(second).toEqual(first);
  });

  it('says when a time budget makes the run depend on the machine', async () => {
    const t = terminal();
    expect(await main(['arena', 'atlandice', '--bots', 'ismcts:ms=1,random', '--games', '1', '--json'], t.io)).toBe(0);
    expect(t.err).toEqual(['tabula: note: ismcts:ms=1 has a time budget: its choices depend on the machine\'s speed and load, so this run is not reproducible']);
  });
});

describe('tabula fuzz', () => {
  it('runs kit properties and ends with a summary: properties, games, time, failures; exit 1 exactly on a failure; progress on a terminal', async () => {
    let now = 0;
    const t = terminal([], {}, { tty: true });
    t.io.now = () => (now += 150);
    const code = await main(['fuzz', 'atlandice', '--games', '2', '--players', '2', '--seed', 's', '--property', 'legal actions are unique', '--out', 'fail.json'], t.io);
    expect(t.err.join('')).toMatch(/\r\[#{24}\] 2\/2 games · [\d.]+ games\/s · done in [\d.]+ s\n/);
    expect(t.out[0]).toMatch(/^(ok {2}|FAIL) {2}legal actions are unique, in a stable order, and plain JSON \(2 games\)$/);
    const summary = t.out.at(-1)!;
    expect(summary).toMatch(/^fuzz atlandice: 1 property \(those mentioning "legal actions are unique"\), 2 games each over 2 players \(2 games in all\), seed "s", [\d.]+ s: (no failures|1 failure)$/);
    const failed = summary.endsWith('1 failure');
    expect(code).toBe(failed ? 1 : 0);
    expect('fail.json' in t.files).toBe(failed);
  });

  it('--option sets the options of the games played, and the report names them', async () => {
    const t = terminal();
    const code = await main(['fuzz', 'atlandice', '--games', '1', '--players', '3', '--property', 'legal actions are unique', '--option', 'blackMarketClock=3', '--json', '--out', 'f.json'], t.io);
    const r = JSON.parse(t.out[0]!);
    expect(r).toMatchObject({ game: 'atlandice', options: { blackMarketClock: 3 }, players: [3], only: 'legal actions are unique' });
    expect(code).toBe(r.failures ? 1 : 0);
  });

  it('a failure prints the shrunk case on stderr, writes its replay file, and exits 1', () => {
    const t = terminal();
    const report: FuzzReport = {
      game: 'atlandice',
      seed: 's',
      games: 10,
      players: [2],
      properties: [
        { name: 'games end', games: 10 },
        { name: 'replay is deterministic', games: 10, failure: { message: 'it broke\nreplay: {"config":{"players":2,"seed":"k"},"log":[]}', replay: { config: { players: 2, seed: 'k' }, log: [] } } },
      ],
      failures: 1,
    };
    expect(printFuzz(t.io, report, { seconds: 1.5, workers: 2 }, { out: 'r.json', gameName: 'atlandice' })).toBe(1);
    expect(t.out).toEqual(['ok    games end (10 games)', 'FAIL  replay is deterministic (10 games)', 'fuzz atlandice: 2 properties, 10 games each over 2 players (20 games in all), seed "s", 1.5 s on 2 worker threads: 1 failure']);
    expect(t.err.join('\n')).toMatch(/FAIL {2}replay is deterministic\nit broke/);
    expect(t.err.join('\n')).toMatch(/shrunk replay of "replay is deterministic" written to r\.json: run `tabula replay r\.json`/);
    expect(JSON.parse(t.files['r.json']!)).toEqual({ game: 'atlandice', config: { players: 2, seed: 'k' }, log: [] });
  });

  it("one seed format: a string, from which fast-check's number is derived the same way everywhere", () => {
    expect(numberSeed('tabula')).toBe(numberSeed('tabula'));
    expect(numberSeed('tabula')).not.toBe(numberSeed('tabulb'));
    expect(numberSeed('')).toBe(0x811c9dc5 & 0x7fffffff);
    expect(numberSeed('a')).toBe(0xe40c292c & 0x7fffffff); // FNV-1a of "a"
    for (const s of ['x', 'seed with spaces', 'ünïcode', '12345']) {
      expect(Number.isInteger(numberSeed(s))).toBe(true);
      expect(numberSeed(s)).toBeGreaterThanOrEqual(0);
      expect(numberSeed(s)).toBeLessThan(2 ** 31);
    }
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

  it('stops at the first entry the rules refuse, naming its index, with exit code 1', async () => {
    const t = terminal([], { 'bad.json': JSON.stringify({ game: 'atlandice', config: { players: 3, seed: 'b' }, log: [{ seat: 0, action: { type: 'pass' } }] }) });
    expect(await main(['replay', 'bad.json'], t.io)).toBe(1);
    expect(t.out.at(-1)).toMatch(/rejected at entry 0: (NOT_ACTIVE|WRONG_DECISION)/);
  });

  const otherGame = JSON.stringify({ game: 'atlandice', config: { players: 2, seed: 'o' }, log: randomPlayout(survive, { players: 2, seed: 'o' }, { seed: 'o', maxSteps: 3 }).log });
  it.each([
    [{}, /cannot read x\.json: ENOENT/],
    [{ 'x.json': 'not json' }, /cannot read x\.json: it is not JSON/],
    [{ 'x.json': '[1,2]' }, /x\.json is not a replay file: .*got an array/],
    [{ 'x.json': '{"game":"atlandice"}' }, /x\.json is not a replay file: .*"config" is nothing/],
    [{ 'x.json': '{"game":"atlandice","config":{"players":2,"seed":"s"},"log":{}}' }, /"log" is an object/],
    [{ 'x.json': '{"game":"go","config":{},"log":[]}' }, /unknown game "go"/],
    [{ 'x.json': '{"game":"atlandice","config":{"players":7,"seed":"s"},"log":[]}' }, /bad config: players/],
    [{ 'x.json': '{"game":"atlandice","config":{"players":2,"seed":"s"},"log":[null]}' }, /log entry 0 is not \{ "seat", "action" \}: it is null/],
    [{ 'x.json': '{"game":"atlandice","config":{"players":2,"seed":"s"},"log":[{"seat":0}]}' }, /log entry 0 is not \{ "seat", "action" \}: it is an object/],
    [{ 'x.json': '{"game":"atlandice","config":{"players":2,"seed":"s"},"log":[{"seat":5,"action":{"type":"pass"}}]}' }, /log entry 0: seat 5 is not a seat of this 2-player game/],
    [{ 'x.json': otherGame }, /log entry 0 is not an action of atlandice \(a replay of another game\?\)/],
  ])('a bad file is a clear error with exit code 2, replaying nothing (%#)', async (files, message) => {
    const t = terminal([], files as Record<string, string>);
    expect(await main(['replay', 'x.json'], t.io)).toBe(2);
    expect(t.err.join('\n')).toMatch(message);
    expect(t.out).toEqual([]);
  });
});

describe('tabula merge', () => {
  const shard = (index: number, count: number, extra: Record<string, unknown> = {}) =>
    JSON.stringify({ kind: 'tabula-partial-report', format: 1, job: 'simulate', params: { game: 'atlandice', players: 2, games: 2, seed: 'm' }, units: 2, shard: { index, count }, results: [{ unit: index - 1, result: { length: 10, scores: [1, 2], winners: [1] } }], seconds: 1, ...extra });

  it('combines shards into one report', async () => {
    const t = terminal([], { 'a.json': shard(1, 2), 'b.json': shard(2, 2) });
    expect(await main(['merge', 'b.json', 'a.json', '--json'], t.io)).toBe(0);
    expect(JSON.parse(t.out[0]!)).toMatchObject({ game: 'atlandice', games: 2, wins: [0, 2], ties: 0, timing: { seconds: 2, shards: 2 } });
  });

  it('merges fuzz shards: a failure is written to --out, exit 1', async () => {
    const params = { game: 'atlandice', players: [2], games: 1, seed: 'm', only: 'legal actions are unique' };
    const failure = { message: 'broke\nreplay: {"config":{"players":2,"seed":"k"},"log":[]}', replay: { config: { players: 2, seed: 'k' }, log: [] } };
    const file = JSON.stringify({ kind: 'tabula-partial-report', format: 1, job: 'fuzz', params, units: 1, shard: { index: 1, count: 1 }, results: [{ unit: 0, result: { property: 'legal actions are unique, in a stable order, and plain JSON', games: 1, failure } }], seconds: 2 });
    const t = terminal([], { 'f.json': file });
    expect(await main(['merge', 'f.json', '--out', 'case.json'], t.io)).toBe(1);
    expect(t.out.at(-1)).toMatch(/^fuzz atlandice: 1 property .*, 1 shard, 2\.0 s added up: 1 failure$/);
    expect(JSON.parse(t.files['case.json']!)).toEqual({ game: 'atlandice', config: { players: 2, seed: 'k' }, log: [] });
  });

  it.each([
    [{ 'a.json': shard(1, 2) }, ['a.json'], /missing shard 2\/2/],
    [{ 'a.json': shard(1, 2), 'b.json': shard(1, 2) }, ['a.json', 'b.json'], /shard 1\/2 is given twice: a\.json and b\.json/],
    [{ 'a.json': shard(1, 2), 'b.json': shard(2, 2, { params: { game: 'atlandice', players: 2, games: 2, seed: 'other' } }) }, ['a.json', 'b.json'], /shards of different runs/],
    [{ 'a.json': shard(1, 2), 'b.json': shard(2, 2, { job: 'fuzz' }) }, ['a.json', 'b.json'], /b\.json is a fuzz report, a\.json a simulate report/],
    [{ 'a.json': '{"game":"atlandice"}' }, ['a.json'], /a\.json is not a partial report/],
    [{ 'a.json': 'oops' }, ['a.json'], /cannot read a\.json: it is not JSON/],
    [{}, ['a.json'], /cannot read a\.json: ENOENT/],
    [{ 'a.json': shard(1, 1, { results: [] }) }, ['a.json'], /shard 1\/1 should hold units 0, 1/],
  ])('refuses files that are not the shards of one run (%#), exit 2', async (files, argv, message) => {
    const t = terminal([], files as Record<string, string>);
    expect(await main(['merge', ...argv], t.io)).toBe(2);
    expect(t.err.join('\n')).toMatch(message);
  });
});

describe('the tabula executable', () => {
  const bin = fileURLToPath(new URL('../src/bin.ts', import.meta.url));
  const root = fileURLToPath(new URL('../../..', import.meta.url));
  const run = (args: string[], input = '') => spawnSync(process.execPath, ['--import', 'tsx', bin, ...args], { cwd: root, input, encoding: 'utf8', timeout: 120_000 });

  it('simulate prints a report and exits 0; an unknown game exits 2 with the usage on stderr', () => {
    const r = run(['simulate', 'atlandice', '--games', '3']);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/atlandice: 3 random games/);
    const bad = run(['simulate', 'nope']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/unknown game "nope"/);
  }, 120_000);

  it('play reads moves from standard input', () => {
    const r = run(['play', 'atlandice', '--players', '2', '--bots', '1'], '1\nq\n');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/game left unfinished/);
  }, 120_000);

  it('replay of a file with a null log entry is a clear error, exit 2, with no stack trace', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tabula-cli-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const file = join(dir, 'r.json');
    writeFileSync(file, JSON.stringify({ game: 'atlandice', config: { players: 3, seed: 'f' }, log: [null] }));
    const r = run(['replay', file]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/log entry 0 is not \{ "seat", "action" \}: it is null/);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  }, 120_000);
});

describe('progress when stderr is not a terminal', () => {
  /** A pipe (not a terminal) whose clock moves `step` ms each time it is read. */
  const pipe = (step: number) => {
    let now = 0;
    const t = terminal();
    t.io.now = () => (now += step);
    return t;
  };

  it.each([
    ['simulate', ['simulate', 'atlandice', '--games', '4'], 'games'],
    ['fuzz', ['fuzz', 'atlandice', '--games', '40', '--players', '2', '--property', 'games end'], 'games'],
    ['arena', ['arena', 'atlandice', '--bots', 'random,random', '--games', '3'], 'games'],
  ])('%s writes a line every 5 seconds (done, elapsed, time left) and a last one, each a line of its own', async (_name, argv, what) => {
    const t = pipe(2000);
    expect(await main(argv, t.io)).toBe(0);
    expect(t.err.length).toBeGreaterThan(1);
    for (const line of t.err) expect(line).not.toMatch(/[\r\n]/);
    expect(t.err[0]).toMatch(new RegExp(`^progress: \\d+/\\d+ ${what} done, [\\d.]+ s elapsed(, about .+ left)?$`));
    expect(t.err.at(-1)).toMatch(new RegExp(`^progress: (\\d+)/\\1 ${what} done in .+$`));
    expect(t.out.length).toBeGreaterThan(0);
  });

  it('a run shorter than 5 seconds writes no progress', async () => {
    const t = pipe(1);
    expect(await main(['simulate', 'atlandice', '--games', '3'], t.io)).toBe(0);
    expect(t.err).toEqual([]);
  });
});

describe('playout weights and --uniform', () => {
  it('simulate and fuzz list --uniform; a game without weights plays the same either way', async () => {
    for (const command of ['simulate', 'fuzz']) {
      const help = terminal();
      expect(await main([command, '--help'], help.io)).toBe(0);
      expect(help.out.join('\n')).toContain('--uniform');
    }
    const run = async (...extra: string[]) => {
      const t = terminal();
      expect(await main(['simulate', 'atlandice', '--games', '4', '--json', ...extra], t.io)).toBe(0);
      return withoutTiming(t.out[0]!);
    };
    expect(await run('--uniform')).toEqual(await run());
  });

  it("simulate plays Akrotiri with its weights: the rulebook's games end (by a sixth temple) in some hundreds of actions", async () => {
    const t = terminal();
    expect(await main(['simulate', 'akrotiri', '--games', '6', '--json'], t.io)).toBe(0);
    const r = JSON.parse(t.out[0]!);
    expect(r.games).toBe(6);
    expect(r.length.mean).toBeLessThan(3000);
    // Uniformly random play of the same games does not end in as many actions.
    expect(() => playRandomGame({ game: 'akrotiri', players: 2, games: 1, seed: 'tabula', uniform: true, maxSteps: 3000 }, 0)).toThrow(/did not end within 3000 actions/);
  }, 60_000);

  it("fuzz plays Akrotiri's rulebook game (no stopWhenTilesRunOut) to its end: a sixth temple ends every game", async () => {
    const t = terminal();
    const code = await main(['fuzz', 'akrotiri', '--games', '10', '--property', 'games end', '--json'], t.io);
    const r = JSON.parse(t.out[0]!);
    expect(r).toMatchObject({ game: 'akrotiri', failures: 0, properties: [{ games: 10 }] });
    expect(r.options).toBeUndefined();
    expect(code).toBe(0);
  }, 120_000);
});
