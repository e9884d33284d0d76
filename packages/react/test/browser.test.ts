/**
 * The hooks in a real browser (Debian's Chromium, through playwright-core): the Survive app of
 * `docs/guides/survive.md`, built with Vite as a user would build it, served on 127.0.0.1. You
 * place an explorer by clicking the island; the random bot and the 1,000-iteration ISMCTS bot then
 * answer by themselves, the search in a Web Worker. Measured, and printed: the longest main-thread
 * task during that bot turn (a `longtask` PerformanceObserver, and a timer probe's longest gap),
 * against the same turn thought on the page; and the app's size, gzipped.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startBrowserApp, type BuiltFile } from './browser/harness';

let app: Awaited<ReturnType<typeof startBrowserApp>>;

beforeAll(async () => {
  app = await startBrowserApp();
}, 120_000);

afterAll(async () => {
  await app?.close();
});

/** What one bot turn cost the page. */
interface Turn {
  /** The longest task Chromium reported (`longtask` entries are tasks over 50 ms; 0: none). */
  longestTask: number;
  /** The longest gap between two runs of a 0 ms timer: how long the page could not answer. */
  longestGap: number;
  /** From the person's first click until the person must act after the last bot turn. */
  turnMs: number;
  /** Who played since the click, in order. */
  seats: number[];
  /** Whether the bots' worker script was loaded. */
  workerLoaded: boolean;
}

/** Opens the app; `turns` times, places an explorer by clicking, and measures the page until the bots have answered. */
async function botTurns(page: Page, query: string, turns: number): Promise<Turn> {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  await page.goto(`${app.url}?${query}`);
  await page.getByRole('heading', { name: 'Place an explorer: choose an empty terrain tile, then its value' }).waitFor({ timeout: 15_000 });
  // Start measuring: every long task, and a timer that notes how late it runs.
  await page.evaluate(() => {
    const w = window as unknown as { probe: { longest: number; gap: number; stop: boolean } };
    w.probe = { longest: 0, gap: 0, stop: false };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.probe.longest = Math.max(w.probe.longest, entry.duration);
    }).observe({ type: 'longtask' });
    let last = performance.now();
    const tick = (): void => {
      const now = performance.now();
      w.probe.gap = Math.max(w.probe.gap, now - last);
      last = now;
      if (!w.probe.stop) setTimeout(tick, 0);
    };
    setTimeout(tick, 0);
  });
  const before = await page.evaluate(() => (window as unknown as { tabulaSeats: () => number[] }).tabulaSeats().length);
  const start = Date.now();
  for (let turn = 1; turn <= turns; turn++) {
    await page.locator('[data-target]').first().click();
    await page.locator('button.choice').first().click();
    // Seat 1 and seat 2 answer; then it is seat 0's turn again (the heading asks again).
    await page.waitForFunction(([n]) => (window as unknown as { tabulaSeats: () => number[] }).tabulaSeats().length >= n!, [before + 3 * turn], { timeout: 30_000, polling: 50 });
    await page.getByRole('heading', { name: 'Place an explorer: choose an empty terrain tile, then its value' }).waitFor({ timeout: 30_000 });
  }
  const turnMs = Date.now() - start;
  // One more frame, so that a last long task is reported.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 20))));
  const probe = await page.evaluate(() => {
    const w = window as unknown as { probe: { longest: number; gap: number; stop: boolean }; tabulaSeats: () => number[] };
    w.probe.stop = true;
    return { longest: w.probe.longest, gap: w.probe.gap, seats: w.tabulaSeats() };
  });
  const workerLoaded = await page.evaluate(() => performance.getEntriesByType('resource').some((e) => /survive-react-worker/.test(e.name)));
  if (errors.length > 0) throw new Error(`the page failed: ${errors.join('; ')}`);
  return { longestTask: probe.longest, longestGap: probe.gap, turnMs, seats: probe.seats.slice(before), workerLoaded };
}

const kB = (bytes: number): string => `${(bytes / 1000).toFixed(1)} kB`;

describe('@tabula/react in Chromium', () => {
  it('a 1,000-iteration ISMCTS turn in a Web Worker: the page never blocks 50 ms; on the page it would', async () => {
    const page = await app.context.newPage();
    const inWorker = await botTurns(page, 'seed=browser-1&iterations=1000', 3).finally(() => page.close());
    expect(inWorker.seats).toEqual([0, 1, 2, 0, 1, 2, 0, 1, 2]);
    expect(inWorker.workerLoaded, 'the search bot thought in the worker').toBe(true);
    const onPage = await app.context.newPage();
    const same = await botTurns(onPage, 'seed=browser-1&iterations=1000&thread=page', 3).finally(() => onPage.close());
    expect(same.seats).toEqual([0, 1, 2, 0, 1, 2, 0, 1, 2]);
    expect(same.workerLoaded, 'no worker: the bot thought on the page').toBe(false);
    {
      console.log(
        `3 bot turns (a random bot, then ISMCTS with 1,000 iterations), longest main-thread task / longest timer gap / the 3 turns:\n` +
          `  in a Web Worker: ${inWorker.longestTask.toFixed(0)} ms / ${inWorker.longestGap.toFixed(0)} ms / ${inWorker.turnMs} ms\n` +
          `  on the page:     ${same.longestTask.toFixed(0)} ms / ${same.longestGap.toFixed(0)} ms / ${same.turnMs} ms`,
      );
      // The measurement sees a blocked page: on the page, the search is one task over the target
      // (138 to 309 ms here, with the machine's load).
      expect(same.longestTask).toBeGreaterThan(50);
      // The target: with the worker, no task of the page lasts 50 ms (Chromium's long tasks). The
      // timer's gaps also count the time the page waits for a core (the search takes one of the
      // machine's): they stay well under the page's own search.
      expect(inWorker.longestTask).toBeLessThan(50);
      expect(inWorker.longestGap).toBeLessThan(same.longestGap / 2);
    }
  });

  it('the app’s size, gzipped: what the page loads, the worker, and the search loaded only without a worker', () => {
    const sum = (kind: BuiltFile['kind']) => app.files.filter((f) => f.kind === kind).reduce((n, f) => n + f.gzip, 0);
    for (const f of app.files) console.log(`  ${f.kind.padEnd(6)} ${f.name}: ${kB(f.bytes)}, ${kB(f.gzip)} gzipped`);
    const tabula = app.files.filter((f) => f.kind === 'entry' && f.holds === 'tabula').reduce((n, f) => n + f.gzip, 0);
    console.log(
      `the Survive app with @tabula/react, gzipped: the page ${kB(sum('entry'))} (${kB(tabula)} of it Tabula and the app), ` +
        `the worker ${kB(sum('worker'))}, the search on the page (no worker) ${kB(sum('lazy'))}`,
    );
    expect(app.files.filter((f) => f.kind === 'worker')).toHaveLength(1);
    // The search stays out of the page: in the worker, and in a chunk loaded only without one.
    expect(sum('lazy')).toBeGreaterThan(0);
    expect(sum('worker')).toBeGreaterThan(0);
    // About the size of the hand-made app of the issue (109 kB gzipped, its words written for a few
    // actions), with the kit's words for every action and event: 110.1 kB when measured. A guard
    // against the search or a second React landing on the page.
    expect(sum('entry')).toBeLessThan(112_000);
  });
});
