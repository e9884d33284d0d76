/**
 * Survive in the terminal: the island as a hex map (terrain faces, boats, creatures, explorer
 * counts), each seat's explorers and tiles as the viewer may see them, and the turn; actions and
 * events in words. Hexes are named `r5c3` (row, column of the S9 grid), as on the map. Drawn from
 * a `SurviveView` (see the game's README: `terrain[hex]`, `explorers[i]` with `value` null where
 * secret, `boats`, `creatures`, `hands[seat]` (own only), `handCounts`, `handFaces`, …).
 *
 * @module
 */
import type { Seat } from '@tabula/core';
import { HEX_COUNT, hexOf, ROW_COLUMNS, TERRAIN_TILES } from '@tabula/survive';
import { arr, compact, count, genericEvent, list, num, rec, seatName, show, str, table, words, type Picture } from './common';

/** `r5c3` for a hex index, or the index itself if it is not one. */
function hex(h: unknown): string {
  const n = num(h);
  if (n === undefined || !Number.isInteger(n) || n < 0 || n >= HEX_COUNT) return `hex ${show(h)}`;
  const [row, col] = hexOf(n);
  return `r${row}c${col}`;
}

/** The terrain on a hex in the view, if any. */
function terrainAt(view: unknown, h: unknown): string | undefined {
  const n = num(h);
  return n === undefined ? undefined : str(arr(rec(view).terrain)[n]);
}

const CREATURE_NAMES: Record<string, string> = { seaSerpent: 'sea serpent', shark: 'shark', whale: 'whale' };
const CREATURE_MARKS: Record<string, string> = { seaSerpent: 'S', shark: 'H', whale: 'W' };

/** `shark 6` for a creature id, with its kind from the view when known. */
function creature(id: unknown, view: unknown, kind?: unknown): string {
  const k = str(kind) ?? str(rec(arr(rec(view).creatures)[num(id) ?? -1]).kind);
  return `${k ? (CREATURE_NAMES[k] ?? words(k)) : 'creature'} ${show(id)}`;
}

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
  const step = v.phase === 'play' ? ` · step ${show(v.step)}${v.step === 'move' ? ` (${show(v.movesLeft)} moves left)` : ''}${v.rolled ? ` · rolled ${CREATURE_NAMES[str(v.rolled) ?? ''] ?? show(v.rolled)}` : ''}` : '';
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

/** Where an explorer is, from the view. */
function explorerAt(view: unknown, id: unknown): string {
  const e = rec(arr(rec(view).explorers)[num(id) ?? -1]);
  return e.hex === undefined ? '' : ` (${e.status === 'boat' ? `aboard at ${hex(e.hex)}` : hex(e.hex)})`;
}

function action(a: Record<string, unknown>, view: unknown): string | undefined {
  const t = (h: unknown) => (terrainAt(view, h) ? ` (${terrainAt(view, h)})` : '');
  switch (a.type) {
    case 'placeExplorer':
      return a.value === undefined ? `place an explorer on ${hex(a.hex)}${t(a.hex)}` : `place a ${show(a.value)} on ${hex(a.hex)}${t(a.hex)}`;
    case 'placeBoat':
      return `place a boat at ${hex(a.hex)}`;
    case 'playTile': {
      const back = backOf(a.tile);
      const what = back === 'dolphin' ? `explorer ${show(a.piece)}` : back === 'winds' ? `boat ${show(a.piece)}` : creature(a.piece, view);
      return `play tile #${show(a.tile)}${back ? ` (${words(back)})` : ''}: ${what} to ${hex(a.to)}`;
    }
    case 'walk':
      return `walk explorer ${show(a.explorer)}${explorerAt(view, a.explorer)} to ${hex(a.to)}${t(a.to)}`;
    case 'swim':
      return `swim explorer ${show(a.explorer)}${explorerAt(view, a.explorer)} to ${hex(a.to)}`;
    case 'board':
      return `board explorer ${show(a.explorer)}${explorerAt(view, a.explorer)} onto boat ${show(a.boat)}`;
    case 'reachIsle':
      return `bring explorer ${show(a.explorer)}${explorerAt(view, a.explorer)} to a safe isle`;
    case 'sail': {
      const b = rec(arr(rec(view).boats)[num(a.boat) ?? -1]);
      return `sail boat ${show(a.boat)}${b.hex !== undefined && b.hex !== null ? ` from ${hex(b.hex)}` : ''} to ${hex(a.to)}`;
    }
    case 'removeTile':
      return `remove the ${terrainAt(view, a.hex) ?? ''}${terrainAt(view, a.hex) ? ' ' : ''}tile at ${hex(a.hex)}`;
    case 'chooseBoarder':
      return `let explorer ${show(a.explorer)} board the new boat`;
    case 'moveCreature': {
      const c = rec(arr(rec(view).creatures)[num(a.creature) ?? -1]);
      return `move ${creature(a.creature, view)}${c.hex !== undefined && c.hex !== null ? ` from ${hex(c.hex)}` : ''} to ${hex(a.to)}`;
    }
    case 'defend':
      return 'play a defence tile';
    case 'pass':
      return 'pass';
    default:
      return undefined;
  }
}

const TYPE_NAMES: Record<string, string> = {
  placeExplorer: 'place an explorer',
  placeBoat: 'place a boat',
  playTile: 'play a tile',
  walk: 'walk',
  swim: 'swim',
  board: 'board a boat',
  reachIsle: 'reach a safe isle',
  sail: 'sail a boat',
  removeTile: 'remove a tile',
  chooseBoarder: 'choose who boards',
  moveCreature: 'move a creature',
  defend: 'defend',
  pass: 'pass',
};

function subgroup(a: Record<string, unknown>, view: unknown): string | undefined {
  switch (a.type) {
    case 'placeExplorer':
      return `place a ${show(a.value)}`;
    case 'walk':
    case 'swim':
    case 'board':
    case 'reachIsle':
      return `explorer ${show(a.explorer)}${explorerAt(view, a.explorer)}`;
    case 'sail':
      return `boat ${show(a.boat)}`;
    case 'removeTile':
      return `${terrainAt(view, a.hex) ?? 'a'} tiles`;
    case 'moveCreature':
      return creature(a.creature, view);
    case 'playTile':
      return `tile #${show(a.tile)}${backOf(a.tile) ? ` (${words(backOf(a.tile)!)})` : ''}`;
    default:
      return undefined;
  }
}

const MOVES: Record<string, string> = { walk: 'walked', swim: 'swam', board: 'boarded', dolphin: 'swam with a dolphin' };

const CAUSES: Record<string, string> = { seaSerpent: 'a sea serpent', shark: 'a shark', whale: 'a whale', whirlpool: 'a whirlpool' };

function event(e: Record<string, unknown>, viewer: Seat | null): string | undefined {
  const who = seatName(e.seat, viewer);
  switch (e.type) {
    case 'explorerPlaced':
      return `${who} placed explorer ${show(e.explorer)} (colour ${show(e.colour)}) on ${hex(e.hex)}`;
    case 'boatPlaced':
      return `${who} placed boat ${show(e.boat)} at ${hex(e.hex)}`;
    case 'turnStarted':
      return `turn ${show(e.turn)}: ${e.seat === viewer ? 'your' : `${who}'s`} turn`;
    case 'stepSkipped':
      return `${who} ${e.seat === viewer ? 'skip' : 'skips'} the ${show(e.step)} step (nothing to do)`;
    case 'tilePlayed':
      return `${who} played tile #${show(e.tile)} (${words(show(e.back))})`;
    case 'explorerMoved':
      return `explorer ${show(e.explorer)} ${MOVES[str(e.how) ?? ''] ?? show(e.how)} from ${hex(e.from)} to ${hex(e.to)}${e.boat !== null && e.boat !== undefined ? ` (boat ${show(e.boat)})` : ''}`;
    case 'explorerSaved':
      return `explorer ${show(e.explorer)} reached the ${show(e.isle)} safe isle`;
    case 'explorerKilled':
      return `explorer ${show(e.explorer)} was killed at ${hex(e.hex)} by ${CAUSES[str(e.by) ?? ''] ?? show(e.by)}`;
    case 'explorersAdrift':
      return `explorers ${arr(e.explorers).map(show).join(', ')} are adrift at ${hex(e.hex)}`;
    case 'boatMoved':
      return `boat ${show(e.boat)} ${e.by === 'winds' ? 'was blown' : 'sailed'} from ${hex(e.from)} to ${hex(e.to)}`;
    case 'boatDestroyed':
      return `boat ${show(e.boat)} was destroyed at ${hex(e.hex)} by ${CAUSES[str(e.by) ?? ''] ?? show(e.by)}`;
    case 'tileRemoved': {
      const base = `${who} removed the ${show(e.terrain)} tile at ${hex(e.hex)}`;
      if (e.redacted === true) return `${base} and keeps it face down (secret: only ${who} knows its back)`;
      const kept = arr(e.audience).length > 0;
      return `${base}: tile #${show(e.tile)}, ${words(show(e.back))}${kept ? `, kept in ${e.seat === viewer ? 'your' : 'their'} hand${e.seat === viewer ? ' (only you see this)' : ''}` : ''}`;
    }
    case 'tileKept':
      return e.redacted === true ? `${who} kept a tile (secret)` : `${who} kept tile #${show(e.tile)} (${words(show(e.back))})`;
    case 'creaturePlaced':
      return `a ${CREATURE_NAMES[str(e.kind) ?? ''] ?? show(e.kind)} (${show(e.creature)}) appeared at ${hex(e.hex)}`;
    case 'boatLaunched':
      return `boat ${show(e.boat)} appeared at ${hex(e.hex)}${arr(e.aboard).length ? ` with explorers ${arr(e.aboard).map(show).join(', ')} aboard` : ''}`;
    case 'boarderChosen':
      return `explorer ${show(e.explorer)} boarded boat ${show(e.boat)}`;
    case 'supplyEmpty':
      return `no ${show(e.piece)} left in the supply`;
    case 'whirlpool':
      return `a whirlpool at ${hex(e.hex)} swallows everything around it`;
    case 'creatureRemoved':
      return `${creature(e.creature, undefined, e.kind)} was removed at ${hex(e.hex)} (${words(show(e.by))})`;
    case 'dieRolled':
      return `${who} rolled the creature die: ${CREATURE_NAMES[str(e.creature) ?? ''] ?? show(e.creature)}`;
    case 'creatureMoved':
      return `${creature(e.creature, undefined, e.kind)} moved from ${hex(e.from)} to ${hex(e.to)}`;
    case 'defenceOffered':
      return `${list(arr(e.seats).map((s) => seatName(s, viewer)))} may defend against the ${show(e.attack)} at ${hex(e.hex)}`;
    case 'defended':
      return `${who} played a defence tile (#${show(e.tile)}, ${words(show(e.back))})`;
    case 'defencePassed':
      return `${who} did not defend`;
    case 'volcano':
      return `the volcano erupts at ${hex(e.hex)}: the game ends`;
    case 'gameEnded':
      return `the game ended (${words(show(e.reason))}): scores ${arr(e.scores).map(show).join(', ')}; ${arr(e.winners).length ? `${list(arr(e.winners).map((w) => seatName(w, viewer)))} won` : 'nobody won'}`;
    default:
      return typeof e.type === 'string' ? genericEvent(e, viewer) : undefined;
  }
}

/** Survive's picture and words. */
export const survivePicture: Picture = {
  draw,
  action,
  typeName: (type) => TYPE_NAMES[type] ?? words(type),
  subgroup,
  event,
};
