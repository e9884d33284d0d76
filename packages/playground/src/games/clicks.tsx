/**
 * Every board selects through its game kit's click paths (`click`, `nextSteps` and `buttons` of
 * `@tabula/core/ui`): the board keeps the things clicked so far, lights up the next ones, plays the one action left, asks among
 * several, and lets go when the clicks fit nothing or the legal actions change. A lit thing carries
 * the board conventions (`data-acts`, a button role, an accessible name). Nothing here knows the
 * game: which thing plays which action is the kit's.
 *
 * @module
 */
import { useMemo, useState, type ReactNode } from 'react';
import { buttons, click, nextSteps, targetKey, type ClickPaths } from '@tabula/core/ui';
import { ActingGroup, onKey, type Chooser } from './kit';

/** A board's selection: what {@link useClicks} returns. */
export interface Clicks<A, T> {
  /** The things clicked so far, in order. */
  readonly clicks: readonly T[];
  /** The things to click next (lit up). */
  readonly next: readonly T[];
  /** The legal actions whose path goes on through `target` from the clicks so far; `[]` when it is not lit. */
  acts(target: T): readonly A[];
  /** Whether `target` is one of the clicks so far. */
  picked(target: T): boolean;
  /** A click on a lit `target` (`title`: its name, for the prompt if the kit asks). */
  click(target: T, title: string): void;
  /** Lets go of `target` and the clicks after it. */
  unpick(target: T): void;
  /** Lets go of every click. */
  reset(): void;
  /** The legal actions that are buttons (no path), with the kit's words. */
  buttons: readonly { label: string; action: A }[];
  /** The board's chooser, which asks among several actions and plays the one chosen. */
  chooser: Chooser<A>;
}

/** The clicks so far, and the legal actions they were made for. */
interface Held<A, T> {
  legal: readonly A[];
  clicks: readonly T[];
}

/** No clicks. */
const NONE: readonly never[] = [];

/**
 * A board's selection through `paths`; it starts again whenever `legal` changes. The chooser
 * (`useChooser` of `./kit`) plays the one action left and asks among several. After a play or a
 * question the clicks stay until the legal actions change (the new position arrives a moment
 * later; a cancelled question leaves the board as it was before the last click).
 */
export function useClicks<V, A, T>(paths: ClickPaths<V, A, T>, view: V, legal: readonly A[], chooser: Chooser<A>): Clicks<A, T> {
  const [held, setHeld] = useState<Held<A, T>>({ legal, clicks: NONE });
  // Clicks made for other legal actions than today's mean nothing now.
  const clicks = held.legal === legal ? held.clicks : NONE;
  const { lit, next, pickedKeys, clicksNow } = useMemo(() => {
    let now = clicks;
    if (now.length > 0 && click(paths, view, legal, now).do === 'reset') now = NONE;
    // The things the kit lights, each with the legal actions whose path goes on through it (its `data-acts`).
    const steps = nextSteps(paths, view, legal, now);
    const lit = new Map<string, readonly A[]>(steps.map((step) => [targetKey(step.target), step.actions]));
    return { lit, next: steps.map((step) => step.target), pickedKeys: new Set(now.map(targetKey)), clicksNow: now };
  }, [paths, view, legal, clicks]);
  const buttonList = useMemo(() => buttons(paths, view, legal), [paths, view, legal]);
  return {
    clicks: clicksNow,
    next,
    acts: (target) => lit.get(targetKey(target)) ?? NONE,
    picked: (target) => pickedKeys.has(targetKey(target)),
    click(target, title) {
      const after = [...clicksNow, target];
      const then = click(paths, view, legal, after);
      if (then.do === 'click') setHeld({ legal, clicks: after });
      else if (then.do === 'play') chooser.pick([then.action], title);
      else if (then.do === 'ask') chooser.pick(then.choices.map((c) => c.action), title);
      else setHeld({ legal, clicks: NONE });
    },
    unpick(target) {
      const at = clicksNow.findIndex((t) => targetKey(t) === targetKey(target));
      if (at >= 0) setHeld({ legal, clicks: clicksNow.slice(0, at) });
    },
    reset: () => setHeld({ legal, clicks: NONE }),
    buttons: buttonList,
    chooser,
  };
}

/** How a thing clicked so far stands out, and the pointer's hint that a click lets go of it. */
const PICKED_STYLE = { filter: 'drop-shadow(0 0 2.5px #1c7ed6) drop-shadow(0 0 2.5px #1c7ed6)', cursor: 'pointer' } as const;

/** Props of {@link Pick}. */
export interface PickProps<A, T> {
  /** The kit's target this thing is (`null`: none, it is drawn only). */
  at: T | null;
  /** The board's selection. */
  clicks: Clicks<A, T>;
  /** Its accessible name. */
  label: string;
  /** What it draws. */
  children: ReactNode;
  /** An extra class. */
  className?: string;
}

/**
 * An SVG group that is one of the kit's targets: lit (a button with `data-acts`) while a path goes
 * on through it, marked while it is one of the clicks so far (a click lets go of it), else drawn
 * only.
 */
export function Pick<A, T>({ at, clicks, label, children, className }: PickProps<A, T>): ReactNode {
  const acts = at === null ? [] : clicks.acts(at);
  if (at !== null && acts.length > 0) {
    return (
      <ActingGroup actions={acts} label={label} run={() => clicks.click(at, label)} className={className}>
        {children}
      </ActingGroup>
    );
  }
  if (at !== null && clicks.picked(at)) {
    const run = (): void => clicks.unpick(at);
    return (
      <g className={className} role="button" tabIndex={0} aria-pressed="true" aria-label={`${label} (chosen; click to let go)`} style={PICKED_STYLE} onClick={run} onKeyDown={onKey(run)}>
        {children}
      </g>
    );
  }
  return (
    <g className={className} aria-label={label}>
      {children}
    </g>
  );
}
