/**
 * Clockwork Empire's user interface: the SVG board (the loop of areas and white spaces with their
 * slots, dice, gods and pawns; the turn; the seats; the viewer's hand), the words, and the option
 * of the new-game form.
 *
 * @module
 */
import { clockworkEmpire, PROVISIONAL_SET, type ClockworkAction, type ClockworkEvent, type ClockworkView } from '@tabula/clockwork-empire';
import type { GameUi } from '../types';
import { ClockworkBoard } from './Board';
import { clockworkEmpireWords, viewerOf } from '@tabula/clockwork-empire/ui';

/** Clockwork Empire in the playground. */
export const clockworkUi: GameUi<ClockworkView, ClockworkAction, ClockworkEvent> = {
  game: clockworkEmpire,
  title: 'Clockwork Empire',
  players: { min: 3, max: 4, default: 3 },
  options: [
    {
      kind: 'json',
      key: 'set',
      label: 'Component set',
      help: 'Your own loop, area colours, machine gods and clockworker deck instead of the provisional set.',
      example: PROVISIONAL_SET,
    },
  ],
  Board: ClockworkBoard,
  describeAction: (action, view) => clockworkEmpireWords.action(action, view),
  // The viewer is the seat whose hand the view shows: "you" in the log for its own seat.
  describeEvent: (event, view) => clockworkEmpireWords.event(event, view ? viewerOf(view) : null, view),
};
