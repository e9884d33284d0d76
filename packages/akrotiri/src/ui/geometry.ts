/**
 * Where things lie on the Akrotiri sea, for drawing it: the board's frame (cells to pixels, turned half
 * a turn for the seat on the north side so each seat reads "above" as up), and each tile's
 * shapes in its own square (the land pieces at the corners, the land joining them, the docks, the
 * route ends), all from the component data in the board frame (K2.1–K2.4). Pure functions:
 * nothing here draws.
 *
 * Positions inside a cell are `(u, v)`, from its north-west corner, east and south, in cells (0 to
 * 1); positions on the board are `(X, Y)` in cells, cell `(x, y)` covering `[x, x + 1] × [y, y + 1]`.
 *
 * @module
 */
import {
  CENTRE,
  COLORS,
  PROVISIONAL_COMPONENTS,
  QUADRANTS,
  SIDES,
  THERA_ROUTE_ENDS,
  analyzeBoard,
  freeCells,
  islandAt,
  islandOfDock,
  rotateTile,
  type AkrotiriView,
  type Color,
  type Icon,
  type LandTile,
  type Quadrant,
  type Rotation,
  type Side,
  type Thera,
} from '@tabula/akrotiri';

/** A point in pixels, or in cells. */
export interface Point {
  x: number;
  y: number;
}

/** The radius of a land piece around its corner, in cells. */
export const PIECE_RADIUS = 0.42;
/** How far a dock lies from its piece's corner, in cells (on the coast). */
export const DOCK_RADIUS = 0.47;
/** The radius of a dock's ring, in cells. */
export const DOCK_SIZE = 0.065;
/** How far Thera's coast lies inside its 2×2 block, in cells. */
export const THERA_INSET = 0.3;

/** The outer corner of each quadrant in its cell, and the direction into the cell from it. */
const CORNER: Readonly<Record<Quadrant, { u: number; v: number; du: 1 | -1; dv: 1 | -1 }>> = {
  NW: { u: 0, v: 0, du: 1, dv: 1 },
  NE: { u: 1, v: 0, du: -1, dv: 1 },
  SE: { u: 1, v: 1, du: -1, dv: -1 },
  SW: { u: 0, v: 1, du: 1, dv: -1 },
};

/** The midpoint of each side of a cell, where its route end lies (K2.4). */
export const SIDE_POINT: Readonly<Record<Side, Point>> = {
  N: { x: 0.5, y: 0 },
  E: { x: 1, y: 0.5 },
  S: { x: 0.5, y: 1 },
  W: { x: 0, y: 0.5 },
};

/**
 * A point of a quadrant given from its outer corner: `a` cells into the cell along the row (east
 * or west), `b` cells into it along the column; in the cell's `(u, v)`.
 */
export function fromCorner(quadrant: Quadrant, a: number, b: number): Point {
  const c = CORNER[quadrant];
  return { x: c.u + c.du * a, y: c.v + c.dv * b };
}

/** The point at `radius` from a quadrant's corner, `angle` degrees from its row edge toward its column edge. */
export function polarFromCorner(quadrant: Quadrant, radius: number, angle: number): Point {
  const rad = (angle * Math.PI) / 180;
  return fromCorner(quadrant, radius * Math.cos(rad), radius * Math.sin(rad));
}

/** A land piece: a quarter disc at its quadrant's corner, as polygon points in the cell. */
export function piecePolygon(quadrant: Quadrant, radius = PIECE_RADIUS): Point[] {
  const arc = Array.from({ length: 10 }, (_, i) => polarFromCorner(quadrant, radius, (i * 90) / 9));
  return [fromCorner(quadrant, 0, 0), ...arc];
}

/** The land joining pieces inside a tile: a band, as a polyline in the cell, and its width in cells. */
export interface Band {
  points: Point[];
  width: number;
  /** A corner of the land mass it joins. */
  quadrant: Quadrant;
}

/** The side two neighbouring corners share, if they do. */
function sharedSide(a: Quadrant, b: Quadrant): Side | undefined {
  const pair = [a, b].sort().join('-');
  const sides: Record<string, Side> = { 'NE-NW': 'N', 'NE-SE': 'E', 'SE-SW': 'S', 'NW-SW': 'W' };
  return sides[pair];
}

/**
 * The land joining a tile's pieces (K2.2): neighbouring corners of one land mass are joined by a
 * band bowing into the tile, which leaves their side's route end in a bay of its own; the two
 * corners of a diagonal pair by a band across the centre; a mass of all four also fills the
 * centre. `joins` in the board frame.
 */
export function joinShapes(joins: readonly (readonly Quadrant[])[]): { bands: Band[]; centre: Point[] | null } {
  const bands: Band[] = [];
  let centre: Point[] | null = null;
  for (const group of joins) {
    if (group.length < 2) continue;
    const adjacent: [Quadrant, Quadrant, Side][] = [];
    for (let i = 0; i < group.length; i++) {
      for (let j = i + 1; j < group.length; j++) {
        const side = sharedSide(group[i]!, group[j]!);
        if (side) adjacent.push([group[i]!, group[j]!, side]);
      }
    }
    if (adjacent.length === 0) {
      // A diagonal pair: across the centre.
      const [a, b] = group as [Quadrant, Quadrant];
      bands.push({ points: [fromCorner(a, 0.12, 0.12), { x: 0.5, y: 0.5 }, fromCorner(b, 0.12, 0.12)], width: 0.2, quadrant: a });
      continue;
    }
    for (const [a, b, side] of adjacent) bands.push({ points: bowedBand(a, b, side), width: 0.17, quadrant: a });
    if (group.length === 4) centre = [{ x: 0.3, y: 0.3 }, { x: 0.7, y: 0.3 }, { x: 0.7, y: 0.7 }, { x: 0.3, y: 0.7 }];
  }
  return { bands, centre };
}

/** A band from corner `a` to corner `b` along `side`, bowing toward the centre (a quadratic curve). */
function bowedBand(a: Quadrant, b: Quadrant, side: Side): Point[] {
  const p0 = fromCorner(a, 0, 0);
  const p2 = fromCorner(b, 0, 0);
  const mid = SIDE_POINT[side];
  const control = { x: mid.x + (0.5 - mid.x) * 1.28, y: mid.y + (0.5 - mid.y) * 1.28 };
  // From just inside one piece to just inside the other: the band's round ends stay in the tile.
  return Array.from({ length: 11 }, (_, i) => {
    const t = 0.1 + (0.8 * i) / 10;
    const k0 = (1 - t) * (1 - t);
    const k1 = 2 * t * (1 - t);
    const k2 = t * t;
    return { x: k0 * p0.x + k1 * control.x + k2 * p2.x, y: k0 * p0.y + k1 * control.y + k2 * p2.y };
  });
}

/** Where a node of a tile's route graph lies in the cell: a side's midpoint, the centre, or a dock. */
export function nodePoint(node: string, docks: ReadonlyMap<string, Point>): Point {
  if ((SIDES as readonly string[]).includes(node)) return SIDE_POINT[node as Side];
  if (node === CENTRE) return { x: 0.5, y: 0.5 };
  return docks.get(node) ?? { x: 0.5, y: 0.5 };
}

/**
 * Where each dock of a tile lies (K2.2, K2.4), in the board frame: on the coast of its piece,
 * turned toward the routes that reach it (the mean of its route neighbours), kept inside its
 * quadrant and apart from the other docks of the same piece.
 */
export function dockPoints(tile: LandTile): Map<string, Point> {
  const quadrantCentre = (q: Quadrant): Point => fromCorner(q, 0.25, 0.25);
  const pieceOf = new Map(tile.docks.map((d) => [d.id, d.piece]));
  const angles = new Map<string, number>();
  for (const dock of tile.docks) {
    const near = tile.routes.flatMap(([a, b]) => (a === dock.id ? [b] : b === dock.id ? [a] : []));
    const points = near.map((n) => {
      const other = pieceOf.get(n);
      return other ? quadrantCentre(other) : nodePoint(n, new Map());
    });
    const corner = fromCorner(dock.piece, 0, 0);
    const c = CORNER[dock.piece];
    let angle = 45;
    if (points.length > 0) {
      const mean = { x: points.reduce((s, p) => s + p.x, 0) / points.length, y: points.reduce((s, p) => s + p.y, 0) / points.length };
      // In the quadrant's own frame: along the row edge, then along the column edge.
      const a = (mean.x - corner.x) * c.du;
      const b = (mean.y - corner.y) * c.dv;
      if (a !== 0 || b !== 0) angle = (Math.atan2(b, a) * 180) / Math.PI;
    }
    angles.set(dock.id, Math.min(74, Math.max(16, angle)));
  }
  // Docks of one piece: at least 24 degrees apart, in their order around the corner.
  for (const q of QUADRANTS) {
    const ids = tile.docks.filter((d) => d.piece === q).map((d) => d.id);
    ids.sort((x, y) => angles.get(x)! - angles.get(y)!);
    for (let i = 1; i < ids.length; i++) {
      const before = angles.get(ids[i - 1]!)!;
      if (angles.get(ids[i]!)! - before < 24) angles.set(ids[i]!, before + 24);
    }
    // Pushed past the column edge: shift the whole row back.
    const last = ids.length > 0 ? angles.get(ids[ids.length - 1]!)! : 0;
    if (last > 74) for (const id of ids) angles.set(id, angles.get(id)! - (last - 74));
  }
  return new Map(tile.docks.map((d) => [d.id, polarFromCorner(d.piece, DOCK_RADIUS, angles.get(d.id)!)]));
}

/** Where a cube of the `slot`-th colour on a quadrant lies (four slots: one per colour), in the cell. */
export function cubePoint(quadrant: Quadrant, slot: number): Point {
  const slots: [number, number][] = [
    [0.34, 0.09],
    [0.09, 0.34],
    [0.23, 0.12],
    [0.12, 0.23],
  ];
  const [a, b] = slots[slot % slots.length]!;
  return fromCorner(quadrant, a, b);
}

/** Where a tile's icon lies on its piece, in the cell. */
export function iconPoint(quadrant: Quadrant): Point {
  return fromCorner(quadrant, 0.13, 0.13);
}

/** Where a temple lies on its piece (the quadrant's centre), in the cell. */
export function templePoint(quadrant: Quadrant): Point {
  return fromCorner(quadrant, 0.25, 0.25);
}

/** Where Thera's route ends lie on the board (K2.4, K9): the midpoints of its cells' outer sides. */
export function theraEndPoints(): Map<string, Point> {
  const cells: Record<string, Point> = { NW: { x: -1, y: -1 }, NE: { x: 0, y: -1 }, SE: { x: 0, y: 0 }, SW: { x: -1, y: 0 } };
  return new Map(
    THERA_ROUTE_ENDS.map((end) => {
      const [cell, side] = end.split('.') as [string, Side];
      const c = cells[cell]!;
      const m = SIDE_POINT[side];
      return [end, { x: c.x + m.x, y: c.y + m.y }];
    }),
  );
}

/** Where Thera's docks lie on the board: on its coast, at the middle of their side (several on a side spread along it). */
export function theraDockPoints(thera: Thera): Map<string, Point> {
  const out = new Map<string, Point>();
  const edge = 1 - THERA_INSET + 0.02;
  for (const side of SIDES) {
    const docks = thera.docks.filter((d) => d.side === side);
    docks.forEach((dock, i) => {
      const along = docks.length === 1 ? 0 : -0.4 + (0.8 * i) / (docks.length - 1);
      const p = side === 'N' ? { x: along, y: -edge } : side === 'S' ? { x: along, y: edge } : side === 'E' ? { x: edge, y: along } : { x: -edge, y: along };
      out.set(dock.id, p);
    });
  }
  return out;
}

/** The board's drawing frame: which cells it shows, their size in pixels, and whether it is turned. */
export interface Frame {
  /** The first cell shown, west and north. */
  minX: number;
  minY: number;
  /** Cells shown across and down. */
  columns: number;
  rows: number;
  /** A cell's side in pixels. */
  cell: number;
  /** Where the frame's top-left lies in pixels. */
  left: number;
  top: number;
  /** Turned half a turn: north at the bottom (the view of the seat on the north side). */
  turned: boolean;
}

/** Pixels of board point (X, Y) in cells. */
export function toPixels(frame: Frame, X: number, Y: number): Point {
  const u = frame.turned ? frame.minX + frame.columns - X : X - frame.minX;
  const v = frame.turned ? frame.minY + frame.rows - Y : Y - frame.minY;
  return { x: frame.left + u * frame.cell, y: frame.top + v * frame.cell };
}

/** Pixels of point `p` of cell (x, y), given in the cell's `(u, v)`. */
export function cellPixels(frame: Frame, x: number, y: number, p: Point): Point {
  return toPixels(frame, x + p.x, y + p.y);
}

/** Points as an SVG `points` attribute. */
export function pointsAttr(points: readonly Point[]): string {
  return points.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');
}

/** The screen rectangle of a board rectangle (whichever way the frame is turned). */
export function rectPixels(frame: Frame, X: number, Y: number, width: number, height: number): { x: number; y: number; width: number; height: number } {
  const a = toPixels(frame, X, Y);
  const b = toPixels(frame, X + width, Y + height);
  return { x: Math.min(a.x, b.x), y: Math.min(a.y, b.y), width: Math.abs(b.x - a.x), height: Math.abs(b.y - a.y) };
}

/**
 * The frame for cells `cells` (Thera's and the tiles', with the free cells around) in a box of
 * `width` × `height` pixels at (`left`, `top`): cells as large as fit, between `min` and `max`
 * pixels, centred across.
 */
export function fitFrame(cells: readonly Point[], box: { left: number; top: number; width: number; height: number }, turned: boolean, min = 28, max = 84): Frame {
  const xs = cells.map((c) => c.x);
  const ys = cells.map((c) => c.y);
  const minX = Math.min(...xs, -1);
  const minY = Math.min(...ys, -1);
  const columns = Math.max(...xs, 0) - minX + 1;
  const rows = Math.max(...ys, 0) - minY + 1;
  const cell = Math.max(min, Math.min(max, box.width / columns, box.height / rows));
  const left = box.left + Math.max(0, (box.width - columns * cell) / 2);
  return { minX, minY, columns, rows, cell, left, top: box.top, turned };
}

/** Twice a polygon's signed area (positive: clockwise on screen). */
function signedArea(poly: readonly Point[]): number {
  let sum = 0;
  poly.forEach((p, i) => {
    const q = poly[(i + 1) % poly.length]!;
    sum += p.x * q.y - q.x * p.y;
  });
  return sum;
}

/**
 * An SVG path of closed polygons, all turned the same way round, so that the path fills their
 * union (overlaps never cancel out under the nonzero rule).
 */
export function polygonsPath(polygons: readonly (readonly Point[])[]): string {
  return polygons
    .map((poly) => (signedArea(poly) < 0 ? [...poly].reverse() : poly))
    .map((poly) => `M${poly.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join('L')}Z`)
    .join('');
}

/** An SVG path of open polylines. */
export function linesPath(lines: readonly (readonly Point[])[]): string {
  return lines.map((line) => `M${line.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join('L')}`).join('');
}

/** An SVG path of circles. */
export function circlesPath(centres: readonly Point[], r: number): string {
  const d = (2 * r).toFixed(1);
  const rr = r.toFixed(1);
  return centres.map((c) => `M${(c.x - r).toFixed(1)},${c.y.toFixed(1)}a${rr},${rr} 0 1,0 ${d},0a${rr},${rr} 0 1,0 -${d},0`).join('');
}

/** A tile to draw: its data in the board frame, and where a point of its cell lies in pixels. */
export interface TileToDraw {
  tile: LandTile;
  /** Where point `p` of the tile's cell (in the cell's `(u, v)`) lies in pixels. */
  place(p: Point): Point;
}

/** Tiles as a few SVG paths: the land pieces, the joining bands by width (in cells), the filled centres, routes and docks. */
export interface TilePaths {
  pieces: string;
  bands: { width: number; d: string }[];
  centres: string;
  routes: string;
  /** Dock centres in pixels (drawn as rings). */
  docks: Point[];
}

/**
 * The land, routes and docks of `tiles`, each tile's shapes worked out once per tile data; with
 * `only`, just the land of the quadrants it accepts (and the land joining them).
 */
export function tilePaths<T extends TileToDraw>(tiles: readonly T[], only?: (tile: T, quadrant: Quadrant) => boolean): TilePaths {
  const pieces: Point[][] = [];
  const bands = new Map<number, Point[][]>();
  const centres: Point[][] = [];
  const routes: Point[][] = [];
  const docks: Point[] = [];
  for (const drawn of tiles) {
    const { tile, place } = drawn;
    const shapes = shapesOf(tile);
    const keep = (q: Quadrant): boolean => !only || only(drawn, q);
    shapes.pieces.forEach((poly, i) => {
      if (keep(QUADRANTS[i]!)) pieces.push(poly.map(place));
    });
    if (only) {
      for (const band of shapes.bands) if (keep(band.quadrant)) pieces.push(outline(band).map(place));
      if (shapes.centre && keep('NW')) centres.push(shapes.centre.map(place));
      continue;
    }
    for (const band of shapes.bands) {
      const list = bands.get(band.width) ?? [];
      list.push(band.points.map(place));
      bands.set(band.width, list);
    }
    if (shapes.centre) centres.push(shapes.centre.map(place));
    for (const [a, b] of shapes.routes) routes.push([place(a), place(b)]);
    for (const p of shapes.docks.values()) docks.push(place(p));
  }
  return { pieces: polygonsPath(pieces), bands: [...bands].map(([width, lines]) => ({ width, d: linesPath(lines) })), centres: polygonsPath(centres), routes: linesPath(routes), docks };
}

/** A band as a polygon (its two edges): for tinting, where strokes will not do. */
function outline(band: Band): Point[] {
  const half = band.width / 2;
  const left: Point[] = [];
  const right: Point[] = [];
  band.points.forEach((p, i) => {
    const a = band.points[Math.max(0, i - 1)]!;
    const b = band.points[Math.min(band.points.length - 1, i + 1)]!;
    const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
    const n = { x: (-(b.y - a.y) / len) * half, y: ((b.x - a.x) / len) * half };
    left.push({ x: p.x + n.x, y: p.y + n.y });
    right.push({ x: p.x - n.x, y: p.y - n.y });
  });
  return [...left, ...right.reverse()];
}

/** A tile's shapes in its cell: its land pieces, the land joining them, routes and docks. */
export interface TileShapes {
  pieces: Point[][];
  bands: Band[];
  centre: Point[] | null;
  routes: [Point, Point][];
  docks: Map<string, Point>;
}

/** Shapes by tile data (tile data never changes: a turned tile is a new object, kept by the rules' own cache or made once per draw). */
const shapeCache = new WeakMap<LandTile, TileShapes>();

/** A tile's shapes in its cell, worked out once per tile data. */
export function shapesOf(tile: LandTile): TileShapes {
  let shapes = shapeCache.get(tile);
  if (!shapes) {
    const { bands, centre } = joinShapes(tile.joins);
    const docks = dockPoints(tile);
    shapes = {
      pieces: QUADRANTS.map((q) => piecePolygon(q)),
      bands,
      centre,
      routes: tile.routes.map(([a, b]) => [nodePoint(a, docks), nodePoint(b, docks)]),
      docks,
    };
    shapeCache.set(tile, shapes);
  }
  return shapes;
}

/** Tile data turned `rotation` quarter turns, made once per tile and rotation (so its shapes are kept too). */
const turnedCache = new WeakMap<LandTile, LandTile[]>();

/** `turn(tile, rotation)` (by default the rules' `rotateTile`), kept per tile and rotation. */
export function turnedOnce(tile: LandTile, rotation: number, turn: (tile: LandTile, rotation: 0 | 1 | 2 | 3) => LandTile = rotateTile): LandTile {
  let list = turnedCache.get(tile);
  if (!list) turnedCache.set(tile, (list = []));
  return (list[rotation] ??= turn(tile, (rotation % 4) as 0 | 1 | 2 | 3));
}

/** Thera's four cells, x and y in {−1, 0}: the grid point (0, 0) is its centre. */
export const THERA_CELLS: readonly Point[] = [
  { x: -1, y: -1 },
  { x: 0, y: -1 },
  { x: -1, y: 0 },
  { x: 0, y: 0 },
];

/** Where the centre of a quadrant of cell (`x`, `y`) lies on the board, in cells (its temple's place). */
export function quadrantPoint(x: number, y: number, quadrant: Quadrant): Point {
  const p = templePoint(quadrant);
  return { x: x + p.x, y: y + p.y };
}

/**
 * Where each dock on the board lies, by id (`"x,y:a"`, `"thera:north"`), in cells: a tile's on
 * the coast of its piece ({@link dockPoints}), Thera's on its coast ({@link theraDockPoints}).
 */
export function dockPositions(view: Pick<AkrotiriView, 'board' | 'components'>): Map<string, Point> {
  const components = view.components ?? PROVISIONAL_COMPONENTS;
  const out = new Map<string, Point>();
  for (const [id, at] of theraDockPoints(components.thera)) out.set(`thera:${id}`, at);
  for (const placed of view.board.tiles) {
    const data = components.tiles.find((t) => t.id === placed.tile);
    if (!data) continue;
    for (const [id, at] of shapesOf(turnedOnce(data, placed.rotation)).docks) out.set(`${placed.x},${placed.y}:${id}`, { x: placed.x + at.x, y: placed.y + at.y });
  }
  return out;
}

/**
 * One thing on the sea to draw, at its centre on the board, in cells (x east, y south; (0, 0) is
 * Thera's centre). Squares (Thera, tiles, free cells) also have a side.
 */
export type Shape =
  | ({ kind: 'thera'; side: 2 } & Point)
  /** A free cell, where a tile may go (K4.1). */
  | ({ kind: 'free'; cell: Point; side: 1 } & Point)
  | ({ kind: 'tile'; tile: string; rotation: Rotation; cell: Point; side: 1 } & Point)
  /** A land piece (one per quadrant of a tile), its island, and the icon it shows. */
  | ({ kind: 'piece'; cell: Point; quadrant: Quadrant; island: string; icon: Icon | null } & Point)
  | ({ kind: 'dock'; dock: string; island: string } & Point)
  /** A cube on a piece; `atBoat`: on the island of the viewer's boat (it may be loaded). */
  | ({ kind: 'cube'; color: Color; cell: Point; quadrant: Quadrant; island: string; atBoat: boolean } & Point)
  | ({ kind: 'temple'; seat: number; map: string; cell: Point; quadrant: Quadrant } & Point)
  | ({ kind: 'boat'; seat: number; dock: string } & Point);

/**
 * Everything on the sea, from a seat's view, as a flat list of {@link Shape}s: Thera and its docks,
 * the free cells, each tile with its pieces (and their islands) and docks, the cubes, temples and
 * boats. `turned`: the board as seen from seat 1's side of the table (seat 1 reads map cards
 * looking south, K2.6), every point turned half round Thera's centre; by default for seat 1.
 *
 * ```ts
 * for (const shape of seaShapes(view)) if (shape.kind === 'boat') drawBoat(shape.seat, shape.x, shape.y);
 * ```
 */
export function seaShapes(view: AkrotiriView, turned = view.viewer === 1): Shape[] {
  const components = view.components ?? PROVISIONAL_COMPONENTS;
  const geometry = analyzeBoard(view.board, components);
  const myBoat = view.viewer === null ? null : (view.seats[view.viewer]?.boat ?? null);
  const boatIsland = myBoat === null ? undefined : islandOfDock(geometry, myBoat);
  const docks = dockPositions(view);
  const shapes: Shape[] = [{ kind: 'thera', side: 2, x: 0, y: 0 }];
  for (const dock of components.thera.docks) shapes.push({ kind: 'dock', dock: `thera:${dock.id}`, island: 'thera', ...docks.get(`thera:${dock.id}`)! });
  for (const cell of freeCells(view.board)) shapes.push({ kind: 'free', cell, side: 1, x: cell.x + 0.5, y: cell.y + 0.5 });
  for (const placed of view.board.tiles) {
    const data = components.tiles.find((t) => t.id === placed.tile);
    if (!data) continue;
    const cell = { x: placed.x, y: placed.y };
    // The tile's data is given north up: turned as it lies before its icon and docks are read.
    const tile = turnedOnce(data, placed.rotation);
    shapes.push({ kind: 'tile', tile: tile.id, rotation: placed.rotation, cell, side: 1, x: cell.x + 0.5, y: cell.y + 0.5 });
    for (const quadrant of QUADRANTS) {
      const island = islandAt(geometry, { ...cell, quadrant }) ?? '';
      shapes.push({ kind: 'piece', cell, quadrant, island, icon: tile.iconQuadrant === quadrant ? tile.icon : null, ...quadrantPoint(cell.x, cell.y, quadrant) });
    }
    for (const dock of tile.docks) {
      const id = `${cell.x},${cell.y}:${dock.id}`;
      shapes.push({ kind: 'dock', dock: id, island: islandOfDock(geometry, id) ?? '', ...docks.get(id)! });
    }
  }
  for (const cube of view.cubes) {
    const island = islandAt(geometry, cube) ?? '';
    const at = cubePoint(cube.quadrant, COLORS.indexOf(cube.color));
    shapes.push({ kind: 'cube', color: cube.color, cell: { x: cube.x, y: cube.y }, quadrant: cube.quadrant, island, atBoat: island === boatIsland, x: cube.x + at.x, y: cube.y + at.y });
  }
  for (const temple of view.temples) shapes.push({ kind: 'temple', seat: temple.seat, map: temple.map, cell: { x: temple.x, y: temple.y }, quadrant: temple.quadrant, ...quadrantPoint(temple.x, temple.y, temple.quadrant) });
  view.seats.forEach((s, seat) => {
    const at = s.boat === null ? undefined : docks.get(s.boat);
    if (s.boat !== null && at) shapes.push({ kind: 'boat', seat, dock: s.boat, ...at });
  });
  return turned ? shapes.map((shape) => ({ ...shape, x: -shape.x, y: -shape.y })) : shapes;
}
