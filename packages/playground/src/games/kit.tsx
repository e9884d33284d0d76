/**
 * Helpers for boards: seat names and colours, and clickable targets that play legal actions. A
 * target carries `data-acts` (the JSON of each action it may play), a button role and an
 * accessible name; when it may play several actions, a chooser asks which, in words.
 *
 * @module
 */
import { useCallback, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { Seat } from '@tabula/core';
import { listWords as kitListWords, plural as kitPlural, seatLabel } from '@tabula/core/ui';
import { actionKey } from '../shell/actions';

/** The seats' colours, by seat. */
export const SEAT_COLOURS: readonly string[] = ['#c8414b', '#2f6fd6', '#2a9d6f', '#d99a1e'];

/** A neutral colour, for the neutral player and unowned things. */
export const NEUTRAL_COLOUR = '#7a7f87';

/**
 * A seat's name for people, as everywhere in Tabula: seat 0 is "Seat 1" (`seatLabel` of
 * `@tabula/core/ui`, which also takes the names a table gives its seats).
 */
export function seatName(seat: Seat): string {
  return seatLabel(seat);
}

/** A seat's colour. */
export function seatColour(seat: Seat): string {
  return SEAT_COLOURS[seat % SEAT_COLOURS.length]!;
}

/** What {@link useChooser} returns. */
export interface Chooser<A> {
  /** Plays `actions[0]` if it is the only one, else asks which (titled `title`). */
  pick(actions: readonly A[], title: string): void;
  /** The chooser's dialog (or nothing): render it outside any SVG. */
  element: ReactNode;
}

/**
 * A chooser for a board: targets call `pick`; several actions open a small dialog listing them
 * in words (`describe`), each a button with `data-action`; one is played with `act`. The dialog
 * closes when `legal` (the board's legal actions) changes.
 */
export function useChooser<A>(describe: (action: A) => string, act: (action: A) => void, legal: readonly A[]): Chooser<A> {
  const [open, setOpen] = useState<{ title: string; actions: readonly A[]; legal: readonly A[] } | null>(null);
  // A choice offered for other legal actions than today's is stale: it closes.
  if (open && open.legal !== legal) setOpen(null);
  const pick = useCallback(
    (actions: readonly A[], title: string) => {
      if (actions.length === 0) return;
      if (actions.length === 1) {
        setOpen(null);
        act(actions[0]!);
      } else setOpen({ title, actions, legal });
    },
    [act, legal],
  );
  const element = open ? (
    <div className="chooser" role="dialog" aria-label={`Choose: ${open.title}`}>
      <div className="chooser-title">{open.title}</div>
      {open.actions.map((action) => (
        <button
          key={actionKey(action)}
          type="button"
          data-action={actionKey(action)}
          onClick={() => {
            setOpen(null);
            act(action);
          }}
        >
          {describe(action)}
        </button>
      ))}
      <button type="button" className="secondary" onClick={() => setOpen(null)}>
        Cancel
      </button>
    </div>
  ) : null;
  return { pick, element };
}

/** Props of {@link Target} and {@link TargetButton}. */
export interface TargetProps<A> {
  /** The legal actions this target plays (none: it is drawn but not clickable). */
  actions: readonly A[];
  /** Its accessible name, e.g. "Dice of the Library". */
  label: string;
  /** The board's chooser. */
  chooser: Chooser<A>;
  /** What it draws. */
  children: ReactNode;
  /** An extra class. */
  className?: string;
}

/** Runs `run` on Enter or Space, as a click would. */
export const onKey =
  (run: () => void) =>
  (event: KeyboardEvent): void => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      run();
    }
  };

/** Props of {@link ActingGroup}. */
export interface ActingGroupProps<A> {
  /** The legal actions a click on it leads to (its `data-acts`); at least one. */
  actions: readonly A[];
  /** Its accessible name. */
  label: string;
  /** What a click (or Enter) does. */
  run(): void;
  /** What it draws. */
  children: ReactNode;
  /** An extra class. */
  className?: string;
}

/** An SVG group a click (or Enter) acts on, with the board conventions: a button role, its name, `data-acts`. */
export function ActingGroup<A>({ actions, label, run, children, className }: ActingGroupProps<A>): ReactNode {
  return (
    <g
      className={`target${className ? ` ${className}` : ''}`}
      role="button"
      tabIndex={0}
      aria-label={label}
      data-acts={JSON.stringify(actions.map(actionKey))}
      onClick={run}
      onKeyDown={onKey(run)}
    >
      {children}
    </g>
  );
}

/** An SVG group that plays its actions when clicked (or on Enter), highlighted while it may. */
export function Target<A>({ actions, label, chooser, children, className }: TargetProps<A>): ReactNode {
  if (actions.length === 0) {
    return (
      <g className={className} aria-label={label}>
        {children}
      </g>
    );
  }
  return (
    <ActingGroup actions={actions} label={label} run={() => chooser.pick(actions, label)} className={className}>
      {children}
    </ActingGroup>
  );
}

/** An HTML button that plays its actions (disabled while it has none). */
export function TargetButton<A>({ actions, label, chooser, children, className }: TargetProps<A>): ReactNode {
  return (
    <button
      type="button"
      className={`target-button${className ? ` ${className}` : ''}`}
      aria-label={label}
      disabled={actions.length === 0}
      data-acts={actions.length > 0 ? JSON.stringify(actions.map(actionKey)) : undefined}
      onClick={() => chooser.pick(actions, label)}
    >
      {children}
    </button>
  );
}

/** The legal actions that pass `test`. */
export function actsWhere<A>(legal: readonly A[], test: (action: A) => boolean): A[] {
  return legal.filter(test);
}

/** A plain list of values in words: "a, b and c" ("" for none). */
export function listWords(items: readonly string[]): string {
  return items.length === 0 ? '' : kitListWords(items);
}

/** "1 gem", "2 gems": a count and a noun, the noun plural when the count is not 1 (`plural` of `@tabula/core/ui`). */
export function plural(count: number, noun: string, nouns = `${noun}s`): string {
  return kitPlural(count, noun, nouns);
}

/** A sentence with its first letter in capitals: the kits' words start in lower case, to fit in a sentence. */
export function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Any action or event in words, from its fields: the fallback for a type a game's words do not
 * know yet (the games change). `{ type: 'boatMoved', boat: 3, to: 40 }` → "Boat moved: boat 3, to 40".
 */
export function genericWords(value: unknown): string {
  if (typeof value !== 'object' || value === null) return String(value);
  const { type, audience: _audience, redacted, ...fields } = value as Record<string, unknown>;
  const head = typeof type === 'string' ? type.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase() : 'something';
  const parts = Object.entries(fields)
    .filter(([, v]) => v !== null && v !== undefined && typeof v !== 'object')
    .map(([k, v]) => `${k} ${String(v)}`);
  const words = `${head.charAt(0).toUpperCase()}${head.slice(1)}${parts.length > 0 ? `: ${parts.join(', ')}` : ''}`;
  return redacted ? `${words} (hidden)` : words;
}

/**
 * An event (or action) read loosely: a `type` and any fields. The games' events are still
 * changing; words read them this way so that a renamed field shows as missing, never breaks.
 */
export type Loose = { type: string } & Record<string, any>;
