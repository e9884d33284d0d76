import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { actionParser, createRng, defineGame, field, forceDraws, simulator } from '../src/index';
import { configArbitrary, gameProperties, plainJsonProblem, playArbitrary } from '../src/testing/index';
import { pig, pigSpec, type PigState } from './pig';

describe('plainJsonProblem', () => {
  const shared = { x: 1 };
  it.each([
    [{ a: shared, b: shared }, /\$\.b is an object already reached by another path/],
    [{ n: -0 }, /\$\.n is -0/],
    [Object.assign(Object.create(null), { a: 1 }), /null-prototype object/],
    [Object.assign([1, 2], { extra: 3 }), /array with holes or extra keys/],
    [{ d: new Date(0) }, /\$\.d is a Date/],
    [{ m: new Map() }, /\$\.m is a Map/],
    [{ u: undefined }, /\$\.u is undefined/],
  ])('flags %j', (value, message) => {
    expect(plainJsonProblem(value)).toMatch(message);
  });
  it('passes plain JSON, equal values in two places included', () => {
    expect(plainJsonProblem({ a: [1, { b: 'x' }], c: null, d: [1], e: [1] })).toBeUndefined();
  });
});

describe('untrusted input', () => {
  it('a deeply nested field is a MALFORMED_ACTION with a short message, not a crash', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 200_000; i++) deep = [deep];
    for (const action of [{ type: deep }, { type: 'roll', extra: deep }]) {
      const out = pig.apply(pig.setup({ players: 2, seed: 'x' }), 0, action as never);
      expect(out).toMatchObject({ ok: false, error: { code: 'MALFORMED_ACTION' } });
      if (!out.ok) expect(out.error.message.length).toBeLessThan(200);
    }
  });

  it('a huge string is described, not echoed', () => {
    const out = pig.apply(pig.setup({ players: 2, seed: 'x' }), 0, { type: 'x'.repeat(5_000_000) } as never);
    expect(!out.ok && out.error.message.length).toBeLessThan(200);
  });

  it('-0 is read as 0, so actions survive a JSON round trip', () => {
    const parse = actionParser({ put: { n: field.int(-5, 5), k: field.oneOf([0, 1] as const) } });
    const a = parse(JSON.parse('{"type":"put","n":-0,"k":-0}')) as { n: number; k: number };
    expect(Object.is(a.n, 0) && Object.is(a.k, 0)).toBe(true);
  });

  it('field.literal accepts exactly its value', () => {
    const parse = actionParser({ go: { fast: field.optional(field.literal(true)) } });
    expect(parse({ type: 'go', fast: true })).toEqual({ type: 'go', fast: true });
    expect(parse({ type: 'go' })).toEqual({ type: 'go' });
    expect(parse({ type: 'go', fast: false })).toMatchObject({ code: 'MALFORMED_ACTION', message: expect.stringContaining('must be true') });
  });
});

describe('RNG misuse is a rules bug, reported', () => {
  it('int(0), die(0) and pick([]) throw', () => {
    const r = createRng('x');
    expect(() => r.int(0)).toThrow(RangeError);
    expect(() => r.die(0)).toThrow(RangeError);
    expect(() => r.pick([])).toThrow(RangeError);
  });
});

describe('states are immutable', () => {
  it('setup returns a deeply frozen state, like apply', () => {
    const s = pig.setup({ players: 2, seed: 'f' });
    expect(Object.isFrozen(s) && Object.isFrozen(s.scores)).toBe(true);
    const out = pig.apply(s, 0, { type: 'roll' });
    expect(out.ok && Object.isFrozen(out.state.scores)).toBe(true);
  });
});

describe('simulator after a rules failure', () => {
  it('refuses every further action with the same INTERNAL_ERROR', () => {
    const failing = defineGame({
      ...pigSpec,
      perform: (s: PigState, seat: number, a: any, ctx: any) => {
        s.turnTotal = 99; // a half-done change…
        if (a.type === 'roll') throw new Error('boom'); // …then the rules fail
        pigSpec.perform(s, seat, a, ctx);
      },
    });
    const sim = simulator(failing, failing.setup({ players: 2, seed: 's' }));
    const first = sim.apply(0, { type: 'roll' });
    expect(first).toMatchObject({ ok: false, error: { code: 'INTERNAL_ERROR', message: expect.stringContaining('boom') } });
    expect(sim.apply(0, { type: 'hold' })).toEqual(first);
  });
});

describe('arbitraries', () => {
  it('configArbitrary draws the given configs with seeds', () => {
    fc.assert(fc.property(configArbitrary([{ players: 2 }, { players: 3 }]), (c) => [2, 3].includes(c.players) && c.seed.length > 0), { numRuns: 20 });
  });

  it('playArbitrary plays legal games whose log replays to its state', () => {
    fc.assert(
      fc.property(playArbitrary(pig, [{ players: 2 }], { maxSteps: 50 }), ({ config, log, state }) => {
        let s = pig.setup(config);
        for (const m of log) {
          const out = pig.apply(forceDraws(s), m.seat, m.action);
          if (!out.ok) return false;
          s = out.state;
        }
        return JSON.stringify(s) === JSON.stringify(state) && log.length <= 50;
      }),
      { numRuns: 20 },
    );
  });
});

describe('the kit with golden playthroughs', () => {
  it('adds a golden property when given cases', () => {
    const props = gameProperties(pig, { configs: [{ players: 2 }], golden: { cases: [], dir: '/nonexistent' } });
    expect(props.map((p) => p.name)).toContain('golden playthroughs play exactly as recorded');
  });
});
