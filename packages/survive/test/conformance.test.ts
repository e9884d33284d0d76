import { fileURLToPath } from 'node:url';
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { legalMoves } from '@tabula/core';
import { checkGolden } from '@tabula/core/testing';
import { survive } from '../src/index';
import { isSecretsProperty, kitProperties, VARIANTS } from './kit';
import { laws } from './laws';

describe('survive conformance (the core kit), play: 2, 3 and 4 players and each variant', () => {
  for (const p of kitProperties().filter((p) => !isSecretsProperty(p))) {
    it(p.name, () => p.run(), 120_000);
  }
});

describe('each variant plays to its end with the laws holding', () => {
  for (const v of VARIANTS) {
    it(`${v.name}: random games end and keep every law`, () => {
      for (const seed of ['a', 'b']) {
        let s = survive.setup({ players: v.players, seed: `variant-${seed}`, options: v.options });
        const rng = seedrandom.alea(`variant-play-${seed}`);
        let prev: typeof s | undefined;
        while (!survive.isOver(s)) {
          for (const law of laws) expect(law.check(s, prev, []), law.name).toBeUndefined();
          const moves = legalMoves(survive, s);
          const m = moves[Math.floor(rng() * moves.length)]!;
          const out = survive.apply(s, m.seat, m.action);
          if (!out.ok) throw new Error(out.error.message);
          prev = s;
          s = out.state;
        }
        expect(survive.result(s)!.scores).toHaveLength(v.players);
      }
    });
  }
});

describe('survive golden playthroughs', () => {
  it('fixed-seed games play exactly as recorded', () => {
    const dir = fileURLToPath(new URL('./golden', import.meta.url));
    checkGolden(
      survive,
      [
        ...[2, 3, 4].map((players) => ({ name: `${players}p`, config: { players, seed: `golden-${players}` }, playoutSeed: `play-${players}` })),
        { name: '2p-two-colours', config: { players: 2, seed: 'golden-2c', options: { twoColours: true } }, playoutSeed: 'play-2c' },
        { name: '3p-to-the-last', config: { players: 3, seed: 'golden-last', options: { toTheLast: true } }, playoutSeed: 'play-last' },
      ],
      dir,
    );
  });
});
