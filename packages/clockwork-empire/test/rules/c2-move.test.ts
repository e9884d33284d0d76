import { describe, expect, it } from 'vitest';
import { createRng, simulator } from '@tabula/core';
import { canGo, finishable } from '../../src/rules/move';
import { advance } from '../../src/rules/turn';
import type { ClockworkEvent, ClockworkState, Turn } from '../../src/index';
import { clockworkEmpire as game } from '../../src/index';
import { eventsOf, park, pendingKind, play, playAll, position, refusal, stock, turnOf } from '@tabula/clockwork-empire/testing';

/** Whether some sequence of keeps and taps reaches a legal `go`: an exhaustive search. */
function searchFinish(t: Turn, untapped: number): boolean {
  if (canGo(t)) return true;
  const keeps = t.dice.some((d, i) => !d.kept && searchFinish({ ...t, dice: t.dice.map((e, j) => (j === i ? { ...e, kept: true } : e)) }, untapped));
  return keeps || (untapped > 0 && [1, -1].some((step) => searchFinish({ ...t, tapSteps: t.tapSteps + step }, untapped - 1)));
}

describe('C2 the move', () => {
  it('C2.1: keep one or more dice; their sum is the steps forward', () => {
    const s = position(4, (s) => turnOf(s, 0, [2, 3, 5]));
    const out = playAll(s, 0, [{ type: 'keep', die: 0 }, { type: 'keep', die: 1 }, { type: 'go' }]);
    expect(eventsOf(out.events, 'moved')).toEqual([{ type: 'moved', seat: 0, from: 'temple', to: 'laboratory', steps: 5 }]);
  });

  it('C2.1: go needs a kept die (BAD_MOVE); the loop wraps round', () => {
    const s = position(4, (s) => {
      turnOf(s, 0, [6, 6], 'laboratory');
      park(s, 0, 'fortress');
    });
    expect(refusal(s, 0, { type: 'go' })).toBe('BAD_MOVE');
    const out = playAll(s, 0, [{ type: 'keep', die: 0 }, { type: 'go' }]);
    expect(out.state.seats[0]!.pawn).toBe('railway'); // 5 + 6 = 11 ≡ 1 on a loop of 10
  });

  it('C2.2 [D]: each tap of an untapped clockworker is +1 or −1; a negative total moves back', () => {
    const s = position(4, (s) => {
      turnOf(s, 0, [1], 'exchange');
      park(s, 0, 'fortress');
      s.seats[0]!.built = [{ cards: ['W1'], tapped: false }, { cards: ['W2'], tapped: false }];
    });
    const out = playAll(s, 0, [{ type: 'keep', die: 0 }, { type: 'tap', clockworker: 0, step: -1 }, { type: 'tap', clockworker: 1, step: -1 }, { type: 'go' }]);
    expect(out.state.seats[0]!.pawn).toBe('railway');
    expect(out.state.seats[0]!.built.every((c) => c.tapped)).toBe(true);
    expect(game.activeSeats(out.state)).toEqual([1]); // Railway: +1 VP, nothing to pay a buy-back with
  });

  it('C2.2 [ours]: a tap that would strand the move is not legal (old heuristic: "something else is left")', () => {
    // One die (a 1) and one untapped clockworker, nothing kept yet. A −1 tap would leave only
    // "keep the 1", for a total of 0: the move could never be finished.
    const s = position(4, (s) => {
      turnOf(s, 0, [1], 'temple');
      park(s, 0, 'fortress');
      s.seats[0]!.built = [{ cards: ['W1'], tapped: false }];
    });
    expect(game.legalActions(s, 0)).toEqual([{ type: 'keep', die: 0 }, { type: 'tap', clockworker: 0, step: 1 }]);
    expect(refusal(s, 0, { type: 'tap', clockworker: 0, step: -1 })).toBe('NO_SUCH_CLOCKWORKER');
    // The +1 tap keeps it finishable: keep the 1 and go 2 steps.
    const out = playAll(s, 0, [{ type: 'tap', clockworker: 0, step: 1 }, { type: 'keep', die: 0 }, { type: 'go' }]);
    expect(eventsOf(out.events, 'moved')[0]).toMatchObject({ from: 'temple', to: 'exchange', steps: 2 });
  });

  it('C2.2 [ours]: every keep and tap offered leaves the move finishable (exhaustive over small turns)', () => {
    const faces = [1, 2, 3];
    let checked = 0;
    for (let n = 0; n <= 3; n++) {
      for (let code = 0; code < faces.length ** n * 2 ** n; code++) {
        let c = code;
        const dice = Array.from({ length: n }, () => {
          const face = faces[c % faces.length]!;
          c = Math.floor(c / faces.length);
          const kept = c % 2 === 1;
          c = Math.floor(c / 2);
          return { face, kept, placed: false };
        });
        for (let tapSteps = -3; tapSteps <= 3; tapSteps++) {
          for (let untapped = 0; untapped <= 2; untapped++) {
            const t: Turn = { dice, tapSteps, used: [], evolutions: 0, steps: [{ kind: 'move' }] };
            expect(finishable(t, untapped), JSON.stringify({ dice, tapSteps, untapped })).toBe(searchFinish(t, untapped));
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
    // And on real states: from any finishable start, each legal keep or tap stays finishable.
    const s = position(4, (s) => {
      turnOf(s, 0, [1, 1], 'temple');
      park(s, 0, 'fortress');
      s.seats[0]!.built = [{ cards: ['W1'], tapped: false }, { cards: ['W2'], tapped: false }];
    });
    const explore = (st: typeof s, depth: number): void => {
      const legal = game.legalActions(st, 0);
      expect(legal.length).toBeGreaterThan(0);
      if (depth === 0) return;
      for (const a of legal) if (a.type !== 'go') explore(play(st, 0, a).state, depth - 1);
    };
    explore(s, 4);
  });

  it('C2: the move is never skipped: a move with no legal action is an error, not the end of the turn', () => {
    // A stranded move (legal actions never lead there): the one die is a 1 and the taps total −1.
    const s = position(4, (s) => {
      turnOf(s, 0, [1], 'temple');
      park(s, 0, 'fortress');
      s.seats[0]!.built = [{ cards: ['W1'], tapped: false }];
    });
    const stranded = structuredClone(s);
    stranded.turn!.tapSteps = -1;
    stranded.seats[0]!.built[0]!.tapped = true;
    // validateState refuses it (the pending move has no legal action), so every member does ...
    expect(game.validateState(stranded)).toEqual([{ path: '$.turn.steps[0]', message: expect.stringContaining('the move step has no legal action') }]);
    const out = game.apply(stranded, 0, { type: 'keep', die: 0 });
    expect(out.ok ? 'ok' : out.error.code).toBe('BAD_STATE');
    // ... and the step loop itself never passes over it as if the turn were done.
    const events: ClockworkEvent[] = [];
    expect(() => advance(stranded, { rng: createRng('x'), emit: (e) => events.push(e) })).toThrow(/move step has no legal action/);
    expect(events.filter((e) => e.type === 'turnEnded')).toEqual([]);
  });

  it('C2.2 [D]: the total may not be 0 while a die is kept', () => {
    const s = position(4, (s) => {
      turnOf(s, 0, [1], 'temple');
      park(s, 0, 'fortress');
      s.seats[0]!.built = [{ cards: ['W1'], tapped: false }];
    });
    const t = play(s, 0, { type: 'keep', die: 0 }).state;
    // the −1 tap would leave 0 steps and nothing else to tap: not offered, so the move can end
    expect(game.legalActions(t, 0)).toEqual([{ type: 'tap', clockworker: 0, step: 1 }, { type: 'go' }]);
    expect(refusal(t, 0, { type: 'tap', clockworker: 0, step: -1 })).toBe('NO_SUCH_CLOCKWORKER');
    const u = position(4, (s) => {
      turnOf(s, 0, [1], 'temple');
      park(s, 0, 'fortress');
      s.seats[0]!.built = [{ cards: ['W1'], tapped: false }, { cards: ['W2'], tapped: false }];
    });
    const zero = playAll(u, 0, [{ type: 'keep', die: 0 }, { type: 'tap', clockworker: 0, step: -1 }]).state;
    expect(refusal(zero, 0, { type: 'go' })).toBe('BAD_MOVE');
  });

  it('C2.3 [D]: with no dice in hand, the player moves by taps only, possibly 0 steps', () => {
    const s = position(4, (s) => {
      turnOf(s, 0, [], 'ruins');
      park(s, 0, 'fortress', 'factory');
      s.seats[0]!.built = [{ cards: ['W1'], tapped: false }];
    });
    expect(game.legalActions(s, 0)).toEqual([{ type: 'tap', clockworker: 0, step: 1 }, { type: 'tap', clockworker: 0, step: -1 }, { type: 'go' }]);
    const back = playAll(s, 0, [{ type: 'tap', clockworker: 0, step: -1 }, { type: 'go' }]);
    expect(eventsOf(back.events, 'moved')[0]).toMatchObject({ from: 'ruins', to: 'canyon', steps: -1 });
  });

  it('C2.3 [D]: a zero-step stay ends the move on the same space: toll, then the action and effects there', () => {
    const s = position(4, (s) => {
      turnOf(s, 0, [], 'ruins');
      park(s, 0, 'fortress', 'factory');
      s.seats[0]!.vp = 5;
      s.seats[1]!.pawn = 'ruins';
      s.seats[2]!.pawn = 'fortress';
      s.seats[3]!.pawn = 'fortress';
    });
    const out = play(s, 0, { type: 'go' });
    expect(eventsOf(out.events, 'moved')).toEqual([{ type: 'moved', seat: 0, from: 'ruins', to: 'ruins', steps: 0 }]);
    expect(eventsOf(out.events, 'tollPaid')).toEqual([{ type: 'tollPaid', seat: 0, to: 1, vp: 1 }]); // the pawn already there
    expect(out.state.seats[0]!.pawn).toBe('ruins');
    // No die to place nor release: the area action is passed over and the Ruins' effect follows.
    const ruins = out.state;
    expect(pendingKind(ruins)).toBe('choose');
    expect(game.legalActions(ruins, 0)).toContainEqual({ type: 'take', resource: 'gear' });
    expect(play(ruins, 0, { type: 'take', resource: 'gear' }).state.seats[0]!.resources).toEqual(stock({ gear: 1 }));
  });

  it('C2.4 [D]: ending on other pawns pays 1 VP to each, as much as the mover has', () => {
    const s = position(4, (s) => {
      turnOf(s, 0, [2], 'temple');
      park(s, 0, 'fortress');
      s.seats[0]!.vp = 1;
      s.seats[1]!.pawn = 'exchange';
      s.seats[2]!.pawn = 'exchange';
    });
    const out = playAll(s, 0, [{ type: 'keep', die: 0 }, { type: 'go' }]);
    expect(eventsOf(out.events, 'tollPaid')).toEqual([
      { type: 'tollPaid', seat: 0, to: 1, vp: 1 },
      { type: 'tollPaid', seat: 0, to: 2, vp: 0 },
    ]);
    expect(out.state.seats.map((p) => p.vp)).toEqual([0, 2, 2, 3]);
  });

  it('C2.5: an untapped clockworker of the area colour may be tapped for its ability', () => {
    const s = position(4, (s) => {
      turnOf(s, 0, [3], 'temple');
      park(s, 0, 'fortress');
      s.seats[0]!.built = [{ cards: ['R1'], tapped: false }, { cards: ['Y1'], tapped: false }];
    });
    const t = playAll(s, 0, [{ type: 'keep', die: 0 }, { type: 'go' }]).state; // factory (red)
    expect(pendingKind(t)).toBe('activate');
    expect(game.legalActions(t, 0)).toEqual([{ type: 'activate', clockworker: 0 }, { type: 'done' }]);
    const out = play(t, 0, { type: 'activate', clockworker: 0 });
    expect(out.state.seats[0]!.resources[0]).toBe(1); // Riveter: gain 1 steel
    expect(out.state.seats[0]!.built[0]!.tapped).toBe(true);
  });

  it('C2.6: a god of the area colour gives 2 VP once, however many are held, tracked apart', () => {
    const s = position(4, (s) => {
      turnOf(s, 0, [2]);
      s.seats[0]!.gods = ['mammon', 'crown'];
    });
    const out = playAll(s, 0, [{ type: 'keep', die: 0 }, { type: 'go' }]);
    expect(eventsOf(out.events, 'vpGained')).toEqual([{ type: 'vpGained', seat: 0, vp: 2, reason: 'machine god' }]);
    expect(out.state.seats[0]!.arrivalVp).toBe(2);
  });
});

describe('C2 a turn starts with the move: under apply, one shared frozen list of first steps', () => {
  /** The states of a seeded random game through `apply`, each with whether a turn started in the action that made it. */
  function startedTurns(seed: string): ClockworkState[] {
    let s = game.setup({ players: 3, seed });
    const started: ClockworkState[] = [];
    let pick = 7;
    for (let i = 0; i < 400 && !game.isOver(s); i++) {
      const seat = game.activeSeats(s)[0]!;
      const legal = game.legalActions(s, seat);
      pick = (pick * 48271) % 2147483647;
      const out = game.apply(s, seat, legal[pick % legal.length]!);
      if (!out.ok) throw new Error(out.error.message);
      if (out.events.some((e) => e.type === 'turnStarted')) started.push(out.state);
      s = out.state;
    }
    return started;
  }

  it('every turn started by an action holds the same frozen steps ([move]) and used cards ([]), by identity', () => {
    const started = [...startedTurns('first-steps-a'), ...startedTurns('first-steps-b')];
    expect(started.length).toBeGreaterThan(20);
    const first = started[0]!.turn!;
    expect(first.steps).toEqual([{ kind: 'move' }]);
    expect(first.used).toEqual([]);
    expect(Object.isFrozen(first.steps) && Object.isFrozen(first.steps[0]) && Object.isFrozen(first.used)).toBe(true);
    for (const s of started) {
      expect(s.turn!.steps).toBe(first.steps);
      expect(s.turn!.used).toBe(first.used);
    }
  });

  it('on the simulator’s live state a new turn’s steps and used cards are new, plain lists', () => {
    const sim = simulator(game, game.setup({ players: 3, seed: 'first-steps-sim' }));
    let pick = 7;
    let checked = 0;
    for (let i = 0; i < 400 && !sim.isOver() && checked < 5; i++) {
      const seat = sim.activeSeats()[0]!;
      const legal = sim.legalActions(seat);
      pick = (pick * 48271) % 2147483647;
      const out = sim.apply(seat, legal[pick % legal.length]!);
      if (!out.ok) throw new Error(out.error.message);
      if (out.events.some((e) => e.type === 'turnStarted')) {
        expect(Object.isFrozen(sim.state.turn!.steps)).toBe(false);
        expect(Object.isFrozen(sim.state.turn!.used)).toBe(false);
        checked++;
      }
    }
    expect(checked).toBe(5);
  });
});
