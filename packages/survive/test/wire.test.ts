/** Issue 13, secrets on the wire: what each seat receives of events and of the actions of others. */
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { createMatch, legalMoves, type Seat } from '@tabula/core';
import { survive, type SurviveAction, type SurviveErrorCode, type SurviveEvent } from '../src/index';
import { eventsOf, h, play } from '@tabula/survive/testing';

/**
 * Plays 3-player matches at random (seeds `seed-0`, `seed-1`, …) until `stop` says so after an
 * action; returns the match, who played what, and that action's events.
 */
function playUntil(seed: string, stop: (events: SurviveEvent[], seat: Seat, action: SurviveAction) => boolean) {
  for (let game = 0; game < 20; game++) {
    const match = createMatch(survive, { players: 3, seed: `${seed}-${game}` });
    const rng = seedrandom.alea(`${seed}-${game}-moves`);
    while (!survive.isOver(match.state)) {
      const moves = legalMoves(survive, match.state);
      const { seat, action } = moves[Math.floor(rng() * moves.length)]!;
      const out = match.apply(seat, action);
      if (!out.ok) throw new Error(`${out.error.code}: ${out.error.message}`);
      if (stop(out.events, seat, action)) return { match, seat, action, events: out.events };
    }
  }
  throw new Error('never happened in 20 games');
}

describe('S1.5 an explorer placement hides its value from the other seats', () => {
  it('S1.5 placeExplorer: the actor sees its value; other seats and spectators only its hex', () => {
    const action = { type: 'placeExplorer', hex: h(3, 4), value: 6 } as const;
    expect(survive.actionFor(action, 0, 0)).toEqual(action);
    for (const viewer of [1, 2, null]) expect(survive.actionFor(action, 0, viewer)).toEqual({ type: 'placeExplorer', redacted: true, hex: h(3, 4) });
    // Every other action is public.
    const walk = { type: 'walk', explorer: 3, to: h(3, 5) } as const;
    expect(survive.actionFor(walk, 0, 1)).toEqual(walk);
  });

  it('S1.5 through a match: a seat handle\'s log shows the other seats\' placements without values; the event has none', () => {
    const match = createMatch(survive, { players: 3, seed: 'wire' });
    const out = match.apply(0, { type: 'placeExplorer', hex: h(3, 4), value: 5 });
    if (!out.ok) throw new Error(out.error.message);
    expect(match.seat(1).log()).toEqual([{ seat: 0, action: { type: 'placeExplorer', redacted: true, hex: h(3, 4) } }]);
    expect(match.seat(0).log()).toEqual([{ seat: 0, action: { type: 'placeExplorer', hex: h(3, 4), value: 5 } }]);
    expect(match.seat(null).events()).toEqual([{ type: 'explorerPlaced', seat: 0, colour: 0, explorer: 0, hex: h(3, 4) }]);
    // Nothing was drawn or revealed: the placement may be taken back.
    expect(match.canUndo(0)).toBe(true);
  });
});

describe('S4.2 a kept tile: one private event, its public trace for the others', () => {
  it('S4.2 the remover receives the tile and its back; the others who removed which face from where', () => {
    const { match, seat, events } = playUntil('wire-kept', (ev) => ev.some((e) => e.type === 'tileRemoved' && 'audience' in e));
    const [kept] = eventsOf(events, 'tileRemoved');
    expect(kept).toMatchObject({ seat, audience: [seat] });
    expect(kept).toHaveProperty('back');
    expect(kept).toHaveProperty('tile');
    const { tile: _tile, back: _back, ...trace } = kept as Extract<SurviveEvent, { tile: number }>;
    for (const viewer of [0, 1, 2, null].filter((v) => v !== seat)) {
      expect(eventsOf(survive.eventsFor(events, viewer), 'tileRemoved')).toEqual([{ ...trace, redacted: true }]);
      expect(eventsOf(match.seat(viewer).getSnapshot().lastEvents as SurviveEvent[], 'tileRemoved')).toEqual([{ ...trace, redacted: true }]);
    }
    expect(survive.eventsFor(events, seat)).toEqual(events);
    expect(match.canUndo(seat)).toBe(false);
  });
});

describe('S6, S7 revealing events are undo barriers', () => {
  it('S6 a red tile played from the hand shows its back to all: it cannot be undone', () => {
    const { match, seat, action } = playUntil('wire-red', (ev) => ev.some((e) => e.type === 'tilePlayed'));
    expect(action.type).toBe('playTile');
    expect(match.canUndo(seat)).toBe(false);
  });

  it('S6 a defence tile played out of turn shows its back to all: it cannot be undone', () => {
    const { match, seat } = playUntil('wire-defence', (ev) => ev.some((e) => e.type === 'defended'));
    expect(match.canUndo(seat)).toBe(false);
  });

  it('S3 a move reveals nothing and draws nothing: it may be undone', () => {
    const { match, seat } = playUntil('wire-move', (_ev, _seat, action) => action.type === 'walk');
    expect(match.canUndo(seat)).toBe(true);
    expect(match.undo(seat).ok).toBe(true);
  });
});

describe('the rejection codes', () => {
  it('S1.3 every rejection carries a SurviveErrorCode', () => {
    const s = survive.setup({ players: 2, seed: 'codes' });
    const first = play(s, 0, { type: 'placeExplorer', hex: h(3, 4), value: 6 }).state;
    const out = survive.apply(first, 1, { type: 'placeExplorer', hex: h(3, 4), value: 1 });
    if (out.ok) throw new Error('accepted');
    const code: SurviveErrorCode = out.error.code;
    expect(code).toBe('TILE_FULL');
    const parsed = survive.parse({ type: 'placeExplorer', hex: 'x' });
    expect(parsed).toMatchObject({ code: 'MALFORMED_ACTION' });
  });
});
