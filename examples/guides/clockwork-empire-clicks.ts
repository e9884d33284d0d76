import type { AreaId, ClockworkAction, ClockworkView, Resource, SpaceId } from '@tabula/clockwork-empire';

/** Something on the board, a player's table or the seat's own hand that a player can click. */
export type Target =
  | { kind: 'die'; die: number } // a die rolled this turn: `view.turn.dice[die]`
  | { kind: 'clockworker'; index: number } // one of the seat's built clockworkers: `seats[me].built[index]`
  | { kind: 'slot'; area: AreaId; slot: number } // a privilege slot
  | { kind: 'god'; god: string } // a machine god beside the area
  | { kind: 'space'; space: SpaceId } // a space of the loop
  | { kind: 'card'; card: string } // a card in the seat's hand
  | { kind: 'supply'; resource: Resource } // the common supply
  | { kind: 'mine'; resource: Resource } // a resource of the seat's own
  | { kind: 'seat'; seat: number }; // another player

/** The things to click, in order, to play `action`; `[]` for a button (payments are prompts). */
export function clickPath(action: ClockworkAction, view: ClockworkView): Target[] {
  switch (action.type) {
    case 'discard': // mulligan, Laboratory, hand limit
    case 'build': // Factory: the card, then its payment in a prompt when there are several
      return [{ kind: 'card', card: action.card }];
    case 'returnResource': // resource limit
      return [{ kind: 'mine', resource: action.resource }];
    case 'keep':
      return [{ kind: 'die', die: action.die }];
    case 'tap': // then +1 or −1 step in a prompt
    case 'activate':
    case 'select':
      return [{ kind: 'clockworker', index: action.clockworker }];
    case 'moveOn': {
      // An extra-steps ability: the space `steps` ahead of the seat's pawn.
      const from = view.loop.indexOf(view.seats[view.current]!.pawn);
      return [{ kind: 'space', space: view.loop[(from + action.steps) % view.loop.length]! }];
    }
    case 'place': {
      // A die of this turn, then a slot of the area where the pawn stands (the pending step names it).
      const area = (view.pending as { area: AreaId }).area;
      return [{ kind: 'die', die: action.die }, { kind: 'slot', area, slot: action.slot }];
    }
    case 'release':
      return [{ kind: 'slot', area: (view.pending as { area: AreaId }).area, slot: action.slot }];
    case 'takeGod':
      return [{ kind: 'god', god: action.god }];
    case 'useBasic': // Temple P1: any space of the loop
      return [{ kind: 'space', space: action.area }];
    case 'take':
      return [{ kind: 'supply', resource: action.resource }];
    case 'stealVp':
    case 'stealResource': // then which resource, in a prompt
      return [{ kind: 'seat', seat: action.seat }];
    case 'go':
    case 'exchange':
    case 'maintain':
    case 'draw':
    case 'evolve':
    case 'buyBack':
    case 'done':
      return [];
  }
}

/** Words for a button, or for a choice of a prompt. */
export function label(action: ClockworkAction, view: ClockworkView): string {
  switch (action.type) {
    case 'tap':
      return action.step === 1 ? 'one step further' : 'one step back';
    case 'build':
      return `build ${action.card}, paying ${action.pay.join(', ')}`;
    case 'stealResource':
      return `take a ${action.resource}`;
    case 'go':
      return 'go';
    case 'exchange':
      return `pay ${action.pay.join(' and ')} for a crystal and 1 VP`;
    case 'maintain':
      return `untap your clockworkers, paying a ${action.resource}`;
    case 'draw':
      return 'draw up to your hand limit';
    case 'evolve':
      return 'try to evolve the selected clockworkers';
    case 'buyBack':
      return `take back your die, paying a ${action.resource}`;
    case 'done':
      return view.pending?.kind === 'mulligan' ? 'keep these cards' : 'done';
    default:
      return JSON.stringify(action);
  }
}

/** What the UI does after the clicks so far. */
export type Next =
  | { do: 'play'; action: ClockworkAction }
  | { do: 'ask'; choices: { label: string; action: ClockworkAction }[] }
  | { do: 'click'; targets: Target[] }
  | { do: 'reset' };

const key = (target: Target): string => JSON.stringify(target);

/** Narrows the seat's legal actions (`view.legal`) by the things clicked so far. */
export function click(view: ClockworkView, clicks: readonly Target[]): Next {
  const clicked = clicks.map(key);
  const fits = view.legal.filter((action) => {
    const path = clickPath(action, view);
    return path.length > 0 && path.length >= clicks.length && clicked.every((k, i) => k === key(path[i]!));
  });
  if (fits.length === 0) return { do: 'reset' };
  const longer = fits.filter((action) => clickPath(action, view).length > clicks.length);
  if (longer.length === 0) return fits.length === 1 ? { do: 'play', action: fits[0]! } : { do: 'ask', choices: fits.map((action) => ({ label: label(action, view), action })) };
  const targets = new Map<string, Target>(); // the next click of each, once
  for (const action of longer) {
    const next = clickPath(action, view)[clicks.length]!;
    targets.set(key(next), next);
  }
  return { do: 'click', targets: [...targets.values()] };
}

/** The actions that are buttons: go, the payments, draw, evolve, done. */
export function buttons(view: ClockworkView): { label: string; action: ClockworkAction }[] {
  return view.legal.filter((action) => clickPath(action, view).length === 0).map((action) => ({ label: label(action, view), action }));
}

/** The banner above the board: what the seat owes now. */
export function banner(view: ClockworkView, me: number): string {
  const pending = view.pending;
  if (view.phase === 'over' || pending === null) return 'The game is over';
  if (!view.active.includes(me)) return `Seat ${view.active[0]} is playing`;
  switch (pending.kind) {
    case 'mulligan':
      return 'Discard any cards you do not want, then keep the rest';
    case 'limit':
      return pending.hand ? 'Too many cards: discard one' : 'Too many resources: return one';
    case 'move':
      return 'Keep dice and tap clockworkers for your move, then go';
    case 'activate':
      return 'Tap clockworkers of this colour for their abilities, or go on';
    case 'extraSteps':
      return `Move on up to ${pending.n} steps, or stay`;
    case 'areaAction':
      return 'Place dice on the privilege slots, take back yours, or take a machine god';
    case 'useBasic':
      return 'Choose a space whose basic effect to use';
    case 'exchange':
      return 'Exchange resources for a crystal and 1 VP, or not';
    case 'factory':
      return 'Build a clockworker, maintain, or go on';
    case 'labDiscard':
      return 'Discard cards, then draw up to your hand limit';
    case 'evolve':
      return 'Select clockworkers to evolve, or go on';
    case 'choose':
      return `Take up to ${pending.left} resource${pending.left === 1 ? '' : 's'} from the supply`;
    case 'stealVp':
      return 'Take VP from a player';
    case 'stealResource':
      return 'Take a resource from a player';
    case 'buyBack':
      return 'Buy back your die from this space, or not';
    default:
      return `Waiting: ${pending.kind}`;
  }
}
