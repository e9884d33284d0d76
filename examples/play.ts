/**
 * `npm start`: the library at work. Plays one seeded game of each title that has landed,
 * printing the first moves, their events and the result.
 */
import { legalMoves, randomBot, type Game } from '@tabula/core';
import { pig } from '../packages/core/test/pig';

function show(game: Game<any, any, any, any, any>, players: number, seed: string): void {
  console.log(`\n== ${game.name}: ${players} players, seed "${seed}" ==`);
  let state = game.setup({ players, seed });
  const bot = randomBot(game, `${seed}-bot`);
  let steps = 0;
  while (!game.isOver(state)) {
    const [seat] = game.activeSeats(state);
    if (seat === undefined || legalMoves(game, state).length === 0) break;
    const action = bot.choose(state, seat);
    const out = game.apply(state, seat, action);
    if (!out.ok) throw new Error(out.error.message);
    if (steps < 12) console.log(`  seat ${seat}: ${JSON.stringify(action)} -> ${out.events.map((e) => JSON.stringify(e)).join(' ')}`);
    else if (steps === 12) console.log('  …');
    state = out.state;
    steps++;
  }
  const bad = game.apply(state, 0, { type: 'no-such-move' });
  console.log(`  ${steps} actions. Result: ${JSON.stringify(game.result(state))}`);
  console.log(`  A bad move afterwards is refused: ${JSON.stringify(bad.ok ? bad : bad.error)}`);
  console.log(`  Seat 0's view: ${JSON.stringify(game.view(state, 0)).slice(0, 300)}`);
}

show(pig, 3, 'tabula');
