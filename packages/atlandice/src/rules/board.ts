/**
 * The board: sectors, tiles, dice placement (A1, A3), and the rows the rules change.
 *
 * The rules read the state as plain data. Under `apply` they run on core's work copy
 * (`applyMode: 'work'`), whose parts are the frozen parts of the state before the action: a part
 * they change is first taken through core's `mutable` (here, {@link sectorToChange} and
 * {@link stockToChange} for the tables' rows), which copies it once for the action.
 */
import { mutable } from '@tabula/core';
import { BLACK_MARKET, RESOURCES, resourceOf, type Sector } from '../data/resources';
import { EXHAUSTED_DISTRICT_CLOCK, type TileId } from '../data/tiles';
import type { AtlandiceState, Holder } from '../state';

/** Resources on a sector, by type (`s.sectors[sector − 1]`), to change in place. */
export function sectorToChange(s: AtlandiceState, sector: Sector): number[] {
  return mutable(mutable(s, 'sectors'), sector - 1);
}

/** A holder's resources, by type (`s.stock[holder]`), to change in place. */
export function stockToChange(s: AtlandiceState, holder: Holder): number[] {
  return mutable(mutable(s, 'stock'), holder);
}

/** The top tile of a district, if its stack is not exhausted. The Black Market has none. */
export function topTile(s: AtlandiceState, sector: Sector): TileId | undefined {
  return sector === BLACK_MARKET ? undefined : s.stacks[sector - 1]![0];
}

/** Whether a sector is a district with a tile in play (so it can receive and give resources). */
export function isOpenDistrict(s: AtlandiceState, sector: Sector): boolean {
  return sector !== BLACK_MARKET && s.stacks[sector - 1]!.length > 0;
}

/**
 * Whether a sector holds no resources. It stops at the first it finds: the rules ask it of every
 * district in play after each visit (A5.1), and a row is a frozen array, read entry by entry
 * several times slower than a plain one.
 */
export function isEmptySector(s: AtlandiceState, sector: Sector): boolean {
  return !holdsSome(s.sectors[sector - 1]!);
}

/** Whether a row of resources (by type) holds at least one: it stops at the first. */
export function holdsSome(row: readonly number[]): boolean {
  for (let r = 0; r < RESOURCES.length; r++) if (row[r]! > 0) return true;
  return false;
}

/**
 * Resources in a row of a table (a sector's, a holder's), all types together. An index loop: V8
 * runs `reduce` over a frozen array (a state's, under `apply`) many times slower.
 */
export function total(row: readonly number[]): number {
  let n = 0;
  for (let r = 0; r < RESOURCES.length; r++) n += row[r]!;
  return n;
}

/** The first sector, in order, beside which a die lies (`undefined` if none does). */
export function firstSectorWithDice(s: AtlandiceState): Sector | undefined {
  const dice = s.dice;
  for (let i = 0; i < dice.length; i++) if (dice[i]! > 0) return (i + 1) as Sector;
  return undefined;
}

/** A3.1: the sector a die face goes beside: its district, or the Black Market for a 6 or an exhausted category. */
export function placeDie(s: Pick<AtlandiceState, 'exhausted'>, face: number): Sector {
  if (face === BLACK_MARKET || s.exhausted[resourceOf(face as Sector)]) return BLACK_MARKET;
  return face as Sector;
}

/**
 * A6.1: clock symbols of a sector: the Black Market's, its top tile's, or none beside a district
 * exhausted this round (its last tile is gone; its dice move to the Black Market at the next gates).
 */
export function clockSymbols(s: AtlandiceState, sector: Sector): number {
  if (sector === BLACK_MARKET) return s.blackMarketClock;
  const tile = topTile(s, sector);
  return tile === undefined ? EXHAUSTED_DISTRICT_CLOCK : s.tileClocks[tile];
}

/** The last space of the clock track (A6.4). */
export function lastSpace(s: AtlandiceState): number {
  return s.track.length - 1;
}

/** Number of holders: the seats, plus the neutral player in a 2-player game. */
export function holderCount(s: AtlandiceState): number {
  return s.stock.length;
}

/** Holders in tie-break order: seats from the start player, then the neutral player (A5.3, our ruling for A9). */
export function holderOrder(s: AtlandiceState): number[] {
  const order: number[] = [];
  for (let i = 0; i < s.players; i++) order.push((s.startPlayer + i) % s.players);
  if (s.neutral !== null) order.push(s.neutral);
  return order;
}
