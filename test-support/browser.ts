/**
 * What the browser tests share: Debian's Chromium (driven through playwright-core, never
 * downloaded) and a static server for a built page on 127.0.0.1. Imported by the tests of the
 * playground, `@tabula/react` and `@tabula/boardgameio` (never by a published package).
 *
 * @module
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';

/** Where Debian's Chromium is. */
export const CHROMIUM = '/usr/bin/chromium';

/** Chromium's flags: headless, no sandbox (containers), nothing talking to the network. */
export const CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Fails, saying what to install, when Chromium (at `path`) is missing: the browser tests never skip. */
export function requireChromium(path: string = CHROMIUM): void {
  if (!existsSync(path)) throw new Error(`${path} is missing: install chromium (apt-get install -y chromium)`);
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
};

/** A static server for the files below `dir` on 127.0.0.1, at any free port; its URL ends with `/`. */
export async function serveStatic(dir: string): Promise<{ server: Server; url: string }> {
  const root = resolve(dir);
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://127.0.0.1').pathname);
    const file = normalize(join(root, path.endsWith('/') ? `${path}index.html` : path));
    if (file !== root && !file.startsWith(root + sep)) {
      res.writeHead(403).end();
      return;
    }
    readFile(file).then(
      (body) => res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body),
      () => res.writeHead(404).end('not found'),
    );
  });
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => ok());
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the static server has no port');
  return { server, url: `http://127.0.0.1:${address.port}/` };
}
