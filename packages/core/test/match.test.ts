import { describe, expect, it } from 'vitest';
import { BotError, createMatch, loadMatch, MatchError, randomBot, type Bot } from '../src/index';
import { cards, type CardsAction, type CardsView } from './cards';
import { pig } from './pig';

const config = { players: 2, seed: 'match' };

describe('the match store: state, log and notifications', () => {
  it('apply records the parsed action and notifies each subscriber once', () => {
    const match = createMatch(cards, config);
    const calls: number[] = [];
    const off = match.subscribe(() => calls.push(match.getSnapshot().version));
    const first = match.getSnapshot();
    expect(match.getSnapshot()).toBe(first);
    const input = JSON.parse('{"type":"draw"}') as CardsAction;
    const out = match.apply(0, input);
    expect(out.ok).toBe(true);
    expect(calls).toEqual([1]);
    expect(match.log).toEqual([{ seat: 0, action: { type: 'draw' } }]);
    expect(match.log[0]!.action).not.toBe(input);
    const next = match.getSnapshot();
    expect(next).not.toBe(first);
    expect(next).toMatchObject({ version: 1, change: { kind: 'apply', seat: 0 }, activeSeats: [1], over: false });
    off();
    match.apply(1, { type: 'draw' });
    expect(calls).toEqual([1]);
  });

  it('a refused action changes nothing and notifies nobody', () => {
    const match = createMatch(cards, config);
    let calls = 0;
    match.subscribe(() => calls++);
    const before = match.getSnapshot();
    expect(match.apply(1, { type: 'draw' })).toMatchObject({ ok: false, error: { code: 'NOT_ACTIVE' } });
    expect(match.apply(0, { type: 'play', card: 99 } as never)).toMatchObject({ ok: false, error: { code: 'MALFORMED_ACTION' } });
    expect(calls).toBe(0);
    expect(match.getSnapshot()).toBe(before);
    expect(match.log).toEqual([]);
  });

  it('a bad config throws the game\'s SetupError; a seat handle for a non-seat throws', () => {
    expect(() => createMatch(cards, { players: 9, seed: 'x' })).toThrow(/players/);
    const match = createMatch(cards, config);
    expect(() => match.seat(2)).toThrow(RangeError);
    expect(match.seat(1)).toBe(match.seat(1));
    expect(match.seat(-0)).toBe(match.seat(0));
  });
});

describe('undo and redo: only your own last step, never past chance or a reveal', () => {
  /** A match where seat 0 has just discarded face down (no chance, no reveal). */
  function afterDiscard() {
    const match = createMatch(cards, config);
    const card = match.state.hands[0]![0]!;
    const before = match.state;
    const out = match.apply(0, { type: 'discard', card });
    if (!out.ok) throw new Error(out.error.message);
    return { match, before, after: out.state };
  }

  it('a face-down discard can be undone by its seat, back to the exact state, and redone', () => {
    const { match, before, after } = afterDiscard();
    expect(match.canUndo(0)).toBe(true);
    let calls = 0;
    match.subscribe(() => calls++);
    expect(match.undo(0)).toEqual({ ok: true });
    expect(match.state).toBe(before);
    expect(match.log).toEqual([]);
    expect(match.getSnapshot().change).toEqual({ kind: 'undo', seat: 0 });
    expect(match.canRedo(0)).toBe(true);
    expect(match.redo(0)).toEqual({ ok: true });
    expect(match.state).toBe(after);
    expect(calls).toBe(2);
  });

  it("another seat may not undo it", () => {
    const { match } = afterDiscard();
    expect(match.canUndo(1)).toBe(false);
    expect(match.undo(1)).toMatchObject({ ok: false, error: { code: 'NOT_YOUR_ACTION' } });
  });

  it('a private draw is irreversible: it showed the drawer a card', () => {
    const match = createMatch(cards, config);
    match.apply(0, { type: 'draw' });
    expect(match.undo(0)).toMatchObject({ ok: false, error: { code: 'IRREVERSIBLE' } });
  });

  it('a card played face up is irreversible: the game lists it as revealing', () => {
    const match = createMatch(cards, config);
    match.apply(0, { type: 'play', card: match.state.hands[0]![0]! });
    expect(match.undo(0)).toMatchObject({ ok: false, error: { code: 'IRREVERSIBLE' } });
  });

  it('a die roll is irreversible (it drew from the RNG); a hold, which draws nothing, is not', () => {
    const match = createMatch(pig, config);
    match.apply(0, { type: 'roll' });
    expect(match.undo(0)).toMatchObject({ ok: false, error: { code: 'IRREVERSIBLE' } });
    if (match.getSnapshot().activeSeats[0] === 0) {
      match.apply(0, { type: 'hold' });
      expect(match.canUndo(0)).toBe(true);
    }
  });

  it('undo stops at the first irreversible step, however many own steps came before', () => {
    const match = createMatch(pig, { players: 2, seed: 'undo-chain' });
    match.apply(0, { type: 'roll' });
    expect(match.canUndo(0)).toBe(false);
    expect(match.undo(0).ok).toBe(false);
    expect(match.log).toHaveLength(1);
  });

  it('nothing to undo or redo says so; a new action clears the redo', () => {
    const match = createMatch(cards, config);
    expect(match.undo(0)).toMatchObject({ ok: false, error: { code: 'NOTHING_TO_UNDO' } });
    expect(match.redo(0)).toMatchObject({ ok: false, error: { code: 'NOTHING_TO_REDO' } });
    const card = match.state.hands[0]![0]!;
    match.apply(0, { type: 'discard', card });
    match.undo(0);
    match.apply(0, { type: 'draw' });
    expect(match.redo(0)).toMatchObject({ ok: false, error: { code: 'NOTHING_TO_REDO' } });
  });
});

describe('seat handles: what each seat may see', () => {
  it("a seat's events and log are redacted for it; its own are whole", () => {
    const match = createMatch(cards, config);
    match.apply(0, { type: 'draw' });
    const card = match.state.hands[1]![0]!;
    match.apply(1, { type: 'discard', card });
    const zero = match.seat(0).getSnapshot();
    const one = match.seat(1).getSnapshot();
    const spectator = match.seat(null).getSnapshot();
    expect(zero.events[0]).toMatchObject({ type: 'drew', seat: 0, card: expect.any(Number) });
    expect(one.events[0]).toEqual({ type: 'drew', seat: 0, audience: [0], redacted: true });
    expect(spectator.events[0]).toEqual({ type: 'drew', seat: 0, audience: [0], redacted: true });
    expect(one.log[1]).toEqual({ seat: 1, action: { type: 'discard', card } });
    expect(zero.log[1]).toEqual({ seat: 1, action: { type: 'discard', redacted: true } });
    expect(JSON.stringify(zero)).not.toContain(`"hand":${JSON.stringify(match.state.hands[1])}`);
    expect(zero.view.hand).toEqual(match.state.hands[0]);
    expect(spectator.legalActions).toEqual([]);
  });

  it('a seat snapshot is the same object until the match changes, and lastEvents are the last change\'s', () => {
    const match = createMatch(cards, config);
    const me = match.seat(1);
    const a = me.getSnapshot();
    expect(me.getSnapshot()).toBe(a);
    match.apply(0, { type: 'draw' });
    const b = me.getSnapshot();
    expect(b).not.toBe(a);
    expect(b.lastEvents).toEqual([{ type: 'drew', seat: 0, audience: [0], redacted: true }]);
    expect(b.active).toBe(true);
    expect(b.legalActions).toEqual(cards.legalActions(match.state, 1));
  });

  it("a handle's apply answers its seat's events alone, never the state or the RNG", () => {
    const match = createMatch(cards, config);
    const out = match.seat(0).apply({ type: 'draw' });
    expect(Object.keys(out).sort()).toEqual(['events', 'ok']);
    const drawn = match.state.hands[0]!.at(-1)!;
    expect(out).toEqual({ ok: true, events: [{ type: 'drew', seat: 0, audience: [0], card: drawn }] });
    // Seat 1 draws: seat 1's answer has its card, which seat 0's snapshot does not.
    const theirs = match.seat(1).apply({ type: 'draw' });
    expect(theirs.ok && theirs.events[0]).toMatchObject({ type: 'drew', seat: 1, card: match.state.hands[1]!.at(-1)! });
    expect(match.seat(0).getSnapshot().lastEvents).toEqual([{ type: 'drew', seat: 1, audience: [1], redacted: true }]);
    const text = JSON.stringify([out, theirs]);
    for (const part of [match.state.rng.s0, match.state.rng.s1, match.state.rng.s2]) expect(text).not.toContain(String(part));
    // A refusal answers the rejection, and nothing else.
    expect(match.seat(0).apply({ type: 'nonsense' } as never)).toEqual({ ok: false, error: expect.objectContaining({ code: expect.any(String), message: expect.any(String) }) });
  });

  it('a handle plays for its seat; a spectator may not act', () => {
    const match = createMatch(cards, config);
    expect(match.seat(0).apply({ type: 'draw' }).ok).toBe(true);
    expect(match.seat(null).apply({ type: 'draw' })).toMatchObject({ ok: false, error: { code: 'NOT_ACTIVE' } });
    expect(match.seat(null).undo()).toMatchObject({ ok: false });
  });
});

describe('save and load', () => {
  it('save() is the replay file, and loads back into the same match', () => {
    const match = createMatch(cards, config);
    match.apply(0, { type: 'draw' });
    match.apply(1, { type: 'discard', card: match.state.hands[1]![0]! });
    const file = JSON.parse(JSON.stringify(match.save()));
    expect(file).toEqual({ game: 'hidden-cards', config, log: match.log });
    const loaded = loadMatch(cards, file);
    expect(loaded.state).toEqual(match.state);
    expect(loaded.log).toEqual(match.log);
  });

  it('a file of another game, without a log, or with a refused entry is a MatchError naming what is wrong', () => {
    expect(() => loadMatch(cards, { game: 'secret-pig', config, log: [] })).toThrow(/"secret-pig", not of "hidden-cards"/);
    expect(() => loadMatch(cards, { game: 'hidden-cards', config })).toThrow(MatchError);
    expect(() => loadMatch(cards, null)).toThrow(MatchError);
    try {
      loadMatch(cards, { game: 'hidden-cards', config, log: [{ seat: 0, action: { type: 'draw' } }, { seat: 0, action: { type: 'draw' } }] });
      throw new Error('loaded');
    } catch (err) {
      expect(err).toBeInstanceOf(MatchError);
      expect(err).toMatchObject({ index: 1, rejection: { code: 'NOT_ACTIVE' } });
    }
    expect(() => loadMatch(cards, { game: 'hidden-cards', config, log: [null] })).toThrow(/log entry 0 is not/);
  });
});

describe('bot seats', () => {
  it('runBots plays the bots until a person must act, then the person plays through the handle', async () => {
    const match = createMatch(cards, { players: 3, seed: 'bots' }, { bots: { 1: randomBot('b1'), 2: randomBot('b2') } });
    expect(await match.runBots()).toBe(0); // seat 0, a person, starts
    const me = match.seat(0);
    me.apply(me.legalActions()[0]!);
    expect(await match.runBots()).toBe(2);
    expect(match.getSnapshot().activeSeats).toEqual([0]);
    expect(match.log.map((e) => e.seat)).toEqual([0, 1, 2]);
    expect(match.apply(1, { type: 'draw' })).toMatchObject({ ok: false, error: { code: 'BOT_SEAT' } });
  });

  it('bots are given the view, their seat and their legal actions, never the state; async bots work', async () => {
    const seen: unknown[] = [];
    const bot: Bot<CardsView, CardsAction> = async (view, seat, legal) => {
      seen.push({ view, seat, legal });
      await new Promise((r) => setTimeout(r, 1));
      return legal[0]!;
    };
    const match = createMatch(cards, config, { bots: { 0: bot, 1: bot } });
    await match.runBots({ maxActions: 2 });
    expect(seen).toHaveLength(2);
    expect(seen[0]).toEqual({ view: cards.view(cards.setup(config), 0), seat: 0, legal: cards.legalActions(cards.setup(config), 0) });
    expect(JSON.stringify(seen)).not.toContain('"rng"');
  });

  it('a game of bots alone plays to its end; the same seeds give the same game', async () => {
    const play = async () => {
      const match = createMatch(cards, { players: 3, seed: 'all-bots' }, { bots: { 0: randomBot('x0'), 1: randomBot('x1'), 2: randomBot('x2') } });
      await match.runBots();
      return match;
    };
    const [a, b] = [await play(), await play()];
    expect(a.getSnapshot().over).toBe(true);
    expect(b.log).toEqual(a.log);
  });

  it('a bot that chooses a refused action is a BotError naming the seat and the choice', async () => {
    const match = createMatch(cards, config, { bots: { 0: () => ({ type: 'play', card: 99 }) as CardsAction } });
    await expect(match.runBots()).rejects.toBeInstanceOf(BotError);
    await expect(createMatch(cards, config, { bots: { 0: () => ({ type: 'play', card: 99 }) as CardsAction } }).runBots()).rejects.toThrow(/seat 0 chose .*MALFORMED_ACTION/);
  });

  it('a change while a bot thinks makes it think again; an abort stops the run', async () => {
    let release: () => void = () => undefined;
    let asked = 0;
    const slow: Bot<CardsView, CardsAction> = (_view, _seat, legal) => {
      asked++;
      return new Promise((resolve) => (release = () => resolve(legal[0]!)));
    };
    const pigMatch = createMatch(pig, config, { bots: { 1: randomBot('p') } });
    expect(pigMatch.isBot(1)).toBe(true);
    const match = createMatch(cards, { players: 2, seed: 'think' }, { bots: { 1: slow } });
    const card = match.state.hands[0]![0]!;
    match.apply(0, { type: 'discard', card });
    const run = match.runBots({ maxActions: 1 });
    await Promise.resolve();
    expect(asked).toBe(1);
    // Seat 0 takes its discard back while the bot thinks, then plays again.
    match.undo(0);
    match.apply(0, { type: 'discard', card });
    release();
    await new Promise((r) => setTimeout(r, 0));
    expect(asked).toBe(2);
    release();
    expect(await run).toBe(1);
    const controller = new AbortController();
    controller.abort();
    expect(await match.runBots({ signal: controller.signal })).toBe(0);
  });

  it('bots must be functions of real seats', () => {
    expect(() => createMatch(cards, config, { bots: { 5: randomBot('x') } })).toThrow(/not a seat/);
    expect(() => createMatch(cards, config, { bots: { 0: 'random' as never } })).toThrow(/must be a function/);
  });
});
