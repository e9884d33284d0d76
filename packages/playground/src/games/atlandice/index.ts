/**
 * Atlandice's user interface: the SVG board, the words of the game's UI kit
 * (`@tabula/atlandice/ui`), and the options of the new-game form: numbers as number fields, the
 * clock symbols of each tile as a folded table of number fields, the clock track (component data)
 * as JSON.
 *
 * @module
 */
import { atlandice, CLOCK_TRACK, TILES, type AtlandiceAction, type AtlandiceEvent, type AtlandiceView } from '@tabula/atlandice';
import { atlandiceWords } from '@tabula/atlandice/ui';
import type { GameUi, OptionField } from '../types';
import { AtlandiceBoard } from './Board';

/** One number field per tile for `tileClocks` (`tileClocks.J1`, …: the form nests dotted keys), folded together. */
const TILE_CLOCKS: OptionField[] = TILES.map((tile) => ({
  kind: 'integer',
  key: `tileClocks.${tile.id}`,
  label: `Tile ${tile.id}`,
  help: `default ${tile.clock}`,
  min: 1,
  max: 10,
  group: 'Clock symbols per tile',
}));

/** Atlandice in the playground. */
export const atlandiceUi: GameUi<AtlandiceView, AtlandiceAction, AtlandiceEvent> = {
  game: atlandice,
  title: 'Atlandice',
  players: { min: 2, max: 4, default: 3 },
  options: [
    {
      kind: 'integer',
      key: 'blackMarketClock',
      label: 'Black Market clock symbols',
      help: 'How far the hand moves when the last die lies on the Black Market (default 2).',
      min: 1,
      max: 10,
    },
    ...TILE_CLOCKS,
    {
      kind: 'json',
      key: 'clockTrack',
      label: 'Clock track',
      help: 'One entry per space: null, { "kind": "donation" } or { "kind": "inventory", "resource": … }; the first is null.',
      example: CLOCK_TRACK,
      group: 'Component data (JSON)',
    },
  ],
  Board: AtlandiceBoard,
  describeAction: (action, view) => atlandiceWords.action(action, view),
  describeEvent: (event, view) => atlandiceWords.event(event, null, view),
  words: atlandiceWords,
};
