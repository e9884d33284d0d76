/** A5: scoring emptied districts, revealing the next tile, exhausting a category. */
import { mutable, rankGroups } from '@tabula/core';
import { BLACK_MARKET, BLACK_MARKET_REFILL, DISTRICTS, RESOURCES, RESOURCES_PER_TYPE, resourceOf, type Sector, MIN_TO_RANK } from '../data/resources';
import { SECOND_PLACE_POINTS, TIED_FIRST_POINTS } from '../data/scoring';
import type { AtlandiceEvent } from '../events';
import type { AtlandiceState } from '../state';
import { holderOrder, isOpenDistrict, isEmptySector, sectorToChange } from './board';

type Emit = (e: AtlandiceEvent) => void;


/**
 * A5.1: after a visit, scores every district in play holding no resources, in sector order 1–5,
 * until none is left: a district emptied during the check (an exhausted type leaving the game,
 * A5.6) is scored in the same check. A tile revealed during the check waits for the next (A5.7).
 */
export function scoreEmptiedDistricts(s: AtlandiceState, emit: Emit): void {
  const scored: Sector[] = [];
  // Each pass scores a district not scored yet, or stops: at most one pass per district, and a last one.
  while (scored.length < DISTRICTS.length) {
    const d = firstEmptied(s, scored);
    if (d === undefined) return;
    scoreEmptiedDistrict(s, d, emit);
    scored.push(d);
  }
}

/** The first district in sector order that is in play, holds no resources and was not scored in this check. */
function firstEmptied(s: AtlandiceState, scored: readonly Sector[]): Sector | undefined {
  for (const d of DISTRICTS) if (!scored.includes(d) && isOpenDistrict(s, d) && isEmptySector(s, d)) return d;
  return undefined;
}

/** A5.2–A5.6 for one district. */
export function scoreEmptiedDistrict(s: AtlandiceState, d: Sector, emit: Emit): void {
  const r = resourceOf(d);
  const tile = mutable(mutable(s, 'stacks'), d - 1).shift()!;
  const counts = s.stock.map((row) => row[r]!);
  const [first = [], second = []] = rankGroups(counts, { min: MIN_TO_RANK, order: holderOrder(s) });
  const winner = first[0] ?? null;
  if (winner === null) mutable(s, 'tilesLost').push(tile);
  else mutable(mutable(s, 'tilesWon'), winner).push(tile);
  const tiedFirst = first.slice(1);
  const seconds = first.length === 1 ? second : [];
  emit({ type: 'districtScored', sector: d, tile, winner, tiedFirst, second: seconds });
  for (const h of tiedFirst) gain(s, h, TIED_FIRST_POINTS, 'tiedFirst', emit);
  for (const h of seconds) gain(s, h, SECOND_PLACE_POINTS, 'second', emit);

  const next = s.stacks[d - 1]![0];
  if (next !== undefined) {
    // A5.5: every holder returns that type; the Black Market is topped up to 3, the rest goes on the new tile.
    const returned = takeAll(s, 'stock', r);
    const toBlackMarket = Math.min(returned, Math.max(0, BLACK_MARKET_REFILL - s.sectors[BLACK_MARKET - 1]![r]!));
    sectorToChange(s, BLACK_MARKET)[r]! += toBlackMarket;
    sectorToChange(s, d)[r]! += returned - toBlackMarket;
    emit({ type: 'tileRevealed', sector: d, tile: next, returned, toBlackMarket, toTile: returned - toBlackMarket });
    return;
  }
  // A5.6: the category is exhausted: every resource of its type leaves the game. Its dice go to the
  // Black Market from the next gates on (the rulebook: "lors de l'étape 1"); dice already beside it stay.
  const removed = takeAll(s, 'stock', r) + takeAll(s, 'sectors', r);
  mutable(s, 'outOfGame')[r] = RESOURCES_PER_TYPE;
  mutable(s, 'exhausted')[r] = true;
  emit({ type: 'categoryExhausted', sector: d, resource: RESOURCES[r], removed });
}

/** Sets resource `r` to 0 in every row of `key` (rows holding none stay untouched); returns how many there were. */
function takeAll(s: AtlandiceState, key: 'stock' | 'sectors', r: number): number {
  let total = 0;
  for (let i = 0; i < s[key].length; i++) {
    const n = s[key][i]![r]!;
    if (n === 0) continue;
    total += n;
    mutable(mutable(s, key), i)[r] = 0;
  }
  return total;
}

/** Adds points to a holder, with an event. */
export function gain(s: AtlandiceState, holder: number, points: number, reason: Extract<AtlandiceEvent, { type: 'pointsGained' }>['reason'], emit: Emit): void {
  if (points <= 0) return;
  mutable(s, 'vp')[holder]! += points;
  emit({ type: 'pointsGained', holder, points, reason });
}
