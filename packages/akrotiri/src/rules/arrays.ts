/**
 * Edits of the state's arrays that stay cheap under immer. Editing a draft array in place
 * (`shift`, `unshift`, `splice`) runs a proxy trap for every item it moves, and drafts every object
 * item it reads; these build a new plain array from the current items instead. On a plain state
 * (the simulator's) they cost about what the in-place edit costs. The resulting state is the same
 * JSON either way.
 */
import { current, isDraft, type Draft } from 'immer';
import type { AkrotiriState, Step } from '../state';

/** The items of one of the state's arrays as they are now, read without drafting them. */
export function itemsOf<T>(a: readonly T[]): readonly T[] {
  return isDraft(a) ? current<T[]>(a as Draft<T[]>) : a;
}

/** `a` without its item at `index`, as a new array (the `splice(index, 1)` of a copy). */
export function withoutItem<T>(a: readonly T[], index: number): T[] {
  const items = itemsOf(a);
  return [...items.slice(0, index), ...items.slice(index + 1)];
}

/** `a` without its first `count` items, as a new array (the `splice(0, count)` of a copy). */
export function withoutFirst<T>(a: readonly T[], count = 1): T[] {
  return itemsOf(a).slice(count);
}

/** Removes the step that runs next and returns it (`steps.shift()`). */
export function shiftStep(s: AkrotiriState): Step | undefined {
  const steps = itemsOf(s.steps);
  s.steps = steps.slice(1);
  return steps[0];
}

/** Puts `steps` first, in order (`steps.unshift(...)`). */
export function unshiftSteps(s: AkrotiriState, ...steps: Step[]): void {
  s.steps = [...steps, ...itemsOf(s.steps)];
}
