import { describe, it } from 'vitest';
import { inFirstHalf, kitProperties } from './kit';

describe('clockwork-empire conformance (the core kit, second half)', () => {
  for (const p of kitProperties().filter((p) => !inFirstHalf(p))) it(p.name, () => p.run(), 300_000);
});
