/**
 * The session: starting a match with its seats' bots, the replay file written and read back,
 * files refused with a reason, and change notices told once per burst.
 */
import { describe, expect, it, vi } from 'vitest';
import { createMatch, loadMatch, randomBot } from '@tabula/core';
import { ismctsBot } from '@tabula/bots';
import { GAMES, gameUi } from '../src/games';
import { botKind, BOTS, botSeed } from '../src/shell/bots';
import { botsFor, coalesced, loadSession, readReplayFile, replayFileName, replayFileText, startSession } from '../src/shell/session';
import { botWorker } from '../src/shell/workerBots';

const atlandice = gameUi('atlandice')!;

describe('startSession', () => {
  it('seats the bots of the bot seats, each seeded from the game’s seed and its seat, and plays them', async () => {
    const mixed = startSession(atlandice, { players: 3, seed: 's' }, [{ kind: 'bot', bot: 'random' }, { kind: 'human' }, { kind: 'bot', bot: 'random' }], 'instant');
    expect([0, 1, 2].map((s) => mixed.match.isBot(s))).toEqual([true, false, true]);
    const bot = { kind: 'bot', bot: 'random' } as const;
    const session = startSession(atlandice, { players: 3, seed: 's' }, [bot, bot, bot], 'instant');
    await session.match.runBots({ maxActions: 50 });
    // The same game, played by the bots core would make from the same seeds.
    const twin = createMatch(atlandice.game, { players: 3, seed: 's' }, { bots: { 0: randomBot(botSeed('s', 0)), 1: randomBot(botSeed('s', 1)), 2: randomBot(botSeed('s', 2)) } });
    await twin.runBots({ maxActions: 50 });
    expect(session.match.log).toEqual(twin.log);
    expect(session.match.log.length).toBeGreaterThan(0);
  });

  it('a search bot, made for the worker, thinks on the page where there is no Worker (Node), as the same bot would', async () => {
    expect(typeof (globalThis as { Worker?: unknown }).Worker).toBe('undefined');
    const bots = botsFor(atlandice, [{ kind: 'human' }, { kind: 'bot', bot: 'ismcts-100' }], 'slow');
    const match = createMatch(atlandice.game, { players: 2, seed: 'slow' }, { bots: { 0: randomBot('p'), 1: bots[1]! } });
    const twin = createMatch(atlandice.game, { players: 2, seed: 'slow' }, { bots: { 0: randomBot('p'), 1: ismctsBot({ game: atlandice.game, seed: botSeed('slow', 1), iterations: 100 }) } });
    await match.runBots({ maxActions: 12 });
    await twin.runBots({ maxActions: 12 });
    expect(match.log.some((e) => e.seat === 1)).toBe(true);
    expect(match.log).toEqual(twin.log);
    expect(botWorker.inWorker).toBe(false);
  });

  it('refuses roles that do not fit the player count, and a config the game refuses', () => {
    expect(() => startSession(atlandice, { players: 3, seed: 's' }, [{ kind: 'human' }], 'normal')).toThrow(RangeError);
    expect(() => startSession(atlandice, { players: 9, seed: 's' }, Array(9).fill({ kind: 'human' }), 'normal')).toThrow(/players/);
  });

  it('offers bots that play every game, the search bots only where the game can determinize', () => {
    expect(BOTS[0]!.id).toBe('random');
    for (const ui of GAMES) expect(BOTS.filter((b) => b.plays(ui.game)).length).toBeGreaterThanOrEqual(1);
    expect(() => botKind('nope')).toThrow(/no bot "nope"/);
  });
});

describe('the replay file', () => {
  it('is the match’s save(), as JSON that loadMatch reads back to the same game', () => {
    const session = startSession(atlandice, { players: 2, seed: 'file me' }, [{ kind: 'human' }, { kind: 'human' }], 'normal');
    const match = session.match;
    for (let i = 0; i < 12; i++) {
      const seat = match.getSnapshot().activeSeats[0]!;
      expect(match.apply(seat, match.game.legalActions(match.state, seat)[0]!).ok).toBe(true);
    }
    const file = match.save();
    const text = replayFileText(file);
    expect(JSON.parse(text)).toEqual(file);
    expect(replayFileName(file)).toBe('atlandice-file-me-12.json');
    const read = readReplayFile(text, GAMES);
    if (!read.ok) throw new Error(read.message);
    expect(read.ui).toBe(atlandice);
    const loaded = loadSession(read.ui, read.file, [{ kind: 'human' }], 'normal');
    expect(loaded.match.state).toEqual(loadMatch(atlandice.game, file).state);
    expect(loaded.roles).toEqual([{ kind: 'human' }, { kind: 'human' }]);
  });

  it('refuses, saying why, what is not a replay file of these games', () => {
    expect(readReplayFile('{nope', GAMES)).toMatchObject({ ok: false, message: expect.stringMatching(/^not a replay file/) });
    expect(readReplayFile('[]', GAMES)).toMatchObject({ ok: false, message: expect.stringMatching(/expected an object/) });
    expect(readReplayFile('{"game":"chess","config":{"players":2},"log":[]}', GAMES)).toMatchObject({ ok: false, message: expect.stringMatching(/a replay of "chess"/) });
    expect(readReplayFile('{"game":"atlandice","log":[]}', GAMES)).toMatchObject({ ok: false, message: expect.stringMatching(/no config/) });
  });
});

describe('coalesced', () => {
  it('tells a burst of changes in one task once, in the next task', async () => {
    vi.useFakeTimers();
    try {
      const listeners = new Set<() => void>();
      const subscribe = (l: () => void) => {
        listeners.add(l);
        return () => void listeners.delete(l);
      };
      const heard = vi.fn();
      const stop = coalesced(subscribe)(heard);
      for (let i = 0; i < 5; i++) for (const l of listeners) l();
      expect(heard).not.toHaveBeenCalled();
      await vi.runAllTimersAsync();
      expect(heard).toHaveBeenCalledTimes(1);
      for (const l of listeners) l();
      stop();
      await vi.runAllTimersAsync();
      expect(heard).toHaveBeenCalledTimes(1); // a notice pending at unsubscription is dropped
      expect(listeners.size).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
