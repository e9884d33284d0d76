import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { actionParser, CoreErrors, createMatch, createRng, deepFreeze, defineGame, field, forceDraws, SetupError, simulator, StateError, type CoreErrorCode, type Game } from '../src/index';
import { cards, cardsSpec, type CardsEvent } from './cards';
import { configArbitrary, gameProperties, plainJsonProblem, playArbitrary } from '../src/testing/index';
import { pig, pigResample, pigSpec, type PigAction, type PigState } from './pig';

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

  it('setup and determinize freeze every new part, and keep a frozen part they share as it is', () => {
    const table = deepFreeze({ faces: [1, 2, 3] });
    const tabled = defineGame({
      ...pigSpec,
      setup: (config: any, ctx: any) => ({ ...pigSpec.setup(config, ctx), extra: { table, notes: [[1], [2]] } }),
      determinize: (v: any, seat: number, seed: string) => ({ ...pigSpec.determinize!(v, seat, seed), extra: { table, notes: [[3]] } }),
      validateState: () => [],
    } as any) as unknown as Game<any, any, any, any, any, any>;
    const s = tabled.setup({ players: 2, seed: 'f' });
    const d = tabled.determinize!(tabled.view(s, 0), 0, 'd');
    for (const state of [s, d]) {
      expect(Object.isFrozen(state) && Object.isFrozen(state.extra) && Object.isFrozen(state.extra.notes) && Object.isFrozen(state.extra.notes[0])).toBe(true);
      expect(Object.isFrozen(state.bonus) && Object.isFrozen(state.rng)).toBe(true);
      expect(state.extra.table).toBe(table);
    }
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

describe('issue 20: states of another game, schema or shape are refused by every member', () => {
  const s = pig.setup({ players: 2, seed: 'tags' });
  const foreign: [string, unknown][] = [
    ['a state of another game', cards.setup({ players: 2, seed: 'tags' })],
    ['a future schema', { ...s, schema: 2 }],
    ['no game tag', (({ game: _g, ...rest }) => rest)(s)],
    ['an RNG whose c is "x"', { ...s, rng: { ...s.rng, c: 'x' } }],
    ['a player count out of range', { ...s, players: 9 }],
    ['a broken law of the game', { ...s, bonus: [0, 0] }],
  ];
  it.each(foreign)('%s: apply rejects with BAD_STATE naming the field, the others throw a StateError', (_what, bad) => {
    const out = pig.apply(bad as PigState, 0, { type: 'roll' });
    expect(out).toMatchObject({ ok: false, error: { code: 'BAD_STATE', message: expect.stringMatching(/not a consistent secret-pig state: \$/) } });
    for (const call of [() => pig.activeSeats(bad as PigState), () => pig.legalActions(bad as PigState, 0), () => pig.view(bad as PigState, 0), () => pig.isOver(bad as PigState), () => pig.result(bad as PigState), () => simulator(pig, bad as PigState)]) {
      expect(call).toThrow(StateError);
    }
    expect(pig.validateState(bad).length).toBeGreaterThan(0);
  });

  it('a state of another title names both games', () => {
    expect(pig.validateState(cards.setup({ players: 2, seed: 'x' }))).toEqual([{ path: '$.game', message: 'this is a state of "hidden-cards", not of "secret-pig"' }]);
  });

  it('a state from elsewhere frozen through is checked once; states the game made are never re-checked', () => {
    let checks = 0;
    const counting = defineGame({ ...pigSpec, validateState: (st: PigState) => (checks++, pigSpec.validateState!(st)) });
    const made = counting.setup({ players: 2, seed: 'memo' });
    counting.view(made, 0);
    counting.legalActions(made, 0);
    expect(checks).toBe(0);
    const loaded = deepFreeze(JSON.parse(JSON.stringify(made))) as PigState;
    counting.view(loaded, 0);
    counting.apply(loaded, 0, { type: 'roll' });
    expect(checks).toBe(1);
    const open = JSON.parse(JSON.stringify(made)) as PigState; // not frozen: it could change, so it is checked each time
    counting.view(open, 0);
    counting.view(open, 1);
    expect(checks).toBe(3);
  });

  it('a state frozen only at its top is checked each time: a change below it after a check is caught', () => {
    const top = Object.freeze(JSON.parse(JSON.stringify(pig.setup({ players: 2, seed: 'top' })))) as PigState;
    expect(pig.view(top, 0)).toBeDefined();
    (top.scores as number[])[0] = -5;
    expect(() => pig.view(top, 0)).toThrow(StateError);
    expect(pig.apply(top, 0, { type: 'roll' })).toMatchObject({ ok: false, error: { code: 'BAD_STATE' } });
  });
});

describe('issue 20: seats, viewers and forced draws', () => {
  it('seat -0 plays as seat 0 and is never stored as -0', () => {
    const remembering = defineGame({ ...pigSpec, perform: (st: PigState & { last?: number }, seat: number, a: PigAction, ctx: any) => {
      pigSpec.perform(st, seat, a, ctx);
      st.current = seat; // the rules store the seat they were given
    } });
    const out = remembering.apply(remembering.setup({ players: 2, seed: 'z' }), -0, { type: 'roll' });
    expect(out.ok && Object.is(out.state.current, 0)).toBe(true);
    expect(pig.legalActions(pig.setup({ players: 2, seed: 'z' }), -0)).toEqual([{ type: 'roll' }]);
  });

  it.each([Number.NaN, -1, 2, 0.5, undefined, '0'])('view for viewer %s is a RangeError, never a view', (viewer) => {
    expect(() => pig.view(pig.setup({ players: 2, seed: 'v' }), viewer as never)).toThrow(RangeError);
  });

  it('forced draws are for the next action only: one left unused is a BAD_FORCED_DRAWS naming the action, the values forced and those left over', () => {
    const s = forceDraws(pig.setup({ players: 2, seed: 'f' }), 4, 5);
    const out = pig.apply(s, 0, { type: 'roll' });
    expect(out).toEqual({
      ok: false,
      error: { code: 'BAD_FORCED_DRAWS', message: `seat 0's {"type":"roll"} drew 1 of the 2 values forced for it [4, 5]: [5] left over. Forced draws are for the next action only: force exactly the draws it makes` },
    });
    // The code is one of core's (`CoreErrorCode`, in every game's union): a switch over a game's codes sees it.
    const code: CoreErrorCode = CoreErrors.BAD_FORCED_DRAWS;
    expect(!out.ok && out.error.code).toBe(code);
    const ok = pig.apply(forceDraws(pig.setup({ players: 2, seed: 'f' }), 4), 0, { type: 'roll' });
    expect(ok.ok && ok.state.rng.forced).toBeUndefined();
  });

  it('an action that draws nothing leaves every forced value over: the rejection says so, and the state is untouched', () => {
    const rolled = pig.apply(forceDraws(pig.setup({ players: 2, seed: 'f' }), 4), 0, { type: 'roll' });
    if (!rolled.ok) throw new Error(rolled.error.message);
    const s = forceDraws(rolled.state, 6, 2);
    const before = JSON.stringify(s);
    expect(pig.apply(s, 0, { type: 'hold' })).toEqual({
      ok: false,
      error: { code: 'BAD_FORCED_DRAWS', message: `seat 0's {"type":"hold"} drew none of the 2 values forced for it [6, 2]: [6, 2] left over. Forced draws are for the next action only: force exactly the draws it makes` },
    });
    expect(JSON.stringify(s)).toBe(before);
  });

  it('a forced value that does not fit its draw is a BAD_FORCED_DRAWS naming the action and the draw, in apply and in the simulator', () => {
    const s = forceDraws(pig.setup({ players: 2, seed: 'f' }), 7);
    const message = `seat 0's {"type":"roll"}: the forced value 7 does not fit its draw die(6), which gives a face from 1 to 6`;
    expect(pig.apply(s, 0, { type: 'roll' })).toEqual({ ok: false, error: { code: 'BAD_FORCED_DRAWS', message } });
    const sim = simulator(pig, s);
    expect(sim.apply(0, { type: 'roll' })).toEqual({ ok: false, error: { code: 'BAD_FORCED_DRAWS', message } });
    const left = simulator(pig, forceDraws(pig.setup({ players: 2, seed: 'f' }), 4, 5));
    expect(left.apply(0, { type: 'roll' })).toMatchObject({ ok: false, error: { code: 'BAD_FORCED_DRAWS', message: expect.stringContaining('[5] left over') } });
  });

  it('a bug in the rules is still an INTERNAL_ERROR, never taken for a forced draw', () => {
    const broken = defineGame({ ...pigSpec, perform: () => { throw new Error('boom'); } });
    expect(broken.apply(forceDraws(broken.setup({ players: 2, seed: 'f' }), 4), 0, { type: 'roll' })).toMatchObject({ ok: false, error: { code: 'INTERNAL_ERROR', message: expect.stringContaining('boom') } });
  });
});

describe('issue 20: everything handed out is fresh or frozen', () => {
  it('views, legal actions and parsed actions are fresh: changing one changes nothing', () => {
    const s = pig.setup({ players: 2, seed: 'fz' });
    const view = pig.view(s, 0) as { scores: number[] };
    view.scores.push(99);
    expect(pig.view(s, 0)).not.toEqual(view);
    const legal = pig.legalActions(s, 0);
    Object.assign(legal[0]!, { label: 'Roll!' });
    expect(pig.legalActions(s, 0)).toEqual([{ type: 'roll' }]);
    expect(pig.parse({ type: 'roll' })).not.toBe(pig.parse({ type: 'roll' }));
  });

  it('the match store freezes the snapshots it shares between subscribers', () => {
    const match = createMatch(pig, { players: 2, seed: 'fz' });
    match.apply(0, { type: 'roll' });
    const snap = match.seat(0).getSnapshot();
    expect(Object.isFrozen(snap.view) && Object.isFrozen(snap.events[0]) && Object.isFrozen(snap.log[0]!.action)).toBe(true);
    expect(Object.isFrozen(match.getSnapshot().log)).toBe(true);
  });

  it('deepFreeze freezes data all the way down', () => {
    const data = deepFreeze({ a: [{ b: 1 }] });
    expect(Object.isFrozen(data.a[0])).toBe(true);
  });
});

describe("issue 38: what a game hands out is the caller's, whatever the game's rules return", () => {
  /** Pig whose rules hand core what a careless game might: kept frozen lists, frozen actions, the state's own parts. */
  const kept = new WeakMap<object, PigAction[]>();
  const NO_PROBLEMS = Object.freeze([]) as never[];
  const careless = defineGame<PigState, PigAction, any, any, any>({
    ...pigSpec,
    activeSeats: (st) => Object.freeze([st.current]) as number[],
    legalActions(st, seat) {
      const list = kept.get(st) ?? (Object.freeze(pigSpec.legalActions(st, seat).map((a) => Object.freeze(a))) as PigAction[]);
      kept.set(st, list);
      return list;
    },
    result: (st) => ({ scores: st.scores, winners: pigSpec.result(st).winners }),
    validateState: () => NO_PROBLEMS,
  });

  it('legalActions: a new list of new actions each call; sorting it, pushing to it and labelling an action change no later answer', () => {
    const s = careless.setup({ players: 2, seed: 'own' });
    const legal = careless.legalActions(s, 0);
    expect(legal).not.toBe(careless.legalActions(s, 0));
    expect(Object.isFrozen(legal) || Object.isFrozen(legal[0])).toBe(false);
    legal.sort().push({ type: 'hold' });
    Object.assign(legal[0]!, { label: 'Roll!' });
    expect(careless.legalActions(s, 0)).toEqual([{ type: 'roll' }]);
  });

  it('activeSeats: a new list each call, even when the rules return a frozen one', () => {
    const s = careless.setup({ players: 2, seed: 'own' });
    const seats = careless.activeSeats(s);
    seats.push(1);
    seats.sort((a, b) => b - a);
    expect(careless.activeSeats(s)).toEqual([0]);
  });

  it("result: a new object each call, with new lists, even when the rules quote the state's frozen scores", () => {
    let s = careless.setup({ players: 2, seed: 'own', options: { target: 2 } });
    while (!careless.isOver(s)) {
      const seat = careless.activeSeats(s)[0]!;
      const legal = careless.legalActions(s, seat);
      const out = careless.apply(s, seat, legal[legal.length - 1]!);
      if (!out.ok) throw new Error(out.error.message);
      s = out.state;
    }
    const result = careless.result(s)!;
    const before = structuredClone(result);
    expect(careless.result(s)).not.toBe(result);
    result.scores.push(99);
    result.winners.sort((a, b) => b - a).push(1);
    expect(careless.result(s)).toEqual(before);
    expect(s.scores).toHaveLength(2);
  });

  it("validateState: a new list each call, even when the game's check returns one it keeps frozen", () => {
    const s = careless.setup({ players: 2, seed: 'own' });
    const problems = careless.validateState(s);
    problems.push({ path: '$', message: 'mine' });
    expect(careless.validateState(s)).toEqual([]);
  });

  it("eventsFor: a redacted form that quotes the event's parts is handed out as a copy", () => {
    const quoting = defineGame({ ...cardsSpec, redactEvent: (e: CardsEvent) => (e.type === 'drew' ? ({ type: 'drew', seat: e.seat, audience: e.audience, redacted: true } as CardsEvent) : e) });
    const out = quoting.apply(quoting.setup({ players: 2, seed: 'own' }), 0, { type: 'draw' });
    if (!out.ok) throw new Error(out.error.message);
    const seen = quoting.eventsFor(out.events, 1) as { audience: number[] }[];
    seen[0]!.audience.push(1);
    expect(out.events[0]).toMatchObject({ audience: [0] });
    expect(quoting.eventsFor(out.events, 1)).toEqual([{ type: 'drew', seat: 0, audience: [0], redacted: true }]);
  });

  it('the kit passes the careless game: core makes what it hands out the caller’s', async () => {
    const prop = gameProperties(careless, { configs: [{ players: 2 }], runs: 4, seed: 5 }).find((p) => /what a game hands out/.test(p.name))!;
    await prop.run();
    expect(prop.name).toMatch(/caller's/);
  });
});

describe("issue 38: the kit reports a game that hands out what is not the caller's", () => {
  // Before the watchdog's tests below: a call it stops mid-way (inside immer) may leave later
  // draft-mode states unfrozen in this process.
  const run = async (game: Game<PigState, PigAction, any, any, any>) => {
    const prop = gameProperties(game, { configs: [{ players: 2 }], runs: 6, seed: 3, resample: pigResample }).find((p) => /what a game hands out/.test(p.name));
    if (!prop) throw new Error('no property "what a game hands out"');
    try {
      await prop.run();
    } catch (err) {
      return (err as Error).message;
    }
    throw new Error('the kit passed a broken game');
  };

  it('a game (not built with defineGame) whose legal actions are a list it keeps frozen is reported: a caller sorting it would throw', async () => {
    const kept = new WeakMap<object, PigAction[]>();
    const keeping: Game<PigState, PigAction> = { ...pig, legalActions: (st, seat) => {
      const list = kept.get(st) ?? (Object.freeze(pig.legalActions(st, seat)) as PigAction[]);
      kept.set(st, list);
      return list;
    } };
    expect(await run(keeping)).toMatch(/legal actions hands out something frozen at \$: what it hands out must be the caller's/);
  });

  it('a game whose actions are frozen in a new list is reported: a caller labelling one would throw', async () => {
    const frozenActions: Game<PigState, PigAction> = { ...pig, legalActions: (st, seat) => pig.legalActions(st, seat).map((a) => Object.freeze(a)) };
    expect(await run(frozenActions)).toMatch(/legal actions hands out something frozen at \$\[0\]/);
  });

  it("a game whose active seats are the state's own frozen list is reported", async () => {
    const quoting: Game<PigState, PigAction> = { ...pig, activeSeats: (st) => (pig.isOver(st) ? [] : (Object.freeze([st.current]) as number[])) };
    expect(await run(quoting)).toMatch(/activeSeats hands out something frozen at \$/);
  });

  it("a game whose result quotes the state's frozen scores is reported", async () => {
    const quoting: Game<PigState, PigAction> = { ...pig, result: (st) => (pig.isOver(st) ? { scores: st.scores, winners: pig.result(st)!.winners } : undefined) };
    expect(await run(quoting)).toMatch(/the result hands out something frozen at \$\.scores/);
  });

  it("a view whose legal list is frozen is reported: it is the viewer's, like legalActions", async () => {
    const frozenLegal: Game<PigState, PigAction> = { ...pig, view: (st, viewer) => ({ ...(pig.view(st, viewer) as object), legal: Object.freeze(viewer === null ? [] : pig.legalActions(st, viewer)) }) };
    expect(await run(frozenLegal)).toMatch(/view: its legal list is frozen at legal/);
  });

  it('a view handed out frozen, or the same object twice, is reported', async () => {
    const kept = new WeakMap<object, unknown>();
    const same: Game<PigState, PigAction> = { ...pig, view: (st, viewer) => {
      const v = kept.get(st) ?? pig.view(st, viewer);
      kept.set(st, v);
      return v;
    } };
    expect(await run(same)).toMatch(/view hands out the same object twice/);
    const frozen: Game<PigState, PigAction> = { ...pig, view: (st, viewer) => Object.freeze(pig.view(st, viewer)) };
    expect(await run(frozen)).toMatch(/view is frozen/);
  });

  it('events handed out twice, or frozen, are reported', async () => {
    const frozenEvents: Game<PigState, PigAction> = { ...pig, apply: (st, seat, a) => {
      const out = pig.apply(st, seat, a);
      return out.ok ? { ...out, events: out.events.map((e) => Object.freeze(e)) } : out;
    } };
    expect(await run(frozenEvents)).toMatch(/the events of apply hands out something frozen at \$\[0\]/);
  });

});

describe('issue 20: configs', () => {
  it.each([
    ['a misspelt options key', { players: 2, seed: 's', option: { target: 5 } }, 'option'],
    ['an unknown option', { players: 2, seed: 's', options: { target: 5, targte: 6 } }, 'options.targte'],
    ['options that are not an object', { players: 2, seed: 's', options: 7 }, 'options'],
    ['a throwing options Proxy', { players: 2, seed: 's', options: new Proxy({}, { ownKeys() { throw new Error('no'); } }) }, 'options'],
    ['a getter in the config', Object.defineProperty({ seed: 's' }, 'players', { get: () => 2, enumerable: true }), 'players'],
  ])('%s is a SetupError naming the field', (_what, config, fieldName) => {
    try {
      pig.setup(config as never);
      throw new Error('accepted');
    } catch (err) {
      expect(err).toBeInstanceOf(SetupError);
      expect((err as SetupError).field).toBe(fieldName);
    }
  });
});

describe("issue 20: the kit catches each class of defect", () => {
  const run = async (game: Game<PigState, PigAction, any, any, any>, name: RegExp, extra: object = {}) => {
    const prop = gameProperties(game, { configs: [{ players: 2 }], runs: 6, seed: 3, resample: pigResample, ...extra }).find((p) => name.test(p.name));
    if (!prop) throw new Error(`no property ${name}`);
    try {
      await prop.run();
    } catch (err) {
      return (err as Error).message;
    }
    throw new Error('the kit passed a broken game');
  };

  it('a loop that runs unbounded on a corrupted state is stopped by the watchdog and reported', async () => {
    const hangs = defineGame({
      ...pigSpec,
      // Accepts any state, and every member but apply copes with a corrupted one…
      validateState: () => [],
      view: () => ({}) as never,
      activeSeats: (st: PigState) => [st.current === 1 ? 1 : 0],
      isOver: (st: PigState) => st.over === true,
      result: () => ({ scores: [0, 0], winners: [0] }),
      perform(st: PigState, seat: number, a: PigAction, ctx: any) {
        // …but apply, like a `for (;;)` over a step with no default case, never ends on one.
        while (pigSpec.validateState!(st).length > 0) void 0;
        pigSpec.perform(st, seat, a, ctx);
      },
    });
    expect(await run(hangs, /corrupted state never hangs/)).toMatch(/did not finish within 2000 ms: a loop runs unbounded/);
  }, 60_000);

  it('rules that crash on a state validateState accepts are reported', async () => {
    const lax = defineGame({ ...pigSpec, validateState: undefined });
    expect(await run(lax, /corrupted state never hangs/)).toMatch(/passes validateState, but/);
  });

  it('a game that ignores an unknown option is reported', async () => {
    const lax = defineGame({ ...pigSpec, setup: (c: any, ctx: any) => pigSpec.setup({ ...c, options: undefined }, ctx) });
    expect(await run(lax, /bad config/)).toMatch(/an unknown option was accepted by setup/);
  });

  it('a module-level legal action handed to every caller is reported: a UI that labels it would break later games', async () => {
    const shared = { type: 'roll' } as const;
    const lazy = defineGame({ ...pigSpec, legalActions: (st: PigState): PigAction[] => (st.turnTotal > 0 ? [shared, { type: 'hold' }] : [shared]) });
    expect(await run(lazy, /what a game hands out/)).toMatch(/legal actions hands out the same object \(\{"type":"roll"\}\) twice/);
  });

  it('an exported table that is not frozen is reported', async () => {
    expect(await run(pig, /exported data/, { exports: { RESOURCES: ['gold', 'gem'], OK: deepFreeze([1]) } })).toMatch(/RESOURCES at RESOURCES/);
  });

  it('a validateState that refuses states of play is reported', async () => {
    const strict = defineGame({ ...pigSpec, validateState: (st: PigState) => (st.turnTotal > 0 ? [{ path: '$.turnTotal', message: 'too strict' }] : []) });
    expect(await run(strict, /validateState finds nothing wrong/)).toMatch(/validateState refuses a state of play: \$\.turnTotal: too strict/);
  });
});
