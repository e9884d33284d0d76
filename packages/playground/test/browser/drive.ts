/**
 * Driving the playground in a page as a person would: filling the new-game form, waiting for a
 * turn, and playing one legal action by clicking it on the board (where the board offers it) or
 * in the action list. Every wait is bounded.
 *
 * @module
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';

/** A seeded random number generator (mulberry32 over a string's hash): the tests' choices. */
export function seededRandom(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** What the new-game form is given. */
export interface NewGame {
  /** The game's name (`game.name`). */
  game: string;
  /** Players. */
  players: number;
  /** The seed. */
  seed: string;
  /** Each seat's role: `human` or a bot id. */
  roles: readonly string[];
  /** The bots' speed id. */
  speed?: string;
  /** The option checkboxes to check, by label. */
  checks?: readonly string[];
}

/** Fills the new-game form and starts the game. */
export async function startGame(page: Page, setup: NewGame): Promise<void> {
  const form = page.getByRole('form', { name: 'New game' });
  await form.getByLabel('Game', { exact: true }).selectOption(setup.game);
  await form.getByLabel('Players', { exact: true }).selectOption(String(setup.players));
  await form.getByLabel('Seed', { exact: true }).fill(setup.seed);
  for (let seat = 0; seat < setup.players; seat++) {
    await form.getByLabel(`Seat ${seat + 1} is played by`).selectOption(setup.roles[seat] ?? 'human');
  }
  await form.getByLabel('Bot speed', { exact: true }).selectOption(setup.speed ?? 'instant');
  for (const label of setup.checks ?? []) await form.getByLabel(label, { exact: true }).check();
  await form.getByRole('button', { name: 'Start' }).click();
  await page.getByTestId('status').first().waitFor();
}

/** Where the game stands on screen. */
export interface Turn {
  /** `act`: the viewer must act; `handover`: the device is being handed over; `over`: the game ended. */
  phase: 'act' | 'handover' | 'over';
  /** The viewer (`act`), or the seat handed to (`handover`); `null` for a spectator. */
  seat: number | null;
  /** The snapshot's version (`act`, `over`). */
  version: number;
}

/** Waits (at most `timeoutMs`) until the viewer must act, the device is handed over, or the game is over. */
export async function waitForTurn(page: Page, timeoutMs = 30_000): Promise<Turn> {
  const handle = await page.waitForFunction(
    () => {
      const el = document.querySelector<HTMLElement>('[data-testid="status"]');
      const phase = el?.dataset.phase;
      if (!el || (phase !== 'act' && phase !== 'handover' && phase !== 'over')) return null;
      const seat = phase === 'handover' ? el.dataset.seat : el.dataset.viewer;
      return { phase, seat: seat === undefined || seat === 'spectator' ? null : Number(seat), version: Number(el.dataset.version ?? -1) };
    },
    null,
    { timeout: timeoutMs, polling: 20 },
  );
  return (await handle.jsonValue()) as Turn;
}

/** The legal actions the page lists (their `data-action` keys), in order. */
export async function listedActions(page: Page): Promise<string[]> {
  return page.$$eval('.action-list button[data-action]', (buttons) => buttons.map((b) => (b as HTMLElement).dataset.action!));
}

/** How an action was played: its key, where, and with how many clicks on the board (the chooser's answer not counted). */
export type Played = { key: string; where: 'board' | 'list'; clicks: number };

/** Where to click an element: its centre, scrolled into view, or why it cannot be clicked there. */
type Aim = { x: number; y: number } | { error: string };

/**
 * The page's aiming function, as JavaScript source (functions sent to the page must not depend on
 * helpers a transpiler may add): scrolls an element into view and aims at its centre, checking
 * that the centre hits it (no other element covers it). The page builds it with `new Function`.
 */
const AIM_SOURCE = `return (el) => {
  el.scrollIntoView({ block: 'center', inline: 'center' });
  const box = el.getBoundingClientRect();
  const x = box.left + box.width / 2;
  const y = box.top + box.height / 2;
  const hit = document.elementFromPoint(x, y);
  if (!hit || !(hit === el || el.contains(hit))) return { error: 'covered at its centre by ' + (hit ? hit.outerHTML.slice(0, 120) : 'nothing') };
  return { x, y };
}`;

/**
 * The board's clickable things as JavaScript source (as {@link AIM_SOURCE}): each `data-acts` with
 * its accessible name, one string. A board whose click paths take several clicks (a piece, then a
 * space) changes it when it lights the next things to click.
 */
const LIT_SOURCE = `return () => [...document.querySelectorAll('[data-acts]')].map((el) => (el.getAttribute('aria-label') ?? '') + ' ' + el.getAttribute('data-acts')).join('\\n')`;

/** The most clicks one action takes on a board (a tile, a piece, a space). */
const MAX_CLICKS = 6;

/**
 * Waits until the screen changed from `version`, or (`board`) a board's chooser opened, or the
 * board lit other things to click than before the last click and before the first, one of which
 * still offers `board.key`; says which. (A board that let go of its clicks on playing the action
 * lights its first things again until the new position arrives: that is no next step.)
 */
async function changed(page: Page, version: string | null, board: { key: string; lit: string; first: string } | null): Promise<'changed' | 'chooser' | 'next'> {
  const handle = await page.waitForFunction(
    ({ version, board, lit }) => {
      const status = document.querySelector<HTMLElement>('[data-testid="status"]');
      if (!status || status.dataset.version !== version) return 'changed';
      if (board === null) return null;
      if (document.querySelector('.chooser')) return 'chooser';
      const now = (new Function(lit)() as () => string)();
      if (now === board.lit || now === board.first) return null;
      const offers = [...document.querySelectorAll('[data-acts]')].some((el) => (JSON.parse(el.getAttribute('data-acts')!) as string[]).includes(board.key));
      return offers ? 'next' : null;
    },
    { version, board, lit: LIT_SOURCE },
    { timeout: 10_000, polling: 10 },
  );
  return (await handle.jsonValue()) as 'changed' | 'chooser' | 'next';
}

/**
 * Plays one legal action chosen with `random` among those the page lists: on the board when a
 * board target offers it (clicking on through the next things the board lights while its click
 * path goes on, and answering the chooser if it asks), else in the list. Clicks with the mouse, at
 * the centre of what it clicks, and waits until the screen changed.
 */
export async function playOne(page: Page, random: () => number): Promise<Played> {
  // One trip to the page: the version, the listed actions, the one chosen, and where to click it.
  const pick = await page.evaluate(
    ({ r, aim, lit }) => {
      const aimAt = new Function(aim)() as (el: Element) => Aim;
      const version = document.querySelector<HTMLElement>('[data-testid="status"]')?.dataset.version ?? null;
      const keys = [...document.querySelectorAll<HTMLElement>('.action-list button[data-action]')].map((b) => b.dataset.action!);
      if (keys.length === 0) return { error: 'it is the viewer’s turn, but the page lists no action' };
      const key = keys[Math.floor(r * keys.length)]!;
      const target = [...document.querySelectorAll('[data-acts]')].find((el) => (JSON.parse(el.getAttribute('data-acts')!) as string[]).includes(key));
      const button = [...document.querySelectorAll<HTMLElement>('.action-list button[data-action]')].find((el) => el.dataset.action === key)!;
      const where = target ? 'board' : 'list';
      // A long list folds its groups: open the ones around the button, as a person would.
      if (!target) for (let group = button.closest('details'); group; group = group.parentElement?.closest('details') ?? null) group.open = true;
      return { version, key, where, lit: (new Function(lit)() as () => string)(), aim: aimAt(target ?? button) };
    },
    { r: random(), aim: AIM_SOURCE, lit: LIT_SOURCE },
  );
  if ('error' in pick) throw new Error(pick.error);
  if ('error' in pick.aim) throw new Error(`cannot click ${pick.key} on the ${pick.where}: ${pick.aim.error}`);
  await page.mouse.click(pick.aim.x, pick.aim.y);
  let outcome = await changed(page, pick.version, pick.where === 'board' ? { key: pick.key, lit: pick.lit, first: pick.lit } : null);
  let clicks = 1;
  // The board lit the next things to click (a piece clicked, now a space): click the one that still offers it.
  for (; outcome === 'next'; clicks++) {
    if (clicks >= MAX_CLICKS) throw new Error(`${pick.key} still not played after ${clicks} clicks on the board`);
    const next = await page.evaluate(
      ({ key, aim, lit }) => {
        const target = [...document.querySelectorAll('[data-acts]')].find((el) => (JSON.parse(el.getAttribute('data-acts')!) as string[]).includes(key));
        if (!target) return { error: 'no lit target offers it any more' };
        return { lit: (new Function(lit)() as () => string)(), aim: (new Function(aim)() as (el: Element) => Aim)(target) };
      },
      { key: pick.key, aim: AIM_SOURCE, lit: LIT_SOURCE },
    );
    if ('error' in next) throw new Error(`cannot click on to ${pick.key}: ${next.error}`);
    if ('error' in next.aim) throw new Error(`cannot click on to ${pick.key} on the board: ${next.aim.error}`);
    await page.mouse.click(next.aim.x, next.aim.y);
    outcome = await changed(page, pick.version, { key: pick.key, lit: next.lit, first: pick.lit });
  }
  // A board target that may play several actions asks which: answer with the chosen one.
  if (outcome === 'chooser') {
    const aim = await page.evaluate(
      ({ key, aim }) => {
        const button = [...document.querySelectorAll<HTMLElement>('.chooser button[data-action]')].find((el) => el.dataset.action === key);
        return button ? (new Function(aim)() as (el: Element) => Aim)(button) : { error: 'the board’s chooser does not offer it' };
      },
      { key: pick.key, aim: AIM_SOURCE },
    );
    if ('error' in aim) throw new Error(`cannot choose ${pick.key}: ${aim.error}`);
    await page.mouse.click(aim.x, aim.y);
    await changed(page, pick.version, null);
  }
  return { key: pick.key, where: pick.where as 'board' | 'list', clicks: pick.where === 'board' ? clicks : 0 };
}

/** The result the page shows. */
export async function shownResult(page: Page): Promise<{ scores: number[]; winners: number[]; neutral?: number }> {
  const el = page.getByTestId('result');
  const scores = JSON.parse((await el.getAttribute('data-scores'))!) as number[];
  const winners = JSON.parse((await el.getAttribute('data-winners'))!) as number[];
  const neutral = await el.getAttribute('data-neutral');
  return { scores, winners, ...(neutral ? { neutral: Number(neutral) } : {}) };
}

/** Saves the replay file through the page's button; returns its path and its text. */
export async function saveReplay(page: Page): Promise<{ path: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 10_000 }), page.getByRole('button', { name: 'Save replay' }).click()]);
  const path = await download.path();
  return { path, text: await readFile(path, 'utf8') };
}

/** How many moves the page's log says were played ("Moves (N)"). */
export async function movesShown(page: Page): Promise<number> {
  const text = await page.getByRole('region', { name: 'Moves' }).locator('h3 .count').textContent();
  const m = /\((\d+)\)/.exec(text ?? '');
  if (!m) throw new Error(`the moves log's count reads "${text}"`);
  return Number(m[1]);
}

/** Clicks a button of the page by its accessible name and waits until the screen changed. */
export async function press(page: Page, name: string): Promise<void> {
  const version = await page.getByTestId('status').getAttribute('data-version');
  await page.getByRole('button', { name, exact: true }).click();
  await page.waitForFunction(
    (before) => {
      const status = document.querySelector<HTMLElement>('[data-testid="status"]');
      return !status || status.dataset.version !== before || status.dataset.phase === 'past';
    },
    version,
    { timeout: 10_000, polling: 10 },
  );
}
