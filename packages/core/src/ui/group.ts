/**
 * Long lists of legal actions grouped for a menu: by what the game calls each kind of action, then
 * by the game's own second key (Survive's placements by value, Akrotiri's tiles by cell), level by
 * level, until each list is short. The CLI's menu and the playground's action list both use it.
 *
 * @module
 */
import type { Seat, SeenAction } from '../types';
import type { SeatNames } from './words';

/** Lists longer than this are grouped by {@link groupActions}. */
export const MENU_LIMIT = 20;

/**
 * A game's words, as its UI kit gives them: actions and events as a seat reads them, and the keys
 * that group long lists. Every function reads only what the viewer received, and is tolerant: a
 * field of an unexpected shape is said plainly, never a crash.
 */
export interface GameWords<V, A, E> {
  /** An action in words (`view`: the viewer's, for context; an action redacted by `actionFor` says what is known). */
  action(action: SeenAction<A>, view?: V, names?: SeatNames): string;
  /** An event in words as `viewer` received it (`view`: the viewer's view after it, for context). */
  event(event: E, viewer: Seat | null, view?: V, names?: SeatNames): string;
  /**
   * The banner above a board: what `viewer` owes now, or whose turn it is ("Move a sea serpent, or
   * pass"; "Seat 2 is playing"; "The game is over").
   */
  banner(view: V, viewer: Seat | null, names?: SeatNames): string;
  /** What a group of actions of one type is called in a menu: "place an explorer". */
  group(action: A, view?: V): string;
  /** How actions of one group are grouped further in a long list ("value 6"), if they are. */
  subgroup?(action: A, view?: V): string | undefined;
}

/** One choice of a menu: an action and its words. */
export interface ActionMenuItem<A> {
  /** The action. */
  readonly action: A;
  /** Its words. */
  readonly label: string;
}

/** A group of a menu: a name, and a level of its own. */
export interface ActionMenuGroup<A> {
  /** The group's name ("move an explorer"). */
  readonly name: string;
  /** How many choices it holds, at every level below. */
  readonly size: number;
  /** Its level. */
  readonly menu: ActionMenu<A>;
}

/** A level of a menu: choices (a short list), or groups of them. */
export type ActionMenu<A> = { readonly items: readonly ActionMenuItem<A>[] } | { readonly groups: readonly ActionMenuGroup<A>[] };

/**
 * The legal actions as a menu: a flat list when there are at most `limit` (default
 * {@link MENU_LIMIT}); else grouped by `words.group`, then by `words.subgroup`, each level only
 * where it splits the list. Items keep the order of `legal`; groups come in the order of their
 * first item.
 *
 * ```ts
 * const menu = groupActions(seat.legalActions(), surviveWords, view);
 * if ('groups' in menu) menu.groups.map((g) => `${g.name} (${g.size})`); // ['place explorer (240)']…
 * ```
 */
export function groupActions<V, A, E>(legal: readonly A[], words: GameWords<V, A, E>, view?: V, names?: SeatNames, limit = MENU_LIMIT): ActionMenu<A> {
  const items = legal.map((action) => ({ action, label: words.action(action as SeenAction<A>, view, names) }));
  const keys: ((action: A) => string | undefined)[] = [(a) => words.group(a, view)];
  if (words.subgroup) keys.push((a) => words.subgroup!(a, view));
  return level(items, keys, 0, limit);
}

function level<A>(items: ActionMenuItem<A>[], keys: readonly ((action: A) => string | undefined)[], depth: number, limit: number): ActionMenu<A> {
  if (items.length <= limit || depth >= keys.length) return { items };
  const groups = new Map<string, ActionMenuItem<A>[]>();
  for (const item of items) {
    const key = keys[depth]!(item.action) ?? 'other choices';
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  if (groups.size === 1) return level(items, keys, depth + 1, limit);
  return { groups: [...groups].map(([name, its]) => ({ name, size: its.length, menu: level(its, keys, depth + 1, limit) })) };
}
