import { describe, expect, it } from 'vitest';
import { akrotiri, determinize, resampleHidden, type AkrotiriState } from '../../src/index';
import { actor, eventsOf, play, position, tiles } from '@tabula/akrotiri/testing';

/** A game a few turns in, played with the first legal action each time. */
function midGame(): AkrotiriState {
  let s = akrotiri.setup({ players: 2, seed: 'view', options: { startPlayer: 0 } });
  for (let i = 0; i < 40; i++) s = play(s, actor(s), akrotiri.legalActions(s, actor(s)).at(-1)!).state;
  return s;
}

describe('hidden information', () => {
  const s = midGame();

  it('a seat sees its own tile, map cards and goals; of the other seat only counts', () => {
    const v = akrotiri.view(s, 0);
    expect(v.seats[0]).toMatchObject({ tile: s.seats[0]!.tile, maps: s.seats[0]!.maps, goals: s.seats[0]!.goals });
    expect(v.seats[1]).toMatchObject({ tile: null, hasTile: s.seats[1]!.tile !== null, maps: null, goals: null, goalCount: s.seats[1]!.goals.length });
    expect(Object.values(v.seats[1]!.mapCounts).reduce((a, b) => a + b, 0)).toBe(s.seats[1]!.maps.length);
  });

  it('decks are counts; a spectator sees no secret at all; no RNG anywhere', () => {
    const v = akrotiri.view(s, null);
    expect(v.tileDeck).toBe(s.tileDeck.length);
    expect(v.mapDecks).toEqual({ easy: s.mapDecks.easy.length, normal: s.mapDecks.normal.length, hard: s.mapDecks.hard.length });
    expect(v.goalDeck).toBe(s.goalDeck.length);
    expect(v.seats.every((p) => p.tile === null && p.maps === null && p.goals === null)).toBe(true);
    expect(JSON.stringify(v)).not.toContain('"rng"');
    expect(v.legal).toEqual([]);
  });

  it('redealing what a seat cannot see leaves its view unchanged', () => {
    for (const seat of [0, 1]) {
      const other = resampleHidden(s, seat, 'again');
      expect(akrotiri.view(other, seat)).toEqual(akrotiri.view(s, seat));
    }
  });

  it('determinize: a full state with the same view and choices for the seat', () => {
    const v = akrotiri.view(s, 1);
    const d = determinize(v, 1, 'det');
    expect(akrotiri.view(d, 1)).toEqual(v);
    expect(d.seats[1]!.maps).toEqual(s.seats[1]!.maps);
    expect(d.seats[0]!.maps).toHaveLength(s.seats[0]!.maps.length);
    expect(d.tileDeck).toHaveLength(s.tileDeck.length);
  });

  it('events carrying a secret name their audience; public events never name a secret tile', () => {
    let start = akrotiri.setup({ players: 2, seed: 'ev', options: { startPlayer: 0 } });
    start = play(start, 0, akrotiri.legalActions(start, 0)[0]!).state;
    const { state, events } = play(start, 0, akrotiri.legalActions(start, 0)[0]!);
    const tile = state.seats[1]!.tile!;
    expect(eventsOf(events, 'tileDrawn')).toEqual([{ type: 'tileDrawn', seat: 1, tile, audience: [1] }]);
    expect(events.filter((e) => !('audience' in e)).some((e) => JSON.stringify(e).includes(tile))).toBe(false);
    // Seat 0 and a spectator receive the public fact: seat 1 drew a tile.
    for (const viewer of [0, null]) expect(eventsOf(akrotiri.eventsFor(events, viewer), 'tileDrawn')).toEqual([{ type: 'tileDrawn', seat: 1, audience: [1], redacted: true }]);
  });
});

describe('public information stays public in views, resampling and determinize', () => {
  const seeds = Array.from({ length: 20 }, (_, i) => `seed-${i}`);

  it('K5.6 the Oracle turns tiles face up: the kept tile is public until placed', () => {
    const s0 = position({ tileDeck: ['V01', 'F01', 'L01', 'M01', 'V02', 'F02'] });
    const { state: s, events } = play(s0, 0, { type: 'oracle', icon: 'lake' });
    expect(eventsOf(events, 'oracleConsulted')[0]).toMatchObject({ kept: 'L01' });
    for (const viewer of [1, null]) expect(akrotiri.view(s, viewer).seats[0]).toMatchObject({ tile: 'L01', tileFaceUp: true, hasTile: true });
    for (const seed of seeds) {
      expect(resampleHidden(s, 1, seed).seats[0]!.tile).toBe('L01');
      const d = determinize(akrotiri.view(s, 1), 1, seed);
      expect(d.seats[0]!.tile).toBe('L01');
      expect([...d.tileDeck, ...d.tileDiscards, d.seats[1]!.tile]).not.toContain('L01');
      expect(akrotiri.view(d, 1)).toEqual(akrotiri.view(s, 1));
    }
    // No draw after the Oracle: still public in seat 1's turn; placed, it is on the board.
    const next = play(s, 0, { type: 'endTurn' }).state;
    expect(akrotiri.view(next, 1).seats[0]!.tile).toBe('L01');
    // A tile drawn face down (K4.4) is secret again.
    const drawn = play(position(), 0, { type: 'endTurn' }).state;
    expect(akrotiri.view(drawn, 1).seats[0]).toMatchObject({ tile: null, hasTile: true, tileFaceUp: false });
  });

  it('K8 a goal card taken from the revealed ones is public: shown, never redealt', () => {
    const s0 = position({
      board: tiles(['ladderFoot', 0, -2], ['volcano', 0, 1]),
      temples: [{ seat: 0, x: 0, y: 1, quadrant: 'NE', map: 'E01' }, { seat: 0, x: 0, y: 1, quadrant: 'SW', map: 'E02' }],
      seats: [{ boat: '0,-2:y', maps: ['free'], drachmas: 5, goals: ['G3'] }, { goals: ['G12'] }],
      variant: 'strategic', revealedGoals: ['G1', 'G5', 'G9'], goalDeck: ['G2', 'G4', 'G6', 'G7', 'G8', 'G10', 'G11'],
    });
    const dug = play(s0, 0, { type: 'excavate', map: 'free', x: 0, y: -2, quadrant: 'NE' }).state;
    const s = play(dug, 0, { type: 'takeGoal', goal: 'G5' }).state;
    const seen = akrotiri.view(s, 1).seats[0]!;
    expect(seen).toMatchObject({ goals: null, goalCount: 2, openGoals: ['G5'] });
    for (const seed of seeds) {
      expect(resampleHidden(s, 1, seed).seats[0]!.goals).toContain('G5');
      const d = determinize(akrotiri.view(s, 1), 1, seed);
      expect(d.seats[0]!.goals).toContain('G5');
      expect(d.seats[0]!.goals).toHaveLength(2);
      expect([...d.goalDeck, ...d.revealedGoals, ...d.seats[1]!.goals]).not.toContain('G5');
      expect(akrotiri.view(d, 1)).toEqual(akrotiri.view(s, 1));
    }
  });
});
