/** S6: red tiles played from the hand in step 1 (dolphin, winds, move serpent/shark/whale). */
import { mutable, reject, type Seat } from '@tabula/core';
import { TERRAIN_TILES, TILE_BACK_CLASS, TILE_MOVES, type Creature, type TileBack } from '../data/tiles';
import { SurviveErrors as E, type SurviveRejection } from '../errors';
import { HEX_COUNT, isSeaUnchecked, seaWithin, type HexIndex } from '../geometry';
import type { SurviveState } from '../state';
import { CREATURE_BIT, NO_BOAT, occupancy, vacantIn, type Occupancy } from './occupancy';
import { controls, creatureToChange, enterSea, isVacant, moveBoat, ownerOf, type Emit } from './pieces';
import { landOf } from './plain';

/** The creature a "move creature" back moves. */
export const MOVED_BY: Partial<Record<TileBack, Creature>> = { moveSeaSerpent: 'seaSerpent', moveShark: 'shark', moveWhale: 'whale' };

/**
 * S6 move serpent/shark/whale: the vacant sea hexes (no explorer, boat or creature), ascending:
 * where any creature the tile moves may go.
 */
export function vacantSeaHexes(s: SurviveState, occ: Occupancy = occupancy(s)): HexIndex[] {
  const out: HexIndex[] = [];
  const land = landOf(s);
  for (let hex = 0; hex < HEX_COUNT; hex++) if (isSeaUnchecked(hex, land) && vacantIn(occ, hex)) out.push(hex);
  return out;
}

/**
 * S6 dolphin: a swimmer moves 1–3 sea spaces. [D] It follows S3.6: it may end where a serpent or
 * shark is (and dies) but not pass through such a space; it uses no movement point and is not the
 * swimmer's one sea move.
 */
export function dolphinDestinations(s: SurviveState, explorer: number, occ: Occupancy = occupancy(s)): HexIndex[] {
  const e = s.explorers[explorer]!;
  const deadly = CREATURE_BIT.seaSerpent | CREATURE_BIT.shark;
  return seaWithin(e.hex, TILE_MOVES.dolphin.max, landOf(s), (h) => (occ.creatures[h]! & deadly) === 0);
}

/**
 * S6 winds: a boat you control (so one with your explorers aboard) goes 1–3 sea spaces. [D] It
 * never enters a space holding another boat, and may end, but not pass, where a serpent or whale
 * is (S3.6).
 */
export function windsDestinations(s: SurviveState, boat: number, occ: Occupancy = occupancy(s)): HexIndex[] {
  const b = s.boats[boat]!;
  const wrecks = CREATURE_BIT.seaSerpent | CREATURE_BIT.whale;
  const free = (h: HexIndex) => occ.boat[h] === NO_BOAT;
  const through = (h: HexIndex) => (occ.creatures[h]! & wrecks) === 0;
  // Boats block the way: only free spaces are entered at all.
  return seaWithin(b.hex!, TILE_MOVES.winds.max, landOf(s), (h) => free(h) && through(h)).filter(free);
}

/** S2 step 1, S6: why a tile may not be played now at all. */
export function checkTileInHand(s: SurviveState, seat: Seat, tile: number): SurviveRejection | undefined {
  if (s.tilePlayed) return reject(E.TILE_NOT_PLAYABLE, 'a red tile was already played this turn (S2)');
  if (!s.hands[seat]!.includes(tile)) return reject(E.TILE_NOT_PLAYABLE, `you do not hold tile ${tile}`);
  const back = TERRAIN_TILES[tile]!.back;
  if (TILE_BACK_CLASS[back] !== 'red') return reject(E.TILE_NOT_PLAYABLE, `tile ${tile} is a defence tile, played only on another player's turn (S6)`);
  return undefined;
}

/** S6: why the tile may not move this piece (whatever the destination). */
export function checkTilePiece(s: SurviveState, seat: Seat, back: TileBack, piece: number): SurviveRejection | undefined {
  if (back === 'dolphin') {
    const e = s.explorers[piece];
    if (!e || e.status !== 'sea' || ownerOf(s, piece) !== seat) return reject(E.BAD_TARGET, `the dolphin moves one of your swimmers; explorer ${piece} is not one (S6)`);
    return undefined;
  }
  if (back === 'winds') {
    // "A Ship you control": an empty boat has no controller (S3.5), so the winds never move one.
    const b = s.boats[piece];
    if (!b || b.status !== 'board' || b.passengers.length === 0 || !controls(s, seat, piece)) {
      return reject(E.BAD_TARGET, `the winds move a boat you control, with explorers aboard; boat ${piece} is not one (S6)`);
    }
    return undefined;
  }
  const kind = MOVED_BY[back]!;
  const c = s.creatures[piece];
  if (!c || c.kind !== kind || c.status !== 'board') return reject(E.BAD_TARGET, `this tile moves a ${kind} on the board; creature ${piece} is not one (S6)`);
  return undefined;
}

/**
 * S6: where the tile may move the piece (checked by {@link checkTilePiece}). Pass `occ` to reuse
 * an index of the state (see `./occupancy`) across several pieces.
 */
export function tileDestinations(s: SurviveState, back: TileBack, piece: number, occ: Occupancy = occupancy(s)): HexIndex[] {
  if (back === 'dolphin') return dolphinDestinations(s, piece, occ);
  if (back === 'winds') return windsDestinations(s, piece, occ);
  return vacantSeaHexes(s, occ);
}

/** S2 step 1, S6: why this red tile play is refused. */
export function checkPlayTile(s: SurviveState, seat: Seat, tile: number, piece: number, to: HexIndex): SurviveRejection | undefined {
  const bad = checkTileInHand(s, seat, tile);
  if (bad) return bad;
  const back = TERRAIN_TILES[tile]!.back;
  const badPiece = checkTilePiece(s, seat, back, piece);
  if (badPiece) return badPiece;
  if (back === 'dolphin' || back === 'winds') {
    if (!tileDestinations(s, back, piece).includes(to)) {
      return reject(E.BAD_TARGET, back === 'dolphin' ? `the dolphin moves a swimmer 1–3 sea spaces, not through a serpent or shark: hex ${to} is out of reach (S6)` : `the winds move a boat 1–3 sea spaces to a space without a boat: hex ${to} is out of reach (S6)`);
    }
    return undefined;
  }
  if (landOf(s)[to] === true || !isVacant(s, to)) return reject(E.BAD_TARGET, `hex ${to} is not a vacant sea space (no explorer, boat or creature) (S6)`);
  return undefined;
}

/** S6: the red tile is revealed, leaves the game, and moves its piece. */
export function playTile(s: SurviveState, seat: Seat, tile: number, piece: number, to: HexIndex, emit: Emit): void {
  const hand = mutable(mutable(s, 'hands'), seat)!;
  hand.splice(hand.indexOf(tile), 1);
  mutable(s, 'discard').push(tile);
  s.tilePlayed = true;
  const back = TERRAIN_TILES[tile]!.back;
  emit({ type: 'tilePlayed', seat, tile, back });
  if (back === 'dolphin') {
    const e = s.explorers[piece]!;
    emit({ type: 'explorerMoved', explorer: piece, how: 'dolphin', from: e.hex, to, boat: null });
    enterSea(s, piece, to, emit);
  } else if (back === 'winds') {
    moveBoat(s, piece, to, 'winds', emit);
  } else {
    const c = creatureToChange(s, piece);
    emit({ type: 'creatureMoved', creature: piece, kind: c.kind, from: c.hex!, to, by: 'tile' });
    c.hex = to;
  }
}
