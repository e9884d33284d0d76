/**
 * A session: one match of one game on the core match store, with its seats' roles. Starting a new
 * game, and saving and loading the replay file (`match.save()` / `loadMatch`).
 *
 * @module
 */
import { createMatch, loadMatch, type Bot, type Match, type MatchFile, type SetupConfig } from '@tabula/core';
import type { AnyGameUi } from '../games/types';
import { botKind, botSeed } from './bots';
import { botWorker } from './workerBots';
import type { SeatRole } from './seating';

export { coalesced } from '@tabula/react';

/** A match as the playground holds it, with its types forgotten. */
export type AnyMatch = Match<any, any, any, any, any, string>;

/** How fast bots play: the pause after each bot action, in milliseconds. */
export const SPEEDS: readonly { id: string; label: string; delayMs: number }[] = [
  { id: 'instant', label: 'Instant', delayMs: 0 },
  { id: 'fast', label: 'Fast', delayMs: 150 },
  { id: 'normal', label: 'Normal', delayMs: 500 },
  { id: 'slow', label: 'Slow', delayMs: 1200 },
];

/** The pause after each bot action at the speed `id` (the normal speed for an unknown id). */
export function speedDelay(id: string): number {
  return (SPEEDS.find((s) => s.id === id) ?? SPEEDS[2]!).delayMs;
}

/** A running match and what the shell needs beside it. */
export interface Session {
  /** Changes with each new or loaded match (a React key). */
  readonly id: number;
  /** The game's UI. */
  readonly ui: AnyGameUi;
  /** The match store. */
  readonly match: AnyMatch;
  /** Who plays each seat. */
  readonly roles: readonly SeatRole[];
  /** The bot speed to start with (an id of {@link SPEEDS}). */
  readonly speed: string;
}

let sessions = 0;

/**
 * The bots of the bot seats: each seat's bot seeded from the game's seed and the seat. A slow bot
 * thinks in a Web Worker (`@tabula/react`'s `createBotWorker`), on the page where there is none,
 * so the page stays responsive; its answers are the same.
 */
export function botsFor(ui: AnyGameUi, roles: readonly SeatRole[], seed: string): Record<number, Bot<any, any>> {
  const bots: Record<number, Bot<any, any>> = {};
  roles.forEach((role, seat) => {
    if (role.kind !== 'bot') return;
    const kind = botKind(role.bot);
    const setup = { kind: kind.id, game: ui.game.name, seed: botSeed(seed, seat) };
    bots[seat] = kind.slow ? botWorker.bot(setup) : kind.make(ui.game, setup.seed);
  });
  return bots;
}

/**
 * A new match of `ui`'s game. Throws the game's `SetupError` for a config it refuses, and a
 * `RangeError` when the roles do not fit the player count.
 */
export function startSession(ui: AnyGameUi, config: SetupConfig<unknown>, roles: readonly SeatRole[], speed: string): Session {
  if (roles.length !== config.players) throw new RangeError(`${roles.length} seat roles for ${config.players} players`);
  const match = createMatch(ui.game, config, { bots: botsFor(ui, roles, config.seed) });
  return { id: ++sessions, ui, match, roles: [...roles], speed };
}

/** What reading a replay file gave: the game and the file, or why it cannot be played. */
export type ReadFile = { ok: true; ui: AnyGameUi; file: MatchFile } | { ok: false; message: string };

/** Reads a replay file's text: JSON `{ game, config, log }` of a game in `games`. */
export function readReplayFile(text: string, games: readonly AnyGameUi[]): ReadFile {
  let file: unknown;
  try {
    file = JSON.parse(text);
  } catch (err) {
    return { ok: false, message: `not a replay file: ${err instanceof Error ? err.message : String(err)}` };
  }
  if (typeof file !== 'object' || file === null || Array.isArray(file)) return { ok: false, message: 'not a replay file: expected an object { game, config, log }' };
  const name = (file as { game?: unknown }).game;
  const ui = games.find((g) => g.game.name === name);
  if (!ui) return { ok: false, message: `a replay of ${JSON.stringify(name) ?? 'nothing'}, not of a game of this playground (${games.map((g) => g.game.name).join(', ')})` };
  const config = (file as { config?: unknown }).config;
  if (typeof config !== 'object' || config === null || typeof (config as { players?: unknown }).players !== 'number') {
    return { ok: false, message: 'the file has no config { players, seed, options? }' };
  }
  return { ok: true, ui, file: file as MatchFile };
}

/**
 * A match from a replay file, every action of its log replayed, the seats played by `roles`
 * (seats beyond `roles` are people). Throws core's `MatchError` for a log that does not replay.
 */
export function loadSession(ui: AnyGameUi, file: MatchFile, roles: readonly SeatRole[], speed: string): Session {
  const players = file.config.players;
  const fitted: SeatRole[] = Array.from({ length: players }, (_, seat) => roles[seat] ?? { kind: 'human' });
  const match = loadMatch(ui.game, file, { bots: botsFor(ui, fitted, file.config.seed) });
  return { id: ++sessions, ui, match, roles: fitted, speed };
}

/** The replay file's name for a match: the game, the seed and the number of actions. */
export function replayFileName(file: MatchFile): string {
  const seed = String(file.config.seed).replace(/[^A-Za-z0-9_-]+/g, '-').slice(0, 40) || 'game';
  return `${file.game}-${seed}-${file.log.length}.json`;
}

/** The replay file's text: the match's `save()` as JSON, one log entry a line. */
export function replayFileText(file: MatchFile): string {
  const head = JSON.stringify({ game: file.game, config: file.config });
  const log = file.log.map((e) => JSON.stringify(e)).join(',\n  ');
  return `${head.slice(0, -1)},\n "log": [${log ? `\n  ${log}\n ` : ''}]\n}\n`;
}
