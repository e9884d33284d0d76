/**
 * What every title's terminal picture provides, and the helpers they share. A picture is drawn
 * from a seat's VIEW only (never the state), so it can show nothing the seat may not see; the
 * words for actions and events are made from what the seat received (its own actions in full,
 * others' as `actionFor` gave them, events as `eventsFor` gave them). Every function is tolerant:
 * a field missing or of another shape is left out or shown as JSON, never a crash.
 *
 * @module
 */
import type { Seat } from '@tabula/core';

/** A title's words and pictures for the terminal. */
export interface Picture {
  /** The view of `viewer` as lines of text: board, hands, scores. */
  draw(view: unknown, viewer: Seat | null): string[];
  /** An action in words (`view`: the viewer's, for context), or `undefined` to show it as JSON. */
  action(action: Record<string, unknown>, view: unknown): string | undefined;
  /** What a group of actions of one type is called in a long list: `place an explorer`. */
  typeName?(type: string): string | undefined;
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

/** `you` for the viewer's own seat, else `seat N`. */
export function seatName(seat: unknown, viewer: Seat | null): string {
  if (typeof seat !== 'number') return 'someone';
  return seat === viewer ? 'you' : `seat ${seat}`;
}

/** `camelCase` as `camel case`. */
export function words(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
}

/**
 * Generic words for an event no title describes: its type in words and its fields (`seat` as
 * `you`/`seat N`; `audience` and `redacted` said plainly).
 */
export function genericEvent(event: Record<string, unknown>, viewer: Seat | null): string {
  const type = typeof event.type === 'string' ? words(event.type) : 'event';
  const parts: string[] = [];
  for (const [k, v] of Object.entries(event)) {
    if (k === 'type' || k === 'audience' || k === 'redacted') continue;
    parts.push(k === 'seat' ? seatName(v, viewer) : `${words(k)} ${show(v)}`);
  }
  return `${type}${parts.length ? `: ${parts.join(', ')}` : ''}${secretNote(event, viewer)}`;
}

/** ` (secret: only seat 2 knows which)` for a redacted event, ` (only you see this)` for one's own private event. */
export function secretNote(event: Record<string, unknown>, viewer: Seat | null): string {
  const audience = arr(event.audience).filter((s): s is number => typeof s === 'number');
  if (event.redacted === true) return ` (secret: only ${audience.map((s) => seatName(s, viewer)).join(' and ') || 'its owner'} ${audience.length === 1 && audience[0] !== viewer ? 'knows' : 'know'} more)`;
  if (audience.length > 0 && viewer !== null && audience.includes(viewer)) return ' (only you see this)';
  return '';
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
  if (items.length <= 1) return items[0] ?? 'nothing';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** `1 card`, `2 cards`. */
export function count(n: unknown, one: string, many = `${one}s`): string {
  const k = typeof n === 'number' ? n : 0;
  return `${k} ${k === 1 ? one : many}`;
}

/** An object's fields as `k v, k v` (a decision owed, a step): short, never JSON braces. */
export function compact(value: unknown): string {
  const r = rec(value);
  const parts = Object.entries(r).map(([k, v]) => `${words(k)} ${Array.isArray(v) ? v.map(show).join('/') : show(v)}`);
  return parts.join(', ');
}
