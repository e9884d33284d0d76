/**
 * Survive in words: actions (a `placeExplorer` seen by another seat has no value), events (a kept
 * tile's removal seen by another seat has no tile or back), tiles, pieces and isles; and for the
 * board, the choices it offers now, the step of the turn and the decision owed.
 *
 * @module
 */
import type { Seat, SeenAction } from '@tabula/core';
import { TERRAIN_TILES, TILE_BACK_CLASS, safeIsleOf, type SafeIsle, type SurviveAction, type SurviveEvent, type SurviveView, type TileBack } from '@tabula/survive';
import { genericWords, listWords, plural, seatName, type Loose } from '../kit';

/** A tile back in words: `moveSeaSerpent` → "move sea serpent". */
export function backWords(back: string): string {
  return back.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

/** A tile the viewer may know (its own hand, the discard, a tile played): "tile 12: dolphin (beach)". */
export function tileWords(tile: number): string {
  const t = TERRAIN_TILES[tile];
  return t ? `tile ${tile}: ${backWords(t.back)} (${t.terrain})` : `tile ${tile}`;
}

/** Each safe isle's name, from the corner of the board it lies in. */
export const ISLE_NAMES: Readonly<Record<SafeIsle, string>> = { NW: 'North-west isle', NE: 'North-east isle', SW: 'South-west isle', SE: 'South-east isle' };

/** A safe isle in words: "the north-west isle" (an unknown name as it is). */
export function isleWords(isle: string): string {
  const name = (ISLE_NAMES as Record<string, string>)[isle];
  return name ? `the ${name.charAt(0).toLowerCase()}${name.slice(1)}` : `the ${isle} isle`;
}

/** What a tile back does, in a few words (S6). */
export const BACK_EFFECTS: Readonly<Record<TileBack, string>> = {
  shark: 'a shark appears where the tile was',
  whale: 'a whale appears where the tile was',
  boat: 'a boat appears where the tile was, taking up to 3 swimmers aboard',
  whirlpool: 'everything in that space and the sea around it sinks',
  volcano: 'the volcano erupts: the game ends',
  dolphin: 'move one of your swimmers 1–3 sea spaces',
  winds: 'move a boat you control 1–3 sea spaces',
  moveSeaSerpent: 'move a sea serpent to any vacant sea space',
  moveShark: 'move a shark to any vacant sea space',
  moveWhale: 'move a whale to any vacant sea space',
  killShark: 'on another turn: remove a shark about to eat your swimmer',
  killWhale: 'on another turn: remove a whale about to capsize your boat',
};

/** A creature in words: its kind when the view tells it. */
function creatureWords(creature: number, view?: SurviveView): string {
  const kind = view?.creatures?.[creature]?.kind;
  return kind ? `${backWords(kind)} ${creature}` : `creature ${creature}`;
}

/** An explorer in words, with its owner when the view tells it. */
function explorerWords(explorer: number, view?: SurviveView): string {
  const colour = view?.explorers?.[explorer]?.colour;
  const owner = colour === undefined ? undefined : view?.colourOwner?.[colour];
  return owner === undefined ? `explorer ${explorer}` : `explorer ${explorer} (${seatName(owner)})`;
}

/** A Survive action in words. */
export function describeAction(action: SeenAction<SurviveAction>, view?: SurviveView): string {
  const a = action as Partial<Record<string, number>> & { type: string; redacted?: true };
  switch (a.type) {
    case 'placeExplorer':
      return a.value === undefined ? `Place an explorer on hex ${a.hex}` : `Place an explorer worth ${a.value} on hex ${a.hex}`;
    case 'placeBoat':
      return `Place a boat on hex ${a.hex}`;
    case 'playTile':
      return `Play ${tileWords(a.tile!)}: piece ${a.piece} to hex ${a.to}`;
    case 'walk':
      return `Walk ${explorerWords(a.explorer!, view)} to hex ${a.to}`;
    case 'swim':
      return `Swim ${explorerWords(a.explorer!, view)} to hex ${a.to}`;
    case 'board':
      return `Board ${explorerWords(a.explorer!, view)} onto boat ${a.boat}`;
    case 'reachIsle':
      return `Bring ${explorerWords(a.explorer!, view)} to a safe isle`;
    case 'sail':
      return `Sail boat ${a.boat} to hex ${a.to}`;
    case 'removeTile': {
      const terrain = view?.terrain?.[a.hex!];
      return `Remove the ${terrain ?? 'terrain'} tile on hex ${a.hex}`;
    }
    case 'chooseBoarder':
      return `Put ${explorerWords(a.explorer!, view)} on the new boat`;
    case 'moveCreature':
      return `Move ${creatureWords(a.creature!, view)} to hex ${a.to}`;
    case 'defend':
      return 'Play a defence tile';
    case 'pass':
      return 'Pass (end this step)';
    default:
      return genericWords(action);
  }
}

/** A Survive event in words. */
export function describeEvent(input: SurviveEvent, view?: SurviveView): string {
  const event = input as unknown as Loose;
  const e = event;
  switch (event.type) {
    case 'explorerPlaced':
      return `${seatName(event.seat)} places explorer ${event.explorer} on hex ${event.hex}`;
    case 'boatPlaced':
      return `${seatName(event.seat)} places boat ${event.boat} on hex ${event.hex}`;
    case 'turnStarted':
      return `Turn ${event.turn}: ${seatName(event.seat)}`;
    case 'stepSkipped':
      return `${seatName(event.seat)} skips the ${event.step} step`;
    case 'tilePlayed':
      return `${seatName(event.seat)} plays ${tileWords(event.tile)}`;
    case 'explorerMoved':
      return `${explorerWords(event.explorer, view)} ${event.how === 'board' ? 'boards' : event.how === 'dolphin' ? 'rides a dolphin' : `${event.how}s`} from hex ${event.from} to hex ${event.to}`;
    case 'explorerSaved':
      return `${explorerWords(event.explorer, view)} reaches ${isleWords(event.isle)}`;
    case 'explorerKilled':
      return `${explorerWords(event.explorer, view)} is killed on hex ${event.hex} by a ${backWords(event.by)}`;
    case 'explorersAdrift':
      return `${listWords(event.explorers.map((x: number) => explorerWords(x, view)))} now swim${event.explorers.length === 1 ? 's' : ''} on hex ${event.hex}`;
    case 'boatMoved':
      return `Boat ${event.boat} moves from hex ${event.from} to hex ${event.to}${event.by === 'winds' ? ' (winds)' : ''}`;
    case 'boatDestroyed':
      return `Boat ${event.boat} is destroyed on hex ${event.hex} by a ${backWords(event.by)}`;
    case 'tileRemoved':
      if ('redacted' in e && e.redacted) return `${seatName(event.seat)} removes a ${event.terrain} tile from hex ${event.hex} and keeps it`;
      if (typeof e.tile === 'number') return `${seatName(event.seat)} removes ${tileWords(e.tile)} from hex ${event.hex}${'audience' in e ? ' and keeps it' : ''}`;
      return `${seatName(event.seat)} removes a ${event.terrain} tile from hex ${event.hex}`;
    case 'creaturePlaced':
      return `A ${backWords(event.kind)} appears on hex ${event.hex}`;
    case 'boatLaunched':
      return `Boat ${event.boat} appears on hex ${event.hex}${event.aboard.length > 0 ? ` with ${listWords(event.aboard.map((x: number) => explorerWords(x, view)))}` : ''}`;
    case 'boarderChosen':
      return `${explorerWords(event.explorer, view)} boards boat ${event.boat}`;
    case 'supplyEmpty':
      return `No ${event.piece} left in the supply`;
    case 'whirlpool':
      return `A whirlpool on hex ${event.hex}`;
    case 'creatureRemoved':
      return `${creatureWords(event.creature, view)} is removed from hex ${event.hex}`;
    case 'dieRolled':
      return `${seatName(event.seat)} rolls the creature die: ${backWords(event.creature)}`;
    case 'creatureMoved':
      return `${creatureWords(event.creature, view)} moves from hex ${event.from} to hex ${event.to}`;
    case 'defenceOffered':
      return `${listWords(event.seats.map(seatName))} may defend against the ${event.attack} on hex ${event.hex}`;
    case 'defended':
      return `${seatName(event.seat)} defends with ${tileWords(event.tile)}`;
    case 'defencePassed':
      return `${seatName(event.seat)} does not defend`;
    case 'volcano':
      return `The volcano erupts on hex ${event.hex}`;
    case 'gameEnded':
      return `Game over (${event.reason}): ${event.scores.map((s: number, i: number) => `${seatName(i)} ${s}`).join(', ')}; won by ${listWords(event.winners.map(seatName)) || 'nobody'}`;
    default:
      return genericWords(event);
  }
}

/** The four steps of a turn (S2), numbered as the board shows them. */
export const STEPS: readonly { step: SurviveView['step']; title: string }[] = [
  { step: 'tile', title: 'Play a tile' },
  { step: 'move', title: 'Move' },
  { step: 'remove', title: 'Remove a tile' },
  { step: 'creature', title: 'Creature' },
];

/** What a hex holds now, in words: "hex 40 (forest)", "hex 41 (sea)". */
export function hexWords(hex: number, view: SurviveView): string {
  return `hex ${hex} (${view.terrain?.[hex] ?? 'sea'})`;
}

/** Where an explorer is now, in words. */
export function whereWords(explorer: number, view: SurviveView): string {
  const e = view.explorers?.[explorer];
  if (!e) return '';
  switch (e.status) {
    case 'land':
      return `on ${hexWords(e.hex, view)}`;
    case 'boat':
      return `aboard boat ${e.boat} on hex ${e.hex}`;
    case 'sea':
      return `swimming on hex ${e.hex}`;
    case 'saved':
      return `safe on ${isleWords(e.isle ?? '')}`;
    default:
      return 'dead';
  }
}

/**
 * An explorer as the board names it (its accessible name): its owner, where it is, and its value
 * only where the view gives it ("Seat 1’s explorer 4: value 3, on hex 40 (beach)").
 */
export function explorerLabel(explorer: number, view: SurviveView): string {
  const e = view.explorers?.[explorer];
  if (!e) return `explorer ${explorer}`;
  const owner = view.colourOwner?.[e.colour];
  const who = owner === undefined ? '' : `${seatName(owner)}’s `;
  const value = e.value === null ? ', value hidden' : `: value ${e.value}`;
  return `${who}explorer ${explorer}${value}, ${whereWords(explorer, view)}`;
}

/** The words of the button that plays `pass` now. */
export function passWords(view: SurviveView): string {
  if (view.pending?.kind === 'defence') return 'Do not defend';
  switch (view.step) {
    case 'tile':
      return 'Play no tile';
    case 'move':
      return 'End movement';
    case 'creature':
      return 'Leave the creatures';
    default:
      return 'Pass';
  }
}

/** The piece a red tile moves: an explorer (dolphin), a boat (winds) or a creature (the move tiles). */
export function tilePiece(tile: number): 'explorer' | 'boat' | 'creature' | null {
  const back = TERRAIN_TILES[tile]?.back;
  if (back === 'dolphin') return 'explorer';
  if (back === 'winds') return 'boat';
  if (back === 'moveSeaSerpent' || back === 'moveShark' || back === 'moveWhale') return 'creature';
  return null;
}

/** A boat in words, with how many are aboard: "boat 3 (2 aboard)". */
function boatWords(boat: number, view: SurviveView): string {
  const b = view.boats?.[boat];
  return b ? `boat ${boat} (${b.passengers.length > 0 ? `${b.passengers.length} aboard` : 'empty'})` : `boat ${boat}`;
}

/**
 * A legal action as the board's chooser offers it now, read against the view of now (where the
 * pieces are, what the hexes hold): "Walk explorer 4 to hex 41 (forest)", "Land explorer 4 on
 * the north-west isle".
 */
export function choiceWords(action: SurviveAction, view: SurviveView): string {
  switch (action.type) {
    case 'placeExplorer':
      return `Place your explorer worth ${action.value} on ${hexWords(action.hex, view)}`;
    case 'placeBoat':
      return `Place a boat on hex ${action.hex}`;
    case 'walk':
      return `Walk explorer ${action.explorer} to ${hexWords(action.to, view)}`;
    case 'swim': {
      const e = view.explorers?.[action.explorer];
      if (e?.status === 'boat') return `Jump from boat ${e.boat} into the sea (hex ${action.to})`;
      return `Swim explorer ${action.explorer} to hex ${action.to}`;
    }
    case 'board':
      return `Board explorer ${action.explorer} onto ${boatWords(action.boat, view)} on hex ${view.boats?.[action.boat]?.hex ?? '?'}`;
    case 'reachIsle': {
      const hex = view.explorers?.[action.explorer]?.hex;
      const isle = hex === undefined ? undefined : safeIsleOf(hex);
      return `Land explorer ${action.explorer} on ${isle ? isleWords(isle) : 'a safe isle'}`;
    }
    case 'sail':
      return `Sail ${boatWords(action.boat, view)} to hex ${action.to}`;
    case 'removeTile': {
      const on = (view.explorers ?? []).filter((e) => e.status === 'land' && e.hex === action.hex).length;
      return `Remove the ${view.terrain?.[action.hex] ?? 'terrain'} tile on hex ${action.hex}${on > 0 ? ` (${plural(on, 'explorer')} on it)` : ''}`;
    }
    case 'chooseBoarder':
      return `Put explorer ${action.explorer} aboard the new boat`;
    case 'moveCreature':
      return `Move ${creatureWords(action.creature, view)} to hex ${action.to}`;
    case 'playTile': {
      const back = TERRAIN_TILES[action.tile]?.back;
      const piece = tilePiece(action.tile);
      const what = piece === 'explorer' ? `explorer ${action.piece}` : piece === 'boat' ? boatWords(action.piece, view) : creatureWords(action.piece, view);
      return `${back ? backWords(back).replace(/^./, (c) => c.toUpperCase()) : `Tile ${action.tile}`}: ${what} to hex ${action.to}`;
    }
    case 'defend': {
      const attack = view.pending?.kind === 'defence' ? view.pending.attack : null;
      return attack ? `Play your kill-${attack} tile: the ${attack} leaves before it strikes` : 'Play a defence tile';
    }
    case 'pass':
      return passWords(view);
    default:
      return describeAction(action, view);
  }
}

/** Who acts now and what is asked of them, in a line (for the turn panel). */
export function nowWords(view: SurviveView, viewer: Seat | null): string {
  const actor = view.active?.[0];
  const you = actor !== undefined && actor === viewer;
  const who = actor === undefined ? 'Nobody' : you ? 'You' : seatName(actor);
  const pending = view.pending;
  if (view.phase === 'over') return `Game over${view.endReason ? ` (${endWords(view.endReason)})` : ''}`;
  if (view.phase === 'placeExplorers') return `${who}: place an explorer on an empty terrain tile${you ? ' (a value, then a hex)' : ''}`;
  if (view.phase === 'placeBoats') return `${who}: place a boat on a sea space beside the island`;
  if (pending?.kind === 'defence') return `${who}: defend against the ${pending.attack} on hex ${pending.hex}?${you ? '' : ` (${plural(pending.seats.length, 'seat')} to answer)`}`;
  if (pending?.kind === 'boarders') return `${who}: choose who boards boat ${pending.boat} on hex ${pending.hex} (more than 3 swimmers there)`;
  switch (view.step) {
    case 'tile':
      return `${who}: play a red tile from ${you ? 'your' : 'the'} hand, or none`;
    case 'move':
      return `${who}: ${plural(view.movesLeft ?? 0, 'movement point')} left${you ? ': an explorer or a boat, then a hex' : ''}`;
    case 'remove':
      return `${who}: remove a ${lowestTerrain(view) ?? 'terrain'} tile${you ? ' (a glowing hex)' : ''}`;
    case 'creature':
      return view.rolled ? `${who}: the die shows a ${backWords(view.rolled)}: move one${you ? ' (a creature, then a hex)' : ''}, or none` : `${who}: roll the creature die`;
    default:
      return who;
  }
}

/** The lowest terrain left on the island (S4.1 removes it first). */
export function lowestTerrain(view: SurviveView): string | null {
  for (const t of ['beach', 'forest', 'mountain'] as const) if ((view.terrain ?? []).includes(t)) return t;
  return null;
}

/** Why the game ended, in words. */
export function endWords(reason: string): string {
  switch (reason) {
    case 'volcano':
      return 'the volcano erupted';
    case 'islandSunk':
      return 'the island sank';
    case 'noExplorersLeft':
      return 'no explorer left on the board';
    case 'roundLimit':
      return 'the round limit';
    default:
      return reason;
  }
}

/** A tile's class of back in words (S6): green at once, red held for your turn, defence held for others'. */
export function backClassWords(back: TileBack): string {
  const cls = TILE_BACK_CLASS[back];
  return cls === 'green' ? 'at once' : cls === 'defence' ? 'defence' : 'red';
}
