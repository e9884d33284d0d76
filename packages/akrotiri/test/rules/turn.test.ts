import { describe, expect, it } from 'vitest';
import { akrotiri, type AkrotiriState } from '../../src/index';
import { cubes, eventsOf, legalOf, play, playAll, position, refuse, tiles, type PositionSpec } from '@tabula/akrotiri/testing';
import { actionSpecs } from '../../src/actions';
import { actionsFor } from '../../src/rules/flow';

/** Seat 0's turn before its placement, holding `tile`. */
function beforePlacement(tile: string, spec: PositionSpec = {}): AkrotiriState {
  return position({ ...spec, seats: [{ tile, ...(spec.seats?.[0] ?? {}) }, spec.seats?.[1]], steps: [{ kind: 'placeTile', seat: 0 }, { kind: 'actions', seat: 0 }] });
}

describe('K1.3 the market', () => {
  it('K1.3 rulebook example: selling 2 blue and 1 grey pays 3 + 3 + 2 = 8', () => {
    // The other cubes off the market lie on a tile south of Thera.
    const s = position({
      board: tiles(['volcano', 0, 1]),
      cubes: [...cubes(0, 1, 'SE', 'blue', 3), ...cubes(0, 1, 'SE', 'grey', 2)],
      seats: [{ cargo: ['blue', 'blue', 'grey'], drachmas: 0 }],
      market: { blue: 3, grey: 5 },
    });
    const { state, events } = playAll(s, 0, [
      { type: 'sell', color: 'blue' },
      { type: 'sell', color: 'blue' },
      { type: 'sell', color: 'grey' },
    ]);
    expect(eventsOf(events, 'cubeSold').map((e) => e.price)).toEqual([3, 3, 2]);
    expect(state.seats[0]!.drachmas).toBe(8);
    expect([state.market.blue, state.market.grey]).toEqual([5, 6]);
  });

  it('K1.3 prices run 1 2 2 3 3 4 4 5: the k-th cube off the market sells for the k-th price, in every colour', () => {
    const digest = [1, 2, 2, 3, 3, 4, 4, 5];
    for (const color of ['red', 'blue', 'green', 'grey'] as const) {
      const paid = digest.map((_, k) => {
        const s = position({ board: tiles(['volcano', 0, 1]), cubes: cubes(0, 1, 'SE', color, k), seats: [{ cargo: [color], drachmas: 0 }], market: { [color]: 8 - (k + 1) } });
        return play(s, 0, { type: 'sell', color }).state.seats[0]!.drachmas;
      });
      expect(paid).toEqual(digest);
    }
  });

  it('K1.3 cubes are taken from the market when a tile is placed', () => {
    const s = beforePlacement('dockS');
    const next = play(s, 0, { type: 'placeTile', x: 0, y: -2, rotation: 0 }).state;
    expect(next.market.red).toBe(s.market.red - 1);
  });
});

describe('K1.4 the player board', () => {
  it('K1.4 3 actions with every temple on the board; removing temples never lowers the count; [C] the 3rd and 5th draw goals instead', () => {
    const counts = [6, 5, 4, 3, 2, 1, 0].map(actionsFor);
    // [P] 4, 5, goal, 6, goal, last: the count by temples excavated, 0 to 6.
    expect(counts).toEqual([3, 4, 5, 5, 6, 6, 6]);
    counts.slice(1).forEach((n, i) => expect(n).toBeGreaterThanOrEqual(counts[i]!));
    // The goal draws leave the count as it was; each other temple of the first five adds actions.
    expect([1, 2, 3, 4, 5].filter((k) => counts[k] === counts[k - 1])).toEqual([3, 5]);
    // Played: the 5th temple (like the 3rd, see K5.3) draws 2 goal cards to keep 1.
    for (const templesLeft of [4, 2]) {
      const temples = (['NW', 'NE', 'SE', 'SW'] as const).slice(0, 6 - templesLeft).map((quadrant, i) => ({ seat: 0, x: 0, y: 1, quadrant, map: `E0${i + 1}` }));
      const s = position({ board: tiles(['ladderFoot', 0, -2], ['volcano', 0, 1]), temples, seats: [{ boat: '0,-2:y', maps: ['free'], drachmas: 5 }] });
      const { state, events } = play(s, 0, { type: 'excavate', map: 'free', x: 0, y: -2, quadrant: 'NE' });
      expect(eventsOf(events, 'rewardRevealed')[0]).toMatchObject({ temple: 7 - templesLeft, reward: { kind: 'goal' } });
      expect(state.steps[0]).toMatchObject({ kind: 'keepGoal', seat: 0 });
    }
  });

  it('K1.4 more actions count from the next turn on', () => {
    const s = position({
      board: tiles(['ladderFoot', 0, -2]),
      seats: [{ boat: '0,-2:y', maps: ['free'], drachmas: 5 }],
    });
    const after = play(s, 0, { type: 'excavate', map: 'free', x: 0, y: -2, quadrant: 'NE' }).state;
    expect(after.turn!.allowed).toBe(3);
    const seat1 = play(after, 0, { type: 'endTurn' }).state;
    const back = playAll(seat1, 1, [{ type: 'endTurn' }]).state;
    expect(back.turn).toMatchObject({ seat: 0, allowed: 4 });
  });
});

describe('K4.1 placing the tile is mandatory', () => {
  it('K4.1 before placing, only placeTile is legal; actions wait', () => {
    const s = beforePlacement('dockS');
    expect(akrotiri.legalActions(s, 0).every((a) => a.type === 'placeTile')).toBe(true);
    expect(refuse(s, 0, { type: 'endTurn' })).toBe('WRONG_DECISION');
    expect(refuse(s, 0, { type: 'placeTile', x: 0, y: 0, rotation: 0 })).toBe('CELL_NOT_FREE');
  });

  it('K4.1 any free cell edge to edge with a tile or Thera, in any rotation', () => {
    const s = beforePlacement('dockS', { board: tiles(['volcano', 0, -2]) });
    const cells = new Set(legalOf(s, 0, 'placeTile').map((a) => `${a.x},${a.y}`));
    expect(cells.has('0,-3')).toBe(true);
    expect(cells.has('1,-3')).toBe(false);
    expect(legalOf(s, 0, 'placeTile').filter((a) => a.x === 0 && a.y === -3).map((a) => a.rotation)).toEqual([0, 1, 2, 3]);
  });
});

describe('K4.2 the two cubes', () => {
  it("K4.2 the first cube, of the icon's colour, goes on the icon's piece", () => {
    const s = beforePlacement('dockS');
    const { state, events } = play(s, 0, { type: 'placeTile', x: 0, y: -2, rotation: 1 });
    // dockS shows a volcano at NW; a quarter turn carries it to NE.
    expect(eventsOf(events, 'cubePlaced')).toEqual([{ type: 'cubePlaced', seat: 0, cube: 1, color: 'red', x: 0, y: -2, quadrant: 'NE' }]);
    expect(state.steps[0]).toMatchObject({ kind: 'placeCube', seat: 0, x: 0, y: -2 });
  });

  it("K4.2 the second cube, any colour, goes on a piece of another island than the first cube's", () => {
    // V05: NW and NE pieces joined, volcano at NE.
    const s = play(beforePlacement('V05'), 0, { type: 'placeTile', x: 0, y: -2, rotation: 0 }).state;
    const legal = legalOf(s, 0, 'placeCube');
    expect([...new Set(legal.map((a) => a.quadrant))].sort()).toEqual(['SE', 'SW']);
    expect([...new Set(legal.map((a) => a.color))]).toEqual(['red', 'blue', 'green', 'grey']);
    expect(refuse(s, 0, { type: 'placeCube', color: 'blue', quadrant: 'NW' })).toBe('CUBE_PLACE');
    const { state } = play(s, 0, { type: 'placeCube', color: 'blue', quadrant: 'SE' });
    expect(state.cubes).toContainEqual({ x: 0, y: -2, quadrant: 'SE', color: 'blue' });
    expect(state.steps[0]).toEqual({ kind: 'actions', seat: 0 });
  });

  it('K4.2 K2.3 the second cube never goes on the first cube\'s island: a tile whose islands all join it through a neighbour gets no second cube', () => {
    // The rulebook: "不能和第1個方塊放在同一個島上" (not on the same island as the first cube). Every
    // tile has two islands or more (K9), but the board may join them: V07's northern and southern
    // pairs meet L07's western pair (on its east) at vertices (1,-2) and (1,-1), so all of V07 is one island.
    const s = beforePlacement('V07', { board: tiles(['volcano', 1, -1], ['L07', 1, -2]) });
    const { state, events } = play(s, 0, { type: 'placeTile', x: 0, y: -2, rotation: 0 });
    expect(state.cubes).toEqual([{ x: 0, y: -2, quadrant: 'SE', color: 'red' }]);
    expect(eventsOf(events, 'cubeSkipped')).toEqual([{ type: 'cubeSkipped', seat: 0, cube: 2, color: null, reason: 'noOtherIsland' }]);
    expect(state.steps[0]).toEqual({ kind: 'actions', seat: 0 });
    // A test tile of one island (which validateComponents refuses in a real set) gets none either.
    const whole = play(beforePlacement('whole'), 0, { type: 'placeTile', x: 0, y: -2, rotation: 0 });
    expect(eventsOf(whole.events, 'cubeSkipped')).toEqual([{ type: 'cubeSkipped', seat: 0, cube: 2, color: null, reason: 'noOtherIsland' }]);
  });

  it('K4.2 K2.3 nor on the first cube\'s island when the tile\'s pieces join it through a neighbour', () => {
    // dockS at (0,-2): its NW piece (the volcano, first cube) meets the NE piece of 'whole' at
    // (-1,-2) at vertex (0,-2), and its SW piece meets whole's SE piece at vertex (0,-1): all one island.
    const s = beforePlacement('dockS', { board: tiles(['whole', -1, -2]) });
    const placed = play(s, 0, { type: 'placeTile', x: 0, y: -2, rotation: 0 }).state;
    // The second cube goes on NE or SE, the pieces on other islands.
    expect([...new Set(legalOf(placed, 0, 'placeCube').map((a) => a.quadrant))].sort()).toEqual(['NE', 'SE']);
    expect(refuse(placed, 0, { type: 'placeCube', color: 'blue', quadrant: 'SW' })).toBe('CUBE_PLACE');
    expect(refuse(placed, 0, { type: 'placeCube', color: 'blue', quadrant: 'NW' })).toBe('CUBE_PLACE');
  });

  it("K4.2 (ours) no first cube when the icon's colour is gone; the second then goes anywhere on the tile", () => {
    // The 8 red cubes lie on a tile south of Thera.
    const s = beforePlacement('dockS', { board: tiles(['volcano', 0, 1]), cubes: cubes(0, 1, 'SE', 'red', 8) });
    const { state, events } = play(s, 0, { type: 'placeTile', x: 0, y: -2, rotation: 0 });
    expect(eventsOf(events, 'cubeSkipped')).toEqual([{ type: 'cubeSkipped', seat: 0, cube: 1, color: 'red', reason: 'colorGone' }]);
    expect(legalOf(state, 0, 'placeCube').map((a) => a.color)).not.toContain('red');
    expect(new Set(legalOf(state, 0, 'placeCube').map((a) => a.quadrant)).size).toBe(4);
    expect(refuse(state, 0, { type: 'placeCube', color: 'red', quadrant: 'SE' })).toBe('NO_CUBE');
  });

  it('K4.2 with the market empty no cube is placed and the actions begin', () => {
    const all = (['red', 'blue', 'green', 'grey'] as const).flatMap((color) => cubes(0, 1, 'SE', color, 8));
    const s = beforePlacement('dockS', { board: tiles(['volcano', 0, 1]), cubes: all });
    const { state, events } = play(s, 0, { type: 'placeTile', x: 0, y: -2, rotation: 0 });
    expect(state.cubes).toEqual(all);
    expect(eventsOf(events, 'cubeSkipped').map((e) => [e.cube, e.reason])).toEqual([
      [1, 'colorGone'],
      [2, 'marketEmpty'],
    ]);
    expect(state.steps[0]).toEqual({ kind: 'actions', seat: 0 });
  });
});

describe('K4.3 actions up to the current count', () => {
  it('K4.3 each action spends one of the turn’s actions; none is left after 3', () => {
    const s = position({ seats: [{ drachmas: 10 }] });
    const { state } = play(s, 0, { type: 'buyMaps', tiers: ['easy'] });
    expect(state.turn!.used).toBe(1);
    const spent = { ...state, turn: { ...state.turn!, used: 3, sequence: null } };
    expect(refuse(spent, 0, { type: 'buyMaps', tiers: ['normal'] })).toBe('NO_ACTIONS_LEFT');
    expect(refuse(spent, 0, { type: 'oracle', icon: 'lake' })).toBe('NO_ACTIONS_LEFT');
    expect(akrotiri.legalActions(spent, 0)).toEqual([{ type: 'endTurn' }]);
  });

  it('K4.3 an answer to another decision names every action of the turn, as spelled in actions', () => {
    const code = refuse(position(), 0, { type: 'keepGoal', goal: 'G1' });
    expect(code).toBe('WRONG_DECISION');
    const out = akrotiri.apply(position(), 0, { type: 'keepGoal', goal: 'G1' });
    const message = out.ok ? '' : out.error.message;
    for (const type of ['move', 'load', 'excavate', 'buyMaps', 'oracle', 'sell', 'unload', 'endTurn']) expect(message).toContain(type);
    // Every word listed in the parentheses is an action type.
    const listed = [...message.matchAll(/\(([^)]*)\)/g)].flatMap((m) => m[1]!.split(', ')).filter((w) => /^[a-z]+[A-Za-z]*$/.test(w));
    expect(listed.every((w) => w in actionSpecs)).toBe(true);
    expect(listed).toContain('buyMaps');
  });

  it('K4.3 free actions cost nothing and may be taken with no action left; stopping early is allowed', () => {
    const s = position({ seats: [{ cargo: ['red', 'green'] }], turn: { used: 3 } });
    const { state } = playAll(s, 0, [
      { type: 'sell', color: 'red' },
      { type: 'sell', color: 'green' },
    ]);
    expect(state.turn!.used).toBe(3);
    expect(play(position(), 0, { type: 'endTurn' }).state.turn!.seat).toBe(1);
  });
});

describe('K4.4 end of turn', () => {
  it('K4.4 the player draws a tile, and the other seat begins its turn by placing', () => {
    const s = position();
    const top = s.tileDeck[0]!;
    const { state, events } = play(s, 0, { type: 'endTurn' });
    expect(state.seats[0]!.tile).toBe(top);
    expect(eventsOf(events, 'turnEnded')).toEqual([{ type: 'turnEnded', seat: 0 }]);
    expect(state.turn).toMatchObject({ seat: 1, number: 2, used: 0 });
  });

  it('K4.4 no draw after the Oracle: the Oracle’s tile is the one held', () => {
    const s = position();
    const after = play(s, 0, { type: 'oracle', icon: 'lake' }).state;
    const held = after.seats[0]!.tile;
    const { state } = play(after, 0, { type: 'endTurn' });
    expect(state.seats[0]!.tile).toBe(held);
  });

  it('K4.4 a turn that ends with the stack used up reshuffles the discards then, not at the next draw: 「如果一個回合結束時陸地板塊用完，重洗丟棄的板塊，形成新的陸地板塊堆」', () => {
    // Seat 0 draws the stack's last tile, M01; the Oracle's discards lie face up.
    for (const stopWhenTilesRunOut of [false, true]) {
      const s = position({ tileDeck: ['M01'], tileDiscards: ['V01', 'L01', 'F01'], stopWhenTilesRunOut });
      // Forced shuffle: Fisher–Yates draws int(3) then int(2); 0, 0 turns V01 L01 F01 into L01 F01 V01.
      const { state, events } = play(s, 0, { type: 'endTurn' }, 0, 0);
      expect(state.seats[0]!.tile).toBe('M01');
      expect(events.map((e) => e.type)).toEqual(['tileDrawn', 'tilesReshuffled', 'turnEnded', 'turnStarted']);
      expect(eventsOf(events, 'tilesReshuffled')).toEqual([{ type: 'tilesReshuffled', tiles: 3 }]);
      expect([state.tileDeck, state.tileDiscards]).toEqual([['L01', 'F01', 'V01'], []]);
      // Between turns, a view shows the new stack, not an empty one beside a full discard pile.
      expect([akrotiri.view(state, 1).tileDeck, akrotiri.view(state, 1).tileDiscards]).toEqual([3, []]);
      // K6.1 (ours): tiles are left to draw, so the option's guard does not end the game.
      expect(eventsOf(events, 'endTriggered')).toEqual([]);
      expect(state.ending).toBeNull();
    }
  });

  it('K4.4 K5.6 a turn whose Oracle used up the stack reshuffles the discards as it ends (no draw after the Oracle)', () => {
    const s = position({ tileDeck: ['V01', 'F01'], tileDiscards: ['M01'] });
    // No lake: both tiles are revealed, F01 kept, V01 discarded; the stack is empty until the turn ends.
    const oracle = play(s, 0, { type: 'oracle', icon: 'lake' });
    expect([oracle.state.tileDeck, oracle.state.tileDiscards]).toEqual([[], ['M01', 'V01']]);
    expect(eventsOf(oracle.events, 'tilesReshuffled')).toEqual([]);
    const { state, events } = play(oracle.state, 0, { type: 'endTurn' }, 1);
    expect(eventsOf(events, 'tileDrawn')).toEqual([]);
    expect(eventsOf(events, 'tilesReshuffled')).toEqual([{ type: 'tilesReshuffled', tiles: 2 }]);
    expect([state.seats[0]!.tile, state.tileDeck, state.tileDiscards]).toEqual(['F01', ['M01', 'V01'], []]);
  });
});
