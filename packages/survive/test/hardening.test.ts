/** Issue 20, hardening: no input hangs the rules, exported data cannot be changed, bad configs name their field. */
import { describe, expect, it } from 'vitest';
import { SetupError, StateError, type RuleContext } from '@tabula/core';
import { unfrozenExports, withinTime } from '@tabula/core/testing';
import * as pkg from '../src/index';
import { CREATURE_MOVES, EXPLORER_VALUES, COMPONENT_COUNTS, survive, validateState, type SurviveEvent, type SurviveState } from '../src/index';
import { advance } from '../src/rules/turn';
import { boat, creature, explorer, h, position, sinkAll } from '@tabula/survive/testing';

/** A rule context that records events and never draws (these states must not reach the die). */
const quietContext = (): RuleContext<SurviveEvent> => ({
  get rng(): never {
    throw new Error('no draw expected');
  },
  emit: () => undefined,
});

/** A consistent position: seat 0 to move an explorer, in a 2-player game. */
function moving(): SurviveState {
  const s = position({ step: 'move', serpents: false });
  explorer(s, 0, 'land', h(3, 4));
  return s;
}

describe('S2 a state whose step is not one of the four never hangs', () => {
  for (const [what, patch] of [
    ['deleted', (s: Record<string, unknown>) => delete s.step],
    ['7', (s: Record<string, unknown>) => (s.step = 7)],
    ['"Move"', (s: Record<string, unknown>) => (s.step = 'Move')],
  ] as const) {
    it(`S2 step ${what}: validateState names it, apply refuses it (BAD_STATE), the other members throw a StateError`, () => {
      const s = moving() as unknown as Record<string, unknown>;
      patch(s);
      const state = s as unknown as SurviveState;
      withinTime(2_000, `the game on a state whose step is ${what}`, () => {
        expect(validateState(state).map((p) => p.path)).toContain('$.step');
        const out = survive.apply(state, 0, { type: 'pass' });
        expect(out.ok ? 'accepted' : out.error.code).toBe('BAD_STATE');
        expect(() => survive.legalActions(state, 0)).toThrow(StateError);
        expect(() => survive.view(state, 0)).toThrow(StateError);
        expect(() => survive.activeSeats(state)).toThrow(StateError);
      });
    });

    it(`S2 step ${what}: the rules themselves throw instead of looping`, () => {
      const s = moving() as unknown as Record<string, unknown>;
      patch(s);
      expect(() => withinTime(2_000, 'advance', () => advance(s as unknown as SurviveState, quietContext()))).toThrow(/is not a step of a turn/);
    });
  }

  it('S2 a state in which no decision ever comes (the volcano gone, the game not over) is refused, and the rules stop', () => {
    const s = position({ serpents: false });
    sinkAll(s, 'beach');
    sinkAll(s, 'forest');
    sinkAll(s, 'mountain');
    expect(validateState(s).map((p) => p.path)).toEqual(expect.arrayContaining(['$.discard', '$.step']));
    const out = survive.apply(s, 0, { type: 'pass' });
    expect(out.ok ? 'accepted' : out.error.code).toBe('BAD_STATE');
    // Without the check, every turn would skip every step and roll a die that moves nothing: bounded.
    const ctx: RuleContext<SurviveEvent> = { rng: { die: () => 1 } as unknown as RuleContext<SurviveEvent>['rng'], emit: () => undefined };
    s.step = 'tile';
    expect(() => withinTime(2_000, 'advance', () => advance(s, ctx))).toThrow(/no decision was owed/);
  });
});

describe('exported data is deeply frozen', () => {
  it('S1.1, S5.1 every exported object and array is frozen all the way down', () => {
    expect(unfrozenExports(pkg)).toEqual([]);
  });

  it('S5.1 a caller cannot change the rules through the data: CREATURE_MOVES, EXPLORER_VALUES, COMPONENT_COUNTS', () => {
    expect(() => ((CREATURE_MOVES.shark as { max: number }).max = 6)).toThrow(TypeError);
    expect(() => (EXPLORER_VALUES as number[]).push(6)).toThrow(TypeError);
    expect(() => ((COMPONENT_COUNTS as { boats: number }).boats = 40)).toThrow(TypeError);
    // And play reads them as they were: a shark still moves 1–2 spaces (S5.1).
    const s = position({ step: 'creature', rolled: 'shark', serpents: false });
    const shark = creature(s, 'shark', h(1, 3));
    const far = survive.legalActions(s, 0).filter((a) => a.type === 'moveCreature' && a.creature === shark);
    expect(far.length).toBeGreaterThan(0);
    expect(far).not.toContainEqual({ type: 'moveCreature', creature: shark, to: h(1, 6) });
    expect(survive.setup({ players: 2, seed: 'x' }).boats).toHaveLength(12);
  });

  it('S1 the game object itself is frozen', () => {
    expect(Object.isFrozen(survive)).toBe(true);
  });
});

describe('S8 a bad config is a SetupError naming the field', () => {
  const field = (config: unknown): string => {
    try {
      survive.setup(config as never);
    } catch (err) {
      if (err instanceof SetupError) return err.field;
      throw err;
    }
    return 'accepted';
  };

  it('S8 a misspelt "options" key is refused, not played with the defaults', () => {
    expect(field({ players: 2, seed: 'x', option: { twoColours: true } })).toBe('option');
  });

  it('S8 an unknown option is refused, not ignored', () => {
    expect(field({ players: 2, seed: 'x', options: { twoColour: true } })).toBe('options.twoColour');
    expect(field({ players: 2, seed: 'x', options: { toTheLast: true, rounds: 10 } })).toBe('options.rounds');
  });

  it('S8 options of the wrong type, and null, are refused', () => {
    expect(field({ players: 2, seed: 'x', options: null })).toBe('options');
    expect(field({ players: 2, seed: 'x', options: [] })).toBe('options');
    expect(field({ players: 2, seed: 'x', options: { allEqual: 'yes' } })).toBe('options.allEqual');
    expect(field({ players: 2, seed: 'x', options: { killBonus: null } })).toBe('options.killBonus');
    expect(field({ players: 2, seed: 'x', options: { roundLimit: '30' } })).toBe('options.roundLimit');
    expect(field({ players: 3, seed: 'x', options: { twoColours: true } })).toBe('options.twoColours');
  });
});

describe('every other loop of the rules is bounded', () => {
  it('S5.1, S6 sea searches end: a whale, the winds and the dolphin on an open sea', () => {
    const s = position({ step: 'creature', rolled: 'whale', serpents: false });
    for (const hex of s.board.flatMap((t, i) => (t === null ? [] : [i]))) {
      s.discard.push(s.board[hex]!);
      s.board[hex] = null;
      s.land[hex] = false;
    }
    s.options.toTheLast = true;
    const b = boat(s, h(6, 5));
    explorer(s, 0, 'boat', h(6, 5), 1, b);
    creature(s, 'whale', h(6, 6));
    expect(validateState(s)).toEqual([]);
    withinTime(2_000, 'legal actions on an open sea', () => {
      expect(survive.legalActions(s, 0).length).toBeGreaterThan(1);
    });
  });
});
