import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { defineGame, randomBot, randomPlayout, replay, simulator, determinize, forceDraws } from '../src/index';
import { checkGolden, jsonHash, UPDATE_GOLDEN_ENV } from '../src/testing/index';
import { pig, pigSpec, type PigAction, type PigState } from './pig';

const config = { players: 3, seed: 'play' };

describe('replay and playouts', () => {
  it('randomPlayout ends the game, deterministically for a seed', () => {
    const a = randomPlayout(pig, config, { seed: 'p1' });
    const b = randomPlayout(pig, config, { seed: 'p1' });
    const c = randomPlayout(pig, config, { seed: 'p2' });
    expect(a.over).toBe(true);
    expect(a.steps).toBe(a.log.length);
    expect(b.log).toEqual(a.log);
    expect(c.log).not.toEqual(a.log);
  });

  it('randomPlayout stops at maxSteps', () => {
    const run = randomPlayout(pig, config, { seed: 'p1', maxSteps: 3 });
    expect(run.steps).toBe(3);
    expect(run.over).toBe(false);
  });

  it('replay reaches the playout state, with its events', () => {
    const run = randomPlayout(pig, config, { seed: 'p3' });
    const out = replay(pig, config, run.log);
    expect(out.ok && jsonHash(out.state)).toBe(jsonHash(run.state));
    expect(out.ok && out.events.filter((e) => e.type === 'ended')).toHaveLength(1);
  });

  it('replay names the first rejected entry', () => {
    const out = replay(pig, config, [{ seat: 0, action: { type: 'hold' } }]);
    expect(out).toMatchObject({ ok: false, index: 0, error: { code: 'NOTHING_TO_HOLD' } });
  });

  it('the random bot only picks legal actions', () => {
    const bot = randomBot<PigAction>('bot');
    const s = pig.setup(config);
    const legal = pig.legalActions(s, 0);
    for (let i = 0; i < 20; i++) expect(legal).toContainEqual(bot(pig.view(s, 0), 0, legal));
    expect(() => bot(pig.view(s, 1), 1, [])).toThrow(/no legal action/);
  });
});

describe('simulator', () => {
  it('applies in place with the results of apply, and rejects without change', () => {
    let s: PigState = forceDraws(pig.setup(config), 5);
    const sim = simulator(pig, s);
    for (const face of [5, 1]) {
      // Forced draws are for the next action only: force each roll on both.
      if (face === 1) {
        s = forceDraws(s, 1);
        sim.state.rng.forced = [1];
      }
      const a = { type: 'roll' } as const;
      const pure = pig.apply(s, 0, a);
      const fast = sim.apply(0, a);
      if (!pure.ok || !fast.ok) throw new Error('rejected');
      expect(fast.events).toEqual(pure.events);
      expect(JSON.stringify(sim.state)).toBe(JSON.stringify(pure.state));
      s = pure.state;
    }
    const before = JSON.stringify(sim.state);
    expect(sim.apply(0, { type: 'roll' })).toMatchObject({ ok: false, error: { code: 'NOT_ACTIVE' } });
    expect(JSON.stringify(sim.state)).toBe(before);
    expect(sim.activeSeats()).toEqual([1]);
  });

  it('asks the game whether it is over and who acts once per state, and again after each change', () => {
    let overs = 0;
    let actives = 0;
    const counted = defineGame({
      ...pigSpec,
      isOver: (s: PigState) => (overs++, pigSpec.isOver(s)),
      activeSeats: (s: PigState) => (actives++, pigSpec.activeSeats(s)),
    });
    const sim = simulator(counted, forceDraws(counted.setup({ players: 2, seed: 'once' }), 1));
    [overs, actives] = [0, 0];
    for (let k = 0; k < 3; k++) {
      expect(sim.isOver()).toBe(false);
      expect(sim.activeSeats()).toEqual([0]);
      expect(sim.legalActions(0).length).toBeGreaterThan(0);
      expect(sim.legalActions(1)).toEqual([]);
    }
    expect(sim.apply(1, { type: 'hold' })).toMatchObject({ ok: false, error: { code: 'NOT_ACTIVE' } });
    expect([overs, actives]).toEqual([1, 1]); // a refused action changes nothing: still known
    expect(sim.apply(0, { type: 'roll' }).ok).toBe(true); // a 1: the turn passes
    expect(sim.activeSeats()).toEqual([1]);
    expect([overs, actives]).toEqual([2, 2]);
  });

  it('hands out a copy of who acts: changing it changes nothing', () => {
    const sim = simulator(pig, pig.setup(config));
    const seats = sim.activeSeats();
    seats.push(2);
    seats[0] = 1;
    expect(sim.activeSeats()).toEqual([0]);
    expect(sim.apply(1, { type: 'roll' })).toMatchObject({ ok: false, error: { code: 'NOT_ACTIVE' } });
    expect(sim.legalActions(1)).toEqual([]);
  });

  it('refuses, never throws, when the game cannot say whether it is over', () => {
    const failing = defineGame({
      ...pigSpec,
      isOver: () => {
        throw new Error('no idea');
      },
    });
    const sim = simulator(failing, pig.setup(config) as PigState);
    expect(sim.apply(0, { type: 'roll' })).toMatchObject({ ok: false, error: { code: 'INTERNAL_ERROR', message: expect.stringContaining('no idea') } });
  });
});

describe('determinize', () => {
  it("keeps what the seat sees and redeals the others' secrets", () => {
    const s = pig.setup({ players: 2, seed: 'det' });
    const d = determinize(pig, pig.view(s, 0), 0, 'x');
    expect(d.bonus[0]).toBe(s.bonus[0]);
    expect(pig.view(d, 0)).toEqual(pig.view(s, 0));
    const others = new Set(Array.from({ length: 30 }, (_, i) => determinize(pig, pig.view(s, 0), 0, `seed${i}`).bonus[1]));
    expect(others.size).toBeGreaterThan(1);
  });
});

describe('golden playthroughs', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tabula-golden-'));
  const cases = [{ name: 'pig-3p', config, playoutSeed: 'g1' }];
  afterEach(() => {
    delete process.env[UPDATE_GOLDEN_ENV];
  });

  it('a missing golden file is an error that says how to record it', () => {
    expect(() => checkGolden(pig, cases, dir)).toThrow(/TABULA_UPDATE_GOLDEN=1/);
  });

  it('records with the flag, then passes, then catches a changed behaviour', () => {
    process.env[UPDATE_GOLDEN_ENV] = '1';
    checkGolden(pig, cases, dir);
    delete process.env[UPDATE_GOLDEN_ENV];
    expect(() => checkGolden(pig, cases, dir)).not.toThrow();
    const file = join(dir, 'pig-3p.json');
    const text = readFileSync(file, 'utf8');
    const rec = JSON.parse(text);
    expect(rec.log.length).toBe(rec.steps);
    // Change one recorded move: the golden check must notice.
    rec.log[0] = [0, { type: 'hold' }];
    writeFileSync(file, JSON.stringify(rec));
    expect(() => checkGolden(pig, cases, dir)).toThrow(/move 0 is now rejected/);
    rec.log = JSON.parse(text).log;
    rec.stateHash = '00000000';
    writeFileSync(file, JSON.stringify(rec));
    expect(() => checkGolden(pig, cases, dir)).toThrow(/another final state/);
  });
});
