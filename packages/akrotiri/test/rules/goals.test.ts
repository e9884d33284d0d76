import { describe, expect, it } from 'vitest';
import { goalById, scoreGoal, type AkrotiriState, type GoalId, type Quadrant, type Temple } from '../../src/index';
import { geometryOf } from '../../src/rules/geometry';
import { position, tiles } from '@tabula/akrotiri/testing';

const temple = (seat: number, x: number, y: number, quadrant: Quadrant): Temple => ({ seat, x, y, quadrant, map: 'E01' });

/** A built position: tiles and temples, scored for one goal card. */
function score(goal: GoalId, board: ReturnType<typeof tiles>, temples: Temple[], seat = 0): number {
  const s: AkrotiriState = position({ board, temples });
  return scoreGoal(geometryOf(s), s, seat, goalById(goal));
}

// The ladder north of Thera: island A '0,-2/NE' by sea (0 portages), B '0,-3/NE' 1 portage, C '0,-4/NE' 2 portages.
const LADDER = tiles(['ladderFoot', 0, -2], ['ladder', 0, -3], ['ladder', 0, -4]);
const onA = temple(0, 0, -2, 'NE');
const onB = temple(0, 0, -3, 'NE');
const onC = temple(0, 0, -4, 'NE');

describe('K7 goal cards on built positions', () => {
  it('K7 G1 3 per temple exactly 1 portage from Thera; 0 when reachable by sea only', () => {
    expect(score('G1', LADDER, [onA])).toBe(0);
    expect(score('G1', LADDER, [onA, onB])).toBe(3);
    expect(score('G1', LADDER, [onB, onC])).toBe(3);
  });

  it('K7 G2 6 per temple at least 2 portages from Thera', () => {
    expect(score('G2', LADDER, [onA, onB])).toBe(0);
    expect(score('G2', LADDER, [onA, onB, onC])).toBe(6);
    // An island no boat can reach counts for neither.
    expect(score('G2', LADDER, [temple(0, 0, -2, 'SW')])).toBe(0);
    expect(score('G1', LADDER, [temple(0, 0, -2, 'SW')])).toBe(0);
  });

  it('K7 G3 3 per temple whose island no other island of your temples reaches in one sea move (not through Thera)', () => {
    // Two docks facing each other by sea: islands one move apart.
    const linked = tiles(['volcano', 0, -2], ['dockE', 1, -2], ['dockWSouth', 2, -2]);
    const a = temple(0, 1, -2, 'NE');
    const b = temple(0, 2, -2, 'SW');
    expect(score('G3', linked, [a, b])).toBe(0);
    expect(score('G3', linked, [a])).toBe(3);
    // Linked only through Thera's ring: not connected.
    const viaThera = tiles(['dockS', 0, -2], ['dockS', 0, 1, 2]);
    expect(score('G3', viaThera, [temple(0, 0, -2, 'SW'), temple(0, 0, 1, 'NE')])).toBe(6);
    // The other seat's temples do not matter.
    expect(score('G3', linked, [a, { ...b, seat: 1 }])).toBe(3);
  });

  it("K7 G4 2 per quarter of the board (split through Thera's centre) holding your temple, at most 8", () => {
    const board = tiles(['volcano', 0, -2], ['volcano', -1, -2], ['volcano', 1, 0], ['volcano', -1, 1]);
    expect(score('G4', board, [temple(0, 0, -2, 'NE'), temple(0, 0, -2, 'SW')])).toBe(2);
    expect(score('G4', board, [temple(0, 0, -2, 'NE'), temple(0, -1, -2, 'NE'), temple(0, 1, 0, 'NE'), temple(0, -1, 1, 'NE')])).toBe(8);
  });

  it('K7 G5 1 per tile of the largest complete island holding your temple', () => {
    // Vertex (1,-1): cells (0,-2), (1,-2), (1,-1) and Thera: filled, so the island there is complete (3 tiles).
    const closed = tiles(['volcano', 0, -2], ['volcano', 1, -2], ['volcano', 1, -1]);
    expect(score('G5', closed, [temple(0, 0, -2, 'SE')])).toBe(3);
    // Vertex (1,0): cells (1,-1), (1,0) and Thera's two eastern cells: 2 tiles, also complete; the largest counts.
    const both = [...closed, ...tiles(['volcano', 1, 0])];
    expect(score('G5', both, [temple(0, 1, 0, 'NW')])).toBe(2);
    expect(score('G5', both, [temple(0, 1, 0, 'NW'), temple(0, 0, -2, 'SE')])).toBe(3);
    // An incomplete island scores nothing.
    expect(score('G5', closed, [temple(0, 0, -2, 'NE')])).toBe(0);
  });

  it('K7 G6 2 per temple on an incomplete island', () => {
    const closed = tiles(['volcano', 0, -2], ['volcano', 1, -2], ['volcano', 1, -1]);
    expect(score('G6', closed, [temple(0, 0, -2, 'SE'), temple(0, 0, -2, 'NE'), temple(0, 1, -1, 'SE')])).toBe(4);
  });

  it('K7 G7 4 per temple on an island with no icon', () => {
    // The volcano tile shows its icon at NW: its other pieces, alone, bear none.
    const board = tiles(['volcano', 0, -2]);
    expect(score('G7', board, [temple(0, 0, -2, 'NW'), temple(0, 0, -2, 'SE'), temple(0, 0, -2, 'NE')])).toBe(8);
  });

  it('K7 G8–G11 2 per temple on an island with a volcano / lake / forest / mountain', () => {
    // Vertex (1,-2): volcano (0,-3) turned to SE, lake (1,-3) turned to SW, forest (1,-2) at NW: one
    // island, with the NE piece of the mountain tile (0,-2) that links them to Thera (its icon is at NW).
    const board = tiles(['mountain', 0, -2], ['volcano', 0, -3, 2], ['lake', 1, -3, 3], ['forest', 1, -2]);
    const t = [temple(0, 0, -3, 'SE'), temple(0, 0, -2, 'SE')];
    expect(['G8', 'G9', 'G10', 'G11'].map((g) => score(g as GoalId, board, t))).toEqual([2, 2, 2, 0]);
    // The mountain at (0,-2) NE sits on that vertex (1,-2) too once turned there.
    expect(score('G11', tiles(['mountain', 0, -2, 1], ['volcano', 0, -3, 2]), [temple(0, 0, -3, 'SE')])).toBe(2);
  });

  it('K7 G12 3 per temple on an island with 3 or more different icons', () => {
    // As above: the mountain tile links the others to Thera, its icon off their island.
    const three = tiles(['mountain', 0, -2], ['volcano', 0, -3, 2], ['lake', 1, -3, 3], ['forest', 1, -2]);
    const two = tiles(['mountain', 0, -2], ['volcano', 0, -3, 2], ['lake', 1, -3, 3]);
    expect(score('G12', three, [temple(0, 0, -3, 'SE')])).toBe(3);
    expect(score('G12', two, [temple(0, 0, -3, 'SE')])).toBe(0);
  });

  it('K6.2 a temple may count for several goal cards, once per card', () => {
    // The island of vertex (1,-2), reached from Thera through (1,-1), and incomplete: cell (0,-2) is free.
    const board = tiles(['mountain', 1, -1], ['forest', 1, -2], ['lake', 1, -3, 3], ['volcano', 0, -3, 2]);
    const t = [temple(0, 0, -3, 'SE')];
    expect(score('G8', board, t) + score('G12', board, t) + score('G6', board, t)).toBe(2 + 3 + 2);
  });
});
