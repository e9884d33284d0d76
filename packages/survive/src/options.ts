/** Setup options: the 2-player two-colour game, the four challenges, the two house rules (S8), and a round limit. */
import { knownKeys, SetupError } from '@tabula/core';

/** Survive's setup options. Every option is off by default. */
export interface SurviveOptions {
  /** S8: 2 players only: each plays two colours (colours 0 and 2 for seat 0, 1 and 3 for seat 1). */
  twoColours?: boolean;
  /** S8 challenge 1, Overpopulated: at setup, tiles not touching the sea take up to 2 explorers. */
  overpopulated?: boolean;
  /** S8 challenge 2, To the last: the volcano acts as a whirlpool; the game ends when no explorer is left on the board. */
  toTheLast?: boolean;
  /** S8 challenge 3, All equal: the most saved explorers wins; values are ignored. */
  allEqual?: boolean;
  /** S8 challenge 4, Atlantis submerged: the volcano acts as a whirlpool; the game ends with the last terrain tile. */
  atlantisSubmerged?: boolean;
  /** S8 house rule 1: +1 point per opposing explorer killed on your turn. */
  killBonus?: boolean;
  /** S8 house rule 2: +1 point per different safe isle your explorers reached (at most +4). */
  isleBonus?: boolean;
  /** S1.5 [D]: each seat sees its own explorers' values during play (casual play). */
  revealOwnValues?: boolean;
  /**
   * Not a rule of the game: a guard against endless play, for bots and tests. The game ends once
   * this many rounds (a turn of every seat) have been played, with reason `'roundLimit'` in the
   * state's `endReason` and the `gameEnded` event; the saved explorers score as ever. A whole
   * number from 1 to {@link MAX_ROUND_LIMIT}; absent or `null`: no limit (the default). Only
   * challenge 2 can otherwise go on for ever (explorers idling on boats once the island sank).
   */
  roundLimit?: number | null;
}

/** The options a game runs on: every flag present, and the round limit or `null`. */
export type ResolvedOptions = Required<Omit<SurviveOptions, 'roundLimit'>> & {
  /** The round limit, or `null` for none. */
  roundLimit: number | null;
};

/** The largest `roundLimit` (S8 guard): far more rounds than any game lasts. */
export const MAX_ROUND_LIMIT = 100_000;

/** The flags among the options, in a fixed order. */
const FLAGS = ['twoColours', 'overpopulated', 'toTheLast', 'allEqual', 'atlantisSubmerged', 'killBonus', 'isleBonus', 'revealOwnValues'] as const;

/** The name of every option, in a fixed order. */
export const OPTION_NAMES: readonly (keyof ResolvedOptions)[] = Object.freeze([...FLAGS, 'roundLimit'] as const);

/** Checks options into {@link ResolvedOptions}. Throws a {@link SetupError} naming the field. */
export function resolveOptions(options: unknown, players: number): ResolvedOptions {
  // A misspelt or unknown option is an error, never silently the default.
  if (options !== undefined) knownKeys(options, 'options', OPTION_NAMES);
  const o = (options ?? {}) as Record<string, unknown>;
  const flags = {} as Record<(typeof FLAGS)[number], boolean>;
  for (const name of FLAGS) {
    const v = o[name];
    if (v !== undefined && typeof v !== 'boolean') throw new SetupError(`options.${name}`, `must be true or false, got ${JSON.stringify(v)}`);
    flags[name] = v === true;
  }
  const limit = o.roundLimit;
  if (limit !== undefined && limit !== null && !(typeof limit === 'number' && Number.isInteger(limit) && limit >= 1 && limit <= MAX_ROUND_LIMIT)) {
    throw new SetupError('options.roundLimit', `must be a whole number of rounds from 1 to ${MAX_ROUND_LIMIT}, or null for none, got ${JSON.stringify(limit)}`);
  }
  if (flags.twoColours && players !== 2) throw new SetupError('options.twoColours', `is for 2 players only, got ${players}`);
  if (flags.toTheLast && flags.atlantisSubmerged) {
    throw new SetupError('options.atlantisSubmerged', 'cannot be combined with toTheLast: they end the game differently');
  }
  return { ...flags, roundLimit: limit === undefined || limit === null ? null : limit };
}
