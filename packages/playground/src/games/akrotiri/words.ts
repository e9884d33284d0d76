/**
 * Akrotiri in words: actions, events (a drawn tile, map card or goal card seen by the other seat
 * is only counted), goal and map cards, docks, rewards and the decision owed.
 *
 * @module
 */
import type { SeenAction } from '@tabula/core';
import { BUY_PRICES, GOALS, PROVISIONAL_COMPONENTS, type AkrotiriAction, type AkrotiriEvent, type AkrotiriView, type MapCard, type TempleReward } from '@tabula/akrotiri';
import { genericWords, listWords, plural, seatName, type Loose } from '../kit';

/** A goal card in words: "goal G4: … (2 points)". */
export function goalWords(id: string): string {
  const goal = GOALS.find((g) => g.id === id);
  return goal ? `goal ${id}: ${goal.text} (${goal.points} points)` : `goal ${id}`;
}

/** A dock in words: Thera's docks by side, a tile's docks by cell. */
export function dockWords(dock: string): string {
  if (dock.startsWith('thera:')) return `Thera’s ${dock.slice(6)} dock`;
  const m = /^(-?\d+),(-?\d+):(.+)$/.exec(dock);
  return m ? `dock ${m[3]} of cell ${m[1]},${m[2]}` : `dock ${dock}`;
}

/** A tile's quarter turns clockwise in words, by rotation. */
export const ROTATION_WORDS: readonly string[] = ['unturned', 'turned a quarter clockwise', 'turned half round', 'turned three quarters clockwise'];

/** A reward of the player board in words (K1.4). */
export function rewardWords(reward: TempleReward | undefined): string {
  if (!reward) return 'nothing';
  switch (reward.kind) {
    case 'actions':
      return `${reward.actions} actions a turn`;
    case 'goal':
      return 'a goal card';
    case 'last':
      return 'the last temple: the end';
  }
}

/** A map card in words: "map E04 (1 mountain right; cost 2, 2 VP)". */
export function mapWords(map: MapCard): string {
  const needs = map.requirements.map((r) => `${r.count} ${r.icon}${r.count === 1 ? '' : 's'} ${r.direction}`).join(', ');
  return `map ${map.id} (${needs}; cost ${map.cost}, ${map.vp} VP)`;
}

const SKIP_WORDS: Readonly<Record<string, string>> = {
  colorGone: 'none of that colour is left on the market',
  marketEmpty: 'the market is empty',
  noOtherIsland: 'no piece of the tile lies on another island',
};

/** An Akrotiri action in words. */
export function describeAction(action: SeenAction<AkrotiriAction>, view?: AkrotiriView): string {
  const a = action as Partial<Record<string, unknown>> & { type: string };
  switch (a.type) {
    case 'placeTile':
      return `Place the tile in hand on cell ${a.x},${a.y}, ${ROTATION_WORDS[a.rotation as number] ?? `rotation ${a.rotation}`}`;
    case 'placeCube':
      return `Put a ${a.color} cube on the ${a.quadrant} quarter of the new tile`;
    case 'keepGoal':
      // Seen by the other seat, the goal kept is secret: the action comes without it.
      return typeof a.goal === 'string' ? `Keep ${goalWords(a.goal)}` : 'Keep one of the goal cards drawn';
    case 'takeGoal':
      return `Take ${goalWords(a.goal as string)}`;
    case 'placeBoat':
      return `Put the boat on ${dockWords(a.dock as string)}`;
    case 'move':
      return `Move the boat to ${dockWords(a.to as string)}`;
    case 'load':
      return `Load a ${a.color} cube`;
    case 'excavate': {
      // Map cards are component data, which lasts: the view's set gives the card's cost.
      const map = view ? (view.components ?? PROVISIONAL_COMPONENTS).maps.find((m) => m.id === a.map) : undefined;
      const cost = map ? ` (cost ${map.cost}, ${map.vp} VP)` : '';
      return `Excavate with map ${a.map}${cost} on the ${a.quadrant} quarter of cell ${a.x},${a.y}`;
    }
    case 'buyMaps': {
      const tiers = (a.tiers as string[] | undefined) ?? [];
      const price = BUY_PRICES[tiers.length - 1];
      return `Buy ${tiers.length === 1 ? 'a map card' : `${tiers.length} map cards`}: ${listWords(tiers.map(String))}${price !== undefined ? ` for ${price}` : ''}`;
    }
    case 'oracle':
      return `Consult the Oracle for a ${a.icon}`;
    case 'sell':
      return `Sell a ${a.color} cube`;
    case 'unload':
      return `Unload a ${a.color} cube`;
    case 'endTurn':
      return 'End the turn';
    default:
      return genericWords(action);
  }
}

/** An Akrotiri event in words. */
export function describeEvent(input: AkrotiriEvent, _view?: AkrotiriView): string {
  const event = input as unknown as Loose;
  const e = event;
  switch (event.type) {
    case 'tilesReshuffled':
      return `The discarded tiles are shuffled into a new deck of ${event.tiles}`;
    case 'tileDrawn':
      return 'tile' in e && typeof e.tile === 'string' ? `${seatName(event.seat)} draws tile ${e.tile}` : `${seatName(event.seat)} draws a tile`;
    case 'tilePlaced':
      return `${seatName(event.seat)} places tile ${event.tile} on cell ${event.x},${event.y}, ${ROTATION_WORDS[event.rotation] ?? `rotation ${event.rotation}`}`;
    case 'cubePlaced':
      return `${seatName(event.seat)} puts a ${event.color} cube on the ${event.quadrant} quarter of cell ${event.x},${event.y}`;
    case 'cubeSkipped':
      return `${seatName(event.seat)} places no ${event.cube === 1 ? 'first' : 'second'} cube: ${SKIP_WORDS[event.reason] ?? event.reason}`;
    case 'mapDrawn':
      return 'map' in e && typeof e.map === 'string' ? `${seatName(event.seat)} draws ${event.tier} map ${e.map}` : `${seatName(event.seat)} draws ${event.tier === 'easy' ? 'an' : 'a'} ${event.tier} map card`;
    case 'goalsDrawn':
      return 'goals' in e && Array.isArray(e.goals) ? `${seatName(event.seat)} draws ${listWords((e.goals as string[]).map((g) => `goal ${g}`))}` : `${seatName(event.seat)} draws ${plural(event.count, 'goal card')}`;
    case 'goalKept':
      return `${seatName(event.seat)} keeps a goal card${event.returned > 0 ? ` and puts ${event.returned} under the deck` : ''}`;
    case 'goalTaken':
      return `${seatName(event.seat)} takes ${goalWords(event.goal)}`;
    case 'goalsRevealed':
      return `Goal cards revealed: ${listWords(event.goals)}`;
    case 'boatPlaced':
      return `${seatName(event.seat)} puts the boat on ${dockWords(event.dock)}`;
    case 'turnStarted':
      return `Turn ${event.number}: ${seatName(event.seat)}, ${event.actions} actions`;
    case 'boatMoved':
      return `${seatName(event.seat)} moves the boat to ${dockWords(event.to)} by ${event.by}${event.moves > 1 ? ` (${event.moves} moves)` : ''}`;
    case 'cubeLoaded':
      return `${seatName(event.seat)} loads a ${event.color} cube`;
    case 'cubeUnloaded':
      return `${seatName(event.seat)} unloads a ${event.color} cube on the ${event.quadrant} quarter of cell ${event.x},${event.y}`;
    case 'cubeSold':
      return `${seatName(event.seat)} sells a ${event.color} cube for ${event.price}`;
    case 'mapsBought':
      return `${seatName(event.seat)} buys ${listWords(event.tiers)} map ${event.tiers.length === 1 ? 'card' : 'cards'} for ${event.paid}`;
    case 'templeExcavated':
      return `${seatName(event.seat)} excavates a temple with map ${event.map} on the ${event.quadrant} quarter of cell ${event.x},${event.y}, paying ${event.cost} (${event.vp} VP)`;
    case 'rewardRevealed':
      return `${seatName(event.seat)} uncovers ${rewardWords(event.reward)} on the player board`;
    case 'oracleConsulted':
      return `${seatName(event.seat)} consults the Oracle for a ${event.icon}: keeps tile ${event.kept}${event.found ? '' : ' (none showed it)'}${event.discarded.length > 0 ? `, discards ${listWords(event.discarded)}` : ''}`;
    case 'turnEnded':
      return `${seatName(event.seat)} ends the turn`;
    case 'endTriggered':
      return `${seatName(event.seat)} triggers the end (${event.why === 'lastTemple' ? 'the last temple' : 'the tiles ran out'}): the round is completed`;
    case 'gameEnded':
      return `Game over: ${event.scores.map((s: number, i: number) => `${seatName(i)} ${s}`).join(', ')}; won by ${listWords(event.winners.map(seatName)) || 'nobody'}`;
    default:
      return genericWords(event);
  }
}

/** The decision owed now, in words, as `viewer` sees it. */
export function pendingWords(view: AkrotiriView, viewer: number | null): string {
  const p = view.pending;
  if (view.phase === 'over') return 'The game is over';
  if (!p) return 'Nothing to decide';
  const who = 'seat' in p ? (p.seat === viewer ? 'You' : seatName(p.seat)) : 'Nobody';
  const you = 'seat' in p && p.seat === viewer;
  switch (p.kind) {
    case 'placeTile':
      return `${who} ${you ? 'place' : 'places'} a tile: pick a cell and a turn`;
    case 'placeCube':
      return `${who} ${you ? 'put' : 'puts'} the second cube on the new tile, on another island than the first`;
    case 'keepGoal':
      return `${who} ${you ? 'keep' : 'keeps'} 1 of ${plural(p.drawnCount, 'goal card')} drawn`;
    case 'takeGoal':
      return `${who} ${you ? 'take' : 'takes'} one of the revealed goal cards`;
    case 'placeBoat':
      return `${who} ${you ? 'put' : 'puts'} the boat on a free dock of Thera`;
    case 'actions': {
      const turn = view.turn;
      const sequence = turn?.sequence;
      const under = !sequence ? '' : sequence.kind === 'move' ? ` · a move under way (${plural(sequence.movesLeft, 'free move')} left)` : ` · loading (${sequence.loaded} loaded)`;
      return `${who} ${you ? 'take' : 'takes'} actions: ${turn ? `${turn.used} of ${turn.allowed} used` : ''}${under}`;
    }
    default:
      return genericWords(p);
  }
}
