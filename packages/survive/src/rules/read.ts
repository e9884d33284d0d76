/**
 * Reading the state cheaply while `apply` runs the rules on an immer draft.
 *
 * Through a draft, every object read gets a proxy of its own, which immer then has to finalize:
 * a scan over the explorers drafts each of them, though the action changed one or none. A part
 * of the state the action has not changed yet (immer's `isModified` is false: no write at any
 * depth below it) is its base, the frozen value from before the action, and reading that drafts
 * nothing. A changed part is read through the draft as before, for its latest values. On a plain
 * state (the simulator, `legalActions`, `validate`) the value is itself.
 *
 * What {@link latest} returns is for reading at once, never for writing (writes go through the
 * draft) nor for keeping past the next write.
 *
 * @module
 */
import { isDraft, isModified, original, type Draft } from 'immer';

/**
 * A part of the state to read: itself if plain; its base while the action has not changed it (at
 * any depth), where reading drafts nothing; else the draft itself.
 */
export function latest<T>(value: T): T {
  return isDraft(value) && !isModified(value) ? (original(value as Draft<T>) as T) : value;
}
