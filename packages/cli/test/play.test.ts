/**
 * `tabula play` driven like a terminal: for each title, a seeded game with one person (scripted,
 * seeded random choices) and bots, played to its end. What the person is shown is checked against
 * what core says the seat may see: every event line printed, in order, is an event of
 * `eventsFor(events, seat)`; every bot action printed is `actionFor(action, bot, seat)`; a bot's
 * secret action or another seat's private event never appears. Also: forced single actions are
 * played by themselves, a bad choice says "pick 1–N", and `--save` writes a file that
 * `tabula replay` replays to the same result.
 */
import { isDeepStrictEqual } from 'node:util';
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import type { EventShape, Game, Seat } from '@tabula/core';
import { TITLES } from '../src/games';
import { main } from '../src/main';
import { describeAction, describeEvent, drawView, PICTURES } from '../src/pictures/index';
import { ismctsBot } from '@tabula/bots';
import { botSeed, parseBots } from '../src/play';
import { lastPrompt, terminal, weightedChoice } from './terminal';

/** The first words of each title's picture. */
const PICTURE_HEADS: Record<string, string> = { atlandice: 'Atlandice', survive: 'Survive', akrotiri: 'Akrotiri', 'clockwork-empire': 'Clockwork Empire' };

/** Plays `name` with seat 0 a person choosing at random (seeded), the other seats bots. */
async function playScripted(name: string, players: number, seed: string, extra: string[] = [], botsFlag?: string) {
  const rng = seedrandom.alea(`script-${name}-${seed}`);
  let bad: number | undefined;
  const t = terminal([], {}, {
    answer: (out) => {
      const n = lastPrompt(out);
      if (t.reads > 20_000) return 'q'; // a runaway script: the test then fails on "game over"
      if (bad === undefined) {
        bad = n;
        return String(n + 1); // a bad choice first: answered "pick 1–N"
      }
      return weightedChoice(out, rng);
    },
  });
  const bots = botsFlag ?? Array.from({ length: players - 1 }, (_, i) => i + 1).join(',');
  const code = await main(['play', name, '--players', String(players), '--seed', seed, '--bots', bots, '--save', 'game.json', ...extra], t.io);
  return { t, code, bad: bad! };
}

/** What seat `me` should have been shown, worked out from the saved log with the game alone. */
function expected(game: Game<any, any, any, any, any, any>, name: string, file: { config: any; log: { seat: Seat; action: unknown }[] }, me: Seat, who = (seat: Seat) => `Seat ${seat + 1} (bot)`) {
  const picture = PICTURES[name]!;
  let state = game.setup(file.config);
  const eventLines: string[] = [];
  const botLines: string[] = [];
  const secretLines: string[] = [];
  const secretJson: string[] = [];
  let forced = 0;
  let chosen = 0;
  for (const { seat, action } of file.log) {
    const before = game.view(state, me);
    if (seat === me) {
      if (game.legalActions(state, me).length === 1) forced++;
      else chosen++;
    }
    const out = game.apply(state, seat, action);
    if (!out.ok) throw new Error(`the saved log does not replay: ${out.error.code}`);
    state = out.state;
    const after = game.view(state, me);
    for (const e of game.eventsFor(out.events, me)) eventLines.push(`    · ${describeEvent(picture, e, me, after)}`);
    for (const e of out.events as EventShape[]) {
      if (e.audience && !e.audience.includes(me)) {
        secretLines.push(`    · ${describeEvent(picture, e, me, after)}`);
        secretJson.push(JSON.stringify(e));
      }
    }
    if (seat !== me) {
      const seen = game.actionFor(action, seat, me);
      botLines.push(`${who(seat)}: ${describeAction(picture, seen, before)}`);
      if (!isDeepStrictEqual(seen, action)) {
        secretLines.push(`${who(seat)}: ${describeAction(picture, action, before)}`);
        secretJson.push(JSON.stringify(action));
      }
    }
  }
  // A private event's full words that equal its redacted words hide nothing (e.g. "drew 0 cards").
  const shown = new Set([...eventLines, ...botLines]);
  return { eventLines, botLines, secretLines: secretLines.filter((l) => !shown.has(l)), secretJson, forced, chosen, state };
}

/**
 * Options per title for a game that surely ends: Akrotiri's default rules let random play go on
 * for thousands of actions once the tiles run out (its `stopWhenTilesRunOut` option ends it then).
 */
const ENDING_OPTIONS: Record<string, string[]> = { akrotiri: ['--option', 'stopWhenTilesRunOut=true'] };

describe.each(Object.keys(TITLES))('tabula play %s: one person and bots, to the end', (name) => {
  const { game, defaultPlayers } = TITLES[name]!;

  it('shows the person only what its seat may see, plays forced actions by itself, says "pick 1–N", and saves a replay file', async () => {
    const { t, code, bad } = await playScripted(name, defaultPlayers, 'cli-play', ENDING_OPTIONS[name]);
    expect(t.err).toEqual([]);
    expect(code).toBe(0);
    const text = t.out.join('\n');
    expect(t.out.at(-1)).toMatch(/^game over: /);
    expect(text).toContain(`pick 1–${bad}`);

    const file = JSON.parse(t.files['game.json']!);
    expect(file).toMatchObject({ game: game.name, config: { players: defaultPlayers, seed: 'cli-play' } });
    const want = expected(game, name, file, 0);
    expect(game.isOver(want.state)).toBe(true);

    // Every event line printed, in order, is what eventsFor gave seat 0; every bot action is what actionFor gave it.
    expect(t.out.filter((l) => l.startsWith('    · '))).toEqual(want.eventLines);
    expect(t.out.filter((l) => / \(bot\): /.test(l))).toEqual(want.botLines);
    // Nothing secret from seat 0 is printed: not a private event of another seat, nor a bot's secret action.
    for (const secret of want.secretLines) expect(t.out).not.toContain(secret);
    for (const secret of want.secretJson) expect(text).not.toContain(secret);

    // Single legal actions are played for the person, and said so; every other action was chosen.
    expect(t.out.filter((l) => l.startsWith('Seat 1: only one choice, played for you: '))).toHaveLength(want.forced);
    expect(t.out.filter((l) => l.startsWith('you: '))).toHaveLength(want.chosen);
    // A picture of the view is drawn before each choice, and at the end.
    expect(t.out.filter((l) => l.startsWith('Seat 1, your move'))).toHaveLength(want.chosen);
    expect(t.out.filter((l) => l.startsWith(`${PICTURE_HEADS[name]} · `))).toHaveLength(want.chosen + 1);

    // The saved file replays to the same end.
    const r = terminal([], { 'game.json': t.files['game.json']! });
    expect(await main(['replay', 'game.json'], r.io)).toBe(0);
    expect(r.out.at(-1)).toBe(`game over: ${JSON.stringify(game.result(want.state))}`);
    const result = game.result(want.state)!;
    expect(t.out.at(-1)).toContain(`scores: ${result.scores.map((v, s) => `Seat ${s + 1}${s === 0 ? ' (you)' : ''} ${v}`).join(', ')}`);
  }, 120_000);
});

describe('tabula play: ISMCTS bots', () => {
  it('a person against an ISMCTS bot (--bots 1=ismcts:20), to the end: the bot plays its search, from its view, and its secrets are never printed', async () => {
    const { game } = TITLES.survive!;
    const { t, code } = await playScripted('survive', 2, 'ismcts', [], '1=ismcts:20');
    expect(t.err).toEqual([]);
    expect(code).toBe(0);
    expect(t.out[0]).toBe('survive: 2 players, seed "ismcts"; you play Seat 1; bots: Seat 2 (ismcts:20)');
    expect(t.out.at(-1)).toMatch(/^game over: /);
    const file = JSON.parse(t.files['game.json']!);
    const want = expected(game, 'survive', file, 0);
    expect(game.isOver(want.state)).toBe(true);
    expect(t.out.filter((l) => l.startsWith('    · '))).toEqual(want.eventLines);
    expect(t.out.filter((l) => / \(bot\): /.test(l))).toEqual(want.botLines);
    // Survive's placements are secret (the value of an explorer): the bot made some, and none is printed.
    expect(want.secretJson.length).toBeGreaterThan(0);
    for (const secret of want.secretLines) expect(t.out).not.toContain(secret);
    for (const secret of want.secretJson) expect(t.out.join('\n')).not.toContain(secret);
    // Every move of seat 1 is the one ismctsBot at 20 iterations, seeded "<seed>-bot-1", chooses from seat 1's view.
    const bot = ismctsBot({ game, seed: botSeed('ismcts', 1), iterations: 20 });
    let state = game.setup(file.config);
    let botMoves = 0;
    for (const { seat, action } of file.log as { seat: number; action: unknown }[]) {
      if (seat === 1) {
        expect(await bot(game.view(state, 1), 1, game.legalActions(state, 1))).toEqual(action);
        botMoves++;
      }
      const out = game.apply(state, seat, action);
      if (!out.ok) throw new Error(out.error.message);
      state = out.state;
    }
    expect(botMoves).toBeGreaterThan(10);
  }, 180_000);

  it('--bots reads seats (random bots), seats with a kind, or one kind for every seat but seat 0', () => {
    expect([...parseBots('1,2', 3)]).toEqual([[1, 'random'], [2, 'random']]);
    expect([...parseBots('2=ismcts:300, 0', 3)]).toEqual([[2, 'ismcts:300'], [0, 'random']]);
    expect([...parseBots('1=ismcts:300:c=0.5:depth=8,2=random', 4)]).toEqual([[1, 'ismcts:300:c=0.5:depth=8'], [2, 'random']]);
    expect([...parseBots('ismcts:500', 4)]).toEqual([[1, 'ismcts:500'], [2, 'ismcts:500'], [3, 'ismcts:500']]);
    expect([...parseBots('random', 2)]).toEqual([[1, 'random']]);
    expect(() => parseBots('3=ismcts', 3)).toThrow(/--bots: 3=ismcts must list seats from 0 to 2/);
  });

  it('a terminal is told while an ISMCTS bot thinks, and the line is wiped', async () => {
    const t = terminal(['q'], {}, { tty: true });
    expect(await main(['play', 'atlandice', '--players', '2', '--seed', 'p', '--bots', '0=ismcts:5'], t.io)).toBe(0);
    expect(t.err[0]).toBe('\rSeat 1 (bot, ismcts:5) is thinking…');
    expect(t.err[1]).toMatch(/^\r +\r$/);
    expect(t.out).toContain('game left unfinished');
  });
});

describe('tabula play: hot seat', () => {
  it('two people take turns at one terminal, each shown only its own secrets, with a hand-over line between them', async () => {
    const { game } = TITLES.survive!;
    const rng = seedrandom.alea('hot-seat');
    const t = terminal([], {}, { answer: (out) => (t.reads > 20_000 ? 'q' : weightedChoice(out, rng)) });
    expect(await main(['play', 'survive', '--players', '2', '--seed', 'hot', '--save', 'hot.json'], t.io)).toBe(0);
    const file = JSON.parse(t.files['hot.json']!);
    const lines = [expected(game, 'survive', file, 0, (s) => `Seat ${s + 1}`), expected(game, 'survive', file, 1, (s) => `Seat ${s + 1}`)];
    expect(game.isOver(lines[0]!.state)).toBe(true);
    // Split the output at each hand-over: every event line of a seat's stretch is one seat's own.
    let seat: number | undefined;
    let handovers = 0;
    for (const line of t.out) {
      const m = /^════════ hand over to Seat (\d)/.exec(line);
      if (m) {
        seat = Number(m[1]) - 1;
        handovers++;
        continue;
      }
      if (line.startsWith('════════ game over')) break;
      if (seat === undefined) continue;
      if (line.startsWith('    · ')) expect(lines[seat]!.eventLines).toContain(line);
      expect(lines[seat]!.secretLines).not.toContain(line);
    }
    expect(handovers).toBeGreaterThan(10);
  }, 120_000);
});

describe('tabula play: the menu', () => {
  it("groups Survive's 240 first placements by value, filters by a word, and goes back with 0", async () => {
    const t = terminal(['1', '0', 'forest', '6', '3', 'q']);
    expect(await main(['play', 'survive', '--players', '2', '--seed', 'menu', '--bots', '1'], t.io)).toBe(0);
    const text = t.out.join('\n');
    expect(text).toMatch(/Seat 1, your move \(240 choices in 6 groups\):\n {2}1\. an explorer worth 1 \(40 choices\)/);
    expect(text).toMatch(/choices mentioning "forest" \(96 choices in 6 groups\)/);
    expect(text).toMatch(/an explorer worth 6:\n {3}1\. place an explorer worth 6 on r\d+c\d+ \(forest\)/);
    expect(text).toMatch(/you: place an explorer worth 6 on r\d+c\d+ \(forest\)/);
    expect(t.out.at(-1)).toBe('game left unfinished');
  });

  it('a bad choice, an empty line and an unknown word are answered "pick 1–N"; JSON is played as typed', async () => {
    const t = terminal(['99', '', 'zzz', '{"type":"fly"}', '{', 'q']);
    await main(['play', 'atlandice', '--players', '2', '--seed', 'p', '--bots', '1'], t.io);
    const text = t.out.join('\n');
    expect(text.match(/pick 1–8/g)).toHaveLength(4);
    expect(text).toMatch(/no choice mentions "zzz"/);
    expect(text).toMatch(/refused: MALFORMED_ACTION: /);
    expect(text).toMatch(/that is not JSON/);
  });

  it('bots alone play a whole game, watched as a spectator', async () => {
    const t = terminal();
    expect(await main(['play', 'atlandice', '--players', '3', '--bots', '0,1,2', '--seed', 'bots'], t.io)).toBe(0);
    expect(t.reads).toBe(0);
    expect(t.out[1]).toBe('(watching as a spectator)');
    expect(t.out.at(-1)).toMatch(/^game over: .*scores: Seat 1 \d+, Seat 2 \d+, Seat 3 \d+$/);
  });

  it('quitting with --save writes the unfinished game, which replays to where it stopped', async () => {
    const t = terminal(['1', 'q']);
    expect(await main(['play', 'akrotiri', '--seed', 'q', '--bots', '1', '--save', 'part.json'], t.io)).toBe(0);
    expect(t.out).toContain('game left unfinished');
    const r = terminal([], { 'part.json': t.files['part.json']! });
    expect(await main(['replay', 'part.json'], r.io)).toBe(0);
    expect(r.out.at(-1)).toMatch(/entries replayed; the game goes on$/);
  });

  it('the bots are seeded from the game seed: the same seed and choices give the same game', async () => {
    const a = terminal(['1', '1', 'q']);
    const b = terminal(['1', '1', 'q']);
    await main(['play', 'clockwork-empire', '--seed', 's', '--bots', '1,2'], a.io);
    await main(['play', 'clockwork-empire', '--seed', 's', '--bots', '1,2'], b.io);
    expect(a.out).toEqual(b.out);
    expect(botSeed('s', 2)).toBe('s-bot-2');
  });
});

describe('pictures and words are tolerant', () => {
  it.each(Object.keys(PICTURES))('%s: a view of another shape, an unknown action or event never stops a game', (name) => {
    const picture = PICTURES[name]!;
    for (const view of [{}, null, 'x', { seats: 'no', board: 3, stacks: [null] }]) {
      expect(drawView(picture, view, 0).length).toBeGreaterThan(0);
    }
    // An action no title knows: its JSON, or the kit's generic words (its type and fields).
    expect(describeAction(picture, { type: 'teleport', to: 3 }, {})).toMatch(/^\{"type":"teleport","to":3\}$|^teleport: to 3$/i);
    expect(describeAction(picture, { type: 'teleport', redacted: true }, {})).toMatch(/\(details hidden\)$/);
    // Events no title knows: generic words (a title may start them with a capital).
    expect(describeEvent(picture, { type: 'cardsSeen', seat: 1, cards: ['A'] }, 0, {})).toMatch(/^cards seen: Seat 2, cards \["A"\]$/i);
    expect(describeEvent(picture, { type: 'cardsSeen', seat: 1, audience: [1], redacted: true }, 0, {})).toMatch(/^cards seen: Seat 2 \(secret: only Seat 2 knows more\)$/i);
    expect(describeEvent(picture, { type: 'cardsSeen', seat: 0, cards: ['A'], audience: [0] }, 0, {})).toMatch(/^cards seen: you, cards \["A"\] \(only you see this\)$/i);
  });
});
