/**
 * `tabula replay <file>`: replays a replay file `{ game, config, log }` (`tabula play --save`,
 * `match.save()`, a shrunk `tabula fuzz` failure), printing each entry and its events, then the
 * result. Every fault of the file itself is a {@link UsageError} (exit 2) found before anything is
 * replayed: unreadable, not JSON, not a replay file, an unknown game, a bad config, a log entry that
 * is not `{ seat, action }` or an action that is not one of this game's (a replay of another game).
 * An entry the rules refuse is a finding (exit 1), named by its index.
 *
 * @module
 */
import { isRejection, type Game } from '@tabula/core';
import { seatLabel } from '@tabula/core/ui';
import { UsageError } from './args';
import { title, TITLE_NAMES, titleNameOf } from './games';
import type { Io } from './io';
import { checkConfig } from './options';

/** A replay file. */
export interface ReplayFile {
  /** The game's name. */
  game: string;
  /** How it was set up. */
  config: { players: number; seed: string; options?: unknown };
  /** Every action played, in order. */
  log: { seat: number; action: unknown }[];
}

/** What a value is, for messages: `null`, `a string`, `an array`. */
function kind(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `${typeof value === 'undefined' ? 'nothing' : `a ${typeof value}`}`;
}

/** Reads and checks a replay file, with its game. */
export function readReplay(io: Io, path: string): { file: ReplayFile; game: Game<any, any, any, any, any, any> } {
  let text: string;
  try {
    text = io.readFile(path);
  } catch (err) {
    throw new UsageError(`cannot read ${path}: ${err instanceof Error ? err.message : String(err)}`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    throw new UsageError(`cannot read ${path}: it is not JSON (${err instanceof Error ? err.message : String(err)})`);
  }
  const shape = `${path} is not a replay file: expected { "game", "config", "log": [{ "seat", "action" }, …] }`;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new UsageError(`${shape}, got ${kind(data)}`);
  const file = data as Partial<ReplayFile>;
  if (typeof file.game !== 'string') throw new UsageError(`${shape}; "game" is ${kind(file.game)}`);
  if (typeof file.config !== 'object' || file.config === null || Array.isArray(file.config)) throw new UsageError(`${shape}; "config" is ${kind(file.config)}`);
  if (!Array.isArray(file.log)) throw new UsageError(`${shape}; "log" is ${kind(file.log)}`);
  const name = titleNameOf(file.game);
  if (!name) throw new UsageError(`${path}: unknown game "${file.game}" (known: ${TITLE_NAMES.join(', ')})`);
  const { game } = title(name);
  try {
    checkConfig(game, file.config as ReplayFile['config']);
  } catch (err) {
    throw new UsageError(`${path}: bad config: ${err instanceof Error ? err.message.replace(/^.*refuses this setup: /, '') : String(err)}`);
  }
  const players = (file.config as ReplayFile['config']).players;
  file.log.forEach((entry: unknown, i) => {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry) || !('seat' in entry) || !('action' in entry)) {
      throw new UsageError(`${path}: log entry ${i} is not { "seat", "action" }: it is ${kind(entry)}`);
    }
    const { seat, action } = entry as { seat: unknown; action: unknown };
    if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0 || seat >= players) {
      throw new UsageError(`${path}: log entry ${i}: seat ${JSON.stringify(seat) ?? 'nothing'} is not a seat of this ${players}-player game`);
    }
    const parsed = game.parse(action);
    if (isRejection(parsed)) throw new UsageError(`${path}: log entry ${i} is not an action of ${game.name} (a replay of another game?): ${parsed.message}`);
  });
  return { file: file as ReplayFile, game };
}

/** Replays a file; resolves to the exit code: 0, or 1 at the first entry the rules refuse. */
export function replayFile(io: Io, path: string): number {
  const { file, game } = readReplay(io, path);
  let state = game.setup(file.config);
  for (let i = 0; i < file.log.length; i++) {
    const { seat, action } = file.log[i]!;
    io.out(`#${i} ${seatLabel(seat)}: ${JSON.stringify(action)}`);
    const out = game.apply(state, seat, action);
    if (!out.ok) {
      io.out(`rejected at entry ${i}: ${out.error.code}: ${out.error.message}`);
      return 1;
    }
    for (const e of out.events) io.out(`    ${JSON.stringify(e)}`);
    state = out.state;
  }
  io.out(game.isOver(state) ? `game over: ${JSON.stringify(game.result(state))}` : `${file.log.length} entries replayed; the game goes on`);
  return 0;
}
