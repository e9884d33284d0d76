/**
 * The four games and seeded random games of them, for the unit tests.
 *
 * @module
 */
import { randomPlayout, type Game, type LogEntry, type SetupConfig } from '@tabula/core';
import type { AnyGameUi } from '../src/games/types';
import { GAMES } from '../src/games';
import type { PlayedStep } from './secrets';

/** A random game played to its end (or `maxSteps`), with every state and every step's events. */
export interface PlayedGame {
  /** The game's UI. */
  ui: AnyGameUi;
  /** Its config. */
  config: SetupConfig<unknown>;
  /** The log. */
  log: LogEntry<unknown>[];
  /** The state after each step; `states[0]` is the start. */
  states: unknown[];
  /** Each step, with its events. */
  steps: PlayedStep[];
}

/**
 * The config each game's unit tests use (Akrotiri with its guard against endless games: random
 * play rarely excavates a 6th temple).
 */
export const TEST_CONFIGS: Readonly<Record<string, Omit<SetupConfig<unknown>, 'seed'>>> = {
  atlandice: { players: 3 },
  survive: { players: 3 },
  akrotiri: { players: 2, options: { stopWhenTilesRunOut: true } },
  'clockwork-empire': { players: 3 },
};

/** A seeded random game of `ui`'s game (at most `maxSteps` actions), replayed step by step. */
export function playRandom(ui: AnyGameUi, seed: string, maxSteps = 2000): PlayedGame {
  const game: Game<any, any, any, any, any, string> = ui.game;
  const config = { ...(TEST_CONFIGS[game.name] ?? { players: game.minPlayers }), seed };
  const { log } = randomPlayout(game, config, { seed, maxSteps });
  let state = game.setup(config);
  const states: unknown[] = [state];
  const steps: PlayedStep[] = [];
  for (const entry of log) {
    const out = game.apply(state, entry.seat, entry.action);
    if (!out.ok) throw new Error(`${game.name}: the random game does not replay: ${out.error.message}`);
    state = out.state;
    states.push(state);
    steps.push({ seat: entry.seat, action: entry.action, events: out.events });
  }
  return { ui, config, log, states, steps };
}

/** Every game's UI, as `[title, ui]` rows for `describe.each`. */
export const GAME_ROWS = GAMES.map((ui) => [ui.game.name, ui] as const);

/** The viewers of a game: every seat and the spectator. */
export function viewersOf(players: number): (number | null)[] {
  return [...Array.from({ length: players }, (_, seat) => seat), null];
}
