/**
 * K4.3: what an action of the turn costs. One place answers it for both `validate` (are enough
 * actions left?) and `perform` (spend them), so the two can never disagree.
 */
import { mutable, type Seat } from '@tabula/core';
import type { AkrotiriAction } from '../actions';
import { ACTION_COST } from '../data/rules';
import type { AkrotiriState, TurnCost } from '../state';
import { moveCost, moveOption } from './boat';
import { loadCost } from './cargo';

/**
 * K4.3: the cost of `a` now, or `undefined` for what costs nothing and leaves a move or load under
 * way as it is: setup decisions, the free actions (K5.7 sell, K5.8 unload) and `endTurn`. Every
 * other action of the turn ends the multi-part action under way (K5.1).
 */
export function turnCost(s: AkrotiriState, seat: Seat, a: AkrotiriAction): TurnCost | undefined {
  switch (a.type) {
    case 'move': {
      const option = moveOption(s, seat, a.to);
      return option ? moveCost(s, seat, option.moves) : undefined;
    }
    case 'load':
      return loadCost(s);
    case 'excavate':
    case 'buyMaps':
    case 'oracle':
      return { actions: ACTION_COST, sequence: null };
    default:
      return undefined;
  }
}

/** K4.3: whether the turn has `actions` more actions left to spend. */
export function canSpend(s: AkrotiriState, actions: number): boolean {
  const turn = s.turn!;
  return turn.used + actions <= turn.allowed;
}

/** K4.3: spends the cost of `a` on the turn; the actions spent (0 for what costs nothing). */
export function spendTurnCost(s: AkrotiriState, seat: Seat, a: AkrotiriAction): number {
  const cost = turnCost(s, seat, a);
  if (!cost) return 0;
  const turn = mutable(s, 'turn')!;
  turn.used += cost.actions;
  turn.sequence = cost.sequence;
  return cost.actions;
}
