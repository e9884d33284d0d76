import type { AtlandiceAction, AtlandiceView, Resource, Sector } from '@tabula/atlandice';

/** Something on the board a player can click. */
export type Target =
  | { kind: 'sector'; sector: Sector } // a sector, or one of the dice beside it
  | { kind: 'resource'; sector: Sector; resource: Resource }; // the resources of one type on a sector

/** The board things to click, in order, to play `action`; `[]` for an action that is a button. */
export function clickPath(action: AtlandiceAction): Target[] {
  switch (action.type) {
    case 'visit': // take a die (the 2-player gift to the neutral player is then a prompt)
    case 'submarine': // M1–M3: the sector the submarine goes to
    case 'setDie': // I3: the die to turn (its new face is then a prompt)
      return [{ kind: 'sector', sector: action.sector }];
    case 'take':
      return [{ kind: 'resource', sector: action.sector, resource: action.resource }];
    case 'move': // L2, I2, F2: a resource, then the sector it goes to
      return [{ kind: 'resource', sector: action.from, resource: action.resource }, { kind: 'sector', sector: action.to }];
    case 'swap': // J2: a resource on the Jewelers (sector 1), then one on another district
      return [{ kind: 'resource', sector: 1, resource: action.give }, { kind: 'resource', sector: action.sector, resource: action.get }];
    case 'skip':
    case 'donate':
    case 'pass':
      return [];
  }
}

/** Words for a button, or for a choice of a prompt. */
export function label(action: AtlandiceAction): string {
  switch (action.type) {
    case 'visit':
      return action.forNeutral ? `give the die of sector ${action.sector} to the neutral player` : `take the die of sector ${action.sector}`;
    case 'setDie':
      return `turn the die to ${action.value}`;
    case 'donate':
      return `donate ${action.pay.join(' and ')} for 1 VP`;
    case 'pass':
      return 'stop donating';
    case 'skip':
      return 'decline';
    default:
      return JSON.stringify(action);
  }
}

/** What the UI does after the clicks so far. */
export type Next =
  | { do: 'play'; action: AtlandiceAction } // one action left: play it
  | { do: 'ask'; choices: { label: string; action: AtlandiceAction }[] } // no more clicks, several actions: a prompt
  | { do: 'click'; targets: Target[] } // light these up: the next click is one of them
  | { do: 'reset' }; // the clicks mean nothing now: clear the selection

const key = (target: Target): string => JSON.stringify(target);

/** Narrows the seat's legal actions (`view.legal`) by the board things clicked so far. */
export function click(view: AtlandiceView, clicks: readonly Target[]): Next {
  const clicked = clicks.map(key);
  const fits = view.legal.filter((action) => {
    const path = clickPath(action);
    return path.length > 0 && path.length >= clicks.length && clicked.every((k, i) => k === key(path[i]!));
  });
  if (fits.length === 0) return { do: 'reset' };
  const longer = fits.filter((action) => clickPath(action).length > clicks.length);
  if (longer.length === 0) return fits.length === 1 ? { do: 'play', action: fits[0]! } : { do: 'ask', choices: fits.map((action) => ({ label: label(action), action })) };
  const targets = new Map<string, Target>(); // the next click of each, once
  for (const action of longer) {
    const next = clickPath(action)[clicks.length]!;
    targets.set(key(next), next);
  }
  return { do: 'click', targets: [...targets.values()] };
}

/** The actions that are buttons rather than board clicks: skip, donate, pass. */
export function buttons(view: AtlandiceView): { label: string; action: AtlandiceAction }[] {
  return view.legal.filter((action) => clickPath(action).length === 0).map((action) => ({ label: label(action), action }));
}

/** The banner above the board: whose turn it is, and what the seat owes. */
export function banner(view: AtlandiceView, me: number): string {
  if (view.phase === 'over') return 'The game is over';
  if (!view.active.includes(me)) return `Seat ${view.active[0]} is playing`;
  if (view.phase === 'donation') return 'Donation: pay two resources for 1 VP, or stop';
  const pending = view.pending;
  if (pending === null) return 'Take a die beside a sector';
  switch (pending.kind) {
    case 'take':
      return `Take a resource (${pending.reason})${pending.optional ? ', or decline' : ''}`;
    case 'move':
      return `Move a resource from sector ${pending.from} (${pending.reason})`;
    case 'swap':
      return 'Swap a resource of the Jewelers with one of another district (J2)';
    case 'setDie':
      return 'Turn a die to a new face (I3)';
    case 'submarine':
      return 'Move the submarine';
  }
}
