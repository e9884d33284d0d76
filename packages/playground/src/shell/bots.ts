/**
 * The bots a seat may be given: a registry, so that a new bot is one entry here. Every bot is a
 * core `Bot`: it sees the seat's view and legal actions, never the state.
 *
 * @module
 */
import { randomBot, type Bot, type Game } from '@tabula/core';
import { ismctsBot } from '@tabula/bots';
import { RULES } from './rules';

/** A kind of bot the new-game form offers. */
export interface BotKind {
  /** A stable id, as saved in the form. */
  id: string;
  /** What the form shows. */
  label: string;
  /** Whether it can play `game` (a search bot needs `determinize`). */
  plays(game: Game<any, any, any, any, any, string>): boolean;
  /** A bot for one seat; the same seed gives the same bot. */
  make(game: Game<any, any, any, any, any, string>, seed: string): Bot<any, any>;
  /** Whether it thinks long enough to be run in a Web Worker, away from the page. */
  slow?: boolean;
}

/** Every bot the playground offers, the default first. */
export const BOTS: readonly BotKind[] = [
  {
    id: 'random',
    label: 'Random bot',
    plays: () => true,
    make: (_game, seed) => randomBot(seed),
  },
  {
    id: 'ismcts-100',
    label: 'ISMCTS bot, 100 iterations',
    plays: (game) => typeof game.determinize === 'function',
    make: (game, seed) => ismctsBot({ game, seed, iterations: 100 }),
    slow: true,
  },
  {
    id: 'ismcts-400',
    label: 'ISMCTS bot, 400 iterations (slow)',
    plays: (game) => typeof game.determinize === 'function',
    make: (game, seed) => ismctsBot({ game, seed, iterations: 400 }),
    slow: true,
  },
];

/** The bot kind with this id; throws for an unknown id. */
export function botKind(id: string): BotKind {
  const kind = BOTS.find((b) => b.id === id);
  if (!kind) throw new RangeError(`no bot "${id}" (the bots are ${BOTS.map((b) => b.id).join(', ')})`);
  return kind;
}

/** The seed of the bot of `seat` in a game seeded `seed`: each seat's bot has its own. */
export function botSeed(seed: string, seat: number): string {
  return `${seed}/bot${seat}`;
}

/** What a bot is made from, on either side: its kind (an id of `BOTS`), the game's name, its seed. */
export interface BotSetup {
  /** The bot kind's id. */
  kind: string;
  /** The game's name. */
  game: string;
  /** The bot's seed. */
  seed: string;
}

/** The bot a setup describes: the worker makes it, and the page where there is no worker. */
export function makeBot({ kind, game, seed }: BotSetup): Bot<any, any> {
  const rules = RULES[game];
  if (!rules) throw new Error(`no game "${game}"`);
  return botKind(kind).make(rules, seed);
}
