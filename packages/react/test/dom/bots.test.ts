// @vitest-environment happy-dom
/**
 * Bots that play by themselves: after a person's action, the bot seats play until the person
 * must act, each after its delay; unmounting or pausing stops them; a failing bot stops them with
 * its error.
 */
import { version } from 'react';
import { describe, expect, it } from 'vitest';
import { createMatch, randomBot, type Bot } from '@tabula/core';
import { atlandice, type AtlandiceAction, type AtlandiceView } from '@tabula/atlandice';
import { useBots, type BotsState } from '@tabula/react';
import { inAct, mount, probe, until } from './mount';

/** A random bot that records when it was asked. */
function timedBot(seed: string, asked: number[]): Bot<AtlandiceView, AtlandiceAction> {
  const bot = randomBot(seed);
  return (view, seat, legal) => {
    asked.push(performance.now());
    return bot(view, seat, legal) as AtlandiceAction;
  };
}

/** Plays the person's first legal action. */
function playMine(match: ReturnType<typeof createMatch<any, AtlandiceAction, any, AtlandiceView, any, any>>, me: number): void {
  const out = match.seat(me).apply(match.seat(me).legalActions()[0]!);
  if (!out.ok) throw new Error(out.error.message);
}

/** The seat that acts first in an Atlandice game: the person's, the others are bots. */
function firstSeat(players: number, seed: string): number {
  return atlandice.activeSeats(atlandice.setup({ players, seed }))[0]!;
}

/** Each seat but `me`, with the bot `make` makes for it. */
function botsBut(players: number, me: number, make: (seat: number) => Bot<AtlandiceView, AtlandiceAction>): Record<number, Bot<AtlandiceView, AtlandiceAction>> {
  const bots: Record<number, Bot<AtlandiceView, AtlandiceAction>> = {};
  for (let seat = 0; seat < players; seat++) if (seat !== me) bots[seat] = make(seat);
  return bots;
}

describe(`useBots on React ${version}`, () => {
  it('plays the bot seats by themselves until the person must act, each action after the delay', async () => {
    const asked: number[] = [];
    const me = firstSeat(3, 'bots-1');
    const match = createMatch(atlandice, { players: 3, seed: 'bots-1' }, { bots: botsBut(3, me, (seat) => timedBot(`b${seat}`, asked)) });
    const states: BotsState[] = [];
    const table = await mount(probe(() => useBots(match, { delayMs: 30 }), (s) => states.push(s)));
    const mine = () => match.getSnapshot().activeSeats.includes(me) || match.getSnapshot().over;
    for (let turn = 0; turn < 3 && !match.getSnapshot().over; turn++) {
      await until(mine, 'the person must act');
      while (match.getSnapshot().activeSeats.includes(me)) await inAct(() => playMine(match, me));
      const since = performance.now();
      const before = match.log.length;
      await until(() => mine() && match.log.length > before, 'the bots answered');
      // Every bot action came at least the delay after the change before it.
      const times = asked.filter((t) => t >= since);
      expect(times.length).toBe(match.log.length - before);
      expect(times[0]! - since).toBeGreaterThanOrEqual(25);
      for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(25);
    }
    expect(states.at(-1)).toEqual({ thinking: null, error: null });
    // The game so far is one a plain runBots would play from the same bots.
    const twin = createMatch(atlandice, { players: 3, seed: 'bots-1' }, { bots: botsBut(3, me, (seat) => randomBot(`b${seat}`)) });
    for (const entry of match.log) if (entry.seat === me) expect(twin.apply(me, entry.action).ok).toBe(true);
    else await twin.runBots({ maxActions: 1 });
    expect(twin.log).toEqual(match.log);
    await table.unmount();
  });

  it('stops when the component unmounts, and while paused; a bot thinking then has its answer dropped', async () => {
    let release: (() => void) | undefined;
    const slow: Bot<AtlandiceView, AtlandiceAction> = (view, seat, legal) => new Promise((resolve) => (release = () => resolve(legal[0]!)));
    const me = firstSeat(2, 'bots-2');
    const match = createMatch(atlandice, { players: 2, seed: 'bots-2' }, { bots: botsBut(2, me, () => slow) });
    let state: BotsState | undefined;
    const table = await mount(probe(() => useBots(match), (s) => (state = s)));
    while (match.getSnapshot().activeSeats.includes(me)) await inAct(() => playMine(match, me));
    await until(() => release !== undefined, 'the bot is asked');
    expect(state).toEqual({ thinking: 1 - me, error: null });
    const version = match.getSnapshot().version;
    await table.unmount();
    release!();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(match.getSnapshot().version).toBe(version); // its answer was dropped
    // Paused: nobody asks the bot; unpaused, it plays.
    release = undefined;
    let paused = true;
    const Table = () => (useBots(match, { paused }), null);
    const again = await mount(probe(Table, () => undefined));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(release).toBeUndefined();
    paused = false;
    await again.render(probe(Table, () => undefined));
    await until(() => release !== undefined, 'the unpaused bot is asked');
    release!();
    await until(() => match.getSnapshot().version > version, 'the bot played');
    await again.unmount();
  });

  it('stops with the error of a bot that chooses an action its game refuses', async () => {
    const cheat: Bot<AtlandiceView, AtlandiceAction> = () => ({ type: 'pass' }) as unknown as AtlandiceAction;
    const me = firstSeat(2, 'bots-3');
    const match = createMatch(atlandice, { players: 2, seed: 'bots-3' }, { bots: botsBut(2, me, () => cheat) });
    let state: BotsState | undefined;
    const table = await mount(probe(() => useBots(match), (s) => (state = s)));
    while (match.getSnapshot().activeSeats.includes(me)) await inAct(() => playMine(match, me));
    await until(() => (state?.error ?? null) !== null, 'the error is told');
    expect(state!.error!.name).toBe('BotError');
    expect(state!.thinking).toBeNull();
    await table.unmount();
  });
});
