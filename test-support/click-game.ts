/**
 * A whole game played the way a person plays it in a UI: by clicking. Each step clicks through a
 * kit's click paths (a button, or a thing on the board, then what `click` lights next, then a
 * choice when it asks) with seeded random picks, and plays only what `click` yields. Imported by
 * the UI kit tests of the games (never by a published package).
 *
 * @module
 */
import seedrandom from 'seedrandom';
import { weightedIndex, type BaseState, type Game, type Seat } from '@tabula/core';
import { buttons, click, type ClickPaths } from '@tabula/core/ui';

/** How a game played by clicking went. */
export interface ClickedGame<S> {
  /** The state it ended on (over, unless `maxActions` came first). */
  state: S;
  /** Actions played. */
  played: number;
  /** Clicks on the board. */
  clicks: number;
  /** Times a click asked to choose among actions. */
  asks: number;
  /** Buttons pressed. */
  pressed: number;
}

/**
 * Plays `game` from `state` to its end (or `maxActions`) by clicking, as the first active seat
 * each time. Every legal action weighs `weights(state, seat, legal)` (default: 1 each), and a
 * target or a button as much as the actions it leads to; picks are drawn from `seed`. Throws when
 * the clicks lead to no action, or to one the rules refuse.
 */
export function playByClicking<S extends BaseState, A, V extends { legal: readonly A[] }, T>(
  game: Game<S, A, any, V, any, any>,
  clicks: ClickPaths<V, A, T>,
  state: S,
  seed: string,
  weights: (state: S, seat: Seat, legal: readonly A[]) => readonly number[] = (_s, _seat, legal) => legal.map(() => 1),
  maxActions = 5000,
): ClickedGame<S> {
  const rng = seedrandom.alea(seed);
  const key = (x: unknown) => JSON.stringify(x);
  const out: ClickedGame<S> = { state, played: 0, clicks: 0, asks: 0, pressed: 0 };
  while (!game.isOver(out.state) && out.played < maxActions) {
    const seat = game.activeSeats(out.state)[0]!;
    const view = game.view(out.state, seat);
    const legal = view.legal;
    const weightOf = new Map(legal.map((a, i) => [key(a), weights(out.state, seat, legal)[i]!]));
    /** What the actions a path leads to weigh together. */
    const under = (path: readonly T[]) => legal.filter((a) => key(clicks.path(a, view).slice(0, path.length)) === key(path)).reduce((n, a) => n + weightOf.get(key(a))!, 0);
    let chosen: A | undefined;
    let path: T[] = [];
    let next = click(clicks, view, legal, path);
    // First: a button, or a thing on the board.
    const firsts = next.do === 'click' ? next.targets : [];
    const options = [...buttons(clicks, view, legal).map((b) => ({ button: b.action })), ...firsts.map((t) => ({ target: t }))];
    const pick = options[weightedIndex(options.map((o) => ('button' in o ? weightOf.get(key(o.button))! : under([o.target]))), rng())]!;
    if ('button' in pick) {
      chosen = pick.button;
      out.pressed++;
    } else {
      path = [pick.target];
      out.clicks++;
      for (next = click(clicks, view, legal, path); next.do === 'click'; next = click(clicks, view, legal, path)) {
        const targets = next.targets;
        path = [...path, targets[weightedIndex(targets.map((t) => under([...path, t])), rng())]!];
        out.clicks++;
      }
      if (next.do === 'play') chosen = next.action;
      else if (next.do === 'ask') {
        out.asks++;
        const choices = next.choices;
        chosen = choices[weightedIndex(choices.map((c) => weightOf.get(key(c.action))!), rng())]!.action;
      }
    }
    if (chosen === undefined) throw new Error(`step ${out.played}: the clicks ${key(path)} led to ${next.do}, not to an action`);
    const played = game.apply(out.state, seat, chosen);
    if (!played.ok) throw new Error(`step ${out.played}: ${played.error.message}`);
    out.state = played.state;
    out.played++;
  }
  return out;
}
