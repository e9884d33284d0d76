/** The games the command knows, by name. */
import type { Game } from '@tabula/core';
import { atlandice } from '@tabula/atlandice';
import { survive } from '@tabula/survive';
import { akrotiri } from '@tabula/akrotiri';
import { clockworkEmpire } from '@tabula/clockwork-empire';

/** A game as the command uses it. */
export interface Title {
  game: Game<any, any, any, any, any>;
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
