/**
 * Survive in words: actions (a `placeExplorer` seen by another seat has no value), events (a kept
 * tile's removal seen by another seat has no tile or back), tiles and pieces.
 *
 * @module
 */
import type { SeenAction } from '@tabula/core';
import { TERRAIN_TILES, type SurviveAction, type SurviveEvent, type SurviveView } from '@tabula/survive';
import { genericWords, listWords, seatName, type Loose } from '../kit';

/** A tile back in words: `moveSeaSerpent` → "move sea serpent". */
export function backWords(back: string): string {
  return back.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

/** A tile the viewer may know (its own hand, the discard, a tile played): "tile 12: dolphin (beach)". */
export function tileWords(tile: number): string {
  const t = TERRAIN_TILES[tile];
  return t ? `tile ${tile}: ${backWords(t.back)} (${t.terrain})` : `tile ${tile}`;
}

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
      return `${explorerWords(event.explorer, view)} reaches the ${event.isle} safe isle`;
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
