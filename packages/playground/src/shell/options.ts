/**
 * The new-game form's option fields, read into a game's `config.options`. Pure: the form keeps
 * raw values (strings and booleans) and this module turns them into options or says, per field,
 * what is wrong. What the game itself refuses (a `SetupError`) is reported when the match starts.
 *
 * @module
 */
import type { OptionField } from '../games/types';

/** A raw form value: a checkbox's state, or the text of a select, number or JSON field. */
export type FormValue = string | boolean;

/** The raw values of a form's option fields, by option key. */
export type FormValues = Readonly<Record<string, FormValue>>;

/** A field the form could not read, and why. */
export interface OptionError {
  /** The option's key. */
  key: string;
  /** What is wrong, for people. */
  message: string;
}

/** The options read from a form, or why they could not be. */
export type ParsedOptions = { ok: true; options: Record<string, unknown> | undefined } | { ok: false; errors: OptionError[] };

/** Whether `field` applies to a game of `players` players. */
export function fieldApplies(field: OptionField, players: number): boolean {
  return field.appliesTo ? field.appliesTo(players) : true;
}

/**
 * The form's starting values: unchecked boxes, each select on its first choice, empty numbers
 * and JSON. They read as no options at all: every game's defaults.
 */
export function defaultFormValues(fields: readonly OptionField[]): Record<string, FormValue> {
  const out: Record<string, FormValue> = {};
  for (const field of fields) out[field.key] = field.kind === 'boolean' ? false : field.kind === 'choice' ? '0' : '';
  return out;
}

/** Reads one field; `undefined` leaves the option out. */
function readField(field: OptionField, raw: FormValue | undefined): { value: unknown } | { error: string } {
  switch (field.kind) {
    case 'boolean':
      if (raw === undefined || raw === false) return { value: undefined };
      if (raw === true) return { value: true };
      return { error: 'must be checked or not' };
    case 'choice': {
      const index = raw === undefined || raw === '' ? 0 : Number(raw);
      const choice = Number.isInteger(index) ? field.choices[index] : undefined;
      if (!choice) return { error: `must be one of ${field.choices.map((c) => c.label).join(', ')}` };
      return { value: choice.value };
    }
    case 'integer': {
      const text = typeof raw === 'string' ? raw.trim() : '';
      if (raw !== undefined && typeof raw !== 'string') return { error: 'must be a whole number' };
      if (text === '') return { value: undefined };
      const n = Number(text);
      if (!/^-?\d+$/.test(text) || !Number.isSafeInteger(n)) return { error: `must be a whole number, got "${text}"` };
      if (n < field.min || n > field.max) return { error: `must be from ${field.min} to ${field.max}, got ${n}` };
      return { value: n };
    }
    case 'json': {
      if (raw !== undefined && typeof raw !== 'string') return { error: 'must be JSON text' };
      const text = (raw ?? '').trim();
      if (text === '') return { value: undefined };
      try {
        return { value: JSON.parse(text) as unknown };
      } catch (err) {
        return { error: `is not JSON: ${err instanceof Error ? err.message : String(err)}` };
      }
    }
  }
}

/**
 * The options of a game of `players` players from the form's raw values: each field that applies
 * and is set becomes `options[key]`; fields left empty (and fields that do not apply to this
 * player count) are left out, so the game uses its defaults. `options` is `undefined` when no
 * field is set. Every field at fault is reported, not only the first.
 */
export function parseOptions(fields: readonly OptionField[], values: FormValues, players: number): ParsedOptions {
  const options: Record<string, unknown> = {};
  const errors: OptionError[] = [];
  for (const field of fields) {
    if (!fieldApplies(field, players)) continue;
    const read = readField(field, values[field.key]);
    if ('error' in read) errors.push({ key: field.key, message: `${field.label}: ${read.error}` });
    else if (read.value !== undefined) options[field.key] = read.value;
  }
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, options: Object.keys(options).length > 0 ? options : undefined };
}

/** A JSON field's example as the form shows it: indented JSON text. */
export function exampleText(example: unknown): string {
  return JSON.stringify(example, null, 1);
}
