/**
 * `npm start`: the library at work. Plays one seeded game of each title that has landed with
 * random bots, printing the first round move by move, a rejected move, a seat's view and the result.
 */
import { randomBot, type Game } from '@tabula/core';
import { atlandice } from '@tabula/atlandice';

const SHOWN = 14;

function playShown(game: Game<any, any, any, any, any>, players: number, seed: string): void {
  console.log(`\n=== ${game.name}: ${players} players, seed "${seed}" ===`);
  let state = game.setup({ players, seed });
  const bot = randomBot(game, `${seed}-bots`);
  let steps = 0;
  let events = 0;
  while (!game.isOver(state)) {
    const seat = game.activeSeats(state)[0]!;
    const action = bot.choose(state, seat);
    const out = game.apply(state, seat, action);
    if (!out.ok) throw new Error(`${out.error.code}: ${out.error.message}`);
    if (steps < SHOWN) {
      console.log(`seat ${seat} plays ${JSON.stringify(action)}`);
      for (const e of out.events) console.log(`    ${JSON.stringify(e)}`);
    } else if (steps === SHOWN) {
      console.log('… (the bots play on)');
      const wrong = game.apply(state, (seat + 1) % players, action);
      console.log(`\nSeat ${(seat + 1) % players} tries to play out of turn: ${JSON.stringify(wrong.ok ? wrong : wrong.error)}`);
      const junk = game.apply(state, seat, { type: 'visit', sector: 'nowhere' });
      console.log(`Seat ${seat} sends junk: ${JSON.stringify(junk.ok ? junk : junk.error)}\n`);
    }
    events += out.events.length;
    state = out.state;
    steps++;
  }
  const v = game.view(state, 0);
  console.log(`Game over after ${steps} actions and ${events} events.`);
  console.log(`Seat 0's view (excerpt): clock ${v.clock}/${v.track.length - 1}, stock ${JSON.stringify(v.stock[0])}, tiles won ${JSON.stringify(v.tilesWon[0])}`);
  console.log(`Result: ${JSON.stringify(game.result(state))}`);
}

playShown(atlandice, 3, 'tabula');
