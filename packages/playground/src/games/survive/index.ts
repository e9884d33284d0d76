/**
 * Survive's user interface: the board (the island map and plain lists), the words of the game's
 * UI kit (`@tabula/survive/ui`), and every option of the new-game form, each a form field.
 *
 * @module
 */
import { MAX_ROUND_LIMIT, survive, type SurviveAction, type SurviveEvent, type SurviveView } from '@tabula/survive';
import { surviveWords } from '@tabula/survive/ui';
import type { GameUi, OptionField } from '../types';
import { SurviveBoard } from './Board';

const flag = (key: string, label: string, help: string, appliesTo?: (players: number) => boolean): OptionField => ({ kind: 'boolean', key, label, help, ...(appliesTo ? { appliesTo } : {}) });

/** Survive in the playground. */
export const surviveUi: GameUi<SurviveView, SurviveAction, SurviveEvent> = {
  game: survive,
  title: 'Survive: Escape from Atlantis!',
  players: { min: 2, max: 4, default: 3 },
  options: [
    flag('twoColours', 'Two colours each', 'Two players only: each plays two colours.', (players) => players === 2),
    flag('overpopulated', 'Challenge: Overpopulated', 'At setup, tiles not touching the sea take up to 2 explorers.'),
    flag('toTheLast', 'Challenge: To the last', 'The volcano is a whirlpool; the game ends when no explorer is left on the board.'),
    flag('allEqual', 'Challenge: All equal', 'The most saved explorers wins; values are ignored.'),
    flag('atlantisSubmerged', 'Challenge: Atlantis submerged', 'The volcano is a whirlpool; the game ends with the last terrain tile.'),
    flag('killBonus', 'House rule: kill bonus', '+1 point per opposing explorer killed on your turn.'),
    flag('isleBonus', 'House rule: isle bonus', '+1 point per different safe isle your explorers reached.'),
    flag('revealOwnValues', 'Casual: see your own values', 'Each seat sees its own explorers’ values during play.'),
    {
      kind: 'integer',
      key: 'roundLimit',
      label: 'Round limit',
      help: 'Not a rule of the game: end it after this many rounds, if it is not over (empty: no limit).',
      min: 1,
      max: MAX_ROUND_LIMIT,
    },
  ],
  Board: SurviveBoard,
  describeAction: (action, view) => surviveWords.action(action, view),
  describeEvent: (event, view) => surviveWords.event(event, null, view),
  words: surviveWords,
};
