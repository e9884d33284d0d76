import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { CoreErrors, deepFreeze, defineGame, forceDraws, mutable, randomBot, simulator, type Game } from '../src/index';
import { onWorkCopy } from '../src/internal/index';
import { gameProperties } from '../src/testing/index';
import { pig, pigResample, workPig, workSpec, type PigAction, type PigState } from './pig';

const start = (seed = 'work') => pig.setup({ players: 3, seed });

describe("applyMode: 'work' (core's copy-on-write)", () => {
  it('plays exactly as the immer draft does: the same states and events, move by move', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      let a = start(seed);
      let b = start(seed);
      const bot = randomBot<PigAction>(seed);
      for (let i = 0; i < 200 && !pig.isOver(a); i++) {
        const seat = pig.activeSeats(a)[0]!;
        const action = bot(null, seat, pig.legalActions(a, seat)) as PigAction;
        const x = pig.apply(a, seat, action);
        const y = workPig.apply(b, seat, action);
        if (!x.ok || !y.ok) throw new Error('a legal action was refused');
        expect(y.events).toEqual(x.events);
        expect(y.state).toEqual(x.state);
        a = x.state;
        b = y.state;
      }
    }
  });

  it('the next state is deeply frozen and shares every part the action did not change', () => {
    const s = forceDraws(start(), 5);
    const rolled = workPig.apply(s, 0, { type: 'roll' });
    if (!rolled.ok) throw new Error('refused');
    expect(Object.isFrozen(rolled.state)).toBe(true);
    expect(rolled.state.scores).toBe(s.scores);
    expect(rolled.state.bonus).toBe(s.bonus);
    const held = workPig.apply(rolled.state, 0, { type: 'hold' });
    if (!held.ok) throw new Error('refused');
    expect(held.state.scores).not.toBe(rolled.state.scores);
    expect(Object.isFrozen(held.state.scores)).toBe(true);
    expect(held.state.deck).toBe(rolled.state.deck);
    expect(rolled.state.scores).toEqual([0, 0, 0]); // the state before is untouched
  });

  it('onWorkCopy: true while the rules run under apply, false on the simulator and outside; a shared constant part put in under apply is copied by mutable before a change', () => {
    const seen: boolean[] = [];
    const LIST = deepFreeze([1, 2, 3]);
    // Under apply, a constant part goes in as one shared frozen list; on a plain state, a new one.
    const sharing = defineGame({
      ...workSpec,
      perform: (st: PigState, seat: number, action: PigAction, ctx: Parameters<typeof workSpec.perform>[3]) => {
        seen.push(onWorkCopy());
        if (action.type === 'roll') st.bonus = onWorkCopy() ? LIST : [1, 2, 3];
        else mutable(st, 'bonus')[seat] = 5;
        workSpec.perform(st, seat, action, ctx);
      },
    });
    expect(onWorkCopy()).toBe(false);
    const s = forceDraws(start(), 5);
    const rolled = sharing.apply(s, 0, { type: 'roll' });
    if (!rolled.ok) throw new Error('refused');
    expect(rolled.state.bonus).toBe(LIST);
    const held = sharing.apply(rolled.state, 0, { type: 'hold' });
    if (!held.ok) throw new Error('refused');
    expect(held.state.bonus).toEqual([5, 2, 3]);
    expect(LIST).toEqual([1, 2, 3]);
    const sim = simulator(sharing, forceDraws(start(), 5));
    expect(sim.apply(0, { type: 'roll' }).ok).toBe(true);
    expect(Object.isFrozen(sim.state.bonus)).toBe(false);
    expect(seen).toEqual([true, true, false]);
    expect(onWorkCopy()).toBe(false);
  });

  it('a write into a part not taken through mutable is an INTERNAL_ERROR, and the state is untouched', () => {
    const careless = defineGame({ ...workSpec, perform: (st: PigState, seat: number) => void (st.scores[seat] = 7) });
    const s = start();
    const before = JSON.stringify(s);
    expect(careless.apply(s, 0, { type: 'roll' })).toMatchObject({ ok: false, error: { code: CoreErrors.INTERNAL_ERROR } });
    expect(JSON.stringify(s)).toBe(before);
  });

  it('rules that add a key to the state\'s top level are an INTERNAL_ERROR (its keys are fixed), and the state is untouched', () => {
    const growing = defineGame({ ...workSpec, perform: (st: PigState) => void ((st as unknown as Record<string, unknown>).extra = 1) });
    const s = start();
    const before = JSON.stringify(s);
    expect(growing.apply(s, 0, { type: 'roll' })).toMatchObject({ ok: false, error: { code: CoreErrors.INTERNAL_ERROR, message: expect.stringContaining('extra') } });
    expect(JSON.stringify(s)).toBe(before);
  });

  it('freezes the new parts of a copied part without asking about the entries it shares with the state before', () => {
    type Celled = PigState & { cells: { n: number }[] };
    const celled = defineGame({
      ...workSpec,
      setup: (config: any, ctx: any) => ({ ...workSpec.setup(config, ctx), cells: Array.from({ length: 40 }, (_, n) => ({ n })) }),
      perform: (st: Celled) => void (mutable(st, 'cells')[3] = { n: 99 }),
      validateState: () => [],
    } as any) as unknown as Game<Celled, PigAction, any, any, any, any>;
    const s = celled.setup({ players: 2, seed: 'cells' });
    const asked = vi.spyOn(Object, 'isFrozen');
    let out;
    let calls: unknown[][];
    try {
      out = celled.apply(s, 0, { type: 'roll' });
    } finally {
      calls = [...asked.mock.calls]; // restoring clears them
      asked.mockRestore();
    }
    if (!out.ok) throw new Error(out.error.message);
    expect(Object.isFrozen(out.state.cells) && Object.isFrozen(out.state.cells[3])).toBe(true);
    expect(out.state.cells[3]).toEqual({ n: 99 });
    expect(out.state.cells[4]).toBe(s.cells[4]);
    // Asked about: the cells before (mutable, before copying them), the copy and its new entry;
    // never about one of the 39 cells the copy shares with the state before.
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.filter(([v]) => s.cells.includes(v as { n: number }))).toEqual([]);
  });

  it('the states of setup and apply have one hidden class in V8 over many games, and the dealt ones one of their own', () => {
    const fixture = fileURLToPath(new URL('./fixtures/hidden-classes.ts', import.meta.url));
    const run = spawnSync(process.execPath, ['--allow-natives-syntax', '--import', 'tsx', fixture, '60'], { encoding: 'utf8', timeout: 60_000 });
    expect(run.stderr).toBe('');
    const { played, dealt } = JSON.parse(run.stdout) as { played: number[]; dealt: number[] };
    // Before states were rebuilt through their shape, each game from the fifteenth on gave its setup
    // state a class of its own (48 classes over these games), and the work copy's reads went megamorphic.
    expect(played.length).toBe(1);
    expect(dealt.length).toBe(1);
  });

  it('after the rules throw half-way, nothing of their changes is seen by the next action', () => {
    let explode = true;
    const flaky = defineGame({
      ...workSpec,
      perform(st: PigState, seat: number, a: PigAction, ctx: any) {
        mutable(st, 'scores')[seat] = 50;
        if (explode) throw new Error('boom');
        workSpec.perform(st, seat, a, ctx);
      },
    });
    const s = forceDraws(start(), 4);
    expect(flaky.apply(s, 0, { type: 'roll' })).toMatchObject({ ok: false, error: { code: CoreErrors.INTERNAL_ERROR } });
    explode = false;
    const ok = flaky.apply(forceDraws(start(), 4), 0, { type: 'roll' });
    expect(ok.ok && ok.state.scores).toEqual([50, 0, 0]);
    expect(s.scores).toEqual([0, 0, 0]);
  });

  it('a good state from elsewhere, not frozen, is frozen through by apply, its content unchanged, and shared with the next state', () => {
    const open = JSON.parse(JSON.stringify(forceDraws(start('open'), 5))) as PigState;
    const text = JSON.stringify(open);
    const rolled = workPig.apply(open, 0, { type: 'roll' });
    if (!rolled.ok) throw new Error('refused');
    expect(JSON.stringify(open)).toBe(text);
    expect(Object.isFrozen(open) && Object.isFrozen(open.scores) && Object.isFrozen(open.rng)).toBe(true);
    expect(rolled.state.scores).toBe(open.scores);
    expect(rolled.state.turnTotal).toBe(5);
    // A part of the state from elsewhere is never changed in place, even one frozen only at its top.
    const top = Object.freeze(JSON.parse(JSON.stringify(start('top')))) as PigState;
    const held = workPig.apply(forceDraws(top, 6), 0, { type: 'roll' });
    const after = held.ok && workPig.apply(held.state, 0, { type: 'hold' });
    expect(after && after.ok && after.state.scores).toEqual([6, 0, 0]);
    expect(top.scores).toEqual([0, 0, 0]);
  });

  it('a rejected action leaves a state from elsewhere as it was, not frozen', () => {
    const open = JSON.parse(JSON.stringify(start('rejected'))) as PigState;
    expect(workPig.apply(open, 1, { type: 'roll' })).toMatchObject({ ok: false, error: { code: CoreErrors.NOT_ACTIVE } });
    expect(Object.isFrozen(open)).toBe(false);
  });

  it('in the simulator, mutable changes the live state in place', () => {
    const sim = simulator(workPig, forceDraws(start(), 4));
    sim.apply(0, { type: 'roll' });
    const scores = sim.state.scores;
    sim.apply(0, { type: 'hold' });
    expect(sim.state.scores).toBe(scores);
    expect(scores).toEqual([4, 0, 0]);
  });

  describe('the kit on the work-copy game', () => {
    for (const p of gameProperties(workPig, { configs: [{ players: 2 }, { players: 4 }], resample: pigResample, runs: 6 })) it(p.name, () => p.run());
  });
});
