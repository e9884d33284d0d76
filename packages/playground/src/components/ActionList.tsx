/**
 * The action list: every legal action of the viewer, in words, grouped as the CLI's menu groups
 * them (`groupActions` of `@tabula/core/ui`): a short list by kind of action; a long one (Survive's
 * 240 first placements) by kind, then by the game's own second key (the value of the explorer),
 * each group folded until opened; filterable when long. The fallback for what a board cannot
 * click.
 *
 * @module
 */
import { useId, useMemo, useState, type ReactNode } from 'react';
import { groupActions, type ActionMenu, type GameWords } from '@tabula/core/ui';
import { capitalized } from '../games/kit';
import { FILTER_THRESHOLD, actionKey, typeHeading } from '../shell/actions';

/** Props of {@link ActionList}. */
export interface ActionListProps<A> {
  /** The legal actions. */
  legal: readonly A[];
  /** An action in words. */
  describe(action: A): string;
  /** Plays an action. */
  act(action: A): void;
  /**
   * The game's words from its UI kit (`GameUi.words`), for the names of the groups and the second
   * key of a long list; without them, actions are grouped by type alone.
   */
  words?: GameWords<any, A, any>;
  /** The viewer's view, for `words`. */
  view?: unknown;
}

/** Words that group by type alone, saying actions with `describe`: for a game without a kit. */
function wordsByType<A>(describe: (action: A) => string): GameWords<unknown, A, unknown> {
  return {
    action: (action) => describe(action as A),
    event: () => '',
    banner: () => '',
    group: (action) => {
      const type = (action as { type?: unknown }).type;
      return typeof type === 'string' ? typeHeading(type) : 'Other';
    },
  };
}

/** The actions of `menu` whose words (with their groups' names) hold every word of `query`; `null` when none. */
function filtered<A>(menu: ActionMenu<A>, query: string, within = ''): ActionMenu<A> | null {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return menu;
  if ('items' in menu) {
    const items = menu.items.filter((item) => words.every((w) => `${within} ${item.label}`.toLowerCase().includes(w)));
    return items.length > 0 ? { items } : null;
  }
  const groups = menu.groups.flatMap((group) => {
    const inner = filtered(group.menu, query, `${within} ${group.name}`);
    return inner ? [{ ...group, menu: inner, size: sizeOf(inner) }] : [];
  });
  return groups.length > 0 ? { groups } : null;
}

/** How many actions a menu holds. */
function sizeOf<A>(menu: ActionMenu<A>): number {
  return 'items' in menu ? menu.items.length : menu.groups.reduce((n, g) => n + g.size, 0);
}

/** The actions of a short list, under a heading per kind (in order of first appearance). */
function ByKind<A>({ menu, group, act }: { menu: { items: readonly { action: A; label: string }[] }; group(action: A): string; act(action: A): void }): ReactNode {
  const kinds = new Map<string, { action: A; label: string }[]>();
  for (const item of menu.items) {
    const name = capitalized(group(item.action));
    kinds.set(name, [...(kinds.get(name) ?? []), item]);
  }
  return [...kinds].map(([name, items]) => (
    <div key={name} className="action-group" role="group" aria-label={name}>
      <h4>{name}</h4>
      <Buttons items={items} act={act} />
    </div>
  ));
}

/** A list of action buttons. */
function Buttons<A>({ items, act }: { items: readonly { action: A; label: string }[]; act(action: A): void }): ReactNode {
  return (
    <ul>
      {items.map((item) => {
        const key = actionKey(item.action);
        return (
          <li key={key}>
            <button type="button" className="action" data-action={key} onClick={() => act(item.action)}>
              {capitalized(item.label)}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** A level of a grouped menu: the top level's groups as sections, deeper ones folded. */
function Level<A>({ menu, depth, act, open }: { menu: ActionMenu<A>; depth: number; act(action: A): void; open: boolean }): ReactNode {
  if ('items' in menu) return <Buttons items={menu.items} act={act} />;
  return menu.groups.map((group) => {
    const title = `${capitalized(group.name)} (${group.size})`;
    if (depth === 0) {
      return (
        <div key={group.name} className="action-group" role="group" aria-label={capitalized(group.name)}>
          <h4>{title}</h4>
          <Level menu={group.menu} depth={depth + 1} act={act} open={open} />
        </div>
      );
    }
    return (
      <details key={group.name} className="action-subgroup" open={open}>
        <summary>{title}</summary>
        <Level menu={group.menu} depth={depth + 1} act={act} open={open} />
      </details>
    );
  });
}

/** The action list. */
export function ActionList<A>({ legal, describe, act, words, view }: ActionListProps<A>): ReactNode {
  const [query, setQuery] = useState('');
  const filterId = useId();
  const kit = useMemo(() => words ?? wordsByType(describe), [words, describe]);
  const menu = useMemo(() => groupActions(legal, { ...kit, action: (a) => describe(a as A) }, view), [legal, kit, describe, view]);
  const shown = useMemo(() => filtered(menu, query), [menu, query]);
  if (legal.length === 0) return null;
  return (
    <section className="panel action-list" aria-label="Legal actions">
      <h3>
        Your choices <span className="count">({legal.length})</span>
      </h3>
      {legal.length > FILTER_THRESHOLD && (
        <div className="filter">
          <label htmlFor={filterId}>Filter</label>
          <input id={filterId} type="search" placeholder="words of the action…" value={query} onChange={(e) => setQuery(e.target.value)} />
        </div>
      )}
      {shown === null && <p className="muted">No action matches “{query}”.</p>}
      {shown !== null && 'items' in shown && <ByKind menu={shown} group={(a) => kit.group(a, view)} act={act} />}
      {shown !== null && 'groups' in shown && <Level menu={shown} depth={0} act={act} open={query.trim() !== ''} />}
    </section>
  );
}
