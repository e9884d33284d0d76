/**
 * Atlandice in words: sectors, resources, holders, tiles, every action and every event, the
 * decision owed, and the banner above a board. One source for the playground, the CLI, `npm start`
 * and any UI. Seats are named as `@tabula/core/ui` names them ("Seat 1" for seat 0, or the names a
 * table gives; "you" for the viewer); the neutral player of a 2-player game is "the neutral
 * player". Every Atlandice event and action is public, so nothing here can tell a secret.
 *
 * @module
 */
import type { Seat, SeenAction } from '@tabula/core';
import { genericEvent, inWords, listWords, plural, seatLabel, seatWord, type GameWords, type SeatNames } from '@tabula/core/ui';
import { SECTOR_NAMES, type AtlandiceAction, type AtlandiceEvent, type AtlandiceView, type ClockEvent, type Pending, type Resource, type TileId } from '@tabula/atlandice';

/** A loose record: words read events and actions tolerantly, so a field of another shape never throws. */
type Loose = Record<string, unknown>;

const num = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
const arr = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const text = (value: unknown): string => (typeof value === 'string' ? value : value === undefined ? '?' : (JSON.stringify(value) ?? String(value)));

/** A sector's name: "the Library", "the Black Market"; "sector 9" for a number that is no sector. */
export function sectorName(sector: unknown): string {
  const name = (SECTOR_NAMES as Record<number, string | undefined>)[num(sector) ?? -1];
  return name ? `the ${name}` : `sector ${text(sector)}`;
}

/** One resource in words, with its article: "a gem", "a provision". */
export function resourceWords(resource: unknown): string {
  if (resource === 'provisions') return 'a provision';
  if (typeof resource !== 'string') return 'a resource';
  return `${/^[aeiou]/.test(resource) ? 'an' : 'a'} ${resource}`;
}

/** A count of one resource: "1 gem", "3 provisions". */
export function resourceCount(count: number, resource: Resource | 'all'): string {
  if (resource === 'all') return plural(count, 'resource');
  if (resource === 'provisions') return plural(count, 'provision');
  return plural(count, resource);
}

/**
 * A holder's name: a seat ("you" for the viewer, else `seatLabel` of `@tabula/core/ui`), or the neutral player of
 * a 2-player game (`view.neutral`; without a view, holder 2 of a game whose view is unknown is
 * named as a seat).
 */
export function holderName(holder: unknown, viewer: Seat | null, view?: Pick<AtlandiceView, 'neutral'>, names?: SeatNames): string {
  if (view && typeof view.neutral === 'number' && holder === view.neutral) return 'the neutral player';
  return seatWord(holder, viewer, names);
}

/** What each tile does, in a sentence (A7). */
export const TILE_EFFECTS: Readonly<Record<TileId, string>> = {
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

/** A clock space's event in words: "an inventory of gems", "a donation", "an inventory of everything". */
export function clockEventWords(event: ClockEvent | null | undefined): string {
  const e = (event ?? {}) as Loose;
  if (e.kind === 'donation') return 'a donation';
  if (e.kind === 'inventory') return e.resource === 'all' ? 'an inventory of everything' : `an inventory of ${e.resource === 'provisions' ? 'provisions' : `${text(e.resource)}s`}`;
  return 'nothing';
}

/** Why a resource was taken, in words, after the taking: "" for a plain visit. */
function takeReason(reason: unknown): string {
  if (reason === 'visit' || reason === undefined) return '';
  if (reason === 'submarine') return ' (the submarine bonus)';
  return ` (${text(reason)})`;
}

/** Why points were gained, in words. */
const POINT_REASONS: Readonly<Record<string, string>> = {
  tiedFirst: 'tied for first',
  second: 'second place',
  inventory: 'an inventory',
  donation: 'a donation',
  finalMajority: 'a final majority',
  finalSecond: 'a final second place',
  tiles: 'the tiles won',
};

/** The resources of a donation in words: "a gem and a book". */
function payWords(pay: unknown): string {
  return listWords(arr(pay).map(resourceWords));
}

/**
 * An action in words, lower-case first ("take a die from the Library"); its seat is said by the
 * caller. Every Atlandice action is public: it is always seen in full.
 */
export function actionWords(action: SeenAction<AtlandiceAction>): string {
  const a = action as unknown as Loose;
  switch (a.type) {
    case 'visit':
      return a.forNeutral === true ? `give the neutral player a die from ${sectorName(a.sector)}` : `take a die from ${sectorName(a.sector)}`;
    case 'take':
      return `take ${resourceWords(a.resource)} from ${sectorName(a.sector)}`;
    case 'move':
      return `move ${resourceWords(a.resource)} from ${sectorName(a.from)} to ${sectorName(a.to)}`;
    case 'swap':
      return `swap ${resourceWords(a.give)} on the Jewelers for ${resourceWords(a.get)} on ${sectorName(a.sector)}`;
    case 'setDie':
      return `turn a die beside ${sectorName(a.sector)} to ${text(a.value)} (${sectorName(a.value)})`;
    case 'submarine':
      return `move the submarine to ${sectorName(a.sector)}`;
    case 'skip':
      return 'decline this effect';
    case 'donate':
      return `donate ${payWords(a.pay)} for 1 VP`;
    case 'pass':
      return 'stop donating';
    default:
      return genericEvent(action, null);
  }
}

/** What a group of actions of one type is called in a menu. */
const GROUPS: Readonly<Record<AtlandiceAction['type'], string>> = {
  visit: 'take a die',
  take: 'take a resource',
  move: 'move a resource',
  swap: 'swap resources',
  setDie: 'turn a die',
  submarine: 'move the submarine',
  skip: 'decline',
  donate: 'donate',
  pass: 'stop donating',
};

/**
 * An event in words as `viewer` received it, lower-case first, in the past tense ("Seat 2 took a
 * die from the Library", "you took a gem from the Library"). `view` (the viewer's, after the
 * event) names the neutral player of a 2-player game.
 */
export function eventWords(event: AtlandiceEvent, viewer: Seat | null, view?: Pick<AtlandiceView, 'neutral'>, names?: SeatNames): string {
  const e = event as unknown as Loose;
  const h = (holder: unknown): string => holderName(holder, viewer, view, names);
  const seat = (s: unknown): string => seatWord(s, viewer, names);
  switch (e.type) {
    case 'gatesOpened':
      return `round ${text(e.round)}: the gates opened; the dice show ${listWords(arr(e.faces).map(text))}`;
    case 'dieTaken':
      return `${seat(e.seat)} took a die from ${sectorName(e.sector)}${e.holder !== e.seat ? ` for ${h(e.holder)}` : ''}`;
    case 'resourceTaken':
      return `${h(e.holder)} took ${resourceWords(e.resource)} from ${sectorName(e.sector)}${takeReason(e.reason)}`;
    case 'nothingToTake':
      return `${h(e.holder)} found nothing to take at ${sectorName(e.sector)}`;
    case 'effectRoll':
      return `${h(e.holder)} rolled ${text(e.face)} for ${text(e.tile)}: ${e.success === true ? 'success' : 'no effect'}`;
    case 'jewelersChain':
      return `${h(e.holder)} rolled ${text(e.face)} again (J3) and visited ${sectorName(e.sector)}`;
    case 'resourceMoved':
      return `${resourceWords(e.resource)} moved from ${sectorName(e.from)} to ${sectorName(e.to)}`;
    case 'resourcesSwapped':
      return `${resourceWords(e.give)} on the Jewelers was swapped for ${resourceWords(e.get)} on ${sectorName(e.sector)}`;
    case 'dieChanged':
      return `a die beside ${sectorName(e.from)} was turned to ${text(e.value)} and went to ${sectorName(e.to)}`;
    case 'submarineMoved':
      return `the submarine moved from ${sectorName(e.from)} to ${sectorName(e.to)}`;
    case 'effectSkipped':
      return `effect ${text(e.step)} was skipped (${e.why === 'declined' ? 'declined' : 'no target'})`;
    case 'districtScored': {
      const second = arr(e.second);
      return `${sectorName(e.sector)} was emptied: tile ${text(e.tile)} went to ${e.winner === null || e.winner === undefined ? 'nobody' : h(e.winner)}${second.length > 0 ? `; second: ${listWords(second.map(h))}` : ''}`;
    }
    case 'pointsGained':
      return `${h(e.holder)} gained ${text(e.points)} VP (${POINT_REASONS[String(e.reason)] ?? text(e.reason)})`;
    case 'tileRevealed':
      return `tile ${text(e.tile)} was revealed at ${sectorName(e.sector)}, with ${plural(num(e.toTile) ?? 0, 'resource')} on it`;
    case 'categoryExhausted':
      return `${sectorName(e.sector)} is exhausted: ${resourceCount(num(e.removed) ?? 0, e.resource as Resource)} left the game`;
    case 'clockAdvanced':
      return `the clock hand moved from ${text(e.from)} to ${text(e.to)}`;
    case 'clockEvent':
      return `clock space ${text(e.space)}: ${clockEventWords(e.event as ClockEvent)}`;
    case 'inventory': {
      const leaders = arr(e.leaders);
      return `${clockEventWords({ kind: 'inventory', resource: e.resource as Resource })}: ${leaders.length > 0 ? listWords(leaders.map(h)) : 'nobody'} led`;
    }
    case 'donated':
      return `${seat(e.seat)} donated ${payWords(e.pay)}`;
    case 'donationEnded':
      return `${seat(e.seat)} stopped donating`;
    case 'firstPlayer':
      return `${seat(e.seat)} became the first player`;
    case 'gameEnded': {
      const scores = arr(e.scores).map((score, s) => `${seat(s)} ${text(score)}`);
      const winners = arr(e.winners);
      const neutral = e.neutralScore === null || e.neutralScore === undefined ? '' : `, the neutral player ${text(e.neutralScore)}`;
      return `the game ended: ${scores.join(', ')}${neutral}; ${winners.length > 0 ? `${listWords(winners.map(seat))} won` : 'nobody won'}`;
    }
    default:
      return genericEvent(event, viewer, names);
  }
}

/** The decision `pending` owes, as a sentence for the seat that owes it. */
export function pendingWords(pending: Pending | null | undefined, phase: AtlandiceView['phase'] | undefined): string {
  if (phase === 'donation') return 'Donation: pay two resources for 1 VP, as often as you like, or stop';
  if (!pending) return 'Take a die beside a sector';
  switch (pending.kind) {
    case 'take':
      return `Take a resource from ${listWords(pending.sectors.map(sectorName))} (${pending.reason === 'visit' ? 'your visit' : pending.reason === 'submarine' ? 'the submarine bonus' : pending.reason})${pending.optional ? ', or decline' : ''}`;
    case 'move':
      return `Move a resource from ${sectorName(pending.from)} (${pending.reason})`;
    case 'swap':
      return 'Swap a resource of the Jewelers with one of another district (J2)';
    case 'setDie':
      return 'Turn a die to a new face (I3)';
    case 'submarine':
      return 'Move the submarine';
    default:
      return 'Decide';
  }
}

/**
 * The banner above a board: what `viewer` owes now, whose turn it is, or the end ("Take a die
 * beside a sector"; "Seat 2 is playing"; "The game is over: Seat 1 won").
 */
export function banner(view: AtlandiceView, viewer: Seat | null, names?: SeatNames): string {
  if (view.phase === 'over') return 'The game is over';
  const actor = view.active[0];
  if (actor === undefined) return 'Nobody may act';
  if (viewer === null || !view.active.includes(viewer)) return `${seatLabel(actor, names)} is playing`;
  return pendingWords(view.pending, view.phase);
}

/**
 * Atlandice's words for `@tabula/core/ui`: actions, events as a seat received them, the banner,
 * and the groups of a long list (by action type; no second level: Atlandice's lists are short).
 *
 * ```ts
 * atlandiceWords.action({ type: 'visit', sector: 2 });                     // 'take a die from the Library'
 * atlandiceWords.event({ type: 'firstPlayer', seat: 1 }, 0);               // 'Seat 2 became the first player'
 * ```
 */
export const atlandiceWords: GameWords<AtlandiceView, AtlandiceAction, AtlandiceEvent> = {
  action: (action) => actionWords(action),
  event: (event, viewer, view, names) => eventWords(event, viewer, view, names),
  banner,
  group: (action) => GROUPS[action.type] ?? inWords(String(action.type)),
};
