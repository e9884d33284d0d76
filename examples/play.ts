/**
 * `npm start`: the library at work, told in words. For each of the four games: what it is, who plays
 * (random bots, from a seed), the first moves and what happened, the board as a small text picture,
 * what a secret looks like from inside and outside, a refused move with its code, and who won and
 * why. Everything is seen from a spectator's seat through the match store, so nothing printed here
 * is anybody's secret; the one secret shown is shown to its owner. Seats are named for people as
 * everywhere in Tabula: "Seat 1" is seat 0 (`seatLabel` of `@tabula/core/ui`).
 */
import { createMatch, isRejection, randomBot, type Bot, type Game, type Seat } from '@tabula/core';
import { atlandice } from '@tabula/atlandice';
import { survive } from '@tabula/survive';
import { akrotiri } from '@tabula/akrotiri';
import { clockworkEmpire } from '@tabula/clockwork-empire';
import { plural, seatLabel } from '@tabula/core/ui';
import { describeAction, describeEvent, drawView, PICTURES } from '../packages/cli/src/pictures/index';

type AnyGame = Game<any, any, any, any, any, string>;

/** One game of the tour: the game, how it is set up, and the words around it. */
interface Story {
  game: AnyGame;
  title: string;
  players: number;
  options?: unknown;
  /** What the game is, in a sentence or two. */
  about: string;
  /** How many moves to skip before showing the first ones (setup placements are moves too). */
  skip: number;
  /** Why the winner won: how the scores came about, from the events and the final view. */
  why(events: readonly Record<string, unknown>[], scores: number[], view: any): string;
}

const SEED = 'tabula';
const SHOWN = 6;
const indent = (lines: string[]) => lines.map((l) => `    ${l}`).join('\n');

const STORIES: Story[] = [
  {
    game: atlandice,
    title: 'Atlandice',
    players: 3,
    about: 'Merchants of Atlantis take dice to collect resources from five districts and the Black Market before the city sinks; emptied districts, inventories on the clock and final majorities score victory points.',
    skip: 0,
    why: () => 'victory points from emptied districts (A5), inventories and donations on the clock (A6), then the final majorities (A8).',
  },
  {
    game: survive,
    title: 'Survive: Escape from Atlantis!',
    players: 3,
    about: 'Explorers flee a sinking island by boat and by swimming, past sea serpents, sharks and whales; each explorer hides a value from 1 to 6, and a player scores the values of its explorers that reach a safe isle.',
    skip: 36,
    why: (events, scores) => {
      const end = events.find((e) => e.type === 'gameEnded');
      const reason = typeof end?.reason === 'string' ? ` The game ended by ${end.reason}.` : '';
      return scores.every((s) => s === 0)
        ? `nobody brought an explorer to a safe isle: random bots rarely do, so every score is 0 and all tie (S7.2).${reason}`
        : `the values of each seat's explorers on the safe isles, revealed at the end (S7.1).${reason}`;
    },
  },
  {
    game: akrotiri,
    title: 'Akrotiri',
    players: 2,
    options: { stopWhenTilesRunOut: true },
    about: 'Two merchants explore the islands around Thera, shipping cubes and buying secret maps to excavate temples; temples and goal cards score at the end. (This tour ends the game when the tiles run out: random play seldom builds the sixth temple the rulebook ends on.)',
    skip: 20,
    why(events, scores, view) {
      const final = (events.find((e) => e.type === 'gameEnded')?.final ?? []) as { maps: number; goals: Record<string, number>; drachmas: number }[];
      const money = (seat: number): number => view?.seats?.[seat]?.drachmas ?? 0;
      const parts = final.map((f, seat) => `${seatLabel(seat)} ${f.maps} for excavated maps, ${Object.values(f.goals).reduce((a, b) => a + b, 0)} for goals, ${f.drachmas} for ${plural(money(seat), 'drachma')}`);
      const tie = new Set(scores).size === 1 ? ' The points tie, so the most drachmas wins (then the win is shared) (K6.3).' : '';
      return `the VP of each excavated temple's map card, each goal completed and 1 per 10 drachmas (K6.2): ${parts.join('; ')}.${tie}`;
    },
  },
  {
    game: clockworkEmpire,
    title: 'Clockwork Empire',
    players: 3,
    about: 'Inventors race a pawn round a loop of city areas, placing dice for privileges, building clockworkers and courting machine gods; the round in which someone reaches 50 VP is the last.',
    skip: 6,
    why: () => 'VP scored during play and the final scoring of gods, built clockworkers and colour majorities (C8).',
  },
];

/** One random bot per seat, each from its own seed. */
function bots(players: number): Record<number, Bot<unknown, unknown>> {
  const out: Record<number, Bot<unknown, unknown>> = {};
  for (let s = 0; s < players; s++) out[s] = randomBot(`${SEED}-bot-${s}`);
  return out;
}

/** A private event as its owner received it, and as everybody else did, if the game has one. */
function secretShown(game: AnyGame, match: { seat(viewer: Seat | null): { events(): unknown[] } }, players: number): string | undefined {
  for (let owner = 0; owner < players; owner++) {
    const own = match.seat(owner).events() as Record<string, unknown>[];
    const secret = own.find((e) => Array.isArray(e.audience) && (e.audience as Seat[]).includes(owner) && e.redacted === undefined);
    if (!secret) continue;
    const [redacted] = game.eventsFor([secret], null);
    return `  A secret: ${seatLabel(owner)} received ${JSON.stringify(secret)},\n  everybody else ${JSON.stringify(redacted)} (eventsFor keeps the fact, drops the secret).`;
  }
  return undefined;
}

async function tell(story: Story): Promise<void> {
  const { game, players } = story;
  const picture = PICTURES[game.name]!;
  console.log(`\n━━━ ${story.title} ━━━`);
  console.log(story.about);
  console.log(`Played here by ${players} random bots (${seatLabel(0)} to ${seatLabel(players - 1)}), from the seed "${SEED}": the same seed plays the same game on any machine.\n`);

  const match = createMatch(game, { players, seed: SEED, options: story.options }, { bots: bots(players) });
  const spectator = match.seat(null);
  await match.runBots({ maxActions: story.skip });
  if (story.skip > 0) console.log(`(${story.skip} setup moves later)`);
  for (let i = 0; i < SHOWN; i++) {
    const before = spectator.events().length;
    const seen = spectator.view(); // actions read best against the board they were played on
    await match.runBots({ maxActions: 1 });
    const entry = spectator.log().at(-1)!;
    const view = spectator.view();
    console.log(`  ${seatLabel(entry.seat)}: ${describeAction(picture, entry.action, seen)}`);
    for (const e of spectator.events().slice(before)) console.log(`      → ${describeEvent(picture, e, null, view)}`);
  }

  // A refused move: another seat plays out of turn, and a client sends JSON that is no action at all.
  const active = match.getSnapshot().activeSeats[0]!;
  const other = (active + 1) % players;
  const legal = game.legalActions(match.state, active);
  const outOfTurn = game.apply(match.state, other, legal[0]);
  if (!outOfTurn.ok) console.log(`\n  ${seatLabel(other)} tries to play out of turn: ${outOfTurn.error.code} ("${outOfTurn.error.message}"); nothing changed.`);
  const junk = game.parse(JSON.parse('{"type":"fly","to":"Atlantis"}'));
  if (isRejection(junk)) console.log(`  A client sends {"type":"fly"}: ${junk.code} ("${junk.message.slice(0, 90)}…").`);

  console.log('\n  The board, as a spectator sees it now:');
  console.log(indent(drawView(picture, spectator.view(), null)));

  await match.runBots();
  const snapshot = match.getSnapshot();
  const events = match.seat(null).events() as Record<string, unknown>[];
  const secret = secretShown(game, match, players);
  if (secret) console.log(`\n${secret}`);
  const result = snapshot.result!;
  const winners = result.winners.map((w) => seatLabel(w)).join(' and ');
  console.log(`\n  After ${snapshot.log.length} moves the game is over. Scores: ${result.scores.map((score, seat) => `${seatLabel(seat)} ${score}`).join(', ')}${result.neutral !== undefined ? ` (the neutral player: ${result.neutral})` : ''}.`);
  console.log(`  ${result.winners.length > 1 ? 'Winners' : 'Winner'}: ${winners}. Why: ${story.why(events, result.scores, match.seat(null).view())}`);
  console.log(`  The whole game saves as { game, config, log } (${JSON.stringify(match.save()).length} bytes) and replays bit for bit.`);
}

console.log('Tabula: four board games as pure, seeded rules engines. A tour, from a spectator\'s seat.');
for (const story of STORIES) await tell(story);
console.log('\nNext: `npm run playground` to play them in the browser, `npm run tabula -- play survive` in the terminal, and docs/getting-started.md to build on them.');
