/**
 * The browser client for real: a React page on `useTabulaMatch` and the thin client game, bundled
 * by esbuild, in Debian's Chromium (playwright-core), against `TabulaServer` on 127.0.0.1. Two
 * people in two browsers (each its own storage) join one Atlandice match through the lobby, are
 * refused with the game's codes, reload and play on with their kept credentials, ride out a
 * server restart, and play the game to its end by clicking; the result on both screens is the
 * one Tabula replays from the server's log.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LobbyClient } from 'boardgame.io/client';
import { replay, type GameResult } from '@tabula/core';
import { atlandice } from '@tabula/atlandice';
import { toBoardgameIO, toMatchFile } from '../src/index';
import { TabulaServer, type TabulaServerHandle } from '../src/server';
import { seatKey } from '../src/browser';
import { serverRecord } from './harness';
import { startBrowser, type BrowserHarness } from './browser/harness';

const games = [toBoardgameIO(atlandice)];
let harness: BrowserHarness;
let server: TabulaServerHandle;
let port: number;
let url: string;

/** `TabulaServer` for Atlandice on 127.0.0.1, allowing the test page's origin; `at` reuses a port and a storage. */
async function startServer(at?: { port: number; db: TabulaServerHandle['db'] }): Promise<TabulaServerHandle> {
  const next = TabulaServer({ games, origins: [harness.origin], ...(at ? { db: at.db } : {}) });
  const { appServer } = await next.run({ port: at?.port ?? 0, host: '127.0.0.1' });
  port = (appServer.address() as AddressInfo).port;
  url = `http://127.0.0.1:${port}`;
  return next;
}

beforeAll(async () => {
  harness = await startBrowser({ page: 'packages/boardgameio/test/browser/page.ts', example: 'packages/boardgameio/test/browser/example-page.ts' });
  server = await startServer();
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await harness?.close();
});

/** The test page's status line. */
const STATUS = '[data-testid="status"]';

/** What the page's status line says. */
interface Status {
  phase: string;
  seat: string;
  resumed: string;
  connected: string;
  seq: number;
  canAct: boolean;
}

async function status(page: Page): Promise<Status> {
  const data = await page.getByTestId('status').evaluate((el) => ({ ...(el as unknown as { dataset: Record<string, string> }).dataset }));
  return { phase: data.phase!, seat: data.seat!, resumed: data.resumed!, connected: data.connected!, seq: Number(data.seq), canAct: data.canAct === 'true' };
}

/** Waits until the page's status line has these `data-` attributes. */
async function until(page: Page, attrs: Record<string, string | number>): Promise<void> {
  const selector = Object.entries(attrs)
    .map(([key, value]) => `[data-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}="${value}"]`)
    .join('');
  await page.locator(`[data-testid="status"]${selector}`).waitFor();
}

/** The view the page shows (its JSON). */
async function shownView(page: Page): Promise<unknown> {
  return JSON.parse((await page.getByTestId('view').textContent())!);
}

/** A seeded choice: the same game every run. */
function seeded(seed: number): (n: number) => number {
  let s = seed >>> 0;
  return (n) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s % n;
  };
}

describe('the browser client (React, the thin game) against TabulaServer, in Chromium', () => {
  it('the page’s bundle holds no rules engine: neither @tabula/atlandice nor @tabula/core', () => {
    for (const bundle of Object.values(harness.bundles)) {
      const rules = bundle.inputs.filter((path) => /packages\/(core|atlandice|survive|akrotiri|clockwork-empire|bots)\//.test(path));
      expect(rules).toEqual([]);
      expect(bundle.inputs).toContain('packages/boardgameio/src/thin.ts');
      expect(bundle.inputs).toContain('packages/boardgameio/src/react.ts');
    }
  });

  it('two people join, are refused, reload and play on with kept credentials, ride out a server restart, and play to the end', async () => {
    const lobby = new LobbyClient({ server: url });
    const { matchID } = await lobby.createMatch('atlandice', { numPlayers: 2, setupData: { seed: 'browser-atlandice' } });
    const ada = await harness.person();
    const bo = await harness.person();
    try {
      // Ada asks for seat 0; Bo for any free seat (the server gives him seat 1).
      const pages = [await harness.open(ada, 'page', { server: url, match: matchID, name: 'Ada', player: '0' }, STATUS), await harness.open(bo, 'page', { server: url, match: matchID, name: 'Bo' }, STATUS)];
      for (const [seat, page] of pages.entries()) await until(page, { phase: 'playing', seat, resumed: 'false', seq: 0 });
      const joined = await lobby.getMatch('atlandice', matchID);
      expect(joined.players.map((p) => p.name)).toEqual(['Ada', 'Bo']);

      // Each page shows its seat's view, as the server's game computes it from its own state.
      const first = await serverRecord(server.db, matchID);
      for (const [seat, page] of pages.entries()) expect(await shownView(page)).toEqual(JSON.parse(JSON.stringify(atlandice.view(first.state.G.state, seat))));
      const starter = atlandice.activeSeats(first.state.G.state)[0]!;
      const waiting = 1 - starter;
      expect((await status(pages[starter]!)).canAct).toBe(true);
      expect((await status(pages[waiting]!)).canAct).toBe(false);

      // Refusals: the waiting seat sends the starter's action, then a malformed one; only its page is told.
      const legal = atlandice.legalActions(first.state.G.state, starter);
      await pages[waiting]!.evaluate((json) => (globalThis as unknown as { tabulaAct(j: string): boolean }).tabulaAct(json), JSON.stringify(legal[0]));
      await pages[waiting]!.locator('[data-testid="refusal"][data-code="NOT_ACTIVE"]').waitFor();
      await pages[waiting]!.evaluate(() => (globalThis as unknown as { tabulaAct(j: string): boolean }).tabulaAct('{"type":"fly"}'));
      await pages[waiting]!.locator('[data-testid="refusal"][data-code="MALFORMED_ACTION"]').waitFor();
      expect(await pages[starter]!.getByTestId('refusal').count()).toBe(0);

      // A click plays a legal action: both pages see it.
      await pages[starter]!.locator('button[data-action]').first().click();
      for (const page of pages) await until(page, { seq: 1 });
      expect((await serverRecord(server.db, matchID)).state.G.seq).toBe(1);

      // Ada reloads: her page finds her credentials in its storage and plays seat 0 again, without a join.
      const kept = await pages[0]!.evaluate((key) => (globalThis as unknown as { localStorage: { getItem(k: string): string | null } }).localStorage.getItem(key), seatKey(url, 'atlandice', matchID));
      expect(JSON.parse(kept!)).toEqual({ '0': { credentials: expect.any(String), playerName: 'Ada' } });
      await pages[0]!.reload();
      await until(pages[0]!, { phase: 'playing', seat: 0, resumed: 'true', seq: 1 });
      expect((await lobby.getMatch('atlandice', matchID)).players.map((p) => p.name)).toEqual(['Ada', 'Bo']);

      // The server restarts on the same port and storage: both pages reconnect by themselves, with their credentials.
      await server.stop();
      for (const page of pages) await until(page, { connected: 'false' });
      server = await startServer({ port, db: server.db });
      for (const page of pages) await until(page, { connected: 'true', phase: 'playing', seq: 1 });

      // The game to its end, by clicking a seeded choice of the legal actions on the page whose seat may act.
      const choose = seeded(7);
      let seq = 1;
      for (let guard = 0; guard < 1_000; guard++) {
        const now = await Promise.all(pages.map(status));
        if (now.every((s) => s.phase === 'over')) break;
        const actor = now.findIndex((s) => s.canAct && s.seq === seq);
        if (actor < 0) {
          await new Promise((resolve) => setTimeout(resolve, 10));
          continue;
        }
        const buttons = pages[actor]!.locator('button[data-action]');
        await buttons.nth(choose(await buttons.count())).click();
        seq++;
        await until(pages[actor]!, { seq });
      }
      const record = await serverRecord(server.db, matchID);
      const file = toMatchFile(atlandice, record.state.G, record.log);
      const replayed = replay(atlandice, file.config, file.log);
      if (!replayed.ok) throw new Error(`the server's log does not replay: ${replayed.error.message}`);
      expect(atlandice.isOver(replayed.state)).toBe(true);
      expect(file.log.length).toBe(seq);
      const expected: GameResult = atlandice.result(replayed.state)!;
      for (const page of pages) {
        await until(page, { phase: 'over', seq });
        expect(JSON.parse((await page.getByTestId('result').textContent())!)).toEqual(expected);
      }
    } finally {
      await ada.close();
      await bo.close();
    }
  }, 180_000);

  it('the guide’s example (examples/browser.ts): two people join, a click plays, a reload plays on as the same seat', async () => {
    const lobby = new LobbyClient({ server: url });
    const { matchID } = await lobby.createMatch('atlandice', { numPlayers: 2 });
    const ada = await harness.person();
    const bo = await harness.person();
    try {
      // One at a time: each joins the first free seat.
      const adaPage = await harness.open(ada, 'example', { server: url, match: matchID, name: 'Ada' }, 'h1:has-text("Ada, Seat 1")');
      const boPage = await harness.open(bo, 'example', { server: url, match: matchID, name: 'Bo' }, 'h1:has-text("Bo, Seat 2")');
      const pages = [adaPage, boPage];
      const starter = atlandice.activeSeats((await serverRecord(server.db, matchID)).state.G.state)[0]!;
      await pages[starter]!.getByRole('status').filter({ hasText: 'Your move' }).waitFor();
      await pages[1 - starter]!.getByRole('status').filter({ hasText: 'Waiting for the others' }).waitFor();
      expect(await pages[1 - starter]!.getByRole('button').count()).toBe(0);
      await pages[starter]!.getByRole('button').first().click();
      await expect.poll(async () => (await serverRecord(server.db, matchID)).state.G.seq).toBe(1);
      // Ada reloads: the same seat, from the credentials her browser kept; nobody joined again.
      await adaPage.reload();
      await adaPage.locator('h1:has-text("Ada, Seat 1")').waitFor();
      expect((await lobby.getMatch('atlandice', matchID)).players.map((p) => p.name)).toEqual(['Ada', 'Bo']);
      expect(await adaPage.getByRole('alert').count()).toBe(0);
    } finally {
      await ada.close();
      await bo.close();
    }
  }, 120_000);
});
