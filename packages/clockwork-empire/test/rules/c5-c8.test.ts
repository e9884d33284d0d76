import { describe, expect, it } from 'vitest';
import { randomPlayout } from '@tabula/core';
import { clockworkEmpire as game } from '../../src/index';
import { edited, eventsOf, park, pendingKind, play, playAll, position, refusal, stock, turnOf } from '@tabula/clockwork-empire/testing';

describe('C1.8 limits', () => {
  it('C1.8 [D]: a player over the resource limit returns resources at once, before play goes on', () => {
    const s = position(4, (s) => {
      turnOf(s, 0, [6, 1], 'temple'); // to the Ruins
      s.seats[0]!.resources = stock({ steel: 6 });
      park(s, 0, 'exchange');
    });
    const t = playAll(s, 0, [{ type: 'keep', die: 0 }, { type: 'keep', die: 1 }, { type: 'go' }, { type: 'take', resource: 'gear' }]).state;
    expect(game.view(t, 0).pending).toMatchObject({ kind: 'limit', seat: 0, resources: true, hand: false });
    expect(refusal(t, 0, { type: 'take', resource: 'gear' })).toBe('WRONG_DECISION');
    const u = play(t, 0, { type: 'returnResource', resource: 'steel' }).state;
    expect(pendingKind(u)).toBe('choose');
    expect(u.seats[0]!.resources).toEqual(stock({ steel: 5, gear: 1 }));
  });

  it('C1.8 [D], Laboratory P1: losing the privilege brings the hand limit back to 4; the holder discards at once', () => {
    const s = position(4, (s) => {
      turnOf(s, 0, [5, 1], 'temple'); // to the Laboratory
      s.slots.laboratory = [{ owner: 1, value: 1 }, null];
      s.seats[1]!.hand.push('W1', 'W2');
      park(s, 0, 'exchange');
    });
    const t = playAll(s, 0, [{ type: 'keep', die: 0 }, { type: 'go' }, { type: 'place', die: 1, slot: 0 }]).state;
    expect(game.activeSeats(t)).toEqual([1]);
    expect(game.legalActions(t, 1)).toHaveLength(6);
    const u = playAll(t, 1, [{ type: 'discard', card: 'W1' }, { type: 'discard', card: 'W2' }]).state;
    expect(game.activeSeats(u)).toEqual([0]);
    expect(u.discard.slice(-2)).toEqual(['W1', 'W2']);
  });
});

describe('C5 rounds and the end', () => {
  it('C5.1: the game ends only when a round ends with a player at 50 VP', () => {
    const s = position(3, (s) => {
      turnOf(s, 1, [], 'ruins');
      s.seats[0]!.vp = 49;
      s.seats[1]!.vp = 50;
      park(s, 1, 'exchange', 'factory');
    });
    const t = playAll(s, 1, [{ type: 'go' }, { type: 'done' }]).state; // stays; takes nothing at the Ruins
    expect(t.phase).toBe('play');
    expect(game.activeSeats(t)).toEqual([2]);
    const u = edited(t, (x) => {
      turnOf(x, 2, [], 'ruins');
      park(x, 2, 'exchange', 'factory', 'temple');
    });
    const out = playAll(u, 2, [{ type: 'go' }, { type: 'done' }]);
    expect(out.state.phase).toBe('over');
    expect(eventsOf(out.events, 'gameEnded')).toHaveLength(1);
    expect(game.result(out.state)!.winners).toEqual([1]);
  });

  it('C5.1 (translation): reaching 50 VP during the round ends the game after it, even if the player falls back', () => {
    // Seat 0 reaches 50 at the Temple (+1), then seat 1 takes a VP back (Fortress P1): 49 at the round's end.
    let s = position(3, (s) => {
      turnOf(s, 0, [], 'temple');
      s.seats[0]!.vp = 49;
      s.slots.fortress = [{ owner: 1, value: 6 }, null];
      s.seats[1]!.pawn = 'fortress';
      s.seats[2]!.pawn = 'ruins';
      park(s, 0, 'exchange', 'factory');
    });
    s = play(s, 0, { type: 'go' }).state; // stays on the Temple: +1 VP
    expect(s.seats[0]!.vp).toBe(50);
    expect(s.endTriggered).toBe(true);
    s = edited(s, (s) => {
      turnOf(s, 1, [], 'fortress');
      park(s, 1, 'laboratory');
    });
    s = playAll(s, 1, [{ type: 'go' }, { type: 'done' }, { type: 'stealVp', seat: 0 }]).state; // no area action; Fortress P1
    expect(s.seats[0]!.vp).toBe(49);
    expect(game.activeSeats(s)).toEqual([2]);
    s = edited(s, (s) => {
      turnOf(s, 2, [], 'ruins');
      park(s, 2, 'temple', 'factory');
    });
    const out = playAll(s, 2, [{ type: 'go' }, { type: 'done' }]); // stays on the Ruins, takes nothing
    expect(out.state.phase).toBe('over');
    expect(eventsOf(out.events, 'roundEnded')).toEqual([{ type: 'roundEnded', round: 1 }]);
  });

  it('C5.2: ties are broken by most built clockworkers (a stack is 1), then shared', () => {
    const end = (seat1Built: string[][]) => {
      const s = position(3, (s) => {
        turnOf(s, 2, [], 'ruins');
        park(s, 2, 'exchange', 'factory');
        s.seats.forEach((p) => (p.hand = []));
        s.seats[0]!.vp = 60;
        s.seats[1]!.vp = 65 - 3 - seat1Built.length; // yellow majority + 1 VP per clockworker
        s.seats[2]!.vp = 50;
        s.seats[0]!.built = [{ cards: ['P1'], tapped: false }, { cards: ['P2'], tapped: false }]; // +3 purple +2
        s.seats[1]!.built = seat1Built.map((cards) => ({ cards, tapped: false }));
      });
      return game.result(playAll(s, 2, [{ type: 'go' }, { type: 'done' }]).state)!;
    };
    expect(end([['Y1', 'Y2']])).toEqual({ scores: [65, 65, 50], winners: [0] });
    expect(end([['Y1'], ['Y2']])).toEqual({ scores: [65, 65, 50], winners: [0, 1] });
  });
});

describe('C6 clockworkers and evolution', () => {
  const lab = (faces: number[], edit: (s: ReturnType<typeof position>) => void) => {
    let s = position(4, (s) => {
      turnOf(s, 0, faces, 'temple');
      edit(s);
      park(s, 0, 'exchange');
    });
    s = playAll(s, 0, [{ type: 'keep', die: 0 }, { type: 'go' }]).state;
    if (pendingKind(s) === 'areaAction') s = play(s, 0, { type: 'done' }).state;
    return play(s, 0, { type: 'draw' }).state;
  };

  it('C6.3: at least 2 untapped; threshold = printed resources; a roll ≥ threshold makes one stack', () => {
    const s = lab([5], (s) => {
      s.seats[0]!.built = [{ cards: ['P1'], tapped: false }, { cards: ['R1'], tapped: true }, { cards: ['P3'], tapped: false }];
    });
    expect(pendingKind(s)).toBe('evolve');
    expect(game.legalActions(s, 0)).toEqual([{ type: 'select', clockworker: 0 }, { type: 'select', clockworker: 2 }, { type: 'done' }]);
    const t = playAll(s, 0, [{ type: 'select', clockworker: 0 }]).state;
    expect(refusal(t, 0, { type: 'evolve' })).toBe('NO_SUCH_CLOCKWORKER');
    const fail = playAll(t, 0, [{ type: 'select', clockworker: 2 }, { type: 'evolve' }], 2);
    expect(eventsOf(fail.events, 'evolutionRolled')[0]).toMatchObject({ threshold: 3, face: 2, success: false });
    expect(fail.state.seats[0]!.built).toHaveLength(3);
    const ok = playAll(t, 0, [{ type: 'select', clockworker: 2 }, { type: 'evolve' }], 3);
    expect(ok.state.seats[0]!.built).toEqual([{ cards: ['P1', 'P3'], tapped: false }, { cards: ['R1'], tapped: true }]);
  });

  it('C6.3, Laboratory P1/P2: two tries; threshold −3, at least 1', () => {
    const s = lab([5, 6], (s) => {
      s.slots.laboratory = [{ owner: 0, value: 6 }, { owner: 0, value: 6 }];
      s.seats[0]!.built = [{ cards: ['P1'], tapped: false }, { cards: ['P3'], tapped: false }, { cards: ['R1'], tapped: false }];
    });
    const out = playAll(s, 0, [{ type: 'select', clockworker: 0 }, { type: 'select', clockworker: 2 }, { type: 'evolve' }], 1);
    expect(eventsOf(out.events, 'evolutionRolled')[0]).toMatchObject({ threshold: 1, success: true });
    expect(pendingKind(out.state)).toBe('evolve'); // the second try
  });

  it('C6.3: a stack uses each of its abilities once on an area of any of its colours', () => {
    const s = position(4, (s) => {
      turnOf(s, 0, [3], 'temple'); // to the Factory (red)
      s.seats[0]!.built = [{ cards: ['P1', 'R1'], tapped: false }];
      park(s, 0, 'exchange');
    });
    const t = playAll(s, 0, [{ type: 'keep', die: 0 }, { type: 'go' }]).state;
    const out = play(t, 0, { type: 'activate', clockworker: 0 });
    expect(out.state.seats[0]!.resources[0]).toBe(1); // Riveter
    expect(eventsOf(out.events, 'vpGained')[0]).toMatchObject({ vp: 1 }); // Bellringer
  });
});

describe('C7–C8 machine gods and final scoring', () => {
  const finish = (edit: (s: ReturnType<typeof position>) => void) => {
    const s = position(3, (s) => {
      turnOf(s, 2, [], 'ruins');
      s.seats.forEach((p, i) => {
        p.vp = [50, 40, 30][i]!;
        p.hand = [];
        p.pawn = (['railway', 'bridge', 'ruins'] as const)[i]!;
      });
      s.discard.push(...s.deck);
      s.deck = [];
      edit(s);
      park(s, 2, 'exchange', 'factory');
    });
    return playAll(s, 2, [{ type: 'go' }, { type: 'done' }]); // stays on the Ruins, takes nothing
  };

  it('C8.1: Wrath is scored first; the other gods then see the new standings', () => {
    const out = finish((s) => {
      s.seats[1]!.gods = ['wrath'];
      s.seats[2]!.gods = ['crown'];
      s.seats[2]!.vp = 46;
    });
    // Wrath: seat 1 takes 3 from each (50→47, 46→43, 40→46); Crown: most VP is seat 0 (47), not seat 2.
    expect(out.state.final!.gods).toEqual([0, 6, 0]);
    expect(out.state.seats.map((p) => p.vp)).toEqual([47, 46, 43]);
  });

  it('C8 order: machine gods (Crown included) are scored before the C8.3–C8.4 awards', () => {
    // Crown of Ascendancy: most VP 5. Seat 1 (48 VP) wins both C8.4 awards (+4 +4) and one
    // built clockworker (+1, +3 for purple): enough to pass seat 0 (50), but only after the gods.
    const board = (crownHolder: number) =>
      finish((s) => {
        s.seats[1]!.vp = 48;
        s.seats[crownHolder]!.gods = ['crown'];
        s.seats[1]!.hand = ['Y1'];
        s.seats[1]!.built = [{ cards: ['P1'], tapped: false }];
        s.seats[1]!.resources = stock({ steel: 1 });
        s.discard = s.discard.filter((c) => c !== 'Y1' && c !== 'P1');
      }).state;
    // Seat 0 holds the Crown: at 50 VP it leads when the gods are scored (+5), before seat 1's awards.
    const first = board(0);
    expect(first.final).toEqual({ gods: [5, 0, 0], built: [0, 1, 0], colours: [0, 3, 0], hand: [0, 4, 0], resources: [0, 4, 0] });
    expect(first.seats.map((p) => p.vp)).toEqual([55, 60, 30]);
    // Seat 1 holds it: at 48 it is behind when the gods are scored, so nothing, although it ends ahead.
    const second = board(1);
    expect(second.final!.gods).toEqual([0, 0, 0]);
    expect(second.seats.map((p) => p.vp)).toEqual([50, 60, 30]);
    expect(game.result(second)).toEqual({ scores: [50, 60, 30], winners: [1] });
  });

  it('C7: two gods per area; each scores by its own text (per count, flat, majority, taking VP)', () => {
    const s = position(3);
    for (const area of Object.keys(s.gods)) expect(s.gods[area as keyof typeof s.gods]).toHaveLength(2);
    const out = finish((s) => {
      s.seats[0]!.gods = ['warden', 'chronos']; // 3 flat + 1 per grey clockworker; 2 per god
      s.seats[0]!.built = [{ cards: ['S1'], tapped: false }];
      s.seats[1]!.gods = ['mammon']; // 2 per crystal
      s.seats[1]!.resources = stock({ crystal: 2 });
      s.discard = s.discard.filter((c) => c !== 'S1');
    });
    expect(out.state.final!.gods).toEqual([3 + 1 + 2 * 2, 2 * 2, 0]);
  });

  it('C7, C8.1: the mostOf tie: tied for most, the holder scores the tied value; behind, nothing', () => {
    // Crown of Ascendancy: most VP 5, tied 2.
    const tied = finish((s) => {
      s.seats[1]!.gods = ['crown'];
      s.seats[1]!.vp = 50; // tied with seat 0
    });
    expect(tied.state.final!.gods).toEqual([0, 2, 0]);
    const alone = finish((s) => (s.seats[0]!.gods = ['crown']));
    expect(alone.state.final!.gods).toEqual([5, 0, 0]);
    const behind = finish((s) => (s.seats[2]!.gods = ['crown']));
    expect(behind.state.final!.gods).toEqual([0, 0, 0]);
  });

  it('C8.2: Ishtar counts the VP gained from gods on arrival', () => {
    const out = finish((s) => {
      s.seats[0]!.gods = ['ishtar'];
      s.seats[0]!.arrivalVp = 6;
    });
    expect(out.state.final!.gods[0]).toBe(6);
  });

  it('C8.3: 1 VP per built clockworker (a stack is 1); most of a colour 3 VP, tied 1 VP each', () => {
    const out = finish((s) => {
      s.seats[0]!.built = [{ cards: ['P1', 'R1'], tapped: false }];
      s.seats[1]!.built = [{ cards: ['R2'], tapped: false }, { cards: ['W1'], tapped: false }];
      s.discard = s.discard.filter((c) => !['P1', 'R1', 'R2', 'W1'].includes(c));
    });
    expect(out.state.final!.built).toEqual([1, 2, 0]);
    expect(out.state.final!.colours).toEqual([3 + 1, 1, 0]); // purple alone; red tied; white is not scored
  });

  it('C8.4: most cards in hand 4 VP (tied 2 each); most resources 4 VP (tied 2 each)', () => {
    const out = finish((s) => {
      s.seats[0]!.hand = ['P1'];
      s.seats[1]!.hand = ['P2'];
      s.discard = s.discard.filter((c) => !['P1', 'P2'].includes(c));
      s.seats[2]!.resources = stock({ steel: 1 });
    });
    expect(out.state.final!.hand).toEqual([2, 2, 0]);
    expect(out.state.final!.resources).toEqual([0, 0, 4]);
  });
});

describe('C5.2 the winners, computed once', () => {
  it('C5.2 the gameEnded event and result() name the same scores and winners at the end of random games (one computation, finalResult, read by both)', () => {
    for (const players of [3, 4]) {
      for (const seed of ['a', 'b']) {
        const { state, log } = randomPlayout(game, { players, seed: `one-result-${seed}` }, { seed: `one-result-play-${seed}` });
        expect(game.isOver(state)).toBe(true);
        const last = log[log.length - 1]!;
        const before = randomPlayout(game, { players, seed: `one-result-${seed}` }, { seed: `one-result-play-${seed}`, maxSteps: log.length - 1 }).state;
        const out = game.apply(before, last.seat, last.action);
        if (!out.ok) throw new Error(out.error.message);
        const ended = out.events.filter((e) => e.type === 'gameEnded');
        expect(ended).toHaveLength(1);
        const { scores, winners } = ended[0] as { scores: number[]; winners: number[] };
        const result = game.result(out.state)!;
        expect({ scores, winners }).toEqual({ scores: result.scores, winners: result.winners });
      }
    }
  });
});
