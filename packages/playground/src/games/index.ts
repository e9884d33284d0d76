/**
 * The games of the playground: one {@link GameUi} per game, each from its own folder. To add or
 * replace a game's board, change only its folder; the shell reads this list.
 *
 * @module
 */
import type { AnyGameUi } from './types';
import { atlandiceUi } from './atlandice';
import { surviveUi } from './survive';
import { akrotiriUi } from './akrotiri';
import { clockworkUi } from './clockwork-empire';

/** Every game's UI, in the order the new-game form lists them. */
export const GAMES: readonly AnyGameUi[] = [atlandiceUi, surviveUi, akrotiriUi, clockworkUi];

/** The UI of the game named `name` (`game.name`), or `undefined`. */
export function gameUi(name: string): AnyGameUi | undefined {
  return GAMES.find((g) => g.game.name === name);
}
