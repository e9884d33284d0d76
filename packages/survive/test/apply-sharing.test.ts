/**
 * `apply` runs the rules on core's work copy (`applyMode: 'work'`): the next state shares by
 * identity every part the action left unchanged, down to single explorers, boats and creatures.
 * (Frozen states and the simulator reaching apply's states are the kit's checks.)
 */
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { legalMoves } from '@tabula/core';
import { survive, type SurviveState } from '../src/index';
import { VARIANTS } from './kit';

const CONFIGS = [{ players: 2 }, { players: 3 }, { players: 4 }, ...VARIANTS.map(({ players, options }) => ({ players, options }))];

/** Every element of `prev` that the action left equal is the same object in `next` (compared by index). */
function expectShared(prev: readonly unknown[], next: readonly unknown[], what: string): void {
  for (let i = 0; i < Math.min(prev.length, next.length); i++) {
    if (JSON.stringify(prev[i]) === JSON.stringify(next[i])) expect(next[i], `${what}[${i}]`).toBe(prev[i]);
  }
}

describe('apply on the work copy', () => {
  it('returns a state that shares every part the action left unchanged (top-level fields and each piece)', () => {
    for (const [n, config] of CONFIGS.entries()) {
      const rng = seedrandom.alea(`apply-sharing-${n}`);
      let s = survive.setup({ ...config, seed: `apply-sharing-${n}` });
      while (!survive.isOver(s)) {
        const moves = legalMoves(survive, s);
        const { seat, action } = moves[Math.floor(rng() * moves.length)]!;
        const out = survive.apply(s, seat, action);
        if (!out.ok) throw new Error(`${JSON.stringify(action)} was refused: ${out.error.message}`);
        const next = out.state;
        for (const key of Object.keys(s) as (keyof SurviveState)[]) {
          // A new turn starts a new (empty) list of swimmers.
          if (key !== 'swam' && JSON.stringify(s[key]) === JSON.stringify(next[key])) expect(next[key], key).toBe(s[key]);
        }
        for (const key of ['explorers', 'boats', 'creatures', 'hands', 'unplaced'] as const) expectShared(s[key], next[key], key);
        s = next;
      }
    }
  }, 120_000);
});
