/**
 * Atlandice's user interface: the SVG board, the words, and the options of the new-game form.
 *
 * @module
 */
import { atlandice, CLOCK_TRACK, TILE_IDS, type AtlandiceAction, type AtlandiceEvent, type AtlandiceView } from '@tabula/atlandice';
import type { GameUi } from '../types';
import { AtlandiceBoard } from './Board';
import { describeAction, describeEvent } from './words';

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
    {
      kind: 'json',
      key: 'tileClocks',
      label: 'Clock symbols per tile',
      help: 'An object from tile id to clock symbols (1–10); tiles left out keep their default.',
      example: Object.fromEntries(TILE_IDS.map((id) => [id, Number(id.slice(1))])),
    },
    {
      kind: 'json',
      key: 'clockTrack',
      label: 'Clock track',
      help: 'One entry per space: null, { "kind": "donation" } or { "kind": "inventory", "resource": … }; the first is null.',
      example: CLOCK_TRACK,
    },
  ],
  Board: AtlandiceBoard,
  describeAction,
  describeEvent,
};
