import { describe, expect, it } from 'vitest';
import { AREA_RULES, RULES, type ClockworkAction, type ClockworkState, type SpaceId } from '../../src/index';
import { clockworkEmpire as game } from '../../src/index';
import { eventsOf, faceTo, park, pendingKind, play, playAll, position, refusal, stock, turnOf } from '@tabula/clockwork-empire/testing';

/**
 * Seat 0 goes from `from` to `to`, keeping every die it rolled (one die, or a 6 and the rest beyond
 * 6 steps), after `edit`; its other dice lie on the white spaces and, if still missing, on the
 * Exchange's slots (the Factory's when it goes to the Exchange). No privilege is placed.
 */
function arrive(to: SpaceId, edit: (s: ClockworkState) => void = () => {}, from: SpaceId = 'temple') {
  let kept = 0;
  const s = position(4, (s) => {
    const steps = faceTo(s, from, to);
    const faces = steps > 6 ? [6, steps - 6] : [steps];
    kept = faces.length;
    turnOf(s, 0, faces, from);
    edit(s);
    park(s, 0, to === 'exchange' ? 'factory' : 'exchange');
  });
  return playAll(s, 0, [...Array.from({ length: kept }, (_, die): ClockworkAction => ({ type: 'keep', die })), { type: 'go' }]);
}

describe('C4 the areas', () => {
  it('C4 Temple: +1 VP; P1 uses the basic effect of a space (then white clockworkers); P2 +1 VP', () => {
    const { state, events } = arrive('temple', (s) => {
      s.slots.temple = [{ owner: 0, value: 3 }, { owner: 0, value: 2 }];
      s.seats[0]!.built = [{ cards: ['W1'], tapped: false }];
      s.seats[0]!.vp = 10;
      for (const p of s.seats.slice(1)) p.pawn = 'ruins';
    }, 'fortress');
    expect(pendingKind(state)).toBe('areaAction');
    // Arriving: the Porter (white) is not offered on the purple Temple; the area action waits.
    expect(events).toEqual([
      { type: 'kept', seat: 0, die: 0, face: 1 },
      { type: 'moved', seat: 0, from: 'fortress', to: 'temple', steps: 1 },
    ]);
    const t = play(state, 0, { type: 'done' });
    expect(pendingKind(t.state)).toBe('useBasic');
    // Every space of the loop: the six areas (the Temple itself included), then the white spaces.
    expect(game.legalActions(t.state, 0).map((a) => a.type === 'useBasic' && a.area)).toEqual(['temple', 'exchange', 'factory', 'laboratory', 'ruins', 'fortress', 'railway', 'bridge', 'highlands', 'canyon', false]);
    const u = play(t.state, 0, { type: 'useBasic', area: 'fortress' }); // +1 steel; then the white clockworker
    expect(u.state.seats[0]!.resources[0]).toBe(1);
    expect(game.legalActions(u.state, 0)).toEqual([{ type: 'activate', clockworker: 0 }, { type: 'done' }]);
    const v = play(u.state, 0, { type: 'activate', clockworker: 0 });
    expect(v.state.seats[0]!.vp).toBe(10 + 1 + 1 + 1); // basic, Porter, P2
    const all = [...t.events, ...u.events, ...v.events];
    expect(all.slice(0, all.findIndex((e) => e.type === 'turnEnded') + 1)).toEqual([
      { type: 'vpGained', seat: 0, vp: 1, reason: 'effect' }, // the Temple's basic
      { type: 'basicUsed', seat: 0, space: 'fortress' }, // P1: the Fortress's basic
      { type: 'resourceGained', seat: 0, resource: 'steel', n: 1, reason: 'effect' },
      { type: 'activated', seat: 0, clockworker: 0, cards: ['W1'] },
      { type: 'vpGained', seat: 0, vp: 1, reason: 'effect' }, // the Porter
      { type: 'vpGained', seat: 0, vp: 1, reason: 'effect' }, // P2
      { type: 'turnEnded', seat: 0 },
    ]);
  });

  it('C4 Temple P1 (rulebook: "freely choose one area"): a white space\'s basic is +1 VP, without its buy-back; the Temple\'s own basic too', () => {
    const atTemple = (players: 3 | 4) =>
      play(
        playAll(
          position(players, (s) => {
            turnOf(s, 0, [1], 'fortress');
            s.slots.temple = [{ owner: 0, value: 3 }, null]; // P1 only
            s.seats[0]!.resources = [0, 0, 0, 0, 1]; // a crystal: the Railway's first buy-back price
            park(s, 0, 'exchange');
            for (const p of s.seats.slice(1)) p.pawn = 'ruins';
          }),
          0,
          [{ type: 'keep', die: 0 }, { type: 'go' }],
        ).state,
        0,
        { type: 'done' },
      ).state;
    const t = atTemple(4);
    expect(pendingKind(t)).toBe('useBasic');
    const railway = play(t, 0, { type: 'useBasic', area: 'railway' });
    expect(railway.events.slice(0, 2)).toEqual([
      { type: 'basicUsed', seat: 0, space: 'railway' },
      { type: 'vpGained', seat: 0, vp: 1, reason: 'effect' },
    ]);
    // The buy-back belongs to stopping on the Railway, not to its basic effect: not offered.
    expect(eventsOf(railway.events, 'boughtBack')).toEqual([]);
    expect(railway.state.whiteDice.railway).toContain(0);
    expect(game.activeSeats(railway.state)).toEqual([1]);
    const temple = play(t, 0, { type: 'useBasic', area: 'temple' });
    expect(temple.events.slice(0, 2)).toEqual([
      { type: 'basicUsed', seat: 0, space: 'temple' },
      { type: 'vpGained', seat: 0, vp: 1, reason: 'effect' },
    ]);
    // With 3 players the Canyon is not in the game: it cannot be chosen.
    const three = atTemple(3);
    expect(game.legalActions(three, 0).map((a) => a.type === 'useBasic' && a.area)).toEqual(['temple', 'exchange', 'factory', 'laboratory', 'ruins', 'fortress', 'railway', 'bridge', 'highlands', false]);
    expect(refusal(three, 0, { type: 'useBasic', area: 'canyon' })).toBe('BAD_AREA');
    expect(refusal(three, 0, { type: 'useBasic', area: 'moon' })).toBe('MALFORMED_ACTION');
  });

  it('C4 Temple P1 [ours]: after the borrowed basic, any number of white clockworkers, one at a time, each once a turn; coloured ones may not', () => {
    // S1 (grey, the Fortress's colour), W1 (white), P3 (purple, the Temple's colour), W4 (white), all untapped.
    const { state } = arrive('temple', (s) => {
      s.slots.temple = [{ owner: 0, value: 3 }, null];
      s.seats[0]!.built = [{ cards: ['S1'], tapped: false }, { cards: ['W1'], tapped: false }, { cards: ['P3'], tapped: false }, { cards: ['W4'], tapped: false }];
      for (const p of s.seats.slice(1)) p.pawn = 'ruins';
    }, 'fortress');
    // On arrival (C2.5) only the purple one matches the Temple; decline it, and the area action.
    expect(game.legalActions(state, 0)).toEqual([{ type: 'activate', clockworker: 2 }, { type: 'done' }]);
    const t = playAll(state, 0, [{ type: 'done' }, { type: 'done' }]).state;
    expect(pendingKind(t)).toBe('useBasic');
    const u = play(t, 0, { type: 'useBasic', area: 'fortress' }).state;
    expect(game.legalActions(u, 0)).toEqual([{ type: 'activate', clockworker: 1 }, { type: 'activate', clockworker: 3 }, { type: 'done' }]);
    expect(refusal(u, 0, { type: 'activate', clockworker: 0 })).toBe('NO_SUCH_CLOCKWORKER'); // grey: the borrowed area's colour
    expect(refusal(u, 0, { type: 'activate', clockworker: 2 })).toBe('NO_SUCH_CLOCKWORKER'); // purple: the Temple's colour
    // The first white one (Porter: +1 VP), then the second (Bridge Keeper: +2 VP): both, one at a time.
    const v = play(u, 0, { type: 'activate', clockworker: 1 }).state;
    expect(v.seats[0]!.built.map((b) => b.tapped)).toEqual([false, true, false, false]);
    expect(game.legalActions(v, 0)).toEqual([{ type: 'activate', clockworker: 3 }, { type: 'done' }]);
    const w = play(v, 0, { type: 'activate', clockworker: 3 });
    expect(w.state.seats[0]!.built.map((b) => b.tapped)).toEqual([false, true, false, true]);
    expect(eventsOf(w.events, 'vpGained')[0]).toEqual({ type: 'vpGained', seat: 0, vp: 2, reason: 'effect' });
    expect(game.activeSeats(w.state)).toEqual([1]); // nothing left to activate: the turn is over
  });

  it('C4 Exchange: pay 2 (P1: 1) for 1 crystal and 1 VP; P2 resolves it all once more', () => {
    const { state } = arrive('exchange', (s) => {
      s.seats[0]!.resources = stock({ gear: 3 });
      s.slots.exchange = [{ owner: 0, value: 6 }, { owner: 0, value: 6 }];
    });
    const t = play(state, 0, { type: 'done' }).state;
    expect(game.legalActions(t, 0)).toEqual([{ type: 'exchange', pay: ['gear'] }, { type: 'done' }]);
    expect(refusal(t, 0, { type: 'exchange', pay: ['gear', 'gear'] })).toBe('BAD_PAYMENT');
    const out = playAll(t, 0, [{ type: 'exchange', pay: ['gear'] }, { type: 'exchange', pay: ['gear'] }]);
    expect(out.state.seats[0]!.resources).toEqual(stock({ gear: 1, crystal: 2 }));
    expect(eventsOf(out.events, 'vpGained').filter((e) => e.reason === 'exchange')).toHaveLength(2);
  });

  it('C4 Exchange: one exchange gives exactly 1 crystal and exactly 1 VP', () => {
    const { state } = arrive('exchange', (s) => {
      s.seats[0]!.vp = 10;
      s.seats[0]!.resources = stock({ gear: 2 });
    });
    const out = play(state, 0, { type: 'exchange', pay: ['gear', 'gear'] });
    expect(out.state.seats[0]!.vp).toBe(11);
    expect(out.state.seats[0]!.resources).toEqual(stock({ crystal: 1 }));
    expect(out.state.supply).toEqual(stock({ steel: 8, gear: 8, glass: 8, spring: 8, crystal: 7 }));
    expect(eventsOf(out.events, 'vpGained')).toEqual([{ type: 'vpGained', seat: 0, vp: 1, reason: 'exchange' }]);
  });

  it('C4 Exchange: nothing to gain without a crystal in the supply', () => {
    const { state } = arrive('exchange', (s) => {
      s.seats[0]!.resources = stock({ crystal: 4, gear: 2 });
      s.seats[1]!.resources = stock({ crystal: 4 });
    });
    expect(game.activeSeats(state)).toEqual([1]); // exchange skipped, turn over
  });

  it('C4 Factory: build (pay, untapped, gain VP) and maintain (pay 1, untap all)', () => {
    const { state } = arrive('factory', (s) => {
      s.seats[0]!.hand = ['R4', 'P1'];
      s.seats[0]!.resources = stock({ steel: 1, gear: 2, spring: 1 });
      s.seats[0]!.built = [{ cards: ['W1'], tapped: true }];
    });
    expect(game.legalActions(state, 0)).toEqual([
      { type: 'build', card: 'R4', pay: ['steel', 'gear', 'spring'] },
      { type: 'build', card: 'P1', pay: ['gear'] },
      { type: 'maintain', resource: 'steel' },
      { type: 'maintain', resource: 'gear' },
      { type: 'maintain', resource: 'spring' },
      { type: 'done' },
    ]);
    expect(refusal(state, 0, { type: 'build', card: 'R4', pay: ['gear', 'steel', 'spring'] })).toBe('PAY_ORDER');
    const out = playAll(state, 0, [{ type: 'build', card: 'R4', pay: ['steel', 'gear', 'spring'] }, { type: 'maintain', resource: 'gear' }]);
    expect(out.state.seats[0]!.built).toEqual([{ cards: ['W1'], tapped: false }, { cards: ['R4'], tapped: false }]);
    expect(out.state.seats[0]!.vp).toBe(2);
    expect(game.activeSeats(out.state)).toEqual([1]);
  });

  it('C4 Factory P2: one required resource may be paid with any; P1: everything once more', () => {
    const { state } = arrive('factory', (s) => {
      s.seats[0]!.hand = ['R1', 'P1'];
      s.seats[0]!.resources = stock({ glass: 2 });
      s.slots.factory = [{ owner: 0, value: 6 }, { owner: 0, value: 6 }];
    });
    const t = play(state, 0, { type: 'done' }).state;
    expect(game.legalActions(t, 0)).toEqual([{ type: 'build', card: 'R1', pay: ['glass'] }, { type: 'build', card: 'P1', pay: ['glass'] }, { type: 'done' }]);
    const out = playAll(t, 0, [{ type: 'build', card: 'R1', pay: ['glass'] }, { type: 'build', card: 'P1', pay: ['glass'] }]);
    expect(out.state.seats[0]!.built.map((b) => b.cards[0])).toEqual(['R1', 'P1']);
  });

  it('C4 Factory P2: exactly one substituted resource per build, and one build per resolution', () => {
    // P2 only (P1, the repeat, is another player's). P3 costs steel + glass; R3 steel + steel; P1 gear.
    const { state } = arrive('factory', (s) => {
      s.slots.factory = [{ owner: 1, value: 6 }, { owner: 0, value: 6 }];
      s.seats[0]!.hand = ['P3', 'R3', 'P1'];
      s.seats[0]!.resources = stock({ gear: 2, glass: 1 });
      s.seats[0]!.built = [{ cards: ['W1'], tapped: true }];
    });
    const t = play(state, 0, { type: 'done' }).state; // the area action
    expect(pendingKind(t)).toBe('factory');
    const builds = game.legalActions(t, 0).filter((a) => a.type === 'build');
    expect(builds).toEqual([
      { type: 'build', card: 'P3', pay: ['gear', 'glass'] }, // steel → gear
      { type: 'build', card: 'P1', pay: ['gear'] },
      { type: 'build', card: 'P1', pay: ['glass'] }, // gear → glass
    ]);
    expect(refusal(t, 0, { type: 'build', card: 'P3', pay: ['gear', 'gear'] })).toBe('BAD_PAYMENT'); // two substitutions
    expect(refusal(t, 0, { type: 'build', card: 'R3', pay: ['gear', 'glass'] })).toBe('BAD_PAYMENT'); // two substitutions
    const u = play(t, 0, { type: 'build', card: 'P3', pay: ['gear', 'glass'] }).state;
    expect(u.seats[0]!.resources).toEqual(stock({ gear: 1 }));
    expect(u.seats[0]!.built.map((b) => b.cards)).toEqual([['W1'], ['P3']]);
    // Still at the Factory (maintenance is left), but a second build is refused.
    expect(game.legalActions(u, 0)).toEqual([{ type: 'maintain', resource: 'gear' }, { type: 'done' }]);
    expect(refusal(u, 0, { type: 'build', card: 'P1', pay: ['gear'] })).toBe('BAD_PAYMENT');
  });

  it('C4 Laboratory P2: the evolution threshold −3 (printed 5 → 2); without it 5', () => {
    expect(AREA_RULES.laboratory.privileges[1]).toEqual([{ op: 'evolutionThreshold', n: -3 }]);
    expect(RULES.evolveMinThreshold).toBe(1);
    // P3 (steel, glass) + R4 (steel, gear, spring): 5 printed resources; neither is blue.
    const tryAt = (p2: boolean, face: number) => {
      const { state } = arrive('laboratory', (s) => {
        s.slots.laboratory = [{ owner: 1, value: 6 }, { owner: p2 ? 0 : 2, value: 6 }];
        s.seats[0]!.built = [{ cards: ['P3'], tapped: false }, { cards: ['R4'], tapped: false }];
      });
      const t = pendingKind(state) === 'areaAction' ? play(state, 0, { type: 'done' }).state : state;
      const out = playAll(t, 0, [{ type: 'draw' }, { type: 'select', clockworker: 0 }, { type: 'select', clockworker: 1 }, { type: 'evolve' }], face);
      return eventsOf(out.events, 'evolutionRolled').map((e) => [e.threshold, e.success]);
    };
    expect(tryAt(true, 1)).toEqual([[2, false]]);
    expect(tryAt(true, 2)).toEqual([[2, true]]);
    expect(tryAt(false, 4)).toEqual([[5, false]]);
    expect(tryAt(false, 5)).toEqual([[5, true]]);
  });

  it('C4 Laboratory: discard any, draw up to the limit (6 with P1), then an evolution try', () => {
    const { state } = arrive('laboratory', (s) => {
      s.seats[0]!.hand = ['P1', 'P2'];
      s.slots.laboratory = [{ owner: 0, value: 6 }, null];
    });
    const t = play(state, 0, { type: 'done' }).state;
    expect(pendingKind(t)).toBe('labDiscard');
    const out = playAll(t, 0, [{ type: 'discard', card: 'P1' }, { type: 'draw' }]);
    expect(out.state.seats[0]!.hand).toHaveLength(6);
    expect(out.state.discard).toContain('P1');
  });

  it('C4 Ruins: take 2 of gear, glass, spring; P1 one more; P2 resource limit 9', () => {
    const { state } = arrive('ruins', (s) => {
      s.slots.ruins = [{ owner: 0, value: 6 }, { owner: 0, value: 6 }];
      s.seats[0]!.resources = stock({ steel: 5 });
    });
    const t = play(state, 0, { type: 'done' }).state;
    expect(game.legalActions(t, 0)).toEqual([{ type: 'take', resource: 'gear' }, { type: 'take', resource: 'glass' }, { type: 'take', resource: 'spring' }, { type: 'done' }]);
    const out = playAll(t, 0, [{ type: 'take', resource: 'gear' }, { type: 'take', resource: 'gear' }, { type: 'take', resource: 'spring' }]);
    expect(out.state.seats[0]!.resources).toEqual(stock({ steel: 5, gear: 2, spring: 1 }));
    expect(game.activeSeats(out.state)).toEqual([1]); // 8 ≤ 9: no return owed
  });

  it('C4 Ruins P2: resource limit exactly 9 (9 kept, 10 over the limit)', () => {
    expect(AREA_RULES.ruins.privileges[1]).toEqual([{ op: 'resourceLimit', n: 9 }]);
    const takeTwo = (steel: number) => {
      const { state } = arrive('ruins', (s) => {
        s.slots.ruins = [{ owner: 1, value: 6 }, { owner: 0, value: 6 }]; // P2 only
        s.seats[0]!.resources = stock({ steel });
      });
      const t = play(state, 0, { type: 'done' }).state;
      return playAll(t, 0, [{ type: 'take', resource: 'gear' }, { type: 'take', resource: 'glass' }]).state;
    };
    const nine = takeTwo(7);
    expect(nine.seats[0]!.resources).toEqual(stock({ steel: 7, gear: 1, glass: 1 }));
    expect(game.activeSeats(nine)).toEqual([1]); // 9 ≤ 9: nothing owed, the turn is over
    const ten = takeTwo(8);
    expect(game.view(ten, 0).pending).toEqual({ kind: 'limit', seat: 0, hand: false, resources: true });
    expect(game.legalActions(ten, 0)).toEqual([
      { type: 'returnResource', resource: 'steel' },
      { type: 'returnResource', resource: 'gear' },
      { type: 'returnResource', resource: 'glass' },
    ]);
    const back = play(ten, 0, { type: 'returnResource', resource: 'steel' }).state;
    expect(back.seats[0]!.resources).toEqual(stock({ steel: 7, gear: 1, glass: 1 }));
    expect(game.activeSeats(back)).toEqual([1]);
  });

  it('C4 Fortress P2: exactly 1 resource is taken from the chosen player', () => {
    const { state } = arrive('fortress', (s) => {
      s.slots.fortress = [{ owner: 1, value: 6 }, { owner: 0, value: 6 }]; // P2 only
      s.seats[2]!.resources = stock({ glass: 2, spring: 1 });
    });
    const t = play(state, 0, { type: 'done' }).state;
    expect(pendingKind(t)).toBe('stealResource');
    const out = play(t, 0, { type: 'stealResource', seat: 2, resource: 'glass' });
    expect(out.state.seats[0]!.resources).toEqual(stock({ steel: 1, glass: 1 })); // the basic's steel + 1 glass
    expect(out.state.seats[2]!.resources).toEqual(stock({ glass: 1, spring: 1 }));
    expect(eventsOf(out.events, 'resourceTaken')).toEqual([{ type: 'resourceTaken', seat: 0, from: 2, resource: 'glass' }]);
    expect(game.activeSeats(out.state)).toEqual([1]); // no second steal
  });

  it('C4 Fortress: +1 steel; P1 takes 1 VP, P2 1 resource from a chosen player', () => {
    const { state } = arrive('fortress', (s) => {
      s.slots.fortress = [{ owner: 0, value: 6 }, { owner: 0, value: 6 }];
      s.seats[2]!.resources = stock({ glass: 1 });
    });
    const t = play(state, 0, { type: 'done' }).state;
    expect(t.seats[0]!.resources[0]).toBe(1);
    expect(game.legalActions(t, 0)).toEqual([{ type: 'stealVp', seat: 1 }, { type: 'stealVp', seat: 2 }, { type: 'stealVp', seat: 3 }]);
    expect(refusal(t, 0, { type: 'done' })).toBe('NOT_OPTIONAL');
    const out = playAll(t, 0, [{ type: 'stealVp', seat: 3 }, { type: 'stealResource', seat: 2, resource: 'glass' }]);
    expect(out.state.seats[3]!.vp).toBe(2);
    expect(out.state.seats[0]!.resources).toEqual(stock({ steel: 1, glass: 1 }));
  });

  it('C4 white spaces: +1 VP; buy back your die: 1st crystal, 2nd crystal or steel, then any', () => {
    const prices = (n: number) => {
      const { state } = arrive('railway', (s) => {
        s.seats[0]!.resources = stock({ steel: 1, gear: 1, crystal: 1 });
        s.whiteDice.railway = [0, ...[1, 2, 3].slice(n)]; // n others bought theirs back
      });
      return game.legalActions(state, 0);
    };
    expect(prices(0)).toEqual([{ type: 'buyBack', resource: 'crystal' }, { type: 'done' }]);
    expect(prices(1)).toEqual([{ type: 'buyBack', resource: 'steel' }, { type: 'buyBack', resource: 'crystal' }, { type: 'done' }]);
    expect(prices(2)).toHaveLength(4);
    const { state } = arrive('railway', (s) => {
      s.seats[0]!.resources = stock({ crystal: 1 });
    });
    expect(state.seats[0]!.vp).toBe(1);
    const out = play(state, 0, { type: 'buyBack', resource: 'crystal' }, 1, 1, 1);
    expect(out.state.whiteDice.railway).toEqual([1, 2, 3]);
    expect(out.state.buybacks.railway).toBe(1);
    expect(out.state.seats[0]!.diceInHand).toBe(2);
  });

  it('C4 white spaces: the buy-back prices 1..4 are crystal; crystal or steel; any; any', () => {
    expect(RULES.buybackPrices).toEqual([['crystal'], ['crystal', 'steel'], 'any', 'any']);
    const all = stock({ steel: 1, gear: 1, glass: 1, spring: 1, crystal: 1 });
    const offered = (before: number) => {
      const { state } = arrive('railway', (s) => {
        s.seats[0]!.resources = all.slice();
        s.whiteDice.railway = [0, ...[1, 2, 3].slice(before)]; // the dice not yet bought back
      });
      return game.legalActions(state, 0).flatMap((a) => (a.type === 'buyBack' ? [a.resource] : []));
    };
    expect(offered(0)).toEqual(['crystal']);
    expect(offered(1)).toEqual(['steel', 'crystal']);
    expect(offered(2)).toEqual(['steel', 'gear', 'glass', 'spring', 'crystal']);
    expect(offered(3)).toEqual(['steel', 'gear', 'glass', 'spring', 'crystal']); // the 4th: any
    // The 4th buy-back, paid with a spring.
    const { state } = arrive('railway', (s) => {
      s.seats[0]!.resources = stock({ spring: 1 });
      s.whiteDice.railway = [0]; // the 3 others' dice were bought back
    });
    const out = play(state, 0, { type: 'buyBack', resource: 'spring' }, 1, 1, 1);
    expect(eventsOf(out.events, 'boughtBack')).toEqual([{ type: 'boughtBack', seat: 0, space: 'railway', paid: 'spring' }]);
    expect(out.state.whiteDice.railway).toEqual([]);
    expect(out.state.buybacks.railway).toBe(4);
    expect(out.state.seats[0]!.resources).toEqual(stock({}));
  });

  describe('C4 Temple P1 [ours]: a borrowed basic uses none of that area’s privilege modifiers', () => {
    /** Seat 0 at the Temple holding Temple P1, and `edit`; Temple P1 pending. */
    const borrowAt = (edit: (s: ClockworkState) => void) => {
      const { state } = arrive(
        'temple',
        (s) => {
          s.slots.temple = [{ owner: 0, value: 3 }, null];
          for (const p of s.seats.slice(1)) p.pawn = 'ruins';
          edit(s);
        },
        'fortress',
      );
      const t = play(state, 0, { type: 'done' }).state;
      expect(pendingKind(t)).toBe('useBasic');
      return t;
    };

    it('C4 Exchange P1 held: the borrowed exchange still costs 2', () => {
      const t = borrowAt((s) => {
        s.slots.exchange = [{ owner: 0, value: 6 }, { owner: 0, value: 6 }];
        s.seats[0]!.resources = stock({ gear: 3 });
      });
      const u = play(t, 0, { type: 'useBasic', area: 'exchange' }).state;
      expect(game.legalActions(u, 0)).toEqual([{ type: 'exchange', pay: ['gear', 'gear'] }, { type: 'done' }]);
      expect(refusal(u, 0, { type: 'exchange', pay: ['gear'] })).toBe('BAD_PAYMENT');
      // and Exchange P2's "once more" does not follow the borrowed basic
      const v = play(u, 0, { type: 'exchange', pay: ['gear', 'gear'] }).state;
      expect(pendingKind(v)).not.toBe('exchange');
    });

    it('C4 Factory P2 held: no substitution when building through a borrowed Factory', () => {
      const t = borrowAt((s) => {
        s.slots.factory = [{ owner: 0, value: 6 }, { owner: 0, value: 6 }];
        s.seats[0]!.hand = ['R1', 'P1'];
        s.seats[0]!.resources = stock({ glass: 1, gear: 1 });
      });
      const u = play(t, 0, { type: 'useBasic', area: 'factory' }).state;
      expect(game.legalActions(u, 0)).toEqual([{ type: 'build', card: 'P1', pay: ['gear'] }, { type: 'done' }]);
    });

    it('C4 Laboratory P1/P2 held: a borrowed Laboratory gives one try at the printed threshold', () => {
      const t = borrowAt((s) => {
        s.slots.laboratory = [{ owner: 0, value: 6 }, { owner: 0, value: 6 }];
        s.seats[0]!.built = [{ cards: ['B2'], tapped: false }, { cards: ['R4'], tapped: false }];
      });
      const u = playAll(t, 0, [{ type: 'useBasic', area: 'laboratory' }, { type: 'draw' }]).state;
      expect(u.seats[0]!.hand).toHaveLength(6); // the hand limit is a lasting limit, not a modifier
      const out = playAll(u, 0, [{ type: 'select', clockworker: 0 }, { type: 'select', clockworker: 1 }, { type: 'evolve' }], 4);
      expect(eventsOf(out.events, 'evolutionRolled')).toEqual([{ type: 'evolutionRolled', seat: 0, clockworkers: [0, 1], threshold: 5, face: 4, success: false }]);
      expect(pendingKind(out.state)).not.toBe('evolve'); // one try only
    });

    it('C4 Temple [ours], C9: a card ability’s basic (P4: the Laboratory) ignores the held privileges too', () => {
      const { state } = arrive('temple', (s) => {
        s.slots.laboratory = [{ owner: 0, value: 6 }, { owner: 0, value: 6 }];
        s.seats[0]!.built = [{ cards: ['P4'], tapped: false }, { cards: ['P3'], tapped: false }, { cards: ['R4'], tapped: false }];
        for (const p of s.seats.slice(1)) p.pawn = 'ruins';
      }, 'fortress');
      const u = playAll(state, 0, [{ type: 'activate', clockworker: 0 }, { type: 'draw' }]).state;
      const out = playAll(u, 0, [{ type: 'select', clockworker: 1 }, { type: 'select', clockworker: 2 }, { type: 'evolve' }], 4);
      expect(eventsOf(out.events, 'evolutionRolled')[0]).toMatchObject({ threshold: 5, success: false });
    });
  });

  it('C4 Fortress [ours]: a compulsory steal with no possible target is skipped, with an event', () => {
    const arrived = arrive('fortress', (s) => {
      s.slots.fortress = [{ owner: 0, value: 6 }, { owner: 0, value: 6 }];
      s.seats.forEach((p, i) => i > 0 && (p.vp = 0));
    });
    const { events, state } = play(arrived.state, 0, { type: 'done' }); // keep both dice on the slots
    expect(eventsOf(events, 'effectSkipped')).toEqual([
      { type: 'effectSkipped', seat: 0, step: 'stealVp', why: 'no player to take from' },
      { type: 'effectSkipped', seat: 0, step: 'stealResource', why: 'no player to take from' },
    ]);
    expect(game.activeSeats(state)).toEqual([1]);
  });
});
