/**
 * The browser test's harness: bundles a test page with esbuild, serves it on 127.0.0.1 (any free
 * port), and drives Debian's Chromium through playwright-core (never downloaded), one fresh
 * profile per context. Everything started is stopped by `close`.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, requireChromium, serveStatic } from '../../../../test-support/browser';

export { CHROMIUM };

/** The repository's root (its tsconfig.json maps `@tabula/*` to the sources). */
export const REPO_DIR = fileURLToPath(new URL('../../../../', import.meta.url));

/** A page bundled for the browser: its inputs, as paths from the repository's root, and its size. */
export interface Bundle {
  inputs: string[];
  bytes: number;
}

/**
 * Bundles each entry (`name` → a path from the repository's root) as a production browser page
 * into `dir`: `name.js`, and `name.html` that loads it into `<div id="root">`.
 */
export async function bundlePages(dir: string, entries: Record<string, string>): Promise<Record<string, Bundle>> {
  const result = await build({
    entryPoints: Object.fromEntries(Object.entries(entries).map(([name, entry]) => [name, join(REPO_DIR, entry)])),
    absWorkingDir: REPO_DIR,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    splitting: false,
    outdir: dir,
    metafile: true,
    tsconfig: join(REPO_DIR, 'tsconfig.json'),
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  const meta: Metafile = result.metafile!;
  const bundles: Record<string, Bundle> = {};
  for (const name of Object.keys(entries)) {
    await writeFile(join(dir, `${name}.html`), `<!doctype html><html><head><meta charset="utf-8"><title>Tabula on boardgame.io</title></head><body><div id="root"></div><script type="module" src="${name}.js"></script></body></html>`);
    const out = Object.entries(meta.outputs).find(([path]) => path.endsWith(`/${name}.js`))![1];
    bundles[name] = { inputs: Object.keys(out.inputs), bytes: out.bytes };
  }
  return bundles;
}

/** Served pages and a browser. */
export interface BrowserHarness {
  /** The pages' origin, `http://127.0.0.1:port` (the game server must allow it). */
  origin: string;
  /** What each page's bundle holds. */
  bundles: Record<string, Bundle>;
  /** A new browser context: a person's own browser, with its own storage. */
  person(): Promise<BrowserContext>;
  /** Opens page `name` at `?query` in `context`, once `ready` (a CSS selector) shows; fails on a page error. */
  open(context: BrowserContext, name: string, query: Record<string, string>, ready: string): Promise<Page>;
  /** Stops the browser and the static server, and removes the bundles. */
  close(): Promise<void>;
}

/** Bundles the pages, serves them, and starts Chromium; fails, naming the package, when Chromium is missing. */
export async function startBrowser(entries: Record<string, string>): Promise<BrowserHarness> {
  requireChromium();
  const dir = await mkdtemp(join(tmpdir(), 'tabula-bgio-pages-'));
  let server: Server | undefined;
  let browser: Browser;
  let bundles: Record<string, Bundle>;
  let url: string;
  try {
    bundles = await bundlePages(dir, entries);
    const served = await serveStatic(dir);
    server = served.server;
    url = served.url.replace(/\/$/, '');
    browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS], headless: true, timeout: 30_000 });
  } catch (err) {
    server?.close();
    await rm(dir, { recursive: true, force: true });
    throw err;
  }
  return {
    origin: url,
    bundles,
    person: () => browser.newContext(),
    async open(context, name, query, ready) {
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      const errors: string[] = [];
      page.on('pageerror', (err) => errors.push(err.message));
      await page.goto(`${url}/${name}.html?${new URLSearchParams(query).toString()}`);
      await page.locator(ready).first().waitFor();
      if (errors.length > 0) throw new Error(`the page failed: ${errors.join('; ')}`);
      return page;
    },
    async close() {
      await browser.close().catch(() => undefined);
      await new Promise<void>((ok) => server!.close(() => ok()));
      await rm(dir, { recursive: true, force: true });
    },
  };
}
