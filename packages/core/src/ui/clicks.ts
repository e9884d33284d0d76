/**
 * Click paths: a game's kit says which things to click, in order, to play each legal action (a
 * piece, then a space); {@link click} narrows the legal actions by the clicks so far and says what
 * the UI does next.
 *
 * @module
 */

/**
 * A game's click paths. `T` is the game's kind of clickable thing (`{ kind: 'hex', hex: 12 }`), a
 * plain JSON object: two targets are the same when their JSON is.
 */
export interface ClickPaths<V, A, T> {
  /** The things to click, in order, to play `action`; `[]` for an action that is a button. */
  path(action: A, view: V): readonly T[];
  /** Words for an action offered as a button or as a choice of a prompt ("an explorer worth 6"). */
  label(action: A, view: V): string;
}

/** What a UI does after the clicks so far. */
export type ClickNext<A, T> =
  /** One action left: play it. */
  | { readonly do: 'play'; readonly action: A }
  /** The clicks are done and several actions fit (an explorer's value, a die's new face): ask. */
  | { readonly do: 'ask'; readonly choices: readonly { readonly label: string; readonly action: A }[] }
  /** Light these up: the next click is one of them. */
  | { readonly do: 'click'; readonly targets: readonly T[] }
  /** The clicks mean nothing now: clear the selection. */
  | { readonly do: 'reset' };

/** A target's identity: its JSON, with the keys in order. */
export function targetKey(target: unknown): string {
  return JSON.stringify(target, (_, v: unknown) =>
    typeof v === 'object' && v !== null && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  );
}

/**
 * Narrows `legal` (the seat's legal actions) by the things clicked so far, and says what to do:
 * play the one action left, ask among several whose paths are all clicked, light up the next
 * targets, or reset when the clicks fit no action. With no clicks, the targets are the first
 * step of every action that has a path.
 *
 * ```ts
 * let clicks: Target[] = [];
 * const next = click(surviveClicks, view, seat.legalActions(), [...clicks, clicked]);
 * if (next.do === 'play') seat.apply(next.action);
 * ```
 */
export function click<V, A, T>(paths: ClickPaths<V, A, T>, view: V, legal: readonly A[], clicks: readonly T[]): ClickNext<A, T> {
  const clicked = clicks.map(targetKey);
  const fits: { action: A; path: readonly T[] }[] = [];
  for (const action of legal) {
    const path = paths.path(action, view);
    if (path.length > 0 && path.length >= clicks.length && clicked.every((k, i) => k === targetKey(path[i]))) fits.push({ action, path });
  }
  if (fits.length === 0) return { do: 'reset' };
  const done = fits.filter((f) => f.path.length === clicks.length);
  if (done.length === fits.length) {
    if (done.length === 1) return { do: 'play', action: done[0]!.action };
    return { do: 'ask', choices: done.map((f) => ({ label: paths.label(f.action, view), action: f.action })) };
  }
  const seen = new Set<string>();
  const targets: T[] = [];
  for (const f of fits) {
    if (f.path.length === clicks.length) continue;
    const next = f.path[clicks.length]!;
    const key = targetKey(next);
    if (!seen.has(key)) {
      seen.add(key);
      targets.push(next);
    }
  }
  return { do: 'click', targets };
}

/** The legal actions that are buttons (no path: "pass", "defend"), with their words. */
export function buttons<V, A, T>(paths: ClickPaths<V, A, T>, view: V, legal: readonly A[]): { label: string; action: A }[] {
  return legal.filter((action) => paths.path(action, view).length === 0).map((action) => ({ label: paths.label(action, view), action }));
}

/**
 * The next step of every path that goes on from the clicks so far: each target to light up, with
 * the legal actions clicking it leads to (for a target's tooltip, or the actions it stands for).
 * The same targets as {@link click}'s `do: 'click'`, in the same order; `[]` when no path goes on.
 */
export function nextSteps<V, A, T>(paths: ClickPaths<V, A, T>, view: V, legal: readonly A[], clicks: readonly T[]): { target: T; actions: A[] }[] {
  const clicked = clicks.map(targetKey);
  const steps = new Map<string, { target: T; actions: A[] }>();
  for (const action of legal) {
    const path = paths.path(action, view);
    if (path.length <= clicks.length || !clicked.every((k, i) => k === targetKey(path[i]))) continue;
    const target = path[clicks.length]!;
    const key = targetKey(target);
    const step = steps.get(key);
    if (step) step.actions.push(action);
    else steps.set(key, { target, actions: [action] });
  }
  return [...steps.values()];
}
