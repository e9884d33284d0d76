/** K1.3: the market: cubes are taken from the left of each colour's row and sold back to its right. */
import { COLORS, CUBES_PER_COLOR, MARKET_PRICES, type Color } from '../data/rules';
import { mutable } from '@tabula/core';
import type { AkrotiriState } from '../state';

/** K1.3: the price a sold cube of `color` pays now: the rightmost empty space's price. */
export function salePrice(s: AkrotiriState, color: Color): number {
  const off = CUBES_PER_COLOR - s.market[color];
  return MARKET_PRICES[off - 1] ?? 0;
}

/** Cubes left on the market, all colours. */
export function marketTotal(s: AkrotiriState): number {
  const market = s.market;
  return COLORS.reduce((n, c) => n + market[c], 0);
}

/** K1.3: takes a cube of `color` from the leftmost occupied space; whether there was one. */
export function takeFromMarket(s: AkrotiriState, color: Color): boolean {
  if (s.market[color] <= 0) return false;
  mutable(s, 'market')[color]--;
  return true;
}

/** K1.3: returns a sold cube of `color` to the rightmost empty space; the price it pays. */
export function sellToMarket(s: AkrotiriState, color: Color): number {
  const price = salePrice(s, color);
  mutable(s, 'market')[color]++;
  return price;
}
