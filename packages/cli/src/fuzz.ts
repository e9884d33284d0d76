/** `tabula fuzz`: the conformance kit at scale; a failure writes a shrunk replay file. */
import type { Game } from '@tabula/core';
import { gameProperties } from '@tabula/core/testing';
import type { Io } from './io';

/** Runs every kit property with `games` random games each. Returns the replay file written on failure. */
export async function fuzz(io: Io, game: Game<any, any, any, any, any>, players: number[], games: number, seed: number, outFile: string): Promise<string | undefined> {
  const props = gameProperties(game, { configs: players.map((p) => ({ players: p })), runs: games, seed });
  for (const p of props) {
    try {
      await p.run();
      io.out(`ok    ${p.name}`);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      io.out(`FAIL  ${p.name}`);
      io.err(message);
      const replay = /replay: (\{.*\})/.exec(message)?.[1];
      if (replay) {
        const { config, log } = JSON.parse(replay);
        io.writeFile(outFile, `${JSON.stringify({ game: game.name, config, log }, null, 2)}\n`);
        io.err(`shrunk replay written to ${outFile}: run \`tabula replay ${outFile}\``);
      }
      return outFile;
    }
  }
  return undefined;
}
