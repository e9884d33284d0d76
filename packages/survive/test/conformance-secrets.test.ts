import { describe, it } from 'vitest';
import { isSecretsProperty, kitProperties } from './kit';

describe('survive conformance (the core kit), views, secrets and laws: 2, 3 and 4 players and each variant', () => {
  for (const p of kitProperties().filter(isSecretsProperty)) {
    it(p.name, () => p.run(), 120_000);
  }
});
