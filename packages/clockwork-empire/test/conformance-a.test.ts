import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkGolden } from '@tabula/core/testing';
import { clockworkEmpire } from '../src/index';
import { FIRST_HALF, inFirstHalf, kitProperties } from './kit';

describe('clockwork-empire conformance (the core kit, first half)', () => {
  const props = kitProperties().filter(inFirstHalf);
  it('the first half names properties of the kit', () => expect(props).toHaveLength(FIRST_HALF.length));
  for (const p of props) it(p.name, () => p.run(), 300_000);
});

describe('clockwork-empire golden playthroughs', () => {
  it('fixed-seed games play exactly as recorded', () => {
    const dir = fileURLToPath(new URL('./golden', import.meta.url));
    checkGolden(
      clockworkEmpire,
      [3, 4].flatMap((players) => ['a', 'b'].map((k) => ({ name: `${players}p-${k}`, config: { players, seed: `golden-${players}-${k}` }, playoutSeed: `play-${k}` }))),
      dir,
    );
  }, 60_000);
});
