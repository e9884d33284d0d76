/**
 * Survive's click paths: which things to click, in order, on the board or in the seat's own hand,
 * to play each legal action. Use them with `click` and `buttons` from `@tabula/core/ui`.
 *
 * @module
 */
import type { ClickPaths } from '@tabula/core/ui';
import { TERRAIN_TILES, safeIsleOf, type SafeIsle, type SurviveAction, type SurviveView } from '@tabula/survive';
import { choiceWords } from './words';

/** Something on the board, or in the seat's own hand, a player can click. */
export type Target =
  /** A hex: a tile, or a sea space. */
  | { kind: 'hex'; hex: number }
  /** An explorer, by its id in `view.explorers`. */
  | { kind: 'explorer'; id: number }
  /** A boat, by its id in `view.boats`. */
  | { kind: 'boat'; id: number }
  /** A creature, by its id in `view.creatures`. */
  | { kind: 'creature'; id: number }
  /** A safe isle. */
  | { kind: 'isle'; isle: SafeIsle }
  /** A tile in the seat's own hand. */
  | { kind: 'tile'; tile: number };

const hex = (hex: number): Target => ({ kind: 'hex', hex });
const explorer = (id: number): Target => ({ kind: 'explorer', id });
const boat = (id: number): Target => ({ kind: 'boat', id });
const creature = (id: number): Target => ({ kind: 'creature', id });

/**
 * The click paths of Survive:
 * - `placeExplorer`: the hex (the explorer's value is then asked); `placeBoat`, `removeTile`: the hex;
 * - `walk`, `swim`: the explorer, then the hex (a swimmer's sea move, a jump from a boat into its own hex);
 * - `board`: the explorer, then the boat; `reachIsle`: the explorer, then the isle beside it;
 * - `sail`: the boat, then the hex; `moveCreature`: the creature, then the hex;
 * - `chooseBoarder`: the explorer;
 * - `playTile`: the tile in hand, the piece its back moves (a swimmer, a boat or a creature), then the hex;
 * - `defend`, `pass`: buttons.
 *
 * ```ts
 * import { click } from '@tabula/core/ui';
 * click(surviveClicks, view, view.legal, [{ kind: 'explorer', id: 4 }]); // { do: 'click', targets: [{ kind: 'hex', hex: 41 }, …] }
 * ```
 */
export const surviveClicks: ClickPaths<SurviveView, SurviveAction, Target> = {
  path(action, view) {
    switch (action.type) {
      case 'placeExplorer':
      case 'placeBoat':
      case 'removeTile':
        return [hex(action.hex)];
      case 'walk':
      case 'swim':
        return [explorer(action.explorer), hex(action.to)];
      case 'board':
        return [explorer(action.explorer), boat(action.boat)];
      case 'reachIsle': {
        const isle = safeIsleOf(view.explorers[action.explorer]?.hex ?? -1);
        return isle ? [explorer(action.explorer), { kind: 'isle', isle }] : [];
      }
      case 'sail':
        return [boat(action.boat), hex(action.to)];
      case 'chooseBoarder':
        return [explorer(action.explorer)];
      case 'moveCreature':
        return [creature(action.creature), hex(action.to)];
      case 'playTile': {
        // The tile's back says what `piece` is: a swimmer (dolphin), a boat (winds), or a creature.
        const back = TERRAIN_TILES[action.tile]?.back;
        const piece = back === 'dolphin' ? explorer(action.piece) : back === 'winds' ? boat(action.piece) : creature(action.piece);
        return [{ kind: 'tile', tile: action.tile }, piece, hex(action.to)];
      }
      default:
        return [];
    }
  },
  label: (action, view) => choiceWords(action, view),
};
