/**
 * The browser test's harness: builds the test app (`app/`) with Vite into a temporary folder,
 * serves it on 127.0.0.1 (any free port), and drives Debian's Chromium through playwright-core
 * (never downloaded) with a fresh profile. `close` stops and removes everything it started.
 *
 * @module
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext } from 'playwright-core';
import { build, type Rollup } from 'vite';
import { alias } from '../../../../vitest.shared';
import { CHROMIUM, CHROMIUM_ARGS, requireChromium, serveStatic } from '../../../../test-support/browser';

export { CHROMIUM, requireChromium };

const APP = fileURLToPath(new URL('./app', import.meta.url));

/** A file of the build: its name, and its size raw and gzipped (as Rollup reports it, for JS). */
export interface BuiltFile {
  name: string;
  /** How the page gets it: the entry (and what it imports), the worker, or a chunk loaded later. */
  kind: 'entry' | 'worker' | 'lazy';
  bytes: number;
  gzip: number;
  /** What it holds: React (react, react-dom and scheduler: the `vendor` chunk), or Tabula (with immer and seedrandom) and the app. */
  holds: 'react' | 'tabula';
}

/** Builds the app (production: React's production build), serves it and starts Chromium. */
export async function startBrowserApp(): Promise<{ url: string; context: BrowserContext; files: BuiltFile[]; close(): Promise<void> }> {
  requireChromium();
  const work = await mkdtemp(join(tmpdir(), 'tabula-react-'));
  const out = join(work, 'site');
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  let output: Rollup.RollupOutput;
  try {
    const result = await build({
      configFile: false,
      root: APP,
      base: './',
      mode: 'production',
      logLevel: 'warn',
      resolve: { alias },
      worker: { format: 'es' },
      build: {
        outDir: out,
        emptyOutDir: true,
        reportCompressedSize: false,
        chunkSizeWarningLimit: 2000,
        // React in a chunk of its own, to tell its size from Tabula's and the app's.
        rollupOptions: { output: { manualChunks: (id) => (/[\/]node_modules[\/](react|react-dom|scheduler)[\/]/.test(id) ? 'vendor' : undefined) } },
      },
    });
    output = (Array.isArray(result) ? result[0] : result) as Rollup.RollupOutput;
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  const { gzipSync } = await import('node:zlib');
  const files: BuiltFile[] = [];
  for (const item of output.output) {
    if (item.type !== 'chunk' && !item.fileName.endsWith('.js')) continue;
    const code = item.type === 'chunk' ? item.code : Buffer.from(item.source);
    const kind = item.type === 'asset' ? 'worker' : item.isDynamicEntry ? 'lazy' : 'entry';
    const holds = item.type === 'chunk' && item.name === 'vendor' ? 'react' : 'tabula';
    files.push({ name: item.fileName, kind, holds, bytes: Buffer.byteLength(code), gzip: gzipSync(code, { level: 9 }).length });
  }
  const { server, url } = await serveStatic(out);
  let context: BrowserContext;
  try {
    context = await chromium.launchPersistentContext(join(work, 'profile'), {
      executablePath: CHROMIUM,
      args: [...CHROMIUM_ARGS],
      headless: true,
      viewport: { width: 1000, height: 900 },
      timeout: 30_000,
    });
  } catch (err) {
    server.close();
    await rm(work, { recursive: true, force: true });
    throw err;
  }
  return {
    url,
    context,
    files,
    async close() {
      await context.close().catch(() => undefined);
      await new Promise<void>((ok) => server.close(() => ok()));
      await rm(work, { recursive: true, force: true });
    },
  };
}
