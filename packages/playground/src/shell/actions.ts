/**
 * The action list, the fallback for everything a board cannot click: legal actions grouped by
 * type, in words, filterable when long.
 *
 * @module
 */

/** One legal action as the list shows it. */
export interface ListedAction<A> {
  /** The action. */
  action: A;
  /** Its place in the legal actions. */
  index: number;
  /** `JSON.stringify(action)`: how boards and tests name it (`data-action`, `data-acts`). */
  key: string;
  /** The action in words. */
  label: string;
}

/** The actions of one type. */
export interface ActionGroup<A> {
  /** The actions' `type` (or `other` for an action without one). */
  type: string;
  /** The group's heading, for people. */
  heading: string;
  /** Its actions, in legal order. */
  items: ListedAction<A>[];
}

/** More actions than this and the list offers a filter. */
export const FILTER_THRESHOLD = 12;

/** `JSON.stringify(action)`: the name of an action in the DOM (`data-action`, `data-acts`). */
export function actionKey(action: unknown): string {
  return JSON.stringify(action);
}

/** A type name in words: `placeExplorer` → `Place explorer`. */
export function typeHeading(type: string): string {
  const words = type.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The legal actions grouped by type, groups in order of first appearance. */
export function groupActions<A>(legal: readonly A[], describe: (action: A) => string): ActionGroup<A>[] {
  const groups = new Map<string, ActionGroup<A>>();
  legal.forEach((action, index) => {
    const type = typeof (action as { type?: unknown }).type === 'string' ? (action as { type: string }).type : 'other';
    let group = groups.get(type);
    if (!group) groups.set(type, (group = { type, heading: typeHeading(type), items: [] }));
    group.items.push({ action, index, key: actionKey(action), label: describe(action) });
  });
  return [...groups.values()];
}

/**
 * The groups with only the actions whose words (or group heading) hold every word of `query`,
 * case-insensitively; empty groups are dropped. An empty query keeps everything.
 */
export function filterGroups<A>(groups: readonly ActionGroup<A>[], query: string): ActionGroup<A>[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...groups];
  const out: ActionGroup<A>[] = [];
  for (const group of groups) {
    const items = group.items.filter((item) => {
      const text = `${group.heading} ${item.label}`.toLowerCase();
      return words.every((w) => text.includes(w));
    });
    if (items.length > 0) out.push({ ...group, items });
  }
  return out;
}
