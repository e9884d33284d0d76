/**
 * Choosing an action in the terminal. A short list is numbered as it is. A long one (more than
 * {@link MENU_LIMIT} choices, such as Survive's 240 first placements) is grouped as
 * `groupActions` of `@tabula/core/ui` groups it (the playground's action list groups the same
 * way): by what the title calls each kind of action, then by the title's own second key (Survive's
 * placements by value, Akrotiri's tiles by cell), each level numbered, `0` going back up; and any
 * word typed filters every choice by its label (`forest`, `r5c3`, `worth 6`). Numbers, not typed
 * actions, so a slip is "pick 1–N", not a rejection; a line starting with `{` is still read as an
 * action in JSON for those who want it.
 *
 * @module
 */
import { groupActions, MENU_LIMIT, type ActionMenu, type GameWords } from '@tabula/core/ui';
import type { Io } from './io';

export { MENU_LIMIT };

/** One choice: an action and its words. */
export interface MenuItem<A> {
  /** The action. */
  action: A;
  /** Its words. */
  label: string;
}

/** A level of the menu: choices, or groups of them. */
export interface MenuNode<A> {
  /** The choices, at the last level. */
  items?: MenuItem<A>[];
  /** Groups, each a level of its own; `only`: the one choice of a group of one, chosen at once. */
  groups?: { name: string; node: MenuNode<A>; size: number; only?: MenuItem<A> }[];
}

/** What the person chose. */
export type Choice<A> = { kind: 'action'; action: A } | { kind: 'typed'; input: unknown } | { kind: 'quit' };

/** A level of `groupActions`'s menu as the terminal walks it. */
function nodeOf<A>(menu: ActionMenu<A>): MenuNode<A> {
  if ('items' in menu) return { items: menu.items.map((it) => ({ action: it.action, label: it.label })) };
  return {
    groups: menu.groups.map((g) => {
      const node = nodeOf(g.menu);
      return { name: g.name, size: g.size, node, ...(g.size === 1 && node.items?.length === 1 ? { only: node.items[0]! } : {}) };
    }),
  };
}

/** The menu of `legal` as `words` group it (see `groupActions` of `@tabula/core/ui`). */
export function buildMenu<V, A, E>(legal: readonly A[], words: GameWords<V, A, E>, view?: V): MenuNode<A> {
  return nodeOf(groupActions(legal, words, view));
}

/** The lines of a level, numbered from 1. */
function entries<A>(node: MenuNode<A>): string[] {
  if (node.items) return node.items.map((it) => it.label);
  return node.groups!.map((g) => (g.only ? g.only.label : `${g.name} (${g.size} choices)`));
}

const HELP = [
  'type the number of a choice; in a group, 0 goes back up',
  'type a word to list every choice whose words contain it (e.g. a hex, a colour, a card)',
  'type an action as JSON ({"type": …}) to play it as it is',
  'type q to leave the game',
];

/**
 * Asks for a choice among `legal` (`heading` says whose move it is; `words` say and group them,
 * `view` is the chooser's) until one is made, the person quits (`q`) or input ends. A bad number
 * or an empty line is answered "pick 1–N".
 */
export async function choose<V, A, E>(io: Io, heading: string, legal: readonly A[], words: GameWords<V, A, E>, view?: V): Promise<Choice<A>> {
  const root = buildMenu(legal, words, view);
  const items = legal.map((action) => ({ action, label: words.action(action as never, view) }));
  const stack: { node: MenuNode<A>; title: string }[] = [{ node: root, title: heading }];
  let show = true;
  for (;;) {
    const { node, title } = stack[stack.length - 1]!;
    const lines = entries(node);
    const n = lines.length;
    const back = stack.length > 1 ? ', 0 goes back' : '';
    if (show) {
      io.out(`${title}${node.groups ? ` (${node.groups.reduce((k, g) => k + g.size, 0)} choices in ${n} groups)` : ''}:`);
      lines.forEach((line, i) => io.out(`  ${String(i + 1).padStart(String(n).length)}. ${line}`));
      io.out(`choose 1–${n} (a word filters the list${back}, ? helps, q quits):`);
    }
    show = false;
    const line = await io.readLine();
    if (line === undefined) return { kind: 'quit' };
    const typed = line.trim();
    if (typed === 'q' || typed === 'quit') return { kind: 'quit' };
    if (typed === '?' || typed === 'help') {
      for (const h of HELP) io.out(`  ${h}`);
      io.out(`choose 1–${n}:`);
      continue;
    }
    if (stack.length > 1 && (typed === '0' || typed === 'b' || typed === 'back')) {
      stack.pop();
      show = true;
      continue;
    }
    if (/^\d+$/.test(typed)) {
      const k = Number(typed);
      if (k < 1 || k > n) {
        io.out(`pick 1–${n}${back}`);
        continue;
      }
      if (node.items) return { kind: 'action', action: node.items[k - 1]!.action };
      const group = node.groups![k - 1]!;
      if (group.only) return { kind: 'action', action: group.only.action };
      stack.push({ node: group.node, title: group.name });
      show = true;
      continue;
    }
    if (typed.startsWith('{')) {
      try {
        return { kind: 'typed', input: JSON.parse(typed) };
      } catch (err) {
        io.out(`that is not JSON (${err instanceof Error ? err.message : String(err)}); pick 1–${n}${back}`);
        continue;
      }
    }
    if (typed === '') {
      io.out(`pick 1–${n}${back}`);
      continue;
    }
    const word = typed.toLowerCase();
    const found = items.filter((it) => it.label.toLowerCase().includes(word));
    if (found.length === 0) {
      io.out(`no choice mentions "${typed}"; pick 1–${n}${back}, or type another word`);
      continue;
    }
    stack.push({ node: buildMenu(found.map((it) => it.action), words, view), title: `choices mentioning "${typed}"` });
    show = true;
  }
}
