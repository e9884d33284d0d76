/**
 * What every title's terminal picture provides, and the helpers they share. A picture is drawn
 * from a seat's VIEW only (never the state), so it can show nothing the seat may not see; the
 * words for actions and events are made from what the seat received (its own actions in full,
 * others' as `actionFor` gave them, events as `eventsFor` gave them). Every function is tolerant:
 * a field missing or of another shape is left out or shown as JSON, never a crash. Seats are named
 * as everywhere in Tabula (`@tabula/core/ui`): "Seat 1" for seat 0, "you" for the viewer; a title
 * with a UI kit takes its words from the kit (`@tabula/<game>/ui`) and keeps only its drawing here.
 *
 * @module
 */
import type { Seat } from '@tabula/core';
import { genericEvent as kitGenericEvent, inWords, listWords, plural, secretNote as kitSecretNote, seatWord } from '@tabula/core/ui';

/** A title's words and pictures for the terminal. */
export interface Picture {
  /** The view of `viewer` as lines of text: board, hands, scores. */
  draw(view: unknown, viewer: Seat | null): string[];
  /** An action in words (`view`: the viewer's, for context), or `undefined` to show it as JSON. */
  action(action: Record<string, unknown>, view: unknown): string | undefined;
  /** What a group of actions of one type is called in a long list: `place an explorer`. */
  typeName?(type: string): string | undefined;
  /** What the group of an action is called in a long list, read from the action (preferred to {@link typeName} when given). */
  group?(action: Record<string, unknown>, view: unknown): string | undefined;
  /** How actions of one type are grouped further in a long list (`value 6`), if they are. */
  subgroup?(action: Record<string, unknown>, view: unknown): string | undefined;
  /**
   * An event in words as `viewer` received it, or `undefined` for the generic words. `view` is the
   * viewer's view after the action, for context (who the neutral player is, a hex's terrain).
   */
  event(event: Record<string, unknown>, viewer: Seat | null, view: unknown): string | undefined;
}

/** An object's fields, or an empty record for anything else. */
export function rec(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** An array, or an empty one. */
export function arr(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** A number, or `undefined`. */
export function num(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** A string, or `undefined`. */
export function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** A short text for any value: strings as they are, the rest as JSON. */
export function show(value: unknown): string {
  if (value === undefined) return '?';
  if (typeof value === 'string') return value;
  return JSON.stringify(value) ?? String(value);
}

/** `you` for the viewer's own seat, else `Seat N` (seat 0 is "Seat 1"): `seatWord` of `@tabula/core/ui`. */
export function seatName(seat: unknown, viewer: Seat | null): string {
  return seatWord(seat, viewer);
}

/** `camelCase` as `camel case`. */
export function words(name: string): string {
  return inWords(name).toLowerCase();
}

/**
 * Generic words for an event no title describes: its type in words and its fields (`seat` as
 * `you`/`Seat N`; `audience` and `redacted` said plainly): `genericEvent` of `@tabula/core/ui`.
 */
export function genericEvent(event: Record<string, unknown>, viewer: Seat | null): string {
  return kitGenericEvent(event, viewer);
}

/** ` (secret: only Seat 2 knows more)` for a redacted event, ` (only you see this)` for one's own private event. */
export function secretNote(event: Record<string, unknown>, viewer: Seat | null): string {
  return kitSecretNote(event, viewer);
}

/** Pads lines into aligned columns (left-aligned text, right-aligned numbers and `·`). */
export function table(rows: readonly (readonly (string | number)[])[], indent = '  '): string[] {
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, String(cell).length)));
  return rows.map(
    (row) =>
      indent +
      row
        .map((cell, i) => (typeof cell === 'number' || cell === '·' ? String(cell).padStart(widths[i]!) : String(cell).padEnd(widths[i]!)))
        .join('  ')
        .trimEnd(),
  );
}

/** A list in words: `a, b and c`. */
export function list(items: readonly string[]): string {
  return listWords(items);
}

/** `1 card`, `2 cards`. */
export function count(n: unknown, one: string, many = `${one}s`): string {
  return plural(typeof n === 'number' ? n : 0, one, many);
}

/** An object's fields as `k v, k v` (a decision owed, a step): short, never JSON braces. */
export function compact(value: unknown): string {
  const r = rec(value);
  const parts = Object.entries(r).map(([k, v]) => `${words(k)} ${Array.isArray(v) ? v.map(show).join('/') : show(v)}`);
  return parts.join(', ');
}
