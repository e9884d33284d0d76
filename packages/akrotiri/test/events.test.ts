/**
 * Issue 13, secrets on the wire: which events are private and what others receive of them, which
 * action is redacted, which events reveal (an action emitting one cannot be undone), and the typed
 * rejection codes.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { createMatch, CoreErrors, type GameErrorCode, type Rejection } from '@tabula/core';
import { akrotiri, AkrotiriErrors, type AkrotiriErrorCode, type AkrotiriEvent, type AkrotiriState } from '../src/index';
import { actor, eventsOf, fresh, play, position, tiles } from '@tabula/akrotiri/testing';

/** Plays the first legal action of whoever acts until the events of one action hold `type`. */
function firstWith(s: AkrotiriState, type: AkrotiriEvent['type']): { state: AkrotiriState; events: AkrotiriEvent[]; seat: number } {
  let state = s;
  for (let i = 0; i < 60; i++) {
    const seat = actor(state);
    const out = play(state, seat, akrotiri.legalActions(state, seat)[0]!);
    if (out.events.some((e) => e.type === type)) return { ...out, seat };
    state = out.state;
  }
  throw new Error(`no ${type} event in 60 actions`);
}

describe('private events: one event per fact, in full for its audience, its public fact for everyone else', () => {
  it('K3.2 K4.4 tileDrawn: the drawer sees the tile; the other seat and a spectator see that it drew one', () => {
    const { events } = play(position(), 0, { type: 'endTurn' });
    const [drawn] = eventsOf(events, 'tileDrawn');
    expect(drawn).toEqual({ type: 'tileDrawn', seat: 0, tile: expect.any(String), audience: [0] });
    expect(eventsOf(akrotiri.eventsFor(events, 0), 'tileDrawn')).toEqual([drawn]);
    for (const viewer of [1, null]) expect(eventsOf(akrotiri.eventsFor(events, viewer), 'tileDrawn')).toEqual([{ type: 'tileDrawn', seat: 0, audience: [0], redacted: true }]);
  });

  it('K3.3 K5.5 mapDrawn: the buyer sees the card; the others see its tier (card backs show it)', () => {
    const { events } = play(position({ seats: [{ drachmas: 5 }] }), 0, { type: 'buyMaps', tiers: ['easy', 'hard'] });
    expect(eventsOf(events, 'mapsBought')).toEqual([{ type: 'mapsBought', seat: 0, tiers: ['easy', 'hard'], paid: 3 }]);
    const drawn = eventsOf(events, 'mapDrawn');
    expect(drawn.map((e) => ('map' in e ? [e.tier, typeof e.map, e.audience] : null))).toEqual([
      ['easy', 'string', [0]],
      ['hard', 'string', [0]],
    ]);
    expect(eventsOf(akrotiri.eventsFor(events, 1), 'mapDrawn')).toEqual([
      { type: 'mapDrawn', seat: 0, tier: 'easy', audience: [0], redacted: true },
      { type: 'mapDrawn', seat: 0, tier: 'hard', audience: [0], redacted: true },
    ]);
  });

  it('K3.4 goalsDrawn: the drawer sees both cards; the others see how many (the audience is a list of seats, never a number)', () => {
    const { events } = firstWith(fresh(), 'goalsDrawn');
    const [drawn] = eventsOf(events, 'goalsDrawn');
    const seat = drawn!.seat;
    expect(drawn).toMatchObject({ type: 'goalsDrawn', count: 2, audience: [seat] });
    expect('goals' in drawn! && drawn.goals).toHaveLength(2);
    for (const viewer of [1 - seat, null]) expect(eventsOf(akrotiri.eventsFor(events, viewer), 'goalsDrawn')[0]).toEqual({ type: 'goalsDrawn', seat, count: 2, audience: [seat], redacted: true });
  });

  it('every other event is public: no event without an audience names a card drawn face down', () => {
    let s = fresh();
    for (let i = 0; i < 80 && !akrotiri.isOver(s); i++) {
      const seat = actor(s);
      const { state, events } = play(s, seat, akrotiri.legalActions(s, seat).at(-1)!);
      const secrets = events.flatMap((e) => (e.type === 'tileDrawn' && 'tile' in e ? [e.tile] : e.type === 'mapDrawn' && 'map' in e ? [e.map] : e.type === 'goalsDrawn' && 'goals' in e ? e.goals : []));
      const open = events.filter((e) => !('audience' in e));
      for (const secret of secrets) expect(open.some((e) => JSON.stringify(e).includes(`"${secret}"`))).toBe(false);
      s = state;
    }
  });
});

describe('actions as others see them', () => {
  it('K3.4 the goal card a seat keeps is its secret: others see that it kept one', () => {
    const { state } = firstWith(fresh(), 'goalsDrawn');
    const seat = actor(state);
    const keep = akrotiri.legalActions(state, seat)[1]!;
    expect(keep).toMatchObject({ type: 'keepGoal' });
    expect(akrotiri.actionFor(keep, seat, seat)).toEqual(keep);
    expect(akrotiri.actionFor(keep, seat, 1 - seat)).toEqual({ type: 'keepGoal', redacted: true });
    expect(akrotiri.actionFor(keep, seat, null)).toEqual({ type: 'keepGoal', redacted: true });
  });

  it('every other action is public, as played', () => {
    for (const action of [{ type: 'placeTile', x: 0, y: -2, rotation: 1 }, { type: 'oracle', icon: 'lake' }, { type: 'excavate', map: 'E01', x: 0, y: -2, quadrant: 'NE' }, { type: 'takeGoal', goal: 'G4' }] as const) {
      expect(akrotiri.actionFor(action, 0, 1)).toEqual(action);
      expect(akrotiri.actionFor(action, 0, null)).toEqual(action);
    }
  });
});

describe('revealing events: what is shown cannot be taken back', () => {
  it('K4.1 K4.2 K5.1 K5.6 in a match: placing a tile (shown) and the Oracle (tiles shown) cannot be undone; a cube placed or a move can', () => {
    // Seed 'undo-3' deals the start player a tile with a second cube owed; its island has a dock.
    const match = createMatch(akrotiri, { players: 2, seed: 'undo-3', options: { startPlayer: 0 } });
    while (match.state.phase === 'setup') {
      const seat = actor(match.state);
      expect(match.apply(seat, akrotiri.legalActions(match.state, seat)[0]!).ok).toBe(true);
    }
    const place = akrotiri.legalActions(match.state, 0)[0]!;
    expect(match.apply(0, place).ok).toBe(true);
    expect(match.undo(0)).toMatchObject({ ok: false, error: { code: 'IRREVERSIBLE' } });
    expect(match.state.steps[0]?.kind).toBe('placeCube');
    expect(match.apply(0, akrotiri.legalActions(match.state, 0)[0]!).ok).toBe(true);
    expect(match.canUndo(0)).toBe(true);
    expect(match.undo(0).ok).toBe(true);
    expect(match.redo(0).ok).toBe(true);
    const move = akrotiri.legalActions(match.state, 0).find((a) => a.type === 'move')!;
    expect(match.apply(0, move).ok).toBe(true);
    expect(match.canUndo(0)).toBe(true);
    const oracle = akrotiri.legalActions(match.state, 0).find((a) => a.type === 'oracle')!;
    const out = match.apply(0, oracle);
    expect(out.ok && out.events.map((e) => e.type)).toContain('oracleConsulted');
    expect(match.canUndo(0)).toBe(false);
  });
});

describe('rejection codes', () => {
  it('the game is typed with its code union: core codes and Akrotiri\'s own', () => {
    expectTypeOf<GameErrorCode<typeof akrotiri>>().toEqualTypeOf<AkrotiriErrorCode>();
    expectTypeOf<'WRONG_DECISION'>().toMatchTypeOf<AkrotiriErrorCode>();
    expectTypeOf<'MALFORMED_ACTION'>().toMatchTypeOf<AkrotiriErrorCode>();
    const out = akrotiri.apply(position(), 1, { type: 'endTurn' });
    const code: AkrotiriErrorCode | undefined = out.ok ? undefined : out.error.code;
    expect(code).toBe(CoreErrors.NOT_ACTIVE);
    expectTypeOf(akrotiri.parse).returns.toEqualTypeOf<ReturnType<typeof akrotiri.parse>>();
    const parsed = akrotiri.parse({ type: 'endTurn', extra: 1 });
    expect((parsed as Rejection<AkrotiriErrorCode>).code).toBe('MALFORMED_ACTION');
    expect(Object.values(AkrotiriErrors)).toContain('ORACLE_UNAVAILABLE');
  });
});
