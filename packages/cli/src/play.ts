/** `tabula play`: a game in the terminal against random bots, choosing legal actions by number. */
import { randomBot, type Game } from '@tabula/core';
import type { Io } from './io';

/** Plays until the end, or until the user quits (`q`) or input ends. Returns true if the game ended. */
export async function play(io: Io, game: Game<any, any, any, any, any>, players: number, seed: string, bots: ReadonlySet<number>): Promise<boolean> {
  let state = game.setup({ players, seed });
  const bot = randomBot(`${seed}-bots`);
  io.out(`${game.name}: ${players} players, seed "${seed}"; bots: ${[...bots].join(', ') || 'none'}`);
  while (!game.isOver(state)) {
    const seat = game.activeSeats(state)[0]!;
    let action: unknown;
    if (bots.has(seat)) {
      action = bot(game.view(state, seat), seat, game.legalActions(state, seat));
      io.out(`seat ${seat} (bot): ${JSON.stringify(action)}`);
    } else {
      const legal = game.legalActions(state, seat);
      io.out(`seat ${seat}, your move:`);
      legal.forEach((a, i) => io.out(`  ${i + 1}. ${JSON.stringify(a)}`));
      const line = await io.readLine();
      if (line === undefined || line.trim() === 'q') {
        io.out('game left unfinished');
        return false;
      }
      const n = Number(line.trim());
      action = Number.isInteger(n) && n >= 1 && n <= legal.length ? legal[n - 1] : safeJson(line);
    }
    const out = game.apply(state, seat, action);
    if (!out.ok) {
      io.out(`refused: ${out.error.code}: ${out.error.message}`);
      continue;
    }
    for (const e of out.events) io.out(`    ${JSON.stringify(e)}`);
    state = out.state;
  }
  io.out(`game over: ${JSON.stringify(game.result(state))}`);
  return true;
}

/** A typed line as JSON, or the raw text (which the game will refuse with a clear message). */
function safeJson(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    return line.trim();
  }
}
