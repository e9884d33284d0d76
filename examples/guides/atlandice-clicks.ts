import { buttons, click, type ClickNext } from '@tabula/core/ui';
import type { AtlandiceAction, AtlandiceView } from '@tabula/atlandice';
import { atlandiceClicks, atlandiceWords, type Target } from '@tabula/atlandice/ui';

/** What a board keeps between clicks: the board things clicked so far. */
export type Selection = readonly Target[];

/** What the UI does after the clicks so far: play, ask (a prompt), light up the next targets, or reset. */
export function next(view: AtlandiceView, clicks: Selection): ClickNext<AtlandiceAction, Target> {
  return click(atlandiceClicks, view, view.legal, clicks);
}

/** A click on `target`: the action to play now, if any, and the selection after it. */
export function press(view: AtlandiceView, clicks: Selection, target: Target): { play?: AtlandiceAction; clicks: Selection } {
  const after = next(view, [...clicks, target]);
  if (after.do === 'play') return { play: after.action, clicks: [] };
  if (after.do === 'reset') return { clicks: [] };
  return { clicks: [...clicks, target] };
}

/** The actions that are buttons, not board clicks (skip, donate, pass), with their words. */
export function buttonsOf(view: AtlandiceView): { label: string; action: AtlandiceAction }[] {
  return buttons(atlandiceClicks, view, view.legal);
}

/** The banner above the board: what the seat owes, or who is playing. */
export function bannerOf(view: AtlandiceView, me: number | null): string {
  return atlandiceWords.banner(view, me);
}
