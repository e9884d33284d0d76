/**
 * Akrotiri in the terminal: the board as a grid of cells around Thera (tile id and rotation; cubes,
 * temples and boats), the market, the decks, each seat's things as the viewer may see them (the
 * other seat's tile, maps and goals only as counts), and the turn; actions and events in the words
 * of `@tabula/akrotiri/ui`.
 * Drawn from an `AkrotiriView` (see the game's README: `board.tiles`, `cubes`, `temples`,
 * `seats[i]` with `tile`/`maps`/`goals` null where secret, `mapCounts`, `goalCount`, `market`, …).
 *
 * @module
 */
import type { Seat } from '@tabula/core';
import type { AkrotiriAction, AkrotiriEvent, AkrotiriView } from '@tabula/akrotiri';
import { akrotiriWords, dockWords } from '@tabula/akrotiri/ui';
import { arr, compact, count, list, num, rec, seatName, show, str, table, type Picture } from './common';

/** The cell of a tile dock `x,y:a`. */
function dockCell(id: unknown): [number, number] | undefined {
  const m = /^(-?\d+),(-?\d+):/.exec(str(id) ?? '');
  return m ? [Number(m[1]), Number(m[2])] : undefined;
}

const isThera = (x: number, y: number) => (x === -1 || x === 0) && (y === -1 || y === 0);
const CELL = 7;

/** The board: two text lines per row of cells; x grows east, y grows south; Thera at (−1..0, −1..0). */
function board(v: Record<string, unknown>): string[] {
  const tiles = arr(rec(v.board).tiles).map(rec);
  const xs = [-1, 0, ...tiles.map((t) => num(t.x) ?? 0)];
  const ys = [-1, 0, ...tiles.map((t) => num(t.y) ?? 0)];
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const key = (x: number, y: number) => `${x},${y}`;
  const label = new Map(tiles.map((t) => [key(num(t.x) ?? 0, num(t.y) ?? 0), `${show(t.tile)}/${show(t.rotation)}`]));
  const marks = new Map<string, string>();
  const mark = (x: unknown, y: unknown, m: string) => {
    if (typeof x !== 'number' || typeof y !== 'number') return;
    marks.set(key(x, y), (marks.get(key(x, y)) ?? '') + m);
  };
  const cubes = new Map<string, number>();
  for (const c of arr(v.cubes).map(rec)) if (typeof c.x === 'number' && typeof c.y === 'number') cubes.set(key(c.x, c.y), (cubes.get(key(c.x, c.y)) ?? 0) + 1);
  for (const [k, n] of cubes) marks.set(k, `${n}c`);
  for (const t of arr(v.temples).map(rec)) mark(t.x, t.y, `T${(num(t.seat) ?? -1) + 1}`);
  arr(v.seats).forEach((s, seat) => {
    const at = dockCell(rec(s).boat);
    if (at) mark(at[0], at[1], `B${seat + 1}`);
  });
  const lines = [`     ${Array.from({ length: x1 - x0 + 1 }, (_, i) => `x=${x0 + i}`.padEnd(CELL)).join('')}`.trimEnd()];
  for (let y = y0; y <= y1; y++) {
    let top = `y=${y}`.padEnd(5);
    let bottom = ' '.repeat(5);
    for (let x = x0; x <= x1; x++) {
      const k = key(x, y);
      const name = isThera(x, y) ? (x === -1 && y === -1 ? 'THERA' : '') : (label.get(k) ?? (marks.has(k) ? '?' : '·'));
      top += name.padEnd(CELL);
      bottom += (marks.get(k) ?? '').padEnd(CELL);
    }
    lines.push(top.trimEnd(), bottom.trimEnd());
  }
  lines.push('  a cell: tile id/quarter turns; below it: Nc cubes, Tn temple of Seat n, Bn boat of Seat n');
  return lines;
}

/** Per-tier counts as `easy 1, normal 2`. */
function tiers(value: unknown): string {
  const entries = Object.entries(rec(value)).filter(([, n]) => typeof n === 'number');
  return entries.length ? entries.map(([t, n]) => `${t} ${show(n)}`).join(', ') : '—';
}

function draw(view: unknown, viewer: Seat | null): string[] {
  const v = rec(view);
  const turn = rec(v.turn);
  const active = arr(v.active).filter((s): s is number => typeof s === 'number');
  const head = `Akrotiri · ${show(v.phase)}${v.variant === 'strategic' ? ' · strategic variant' : ''}${turn.number !== undefined ? ` · turn ${show(turn.number)}: ${seatName(turn.seat, viewer)}, actions ${show(turn.used)} of ${show(turn.allowed)}${turn.oracle ? ', Oracle used' : ''}` : ''} · to act: ${active.length ? list(active.map((s) => seatName(s, viewer))) : 'nobody'}`;
  const lines = [head, ...board(v)];
  lines.push(`  market: ${Object.entries(rec(v.market)).map(([c, n]) => `${c} ${show(n)}`).join(', ') || '—'}`);
  lines.push(`  decks: ${count(v.tileDeck, 'tile')} (${count(arr(v.tileDiscards).length, 'discard')}); maps ${tiers(v.mapDecks)}; ${count(v.goalDeck, 'goal')}${arr(v.revealedGoals).length ? `; revealed goals ${arr(v.revealedGoals).map(show).join(' ')}` : ''}`);
  const rows: (string | number)[][] = [['seat', 'drachmas', 'boat', 'cargo', 'temples left', 'tile in hand', 'maps', 'goals', 'excavated']];
  arr(v.seats).forEach((s, seat) => {
    const p = rec(s);
    const tile = p.tile !== null && p.tile !== undefined ? `${show(p.tile)}${p.tileFaceUp ? ' (face up)' : ''}` : p.hasTile ? 'one, face down' : 'none';
    const maps = Array.isArray(p.maps) ? p.maps.map(show).join(' ') || 'none' : tiers(p.mapCounts);
    const open = arr(p.openGoals).map(show);
    const goals = Array.isArray(p.goals) ? p.goals.map(show).join(' ') || 'none' : `${count(p.goalCount, 'card')}${open.length ? ` (open: ${open.join(' ')})` : ''}`;
    rows.push([
      `${active.includes(seat) ? '▶ ' : '  '}${seatName(seat, viewer)}`,
      num(p.drachmas) ?? 0,
      typeof p.boat === 'string' ? dockWords(p.boat) : '—',
      arr(p.cargo).map(show).join(' ') || '—',
      num(p.templesLeft) ?? 0,
      tile,
      maps,
      goals,
      arr(p.excavated).map(show).join(' ') || '—',
    ]);
  });
  lines.push(...table(rows));
  if (v.pending) lines.push(`  decision owed: ${compact(v.pending)}`);
  const final = arr(v.final);
  if (final.length) lines.push(`  final scores: ${final.map((f, s) => `${seatName(s, viewer)} ${show(rec(f).total)}`).join(', ')}`);
  return lines;
}

/** Akrotiri's picture, and its words from the kit (`@tabula/akrotiri/ui`). */
export const akrotiriPicture: Picture = {
  draw,
  action: (a, view) => akrotiriWords.action(a as unknown as AkrotiriAction, view as AkrotiriView | undefined),
  group: (a) => akrotiriWords.group(a as unknown as AkrotiriAction),
  subgroup: (a, view) => akrotiriWords.subgroup?.(a as unknown as AkrotiriAction, view as AkrotiriView | undefined),
  event: (e, viewer, view) => akrotiriWords.event(e as unknown as AkrotiriEvent, viewer, view as AkrotiriView | undefined),
};
