/**
 * Atlandice in words: actions, events, tiles and pending decisions, for the action list, the
 * logs and the board's labels.
 *
 * @module
 */
import type { SeenAction } from '@tabula/core';
import { SECTOR_NAMES, type AtlandiceAction, type AtlandiceEvent, type AtlandiceView, type Pending, type Sector } from '@tabula/atlandice';
import { genericWords, listWords, seatName, type Loose } from '../kit';

/** A sector's name ("the Library"), tolerant of unknown numbers. */
export function sectorName(sector: number): string {
  const name = (SECTOR_NAMES as Record<number, string | undefined>)[sector];
  return name ? `the ${name}` : `sector ${sector}`;
}

/** What each tile does, in short (A7). */
export const TILE_EFFECTS: Readonly<Record<string, string>> = {
  J1: 'Roll the die: on 1, 3 or 5 take one more resource here.',
  J2: 'Swap a resource here with one on another district.',
  J3: 'Roll the die: on 6 roll again and visit that sector too.',
  L1: 'Roll the die: on 5 or 6 take a resource from another district.',
  L2: 'Move a resource from here to the Black Market.',
  L3: 'Your second die this round: take one more resource here.',
  I1: 'Roll the die: on 1–4 the clock hand moves one space.',
  I2: 'Move a resource from the Black Market to a district (not the Inn).',
  I3: 'Change the face of a die still in a sector.',
  M1: 'Move the submarine.',
  M2: 'Move the submarine.',
  M3: 'Move the submarine.',
  F1: 'Roll the die: on 2, 4 or 6 take one more resource here.',
  F2: 'Move a resource from here to another district.',
  F3: 'Roll the die: on 6 take a resource from the Black Market.',
};

/**
 * A holder's name: a seat, or the neutral player in a 2-player game. Without a view, a holder
 * past the seats cannot be told from a seat, and is named by number.
 */
export function holderName(holder: number, view?: Pick<AtlandiceView, 'neutral'>): string {
  if (view && view.neutral !== null && holder === view.neutral) return 'the neutral player';
  return seatName(holder);
}

/** An Atlandice action in words (actions hold no secret: they are always seen in full). */
export function describeAction(action: SeenAction<AtlandiceAction>, _view?: AtlandiceView): string {
  const a = action as Partial<Record<string, unknown>> & { type: string };
  switch (a.type) {
    case 'visit':
      return `Take a die from ${sectorName(a.sector as number)}${a.forNeutral ? ' for the neutral player' : ''}`;
    case 'take':
      return `Take ${a.resource ?? 'a resource'} from ${sectorName(a.sector as number)}`;
    case 'move':
      return `Move ${a.resource ?? 'a resource'} from ${sectorName(a.from as number)} to ${sectorName(a.to as number)}`;
    case 'swap':
      return `Swap ${a.give ?? 'a resource'} of the Jewelers for ${a.get ?? 'a resource'} of ${sectorName(a.sector as number)}`;
    case 'setDie':
      return `Turn a die of ${sectorName(a.sector as number)} to ${a.value} (${sectorName(a.value as number)})`;
    case 'submarine':
      return `Move the submarine to ${sectorName(a.sector as number)}`;
    case 'skip':
      return 'Skip this effect';
    case 'donate':
      return `Donate ${listWords((a.pay as string[] | undefined) ?? [])} for 1 VP`;
    case 'pass':
      return 'Stop donating';
    default:
      return genericWords(action);
  }
}

/** The reason a resource was taken, in words. */
function takeReason(reason: string): string {
  if (reason === 'visit') return '';
  if (reason === 'submarine') return ' (submarine bonus)';
  return ` (${reason})`;
}

/** An Atlandice event in words (every Atlandice event is public). */
export function describeEvent(event: AtlandiceEvent, view?: AtlandiceView): string {
  const h = (holder: number): string => holderName(holder, view);
  const e = event as unknown as Loose;
  switch (e.type) {
    case 'gatesOpened':
      return `Round ${e.round}: the gates open; the dice show ${e.faces.join(', ')}`;
    case 'dieTaken':
      return e.seat === e.holder ? `${seatName(e.seat)} takes a die from ${sectorName(e.sector)}` : `${seatName(e.seat)} takes a die from ${sectorName(e.sector)} for ${h(e.holder)}`;
    case 'resourceTaken':
      return `${h(e.holder)} takes ${e.resource} from ${sectorName(e.sector)}${takeReason(e.reason)}`;
    case 'nothingToTake':
      return `${h(e.holder)} finds nothing to take at ${sectorName(e.sector)}`;
    case 'effectRoll':
      return `${h(e.holder)} rolls ${e.face} for ${e.tile}: ${e.success ? 'success' : 'no effect'}`;
    case 'jewelersChain':
      return `${h(e.holder)} rolls ${e.face} again and visits ${sectorName(e.sector)}`;
    case 'resourceMoved':
      return `${e.resource} moves from ${sectorName(e.from)} to ${sectorName(e.to)}`;
    case 'resourcesSwapped':
      return `${e.give} of the Jewelers swapped for ${e.get} of ${sectorName(e.sector)}`;
    case 'dieChanged':
      return `A die of ${sectorName(e.from)} turns to ${e.value} and goes to ${sectorName(e.to)}`;
    case 'submarineMoved':
      return `The submarine moves from ${sectorName(e.from)} to ${sectorName(e.to)}`;
    case 'effectSkipped':
      return `Effect ${e.step} skipped (${e.why === 'declined' ? 'declined' : 'no target'})`;
    case 'districtScored':
      return `${sectorName(e.sector)} is empty: tile ${e.tile} goes to ${e.winner === null ? 'nobody' : h(e.winner)}${e.second.length > 0 ? `; second: ${listWords(e.second.map(h))}` : ''}`;
    case 'pointsGained':
      return `${h(e.holder)} gains ${e.points} VP (${e.reason})`;
    case 'tileRevealed':
      return `Tile ${e.tile} is revealed at ${sectorName(e.sector)} with ${e.toTile} resources`;
    case 'categoryExhausted':
      return `${sectorName(e.sector)} is exhausted: ${e.removed} ${e.resource} leave the game`;
    case 'clockAdvanced':
      return `The clock moves from ${e.from} to ${e.to}`;
    case 'clockEvent':
      return e.event.kind === 'donation' ? `Clock space ${e.space}: donation` : `Clock space ${e.space}: inventory of ${e.event.resource === 'all' ? 'all resources' : e.event.resource}`;
    case 'inventory':
      return `Inventory of ${e.resource === 'all' ? 'all resources' : e.resource}: ${e.leaders.length > 0 ? listWords(e.leaders.map(h)) : 'nobody'} lead${e.leaders.length === 1 ? 's' : ''}`;
    case 'donated':
      return `${seatName(e.seat)} donates ${listWords(e.pay)}`;
    case 'donationEnded':
      return `${seatName(e.seat)} stops donating`;
    case 'firstPlayer':
      return `${seatName(e.seat)} becomes the first player`;
    case 'gameEnded':
      return `Game over: ${e.scores.map((s: number, i: number) => `${seatName(i)} ${s}`).join(', ')}${e.neutralScore !== null ? `, neutral ${e.neutralScore}` : ''}; ${e.winners.length > 0 ? `won by ${listWords(e.winners.map(seatName))}` : 'no winner'}`;
    default:
      return genericWords(event);
  }
}

/** The decision the active seat owes, in words. */
export function describePending(pending: Pending | null | undefined, phase: string): string {
  if (phase === 'donation') return 'Donation: pay two resources for 1 VP, as often as you like, or stop';
  if (!pending) return 'Take a die from a sector';
  switch (pending.kind) {
    case 'take':
      return `Take a resource from ${listWords(pending.sectors.map((s: Sector) => sectorName(s)))}${pending.optional ? ' (or skip)' : ''}`;
    case 'move':
      return `Move a resource from ${sectorName(pending.from)} (${pending.reason})`;
    case 'swap':
      return 'Swap a resource of the Jewelers with one of another district (J2)';
    case 'setDie':
      return 'Change the face of a die (I3)';
    case 'submarine':
      return 'Move the submarine';
    default:
      return 'A decision';
  }
}
