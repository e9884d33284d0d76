/**
 * The 36 map cards: **provisional** stand-in data (K9). The printed cards are not public; these
 * were designed within K9's tier bounds and will be replaced when the real cards are known.
 *
 * Within a tier, cost and VP grow with the number of icons required. Each icon and each direction
 * is used about equally often.
 *
 * @module
 */
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
 * **Provisional** (K9): 12 easy (2–3 icons, cost 2–3, 2–3 VP), 12 normal (3–5 icons, cost 4–6,
 * 4–5 VP) and 12 hard (5–7 icons, cost 7–9, 6–7 VP) map cards. Ids: E easy, N normal, H hard.
 */
export const PROVISIONAL_MAPS: readonly MapCard[] = [
  card('E01', 'easy', 2, 2, need(1, 'volcano', 'above'), need(1, 'lake', 'below')),
  card('E02', 'easy', 2, 2, need(1, 'forest', 'left'), need(1, 'mountain', 'right')),
  card('E03', 'easy', 2, 2, need(1, 'lake', 'above'), need(1, 'forest', 'right')),
  card('E04', 'easy', 2, 2, need(1, 'mountain', 'above'), need(1, 'volcano', 'left')),
  card('E05', 'easy', 2, 2, need(1, 'forest', 'below'), need(1, 'volcano', 'right')),
  card('E06', 'easy', 2, 2, need(1, 'mountain', 'below'), need(1, 'lake', 'left')),
  card('E07', 'easy', 3, 3, need(2, 'volcano', 'above'), need(1, 'forest', 'below')),
  card('E08', 'easy', 3, 3, need(1, 'lake', 'left'), need(1, 'mountain', 'right'), need(1, 'volcano', 'below')),
  card('E09', 'easy', 3, 3, need(2, 'forest', 'above'), need(1, 'lake', 'right')),
  card('E10', 'easy', 3, 3, need(1, 'mountain', 'above'), need(2, 'lake', 'below')),
  card('E11', 'easy', 3, 3, need(1, 'volcano', 'left'), need(1, 'forest', 'above'), need(1, 'mountain', 'below')),
  card('E12', 'easy', 3, 3, need(2, 'mountain', 'right'), need(1, 'lake', 'above')),

  card('N01', 'normal', 4, 4, need(1, 'volcano', 'above'), need(1, 'lake', 'left'), need(1, 'forest', 'right')),
  card('N02', 'normal', 4, 4, need(1, 'mountain', 'above'), need(1, 'forest', 'below'), need(1, 'volcano', 'right')),
  card('N03', 'normal', 4, 4, need(2, 'lake', 'above'), need(1, 'mountain', 'below')),
  card('N04', 'normal', 4, 4, need(1, 'forest', 'left'), need(2, 'volcano', 'below')),
  card('N05', 'normal', 5, 4, need(2, 'volcano', 'above'), need(1, 'lake', 'below'), need(1, 'mountain', 'left')),
  card('N06', 'normal', 5, 4, need(1, 'forest', 'above'), need(2, 'mountain', 'right'), need(1, 'lake', 'left')),
  card('N07', 'normal', 5, 5, need(2, 'lake', 'below'), need(1, 'volcano', 'left'), need(1, 'forest', 'right')),
  card('N08', 'normal', 5, 5, need(1, 'mountain', 'above'), need(1, 'volcano', 'below'), need(1, 'lake', 'left'), need(1, 'forest', 'right')),
  card('N09', 'normal', 6, 5, need(2, 'forest', 'above'), need(2, 'lake', 'below'), need(1, 'volcano', 'right')),
  card('N10', 'normal', 6, 5, need(2, 'mountain', 'above'), need(1, 'forest', 'left'), need(2, 'volcano', 'right')),
  card('N11', 'normal', 6, 5, need(1, 'lake', 'above'), need(2, 'mountain', 'below'), need(1, 'volcano', 'left'), need(1, 'forest', 'right')),
  card('N12', 'normal', 6, 5, need(2, 'volcano', 'left'), need(2, 'forest', 'below'), need(1, 'mountain', 'above')),

  card('H01', 'hard', 7, 6, need(2, 'volcano', 'above'), need(2, 'lake', 'below'), need(1, 'forest', 'left')),
  card('H02', 'hard', 7, 6, need(2, 'mountain', 'above'), need(1, 'forest', 'below'), need(2, 'lake', 'right')),
  card('H03', 'hard', 7, 6, need(1, 'lake', 'above'), need(2, 'volcano', 'left'), need(2, 'mountain', 'right')),
  card('H04', 'hard', 7, 6, need(2, 'forest', 'above'), need(1, 'mountain', 'below'), need(1, 'volcano', 'left'), need(1, 'lake', 'right')),
  card('H05', 'hard', 8, 6, need(3, 'lake', 'above'), need(2, 'forest', 'below'), need(1, 'volcano', 'right')),
  card('H06', 'hard', 8, 6, need(2, 'volcano', 'above'), need(2, 'mountain', 'below'), need(1, 'lake', 'left'), need(1, 'forest', 'right')),
  card('H07', 'hard', 8, 7, need(3, 'mountain', 'below'), need(2, 'volcano', 'above'), need(1, 'forest', 'left')),
  card('H08', 'hard', 8, 7, need(2, 'forest', 'left'), need(2, 'lake', 'right'), need(1, 'volcano', 'above'), need(1, 'mountain', 'below')),
  card('H09', 'hard', 9, 7, need(3, 'volcano', 'above'), need(2, 'forest', 'below'), need(1, 'lake', 'left'), need(1, 'mountain', 'right')),
  card('H10', 'hard', 9, 7, need(2, 'lake', 'above'), need(3, 'mountain', 'below'), need(2, 'forest', 'right')),
  card('H11', 'hard', 9, 7, need(2, 'mountain', 'above'), need(2, 'volcano', 'below'), need(2, 'lake', 'left'), need(1, 'forest', 'right')),
  card('H12', 'hard', 9, 7, need(3, 'forest', 'above'), need(2, 'lake', 'left'), need(2, 'volcano', 'right')),
];
