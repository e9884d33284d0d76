/** Setup options: the 2-player two-colour game, the four challenges and the two house rules (S8). */
import { SetupError } from '@tabula/core';

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
}

/** The options a game runs on: every flag present. */
export type ResolvedOptions = Required<SurviveOptions>;

const NAMES = ['twoColours', 'overpopulated', 'toTheLast', 'allEqual', 'atlantisSubmerged', 'killBonus', 'isleBonus', 'revealOwnValues'] as const;

/** Checks options into {@link ResolvedOptions}. Throws a {@link SetupError} naming the field. */
export function resolveOptions(options: unknown, players: number): ResolvedOptions {
  if (options !== undefined && (typeof options !== 'object' || options === null || Array.isArray(options))) {
    throw new SetupError('options', 'must be an object');
  }
  const o = (options ?? {}) as Record<string, unknown>;
  for (const key of Object.keys(o)) {
    if (!(NAMES as readonly string[]).includes(key)) throw new SetupError(`options.${key}`, `is not a Survive option (${NAMES.join(', ')})`);
  }
  const out = {} as Record<(typeof NAMES)[number], boolean>;
  for (const name of NAMES) {
    const v = o[name];
    if (v !== undefined && typeof v !== 'boolean') throw new SetupError(`options.${name}`, `must be true or false, got ${JSON.stringify(v)}`);
    out[name] = v === true;
  }
  if (out.twoColours && players !== 2) throw new SetupError('options.twoColours', `is for 2 players only, got ${players}`);
  if (out.toTheLast && out.atlantisSubmerged) {
    throw new SetupError('options.atlantisSubmerged', 'cannot be combined with toTheLast: they end the game differently');
  }
  return out;
}
