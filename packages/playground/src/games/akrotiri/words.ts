/**
 * Akrotiri in words: actions, events (a drawn tile, map card or goal card seen by the other seat
 * is only counted), goal and map cards, docks.
 *
 * @module
 */
import type { SeenAction } from '@tabula/core';
import { GOALS, type AkrotiriAction, type AkrotiriEvent, type AkrotiriView } from '@tabula/akrotiri';
import { genericWords, listWords, seatName, type Loose } from '../kit';

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

/** The cell of a dock (`"x,y:a"`), or `null` for Thera's docks and unknown forms. */
export function dockCell(dock: string): { x: number; y: number } | null {
  const m = /^(-?\d+),(-?\d+):/.exec(dock);
  return m ? { x: Number(m[1]), y: Number(m[2]) } : null;
}

const ROTATION_WORDS = ['unturned', 'turned a quarter', 'turned a half', 'turned three quarters'];

/** An Akrotiri action in words. */
export function describeAction(action: SeenAction<AkrotiriAction>, _view?: AkrotiriView): string {
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
    case 'excavate':
      return `Excavate with map ${a.map} on the ${a.quadrant} quarter of cell ${a.x},${a.y}`;
    case 'buyMaps':
      return `Buy map cards: ${listWords(((a.tiers as string[] | undefined) ?? []).map(String))}`;
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
      return `${seatName(event.seat)} places tile ${event.tile} on cell ${event.x},${event.y}`;
    case 'cubePlaced':
      return `${seatName(event.seat)} puts a ${event.color} cube on the ${event.quadrant} quarter of cell ${event.x},${event.y}`;
    case 'cubeSkipped':
      return `${seatName(event.seat)} places no cube ${event.cube} (${event.reason})`;
    case 'mapDrawn':
      return 'map' in e && typeof e.map === 'string' ? `${seatName(event.seat)} draws ${event.tier} map ${e.map}` : `${seatName(event.seat)} draws an ${event.tier === 'easy' ? 'easy' : event.tier} map card`;
    case 'goalsDrawn':
      return 'goals' in e && Array.isArray(e.goals) ? `${seatName(event.seat)} draws ${listWords((e.goals as string[]).map((g) => `goal ${g}`))}` : `${seatName(event.seat)} draws ${event.count} goal cards`;
    case 'goalKept':
      return `${seatName(event.seat)} keeps a goal card`;
    case 'goalTaken':
      return `${seatName(event.seat)} takes ${goalWords(event.goal)}`;
    case 'goalsRevealed':
      return `Goal cards revealed: ${event.goals.join(', ')}`;
    case 'boatPlaced':
      return `${seatName(event.seat)} puts the boat on ${dockWords(event.dock)}`;
    case 'turnStarted':
      return `Turn ${event.number}: ${seatName(event.seat)}, ${event.actions} actions`;
    case 'boatMoved':
      return `${seatName(event.seat)} moves the boat to ${dockWords(event.to)} by ${event.by}`;
    case 'cubeLoaded':
      return `${seatName(event.seat)} loads a ${event.color} cube`;
    case 'cubeUnloaded':
      return `${seatName(event.seat)} unloads a ${event.color} cube on cell ${event.x},${event.y}`;
    case 'cubeSold':
      return `${seatName(event.seat)} sells a ${event.color} cube for ${event.price}`;
    case 'mapsBought':
      return `${seatName(event.seat)} buys ${listWords(event.tiers)} map cards for ${event.paid}`;
    case 'templeExcavated':
      return `${seatName(event.seat)} excavates a temple with map ${event.map} on cell ${event.x},${event.y} (${event.vp} VP)`;
    case 'rewardRevealed':
      return `${seatName(event.seat)} uncovers a reward: ${event.reward.kind === 'actions' ? `${event.reward.actions} actions a turn` : event.reward.kind}`;
    case 'oracleConsulted':
      return `${seatName(event.seat)} consults the Oracle for a ${event.icon}: keeps tile ${event.kept}${event.discarded.length > 0 ? `, discards ${event.discarded.join(', ')}` : ''}`;
    case 'turnEnded':
      return `${seatName(event.seat)} ends the turn`;
    case 'endTriggered':
      return `The end is near (${event.why === 'lastTemple' ? 'last temple' : 'no tiles'})`;
    case 'gameEnded':
      return `Game over: ${event.scores.map((s: number, i: number) => `${seatName(i)} ${s}`).join(', ')}; won by ${listWords(event.winners.map(seatName)) || 'nobody'}`;
    default:
      return genericWords(event);
  }
}
