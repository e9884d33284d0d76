import { describe, expect, it } from 'vitest';
import { eventsOf, game, makeState, pendingKind, play, playAll, refusal, turnOf } from '../helpers';

describe('C2 the move', () => {
  it('C2.1: keep one or more dice; their sum is the steps forward', () => {
    const s = makeState(4, (s) => turnOf(s, 0, [2, 3, 5]));
    const out = playAll(s, 0, [{ type: 'keep', die: 0 }, { type: 'keep', die: 1 }, { type: 'go' }]);
    expect(eventsOf(out.events, 'moved')).toEqual([{ type: 'moved', seat: 0, from: 'temple', to: 'laboratory', steps: 5 }]);
  });

  it('C2.1: go needs a kept die (BAD_MOVE); the loop wraps round', () => {
    const s = makeState(4, (s) => turnOf(s, 0, [6, 6], 'laboratory'));
    expect(refusal(s, 0, { type: 'go' })).toBe('BAD_MOVE');
    const out = playAll(s, 0, [{ type: 'keep', die: 0 }, { type: 'go' }]);
    expect(out.state.seats[0]!.pawn).toBe('railway'); // 5 + 6 = 11 ≡ 1 on a loop of 10
  });

  it('C2.2 [D]: each tap of an untapped clockworker is +1 or −1; a negative total moves back', () => {
    const s = makeState(4, (s) => {
      turnOf(s, 0, [1], 'exchange');
      s.seats[0]!.built = [{ cards: ['W1'], tapped: false }, { cards: ['W2'], tapped: false }];
    });
    const out = playAll(s, 0, [{ type: 'keep', die: 0 }, { type: 'tap', clockworker: 0, step: -1 }, { type: 'tap', clockworker: 1, step: -1 }, { type: 'go' }]);
    expect(out.state.seats[0]!.pawn).toBe('railway');
    expect(out.state.seats[0]!.built.every((c) => c.tapped)).toBe(true);
    expect(game.activeSeats(out.state)).toEqual([1]); // Railway: +1 VP, nothing to pay a buy-back with
  });

  it('C2.2 [D]: the total may not be 0 while a die is kept', () => {
    const s = makeState(4, (s) => {
      turnOf(s, 0, [1]);
      s.seats[0]!.built = [{ cards: ['W1'], tapped: false }];
    });
    const t = play(s, 0, { type: 'keep', die: 0 }).state;
    // the −1 tap would leave 0 steps and nothing else to tap: not offered, so the move can end
    expect(game.legalActions(t, 0)).toEqual([{ type: 'tap', clockworker: 0, step: 1 }, { type: 'go' }]);
    expect(refusal(t, 0, { type: 'tap', clockworker: 0, step: -1 })).toBe('NO_SUCH_CLOCKWORKER');
    const u = makeState(4, (s) => {
      turnOf(s, 0, [1]);
      s.seats[0]!.built = [{ cards: ['W1'], tapped: false }, { cards: ['W2'], tapped: false }];
    });
    const zero = playAll(u, 0, [{ type: 'keep', die: 0 }, { type: 'tap', clockworker: 0, step: -1 }]).state;
    expect(refusal(zero, 0, { type: 'go' })).toBe('BAD_MOVE');
  });

  it('C2.3 [D]: with no dice in hand, the player moves by taps only, possibly 0 steps', () => {
    const s = makeState(4, (s) => turnOf(s, 0, [], 'ruins'));
    expect(game.legalActions(s, 0)).toEqual([{ type: 'go' }]);
    const out = play(s, 0, { type: 'go' });
    expect(eventsOf(out.events, 'moved')[0]).toMatchObject({ from: 'ruins', to: 'ruins', steps: 0 });
  });

  it('C2.4 [D]: ending on other pawns pays 1 VP to each, as much as the mover has', () => {
    const s = makeState(4, (s) => {
      turnOf(s, 0, [2]);
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
    const s = makeState(4, (s) => {
      turnOf(s, 0, [3]);
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
    const s = makeState(4, (s) => {
      turnOf(s, 0, [2]);
      s.seats[0]!.gods = ['mammon', 'crown'];
    });
    const out = playAll(s, 0, [{ type: 'keep', die: 0 }, { type: 'go' }]);
    expect(eventsOf(out.events, 'vpGained')).toEqual([{ type: 'vpGained', seat: 0, vp: 2, reason: 'machine god' }]);
    expect(out.state.seats[0]!.arrivalVp).toBe(2);
  });
});
