/**
 * The browser tests' harness: builds the playground with Vite into a temporary folder, serves it
 * on 127.0.0.1 (port 0: any free port), and drives Debian's Chromium through playwright-core with
 * a fresh user-data dir. Every wait is bounded; everything started is stopped by `close`.
 *
 * @module
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { build } from 'vite';
import { CHROMIUM, CHROMIUM_ARGS, requireChromium, serveStatic } from '../../../../test-support/browser';

export { CHROMIUM, CHROMIUM_ARGS, requireChromium };

/** The playground package's folder. */
export const PACKAGE_DIR = fileURLToPath(new URL('../..', import.meta.url));

/** The repository's root. */
export const REPO_DIR = resolve(PACKAGE_DIR, '..', '..');

/** A built playground, its server and a browser: what each browser test uses. */
export interface Harness {
  /** The page's address. */
  url: string;
  /** The browser context (a fresh profile, downloads accepted). */
  context: BrowserContext;
  /** A new page on the playground, with bounded waits. */
  open(): Promise<Page>;
  /** Stops the browser and the server, and removes the build and the profile. */
  close(): Promise<void>;
}

/** Builds the playground, serves it, and starts Chromium. */
export async function startHarness(): Promise<Harness> {
  requireChromium();
  const work = await mkdtemp(join(tmpdir(), 'tabula-playground-'));
  const out = join(work, 'site', 'playground');
  // Vitest sets NODE_ENV=test, which would make Vite build React's development version (several
  // times slower, and slower as a game goes on): build what `npm run build` builds.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: join(PACKAGE_DIR, 'vite.config.ts'), mode: 'production', logLevel: 'warn', build: { outDir: out, emptyOutDir: true } });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  const { server, url: base } = await serveStatic(join(work, 'site'));
  // Served from a sub-folder: the build's relative asset paths must work wherever it is hosted.
  const url = `${base}playground/`;
  let context: BrowserContext | undefined;
  try {
    context = await chromium.launchPersistentContext(join(work, 'profile'), {
      executablePath: CHROMIUM,
      args: [...CHROMIUM_ARGS],
      headless: true,
      acceptDownloads: true,
      viewport: { width: 1400, height: 1000 },
      timeout: 30_000,
    });
  } catch (err) {
    server.close();
    await rm(work, { recursive: true, force: true });
    throw err;
  }
  const ctx = context;
  return {
    url,
    context: ctx,
    async open() {
      const page = await ctx.newPage();
      page.setDefaultTimeout(10_000);
      page.setDefaultNavigationTimeout(15_000);
      const errors: string[] = [];
      page.on('pageerror', (err) => errors.push(err.message));
      await page.goto(url);
      await page.getByRole('form', { name: 'New game' }).waitFor();
      if (errors.length > 0) throw new Error(`the page failed: ${errors.join('; ')}`);
      return page;
    },
    async close() {
      await ctx.close().catch(() => undefined);
      await new Promise<void>((ok) => server.close(() => ok()));
      await rm(work, { recursive: true, force: true });
    },
  };
}
