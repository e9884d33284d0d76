import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { actionParser, createMatch, createRng, defineGame, reject, type BaseState, type Bot, type Game, type Seat } from '@tabula/core';
import { survive } from '@tabula/survive';
import {
  canonicalJson,
  DEFAULT_ITERATIONS,
  fullStateMctsCheating,
  ismctsBot,
  ismctsSearch,
  MAX_PLAYOUT,
  profiles,
  randomBot,
  searchSettings,
  SearchError,
} from '../src/index';
import { gamble, guess, sealed, type GuessState, type SealedState } from './games';
import { positionAfter, TITLES } from './helpers';

/** The state of a game with a bug, for the error test. */
interface BrokenState extends BaseState {
  over: boolean;
}

/** A small budget: these tests check behaviour, not strength. */
const SMALL = { iterations: 24, maxDepth: 8 };

/** `bot`'s choice, checked to be one of the legal actions it was given (the same object). */
function checkedBot<V, A>(bot: Bot<V, A>, record: { decisions: number; outOfTurn: number }): Bot<V, A> {
  return (view, seat, legal) => {
    const choice = bot(view, seat, legal) as A;
    if (!legal.includes(choice)) throw new Error(`seat ${seat} chose ${JSON.stringify(choice)}, not one of its ${legal.length} legal actions`);
    record.decisions++;
    return choice;
  };
}

describe('ismctsBot: determinism', () => {
  for (const { game, players } of TITLES) {
    it(`${game.name}: the same view, seed and budget give the same action and statistics, whatever was asked before`, () => {
      const a = positionAfter(game, players, `det-${game.name}`, 25);
      const b = positionAfter(game, players, `det2-${game.name}`, 12);
      const view = game.view(a.state, a.seat);
      const first = ismctsSearch({ game, seed: 'same', ...SMALL }, view, a.seat, a.legal);
      const again = ismctsSearch({ game, seed: 'same', ...SMALL }, view, a.seat, a.legal);
      expect(again).toEqual(first);
      expect(first.iterations).toBe(SMALL.iterations);
      expect(first.children.reduce((n, c) => n + c.visits, 0)).toBe(SMALL.iterations);
      // One bot, asked about another position first: a decision depends on its view alone.
      const bot = ismctsBot({ game, seed: 'same', ...SMALL });
      bot(game.view(b.state, b.seat), b.seat, b.legal);
      expect(bot(view, a.seat, a.legal)).toBe(first.action);
      // A copy of the view built in another key order is the same view.
      const reordered = JSON.parse(canonicalJson(view));
      expect(ismctsSearch({ game, seed: 'same', ...SMALL }, reordered, a.seat, a.legal).index).toBe(first.index);
    });
  }
});

describe('ismctsBot: fairness (it reads the view, never the state)', () => {
  for (const { game, players } of TITLES) {
    it(`${game.name}: the same action in two states that share the bot's view (the second dealt by determinize)`, () => {
      const p = positionAfter(game, players, `fair-${game.name}`, 30);
      const view = game.view(p.state, p.seat);
      const other = game.determinize!(view, p.seat, 'another deal');
      expect(JSON.stringify(other), 'the second state differs from the first (at least its RNG)').not.toBe(JSON.stringify(p.state));
      expect(game.view(other, p.seat), `${game.name}'s determinize keeps the seat's view`).toEqual(view);
      const legal = game.legalActions(other, p.seat);
      expect(legal.map(canonicalJson)).toEqual(p.legal.map(canonicalJson));
      const bot = ismctsBot({ game, seed: 'fair', ...SMALL });
      const here = bot(view, p.seat, p.legal);
      const there = bot(game.view(other, p.seat), p.seat, legal);
      expect(canonicalJson(there)).toBe(canonicalJson(here));
    });
  }

  it("guess: the same guess whichever coin seat 0 holds; the cheating yardstick guesses right both times", () => {
    const states: GuessState[] = [];
    for (let i = 0; states.length < 2; i++) {
      const s = guess.setup({ players: 2, seed: `coin-${i}` });
      if (s.coin === states.length) states.push(s);
    }
    const [heads, tails] = states as [GuessState, GuessState];
    expect(guess.view(heads, 1)).toEqual(guess.view(tails, 1));
    const fair = ismctsBot({ game: guess, seed: 'g', iterations: 50 });
    const cheat = fullStateMctsCheating({ game: guess, seed: 'g', iterations: 50 });
    const legalH = guess.legalActions(heads, 1);
    const legalT = guess.legalActions(tails, 1);
    expect(canonicalJson(fair(guess.view(heads, 1), 1, legalH))).toBe(canonicalJson(fair(guess.view(tails, 1), 1, legalT)));
    expect(cheat(heads, 1, legalH)).toEqual({ type: 'guess', value: 0 });
    expect(cheat(tails, 1, legalT)).toEqual({ type: 'guess', value: 1 });
  });

  it("sealed: the same bid whatever another seat's hidden bid is (swapped with an unseen card)", () => {
    let s = sealed.setup({ players: 2, seed: 'swap' });
    // Seat 0 bids its highest card face down; seat 1 must answer.
    const out = sealed.apply(s, 0, { type: 'bid', card: Math.max(...s.hands[0]!) });
    if (!out.ok) throw new Error(out.error.message);
    s = out.state;
    const swapped: SealedState = { ...s, bids: [s.deck[0]!, null], deck: [s.bids[0]!, ...s.deck.slice(1)] };
    expect(sealed.validateState(swapped)).toEqual([]);
    expect(sealed.view(swapped, 1)).toEqual(sealed.view(s, 1));
    const bot = ismctsBot({ game: sealed, seed: 'sealed', iterations: 200 });
    expect(bot(sealed.view(swapped, 1), 1, sealed.legalActions(swapped, 1))).toEqual(bot(sealed.view(s, 1), 1, sealed.legalActions(s, 1)));
  });
});

describe('ismctsBot: every choice is legal, over random games of the four titles (hosted in a match)', () => {
  for (const { game, players } of TITLES) {
    it(`${game.name}, ${players} players: ismcts at seat 1, random bots elsewhere, to the end`, async () => {
      const record = { decisions: 0, outOfTurn: 0 };
      const bots: Record<number, Bot<any, any>> = {};
      for (let seat = 0; seat < players; seat++) {
        bots[seat] = seat === 1 ? checkedBot(ismctsBot({ game, seed: `legal-${game.name}`, iterations: 8, maxDepth: 4 }), record) : randomBot(`r${seat}`);
      }
      const match = createMatch(game as Game<any, any, any, any, any, any>, { players, seed: `legal-${game.name}` }, { bots });
      await match.runBots();
      expect(match.getSnapshot().over).toBe(true);
      expect(record.decisions).toBeGreaterThan(10);
    }, 120_000);
  }
});

describe('ismctsBot: out-of-turn decisions, several active seats, chance', () => {
  it("survive: a seat answering a defence on another seat's turn gets a legal answer", () => {
    let found: { state: any; seat: Seat } | undefined;
    for (let g = 0; g < 20 && !found; g++) {
      const random = seedrandom.alea(`defence-${g}`);
      let s = survive.setup({ players: 3, seed: `defence-${g}` });
      while (!survive.isOver(s)) {
        const seat = survive.activeSeats(s)[0]!;
        if (s.pending?.kind === 'defence' && seat !== s.current) {
          found = { state: s, seat };
          break;
        }
        const legal = survive.legalActions(s, seat);
        const out = survive.apply(s, seat, legal[Math.floor(random() * legal.length)]!);
        if (!out.ok) throw new Error(out.error.message);
        s = out.state;
      }
    }
    expect(found, 'no defence owed out of turn in 20 random games of Survive').toBeDefined();
    const { state, seat } = found!;
    const legal = survive.legalActions(state, seat);
    const report = ismctsSearch({ game: survive, seed: 'defence', ...SMALL }, survive.view(state, seat), seat, legal);
    expect(legal).toContain(report.action);
    expect(report.iterations).toBe(SMALL.iterations);
  });

  it('sealed: several seats active at once, hidden bids and dice: every seat bids legally to the end', () => {
    for (const players of [2, 3, 4]) {
      let s = sealed.setup({ players, seed: `many-${players}` });
      const bots = Array.from({ length: players }, (_, seat) => ismctsBot({ game: sealed, seed: `b${seat}`, iterations: 60 }));
      let several = 0;
      let turn = 0;
      while (!sealed.isOver(s)) {
        const active = sealed.activeSeats(s);
        if (active.length > 1) several++;
        // Seats answer in a rotating order, so that each is asked while others have bid and while none has.
        const seat = active[turn++ % active.length]!;
        const legal = sealed.legalActions(s, seat);
        const choice = bots[seat]!(sealed.view(s, seat), seat, legal) as (typeof legal)[number];
        expect(legal).toContain(choice);
        const out = sealed.apply(s, seat, choice);
        if (!out.ok) throw new Error(out.error.message);
        s = out.state;
      }
      expect(several).toBeGreaterThan(0);
    }
  });

  it('gamble: chance is sampled, not read: the safe roll (wins 4 in 6) over the risky one (1 in 6), with means near the odds', () => {
    const s = gamble.setup({ players: 2, seed: 'dice' });
    const report = ismctsSearch({ game: gamble, seed: 'odds', iterations: 600 }, gamble.view(s, 0), 0, gamble.legalActions(s, 0));
    expect(report.action).toEqual({ type: 'safe' });
    const [risky, safe] = report.children;
    expect(safe!.mean).toBeGreaterThan(4 / 6 - 0.1);
    expect(safe!.mean).toBeLessThan(4 / 6 + 0.1);
    expect(risky!.mean).toBeLessThan(1 / 6 + 0.15);
  });
});

describe('ismctsBot: options', () => {
  it('picks the shipped profile by game.name; a game without one plays out to the end and scores wins only', () => {
    for (const { game } of TITLES) {
      const settings = searchSettings(game, {});
      expect(settings.evaluate).toBe(profiles[game.name]!.evaluate);
      expect(settings.maxDepth).toBe(profiles[game.name]!.maxDepth);
      expect(settings.iterations).toBe(DEFAULT_ITERATIONS);
    }
    const plain = searchSettings(sealed, {});
    expect(plain).toMatchObject({ evaluate: undefined, maxDepth: MAX_PLAYOUT, margin: 0, iterations: DEFAULT_ITERATIONS });
    expect(searchSettings(sealed, { timeMs: 10 }).iterations).toBe(Infinity);
  });

  it('refuses bad options and a game without determinize', () => {
    expect(() => ismctsBot({ game: sealed, seed: 's', iterations: 0 })).toThrow(/iterations/);
    expect(() => ismctsBot({ game: sealed, seed: 's', timeMs: -1 })).toThrow(/timeMs/);
    expect(() => ismctsBot({ game: sealed, seed: 's', maxDepth: 0 })).toThrow(/maxDepth/);
    expect(() => ismctsBot({ game: sealed, seed: 's', exploration: -1 })).toThrow(/exploration/);
    expect(() => ismctsBot({ game: sealed, seed: 's', margin: 2 })).toThrow(/margin/);
    expect(() => ismctsBot({ game: { ...sealed, determinize: undefined }, seed: 's' })).toThrow(/determinize/);
  });

  it('answers a single legal action at once, and refuses none', () => {
    const bot = ismctsBot({ game: sealed, seed: 's' });
    const only = { type: 'bid' as const, card: 3 };
    expect(bot({} as never, 0, [only])).toBe(only);
    expect(() => bot({} as never, 0, [])).toThrow(/no legal action/);
  });

  it('a game that refuses an action it lists as legal is reported as a SearchError naming the action', () => {
    const broken = defineGame<BrokenState, { type: 'a' } | { type: 'b' }, undefined, { over: boolean }, never>({
      name: 'broken',
      schema: 1,
      minPlayers: 2,
      maxPlayers: 2,
      setup: () => ({ over: false }),
      parseAction: actionParser({ a: {}, b: {} }),
      activeSeats: () => [0],
      legalActions: () => [{ type: 'a' }, { type: 'b' }],
      validate: (_s, _seat, a) => (a.type === 'b' ? reject('NO_B', 'b is never allowed') : undefined),
      perform(s) {
        s.over = true;
      },
      isOver: (s) => s.over,
      result: () => ({ scores: [1, 0], winners: [0] }),
      view: (s) => ({ over: s.over }),
      determinize: (v, _seat, seed) => ({ game: 'broken', schema: 1, players: 2, over: v.over, rng: createRng(seed).state() }),
    });
    const s = broken.setup({ players: 2, seed: 'b' });
    const run = () => ismctsSearch({ game: broken, seed: 'b', iterations: 10 }, broken.view(s, 0), 0, broken.legalActions(s, 0));
    expect(run).toThrow(SearchError);
    expect(run).toThrow(/broken: seat 0's legal action \{"type":"b"\} was refused at the root of a search .*NO_B/);
  });

  it('with a time budget alone, searches until the clock stops it', () => {
    const s = sealed.setup({ players: 3, seed: 'clock' });
    const report = ismctsSearch({ game: sealed, seed: 'clock', timeMs: 30 }, sealed.view(s, 0), 0, sealed.legalActions(s, 0));
    expect(report.iterations).toBeGreaterThan(0);
    expect(sealed.legalActions(s, 0)).toContainEqual(report.action);
  });
});
