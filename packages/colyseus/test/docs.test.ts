/**
 * The package README and docs/colyseus.md show the files of examples/ verbatim, and those files
 * run: the server (Node 22+, a child process) with the browser client's code (here, on this
 * process's Node) playing Survive against a bot to its end, its replay file read by `loadMatch` and
 * `tabula replay`; two processes of the Redis example sharing a match.
 */
import { execFile, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import { loadMatch, type MatchFile } from '@tabula/core';
import { canonical, readmeExampleMismatch } from '@tabula/core/testing';
import { survive } from '@tabula/survive';
import { bots, drive, end, freePort, Player, ROOT, startRedis, startScript, waitFor } from './harness';

const README = new URL('../README.md', import.meta.url);
const GUIDE = new URL('../../../docs/colyseus.md', import.meta.url);
const example = (name: string) => new URL(`../examples/${name}.ts`, import.meta.url);
/** Loads an example at run time (the examples import the package by its published names, as users do). */
const load = (name: string): Promise<any> => import(/* @vite-ignore */ fileURLToPath(example(name)));

describe('the examples are shown verbatim', () => {
  it.each([
    { label: 'the README', doc: README, example: 'server', heading: '## Use' },
    { label: 'docs/colyseus.md', doc: GUIDE, example: 'server', heading: '## A server' },
    { label: 'docs/colyseus.md', doc: GUIDE, example: 'client', heading: '## A browser client' },
    { label: 'docs/colyseus.md', doc: GUIDE, example: 'redis', heading: '## Several processes' },
  ])('$label shows the example under $heading', ({ doc, example: file, heading }) => {
    expect(readmeExampleMismatch(doc, example(file), { after: heading })).toBeUndefined();
  });
});

describe('the examples run', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tabula-colyseus-docs-'));
  const children: ChildProcess[] = [];
  afterAll(async () => {
    for (const child of children.reverse()) await end(child);
    rmSync(dir, { recursive: true, force: true });
  });

  it('the server, and the browser client playing Survive against the server\'s bot to the end: the replay file loads and `tabula replay` reads it', async () => {
    const port = await freePort();
    const replays = join(dir, 'replays');
    children.push(await startScript(fileURLToPath(example('server')), { PORT: String(port), REPLAY_DIR: replays }));
    const { playAgainstBot } = await load('client');
    const last = await playAgainstBot(`http://127.0.0.1:${port}`);
    expect(last.over).toBe(true);
    expect(last.seat).toBe(0);
    const name = await waitFor(() => {
      try {
        return readdirSync(replays).find((f) => f.endsWith('.json'));
      } catch {
        return undefined; // not made yet
      }
    }, 'the replay file');
    const file = JSON.parse(readFileSync(join(replays, name), 'utf8')) as MatchFile;
    expect(file.log.some((e) => e.seat === 1)).toBe(true);
    const match = loadMatch(survive, file);
    expect(canonical(match.getSnapshot().result)).toBe(canonical(last.result));
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'packages/cli/src/bin.ts', 'replay', join(replays, name)], { cwd: ROOT });
    expect(stdout.length).toBeGreaterThan(0);
  });

  it('two processes of the Redis example share a match: made on one, joined from the other, stored in Redis', async () => {
    const redis = await startRedis(dir);
    children.push(redis.child);
    const [a, b] = [await freePort(), await freePort()];
    for (const port of [a, b]) children.push(await startScript(fileURLToPath(example('redis')), { PORT: String(port), REDIS_PORT: String(redis.port) }));
    const first = await Player.create(`http://127.0.0.1:${a}`, survive.name, { players: 2, seat: 0 });
    const match = (await first.at(0)).match;
    const second = await Player.join(`http://127.0.0.1:${b}`, survive.name, { match, seat: 1 });
    const seq = await drive([first, second], bots(2, 'docs-redis'), 0, 30);
    const client = new (createRequire(import.meta.url)('ioredis') as new (port: number, host: string) => { llen(key: string): Promise<number>; disconnect(): void })(redis.port, '127.0.0.1');
    try {
      expect(await client.llen(`tabula:match:${match}:log`)).toBe(seq);
    } finally {
      client.disconnect();
    }
    for (const p of [first, second]) await p.leave();
  });
});
