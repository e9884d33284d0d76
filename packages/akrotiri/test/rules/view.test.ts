import { describe, expect, it } from 'vitest';
import { akrotiri, determinize, resampleHidden, type AkrotiriState } from '../../src/index';
import { actor, play } from '../helpers';

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
    expect(events.filter((e) => e.type === 'tileSeen')).toEqual([{ type: 'tileSeen', seat: 1, tile, audience: 1 }]);
    expect(events.filter((e) => !('audience' in e)).some((e) => JSON.stringify(e).includes(tile))).toBe(false);
    expect(events).toContainEqual({ type: 'tileDrawn', seat: 1 });
  });
});
