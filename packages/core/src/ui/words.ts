/**
 * Seats and names in words, the same for every game, the CLI, the playground and `npm start`.
 *
 * @module
 */
import type { Seat } from '../types';

/**
 * The names a table gives its seats (`['Ada', 'Bo']`), by seat. Missing or empty names fall back
 * to "Seat N".
 */
export type SeatNames = readonly (string | undefined)[];

/**
 * A seat's name for people. Seats are numbered from 1 where a person reads them: seat 0 is
 * "Seat 1" (the engine, boardgame.io's `"0"` and the logs count from 0). With `names`, the
 * seat's name when it has one.
 *
 * ```ts
 * seatLabel(0);                  // 'Seat 1'
 * seatLabel(1, ['Ada', 'Bo']);   // 'Bo'
 * ```
 */
export function seatLabel(seat: Seat, names?: SeatNames): string {
  const name = names?.[seat]?.trim();
  return name ? name : `Seat ${seat + 1}`;
}

/**
 * A seat as a viewer reads it in a sentence: "you" for the viewer's own seat, else its
 * {@link seatLabel}; "someone" for anything that is not a seat (a redacted field).
 */
export function seatWord(seat: unknown, viewer: Seat | null, names?: SeatNames): string {
  if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0) return 'someone';
  return seat === viewer ? 'you' : seatLabel(seat, names);
}

/**
 * A name of the rules (an action or event type, an enum value) in words: `seaSerpent` is
 * "sea serpent", `placeExplorer` "place explorer", `VP` stays "VP".
 */
export function inWords(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])(?=[a-z])/g, (_, a: string, b: string) => `${a} ${b.toLowerCase()}`)
    .replace(/([a-z])([0-9])/g, '$1 $2');
}

/** A count with its noun: `plural(1, 'drachma')` is "1 drachma", `plural(2, 'drachma')` "2 drachmas". */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** A list in words: "a", "a and b", "a, b and c"; "nothing" for none. */
export function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? 'nothing';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * What a viewer should know of a private event: " (secret: only Seat 2 knows more)" for one
 * redacted for it, " (only you see this)" for one of its own private events, "" otherwise.
 */
export function secretNote(event: unknown, viewer: Seat | null, names?: SeatNames): string {
  const e = record(event);
  const audience = (Array.isArray(e.audience) ? e.audience : []).filter((s): s is number => typeof s === 'number');
  if (e.redacted === true) {
    const who = audience.map((s) => seatWord(s, viewer, names));
    return ` (secret: only ${listWords(who.length ? who : ['its owner'])} ${audience.length === 1 && audience[0] !== viewer ? 'knows' : 'know'} more)`;
  }
  if (audience.length > 0 && viewer !== null && audience.includes(viewer)) return ' (only you see this)';
  return '';
}

/**
 * Words for any event a game's words do not describe: its type in words and its fields (`seat`
 * as "you" or "Seat N"; `audience` and `redacted` as a {@link secretNote}).
 *
 * ```ts
 * genericEvent({ type: 'scoreChanged', seat: 1, by: 2 }, 0); // 'score changed: Seat 2, by 2'
 * ```
 */
export function genericEvent(event: unknown, viewer: Seat | null, names?: SeatNames): string {
  const e = record(event);
  const type = typeof e.type === 'string' ? inWords(e.type) : 'event';
  const parts: string[] = [];
  for (const [k, v] of Object.entries(e)) {
    if (k === 'type' || k === 'audience' || k === 'redacted') continue;
    const value = typeof v === 'string' ? inWords(v) : (JSON.stringify(v) ?? String(v));
    parts.push(k === 'seat' ? seatWord(v, viewer, names) : `${inWords(k).toLowerCase()} ${value}`);
  }
  return `${type}${parts.length ? `: ${parts.join(', ')}` : ''}${secretNote(e, viewer, names)}`;
}
