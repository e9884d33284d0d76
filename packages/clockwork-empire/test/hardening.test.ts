/**
 * Issue 20's regressions, one per defect: shared legal actions, unfrozen exported data, bad
 * configs, unbounded loops. Each test fails on the code before its fix.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createRng, SetupError } from '@tabula/core';
import { checkGolden, unfrozenExports } from '@tabula/core/testing';
import * as pkg from '../src/index';
import { AREA_RULES, clockworkEmpire as game, PROVISIONAL_SET, RESOURCES, RULES, type ClockworkAction, type ClockworkEvent, type ClockworkOptions } from '../src/index';
import { legalActions } from '../src/legal';
import { payments } from '../src/rules/clockworkers';
import { advance } from '../src/rules/turn';
import { play, position, turnOf } from '@tabula/clockwork-empire/testing';

/** The SetupError field of a config, or a note that setup did not throw one. */
function fieldOf(options: unknown): string {
  try {
    game.setup({ players: 3, seed: 'config', options: options as ClockworkOptions });
  } catch (e) {
    if (e instanceof SetupError) return e.field;
    return `threw ${(e as Error).name}`;
  }
  return 'accepted';
}

describe('issue 20: hardening', () => {
  it('legal actions are fresh objects: labelling one (a UI) changes no later call, and `done` still plays', () => {
    const s = game.setup({ players: 3, seed: 'fresh' });
    const first = game.legalActions(s, 0);
    const again = game.legalActions(s, 0);
    const other = game.legalActions(game.setup({ players: 4, seed: 'fresh-other' }), 0);
    const doneOf = (list: readonly ClockworkAction[]) => list.find((a) => a.type === 'done');
    // Not one shared object: not between two calls, nor between two games.
    expect(doneOf(first)).toEqual({ type: 'done' });
    expect(doneOf(first)).not.toBe(doneOf(again));
    expect(doneOf(first)).not.toBe(doneOf(other));
    // The rules' own list (before core freezes what it hands out): a caller labels its `done` ...
    const raw = legalActions(s, 0);
    Object.assign(doneOf(raw)!, { label: 'Keep these cards' });
    // ... and every later list, in this game and the next, still offers a plain `done`, which plays.
    expect(doneOf(legalActions(s, 0))).toEqual({ type: 'done' });
    expect(doneOf(game.legalActions(game.setup({ players: 3, seed: 'next' }), 0))).toEqual({ type: 'done' });
    const out = play(s, 0, { type: 'done' });
    expect(doneOf(game.legalActions(out.state, 1))).toEqual({ type: 'done' });
  });

  it('every exported constant is deeply frozen: a menu sorting RESOURCES cannot change a recorded game', () => {
    expect(unfrozenExports(pkg)).toEqual([]);
    // Attempts to change the rules' data through an export throw, and change nothing.
    expect(() => (RESOURCES as unknown as string[]).sort()).toThrow(TypeError);
    expect(() => (RULES.startVp as number[]).reverse()).toThrow(TypeError);
    expect(() => (AREA_RULES.temple.basic as unknown[]).push({ op: 'gainVp', n: 5 })).toThrow(TypeError);
    expect(() => Object.assign(PROVISIONAL_SET.cards[0]!, { vp: 9 })).toThrow(TypeError);
    expect(RESOURCES).toEqual(['steel', 'gear', 'glass', 'spring', 'crystal']);
    // A sorted copy is the way to build a menu; the recorded game still replays as recorded.
    expect([...RESOURCES].sort()).toEqual(['crystal', 'gear', 'glass', 'spring', 'steel']);
    const dir = fileURLToPath(new URL('./golden', import.meta.url));
    checkGolden(game, [{ name: '3p-a', config: { players: 3, seed: 'golden-3-a' }, playoutSeed: 'play-a' }], dir);
  }, 60_000);

  it('C9: a bad config is a SetupError naming the field, options and options.set included', () => {
    const set = (edit: (s: Record<string, any>) => void) => {
      const s = structuredClone(PROVISIONAL_SET) as unknown as Record<string, any>;
      edit(s);
      return { set: s };
    };
    expect(fieldOf(null)).toBe('options');
    expect(fieldOf([])).toBe('options');
    expect(fieldOf({ sets: PROVISIONAL_SET })).toBe('options.sets');
    expect(fieldOf({ set: null })).toBe('options.set');
    expect(fieldOf({ set: 'provisional' })).toBe('options.set');
    expect(fieldOf(set((s) => (s.extra = 1)))).toBe('options.set.extra');
    expect(fieldOf(set((s) => (s.colours.ruins = null)))).toBe('options.set.colours.ruins');
    expect(fieldOf(set((s) => (s.colours.canyon = 'white')))).toBe('options.set.colours.canyon');
    expect(fieldOf(set((s) => (s.cards[2].vp = '1')))).toBe('options.set.cards[2].vp');
    expect(fieldOf(set((s) => (s.cards[2].cost = 'gear')))).toBe('options.set.cards[2].cost');
    expect(fieldOf(set((s) => (s.cards[2].ability[0].n = 1.5)))).toBe('options.set.cards[2].ability[0].n');
    expect(fieldOf(set((s) => (s.gods[1].first = 'yes')))).toBe('options.set.gods[1].first');
    expect(fieldOf(set((s) => (s.gods[1].text[0].count.size = 2)))).toBe('options.set.gods[1].text[0].count.size');
    expect(fieldOf(set((s) => (s.gods[1].text = [])))).toBe('options.set.gods[1].text');
  });

  it('the step loop is bounded on any input: past its bound it throws, it never runs on', () => {
    // 5,000 automatic steps in one turn: validateState refuses such a turn (apply: BAD_STATE) ...
    const s = position(3, (s) => turnOf(s, 0, [1, 2, 3]));
    const long = structuredClone(s);
    long.turn!.steps = Array.from({ length: 5000 }, () => ({ kind: 'gainVp' as const, n: 1 }));
    expect(game.validateState(long).map((p) => p.path)).toContain('$.turn.steps');
    const out = game.apply(long, 0, { type: 'done' });
    expect(out.ok ? 'ok' : out.error.code).toBe('BAD_STATE');
    // ... and handed straight to the loop, it stops at the bound with an error.
    const events: ClockworkEvent[] = [];
    expect(() => advance(long, { rng: createRng('x'), emit: (e) => events.push(e) })).toThrow(/without a decision/);
    expect(events.length).toBeLessThanOrEqual(1000);
  });

  it('payments with substitutes are bounded by the cost, whatever the count asked', () => {
    const start = performance.now();
    expect(payments(['steel', 'gear'], 1e9)).toEqual(payments(['steel', 'gear'], 2));
    expect(performance.now() - start).toBeLessThan(1000);
  });

  it('schema 2 is still read: a schema-2 state validates and plays', () => {
    const s = game.setup({ players: 3, seed: 'schema-2' });
    const old = { ...s, schema: 2, set: structuredClone(PROVISIONAL_SET) };
    expect(game.validateState(old)).toEqual([]);
    expect(game.apply(old, 0, { type: 'done' }).ok).toBe(true);
    // A schema-2 set tagged provisional must be the provisional set itself.
    const forged = { ...old, set: { ...structuredClone(PROVISIONAL_SET), cards: PROVISIONAL_SET.cards.map((c) => ({ ...c, vp: 9 })) } };
    expect(game.validateState(forged).length).toBeGreaterThan(0);
  });
});
