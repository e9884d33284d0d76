/**
 * The action list: every legal action of the viewer, grouped by type, in words; filterable when
 * long. The fallback for what a board cannot click.
 *
 * @module
 */
import { useId, useMemo, useState, type ReactNode } from 'react';
import { FILTER_THRESHOLD, filterGroups, groupActions } from '../shell/actions';

/** Props of {@link ActionList}. */
export interface ActionListProps<A> {
  /** The legal actions. */
  legal: readonly A[];
  /** An action in words. */
  describe(action: A): string;
  /** Plays an action. */
  act(action: A): void;
}

/** The action list. */
export function ActionList<A>({ legal, describe, act }: ActionListProps<A>): ReactNode {
  const [query, setQuery] = useState('');
  const filterId = useId();
  const groups = useMemo(() => groupActions(legal, describe), [legal, describe]);
  const shown = useMemo(() => filterGroups(groups, query), [groups, query]);
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
      {shown.length === 0 && <p className="muted">No action matches “{query}”.</p>}
      {shown.map((group) => (
        <div key={group.type} className="action-group" role="group" aria-label={group.heading}>
          <h4>{group.heading}</h4>
          <ul>
            {group.items.map((item) => (
              <li key={item.key}>
                <button type="button" className="action" data-action={item.key} onClick={() => act(item.action)}>
                  {item.label}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
