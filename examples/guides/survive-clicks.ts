import { buttons as buttonsOf, click as clickThrough, type ClickNext } from '@tabula/core/ui';
import type { SurviveAction, SurviveView } from '@tabula/survive';
import { surviveClicks, surviveWords, type Target } from '@tabula/survive/ui';

export type { Target };

/** What a board keeps between clicks: the things clicked so far (on the board, or in the seat's own hand). */
export type Selection = readonly Target[];

/** What the UI does after the clicks so far: play, ask (a prompt), light up the next targets, or reset. */
export function click(view: SurviveView, clicks: Selection): ClickNext<SurviveAction, Target> {
  return clickThrough(surviveClicks, view, view.legal, clicks);
}

/** A click on `target`: the action to play now, if any, and the selection after it. */
export function press(view: SurviveView, clicks: Selection, target: Target): { play?: SurviveAction; clicks: Selection } {
  const after = click(view, [...clicks, target]);
  if (after.do === 'play') return { play: after.action, clicks: [] };
  if (after.do === 'reset') return { clicks: [] };
  return { clicks: [...clicks, target] };
}

/** The actions that are buttons, not clicks (`defend`, `pass`), with their words ("end movement", "do not defend"). */
export function buttons(view: SurviveView): { label: string; action: SurviveAction }[] {
  return buttonsOf(surviveClicks, view, view.legal);
}

/** The banner above the board: what the seat owes, or who is playing and what they are asked. */
export function banner(view: SurviveView, me: number | null): string {
  return surviveWords.banner(view, me);
}
