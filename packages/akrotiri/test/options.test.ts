/**
 * Issue 20: a bad option is a `SetupError` naming its field, never silently the default. Each case
 * below was accepted before (an unknown key played the defaults; `null` read as "absent"; a stray
 * field of a component set was stored in the state and shown in views; `provisional: "yes"` was
 * read as `false`).
 */
import { describe, expect, it } from 'vitest';
import { SetupError } from '@tabula/core';
import { akrotiri, PROVISIONAL_COMPONENTS, type AkrotiriOptions } from '../src/index';

/** The field a setup with `options` names in its `SetupError` (fails if setup accepts them). */
function fieldOf(options: unknown): string {
  try {
    akrotiri.setup({ players: 2, seed: 'options', options: options as AkrotiriOptions });
  } catch (e) {
    if (e instanceof SetupError) return e.field;
    throw e;
  }
  throw new Error(`setup accepted ${JSON.stringify(options).slice(0, 80)}`);
}

const set = () => structuredClone(PROVISIONAL_COMPONENTS) as unknown as Record<string, unknown> & { tiles: Record<string, unknown>[]; maps: Record<string, unknown>[]; thera: Record<string, unknown> };

describe('K3 setup options: each bad option is a SetupError naming its field', () => {
  it('K3 an unknown option, or options that are not an object', () => {
    expect(fieldOf({ variants: 'strategic' })).toBe('options.variants');
    expect(fieldOf({ start: 1 })).toBe('options.start');
    expect(fieldOf(null)).toBe('options');
    expect(fieldOf([])).toBe('options');
  });

  it('K8 variant: null, a number or an unknown name', () => {
    for (const variant of [null, 1, 'easy', '']) expect(fieldOf({ variant })).toBe('options.variant');
    expect(akrotiri.setup({ players: 2, seed: 's', options: { variant: 'strategic' } }).variant).toBe('strategic');
  });

  it('K3.1 startPlayer: null, a string, a fraction or a seat out of range', () => {
    for (const startPlayer of [null, '0', 0.5, 2, -1, true]) expect(fieldOf({ startPlayer })).toBe('options.startPlayer');
    expect(akrotiri.setup({ players: 2, seed: 's', options: { startPlayer: 1 } }).startPlayer).toBe(1);
  });

  it('K9 components: null, not an object, a field too many at any depth, provisional not true or false', () => {
    expect(fieldOf({ components: null })).toBe('options.components');
    expect(fieldOf({ components: [] })).toBe('options.components');
    expect(fieldOf({ components: { ...set(), extra: { shown: 'in every view' } } })).toBe('options.components.extra');
    expect(fieldOf({ components: { ...set(), provisional: 'yes' } })).toBe('options.components.provisional');
    const { provisional: _p, ...unmarked } = set();
    expect(fieldOf({ components: unmarked })).toBe('options.components.provisional');
    const tile = set();
    tile.tiles[0]!['note'] = 'x';
    expect(fieldOf({ components: tile })).toBe(`options.components.tiles.${PROVISIONAL_COMPONENTS.tiles[0]!.id}.note`);
    const map = set();
    map.maps[4]!['provisional'] = 'yes';
    expect(fieldOf({ components: map })).toBe(`options.components.maps.${PROVISIONAL_COMPONENTS.maps[4]!.id}.provisional`);
    const thera = set();
    thera.thera['colour'] = 'white';
    expect(fieldOf({ components: thera })).toBe('options.components.thera.colour');
  });

  it('K9 a good set of your own is stored exactly as given, and shown in views as given', () => {
    const own = { ...structuredClone(PROVISIONAL_COMPONENTS), provisional: false };
    const s = akrotiri.setup({ players: 2, seed: 'own', options: { components: own } });
    expect(s.components).toEqual(own);
    expect(akrotiri.view(s, null).components).toEqual(own);
  });
});
