/**
 * Akrotiri in the terminal: the board as a grid of cells around Thera (tile id and rotation; cubes,
 * temples and boats), the market, the decks, each seat's things as the viewer may see them (the
 * other seat's tile, maps and goals only as counts), and the turn; actions and events in words.
 * Drawn from an `AkrotiriView` (see the game's README: `board.tiles`, `cubes`, `temples`,
 * `seats[i]` with `tile`/`maps`/`goals` null where secret, `mapCounts`, `goalCount`, `market`, …).
 *
 * @module
 */
import type { Seat } from '@tabula/core';
import { arr, compact, count, genericEvent, list, num, rec, secretNote, seatName, show, str, table, words, type Picture } from './common';

/** `Thera north`, `dock a of (1, -2)`. */
function dock(id: unknown): string {
  const s = str(id);
  if (!s) return `dock ${show(id)}`;
  const thera = /^thera:(.+)$/.exec(s);
  if (thera) return `Thera ${thera[1]}`;
  const m = /^(-?\d+),(-?\d+):(.+)$/.exec(s);
  return m ? `dock ${m[3]} of (${m[1]}, ${m[2]})` : s;
}

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
  for (const t of arr(v.temples).map(rec)) mark(t.x, t.y, `T${show(t.seat)}`);
  arr(v.seats).forEach((s, seat) => {
    const at = dockCell(rec(s).boat);
    if (at) mark(at[0], at[1], `B${seat}`);
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
  lines.push('  a cell: tile id/quarter turns; below it: Nc cubes, Ts temple of seat s, Bs boat of seat s');
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
      p.boat ? dock(p.boat) : '—',
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

function action(a: Record<string, unknown>): string | undefined {
  switch (a.type) {
    case 'placeTile':
      return `place the tile in hand at (${show(a.x)}, ${show(a.y)}), turned ${show(a.rotation)} quarter turn${a.rotation === 1 ? '' : 's'}`;
    case 'placeCube':
      return `put a ${show(a.color)} cube on the ${show(a.quadrant)} quarter`;
    case 'keepGoal':
      return `keep goal ${show(a.goal)}`;
    case 'takeGoal':
      return `take revealed goal ${show(a.goal)}`;
    case 'placeBoat':
      return `put the boat at ${dock(a.dock)}`;
    case 'move':
      return `move the boat to ${dock(a.to)}`;
    case 'load':
      return `load a ${show(a.color)} cube`;
    case 'excavate':
      return `excavate with map ${show(a.map)} at (${show(a.x)}, ${show(a.y)}) ${show(a.quadrant)}`;
    case 'buyMaps':
      return `buy map cards: ${arr(a.tiers).map(show).join(' + ')}`;
    case 'oracle':
      return `consult the Oracle for a ${show(a.icon)}`;
    case 'sell':
      return `sell a ${show(a.color)} cube`;
    case 'unload':
      return `unload a ${show(a.color)} cube`;
    case 'endTurn':
      return 'end the turn';
    default:
      return undefined;
  }
}

const TYPE_NAMES: Record<string, string> = {
  placeTile: 'place the tile in hand',
  placeCube: 'place a cube',
  keepGoal: 'keep a goal',
  takeGoal: 'take a goal',
  placeBoat: 'place the boat',
  move: 'move the boat',
  load: 'load a cube',
  excavate: 'excavate',
  buyMaps: 'buy map cards',
  oracle: 'consult the Oracle',
  sell: 'sell a cube',
  unload: 'unload a cube',
  endTurn: 'end the turn',
};

function subgroup(a: Record<string, unknown>): string | undefined {
  switch (a.type) {
    case 'placeTile':
      return `cell (${show(a.x)}, ${show(a.y)})`;
    case 'excavate':
      return `map ${show(a.map)}`;
    case 'placeCube':
      return `${show(a.color)} cube`;
    default:
      return undefined;
  }
}

function event(e: Record<string, unknown>, viewer: Seat | null): string | undefined {
  const who = seatName(e.seat, viewer);
  const note = secretNote(e, viewer);
  switch (e.type) {
    case 'tilesReshuffled':
      return `${show(e.tiles)} discarded tiles were shuffled into a new deck`;
    case 'tileDrawn':
      return `${who} drew ${e.tile !== undefined ? `tile ${show(e.tile)}` : 'a tile'}${note}`;
    case 'tilePlaced':
      return `${who} placed tile ${show(e.tile)} at (${show(e.x)}, ${show(e.y)}), turned ${show(e.rotation)}`;
    case 'cubePlaced':
      return `${who} put a ${show(e.color)} cube on (${show(e.x)}, ${show(e.y)}) ${show(e.quadrant)}`;
    case 'cubeSkipped':
      return `no ${e.cube === 1 ? 'first' : e.cube === 2 ? 'second' : ''} cube placed${e.reason ? ` (${words(show(e.reason))})` : ''}`;
    case 'mapDrawn':
      return `${who} took ${e.map !== undefined ? `map card ${show(e.map)}` : 'a map card'}${e.tier ? ` (${show(e.tier)})` : ''}${note}`;
    case 'goalsDrawn':
      return `${who} drew ${arr(e.goals).length ? `goal cards ${arr(e.goals).map(show).join(' ')}` : count(e.count, 'goal card')}${note}`;
    case 'goalKept':
      return `${who} kept a goal card${num(e.returned) ? ` and returned ${count(e.returned, 'card')}` : ''}`;
    case 'goalTaken':
      return `${who} took revealed goal ${show(e.goal)}`;
    case 'goalsRevealed':
      return `goal cards revealed: ${arr(e.goals).map(show).join(' ')}`;
    case 'boatPlaced':
      return `${who} put a boat at ${dock(e.dock)}`;
    case 'turnStarted':
      return `turn ${show(e.number)}: ${e.seat === viewer ? 'your' : `${who}'s`} turn, ${count(e.actions, 'action')}`;
    case 'boatMoved':
      return `${who} moved a boat from ${dock(e.from)} to ${dock(e.to)} by ${show(e.by)}`;
    case 'cubeLoaded':
      return `${who} loaded a ${show(e.color)} cube`;
    case 'cubeUnloaded':
      return `${who} unloaded a ${show(e.color)} cube on (${show(e.x)}, ${show(e.y)}) ${show(e.quadrant)}`;
    case 'cubeSold':
      return `${who} sold a ${show(e.color)} cube for ${show(e.price)}`;
    case 'mapsBought':
      return `${who} bought map cards (${arr(e.tiers).map(show).join(' + ')}) for ${show(e.paid)}`;
    case 'templeExcavated':
      return `${who} excavated a temple with map ${show(e.map)} at (${show(e.x)}, ${show(e.y)}) ${show(e.quadrant)}, paying ${show(e.cost)}`;
    case 'rewardRevealed':
      return `${who} uncovered a reward: ${compact(e.reward) || show(e.reward)}`;
    case 'oracleConsulted':
      return `${who} consulted the Oracle for a ${show(e.icon)}: kept ${show(e.kept)}${arr(e.discarded).length ? `, discarded ${arr(e.discarded).map(show).join(' ')}` : ''}`;
    case 'turnEnded':
      return `${who} ended the turn`;
    case 'endTriggered':
      return `the end is near (${words(show(e.why))}): the round is completed`;
    case 'gameEnded':
      return `the game ended: scores ${arr(e.scores).map(show).join(', ')}; ${arr(e.winners).length ? `${list(arr(e.winners).map((w) => seatName(w, viewer)))} won` : 'nobody won'}`;
    default:
      return typeof e.type === 'string' ? genericEvent(e, viewer) : undefined;
  }
}

/** Akrotiri's picture and words. */
export const akrotiriPicture: Picture = {
  draw,
  action,
  typeName: (type) => TYPE_NAMES[type] ?? words(type),
  subgroup,
  event,
};
