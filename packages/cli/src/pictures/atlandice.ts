/**
 * Atlandice in the terminal: the six sectors with their dice, resources and tiles, the submarine,
 * the clock, and each holder's resources, points and tiles; actions and events in the words of
 * `@tabula/atlandice/ui`. Drawn from an `AtlandiceView` (see the game's README: `sectors[s − 1][r]`, `stock[holder][r]`, `vp`,
 * `stacks[s − 1].top`, `dice[s − 1]`, `neutral`, `pending`, …).
 *
 * @module
 */
import type { Seat } from '@tabula/core';
import { seatLabel } from '@tabula/core/ui';
import { actionSpecs, RESOURCES, SECTOR_NAMES, type AtlandiceAction, type AtlandiceEvent, type AtlandiceView, type Sector } from '@tabula/atlandice';
import { atlandiceWords, clockEventWords, holderName, sectorName } from '@tabula/atlandice/ui';
import { arr, compact, num, rec, seatName, show, table, type Picture } from './common';

/** `you`, `Seat 2` or `the neutral player` for a holder. */
function holder(h: unknown, viewer: Seat | null, view: unknown): string {
  return holderName(h, viewer, rec(view) as Pick<AtlandiceView, 'neutral'>);
}

/** The next clock event after space `clock` on `track`, in words. */
function nextClockEvent(track: unknown[], clock: number): string {
  for (let i = clock + 1; i < track.length; i++) {
    if (track[i] !== null && track[i] !== undefined) return `next: ${clockEventWords(track[i] as never)} at ${i}`;
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
      `${s + 1} ${SECTOR_NAMES[(s + 1) as Sector]}${num(v.submarine) === s + 1 ? ' (sub)' : ''}`,
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
      `${active.includes(h) ? '▶ ' : '  '}${name === 'you' ? `you (${seatLabel(h)})` : name}`,
      num(vp[h]) ?? 0,
      ...RESOURCES.map((_, r) => (num(arr(st)[r]) ? num(arr(st)[r])! : '·')),
      arr(won[h]).map(show).join(' ') || '—',
    ]);
  });
  lines.push(...table(hrows));
  const visit = rec(v.visit);
  if (visit.sector !== undefined) lines.push(`  visiting: ${seatName(visit.seat, viewer)} at ${sectorName(visit.sector)}${visit.holder !== visit.seat ? ` for ${holder(visit.holder, viewer, v)}` : ''}`);
  if (v.pending) lines.push(`  decision owed: ${compact(v.pending)}`);
  const out = arr(v.outOfGame);
  if (out.some((x) => num(x))) lines.push(`  out of the game: ${RESOURCES.map((r, i) => `${r} ${num(out[i]) ?? 0}`).join(', ')}`);
  return lines;
}

/** Atlandice's picture: the drawing is the terminal's; the words are the kit's (`@tabula/atlandice/ui`). */
export const atlandicePicture: Picture = {
  draw,
  action: (a) => (typeof a.type === 'string' && a.type in actionSpecs ? atlandiceWords.action(a as unknown as AtlandiceAction) : undefined),
  group: (a) => atlandiceWords.group(a as unknown as AtlandiceAction),
  event: (e, viewer, view) => atlandiceWords.event(e as unknown as AtlandiceEvent, viewer, view as AtlandiceView | undefined),
};
