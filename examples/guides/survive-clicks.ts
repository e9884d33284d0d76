import { TERRAIN_TILES, safeIsleOf, type SafeIsle, type SurviveAction, type SurviveView } from '@tabula/survive';

/** Something on the board (or in the seat's own hand) a player can click. */
export type Target =
  | { kind: 'hex'; hex: number }
  | { kind: 'explorer'; id: number }
  | { kind: 'boat'; id: number }
  | { kind: 'creature'; id: number }
  | { kind: 'isle'; isle: SafeIsle }
  | { kind: 'tile'; tile: number }; // a tile in the seat's hand

const hex = (hex: number): Target => ({ kind: 'hex', hex });
const explorer = (id: number): Target => ({ kind: 'explorer', id });
const boat = (id: number): Target => ({ kind: 'boat', id });
const creature = (id: number): Target => ({ kind: 'creature', id });

/** The things to click, in order, to play `action`; `[]` for a button. */
export function clickPath(action: SurviveAction, view: SurviveView): Target[] {
  switch (action.type) {
    case 'placeExplorer': // a tile, then the explorer's value in a prompt
    case 'placeBoat':
    case 'removeTile':
      return [hex(action.hex)];
    case 'walk':
    case 'swim': // into the sea, or (from a boat) into the boat's own hex
      return [explorer(action.explorer), hex(action.to)];
    case 'board':
      return [explorer(action.explorer), boat(action.boat)];
    case 'reachIsle': // the isle beside the explorer's hex
      return [explorer(action.explorer), { kind: 'isle', isle: safeIsleOf(view.explorers[action.explorer]!.hex)! }];
    case 'sail':
      return [boat(action.boat), hex(action.to)];
    case 'chooseBoarder':
      return [explorer(action.explorer)];
    case 'moveCreature':
      return [creature(action.creature), hex(action.to)];
    case 'playTile': {
      // The tile's back says what `piece` is: a swimmer (dolphin), a boat (winds), or a creature.
      const back = TERRAIN_TILES[action.tile]!.back;
      const piece = back === 'dolphin' ? explorer(action.piece) : back === 'winds' ? boat(action.piece) : creature(action.piece);
      return [{ kind: 'tile', tile: action.tile }, piece, hex(action.to)];
    }
    case 'defend':
    case 'pass':
      return [];
  }
}

/** Words for a button, or for a choice of a prompt. */
export function label(action: SurviveAction, view: SurviveView): string {
  switch (action.type) {
    case 'placeExplorer':
      return `an explorer worth ${action.value}`;
    case 'defend':
      return view.pending?.kind === 'defence' ? `play your kill ${view.pending.attack} tile` : 'defend';
    case 'pass':
      if (view.pending?.kind === 'defence') return 'do not defend';
      return { tile: 'play no red tile', move: 'stop moving', remove: 'pass', creature: 'leave the creatures' }[view.step];
    default:
      return JSON.stringify(action);
  }
}

/** What the UI does after the clicks so far. */
export type Next =
  | { do: 'play'; action: SurviveAction }
  | { do: 'ask'; choices: { label: string; action: SurviveAction }[] }
  | { do: 'click'; targets: Target[] }
  | { do: 'reset' };

const key = (target: Target): string => JSON.stringify(target);

/** Narrows the seat's legal actions (`view.legal`) by the things clicked so far. */
export function click(view: SurviveView, clicks: readonly Target[]): Next {
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

/** The actions that are buttons: `defend` and `pass`. */
export function buttons(view: SurviveView): { label: string; action: SurviveAction }[] {
  return view.legal.filter((action) => clickPath(action, view).length === 0).map((action) => ({ label: label(action, view), action }));
}

/** The banner above the board: what the seat owes now. */
export function banner(view: SurviveView, me: number): string {
  if (view.phase === 'over') return 'The game is over';
  if (!view.active.includes(me)) return `Seat ${view.active[0]} is playing`;
  if (view.phase === 'placeExplorers') return 'Place an explorer: choose a tile, then its value';
  if (view.phase === 'placeBoats') return 'Place a boat on a sea space beside the island';
  if (view.pending?.kind === 'defence') return `A ${view.pending.attack} attacks at hex ${view.pending.hex}: defend?`;
  if (view.pending?.kind === 'boarders') return `Choose who boards boat ${view.pending.boat}`;
  switch (view.step) {
    case 'tile':
      return 'Play a red tile from your hand, or pass';
    case 'move':
      return `Move explorers or boats: ${view.movesLeft} point${view.movesLeft === 1 ? '' : 's'} left`;
    case 'remove':
      return 'Remove a terrain tile';
    case 'creature':
      return `Move a ${view.rolled}, or pass`;
  }
}
