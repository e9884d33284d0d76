import { describe, expect, it } from 'vitest';
import { atlandice } from '@tabula/atlandice';
import {
  ArenaError,
  distribution,
  entrantAt,
  formatSummary,
  parseEntrant,
  playArena,
  playArenaGame,
  summarizeArena,
  wilson,
  type ArenaGameResult,
  type ArenaOptions,
} from '../src/index';
import { guess, sealed } from './games';

const sealedArena: ArenaOptions = { game: sealed, entrants: ['ismcts:30', 'random', 'random'], seed: 'arena-test' };

describe('arena: determinism', () => {
  it('the same results and summary whatever the order of games, as plain JSON', async () => {
    const forward = await Promise.all([0, 1, 2, 3, 4, 5].map((i) => playArenaGame(sealedArena, i)));
    const backward: ArenaGameResult[] = [];
    for (const i of [5, 3, 1, 4, 2, 0]) backward.push(await playArenaGame(sealedArena, i));
    expect(JSON.parse(JSON.stringify(backward))).toEqual(backward);
    expect([...backward].sort((a, b) => a.index - b.index)).toEqual(forward);
    expect(summarizeArena(backward)).toEqual(summarizeArena(forward));
    // Shards summarised together are the whole run.
    const { summary } = await playArena(sealedArena, 6);
    expect(summarizeArena([...forward.filter((r) => r.index % 2 === 1), ...forward.filter((r) => r.index % 2 === 0)])).toEqual(summary);
  });

  it('game i gets seed i and seats rotated by i; ismcts among random bots in a real title', async () => {
    const r = await playArenaGame({ game: atlandice, entrants: ['ismcts:6:depth=4', 'random'], seed: 'rot' }, 3);
    expect(r).toMatchObject({ index: 3, game: 'atlandice', seed: 'rot:3', entrants: ['ismcts:6:depth=4', 'random'], seats: [1, 0], finished: true });
    expect(r.scores).toHaveLength(2);
    expect(r.outcomes.filter((o) => o === 'win').length + r.outcomes.filter((o) => o === 'tie').length).toBeGreaterThan(0);
    expect([0, 1, 2].map((seat) => entrantAt(4, seat, 3))).toEqual([1, 2, 0]);
    expect(await playArenaGame({ game: atlandice, entrants: ['ismcts:6:depth=4', 'random'], seed: 'rot' }, 3)).toEqual(r);
  }, 60_000);

  it('the cheating yardstick plays from the state: against a fair bot at guess, it always guesses right', async () => {
    // Seat 1 guesses; the rotation puts each entrant there in turn.
    const { results, summary } = await playArena({ game: guess, entrants: ['cheat-mcts:20', 'ismcts:20'], seed: 'peek' }, 8);
    for (const r of results) {
      const guesser = r.seats[1]!;
      if (guesser === 0) expect(r.winners).toEqual([0]);
    }
    expect(summary.standings[0]!.wins).toBeGreaterThanOrEqual(4);
  });

  it('a game still running at maxActions is counted unfinished', async () => {
    const r = await playArenaGame({ ...sealedArena, maxActions: 2 }, 0);
    expect(r).toMatchObject({ finished: false, actions: 2, scores: [], winners: [], outcomes: ['unfinished', 'unfinished', 'unfinished'] });
    const s = summarizeArena([r, await playArenaGame(sealedArena, 1)]);
    expect(s).toMatchObject({ games: 2, finished: 1, unfinished: 1 });
    expect(s.standings.map((e) => e.games)).toEqual([1, 1, 1]);
  });
});

/** A hand-made result: `scores` and `winners` by entrant, seats rotated by `index`. */
function result(index: number, scores: number[], winners: number[]): ArenaGameResult {
  const n = scores.length;
  return {
    index,
    game: 'sealed',
    seed: `m:${index}`,
    entrants: ['a', 'b', 'c'].slice(0, n),
    seats: Array.from({ length: n }, (_, s) => entrantAt(index, s, n)),
    finished: true,
    actions: 10 + index,
    scores,
    winners,
    outcomes: scores.map((_, e) => (!winners.includes(e) ? 'loss' : winners.length === 1 ? 'win' : 'tie')),
  };
}

describe('arena: summary maths', () => {
  it('Wilson intervals at 95%', () => {
    const close = (x: number, y: number) => expect(x).toBeCloseTo(y, 4);
    const nine = wilson(9, 10);
    close(nine.rate, 0.9);
    close(nine.low, 0.59585);
    close(nine.high, 0.98212);
    const none = wilson(0, 10);
    expect(none.low).toBe(0);
    close(none.high, 0.27753);
    const all = wilson(10, 10);
    close(all.low, 0.72247);
    expect(all.high).toBe(1);
    const half = wilson(50, 100);
    close(half.low, 0.40383);
    close(half.high, 0.59617);
    expect(wilson(0, 0)).toEqual({ count: 0, of: 0, rate: 0, low: 0, high: 1 });
  });

  it('distributions: mean, sample sd and type-7 quantiles', () => {
    expect(distribution([4, 1, 3, 2])).toEqual({ n: 4, mean: 2.5, sd: Math.sqrt(5 / 3), min: 1, q1: 1.75, median: 2.5, q3: 3.25, max: 4 });
    expect(distribution([7])).toEqual({ n: 1, mean: 7, sd: 0, min: 7, q1: 7, median: 7, q3: 7, max: 7 });
    expect(distribution([]).n).toBe(0);
  });

  it('wins, ties and losses counted apart; per-seat records; tied games', () => {
    const results = [result(0, [5, 3, 1], [0]), result(1, [4, 4, 0], [0, 1]), result(2, [2, 6, 1], [1]), result(3, [6, 1, 1], [0])];
    const s = summarizeArena(results);
    expect(s).toMatchObject({ game: 'sealed', entrants: ['a', 'b', 'c'], games: 4, finished: 4, unfinished: 0, tiedGames: 1 });
    const [a, b, c] = s.standings;
    expect(a).toMatchObject({ wins: 2, ties: 1, losses: 1, games: 4 });
    expect(b).toMatchObject({ wins: 1, ties: 1, losses: 2 });
    expect(c).toMatchObject({ wins: 0, ties: 0, losses: 4 });
    expect(a!.winRate).toEqual(wilson(2, 4));
    expect(a!.winOrTieRate).toEqual(wilson(3, 4));
    expect(a!.scores.mean).toBe(4.25);
    // Entrant a sat at seat 0 in game 0, seat 2 in game 1, seat 1 in game 2, seat 0 in game 3.
    expect(a!.bySeat).toEqual([
      { seat: 0, games: 2, wins: 2, ties: 0 },
      { seat: 1, games: 1, wins: 0, ties: 0 },
      { seat: 2, games: 1, wins: 0, ties: 1 },
    ]);
    expect(s.actions).toMatchObject({ n: 4, min: 10, max: 13 });
    expect(formatSummary(s)).toContain('a | 2 | 1 | 1 | 50.0%');
  });

  it('refuses an empty list, an index twice, and mixed titles or entrants', () => {
    expect(() => summarizeArena([])).toThrow(ArenaError);
    expect(() => summarizeArena([result(0, [1, 0, 0], [0]), result(0, [1, 0, 0], [0])])).toThrow(/appears twice/);
    expect(() => summarizeArena([result(0, [1, 0, 0], [0]), { ...result(1, [1, 0, 0], [0]), game: 'guess' }])).toThrow(/not of sealed/);
    expect(() => summarizeArena([result(0, [1, 0, 0], [0]), { ...result(1, [1, 0, 0], [0]), entrants: ['a', 'b', 'x'] }])).toThrow(ArenaError);
  });
});

describe('arena: entrants', () => {
  it('reads entrant specs', () => {
    expect(parseEntrant('random')).toEqual({ kind: 'random' });
    expect(parseEntrant('ismcts')).toEqual({ kind: 'ismcts' });
    expect(parseEntrant('ismcts:1000:c=0.5:depth=60:margin=0.2')).toEqual({ kind: 'ismcts', iterations: 1000, exploration: 0.5, maxDepth: 60, margin: 0.2 });
    expect(parseEntrant('cheat-mcts:200:chance:ms=50')).toEqual({ kind: 'cheat-mcts', iterations: 200, knowsFutureChance: true, timeMs: 50 });
  });

  it('refuses bad specs and a player count the title does not take, naming the fault', async () => {
    expect(() => parseEntrant('minimax')).toThrow(/kind must be one of random, ismcts, cheat-mcts/);
    expect(() => parseEntrant('random:5')).toThrow(/takes no parameters/);
    expect(() => parseEntrant('ismcts:c=x')).toThrow(/c must be a number/);
    expect(() => parseEntrant('ismcts:0')).toThrow(ArenaError);
    expect(() => parseEntrant('ismcts:chance')).toThrow(/unknown part "chance"/);
    expect(() => parseEntrant('ismcts:margin=3')).toThrow(/margin must be in \[0, 1\]/);
    await expect(playArenaGame({ game: guess, entrants: ['random', 'random', 'random'] }, 0)).rejects.toThrow(/2–2 players; 3 entrants/);
    await expect(playArenaGame(sealedArena, -1)).rejects.toThrow(/index/);
  });

  it('custom entrants, and a bot choosing an illegal action is reported', async () => {
    const first = { name: 'first', bot: () => (_v: unknown, _s: number, legal: readonly unknown[]) => legal[0] };
    const r = await playArenaGame({ game: sealed, entrants: [first, 'random'] }, 0);
    expect(r.entrants).toEqual(['first', 'random']);
    const cheater = { name: 'bad', bot: () => () => ({ type: 'bid', card: 99 }) };
    await expect(playArenaGame({ game: sealed, entrants: [cheater, 'random'] }, 0)).rejects.toThrow(/bad \(seat 0\) chose .*refused: MALFORMED_ACTION/);
  });
});
