/**
 * Atlandice in the terminal: the six sectors with their dice, resources and tiles, the submarine,
 * the clock, and each holder's resources, points and tiles; actions and events in words. Drawn
 * from an `AtlandiceView` (see the game's README: `sectors[s − 1][r]`, `stock[holder][r]`, `vp`,
 * `stacks[s − 1].top`, `dice[s − 1]`, `neutral`, `pending`, …).
 *
 * @module
 */
import type { Seat } from '@tabula/core';
import { arr, compact, genericEvent, list, num, rec, seatName, show, str, table, words, type Picture } from './common';

const RESOURCES = ['gem', 'book', 'provisions', 'tool', 'weapon'];
const SECTOR_NAMES = ['Jewelers', 'Library', 'Inn', 'Machinery', 'Forge', 'Black Market'];

/** `2 Library` for sector 2. */
function sector(s: unknown): string {
  const n = num(s);
  return n !== undefined && SECTOR_NAMES[n - 1] ? `${n} ${SECTOR_NAMES[n - 1]}` : `sector ${show(s)}`;
}

/** `you`, `seat 1` or `the neutral player` for a holder. */
function holder(h: unknown, viewer: Seat | null, view: unknown): string {
  const neutral = rec(view).neutral;
  if (typeof h === 'number' && typeof neutral === 'number' && h === neutral) return 'the neutral player';
  return seatName(h, viewer);
}

/** A clock event (`{ kind: 'inventory', resource }`, `{ kind: 'donation' }`) in words. */
function clockEvent(e: unknown): string {
  const r = rec(e);
  if (r.kind === 'donation') return 'donation';
  if (r.kind === 'inventory') return `inventory of ${r.resource === 'all' ? 'everything' : show(r.resource)}`;
  return show(e);
}

/** The next clock event after space `clock` on `track`, in words. */
function nextClockEvent(track: unknown[], clock: number): string {
  for (let i = clock + 1; i < track.length; i++) {
    if (track[i] !== null && track[i] !== undefined) return `next: ${clockEvent(track[i])} at ${i}`;
  }
  return track.length > 0 ? `the game ends at ${track.length - 1}` : '';
}

function draw(view: unknown, viewer: Seat | null): string[] {
  const v = rec(view);
  const track = arr(v.track);
  const clock = num(v.clock) ?? 0;
  const lines = [
    `Atlandice · round ${show(v.round)} · ${show(v.phase)} · clock ${clock} of ${Math.max(0, track.length - 1)} (${nextClockEvent(track, clock)}) · start player: ${seatName(v.startPlayer, viewer)}`,
  ];
  const stacks = arr(v.stacks);
  const sectors = arr(v.sectors);
  const dice = arr(v.dice);
  const exhausted = arr(v.exhausted);
  const rows: (string | number)[][] = [['sector', 'dice', 'gem', 'book', 'prov', 'tool', 'weap', 'tile']];
  for (let s = 0; s < 6; s++) {
    const st = rec(stacks[s]);
    const below = arr(st.below).map(show);
    const tile = s === 5 ? '' : st.top ? `${show(st.top)}${below.length ? ` (under: ${below.join(' ')})` : ''}` : exhausted[s] ? 'exhausted' : '—';
    const res = arr(sectors[s]);
    rows.push([
      `${s + 1} ${SECTOR_NAMES[s]}${num(v.submarine) === s + 1 ? ' (sub)' : ''}`,
      '●'.repeat(num(dice[s]) ?? 0),
      ...RESOURCES.map((_, r) => (num(res[r]) ? num(res[r])! : '·')),
      tile,
    ]);
  }
  lines.push(...table(rows));
  const stock = arr(v.stock);
  const vp = arr(v.vp);
  const won = arr(v.tilesWon);
  const active = arr(v.active);
  const hrows: (string | number)[][] = [['holder', 'VP', 'gem', 'book', 'prov', 'tool', 'weap', 'tiles won']];
  stock.forEach((st, h) => {
    const name = holder(h, viewer, v);
    hrows.push([
      `${active.includes(h) ? '▶ ' : '  '}${name === 'you' ? `you (seat ${h})` : name}`,
      num(vp[h]) ?? 0,
      ...RESOURCES.map((_, r) => (num(arr(st)[r]) ? num(arr(st)[r])! : '·')),
      arr(won[h]).map(show).join(' ') || '—',
    ]);
  });
  lines.push(...table(hrows));
  const visit = rec(v.visit);
  if (visit.sector !== undefined) lines.push(`  visiting: ${seatName(visit.seat, viewer)} at ${sector(visit.sector)}${visit.holder !== visit.seat ? ` for ${holder(visit.holder, viewer, v)}` : ''}`);
  if (v.pending) lines.push(`  decision owed: ${compact(v.pending)}`);
  const out = arr(v.outOfGame);
  if (out.some((x) => num(x))) lines.push(`  out of the game: ${RESOURCES.map((r, i) => `${r} ${num(out[i]) ?? 0}`).join(', ')}`);
  return lines;
}

function action(a: Record<string, unknown>): string | undefined {
  switch (a.type) {
    case 'visit':
      return a.forNeutral ? `give the neutral player a die from ${sector(a.sector)}` : `take a die from ${sector(a.sector)}`;
    case 'take':
      return `take a ${show(a.resource)} from ${sector(a.sector)}`;
    case 'move':
      return `move a ${show(a.resource)} from ${sector(a.from)} to ${sector(a.to)}`;
    case 'swap':
      return `swap a ${show(a.give)} on the Jewelers for a ${show(a.get)} on ${sector(a.sector)}`;
    case 'setDie':
      return `turn a die beside ${sector(a.sector)} to ${show(a.value)}`;
    case 'submarine':
      return `move the submarine to ${sector(a.sector)}`;
    case 'skip':
      return 'decline this effect (skip)';
    case 'donate':
      return `donate ${list(arr(a.pay).map(show))} for 1 VP`;
    case 'pass':
      return 'stop donating (pass)';
    default:
      return undefined;
  }
}

const TYPE_NAMES: Record<string, string> = {
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

const POINT_REASONS: Record<string, string> = {
  tiedFirst: 'tied for first',
  second: 'second place',
  inventory: 'inventory',
  donation: 'donation',
  finalMajority: 'final majority',
  finalSecond: 'final second place',
  tiles: 'tiles won',
};

function event(e: Record<string, unknown>, viewer: Seat | null, view: unknown): string | undefined {
  const h = (x: unknown) => holder(x, viewer, view);
  switch (e.type) {
    case 'gatesOpened':
      return `round ${show(e.round)}: the gates open, dice rolled ${arr(e.faces).map(show).join(' ')}`;
    case 'dieTaken':
      return `${seatName(e.seat, viewer)} took a die from ${sector(e.sector)}${e.holder !== e.seat ? ` for ${h(e.holder)}` : ''}`;
    case 'resourceTaken':
      return `${h(e.holder)} took a ${show(e.resource)} from ${sector(e.sector)}${e.reason && e.reason !== 'visit' ? ` (${show(e.reason)})` : ''}`;
    case 'nothingToTake':
      return `${h(e.holder)} found nothing to take at ${sector(e.sector)}`;
    case 'effectRoll':
      return `${show(e.tile)} effect roll for ${h(e.holder)}: ${show(e.face)}, ${e.success ? 'success' : 'no luck'}`;
    case 'jewelersChain':
      return `Jewelers chain for ${h(e.holder)}: rolled ${show(e.face)}, the visit goes on at ${sector(e.sector)}`;
    case 'resourceMoved':
      return `a ${show(e.resource)} moved from ${sector(e.from)} to ${sector(e.to)}`;
    case 'resourcesSwapped':
      return `a ${show(e.give)} on the Jewelers swapped for a ${show(e.get)} on ${sector(e.sector)}`;
    case 'dieChanged':
      return `a die beside ${sector(e.from)} turned to ${show(e.value)}, now beside ${sector(e.to)}`;
    case 'submarineMoved':
      return `the submarine moved from ${sector(e.from)} to ${sector(e.to)}`;
    case 'effectSkipped':
      return `effect ${show(e.step)} skipped (${e.why === 'noTarget' ? 'no target' : show(e.why)})`;
    case 'districtScored':
      return `${sector(e.sector)} scored: tile ${show(e.tile)} goes to ${e.winner === null || e.winner === undefined ? 'nobody' : h(e.winner)}`;
    case 'pointsGained':
      return `${h(e.holder)} gained ${show(e.points)} VP (${POINT_REASONS[str(e.reason) ?? ''] ?? show(e.reason)})`;
    case 'tileRevealed':
      return `new tile at ${sector(e.sector)}: ${show(e.tile)}`;
    case 'categoryExhausted':
      return `${show(e.resource)} is exhausted: ${show(e.removed)} left the game`;
    case 'clockAdvanced':
      return `the clock moved from ${show(e.from)} to ${show(e.to)}`;
    case 'clockEvent':
      return `clock event at ${show(e.space)}: ${clockEvent(e.event)}`;
    case 'inventory':
      return `inventory of ${e.resource === 'all' ? 'everything' : show(e.resource)}: ${arr(e.leaders).length ? list(arr(e.leaders).map(h)) : 'nobody'} ${arr(e.leaders).length > 1 ? 'lead' : 'leads'}`;
    case 'donated':
      return `${seatName(e.seat, viewer)} donated ${list(arr(e.pay).map(show))}`;
    case 'donationEnded':
      return `${seatName(e.seat, viewer)} stopped donating`;
    case 'firstPlayer':
      return `${seatName(e.seat, viewer)} ${e.seat === viewer ? 'are' : 'is'} now the first player`;
    case 'gameEnded':
      return `the game ended: scores ${arr(e.scores).map(show).join(', ')}${e.neutralScore !== null && e.neutralScore !== undefined ? ` (neutral ${show(e.neutralScore)})` : ''}; ${arr(e.winners).length ? `${list(arr(e.winners).map((w) => seatName(w, viewer)))} won` : 'no seat won'}`;
    default:
      return typeof e.type === 'string' ? genericEvent(e, viewer) : undefined;
  }
}

/** Atlandice's picture and words. */
export const atlandicePicture: Picture = {
  draw,
  action,
  typeName: (type) => TYPE_NAMES[type] ?? words(type),
  event,
};
