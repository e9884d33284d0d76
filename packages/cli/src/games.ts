/** The games the command knows, by the name used on the command line. */
import type { Game } from '@tabula/core';
import { atlandice } from '@tabula/atlandice';
import { survive } from '@tabula/survive';
import { akrotiri } from '@tabula/akrotiri';
import { clockworkEmpire } from '@tabula/clockwork-empire';
import { UsageError } from './args';

/** A game as the command uses it. */
export interface Title {
  /** The game. */
  game: Game<any, any, any, any, any, any>;
  /** Player count when `--players` is not given. */
  defaultPlayers: number;
}

/** Every game the command can run, by the name used on the command line. */
export const TITLES: Readonly<Record<string, Title>> = {
  atlandice: { game: atlandice, defaultPlayers: 3 },
  survive: { game: survive, defaultPlayers: 3 },
  akrotiri: { game: akrotiri, defaultPlayers: 2 },
  'clockwork-empire': { game: clockworkEmpire, defaultPlayers: 3 },
};

/** The names of every title, for messages. */
export const TITLE_NAMES: readonly string[] = Object.keys(TITLES);

/** The title named `name`, or a {@link UsageError} listing the known ones. */
export function title(name: string | undefined): Title {
  if (name === undefined) throw new UsageError(`name a game (${TITLE_NAMES.join(', ')})`);
  const t = Object.hasOwn(TITLES, name) ? TITLES[name] : undefined;
  if (!t) throw new UsageError(`unknown game "${name}" (known: ${TITLE_NAMES.join(', ')})`);
  return t;
}

/** The command-line name of a game (`clockwork-empire` for `clockworkEmpire.name`), or `undefined`. */
export function titleNameOf(gameName: string): string | undefined {
  return TITLE_NAMES.find((n) => n === gameName || TITLES[n]!.game.name === gameName);
}
