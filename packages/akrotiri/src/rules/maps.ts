/** K5.5: buying map cards at Thera: 1 for 1, 2 for 3, 3 for 7 drachmas in one action. */
import { mutable, type RuleContext, type Seat } from '@tabula/core';
import { BUY_PRICES } from '../data/rules';
import { TIERS, type Tier } from '../data/types';
import type { AkrotiriEvent } from '../events';
import type { AkrotiriState } from '../state';
import { seatToChange } from './change';

/** K5.5: the price of `count` map cards bought in one action (`undefined` beyond 3). */
export function mapsPrice(count: number): number | undefined {
  return BUY_PRICES[count - 1];
}

/** Whether tiers are listed easiest first (so each purchase has one spelling). */
export function tiersInOrder(tiers: readonly Tier[]): boolean {
  return tiers.every((t, i) => i === 0 || TIERS.indexOf(tiers[i - 1]!) <= TIERS.indexOf(t));
}

/** Every purchase of 1 to 3 cards, tiers easiest first. */
export function purchases(): Tier[][] {
  const out: Tier[][] = [];
  const grow = (prefix: Tier[], from: number): void => {
    for (let i = from; i < TIERS.length; i++) {
      const next = [...prefix, TIERS[i]!];
      out.push(next);
      if (next.length < BUY_PRICES.length) grow(next, i);
    }
  };
  grow([], 0);
  return out.sort((a, b) => a.length - b.length);
}

/** {@link purchases}, computed once: the `buyMaps` candidates of every turn, in order. */
export const PURCHASES: readonly (readonly Tier[])[] = purchases();

/**
 * K5.5: the first deck (easiest first) holding fewer cards than `tiers` asks of it, with how many
 * it asks, or `undefined` when every deck can serve the purchase.
 */
export function shortDeck(s: AkrotiriState, tiers: readonly Tier[]): { tier: Tier; want: number } | undefined {
  for (const tier of TIERS) {
    let want = 0;
    for (const t of tiers) if (t === tier) want++;
    if (want > s.mapDecks[tier].length) return { tier, want };
  }
  return undefined;
}

/** K5.5: one action: a card from the top of each listed deck, paying the price for that many. */
export function buyMaps(s: AkrotiriState, seat: Seat, tiers: readonly Tier[], { emit }: RuleContext<AkrotiriEvent>): void {
  const p = seatToChange(s, seat);
  const paid = mapsPrice(tiers.length)!;
  p.drachmas -= paid;
  emit({ type: 'mapsBought', seat, tiers: [...tiers], paid });
  for (const tier of tiers) {
    const map = mutable(mutable(s, 'mapDecks'), tier).shift()!;
    mutable(p, 'maps').push(map);
    emit({ type: 'mapDrawn', seat, tier, map, audience: [seat] });
  }
}
