import { fileURLToPath } from 'node:url';
import { describe, it } from 'vitest';
import { checkGolden, gameProperties, type Invariant } from '@tabula/core/testing';
import * as pkg from '../src/index';
import { atlandice, RESOURCES, resampleHidden, TILES, type AtlandiceEvent, type AtlandiceState } from '../src/index';

const TOTAL = 12;

/** Atlandice's own laws, checked after every action of random games. */
export const laws: Invariant<AtlandiceState, AtlandiceEvent>[] = [
  {
    name: 'each resource type is conserved across holders, sectors and out of the game; 0 in play once exhausted',
    check(s) {
      for (let r = 0; r < RESOURCES.length; r++) {
        const held = s.stock.reduce((n, row) => n + row[r]!, 0);
        const placed = s.sectors.reduce((n, row) => n + row[r]!, 0);
        if (held + placed + s.outOfGame[r]! !== TOTAL) return `${RESOURCES[r]}: ${held} held + ${placed} placed + ${s.outOfGame[r]} out ≠ ${TOTAL}`;
        if (s.exhausted[r] && held + placed !== 0) return `${RESOURCES[r]} is exhausted but ${held + placed} are in play`;
        if (held < 0 || s.stock.some((row) => row[r]! < 0) || s.sectors.some((row) => row[r]! < 0)) return `a negative ${RESOURCES[r]} count`;
      }
      return undefined;
    },
  },
  {
    name: 'dice beside sectors + dice taken this round = dice in play',
    check(s) {
      if (s.phase === 'over') return undefined;
      const beside = s.dice.reduce((a, b) => a + b, 0);
      const taken = s.diceTakenBySeat.reduce((a, b) => a + b, 0);
      return beside + taken === s.diceTotal ? undefined : `${beside} beside + ${taken} taken ≠ ${s.diceTotal}`;
    },
  },
  {
    name: 'victory points never decrease',
    check(s, prev) {
      return prev && s.vp.some((v, h) => v < prev.vp[h]!) ? `VP went from ${prev.vp} to ${s.vp}` : undefined;
    },
  },
  {
    name: 'each tile is in a stack, won by a holder, or gone',
    check(s) {
      const seen = [...s.stacks.flat(), ...s.tilesWon.flat(), ...s.tilesLost].sort();
      const all = TILES.map((t) => t.id).sort();
      return JSON.stringify(seen) === JSON.stringify(all) ? undefined : `tiles: ${seen.join(',')}`;
    },
  },
  {
    name: 'the clock never moves back nor past its last space',
    check(s, prev) {
      if (s.clock > s.track.length - 1) return `clock ${s.clock} past the track`;
      return prev && s.clock < prev.clock ? `clock went back from ${prev.clock} to ${s.clock}` : undefined;
    },
  },
];

describe('atlandice conformance (the core kit)', () => {
  for (const p of gameProperties(atlandice, {
    configs: [{ players: 2 }, { players: 3 }, { players: 4 }],
    invariants: laws,
    resample: resampleHidden,
    exports: pkg,
  })) {
    it(p.name, () => p.run(), 120_000);
  }
});

describe('atlandice golden playthroughs', () => {
  it('fixed-seed games play exactly as recorded', () => {
    const dir = fileURLToPath(new URL('./golden', import.meta.url));
    checkGolden(
      atlandice,
      [2, 3, 4].flatMap((players) => ['a', 'b'].map((k) => ({ name: `${players}p-${k}`, config: { players, seed: `golden-${players}-${k}` }, playoutSeed: `play-${k}` }))),
      dir,
    );
  });
});
