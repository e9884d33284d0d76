import type { AkrotiriAction, AkrotiriView, Color, GoalId, Quadrant } from '@tabula/akrotiri';

/** Something on the board, the market or the seat's own cards that a player can click. */
export type Target =
  | { kind: 'cell'; x: number; y: number } // a free cell, for the tile in hand
  | { kind: 'quadrant'; x: number; y: number; quadrant: Quadrant } // a land piece
  | { kind: 'dock'; dock: string }
  | { kind: 'market'; color: Color } // a cube on the market
  | { kind: 'cube'; color: Color } // a cube on the island of the seat's boat (`atBoat` in the board's shapes)
  | { kind: 'cargo'; color: Color } // a cube aboard the seat's boat
  | { kind: 'map'; map: string } // a map card in the seat's hand
  | { kind: 'goal'; goal: GoalId }; // a goal card offered (drawn, or revealed face up)

/** The things to click, in order, to play `action`; `[]` for a button. */
export function clickPath(action: AkrotiriAction, view: AkrotiriView): Target[] {
  switch (action.type) {
    case 'placeTile': // a cell; the rotation is then a prompt (or a rotate button on a ghost tile)
      return [{ kind: 'cell', x: action.x, y: action.y }];
    case 'placeCube': {
      // A cube from the market, then a piece of the tile just placed (the pending step names its cell).
      const { x, y } = view.pending as { x: number; y: number };
      return [{ kind: 'market', color: action.color }, { kind: 'quadrant', x, y, quadrant: action.quadrant }];
    }
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

/** Words for a button, or for a choice of a prompt. */
export function label(action: AkrotiriAction): string {
  switch (action.type) {
    case 'placeTile':
      return action.rotation === 0 ? 'as it is' : `turned ${action.rotation} quarter turn${action.rotation > 1 ? 's' : ''} clockwise`;
    case 'buyMaps':
      return `buy ${action.tiers.join(' + ')} map${action.tiers.length > 1 ? 's' : ''}`;
    case 'oracle':
      return `ask the Oracle for a ${action.icon}`;
    case 'endTurn':
      return 'end the turn';
    default:
      return JSON.stringify(action);
  }
}

/** What the UI does after the clicks so far. */
export type Next =
  | { do: 'play'; action: AkrotiriAction }
  | { do: 'ask'; choices: { label: string; action: AkrotiriAction }[] }
  | { do: 'click'; targets: Target[] }
  | { do: 'reset' };

const key = (target: Target): string => JSON.stringify(target);

/** Narrows the seat's legal actions (`view.legal`) by the things clicked so far. */
export function click(view: AkrotiriView, clicks: readonly Target[]): Next {
  const clicked = clicks.map(key);
  const fits = view.legal.filter((action) => {
    const path = clickPath(action, view);
    return path.length > 0 && path.length >= clicks.length && clicked.every((k, i) => k === key(path[i]!));
  });
  if (fits.length === 0) return { do: 'reset' };
  const longer = fits.filter((action) => clickPath(action, view).length > clicks.length);
  if (longer.length === 0) return fits.length === 1 ? { do: 'play', action: fits[0]! } : { do: 'ask', choices: fits.map((action) => ({ label: label(action), action })) };
  const targets = new Map<string, Target>(); // the next click of each, once
  for (const action of longer) {
    const next = clickPath(action, view)[clicks.length]!;
    targets.set(key(next), next);
  }
  return { do: 'click', targets: [...targets.values()] };
}

/** The actions that are buttons: buying maps, the Oracle, ending the turn. */
export function buttons(view: AkrotiriView): { label: string; action: AkrotiriAction }[] {
  return view.legal.filter((action) => clickPath(action, view).length === 0).map((action) => ({ label: label(action), action }));
}

/** The banner above the board: what the seat owes now. */
export function banner(view: AkrotiriView, me: number): string {
  const pending = view.pending;
  if (view.phase === 'over' || pending === null) return 'The game is over';
  if (!view.active.includes(me)) return `Seat ${view.active[0]} is playing`;
  switch (pending.kind) {
    case 'placeTile':
      return 'Place your tile beside a tile or Thera';
    case 'placeCube':
      return 'Put a second cube on another island of the tile';
    case 'keepGoal':
      return 'Keep one goal card';
    case 'takeGoal':
      return 'Take one of the goal cards face up';
    case 'placeBoat':
      return 'Put your boat at a dock of Thera';
    case 'actions': {
      const turn = view.turn!;
      return `Your turn: ${turn.allowed - turn.used} of ${turn.allowed} actions left`;
    }
    default:
      return `Waiting: ${pending.kind}`;
  }
}
