import { describe, expect, it } from 'vitest';
import { defineGame, rememberedRead, simulator, type GameSpec } from '../src/index';
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
