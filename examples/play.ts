/**
 * `npm start`: the library at work. Plays one seeded game of each title that has landed with
 * random bots, printing the first moves with their events, a rejected move, a seat's view and the
 * result.
 */
import { randomBot, type Game } from '@tabula/core';
import { atlandice } from '@tabula/atlandice';
import { survive } from '@tabula/survive';
import { akrotiri } from '@tabula/akrotiri';
import { clockworkEmpire } from '@tabula/clockwork-empire';

const SHOWN = 14;

type AnyGame = Game<any, any, any, any, any>;

/** One line that says where a game stands, from seat 0's view. */
type Summary = (view: any) => string;

function playShown(game: AnyGame, players: number, seed: string, summary: Summary, showFrom = 0): void {
  console.log(`\n=== ${game.name}: ${players} players, seed "${seed}" ===`);
  let state = game.setup({ players, seed });
  const bot = randomBot(`${seed}-bots`);
  let steps = 0;
  let events = 0;
  while (!game.isOver(state)) {
    const seat = game.activeSeats(state)[0]!;
    const action = bot(game.view(state, seat), seat, game.legalActions(state, seat));
    const out = game.apply(state, seat, action);
    if (!out.ok) throw new Error(`${out.error.code}: ${out.error.message}`);
    if (steps >= showFrom && steps < showFrom + SHOWN) {
      console.log(`seat ${seat} plays ${JSON.stringify(action)}`);
      for (const e of out.events) console.log(`    ${JSON.stringify(e)}`);
    } else if (steps === showFrom + SHOWN) {
      console.log('… (the bots play on)');
      const other = (seat + 1) % players;
      const wrong = game.apply(state, other, action);
      console.log(`\nSeat ${other} tries to play out of turn: ${JSON.stringify(wrong.ok ? wrong : wrong.error)}`);
      const junk = game.apply(state, seat, game.parse({ type: 'visit', sector: 'nowhere' }));
      console.log(`Seat ${seat} sends junk: ${JSON.stringify(junk.ok ? junk : junk.error)}`);
      console.log(`Seat 0's view now: ${summary(game.view(state, 0))}\n`);
    }
    events += out.events.length;
    state = out.state;
    steps++;
  }
  console.log(`Game over after ${steps} actions and ${events} events.`);
  console.log(`Seat 0's view at the end: ${summary(game.view(state, 0))}`);
  console.log(`Result: ${JSON.stringify(game.result(state))}`);
}

playShown(atlandice, 3, 'tabula', (v) => `clock ${v.clock}/${v.track.length - 1}, stock ${JSON.stringify(v.stock[0])}, tiles won ${JSON.stringify(v.tilesWon[0])}`);

// Survive: skip the 40 explorer and boat placements of setup and show the first turns of play.
playShown(
  survive,
  3,
  'tabula',
  (v) => {
    const where = (status: string) => v.explorers.filter((e: { status: string }) => e.status === status).length;
    const values = v.explorers.slice(0, 3).map((e: { value: number | null }) => e.value);
    return `turn ${v.turn}, ${v.terrain.filter((t: unknown) => t !== null).length} tiles left, explorers on land ${where('land')}, aboard ${where('boat')}, swimming ${where('sea')}, saved ${where('saved')}, dead ${where('dead')}; hands ${JSON.stringify(v.handCounts)}; first explorers' values as seat 0 sees them ${JSON.stringify(values)}`;
  },
  36,
);

// Akrotiri: the setup placements are actions too; show the first turns after them.
playShown(
  akrotiri,
  2,
  'tabula',
  (v) =>
    `tiles in the deck ${v.tileDeck}, temples on the board ${v.temples.length}, cubes on the market ${Object.values(v.market as Record<string, number>).reduce((a, b) => a + b, 0)}; ` +
    v.seats.map((p: { drachmas: number; templesLeft: number; cargo: string[] }, i: number) => `seat ${i}: ${p.drachmas} drachmas, ${p.templesLeft} temples left, cargo ${JSON.stringify(p.cargo)}`).join('; '),
  20,
);

// Clockwork Empire: show a few turns after the mulligans.
playShown(
  clockworkEmpire,
  3,
  'tabula',
  (v) => `round ${v.round}, cards in the deck ${v.deckSize}; VP ${JSON.stringify(v.seats.map((p: { vp: number }) => p.vp))}; hand sizes ${JSON.stringify(v.seats.map((p: { handSize: number }) => p.handSize))}`,
  6,
);
