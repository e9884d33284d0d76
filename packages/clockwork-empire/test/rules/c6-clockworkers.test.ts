import { describe, expect, it } from 'vitest';
import { PROVISIONAL_SET, type ClockworkState, type ComponentSet } from '../../src/index';
import { clockworkEmpire as game } from '../../src/index';
import { eventsOf, park, pendingKind, play, playAll, position, refusal, stock, turnOf } from '@tabula/clockwork-empire/testing';

const setWith = (edit: (s: ComponentSet) => void): ComponentSet => {
  const s = structuredClone(PROVISIONAL_SET);
  edit(s);
  return s;
};

/** Seat 0 moves from the Temple by `faces[0]` (kept), after `edit`; its other dice lie on the white spaces and the Fortress. */
function moveFromTemple(faces: number[], edit: (s: ClockworkState) => void, set?: ComponentSet) {
  const s = position(
    4,
    (s) => {
      turnOf(s, 0, faces, 'temple');
      edit(s);
      park(s, 0, 'fortress');
    },
    set ? { set } : undefined,
  );
  return playAll(s, 0, [{ type: 'keep', die: 0 }, { type: 'go' }]);
}

describe('C6 clockworkers', () => {
  it('C6.1: a built clockworker stands untapped; tapping it (to move or for its ability) uses it', () => {
    const s = position(4, (s) => {
      turnOf(s, 0, [2], 'temple'); // to the Exchange (yellow)
      s.seats[0]!.built = [{ cards: ['Y2'], tapped: false }, { cards: ['W1'], tapped: false }];
      park(s, 0, 'fortress');
    });
    const tapped = playAll(s, 0, [{ type: 'keep', die: 0 }, { type: 'tap', clockworker: 1, step: 1 }]).state;
    expect(tapped.seats[0]!.built.map((b) => b.tapped)).toEqual([false, true]);
    // Used for the move, W1 cannot be tapped again: only Y2 remains.
    expect(game.legalActions(tapped, 0).filter((a) => a.type === 'tap')).toEqual([
      { type: 'tap', clockworker: 0, step: 1 },
      { type: 'tap', clockworker: 0, step: -1 },
    ]);
    // 3 steps: the Factory (red), where Y2 (yellow) has no ability to use.
    const at = play(tapped, 0, { type: 'go' }).state;
    expect(at.seats[0]!.pawn).toBe('factory');
    expect(game.legalActions(at, 0).some((a) => a.type === 'activate')).toBe(false);
    // At the Exchange instead, Y2 is tapped for its ability.
    const ex = moveFromTemple([2], (s) => (s.seats[0]!.built = [{ cards: ['Y2'], tapped: false }]));
    const used = play(ex.state, 0, { type: 'activate', clockworker: 0 }).state;
    expect(used.seats[0]!.built[0]!.tapped).toBe(true);
    // A built card is untapped when built (C4 Factory).
    expect(eventsOf(ex.events, 'activated')).toEqual([]);
  });

  it('C6.2: maintenance (Factory) untaps every tapped clockworker, and only when one is tapped', () => {
    const none = moveFromTemple([3], (s) => {
      s.seats[0]!.hand = ['R1'];
      s.seats[0]!.built = [{ cards: ['Y1'], tapped: false }];
      s.seats[0]!.resources = stock({ steel: 1 });
    });
    expect(game.legalActions(none.state, 0)).toEqual([{ type: 'build', card: 'R1', pay: ['steel'] }, { type: 'done' }]);
    expect(refusal(none.state, 0, { type: 'maintain', resource: 'steel' })).toBe('BAD_PAYMENT');
    const some = moveFromTemple([3], (s) => {
      s.seats[0]!.built = [{ cards: ['Y1'], tapped: true }, { cards: ['P1', 'P3'], tapped: true }, { cards: ['B1'], tapped: false }];
      s.seats[0]!.resources = stock({ steel: 1 });
    });
    const out = play(some.state, 0, { type: 'maintain', resource: 'steel' });
    expect(out.state.seats[0]!.built.every((b) => !b.tapped)).toBe(true);
    expect(eventsOf(out.events, 'maintained')).toEqual([{ type: 'maintained', seat: 0, paid: 'steel', untapped: 2 }]);
    expect(out.state.seats[0]!.resources).toEqual(stock({}));
  });

  it('C2.5, C6.3: each clockworker’s ability is used at most once per arrival: two that untap each other do not loop', () => {
    // Two red clockworkers whose abilities untap the others.
    const set = setWith((s) => (s.cards.find((c) => c.id === 'R3')!.ability = [{ op: 'untapAll' }]));
    const { state } = moveFromTemple([3, 4], (s) => (s.seats[0]!.built = [{ cards: ['R2'], tapped: false }, { cards: ['R3'], tapped: false }]), set);
    expect(game.legalActions(state, 0)).toEqual([{ type: 'activate', clockworker: 0 }, { type: 'activate', clockworker: 1 }, { type: 'done' }]);
    const a = play(state, 0, { type: 'activate', clockworker: 0 }).state; // R2 tapped; R3 already standing
    expect(game.legalActions(a, 0)).toEqual([{ type: 'activate', clockworker: 1 }, { type: 'done' }]);
    const b = play(a, 0, { type: 'activate', clockworker: 1 }); // R3 untaps R2 ...
    expect(b.state.seats[0]!.built.map((x) => x.tapped)).toEqual([false, true]);
    // ... but R2's ability was used this arrival: no activation is left, the area action follows.
    expect(pendingKind(b.state)).toBe('areaAction');
    expect(refusal(b.state, 0, { type: 'activate', clockworker: 0 })).toBe('WRONG_DECISION');
    expect(b.state.turn!.used).toEqual(['R2', 'R3']);
  });

  it('C6.3: a stack uses each of its cards’ abilities once; untapped again, it is not offered again', () => {
    const set = setWith((s) => (s.cards.find((c) => c.id === 'R3')!.ability = [{ op: 'untapAll' }]));
    const { state } = moveFromTemple([3, 4], (s) => (s.seats[0]!.built = [{ cards: ['R2', 'R1'], tapped: false }, { cards: ['R3'], tapped: true }]), set);
    const out = play(state, 0, { type: 'activate', clockworker: 0 }); // Assembly Arm untaps R3; Riveter: a steel
    expect(out.state.seats[0]!.resources).toEqual(stock({ steel: 1 }));
    expect(game.legalActions(out.state, 0)).toEqual([{ type: 'activate', clockworker: 1 }, { type: 'done' }]);
    const again = play(out.state, 0, { type: 'activate', clockworker: 1 }).state; // R3 untaps the stack
    expect(again.seats[0]!.built[0]!.tapped).toBe(false);
    expect(pendingKind(again)).toBe('areaAction'); // the stack is not offered a second time
  });

  it('C6.3 (translation): one evolution try per turn, two with Laboratory P1, however many Laboratory effects', () => {
    // P4's ability borrows the Laboratory's basic; then the Laboratory itself: still one try this turn.
    const s = position(4, (s) => {
      turnOf(s, 0, [5], 'temple'); // to the Laboratory (blue)
      s.seats[0]!.built = [{ cards: ['B5'], tapped: false }, { cards: ['P1'], tapped: false }, { cards: ['P3'], tapped: false }, { cards: ['R1'], tapped: false }];
      park(s, 0, 'fortress');
    });
    let t = playAll(s, 0, [{ type: 'keep', die: 0 }, { type: 'go' }, { type: 'activate', clockworker: 0 }, { type: 'draw' }]).state;
    expect(pendingKind(t)).toBe('evolve');
    t = playAll(t, 0, [{ type: 'select', clockworker: 1 }, { type: 'select', clockworker: 3 }, { type: 'evolve' }], 1).state; // fails (threshold 2)
    expect(t.turn!.evolutions).toBe(1);
    t = play(t, 0, { type: 'draw' }).state; // the Laboratory's own basic: discard and draw ...
    expect(pendingKind(t)).not.toBe('evolve'); // ... but no second try: the turn's try is used
    expect(game.activeSeats(t)).toEqual([1]);
  });
});
