import { buttons as kitButtons, click as kitClick } from '@tabula/core/ui';
import type { AkrotiriAction, AkrotiriView } from '@tabula/akrotiri';
import { akrotiriClicks, akrotiriWords, type Target } from '@tabula/akrotiri/ui';

export type { Target };

/** What the UI does after the clicks so far: play, ask (each choice in words), light up the next targets, or reset. */
export type Next =
  | { do: 'play'; action: AkrotiriAction }
  | { do: 'ask'; choices: { label: string; action: AkrotiriAction }[] }
  | { do: 'click'; targets: Target[] }
  | { do: 'reset' };

/** The things to click, in order, to play `action`; `[]` for a button. */
export function clickPath(action: AkrotiriAction, view: AkrotiriView): Target[] {
  return [...akrotiriClicks.path(action, view)];
}

/** Narrows the seat's legal actions (`view.legal`) by the things clicked so far. */
export function click(view: AkrotiriView, clicks: readonly Target[]): Next {
  const next = kitClick(akrotiriClicks, view, view.legal, clicks);
  if (next.do === 'ask') return { do: 'ask', choices: [...next.choices] };
  if (next.do === 'click') return { do: 'click', targets: [...next.targets] };
  return next;
}

/** The actions that are buttons, with their words: buying maps, the Oracle, ending the turn. */
export function buttons(view: AkrotiriView): { label: string; action: AkrotiriAction }[] {
  return kitButtons(akrotiriClicks, view, view.legal);
}

/** The banner above the board: what the seat owes now, or who is playing. */
export function banner(view: AkrotiriView, me: number): string {
  return akrotiriWords.banner(view, me);
}
