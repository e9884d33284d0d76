import { describe, expect, it } from 'vitest';
import { SetupError } from '@tabula/core';
import { clockworkEmpire, PROVISIONAL_SET, validateSet } from '../../src/index';

describe('C9 the set option: its source tag', () => {
  it('C9 a copy of the provisional set validates as user data; an unknown source tag is refused, naming the field', () => {
    expect(validateSet({ ...PROVISIONAL_SET }, 3).source).toBe('user');
    expect(validateSet({ ...PROVISIONAL_SET, source: undefined }, 3).source).toBe('user');
    let error: unknown;
    try {
      clockworkEmpire.setup({ players: 3, seed: 's', options: { set: { ...PROVISIONAL_SET, source: 'printed' } as unknown as typeof PROVISIONAL_SET } });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(SetupError);
    expect(error).toMatchObject({ field: 'options.set.source' });
    expect((error as Error).message).toMatch(/rulebook, provisional, user/);
  });
});
