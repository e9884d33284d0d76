import { describe, expect, it } from 'vitest';
import { defineGame, simulator, type GameSpec } from '../src/index';
import { plainReader, rememberedRead } from '../src/internal/index';
import { workSpec, type PigAction, type PigEvent, type PigOptions, type PigState, type PigView } from './pig';

/** Work-mode Pig whose active seat is a remembered read, counting how often it is computed. */
function countingPig() {
  const computed = { n: 0 };
  const leader = rememberedRead((s: PigState) => {
    computed.n++;
    return s.current;
  });
  const seen: number[] = [];
  const spec: GameSpec<PigState, PigAction, PigOptions, PigView, PigEvent> = {
    ...workSpec,
    activeSeats: (s) => [leader(s)],
    perform(s, seat, a, ctx) {
      // Reads the work copy before and after changing it: never a remembered answer.
      seen.push(leader(s));
      workSpec.perform(s, seat, a, ctx);
      seen.push(leader(s));
    },
  };
  return { game: defineGame(spec), computed, seen };
}

describe('rememberedRead', () => {
  it('reads a state the game made once, however often it is asked', () => {
    const { game, computed } = countingPig();
    const s = game.setup({ players: 3, seed: 'memo' });
    computed.n = 0;
    expect(game.activeSeats(s)).toEqual([0]);
    expect(game.legalActions(s, 0)).toEqual([{ type: 'roll' }]);
    expect(game.apply(s, 1, { type: 'roll' }).ok).toBe(false); // refused: seat 1 is not active
    expect(game.activeSeats(s)).toEqual([0]);
    expect(computed.n).toBe(1);
  });

  it('reads the work copy afresh: the rules see their own changes', () => {
    const { game, seen } = countingPig();
    let s = game.setup({ players: 2, seed: 'memo' });
    // Roll until a 1 passes the turn: the read after the rules must say seat 1.
    for (let i = 0; i < 100 && s.current === 0; i++) {
      const out = game.apply(s, 0, { type: 'roll' });
      if (!out.ok) throw new Error(out.error.message);
      s = out.state;
    }
    expect(s.current).toBe(1);
    expect(seen.slice(-2)).toEqual([0, 1]);
  });

  it("reads the simulator's live state afresh: it changes in place", () => {
    const { game } = countingPig();
    const sim = simulator(game, game.setup({ players: 2, seed: 'memo' }));
    const answers: number[] = [];
    for (let i = 0; i < 100 && answers.length < 2; i++) {
      const before = sim.activeSeats()[0]!;
      sim.apply(before, { type: 'roll' });
      const after = sim.activeSeats()[0]!;
      if (after !== before) answers.push(before, after);
    }
    expect(answers).toEqual([0, 1]);
  });

  it('never remembers a state that could still change: from JSON, or frozen only at its top', () => {
    const { game, computed } = countingPig();
    const made = game.setup({ players: 2, seed: 'memo' });
    const fromJson = JSON.parse(JSON.stringify(made)) as PigState;
    computed.n = 0;
    expect(game.activeSeats(fromJson)).toEqual([0]);
    expect(game.activeSeats(fromJson)).toEqual([0]);
    expect(computed.n).toBe(2);
    // A caller may still change a state that is not frozen: the next answer follows it.
    fromJson.current = 1;
    expect(game.activeSeats(fromJson)).toEqual([1]);

    const topOnly = Object.freeze({ ...JSON.parse(JSON.stringify(made)), scores: [0, 0] }) as PigState;
    computed.n = 0;
    game.activeSeats(topOnly);
    game.activeSeats(topOnly);
    expect(computed.n).toBe(2);
  });

  it('never remembers an object no game made, even just after a game made a state', () => {
    const { game, computed } = countingPig();
    game.setup({ players: 2, seed: 'memo' });
    const read = rememberedRead((s: { n: number }) => {
      computed.n++;
      return s.n;
    });
    const mine = { n: 1 };
    computed.n = 0;
    expect(read(mine)).toBe(1);
    mine.n = 2;
    expect(read(mine)).toBe(2);
    expect(computed.n).toBe(2);
  });
});

/** Work-mode Pig whose active seat is read through a plain reader of the scores, recording what it was handed. */
function plainPig() {
  const scoresOf = plainReader<number>();
  const handed: (readonly number[])[] = [];
  const spec: GameSpec<PigState, PigAction, PigOptions, PigView, PigEvent> = {
    ...workSpec,
    activeSeats(s) {
      const scores = scoresOf(s.scores);
      handed.push(scores);
      return workSpec.activeSeats(s);
    },
  };
  return { game: defineGame(spec), handed };
}

describe('plainReader', () => {
  it('hands out a plain copy of a frozen array, made once for that array', () => {
    const read = plainReader<number>();
    const frozen = Object.freeze([3, 1, 2]);
    const copy = read(frozen);
    expect(copy).toEqual([3, 1, 2]);
    expect(copy).not.toBe(frozen);
    expect(Object.isFrozen(copy)).toBe(false);
    expect(read(frozen)).toBe(copy);
    const other = Object.freeze([4]);
    expect(read(other)).toEqual([4]);
    expect(read(other)).not.toBe(copy);
  });

  it('hands back an array that is not frozen as it is, so that it reads every change', () => {
    const read = plainReader<number>();
    const live = [1, 2];
    expect(read(live)).toBe(live);
    live.push(3);
    expect(read(live)).toBe(live);
    expect(read(live)).toEqual([1, 2, 3]);
  });

  it("reads a game's frozen states through copies, and the simulator's live state as it is", () => {
    const { game, handed } = plainPig();
    const s = game.setup({ players: 2, seed: 'plain' });
    game.activeSeats(s);
    game.activeSeats(s);
    expect(handed[0]).not.toBe(s.scores);
    expect(handed[0]).toEqual(s.scores);
    expect(handed[1]).toBe(handed[0]);
    const sim = simulator(game, s);
    handed.length = 0;
    sim.activeSeats();
    sim.legalActions(0);
    sim.apply(0, { type: 'roll' });
    sim.activeSeats(); // the state changed: asked again (the simulator keeps who acts until then)
    expect(handed.length).toBe(2);
    for (const scores of handed) expect(scores).toBe(sim.state.scores);
  });

  it("reads the simulator's live state as it is even when an array of it is frozen", () => {
    const { game, handed } = plainPig();
    const sim = simulator(game, game.setup({ players: 2, seed: 'plain' }));
    Object.freeze(sim.state.scores); // a caller's doing: still the live array, not a copy
    handed.length = 0;
    sim.activeSeats();
    expect(handed).toEqual([sim.state.scores]);
    expect(handed[0]).toBe(sim.state.scores);
  });
});
