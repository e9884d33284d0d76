/** `tabula replay <file>`: replays `{ game, config, log }`, printing each step's events. */
import type { Game } from '@tabula/core';
import { UsageError } from './args';
import { TITLES } from './games';
import type { Io } from './io';

/** A replay file. */
export interface ReplayFile {
  game: string;
  config: { players: number; seed: string; options?: unknown };
  log: { seat: number; action: unknown }[];
}

/** Reads and checks a replay file. */
export function readReplay(io: Io, path: string): { file: ReplayFile; game: Game<any, any, any, any, any> } {
  let file: ReplayFile;
  try {
    file = JSON.parse(io.readFile(path));
  } catch (err) {
    throw new UsageError(`cannot read ${path}: ${err instanceof Error ? err.message : String(err)}`);
  }
  if (!file || typeof file !== 'object' || typeof file.game !== 'string' || !file.config || !Array.isArray(file.log)) {
    throw new UsageError(`${path} is not a replay file: expected { "game", "config", "log": [{ "seat", "action" }] }`);
  }
  const title = TITLES[file.game];
  if (!title) throw new UsageError(`${path}: unknown game "${file.game}" (known: ${Object.keys(TITLES).join(', ')})`);
  return { file, game: title.game };
}

/** Replays; returns false at the first rejection. */
export function replayFile(io: Io, path: string): boolean {
  const { file, game } = readReplay(io, path);
  let state;
  try {
    state = game.setup(file.config as never);
  } catch (err) {
    throw new UsageError(`${path}: bad config: ${err instanceof Error ? err.message : String(err)}`);
  }
  for (let i = 0; i < file.log.length; i++) {
    const { seat, action } = file.log[i]!;
    const out = game.apply(state, seat, action);
    if (!out.ok) {
      io.out(`#${i} seat ${seat} ${JSON.stringify(action)}`);
      io.out(`rejected at entry ${i}: ${out.error.code}: ${out.error.message}`);
      return false;
    }
    io.out(`#${i} seat ${seat} ${JSON.stringify(action)}`);
    for (const e of out.events) io.out(`    ${JSON.stringify(e)}`);
    state = out.state;
  }
  io.out(game.isOver(state) ? `game over: ${JSON.stringify(game.result(state))}` : `${file.log.length} entries replayed; the game goes on`);
  return true;
}
