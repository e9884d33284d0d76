/** `apply` runs the rules on a plain work copy of the state (`src/rules/work`): the same results as the simulator, the input untouched. */
import seedrandom from 'seedrandom';
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { legalMoves, simulator } from '@tabula/core';
import { survive, type SurviveState } from '../src/index';
import { explorerToChange } from '../src/rules/pieces';
import { mutable, onWorkCopy } from '../src/rules/work';
import { VARIANTS } from './kit';

const CONFIGS = [{ players: 2 }, { players: 3 }, { players: 4 }, ...VARIANTS.map(({ players, options }) => ({ players, options }))];

/** The first object within `value` (itself included) that is not frozen, as a path, or undefined. */
function unfrozenPart(value: unknown, path = '$'): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  if (!Object.isFrozen(value)) return path;
  for (const [key, v] of Object.entries(value)) {
    const found = unfrozenPart(v, `${path}.${key}`);
    if (found) return found;
  }
  return undefined;
}

/** Every element of `prev` that the action left equal is the same object in `next` (compared by index). */
function expectShared(prev: readonly unknown[], next: readonly unknown[], what: string): void {
  for (let i = 0; i < Math.min(prev.length, next.length); i++) {
    if (JSON.stringify(prev[i]) === JSON.stringify(next[i])) expect(next[i], `${what}[${i}]`).toBe(prev[i]);
  }
}

describe('apply on a work copy', () => {
  it('reaches the states and events of the simulator and of apply on an unfrozen copy, which it leaves unchanged', () => {
    for (const [n, config] of CONFIGS.entries()) {
      const rng = seedrandom.alea(`work-copy-${n}`);
      let s = survive.setup({ ...config, seed: `work-copy-${n}` });
      const sim = simulator(survive, s);
      while (!survive.isOver(s)) {
        const moves = legalMoves(survive, s);
        const { seat, action } = moves[Math.floor(rng() * moves.length)]!;
        const loose = structuredClone(s);
        const before = JSON.stringify(loose);
        const out = survive.apply(s, seat, action);
        const fromLoose = survive.apply(loose, seat, action);
        const fromSim = sim.apply(seat, action);
        if (!out.ok || !fromLoose.ok || !fromSim.ok) throw new Error(`${JSON.stringify(action)} was refused`);
        expect(JSON.stringify(loose), 'the unfrozen input').toBe(before);
        const next = JSON.stringify(out.state);
        expect(JSON.stringify(fromLoose.state)).toBe(next);
        expect(JSON.stringify(sim.state)).toBe(next);
        expect(fromLoose.events).toEqual(out.events);
        expect(fromSim.events).toEqual(out.events);
        s = out.state;
      }
    }
  }, 120_000);

  it('returns a state frozen throughout that shares every part the action left unchanged', () => {
    for (const [n, config] of CONFIGS.entries()) {
      const rng = seedrandom.alea(`work-copy-shared-${n}`);
      let s = survive.setup({ ...config, seed: `work-copy-shared-${n}` });
      while (!survive.isOver(s)) {
        const moves = legalMoves(survive, s);
        const { seat, action } = moves[Math.floor(rng() * moves.length)]!;
        const out = survive.apply(s, seat, action);
        if (!out.ok) throw new Error(`${JSON.stringify(action)} was refused`);
        const next = out.state;
        expect(unfrozenPart(next)).toBeUndefined();
        for (const key of Object.keys(s) as (keyof SurviveState)[]) {
          // A new turn starts a new (empty) list of swimmers, as it always has.
          if (key !== 'swam' && JSON.stringify(s[key]) === JSON.stringify(next[key])) expect(next[key], key).toBe(s[key]);
        }
        for (const key of ['explorers', 'boats', 'creatures', 'hands', 'unplaced'] as const) expectShared(s[key], next[key], key);
        s = next;
      }
    }
  }, 120_000);
});

describe('onWorkCopy and mutable', () => {
  const start = (): SurviveState => {
    let s = survive.setup({ players: 2, seed: 'work-copy-unit' });
    // Two explorers placed, so that there is one to change and one to leave alone.
    for (let i = 0; i < 2; i++) {
      const seat = survive.activeSeats(s)[0]!;
      const out = survive.apply(s, seat, survive.legalActions(s, seat)[0]!);
      if (!out.ok) throw new Error(out.error.message);
      s = out.state;
    }
    return s;
  };

  it('copies a part once per action: reads after a write see it, and later writes add to it', () => {
    const s = start();
    const hex = s.explorers[0]!.hex;
    const next = produce(s, (draft) =>
      onWorkCopy(draft, (work) => {
        const e = explorerToChange(work, 0);
        e.hex = hex + 1;
        expect(work.explorers[0]!.hex).toBe(hex + 1);
        expect(explorerToChange(work, 0)).toBe(e);
        expect(mutable(work, 'explorers')).toBe(work.explorers);
        explorerToChange(work, 0).status = 'sea';
        expect(work.explorers[0]).toMatchObject({ hex: hex + 1, status: 'sea' });
        work.turn = 7;
      }),
    );
    expect(next.explorers[0]).toMatchObject({ hex: hex + 1, status: 'sea' });
    expect(next.turn).toBe(7);
    expect(s.explorers[0]).toMatchObject({ hex, status: 'land' });
    expect(next.explorers[1]).toBe(s.explorers[1]);
    expect(next.boats).toBe(s.boats);
    expect(unfrozenPart(next)).toBeUndefined();
  });

  it('leaves the draft as it was when the rules throw, and stops copying', () => {
    const s = start();
    expect(() =>
      produce(s, (draft) =>
        onWorkCopy(draft, (work) => {
          explorerToChange(work, 0).hex = -1;
          throw new Error('rules failed');
        }),
      ),
    ).toThrow('rules failed');
    expect(s.explorers[0]!.hex).not.toBe(-1);
    const plain = structuredClone(s);
    const explorers = plain.explorers;
    expect(mutable(plain, 'explorers')).toBe(explorers);
    expect(plain.explorers).toBe(explorers);
  });

  it('runs the rules on the state itself when it is plain, or a draft already written', () => {
    const plain = structuredClone(start());
    const { explorers } = plain;
    const first = explorers[0];
    onWorkCopy(plain, (work) => {
      expect(work).toBe(plain);
      expect(explorerToChange(work, 0)).toBe(first);
    });
    expect(plain.explorers).toBe(explorers);
    const s = start();
    const next = produce(s, (draft) => {
      draft.turn = 9;
      onWorkCopy(draft, (work) => {
        expect(work).toBe(draft);
        explorerToChange(work, 0).hex = -1;
      });
    });
    expect(next.turn).toBe(9);
    expect(next.explorers[0]!.hex).toBe(-1);
    expect(s.explorers[0]!.hex).not.toBe(-1);
  });
});
