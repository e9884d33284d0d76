import { buttons as kitButtons, click as kitClick } from '@tabula/core/ui';
import type { ClockworkAction, ClockworkView } from '@tabula/clockwork-empire';
import { clockworkEmpireClicks, clockworkEmpireWords, type Target } from '@tabula/clockwork-empire/ui';

export type { Target };

/** What the UI does after the clicks so far: play, ask (each choice in words), light up the next targets, or reset. */
export type Next =
  | { do: 'play'; action: ClockworkAction }
  | { do: 'ask'; choices: { label: string; action: ClockworkAction }[] }
  | { do: 'click'; targets: Target[] }
  | { do: 'reset' };

/** The things to click, in order, to play `action`; `[]` for a button. */
export function clickPath(action: ClockworkAction, view: ClockworkView): Target[] {
  return [...clockworkEmpireClicks.path(action, view)];
}

/** Narrows the seat's legal actions (`view.legal`) by the things clicked so far. */
export function click(view: ClockworkView, clicks: readonly Target[]): Next {
  const next = kitClick(clockworkEmpireClicks, view, view.legal, clicks);
  if (next.do === 'ask') return { do: 'ask', choices: [...next.choices] };
  if (next.do === 'click') return { do: 'click', targets: [...next.targets] };
  return next;
}

/** The actions that are buttons, with their words: go, the payments, draw, evolve, done. */
export function buttons(view: ClockworkView): { label: string; action: ClockworkAction }[] {
  return kitButtons(clockworkEmpireClicks, view, view.legal);
}

/** The banner above the board: what the seat owes now, or who is playing. */
export function banner(view: ClockworkView, me: number): string {
  return clockworkEmpireWords.banner(view, me);
}
