import {
  PROVISIONAL_COMPONENTS,
  QUADRANTS,
  analyzeBoard,
  freeCells,
  islandAt,
  islandOfDock,
  rotateTile,
  type AkrotiriView,
  type Color,
  type Icon,
  type Quadrant,
  type Rotation,
} from '@tabula/akrotiri';

/** A point in board units: a cell is 1 × 1, x grows east, y grows south; (0, 0) is Thera's centre. */
export interface Point {
  x: number;
  y: number;
}

/** One thing to draw, at its centre. Squares (Thera, tiles, free cells) also have a side. */
export type Shape =
  | ({ kind: 'thera'; side: 2 } & Point)
  | ({ kind: 'free'; cell: Point; side: 1 } & Point) // a cell where a tile may go
  | ({ kind: 'tile'; tile: string; rotation: Rotation; cell: Point; side: 1 } & Point)
  | ({ kind: 'piece'; cell: Point; quadrant: Quadrant; island: string; icon: Icon | null } & Point) // one land piece per quadrant
  | ({ kind: 'dock'; dock: string; island: string } & Point)
  | ({ kind: 'cube'; color: Color; cell: Point; quadrant: Quadrant; island: string; atBoat: boolean } & Point)
  | ({ kind: 'temple'; seat: number; map: string; cell: Point; quadrant: Quadrant } & Point)
  | ({ kind: 'boat'; seat: number; dock: string } & Point);

/** Where the centre of a quadrant of cell (x, y) lies. */
export function quadrantPoint(x: number, y: number, quadrant: Quadrant): Point {
  return { x: x + (quadrant.endsWith('W') ? 0.25 : 0.75), y: y + (quadrant.startsWith('N') ? 0.25 : 0.75) };
}

const THERA_SIDES: Record<string, Point> = { N: { x: 0, y: -1 }, E: { x: 1, y: 0 }, S: { x: 0, y: 1 }, W: { x: -1, y: 0 } };

/**
 * Everything on the board, from a seat's view. `turned`: the board as seen from seat 1's side of the
 * table, every point turned half round Thera's centre (seat 1 reads map cards looking south).
 */
export function seaShapes(view: AkrotiriView, turned = view.viewer === 1): Shape[] {
  const components = view.components ?? PROVISIONAL_COMPONENTS; // null: the provisional set
  const geometry = analyzeBoard(view.board, components); // islands, docks and routes, derived
  const myBoat = view.viewer === null ? null : view.seats[view.viewer]!.boat;
  const boatIsland = myBoat === null ? undefined : islandOfDock(geometry, myBoat);
  const docks = new Map<string, Point>(); // where each dock is drawn, for the boats
  const shapes: Shape[] = [{ kind: 'thera', side: 2, x: 0, y: 0 }];
  for (const dock of components.thera.docks) {
    const at = THERA_SIDES[dock.side]!;
    docks.set(`thera:${dock.id}`, at);
    shapes.push({ kind: 'dock', dock: `thera:${dock.id}`, island: 'thera', ...at });
  }
  for (const cell of freeCells(view.board)) shapes.push({ kind: 'free', cell, side: 1, x: cell.x + 0.5, y: cell.y + 0.5 });
  for (const placed of view.board.tiles) {
    const cell = { x: placed.x, y: placed.y };
    // The tile's data is given north up: turn it as it lies before reading its icon and docks.
    const tile = rotateTile(components.tiles.find((t) => t.id === placed.tile)!, placed.rotation);
    shapes.push({ kind: 'tile', tile: tile.id, rotation: placed.rotation, cell, side: 1, x: cell.x + 0.5, y: cell.y + 0.5 });
    for (const quadrant of QUADRANTS) {
      const island = islandAt(geometry, { ...cell, quadrant })!;
      shapes.push({ kind: 'piece', cell, quadrant, island, icon: tile.iconQuadrant === quadrant ? tile.icon : null, ...quadrantPoint(cell.x, cell.y, quadrant) });
    }
    for (const dock of tile.docks) {
      // A dock lies on the coast of its piece: drawn between the piece's centre and the cell's.
      const piece = quadrantPoint(cell.x, cell.y, dock.piece);
      const at = { x: (piece.x + cell.x + 0.5) / 2, y: (piece.y + cell.y + 0.5) / 2 };
      const id = `${cell.x},${cell.y}:${dock.id}`;
      docks.set(id, at);
      shapes.push({ kind: 'dock', dock: id, island: islandOfDock(geometry, id)!, ...at });
    }
  }
  view.cubes.forEach((cube, i) => {
    const island = islandAt(geometry, cube)!;
    const at = quadrantPoint(cube.x, cube.y, cube.quadrant);
    const cell = { x: cube.x, y: cube.y };
    shapes.push({ kind: 'cube', color: cube.color, cell, quadrant: cube.quadrant, island, atBoat: island === boatIsland, x: at.x + 0.06 * (i % 3) - 0.06, y: at.y + 0.08 });
  });
  for (const temple of view.temples) shapes.push({ kind: 'temple', seat: temple.seat, map: temple.map, cell: { x: temple.x, y: temple.y }, quadrant: temple.quadrant, ...quadrantPoint(temple.x, temple.y, temple.quadrant) });
  view.seats.forEach((s, seat) => {
    if (s.boat !== null) shapes.push({ kind: 'boat', seat, dock: s.boat, ...docks.get(s.boat)! });
  });
  return turned ? shapes.map((shape) => ({ ...shape, x: -shape.x, y: -shape.y })) : shapes;
}
