/**
 * What the test suites that run real programs share: polling, free loopback ports, a child
 * process's output, ending a child, and Debian's redis-server. Imported by the tests of
 * `@tabula/boardgameio` and `@tabula/colyseus` (never by a published package).
 *
 * @module
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { delimiter, join } from 'node:path';

/** Waits until `check` returns a value (not `undefined`), polling; fails after `ms` saying what it waited for. */
export async function waitFor<T>(check: () => T | undefined, what: string, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

/** A free TCP port on 127.0.0.1 (the OS picks it; it is free again when this resolves). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Resolves with the first line of `child`'s stdout that `match` accepts; fails after `ms` with what it printed. */
export function lineFrom(child: ChildProcess, match: (line: string) => boolean, what: string, ms: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    const timer = setTimeout(() => done(new Error(`${what}: nothing after ${ms} ms. stdout: ${out.slice(-500)} stderr: ${err.slice(-1500)}`)), ms);
    const onOut = (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find(match);
      if (line !== undefined) done(undefined, line);
    };
    const onErr = (chunk: Buffer) => void (err += chunk.toString());
    const onExit = (code: number | null) => done(new Error(`${what}: exited with ${code}. stdout: ${out.slice(-500)} stderr: ${err.slice(-1500)}`));
    function done(error?: Error, line?: string) {
      clearTimeout(timer);
      child.stdout!.off('data', onOut);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve(line!);
    }
    child.stdout!.on('data', onOut);
    child.stderr!.on('data', onErr);
    child.on('exit', onExit);
  });
}

/** Ends a child process: SIGTERM, then SIGKILL if it has not exited within `ms`. */
export async function end(child: ChildProcess, ms = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), ms);
  await exited;
  clearTimeout(timer);
}

/**
 * Debian's redis-server, on a loopback port (a free one unless given: a restart takes the same),
 * its files in `dir`: persisting as the docs say (an append-only file, synced at every write), or
 * with no persistence at all. Fails, saying what to install, when it is missing: never skips.
 */
export async function startRedis(dir: string, opts: { persist?: boolean; port?: number } = {}): Promise<{ port: number; child: ChildProcess }> {
  const bin = ['/usr/bin', ...(process.env.PATH ?? '').split(delimiter)].map((d) => join(d, 'redis-server')).find((p) => existsSync(p));
  if (!bin) throw new Error('install redis-server (apt-get install -y redis-server): these tests run servers on a real Redis');
  const port = opts.port ?? (await freePort());
  const persistence = opts.persist === false ? ['--appendonly', 'no'] : ['--appendonly', 'yes', '--appendfsync', 'always'];
  const child = spawn(bin, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', ...persistence, '--dir', dir], { stdio: ['ignore', 'pipe', 'pipe'] });
  await lineFrom(child, (l) => l.includes('Ready to accept connections'), 'redis-server', 10_000);
  return { port, child };
}
