/**
 * Atlandice's click paths: which board things to click, in order, to play each legal action. Use
 * them with `click` and `buttons` from `@tabula/core/ui`.
 *
 * @module
 */
import type { ClickPaths } from '@tabula/core/ui';
import type { AtlandiceAction, AtlandiceView, Resource, Sector } from '@tabula/atlandice';
import { actionWords, resourceWords, sectorName } from './words';

/** Something on the Atlandice board a player can click. */
export type Target =
  /** A sector, or one of the dice beside it. */
  | { kind: 'sector'; sector: Sector }
  /** The resources of one type on a sector. */
  | { kind: 'resource'; sector: Sector; resource: Resource };

/**
 * The click paths of Atlandice:
 * - `visit`: the sector (its dice); in a 2-player game keeping the die or giving it to the
 *   neutral player is then asked;
 * - `submarine` (M1–M3): the sector the submarine goes to;
 * - `setDie` (I3): the sector of the die to turn; its new face is then asked;
 * - `take`: the resource on its sector;
 * - `move` (L2, I2, F2): the resource, then the sector it goes to;
 * - `swap` (J2): a resource on the Jewelers, then one on another district;
 * - `skip`, `donate`, `pass`: buttons.
 *
 * ```ts
 * import { click } from '@tabula/core/ui';
 * const next = click(atlandiceClicks, view, view.legal, [{ kind: 'sector', sector: 2 }]);
 * if (next.do === 'play') seat.apply(next.action);
 * ```
 */
export const atlandiceClicks: ClickPaths<AtlandiceView, AtlandiceAction, Target> = {
  path(action) {
    switch (action.type) {
      case 'visit':
      case 'submarine':
      case 'setDie':
        return [{ kind: 'sector', sector: action.sector }];
      case 'take':
        return [{ kind: 'resource', sector: action.sector, resource: action.resource }];
      case 'move':
        return [
          { kind: 'resource', sector: action.from, resource: action.resource },
          { kind: 'sector', sector: action.to },
        ];
      case 'swap':
        return [
          { kind: 'resource', sector: 1, resource: action.give },
          { kind: 'resource', sector: action.sector, resource: action.get },
        ];
      default:
        return [];
    }
  },
  label(action) {
    switch (action.type) {
      case 'visit':
        return action.forNeutral ? 'give the die to the neutral player' : 'keep the die';
      case 'setDie':
        return `turn it to ${action.value} (${sectorName(action.value)})`;
      case 'skip':
        return 'decline';
      case 'donate':
        return `donate ${resourceWords(action.pay[0])} and ${resourceWords(action.pay[1])}`;
      case 'pass':
        return 'stop donating';
      default:
        return actionWords(action);
    }
  },
};
