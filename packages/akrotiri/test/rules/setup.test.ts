import { describe, expect, it } from 'vitest';
import { akrotiri, analyzeBoard, GOAL_IDS, islandAt, PROVISIONAL_COMPONENTS, type AkrotiriState } from '../../src/index';
import { actor, eventsOf, fresh, legalOf, play, refuse } from '@tabula/akrotiri/testing';

/** Plays setup with the first legal choice everywhere, returning the state at the first turn. */
function throughSetup(s: AkrotiriState): AkrotiriState {
  let state = s;
  while (state.phase === 'setup') {
    const seat = actor(state);
    state = play(state, seat, akrotiri.legalActions(state, seat)[0]!).state;
  }
  return state;
}

describe('K3.1 setup', () => {
  it('K3.1 Thera alone, all 32 cubes on the market, 2 drachmas and 6 temples each', () => {
    const s = fresh();
    expect(s.board.tiles).toEqual([]);
    expect(s.market).toEqual({ red: 8, blue: 8, green: 8, grey: 8 });
    expect(s.seats.map((p) => [p.drachmas, p.templesLeft, p.boat, p.cargo])).toEqual([
      [2, 6, null, []],
      [2, 6, null, []],
    ]);
    expect(s.phase).toBe('setup');
  });

  it('K3.1 the start player is drawn from the seed, or given as an option', () => {
    const starts = new Set(Array.from({ length: 12 }, (_, i) => akrotiri.setup({ players: 2, seed: `s${i}` }).startPlayer));
    expect([...starts].sort()).toEqual([0, 1]);
    expect(fresh({ startPlayer: 1 }).startPlayer).toBe(1);
    expect(actor(fresh({ startPlayer: 1 }))).toBe(1);
  });

  it('K1.1 two players only', () => {
    expect(() => akrotiri.setup({ players: 3, seed: 'x' })).toThrow(/players/);
  });
});

describe('K3.2 each player places a first tile with its 2 cubes', () => {
  it('K3.2 the start player holds a drawn tile and must place it next to Thera', () => {
    const s = fresh();
    expect(s.steps[0]).toEqual({ kind: 'placeTile', seat: 0 });
    expect(s.seats[0]!.tile).not.toBeNull();
    const legal = akrotiri.legalActions(s, 0);
    expect(legal.every((a) => a.type === 'placeTile')).toBe(true);
    // The 8 cells edge to edge with Thera, in 4 rotations each.
    expect(legal).toHaveLength(8 * 4);
    expect(refuse(s, 0, { type: 'placeTile', x: 3, y: 3, rotation: 0 })).toBe('CELL_NOT_FREE');
    expect(refuse(s, 1, { type: 'placeTile', x: 1, y: 0, rotation: 0 })).toBe('NOT_ACTIVE');
  });

  it('K3.2 placing puts the icon cube at once, then the second cube is a decision; then the other seat', () => {
    const s = fresh();
    const tile = s.seats[0]!.tile!;
    const { state, events } = play(s, 0, { type: 'placeTile', x: 1, y: 0, rotation: 0 });
    expect(state.board.tiles).toEqual([{ x: 1, y: 0, tile, rotation: 0 }]);
    expect(eventsOf(events, 'cubePlaced')).toHaveLength(1);
    expect(state.steps[0]).toMatchObject({ kind: 'placeCube', seat: 0 });
    const cube = legalOf(state, 0, 'placeCube')[0]!;
    const next = play(state, 0, cube).state;
    expect(next.cubes).toHaveLength(2);
    expect(next.steps[0]).toEqual({ kind: 'placeTile', seat: 1 });
    expect(next.seats[1]!.tile).not.toBeNull();
  });
});

describe('K3.3–K3.5 map cards, goals, boats, hand tiles', () => {
  const atGoals = (): AkrotiriState => {
    let s = fresh();
    while (s.steps[0]?.kind !== 'keepGoal') s = play(s, actor(s), akrotiri.legalActions(s, actor(s))[0]!).state;
    return s;
  };

  it('K3.3 each player is dealt 1 easy and 1 normal map card; the rest form three decks', () => {
    const s = atGoals();
    const tierOf = (id: string) => PROVISIONAL_COMPONENTS.maps.find((m) => m.id === id)!.tier;
    for (const p of s.seats) expect(p.maps.map(tierOf)).toEqual(['easy', 'normal']);
    expect([s.mapDecks.easy.length, s.mapDecks.normal.length, s.mapDecks.hard.length]).toEqual([10, 10, 12]);
  });

  it('K3.4 each player draws 2 goal cards, keeps 1 secretly, the other to the bottom of the deck', () => {
    const s = atGoals();
    const step = s.steps[0]!;
    if (step.kind !== 'keepGoal') throw new Error('expected keepGoal');
    expect(step.drawn).toHaveLength(2);
    expect(akrotiri.view(s, 1).pending).toEqual({ kind: 'keepGoal', seat: 0, drawn: null, drawnCount: 2 });
    expect(refuse(s, 0, { type: 'keepGoal', goal: GOAL_IDS.find((g) => !step.drawn.includes(g))! })).toBe('NOT_OFFERED');
    const [keep, other] = step.drawn as [typeof GOAL_IDS[number], typeof GOAL_IDS[number]];
    const { state } = play(s, 0, { type: 'keepGoal', goal: keep });
    expect(state.seats[0]!.goals).toEqual([keep]);
    expect(state.goalDeck[state.goalDeck.length - 1]).toBe(other);
    expect(akrotiri.view(state, 1).seats[0]!.goals).toBeNull();
    expect(akrotiri.view(state, 1).seats[0]!.goalCount).toBe(1);
  });

  it('K3.5 boats go on different docks of Thera, then each player draws a secret tile; the start player begins', () => {
    let s = atGoals();
    while (s.steps[0]?.kind !== 'placeBoat') s = play(s, actor(s), akrotiri.legalActions(s, actor(s))[0]!).state;
    expect(legalOf(s, 0, 'placeBoat').map((a) => a.dock)).toEqual(['thera:north', 'thera:south']);
    s = play(s, 0, { type: 'placeBoat', dock: 'thera:south' }).state;
    expect(refuse(s, 1, { type: 'placeBoat', dock: 'thera:south' })).toBe('DOCK_TAKEN');
    expect(legalOf(s, 1, 'placeBoat')).toEqual([{ type: 'placeBoat', dock: 'thera:north' }]);
    const { state, events } = play(s, 1, { type: 'placeBoat', dock: 'thera:north' });
    expect(state.seats.map((p) => p.tile !== null)).toEqual([true, true]);
    expect(state.phase).toBe('play');
    expect(state.turn).toMatchObject({ seat: 0, number: 1, allowed: 3, used: 0 });
    expect(state.steps[0]).toEqual({ kind: 'placeTile', seat: 0 });
    // The drawn tiles are secret: each draw is one private event, for the drawer only.
    const drawn = eventsOf(events, 'tileDrawn');
    expect(drawn.map((e) => e.audience)).toEqual([[0], [1]]);
    expect(akrotiri.eventsFor(drawn, 1)[0]).toEqual({ type: 'tileDrawn', seat: 0, audience: [0], redacted: true });
    expect(akrotiri.view(state, 0).seats[1]).toMatchObject({ tile: null, hasTile: true });
  });

  it('K3 the whole setup is answered by legal actions only, in about a dozen decisions', () => {
    const s = throughSetup(fresh());
    expect(s.board.tiles).toHaveLength(2);
    // K3.2, K4.2: each tile got its icon's cube, and a second one if it has a piece on another island.
    const g = analyzeBoard(s.board, PROVISIONAL_COMPONENTS);
    for (const t of s.board.tiles) {
      const placed = g.tiles.get(`${t.x},${t.y}`)!;
      const first = islandAt(g, { x: t.x, y: t.y, quadrant: placed.iconQuadrant });
      const other = (['NW', 'NE', 'SE', 'SW'] as const).some((quadrant) => islandAt(g, { x: t.x, y: t.y, quadrant }) !== first);
      expect(s.cubes.filter((c) => c.x === t.x && c.y === t.y)).toHaveLength(other ? 2 : 1);
    }
    expect(s.seats.every((p) => p.goals.length === 1 && p.maps.length === 2 && p.boat !== null)).toBe(true);
    expect(s.tileDeck).toHaveLength(36 - 4);
  });
});
