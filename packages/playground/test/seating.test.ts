/**
 * Who sits at the screen: the spectator, one person against bots, and the hot-seat hand-over
 * between people, which shows no view until the next person confirms.
 */
import { describe, expect, it } from 'vitest';
import { createMatch } from '@tabula/core';
import { clockworkEmpire } from '@tabula/clockwork-empire';
import { confirmHandOver, isHotSeat, NO_SEATING, nextSeating, type SeatRole, type Seating } from '../src/shell/seating';

const human: SeatRole = { kind: 'human' };
const bot: SeatRole = { kind: 'bot', bot: 'random' };

describe('nextSeating', () => {
  it('shows a spectator when no person plays', () => {
    expect(nextSeating(NO_SEATING, [bot, bot, bot], [1], false)).toEqual({ viewer: null, handOverTo: null });
    expect(isHotSeat([bot, bot])).toBe(false);
  });

  it('shows the one person’s seat at all times, with no hand-over', () => {
    const roles = [bot, human, bot];
    const s = nextSeating(NO_SEATING, roles, [0], false);
    expect(s).toEqual({ viewer: 1, handOverTo: null });
    expect(nextSeating(s, roles, [1], false)).toBe(s);
    expect(nextSeating(s, roles, [], true)).toBe(s);
  });

  it('hands over between people, showing nothing until the next person confirms', () => {
    const roles = [human, human, bot];
    let s: Seating = nextSeating(NO_SEATING, roles, [0], false);
    expect(s).toEqual({ viewer: null, handOverTo: 0 }); // even the first person confirms
    s = confirmHandOver(s);
    expect(s).toEqual({ viewer: 0, handOverTo: null });
    expect(nextSeating(s, roles, [0], false)).toBe(s); // still seat 0's turn: no change
    s = nextSeating(s, roles, [1], false);
    expect(s).toEqual({ viewer: null, handOverTo: 1 }); // seat 0's view is gone at once
    expect(nextSeating(s, roles, [1], false)).toBe(s);
    s = confirmHandOver(s);
    expect(s).toEqual({ viewer: 1, handOverTo: null });
  });

  it('keeps the last person’s view while a bot plays, and hands over when a person must act again', () => {
    const roles = [human, human, bot];
    const s: Seating = { viewer: 1, handOverTo: null };
    expect(nextSeating(s, roles, [2], false)).toBe(s);
    expect(nextSeating(s, roles, [0], false)).toEqual({ viewer: null, handOverTo: 0 });
  });

  it('picks the first person among several active seats', () => {
    expect(nextSeating({ viewer: 0, handOverTo: null }, [human, human, human], [2, 1], false)).toEqual({ viewer: null, handOverTo: 2 });
    expect(nextSeating({ viewer: 0, handOverTo: null }, [human, bot, human], [1, 0], false)).toEqual({ viewer: 0, handOverTo: null });
  });

  it('shows the spectator’s view once a hot-seat game is over, and nobody’s secrets', () => {
    expect(nextSeating({ viewer: 1, handOverTo: null }, [human, human], [], true)).toEqual({ viewer: null, handOverTo: null });
    expect(nextSeating({ viewer: null, handOverTo: 1 }, [human, human], [], true)).toEqual({ viewer: null, handOverTo: null });
  });

  it('confirming without a hand-over changes nothing', () => {
    const s: Seating = { viewer: 1, handOverTo: null };
    expect(confirmHandOver(s)).toBe(s);
  });

  it('follows a real hot-seat match: a hand-over exactly when another person must act', () => {
    const roles = [human, human, human];
    const match = createMatch(clockworkEmpire, { players: 3, seed: 'seating' });
    let s: Seating = NO_SEATING;
    let last: number | null = null;
    let handOvers = 0;
    for (let step = 0; step < 120 && !match.getSnapshot().over; step++) {
      const snap = match.getSnapshot();
      const actor = snap.activeSeats[0]!;
      const next = nextSeating(s, roles, snap.activeSeats, snap.over);
      if (actor === last) expect(next, `step ${step}`).toBe(s);
      else {
        expect(next, `step ${step}`).toEqual({ viewer: null, handOverTo: actor });
        handOvers++;
      }
      s = confirmHandOver(next);
      expect(s).toEqual({ viewer: actor, handOverTo: null });
      last = actor;
      const legal = match.seat(actor).legalActions();
      expect(match.seat(actor).apply(legal[step % legal.length]!).ok).toBe(true);
    }
    expect(handOvers).toBeGreaterThan(3);
  });
});
