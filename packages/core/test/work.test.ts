import { describe, expect, it } from 'vitest';
import { CoreErrors, defineGame, forceDraws, mutable, randomBot, simulator, type GameSpec } from '../src/index';
import { gameProperties } from '../src/testing/index';
import { pig, pigResample, pigSpec, type PigAction, type PigEvent, type PigOptions, type PigState, type PigView } from './pig';

/** Secret Pig's rules written for the work copy: every part changed is taken through `mutable` first. */
const workSpec: GameSpec<PigState, PigAction, PigOptions, PigView, PigEvent> = {
  ...pigSpec,
  applyMode: 'work',
  perform(s, seat, a, { rng, emit }) {
    if (a.type === 'roll') {
      const face = rng.die();
      emit({ type: 'rolled', seat, face });
      if (face === 1) {
        s.turnTotal = 0;
        s.current = (seat + 1) % s.players;
      } else s.turnTotal += face;
      return;
    }
    mutable(s, 'scores')[seat]! += s.turnTotal;
    emit({ type: 'held', seat, points: s.turnTotal });
    s.turnTotal = 0;
    if (s.scores[seat]! >= s.target) {
      s.over = true;
      emit({ type: 'ended' });
    } else s.current = (seat + 1) % s.players;
  },
};
const workPig = defineGame(workSpec);
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

  it('a write into a part not taken through mutable is an INTERNAL_ERROR, and the state is untouched', () => {
    const careless = defineGame({ ...workSpec, perform: (st: PigState, seat: number) => void (st.scores[seat] = 7) });
    const s = start();
    const before = JSON.stringify(s);
    expect(careless.apply(s, 0, { type: 'roll' })).toMatchObject({ ok: false, error: { code: CoreErrors.INTERNAL_ERROR } });
    expect(JSON.stringify(s)).toBe(before);
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
