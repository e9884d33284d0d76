import { describe, expect, it } from 'vitest';
import { clockworkEmpire as game } from '../../src/index';
import { eventsOf, park, pendingKind, play, playAll, position, refusal, turnOf } from '@tabula/clockwork-empire/testing';

/** Seat 0 at the Exchange (2 steps from the Temple) with dice [2, 4, 5], keeping the 2. */
const atExchange = (edit: Parameters<typeof position>[1] = () => {}) =>
  playAll(
    position(4, (s) => {
      turnOf(s, 0, [2, 4, 5]);
      edit(s);
    }),
    0,
    [{ type: 'keep', die: 0 }, { type: 'go' }],
  ).state;

describe('C3 the area action', () => {
  it('C3.1(1), C3.2: unused dice go to the leftmost empty slot, several at once', () => {
    const s = atExchange();
    expect(pendingKind(s)).toBe('areaAction');
    expect(game.legalActions(s, 0)).toContainEqual({ type: 'place', die: 1, slot: 0 });
    expect(game.legalActions(s, 0)).not.toContainEqual({ type: 'place', die: 1, slot: 1 });
    expect(refusal(s, 0, { type: 'place', die: 0, slot: 0 })).toBe('NO_SUCH_DIE'); // the kept die
    const one = playAll(s, 0, [{ type: 'place', die: 1, slot: 0 }]).state;
    expect(refusal(one, 0, { type: 'release', slot: 0 })).toBe('NOT_YOUR_DIE'); // placing, not releasing
    const out = playAll(one, 0, [{ type: 'place', die: 2, slot: 1 }]);
    expect(out.state.slots.exchange).toEqual([{ owner: 0, value: 4 }, { owner: 0, value: 5 }]);
    expect(out.state.seats[0]!.diceInHand).toBe(1);
  });

  it('C3.2 [D]: a die displaces another colour’s die of equal or lower value; the displaced die returns', () => {
    const s = atExchange((s) => {
      s.slots.exchange = [{ owner: 1, value: 4 }, { owner: 2, value: 6 }];
    });
    expect(refusal(s, 0, { type: 'place', die: 2, slot: 1 })).toBe('SLOT_NOT_OPEN'); // 5 < 6
    const out = playAll(s, 0, [{ type: 'place', die: 1, slot: 0 }]);
    expect(eventsOf(out.events, 'placed')[0]).toMatchObject({ slot: 0, value: 4, displaced: 1 });
    expect(out.state.seats[1]!.diceInHand).toBe(3);
  });

  it('C3.2: a player may not displace their own die', () => {
    const s = atExchange((s) => {
      s.slots.exchange = [{ owner: 0, value: 1 }, null];
    });
    // Die 2 (a 5) could displace any other colour's 1 on slot 0; its own only leaves slot 1 open.
    expect(game.legalActions(s, 0).filter((a) => a.type === 'place')).toEqual([
      { type: 'place', die: 1, slot: 1 },
      { type: 'place', die: 2, slot: 1 },
    ]);
    expect(refusal(s, 0, { type: 'place', die: 2, slot: 0 })).toBe('SLOT_NOT_OPEN');
    expect(refusal(s, 0, { type: 'place', die: 1, slot: 0 })).toBe('SLOT_NOT_OPEN');
  });

  it('C3.1: no place after a release in the same area action (one action of the three)', () => {
    const s = atExchange((s) => {
      s.slots.exchange = [{ owner: 0, value: 3 }, { owner: 0, value: 4 }];
    });
    // The release empties slot 0, yet the unused dice (4 and 5) may not be placed there now.
    const t = play(s, 0, { type: 'release', slot: 0 }).state;
    expect(t.slots.exchange).toEqual([null, { owner: 0, value: 4 }]);
    expect(game.legalActions(t, 0)).toEqual([{ type: 'release', slot: 1 }, { type: 'done' }]);
    expect(refusal(t, 0, { type: 'place', die: 2, slot: 0 })).toBe('NO_SUCH_DIE');
    expect(refusal(t, 0, { type: 'place', die: 1, slot: 0 })).toBe('NO_SUCH_DIE');
    expect(refusal(t, 0, { type: 'takeGod', god: 'crown' })).toBe('GOD_NOT_AVAILABLE');
  });

  it('C3.1(2): release takes back any of your dice here', () => {
    const s = atExchange((s) => {
      s.slots.exchange = [{ owner: 0, value: 1 }, { owner: 0, value: 2 }];
    });
    const out = playAll(s, 0, [{ type: 'release', slot: 1 }, { type: 'release', slot: 0 }]);
    expect(out.state.slots.exchange).toEqual([null, null]);
    expect(out.state.seats[0]!.diceInHand).toBe(3 + 2); // the 3 rolled (kept or unused, all still in hand) and the 2 released
  });

  it('C3.1(3): taking a god removes your highest die here for good', () => {
    const s = atExchange((s) => {
      s.slots.exchange = [{ owner: 0, value: 3 }, { owner: 0, value: 6 }];
    });
    const out = playAll(s, 0, [{ type: 'takeGod', god: 'crown' }]);
    expect(out.state.slots.exchange).toEqual([{ owner: 0, value: 3 }, null]);
    expect(out.state.seats[0]!.gods).toEqual(['crown']);
    expect(out.state.seats[0]!.diceRemoved).toBe(1);
    expect(out.state.gods.exchange).toEqual(['mammon']);
  });

  it('C3.1(3), C7: at most 3 gods per player', () => {
    // 3 gods (3 dice removed), a die on the Exchange, 2 rolled: no die is left on the white spaces.
    const s = playAll(
      position(4, (s) => {
        turnOf(s, 0, [2, 4]);
        s.slots.exchange = [{ owner: 0, value: 3 }, null];
        s.seats[0]!.gods = ['ishtar', 'wrath', 'tyrant'];
      }),
      0,
      [{ type: 'keep', die: 0 }, { type: 'go' }],
    ).state;
    expect(s.seats[0]!.diceRemoved).toBe(3);
    expect(refusal(s, 0, { type: 'takeGod', god: 'crown' })).toBe('GOD_NOT_AVAILABLE');
  });

  it('C3.1(3): a god is taken only from the pile of the area the player is on', () => {
    const s = atExchange((s) => {
      s.slots.exchange = [{ owner: 0, value: 3 }, null];
      s.slots.factory = [{ owner: 0, value: 6 }, null];
    });
    expect(game.legalActions(s, 0).filter((a) => a.type === 'takeGod')).toEqual([
      { type: 'takeGod', god: 'mammon' },
      { type: 'takeGod', god: 'crown' },
    ]);
    expect(refusal(s, 0, { type: 'takeGod', god: 'wrath' })).toBe('GOD_NOT_AVAILABLE'); // the Factory's
    expect(refusal(s, 0, { type: 'takeGod', god: 'ishtar' })).toBe('GOD_NOT_AVAILABLE'); // the Temple's
    expect(play(s, 0, { type: 'takeGod', god: 'mammon' }).state.gods).toMatchObject({ exchange: ['crown'], factory: ['wrath', 'forgefather'] });
  });

  it('C3.1(3): no god without a die of yours on this area’s slots', () => {
    const s = atExchange((s) => {
      s.slots.exchange = [{ owner: 1, value: 6 }, null];
      s.slots.factory = [{ owner: 0, value: 6 }, null]; // a die elsewhere does not count
    });
    expect(game.legalActions(s, 0)).toEqual([{ type: 'place', die: 1, slot: 1 }, { type: 'place', die: 2, slot: 1 }, { type: 'done' }]);
    expect(refusal(s, 0, { type: 'takeGod', god: 'crown' })).toBe('GOD_NOT_AVAILABLE');
    expect(refusal(s, 0, { type: 'takeGod', god: 'mammon' })).toBe('GOD_NOT_AVAILABLE');
  });

  it('C3.3 [D]: after the action, the basic effect, then privilege k for slot k', () => {
    // Temple: basic +1 VP, P2 +1 VP: a die placed on slot 2 (slot 1 held by another) earns both.
    let s = position(4, (s) => {
      turnOf(s, 0, [1, 6], 'fortress');
      park(s, 0, 'exchange');
      s.slots.temple = [{ owner: 1, value: 6 }, null];
    });
    s = playAll(s, 0, [{ type: 'keep', die: 0 }, { type: 'go' }]).state;
    const out = playAll(s, 0, [{ type: 'place', die: 1, slot: 1 }]); // no die left: the effects follow at once
    expect(eventsOf(out.events, 'vpGained').map((e) => e.vp)).toEqual([1, 1]);
  });
});
