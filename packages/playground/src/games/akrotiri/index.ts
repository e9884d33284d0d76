/**
 * Akrotiri's user interface: the SVG board (the sea with Thera and the land tiles, the market,
 * the Oracle, the decks and each seat's things), the words, and every option of the new-game
 * form.
 *
 * @module
 */
import { akrotiri, PROVISIONAL_COMPONENTS, type AkrotiriAction, type AkrotiriEvent, type AkrotiriView } from '@tabula/akrotiri';
import type { GameUi } from '../types';
import { AkrotiriBoard } from './Board';
import { akrotiriWords } from '@tabula/akrotiri/ui';

/** Akrotiri in the playground. */
export const akrotiriUi: GameUi<AkrotiriView, AkrotiriAction, AkrotiriEvent> = {
  game: akrotiri,
  title: 'Akrotiri',
  players: { min: 2, max: 2, default: 2 },
  options: [
    {
      kind: 'choice',
      key: 'variant',
      label: 'Goal cards',
      help: 'The strategic variant reveals goal cards to choose from instead of drawing them.',
      choices: [
        { label: 'Standard', value: undefined },
        { label: 'Strategic variant', value: 'strategic' },
      ],
    },
    {
      kind: 'choice',
      key: 'startPlayer',
      label: 'Start player',
      choices: [
        { label: 'Drawn at random', value: undefined },
        { label: 'Seat 1', value: 0 },
        { label: 'Seat 2', value: 1 },
      ],
    },
    {
      kind: 'boolean',
      key: 'stopWhenTilesRunOut',
      label: 'End when the tiles run out',
      help: 'A guard of ours: the first seat to end a turn with no tile left triggers the end (the rulebook ends only after a 6th temple).',
    },
    {
      kind: 'json',
      key: 'components',
      label: 'Component set',
      help: 'Your own tiles, Thera and map cards instead of the provisional set ({ tiles, thera, maps, provisional }).',
      example: PROVISIONAL_COMPONENTS,
    },
  ],
  Board: AkrotiriBoard,
  describeAction: (action, view) => akrotiriWords.action(action, view),
  // The view names its viewer: "you" in the log for the viewer's own seat.
  describeEvent: (event, view) => akrotiriWords.event(event, view?.viewer ?? null, view),
};
