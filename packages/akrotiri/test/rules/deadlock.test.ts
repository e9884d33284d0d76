import { describe, expect, it } from 'vitest';
import { legalMoves, playoutWeightsOf, weightedIndex, type LogEntry } from '@tabula/core';
import seedrandom from 'seedrandom';
import { akrotiri, type AkrotiriAction, type AkrotiriEvent, type AkrotiriState } from '../../src';
import { mayEverExcavate, nobodyCanEverExcavate, noTileLeft } from '../../src/rules/deadlock';

/** A random game with the game's playout weights, from seed `g<n>` (rulebook options): its states, events and end. */
function play(n: number, maxActions = 20_000) {
  const rng = seedrandom(`g${n}`);
  let state = akrotiri.setup({ players: 2, seed: `s${n}` });
  const states: AkrotiriState[] = [state];
  const events: AkrotiriEvent[][] = [];
  const log: LogEntry<AkrotiriAction>[] = [];
  while (!akrotiri.isOver(state) && log.length < maxActions) {
    const moves = legalMoves(akrotiri, state);
    const move = moves[weightedIndex(playoutWeightsOf(akrotiri, state, moves)!, rng())]!;
    const out = akrotiri.apply(state, move.seat, move.action);
    if (!out.ok) throw new Error(out.error.message);
    state = out.state;
    states.push(state);
    events.push(out.events);
    log.push(move);
  }
  return { state, states, events, log };
}

describe('K6.1 [D]: a game in which no seat can ever excavate again ends', () => {
  // Game 62 of these seeds: by action 246 every tile is placed and both boats are shut in a part of
  // the sea whose islands hold no cube; with 1 and 0 drachmas, nobody can pay for a temple. Before
  // this ruling, the game went on without end (6,000 actions and more).
  const stuck = play(62);

  it('it ends as a 6th temple would end it: the round completed, scored, and said why', () => {
    expect(stuck.state.phase).toBe('over');
    expect(stuck.state.ending).toBe('noExcavation');
    expect(stuck.state.temples.length).toBeLessThan(12);
    const all = stuck.events.flat();
    const triggered = all.findIndex((e) => e.type === 'endTriggered');
    expect(all[triggered]).toMatchObject({ type: 'endTriggered', why: 'noExcavation' });
    expect(all.at(-1)).toMatchObject({ type: 'gameEnded', why: 'noExcavation' });
    expect(akrotiri.result(stuck.state)?.scores).toHaveLength(2);
    // The round is completed: the last turn is not the start player's.
    const lastTurn = all.filter((e) => e.type === 'turnEnded').at(-1) as Extract<AkrotiriEvent, { type: 'turnEnded' }>;
    expect((lastTurn.seat + 1) % 2).toBe(stuck.state.startPlayer);
    expect(akrotiri.validateState!(stuck.state)).toEqual([]);
  });

  it('only once no tile is left and neither seat may ever excavate; never before', () => {
    const at = stuck.states.findIndex((s) => s.ending === 'noExcavation');
    const trigger = stuck.states[at]!;
    expect(noTileLeft(trigger)).toBe(true);
    expect([0, 1].map((seat) => mayEverExcavate(trigger, seat))).toEqual([false, false]);
    // Judged at each turn's end: true before only within the turn that triggered the end.
    let turnStart = 0;
    stuck.events.slice(0, at - 1).forEach((es, i) => {
      if (es.some((e) => e.type === 'turnEnded')) turnStart = i + 1;
    });
    expect(turnStart).toBeGreaterThan(0);
    for (const before of stuck.states.slice(0, turnStart)) expect(nobodyCanEverExcavate(before)).toBe(false);
    expect(nobodyCanEverExcavate(stuck.states[at - 1]!)).toBe(true);
  });

  it('judges generously: drachmas enough to pay for a map that fits a site within reach, and the seat may excavate', () => {
    const at = stuck.states.findIndex((s) => s.ending === 'noExcavation');
    const trigger = stuck.states[at]!;
    const rich = (seat: number): AkrotiriState => ({ ...trigger, seats: trigger.seats.map((p, i) => (i === seat ? { ...p, drachmas: 100 } : p)) });
    // Somebody within reach of Thera and of a free island a map fits: riches change the answer.
    expect([0, 1].some((seat) => mayEverExcavate(rich(seat), seat))).toBe(true);
    expect(nobodyCanEverExcavate({ ...trigger, tileDiscards: ['x'] })).toBe(false); // a tile left: islands may still change
  });

  it('games that end by a 6th temple are untouched: the same seeds end as before', () => {
    for (const n of [0, 1, 2, 3]) {
      const game = play(n);
      expect(game.state.ending).toBe('lastTemple');
      expect(game.state.seats.some((p) => p.templesLeft === 0)).toBe(true);
    }
  });
});
