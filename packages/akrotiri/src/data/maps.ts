/**
 * The 36 map cards: **provisional** stand-in data (K9). The printed cards are not public; these
 * were designed within the provisional tier bounds (`TIER_BOUNDS`) and will be replaced when the
 * real cards are known.
 *
 * Within a tier, cost and VP grow with the icons required and their spread. Each icon and each
 * direction is used about equally often.
 *
 * @module
 */
import { deepFreeze } from '@tabula/core';
import type { Direction, Icon, MapCard, Requirement, Tier } from './types';

/** "At least `count` `icon` icons `direction` of the temple" (K5.4). */
function need(count: number, icon: Icon, direction: Direction): Requirement {
  return { count, icon, direction };
}

/** One provisional map card. */
function card(id: string, tier: Tier, cost: number, vp: number, ...requirements: Requirement[]): MapCard {
  return { id, tier, requirements, cost, vp, provisional: true };
}

/**
 * **Provisional** (K9): 12 easy, 12 normal and 12 hard map cards, each showing 1 to 3 terrain
 * icons, as the rulebook says of every map card ("每張地圖卡牌都有1-3個地形圖標"). Difficulty
 * grows with the icons and their spread: easy cards show 1 or 2 icons (cost 2–3, 2–3 VP), normal
 * cards 2 of a kind on one side or 3 icons (cost 4–6, 4–5 VP), hard cards 3 icons, as 3 of a kind
 * on one side, a pair with a single on the opposite side, or one on each of three sides (cost 7–9,
 * 6–7 VP). Ids: E easy, N normal, H hard.
 */
export const PROVISIONAL_MAPS: readonly MapCard[] = deepFreeze([
  card('E01', 'easy', 2, 2, need(1, 'volcano', 'above')),
  card('E02', 'easy', 2, 2, need(1, 'lake', 'below')),
  card('E03', 'easy', 2, 2, need(1, 'forest', 'left')),
  card('E04', 'easy', 2, 2, need(1, 'mountain', 'right')),
  card('E05', 'easy', 3, 3, need(1, 'lake', 'above'), need(1, 'forest', 'right')),
  card('E06', 'easy', 3, 3, need(1, 'mountain', 'above'), need(1, 'volcano', 'left')),
  card('E07', 'easy', 3, 3, need(1, 'forest', 'below'), need(1, 'volcano', 'right')),
  card('E08', 'easy', 3, 3, need(1, 'mountain', 'below'), need(1, 'lake', 'left')),
  card('E09', 'easy', 3, 3, need(1, 'volcano', 'above'), need(1, 'lake', 'below')),
  card('E10', 'easy', 3, 3, need(1, 'forest', 'left'), need(1, 'mountain', 'right')),
  card('E11', 'easy', 3, 3, need(1, 'mountain', 'above'), need(1, 'forest', 'below')),
  card('E12', 'easy', 3, 3, need(1, 'volcano', 'left'), need(1, 'lake', 'right')),

  card('N01', 'normal', 4, 4, need(2, 'volcano', 'above')),
  card('N02', 'normal', 4, 4, need(2, 'lake', 'below')),
  card('N03', 'normal', 4, 4, need(2, 'forest', 'left')),
  card('N04', 'normal', 4, 4, need(2, 'mountain', 'right')),
  card('N05', 'normal', 5, 4, need(2, 'lake', 'above'), need(1, 'mountain', 'below')),
  card('N06', 'normal', 5, 4, need(2, 'forest', 'below'), need(1, 'volcano', 'above')),
  card('N07', 'normal', 5, 5, need(2, 'mountain', 'left'), need(1, 'lake', 'right')),
  card('N08', 'normal', 5, 5, need(2, 'volcano', 'right'), need(1, 'forest', 'left')),
  card('N09', 'normal', 6, 5, need(1, 'volcano', 'above'), need(1, 'lake', 'left'), need(1, 'forest', 'right')),
  card('N10', 'normal', 6, 5, need(1, 'mountain', 'above'), need(1, 'forest', 'below'), need(1, 'volcano', 'right')),
  card('N11', 'normal', 6, 5, need(1, 'lake', 'below'), need(1, 'volcano', 'left'), need(1, 'mountain', 'right')),
  card('N12', 'normal', 6, 5, need(1, 'forest', 'above'), need(1, 'mountain', 'below'), need(1, 'lake', 'left')),

  card('H01', 'hard', 7, 6, need(3, 'volcano', 'above')),
  card('H02', 'hard', 7, 6, need(3, 'lake', 'below')),
  card('H03', 'hard', 7, 6, need(3, 'forest', 'left')),
  card('H04', 'hard', 7, 6, need(3, 'mountain', 'right')),
  card('H05', 'hard', 8, 6, need(2, 'volcano', 'above'), need(1, 'lake', 'below')),
  card('H06', 'hard', 8, 6, need(2, 'forest', 'right'), need(1, 'mountain', 'left')),
  card('H07', 'hard', 8, 7, need(2, 'mountain', 'below'), need(1, 'forest', 'above')),
  card('H08', 'hard', 8, 7, need(2, 'lake', 'left'), need(1, 'volcano', 'right')),
  card('H09', 'hard', 9, 7, need(1, 'volcano', 'above'), need(1, 'forest', 'below'), need(1, 'lake', 'left')),
  card('H10', 'hard', 9, 7, need(1, 'lake', 'above'), need(1, 'mountain', 'below'), need(1, 'volcano', 'right')),
  card('H11', 'hard', 9, 7, need(1, 'forest', 'left'), need(1, 'mountain', 'right'), need(1, 'volcano', 'above')),
  card('H12', 'hard', 9, 7, need(1, 'mountain', 'left'), need(1, 'lake', 'right'), need(1, 'forest', 'below')),
]);
