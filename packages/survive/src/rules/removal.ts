/** S4: removing a terrain tile, and the green backs that resolve at once (S6). */
import { mutable, reject, type Seat } from '@tabula/core';
import { BOAT_CAPACITY } from '../data/rules';
import { TERRAINS, TERRAIN_TILES, TILE_BACK_CLASS, type Terrain } from '../data/tiles';
import { SurviveErrors as E, type SurviveRejection } from '../errors';
import { LAND_SLOT_LIST, isCoastal, seaNeighbours, type HexIndex } from '../geometry';
import type { SurviveState } from '../state';
import { creatureToChange, destroyBoat, explorerToChange, explorersOnLand, kill, putAboard, swimmersAt, type Emit } from './pieces';
import { erupt } from './end';
import { boardOf, landOf } from './plain';

/** The terrain of the tile on a hex, or null on sea. */
export const terrainAt = (s: SurviveState, hex: HexIndex): Terrain | null => {
  const tile = s.board[hex];
  return tile === null || tile === undefined ? null : TERRAIN_TILES[tile]!.terrain;
};

/** Each tile's terrain as its rank in {@link TERRAINS} (0: lowest, removed first), by tile id. */
const TERRAIN_RANK: readonly number[] = TERRAIN_TILES.map((t) => TERRAINS.indexOf(t.terrain));

/**
 * S4.1: the tiles that may be removed now: of the lowest terrain still on the island, those touching
 * the sea; if none of that terrain touches the sea (a beach walled in by forest and mountain), any
 * of that terrain. Ascending.
 */
export function removableTiles(s: SurviveState): HexIndex[] {
  // One pass: keep the tiles of the lowest terrain seen so far, and which of them touch the sea.
  let lowest = TERRAINS.length;
  let all: HexIndex[] = [];
  let coast: HexIndex[] = [];
  const board = boardOf(s);
  const land = landOf(s);
  for (const hex of LAND_SLOT_LIST) {
    const tile = board[hex];
    if (tile === null || tile === undefined) continue;
    const rank = TERRAIN_RANK[tile]!;
    if (rank > lowest) continue;
    if (rank < lowest) {
      lowest = rank;
      all = [];
      coast = [];
    }
    all.push(hex);
    if (isCoastal(hex, land)) coast.push(hex);
  }
  return coast.length > 0 ? coast : all;
}

/** Whether any terrain tile is left (S7, S8 challenge 4). */
export function islandLeft(s: SurviveState): boolean {
  const land = landOf(s);
  for (const hex of LAND_SLOT_LIST) if (land[hex] === true) return true;
  return false;
}

/** S4.1: why a tile may not be removed now. */
export function checkRemove(s: SurviveState, hex: HexIndex): SurviveRejection | undefined {
  const ok = removableTiles(s);
  if (ok.includes(hex)) return undefined;
  const what = terrainAt(s, hex);
  return reject(
    E.TILE_NOT_REMOVABLE,
    what === null
      ? `hex ${hex} holds no terrain tile; removable now: ${ok.join(', ')} (S4.1)`
      : `the ${what} at hex ${hex} may not be removed yet: remove the lowest terrain touching the sea first, now hex ${ok.join(', ')} (S4.1)`,
  );
}

/**
 * S4.2: the tile leaves; its explorers become swimmers there. Green backs resolve at once, in
 * public (S6); red and defence backs go secretly into the remover's hand (a private `tileRemoved`). Returns whether the
 * volcano erupted (destroying the rest of the island and the explorers not on a safe isle) and ends the game (S7.1).
 */
export function removeTile(s: SurviveState, seat: Seat, hex: HexIndex, emit: Emit): 'volcano' | undefined {
  const tile = s.board[hex]!;
  const { terrain, back } = TERRAIN_TILES[tile]!;
  const fallen = explorersOnLand(s, hex);
  mutable(s, 'board')[hex] = null;
  mutable(s, 'land')[hex] = false;
  for (const id of fallen) explorerToChange(s, id).status = 'sea';
  const green = TILE_BACK_CLASS[back] === 'green';
  // One event: public with its back for a green tile; for a kept one, private to the remover.
  emit(green ? { type: 'tileRemoved', seat, hex, terrain, tile, back } : { type: 'tileRemoved', seat, hex, terrain, tile, back, audience: [seat] });
  if (fallen.length > 0) emit({ type: 'explorersAdrift', explorers: fallen, hex });
  if (!green) {
    mutable(mutable(s, 'hands'), seat)!.push(tile);
    return undefined;
  }
  mutable(s, 'discard').push(tile);
  switch (back) {
    case 'shark':
    case 'whale':
      placeCreature(s, back, hex, emit);
      return undefined;
    case 'boat':
      launchBoat(s, hex, emit);
      return undefined;
    case 'whirlpool':
      whirlpool(s, hex, emit);
      return undefined;
    case 'volcano':
      // S8 challenges 2 and 4: the volcano acts as a whirlpool.
      if (s.options.toTheLast || s.options.atlantisSubmerged) {
        whirlpool(s, hex, emit);
        return undefined;
      }
      erupt(s, hex, emit);
      return 'volcano';
    default:
      return undefined;
  }
}

/** S6 shark and whale backs: one from the supply on the hex [D: nothing if none is left]; a shark kills the swimmers there. */
function placeCreature(s: SurviveState, kind: 'shark' | 'whale', hex: HexIndex, emit: Emit): void {
  const creature = s.creatures.findIndex((c) => c.kind === kind && c.status === 'supply');
  if (creature < 0) {
    emit({ type: 'supplyEmpty', piece: kind });
    return;
  }
  mutable(s, 'creatures')[creature] = { kind, status: 'board', hex };
  emit({ type: 'creaturePlaced', creature, kind, hex });
  if (kind === 'shark') for (const id of swimmersAt(s, hex)) kill(s, id, 'shark', emit);
}

/**
 * S6 boat back: a boat from the supply [D: nothing if none is left] takes the swimmers there
 * aboard; with more than 3, the remover picks the 3 who board (a pending decision).
 */
function launchBoat(s: SurviveState, hex: HexIndex, emit: Emit): void {
  const boat = s.boats.findIndex((b) => b.status === 'supply');
  if (boat < 0) {
    emit({ type: 'supplyEmpty', piece: 'boat' });
    return;
  }
  mutable(s, 'boats')[boat] = { status: 'board', hex, passengers: [] };
  const swimmers = swimmersAt(s, hex);
  if (swimmers.length > BOAT_CAPACITY) {
    emit({ type: 'boatLaunched', boat, hex, aboard: [] });
    s.pending = { kind: 'boarders', boat, hex };
    return;
  }
  for (const id of swimmers) putAboard(s, id, boat);
  emit({ type: 'boatLaunched', boat, hex, aboard: swimmers });
}

/** S6: why an explorer may not be chosen to board the new boat. */
export function checkBoarder(s: SurviveState, explorer: number): SurviveRejection | undefined {
  const p = s.pending;
  if (p?.kind !== 'boarders') return reject(E.WRONG_STEP, 'no boat is waiting for boarders');
  if (!swimmersAt(s, p.hex).includes(explorer)) return reject(E.NOT_A_CANDIDATE, `explorer ${explorer} is not a swimmer at hex ${p.hex}; choose one of ${swimmersAt(s, p.hex).join(', ')}`);
  return undefined;
}

/** S6: the remover picks one swimmer to board; once the boat is full, the decision is over. */
export function chooseBoarder(s: SurviveState, explorer: number, emit: Emit): void {
  const p = s.pending as Extract<SurviveState['pending'], { kind: 'boarders' }>;
  putAboard(s, explorer, p.boat);
  emit({ type: 'boarderChosen', explorer, boat: p.boat });
  if (s.boats[p.boat]!.passengers.length >= BOAT_CAPACITY) s.pending = null;
}

/**
 * S6 whirlpool: everything in the hex and every adjacent sea hex leaves the game: swimmers,
 * creatures, boats and their passengers. Land is untouched.
 */
export function whirlpool(s: SurviveState, hex: HexIndex, emit: Emit): void {
  const area = [hex, ...seaNeighbours(hex, landOf(s))].sort((a, b) => a - b);
  emit({ type: 'whirlpool', hex, area });
  // Find what is in the area with one pass over each kind of piece, then clear it hex by hex, as
  // before: boat (with its passengers), swimmers, creatures. Clearing a piece moves no other piece
  // into the area, so the lists stay true throughout.
  const boats: number[] = [];
  const swimmers: number[] = [];
  const creatures: number[] = [];
  const allBoats = s.boats;
  for (let id = 0; id < allBoats.length; id++) {
    const b = allBoats[id]!;
    if (b.hex !== null && area.includes(b.hex) && b.status === 'board') boats.push(id);
  }
  const explorers = s.explorers;
  for (let id = 0; id < explorers.length; id++) {
    const e = explorers[id]!;
    if (area.includes(e.hex) && e.status === 'sea') swimmers.push(id);
  }
  const allCreatures = s.creatures;
  for (let id = 0; id < allCreatures.length; id++) {
    const c = allCreatures[id]!;
    if (c.hex !== null && area.includes(c.hex) && c.status === 'board') creatures.push(id);
  }
  for (const h of area) {
    for (const boat of boats) if (s.boats[boat]!.hex === h) destroyBoat(s, boat, 'whirlpool', 'die', emit);
    for (const id of swimmers) if (s.explorers[id]!.hex === h) kill(s, id, 'whirlpool', emit);
    for (const c of creatures) {
      if (s.creatures[c]!.hex !== h) continue;
      const token = creatureToChange(s, c);
      token.status = 'gone';
      token.hex = null;
      emit({ type: 'creatureRemoved', creature: c, kind: token.kind, hex: h, by: 'whirlpool' });
    }
  }
}
