/**
 * Edits of the state's arrays as new arrays. Editing an array in place (`shift`, `unshift`,
 * `splice`) would change the state's own array, which under immer is the state before the action
 * (see `access.ts`); these build a new plain array from the current items instead, with loops
 * rather than `slice` or a spread, which copy a frozen array (any state `apply` returned) slowly
 * (see `board/shapes`). On a plain state (the simulator's) they cost about what the in-place edit
 * costs. The resulting state is the same JSON either way.
 */
import type { AkrotiriState, Step } from '../state';
import { assign, read } from './access';
import { sliced } from '../board/shapes';

/** `a` without its item at `index`, as a new array (the `splice(index, 1)` of a copy). */
export function withoutItem<T>(a: readonly T[], index: number): T[] {
  const out: T[] = [];
  for (let i = 0; i < a.length; i++) if (i !== index) out.push(a[i]!);
  return out;
}

/** `a` without its first item equal to `item`, as a new array (the `splice(indexOf(item), 1)` of a copy). */
export function withoutValue<T>(a: readonly T[], item: T): T[] {
  return withoutItem(a, a.indexOf(item));
}

/** `a` with `items` added at the end, as a new array (the `push(...items)` of a copy). */
export function withItems<T>(a: readonly T[], ...items: T[]): T[] {
  const out = sliced(a);
  for (const item of items) out.push(item);
  return out;
}

/** Removes the step that runs next and returns it (`steps.shift()`). */
export function shiftStep(s: AkrotiriState): Step | undefined {
  const steps = read(s, 'steps');
  assign(s, 'steps', sliced(steps, 1));
  return steps[0];
}

/** Puts `steps` first, in order (`steps.unshift(...)`). */
export function unshiftSteps(s: AkrotiriState, ...steps: Step[]): void {
  const out = sliced(steps);
  for (const step of read(s, 'steps')) out.push(step);
  assign(s, 'steps', out);
}
