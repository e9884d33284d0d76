/**
 * Survive in the terminal: the island as a hex map (terrain faces, boats, creatures, explorer
 * counts), each seat's explorers and tiles as the viewer may see them, and the turn; actions and
 * events in the words of `@tabula/survive/ui`. Hexes are named `r5c3` (row, column of the S9 grid), as on the map. Drawn from
 * a `SurviveView` (see the game's README: `terrain[hex]`, `explorers[i]` with `value` null where
 * secret, `boats`, `creatures`, `hands[seat]` (own only), `handCounts`, `handFaces`, …).
 *
 * @module
 */
import type { Seat } from '@tabula/core';
import { actionSpecs, ROW_COLUMNS, TERRAIN_TILES, type SurviveAction, type SurviveEvent, type SurviveView } from '@tabula/survive';
import { backWords, hexGridName, surviveWordsWith } from '@tabula/survive/ui';
import { arr, compact, count, list, num, rec, seatName, show, str, table, words, type Picture } from './common';

const hex = hexGridName;

const CREATURE_MARKS: Record<string, string> = { seaSerpent: 'S', shark: 'H', whale: 'W' };

/** A tile's back (for the viewer's own tiles, whose ids it sees). */
function backOf(tile: unknown): string | undefined {
  const n = num(tile);
  return n === undefined ? undefined : (TERRAIN_TILES[n]?.back as string | undefined);
}

/** The map: one 3-character cell per hex, odd rows flush left and even rows half a cell right (S9). */
function map(v: Record<string, unknown>): string[] {
  const terrain = arr(v.terrain);
  const pieces = new Map<number, string>();
  arr(v.creatures).forEach((c) => {
    const r = rec(c);
    if (r.status === 'board' && num(r.hex) !== undefined && !pieces.has(num(r.hex)!)) pieces.set(num(r.hex)!, CREATURE_MARKS[str(r.kind) ?? ''] ?? '?');
  });
  arr(v.boats).forEach((b) => {
    const r = rec(b);
    if (r.status === 'board' && num(r.hex) !== undefined) pieces.set(num(r.hex)!, 'B');
  });
  const people = new Map<number, number>();
  arr(v.explorers).forEach((e) => {
    const r = rec(e);
    if ((r.status === 'land' || r.status === 'boat' || r.status === 'sea') && num(r.hex) !== undefined) people.set(num(r.hex)!, (people.get(num(r.hex)!) ?? 0) + 1);
  });
  const width = Math.max(...ROW_COLUMNS.map(([, last]) => last + 1));
  const lines = [`     ${Array.from({ length: width }, (_, c) => `c${c}`.padEnd(4)).join('')}`.trimEnd()];
  let index = 0;
  ROW_COLUMNS.forEach(([first, last], row) => {
    let line = `r${row}`.padEnd(4) + (row % 2 === 0 ? '  ' : '') + ' '.repeat(4 * first);
    for (let col = first; col <= last; col++, index++) {
      const t = str(terrain[index]);
      const n = people.get(index) ?? 0;
      line += `${t ? t[0] : '.'}${pieces.get(index) ?? ' '}${n ? (n > 9 ? '+' : String(n)) : ' '} `;
    }
    lines.push(line.trimEnd());
  });
  lines.push('  b/f/m beach, forest, mountain · . sea · B boat · S sea serpent · H shark · W whale · digit: explorers there');
  lines.push('  safe isles at the corners: NW beside r1c1 and r2c0, NE beside r1c10 and r2c10, SW beside r10c0 and r11c1, SE beside r10c10 and r11c10');
  return lines;
}

function draw(view: unknown, viewer: Seat | null): string[] {
  const v = rec(view);
  const active = arr(v.active).filter((s): s is number => typeof s === 'number');
  const step = v.phase === 'play' ? ` · step ${show(v.step)}${v.step === 'move' ? ` (${show(v.movesLeft)} moves left)` : ''}${v.rolled ? ` · rolled ${backWords(show(v.rolled))}` : ''}` : '';
  const lines = [`Survive · ${words(show(v.phase))}${v.turn ? ` · turn ${show(v.turn)}` : ''}${step} · to act: ${active.length ? list(active.map((s) => seatName(s, viewer))) : 'nobody'}`, ...map(v)];
  const owner = arr(v.colourOwner);
  const explorers = arr(v.explorers).map(rec);
  const hands = arr(v.hands);
  const handCounts = arr(v.handCounts);
  const handFaces = arr(v.handFaces);
  const unplacedCounts = arr(v.unplacedCounts);
  const rows: (string | number)[][] = [['seat', 'colours', 'land', 'boat', 'sea', 'saved', 'dead', 'to place', 'tiles in hand']];
  const seats = Math.max(0, ...owner.map((s) => (num(s) ?? 0) + 1));
  for (let seat = 0; seat < seats; seat++) {
    const colours = owner.flatMap((s, c) => (s === seat ? [c] : []));
    const mine = explorers.filter((e) => colours.includes(num(e.colour) ?? -1));
    const by = (status: string) => mine.filter((e) => e.status === status).length;
    const hand = arr(hands[seat]);
    const tiles =
      Array.isArray(hands[seat]) && hand.length
        ? hand.map((t) => `#${show(t)} ${backOf(t) ?? '?'}`).join(', ')
        : `${count(handCounts[seat], 'tile')}${arr(handFaces[seat]).length ? ` (${arr(handFaces[seat]).map(show).join(', ')})` : ''}`;
    rows.push([
      `${active.includes(seat) ? '▶ ' : '  '}${seatName(seat, viewer)}`,
      colours.join('+'),
      by('land'),
      by('boat'),
      by('sea'),
      by('saved'),
      by('dead'),
      colours.reduce((n, c) => n + (num(unplacedCounts[c]) ?? 0), 0),
      tiles,
    ]);
  }
  lines.push(...table(rows));
  const known = explorers.flatMap((e, id) => (e.value !== null && e.value !== undefined && (e.status === 'land' || e.status === 'boat' || e.status === 'sea' || e.status === 'saved') ? [`#${id} ${e.status === 'saved' ? `saved (${show(e.isle)})` : hex(e.hex)}: ${show(e.value)}`] : []));
  if (known.length) lines.push(`  explorer values you see: ${known.join(', ')}`);
  const unplaced = arr(v.unplaced);
  const mine = unplaced.flatMap((pool, c) => (Array.isArray(pool) && owner[c] === viewer ? [`colour ${c}: ${pool.length ? pool.join(' ') : 'none'}`] : []));
  if (mine.length && v.phase === 'placeExplorers') lines.push(`  your values to place: ${mine.join('; ')}`);
  if (v.pending) lines.push(`  decision owed: ${compact(v.pending)}`);
  if (arr(v.kills).some((k) => num(k))) lines.push(`  kills: ${arr(v.kills).map((k, s) => `${seatName(s, viewer)} ${show(k)}`).join(', ')}`);
  return lines;
}

/** The kit's words, with hexes named as the map names them (`r5c3`). */
const WORDS = surviveWordsWith({ hexName: hexGridName });

/** Survive's picture: the drawing is the terminal's; the words are the kit's (`@tabula/survive/ui`). */
export const survivePicture: Picture = {
  draw,
  action: (a, view) => (typeof a.type === 'string' && a.type in actionSpecs ? WORDS.action(a as unknown as SurviveAction, view as SurviveView | undefined) : undefined),
  group: (a) => WORDS.group(a as unknown as SurviveAction),
  subgroup: (a, view) => WORDS.subgroup?.(a as unknown as SurviveAction, view as SurviveView | undefined),
  event: (e, viewer, view) => WORDS.event(e as unknown as SurviveEvent, viewer, view as SurviveView | undefined),
};
