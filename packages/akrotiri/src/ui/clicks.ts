/**
 * Akrotiri's click paths: which things a seat clicks, in order, to play each legal action (a free
 * cell, a piece, a dock, a cube, a card), and the words of the buttons and prompts. Use them with
 * `click` and `buttons` of `@tabula/core/ui`.
 *
 * @module
 */
import { plural, type ClickPaths } from '@tabula/core/ui';
import { BUY_PRICES, type AkrotiriAction, type AkrotiriView, type Color, type GoalId, type Quadrant } from '@tabula/akrotiri';
import { ROTATION_WORDS, dockWords, quadrantWords } from './words';

/** Something on the board, the market or the seat's own cards that a player can click. */
export type Target =
  /** A free cell, for the tile in hand. */
  | { kind: 'cell'; x: number; y: number }
  /** A land piece: a quadrant of a placed tile. */
  | { kind: 'quadrant'; x: number; y: number; quadrant: Quadrant }
  /** A dock (`thera:north`, `1,-2:a`). */
  | { kind: 'dock'; dock: string }
  /** A cube on the market. */
  | { kind: 'market'; color: Color }
  /** A cube on the island of the seat's boat (`atBoat` in {@link seaShapes}). */
  | { kind: 'cube'; color: Color }
  /** A cube aboard the seat's boat. */
  | { kind: 'cargo'; color: Color }
  /** A map card in the seat's hand. */
  | { kind: 'map'; map: string }
  /** A goal card offered: drawn (`pending.drawn`), or revealed face up (`revealedGoals`). */
  | { kind: 'goal'; goal: GoalId };

/** The cell of the tile just placed, which the pending `placeCube` step names. */
function newTileCell(view: AkrotiriView): { x: number; y: number } {
  const pending = view.pending;
  return pending && pending.kind === 'placeCube' ? { x: pending.x, y: pending.y } : { x: 0, y: 0 };
}

/** The things to click, in order, to play `action`; `[]` for a button (buying maps, the Oracle, ending the turn). */
function path(action: AkrotiriAction, view: AkrotiriView): Target[] {
  switch (action.type) {
    case 'placeTile': // a cell; the rotation is then a prompt (or a rotate button on a ghost tile)
      return [{ kind: 'cell', x: action.x, y: action.y }];
    case 'placeCube': // a cube from the market, then a piece of the tile just placed
      return [{ kind: 'market', color: action.color }, { kind: 'quadrant', ...newTileCell(view), quadrant: action.quadrant }];
    case 'keepGoal':
    case 'takeGoal':
      return [{ kind: 'goal', goal: action.goal }];
    case 'placeBoat':
      return [{ kind: 'dock', dock: action.dock }];
    case 'move':
      return [{ kind: 'dock', dock: action.to }];
    case 'load':
      return [{ kind: 'cube', color: action.color }];
    case 'sell': // at Thera
    case 'unload': // anywhere else
      return [{ kind: 'cargo', color: action.color }];
    case 'excavate': // the map card, then the piece where the temple goes
      return [{ kind: 'map', map: action.map }, { kind: 'quadrant', x: action.x, y: action.y, quadrant: action.quadrant }];
    case 'buyMaps':
    case 'oracle':
    case 'endTurn':
      return [];
  }
}

/** Words for a button, or for a choice of a prompt ("turned a quarter clockwise"; "buy easy + normal maps for 3 drachmas"). */
function label(action: AkrotiriAction): string {
  switch (action.type) {
    case 'placeTile':
      return ROTATION_WORDS[action.rotation] ?? `rotation ${action.rotation}`;
    case 'buyMaps':
      return `buy ${action.tiers.join(' + ')} map${action.tiers.length > 1 ? 's' : ''} for ${plural(BUY_PRICES[action.tiers.length - 1] ?? 0, 'drachma')}`;
    case 'oracle':
      return `ask the Oracle for a ${action.icon}`;
    case 'endTurn':
      return 'end the turn';
    case 'placeCube':
      return `a ${action.color} cube on the ${quadrantWords(action.quadrant)} quarter`;
    case 'keepGoal':
      return `keep goal ${action.goal}`;
    case 'takeGoal':
      return `take goal ${action.goal}`;
    case 'placeBoat':
      return `the boat on ${dockWords(action.dock)}`;
    case 'move':
      return `move to ${dockWords(action.to)}`;
    case 'load':
    case 'sell':
    case 'unload':
      return `${action.type} a ${action.color} cube`;
    case 'excavate':
      return `excavate with map ${action.map}`;
  }
}

/**
 * Akrotiri's click paths (see {@link Target}): a free cell for the tile (then its rotation, asked),
 * a market cube then a piece for the second cube, a goal card, a dock for the boat, a cube at the
 * boat to load, a cube aboard to sell or unload, a map card then a piece to excavate; buying
 * maps, the Oracle and ending the turn are buttons. No path is the start of another's.
 *
 * ```ts
 * import { click } from '@tabula/core/ui';
 * const next = click(akrotiriClicks, view, view.legal, [{ kind: 'cell', x: -1, y: -2 }]);
 * // { do: 'ask', choices: [{ label: 'unturned', action: { type: 'placeTile', x: -1, y: -2, rotation: 0 } }, …] }
 * ```
 */
export const akrotiriClicks: ClickPaths<AkrotiriView, AkrotiriAction, Target> = { path, label };
