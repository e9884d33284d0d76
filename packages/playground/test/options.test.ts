/**
 * The new-game form's option parsing: every kind of field, its errors, the player counts a field
 * applies to, and every game's fields against the game's own setup.
 */
import { describe, expect, it } from 'vitest';
import type { OptionField } from '../src/games/types';
import { GAMES } from '../src/games';
import { defaultFormValues, exampleText, parseOptions } from '../src/shell/options';
import { nestOptions } from '../src/components/NewGameForm';

const FIELDS: OptionField[] = [
  { kind: 'boolean', key: 'flag', label: 'Flag' },
  { kind: 'boolean', key: 'pairs', label: 'Pairs', appliesTo: (players) => players === 2 },
  { kind: 'choice', key: 'variant', label: 'Variant', choices: [{ label: 'Standard', value: undefined }, { label: 'Strategic', value: 'strategic' }, { label: 'Seat 2', value: 1 }] },
  { kind: 'integer', key: 'clock', label: 'Clock', min: 1, max: 10 },
  { kind: 'json', key: 'data', label: 'Data', example: { a: [1, 2] } },
];

describe('parseOptions', () => {
  it('reads the form’s starting values as no options at all (every game’s defaults)', () => {
    expect(defaultFormValues(FIELDS)).toEqual({ flag: false, pairs: false, variant: '0', clock: '', data: '' });
    expect(parseOptions(FIELDS, defaultFormValues(FIELDS), 3)).toEqual({ ok: true, options: undefined });
  });

  it('reads a checked box as true, a choice as its value, a number and JSON as themselves', () => {
    const out = parseOptions(FIELDS, { flag: true, variant: '1', clock: ' 7 ', data: '{"a":[1,2]}' }, 3);
    expect(out).toEqual({ ok: true, options: { flag: true, variant: 'strategic', clock: 7, data: { a: [1, 2] } } });
    expect(parseOptions(FIELDS, { variant: '2' }, 3)).toEqual({ ok: true, options: { variant: 1 } });
  });

  it('leaves out a field that does not apply to the player count, and keeps it where it does', () => {
    expect(parseOptions(FIELDS, { pairs: true }, 3)).toEqual({ ok: true, options: undefined });
    expect(parseOptions(FIELDS, { pairs: true }, 2)).toEqual({ ok: true, options: { pairs: true } });
  });

  it('names every field at fault, not only the first', () => {
    const out = parseOptions(FIELDS, { variant: '9', clock: '2.5', data: '{nope' }, 3);
    expect(out.ok).toBe(false);
    if (out.ok) return;
    expect(out.errors.map((e) => e.key)).toEqual(['variant', 'clock', 'data']);
    expect(out.errors[0]!.message).toMatch(/^Variant: must be one of Standard, Strategic, Seat 2/);
    expect(out.errors[1]!.message).toBe('Clock: must be a whole number, got "2.5"');
    expect(out.errors[2]!.message).toMatch(/^Data: is not JSON/);
  });

  it('refuses a number out of range, saying the range', () => {
    expect(parseOptions(FIELDS, { clock: '11' }, 3)).toEqual({ ok: false, errors: [{ key: 'clock', message: 'Clock: must be from 1 to 10, got 11' }] });
    expect(parseOptions(FIELDS, { clock: '0' }, 3).ok).toBe(false);
  });

  it('writes a JSON example the field reads back', () => {
    const field = FIELDS[4] as Extract<OptionField, { kind: 'json' }>;
    expect(parseOptions(FIELDS, { data: exampleText(field.example) }, 3)).toEqual({ ok: true, options: { data: { a: [1, 2] } } });
  });
});

describe.each(GAMES.map((ui) => [ui.title, ui] as const))('%s’s option fields', (_title, ui) => {
  const counts = Array.from({ length: ui.players.max - ui.players.min + 1 }, (_, i) => ui.players.min + i);

  it('offers player counts the game accepts, its default among them', () => {
    expect(ui.players.min).toBe(ui.game.minPlayers);
    expect(ui.players.max).toBe(ui.game.maxPlayers);
    expect(counts).toContain(ui.players.default);
  });

  it('sets up a game with the form’s starting values, for every player count', () => {
    for (const players of counts) {
      const parsed = parseOptions(ui.options, defaultFormValues(ui.options), players);
      expect(parsed.ok).toBe(true);
      if (!parsed.ok) continue;
      const options = nestOptions(parsed.options);
      expect(() => ui.game.setup({ players, seed: 'form', ...(options ? { options } : {}) })).not.toThrow();
    }
  });

  it('sets up a game with each field set on its own, as the game reads it', () => {
    for (const field of ui.options) {
      const players = counts.find((p) => (field.appliesTo ? field.appliesTo(p) : true))!;
      const values: Record<string, string | boolean> = { ...defaultFormValues(ui.options) };
      if (field.kind === 'boolean') values[field.key] = true;
      else if (field.kind === 'choice') values[field.key] = String(field.choices.length - 1);
      else if (field.kind === 'integer') values[field.key] = String(field.max);
      else values[field.key] = field.example === undefined ? '' : exampleText(field.example);
      const parsed = parseOptions(ui.options, values, players);
      expect(parsed, field.key).toMatchObject({ ok: true });
      if (!parsed.ok) continue;
      expect(Object.keys(parsed.options ?? {}), field.key).toEqual([field.key]);
      // A dotted key sets one field of an object option (Atlandice's `tileClocks.J1`): the form nests it.
      const [head, tail] = field.key.split('.');
      const options = nestOptions(parsed.options)!;
      expect(tail === undefined ? options[head!] : (options[head!] as Record<string, unknown>)[tail], field.key).toEqual(parsed.options![field.key]);
      expect(() => ui.game.setup({ players, seed: 'form', options }), field.key).not.toThrow();
    }
  });
});
