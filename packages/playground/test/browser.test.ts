/**
 * The playground in a real browser (Debian's Chromium, driven by playwright-core), for each game:
 * a seeded game against bots played to its end by clicking, whose result on screen equals
 * Tabula's `replay` of the replay file saved through the page (and loaded back through it); a
 * hot-seat game where no screen holds another seat's secret, not even the hand-over screen; and a
 * screenshot of each board, into `.tmp/playground/<game>.png` (git-ignored: a test run leaves the
 * work tree as it found it); with `TABULA_PLAYGROUND_SCREENSHOTS=docs`, into the README's
 * `docs/playground/<game>.png`.
 *
 * `TABULA_PLAYGROUND_HOTSEAT_STEPS` sets how many actions each hot-seat game plays (default 40).
 */
import { statSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replay, type Game } from '@tabula/core';
import { ismctsBot } from '@tabula/bots';
import { atlandice } from '@tabula/atlandice';
import { survive } from '@tabula/survive';
import { akrotiri } from '@tabula/akrotiri';
import { clockworkEmpire } from '@tabula/clockwork-empire';
import { REPO_DIR, startHarness, type Harness } from './browser/harness';
import { botSeed } from '../src/shell/bots';
import { listedActions, movesShown, playOne, press, saveReplay, seededRandom, shownResult, startGame, waitForTurn } from './browser/drive';
import { forbiddenFor, knownBy, leaks, ownSecrets, type PlayedStep } from './secrets';

/** Where the boards' screenshots go: the README's pictures only when asked. */
const SHOTS = process.env.TABULA_PLAYGROUND_SCREENSHOTS === 'docs' ? join(REPO_DIR, 'docs', 'playground') : join(REPO_DIR, '.tmp', 'playground');

/** One title's test settings. */
interface Title {
  game: Game<any, any, any, any, any, string>;
  players: number;
  /** The human seat's action at which the screenshot is taken. */
  shotAt: number;
  /** Whether the game has secrets a seat owns (Atlandice has none: only the stacks' order). */
  ownedSecrets: boolean;
  /** Options set through the form: the checkboxes' labels, and the options they give. */
  checks?: readonly string[];
  options?: Record<string, unknown>;
  /** Whether the board selects along the kit's click paths, some actions taking several clicks (a piece, then a space): the game by clicks must play some so. */
  clickPaths?: boolean;
}

const TITLES: readonly Title[] = [
  { game: atlandice, players: 3, shotAt: 14, ownedSecrets: false, clickPaths: true },
  { game: survive, players: 3, shotAt: 30, ownedSecrets: true, clickPaths: true },
  // Random play rarely excavates a 6th temple: the form's guard ends the game when the tiles run out.
  { game: akrotiri, players: 2, shotAt: 24, ownedSecrets: true, checks: ['End when the tiles run out'], options: { stopWhenTilesRunOut: true } },
  { game: clockworkEmpire, players: 3, shotAt: 40, ownedSecrets: true },
];

const HOTSEAT_STEPS = Number(process.env.TABULA_PLAYGROUND_HOTSEAT_STEPS ?? 40);
/** No game of these lasts this many actions of one seat: a stalled loop fails instead of running on. */
const MAX_HUMAN_STEPS = 2000;

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
}, 180_000);

afterAll(async () => {
  await harness?.close();
});

describe.each(TITLES.map((t) => [t.game.name, t] as const))('%s in the browser', (name, title) => {
  it('plays a seeded game against bots to its end by clicking, and shows the result Tabula replays from the saved file', async () => {
    const page = await harness.open();
    try {
      const seed = `playground-${name}-bots`;
      await startGame(page, { game: name, players: title.players, seed, roles: ['human', ...Array(title.players - 1).fill('random')], speed: 'instant', checks: title.checks ?? [] });
      const random = seededRandom(seed);
      let steps = 0;
      let onBoard = 0;
      let severalClicks = 0;
      let undone = 0;
      for (;;) {
        const turn = await waitForTurn(page);
        if (turn.phase === 'over') break;
        expect(turn).toMatchObject({ phase: 'act', seat: 0 });
        // The first time seat 1 may take its last action back: undo it, then redo it.
        if (undone === 0 && (await page.getByRole('button', { name: 'Undo', exact: true }).isEnabled())) {
          const moves = await movesShown(page);
          await press(page, 'Undo');
          expect(await movesShown(page), 'moves after an undo').toBe(moves - 1);
          await press(page, 'Redo');
          expect(await movesShown(page), 'moves after the redo').toBe(moves);
          undone++;
        }
        const played = await playOne(page, random);
        if (played.where === 'board') onBoard++;
        if (played.clicks > 1) severalClicks++;
        steps++;
        if (steps === title.shotAt) {
          await mkdir(SHOTS, { recursive: true });
          await page.evaluate(() => window.scrollTo(0, 0));
          await page.screenshot({ path: join(SHOTS, `${name}.png`) });
          expect(statSync(join(SHOTS, `${name}.png`)).size, 'the screenshot').toBeGreaterThan(10_000);
        }
        if (steps > MAX_HUMAN_STEPS) throw new Error(`${name}: still not over after ${steps} actions of seat 0`);
      }
      expect(steps).toBeGreaterThan(title.shotAt); // the screenshot was taken
      expect(onBoard, 'actions played by clicking the board').toBeGreaterThan(0);
      if (title.clickPaths) expect(severalClicks, 'actions played by several clicks on the board, along the kit’s click paths').toBeGreaterThan(0);
      expect(undone, 'an action undone and redone').toBe(1);

      const shown = await shownResult(page);
      const saved = await saveReplay(page);
      const file = JSON.parse(saved.text) as { game: string; config: { players: number; seed: string }; log: { seat: number; action: unknown }[] };
      expect(file.game).toBe(name);
      expect(file.config).toEqual({ players: title.players, seed, ...(title.options ? { options: title.options } : {}) });
      expect(file.log.filter((e) => e.seat === 0)).toHaveLength(steps);
      const replayed = replay(title.game, file.config, file.log);
      if (!replayed.ok) throw new Error(`the saved log does not replay: step ${replayed.index}: ${replayed.error.message}`);
      expect(title.game.isOver(replayed.state)).toBe(true);
      const result = title.game.result(replayed.state)!;
      expect(shown).toEqual({ scores: result.scores, winners: result.winners, ...(result.neutral !== undefined ? { neutral: result.neutral } : {}) });

      // The same file, loaded back through the page, shows the same finished game.
      await page.getByLabel('Load replay file').setInputFiles(saved.path);
      await page.getByTestId('status').and(page.locator('[data-phase="over"]')).waitFor();
      expect(await shownResult(page)).toEqual(shown);
      await page.getByRole('region', { name: 'Moves' }).getByRole('heading', { name: `Moves (${file.log.length})` }).waitFor();
    } finally {
      await page.close();
    }
  }, 240_000);

  it('hot-seat: no seat’s screen holds another seat’s secret, and the hand-over screen holds none', async () => {
    const page = await harness.open();
    try {
      const seed = `playground-${name}-hotseat`;
      const config = { players: title.players, seed, ...(title.options ? { options: title.options } : {}) };
      await startGame(page, { game: name, players: title.players, seed, roles: Array(title.players).fill('human'), checks: title.checks ?? [] });
      const random = seededRandom(seed);
      // The test's own copy of the match, from the same config: it knows every secret.
      let state = title.game.setup(config);
      const states: unknown[] = [state];
      const played: PlayedStep[] = [];
      let scrubbed = false;
      let handovers = 0;
      let ownShown = 0;
      const seatsSeen = new Set<number>();
      while (played.length < HOTSEAT_STEPS) {
        const turn = await waitForTurn(page);
        if (turn.phase === 'over') break;
        const html = await page.content();
        if (turn.phase === 'handover') {
          handovers++;
          expect(title.game.activeSeats(state)).toContain(turn.seat);
          // Nothing of any seat's view: not the last seat's, not the next one's.
          expect(leaks(html, forbiddenFor(state, null, knownBy(title.game, state, null, played))), `hand-over to seat ${turn.seat} after ${played.length} actions`).toEqual([]);
          await page.getByRole('button', { name: `I am Seat ${turn.seat! + 1}: show my view` }).click();
          continue;
        }
        const seat = turn.seat!;
        seatsSeen.add(seat);
        expect(title.game.activeSeats(state)).toContain(seat);
        expect(leaks(html, forbiddenFor(state, seat, knownBy(title.game, state, seat, played))), `seat ${seat}'s screen after ${played.length} actions`).toEqual([]);
        ownShown += ownSecrets(state, seat).filter((s) => s.pattern.test(html)).length;
        // Half-way, the scrubber: the start and the last move, as this seat saw them then.
        if (!scrubbed && played.length >= HOTSEAT_STEPS / 2) {
          scrubbed = true;
          for (const [button, step] of [['Previous move', played.length - 1], ['First position', 0]] as const) {
            await press(page, button);
            await page.getByTestId('status').and(page.locator('[data-phase="past"]')).waitFor();
            const then = await page.content();
            expect(then).toContain(`Showing the position after move ${step} of ${played.length}`);
            const known = knownBy(title.game, states[step], seat, played.slice(0, step));
            expect(leaks(then, forbiddenFor(states[step] as { game: string }, seat, known)), `seat ${seat}'s screen scrubbed to move ${step}`).toEqual([]);
          }
          await page.getByRole('button', { name: 'Back to the live game' }).click();
          await page.getByTestId('status').and(page.locator('[data-phase="act"]')).waitFor();
        }
        // The page offers exactly this seat's legal actions (the list groups them by type).
        expect((await listedActions(page)).sort()).toEqual(title.game.legalActions(state, seat).map((a) => JSON.stringify(a)).sort());
        const { key } = await playOne(page, random);
        const action: unknown = JSON.parse(key);
        const out = title.game.apply(state, seat, action);
        if (!out.ok) throw new Error(`the page played ${key} for seat ${seat}, which the game refuses: ${out.error.message}`);
        played.push({ seat, action, events: out.events });
        state = out.state;
        states.push(state);
      }
      expect(scrubbed, 'the scrubber was checked').toBe(true);
      expect(handovers, 'hand-overs between people').toBeGreaterThan(1);
      expect(seatsSeen.size, 'seats that played').toBe(title.players);
      // The check can fail: the screens did show each seat its own secrets.
      if (title.ownedSecrets) expect(ownShown, 'own secrets shown to their seat').toBeGreaterThan(0);
    } finally {
      await page.close();
    }
  });
});

describe('search bots in the browser', () => {
  it('an ISMCTS bot plays its seat from a Web Worker, its moves in the log like any seat’s', async () => {
    const page = await harness.open();
    try {
      const seed = 'playground-ismcts';
      await startGame(page, { game: 'atlandice', players: 2, seed, roles: ['human', 'ismcts-100'], speed: 'instant' });
      const random = seededRandom(seed);
      const moves = page.getByRole('region', { name: 'Moves' });
      // Play until the bot has answered at least twice (each answer comes from the worker).
      for (let step = 0; (await moves.getByText('Seat 2', { exact: true }).count()) < 2; step++) {
        if (step > 30) throw new Error('the ISMCTS bot did not play within 30 of seat 1’s actions');
        const turn = await waitForTurn(page, 60_000);
        expect(turn.phase).toBe('act');
        await playOne(page, random);
      }
      const worker = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((name) => /botWorker/.test(name)));
      expect(worker, 'the bots’ worker script was loaded').toHaveLength(1);
      // Its moves are those the same bot makes outside the page, from the same views.
      const saved = await saveReplay(page);
      const file = JSON.parse(saved.text) as { config: { players: number; seed: string }; log: { seat: number; action: unknown }[] };
      const bot = ismctsBot({ game: atlandice, seed: botSeed(seed, 1), iterations: 100 });
      let state = atlandice.setup(file.config);
      let checked = 0;
      for (const entry of file.log) {
        if (entry.seat === 1) {
          expect(await bot(atlandice.view(state, 1), 1, atlandice.legalActions(state, 1))).toEqual(entry.action);
          checked++;
        }
        const out = atlandice.apply(state, entry.seat, entry.action as never);
        if (!out.ok) throw new Error(`the saved game does not replay: ${out.error.message}`);
        state = out.state;
      }
      expect(checked).toBeGreaterThanOrEqual(2);
    } finally {
      await page.close();
    }
  }, 180_000);
});

describe('spectator mode in the browser', () => {
  it('bots play a whole game watched by a spectator, whose screen, scrubbed back, holds no seat’s secret', async () => {
    const page = await harness.open();
    try {
      const seed = 'playground-spectator';
      await startGame(page, { game: 'survive', players: 2, seed, roles: ['random', 'random'], speed: 'instant' });
      const turn = await waitForTurn(page, 90_000);
      expect(turn).toMatchObject({ phase: 'over', seat: null });
      const saved = await saveReplay(page);
      const file = JSON.parse(saved.text) as { config: { players: number; seed: string }; log: { seat: number; action: unknown }[] };
      const replayed = replay(survive, file.config, file.log);
      if (!replayed.ok) throw new Error(`the saved game does not replay: ${replayed.error.message}`);
      const result = survive.result(replayed.state)!;
      expect(await shownResult(page)).toEqual({ scores: result.scores, winners: result.winners });
      // Scrubbed back to move 40 (explorers placed, values hidden): none of the values the end revealed.
      const step = 40;
      const slider = page.getByLabel('Position in the game');
      await slider.focus();
      await page.keyboard.press('Home');
      for (let i = 0; i < step; i++) await page.keyboard.press('ArrowRight');
      const html = await page.content();
      expect(html).toContain(`Showing the position after move ${step} of ${file.log.length}, as a spectator`);
      let state = survive.setup(file.config);
      const played: PlayedStep[] = [];
      for (const entry of file.log.slice(0, step)) {
        const out = survive.apply(state, entry.seat, entry.action as never);
        if (!out.ok) throw new Error(out.error.message);
        played.push({ seat: entry.seat, action: entry.action, events: out.events });
        state = out.state;
      }
      const forbidden = forbiddenFor(state, null, knownBy(survive, state, null, played));
      expect(forbidden.length, 'secrets to look for').toBeGreaterThan(10);
      expect(leaks(html, forbidden)).toEqual([]);
    } finally {
      await page.close();
    }
  }, 180_000);
});
