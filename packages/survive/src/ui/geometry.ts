/**
 * The Survive board's geometry, as plain numbers: S9's island of pointy-top hexes in its "even-r"
 * offset grid (even rows shifted half a hex right), the four safe isles in the corners (each on
 * the off-grid cell touching its two landing hexes), and everything on the board as shapes drawn
 * from a seat's view. Units: a hex's side (centre to corner) is 1, so a hex is √3 wide and 2 high;
 * (0, 0) is the centre of the cell at row 0, column 0 (before the shift of even rows); y grows
 * downward. Scale and translate to draw.
 *
 * @module
 */
import { HEX_COUNT, ROW_COLUMNS, SAFE_ISLE_HEXES, SAFE_ISLE_NAMES, hexOf, type Creature, type SafeIsle, type SurviveView, type Terrain } from '@tabula/survive';

/** A point of the board; y grows downward. */
export interface Point {
  /** Rightward. */
  x: number;
  /** Downward. */
  y: number;
}

/** A hex's width, flat side to flat side, for a side of 1. */
export const HEX_WIDTH = Math.sqrt(3);
/** A hex's height, corner to corner, for a side of 1. */
export const HEX_HEIGHT = 2;

const round = (n: number): number => Math.round(n * 1000) / 1000;

/** The centre of the cell at `[row, col]` of S9's grid (the cell need not be on the board). */
export function cellPoint(row: number, col: number): Point {
  return { x: round(HEX_WIDTH * (col + (row % 2 === 0 ? 0.5 : 0))), y: round(1.5 * row) };
}

/** The centre of a hex, by its index (0–132). */
export function hexPoint(hex: number): Point {
  const [row, col] = hexOf(hex);
  return cellPoint(row, col);
}

/** The six corners of a pointy-top hex centred at `centre`, `side` from it, clockwise from the upper right. */
export function hexCorners(centre: Point, side = 1): Point[] {
  const out: Point[] = [];
  for (let i = 0; i < 6; i++) {
    const a = ((60 * i - 30) * Math.PI) / 180;
    out.push({ x: centre.x + side * Math.cos(a), y: centre.y + side * Math.sin(a) });
  }
  return out;
}

/** The off-grid cell of each safe isle: the one cell touching both of its landing hexes (S9), in the board's corner. */
export const ISLE_CELLS: Readonly<Record<SafeIsle, readonly [row: number, col: number]>> = { NW: [1, 0], NE: [1, 11], SW: [11, 0], SE: [11, 11] };

/** Where a safe isle is drawn: its cell's centre, pushed a little into its corner. */
export function islePoint(isle: SafeIsle): Point {
  const [row, col] = ISLE_CELLS[isle];
  const c = cellPoint(row, col);
  const west = isle === 'NW' || isle === 'SW';
  const north = isle === 'NW' || isle === 'NE';
  return { x: round(c.x + (west ? -0.16 : 0.16)), y: round(c.y + (north ? -0.24 : 0.24)) };
}

/** The rows and columns of the board's cells and isles: where a drawing of the whole board ends. */
export const BOARD_BOUNDS: Readonly<{ minX: number; minY: number; maxX: number; maxY: number }> = (() => {
  const points = [...Array.from({ length: HEX_COUNT }, (_, hex) => hexPoint(hex)), ...SAFE_ISLE_NAMES.map((isle) => cellPoint(...ISLE_CELLS[isle]))];
  return {
    minX: round(Math.min(...points.map((p) => p.x)) - HEX_WIDTH / 2),
    minY: round(Math.min(...points.map((p) => p.y)) - 1),
    maxX: round(Math.max(...points.map((p) => p.x)) + HEX_WIDTH / 2),
    maxY: round(Math.max(...points.map((p) => p.y)) + 1),
  };
})();

/** The number of rows of S9's grid. */
export const ROWS = ROW_COLUMNS.length;

/** One thing to draw, and where. Pieces are named by their id in the view's arrays. */
export type Shape =
  /** A hex, with the terrain of the tile on it (`null`: sea). */
  | ({ kind: 'hex'; hex: number; terrain: Terrain | null } & Point)
  /** A safe isle, with its two landing hexes. */
  | ({ kind: 'isle'; isle: SafeIsle; landing: readonly number[] } & Point)
  /** A boat on the board, with its passengers (explorer ids). */
  | ({ kind: 'boat'; id: number; passengers: number[] } & Point)
  /** A creature on the board. */
  | ({ kind: 'creature'; id: number; creature: Creature } & Point)
  /** A live explorer: on land, aboard, swimming or saved; its value where the view shows it (else `null`). */
  | ({ kind: 'explorer'; id: number; colour: number; seat: number; value: number | null; status: 'land' | 'boat' | 'sea' | 'saved' } & Point);

/**
 * Everything on the board, from a seat's view, in drawing order: hexes, isles, boats, creatures
 * (up and right of their hex's centre), explorers (fanned out, four to a row, where several share a
 * place; dead ones are gone).
 */
export function islandShapes(view: SurviveView): Shape[] {
  const shapes: Shape[] = [];
  for (let hex = 0; hex < HEX_COUNT; hex++) shapes.push({ kind: 'hex', hex, terrain: view.terrain[hex] ?? null, ...hexPoint(hex) });
  for (const isle of SAFE_ISLE_NAMES) shapes.push({ kind: 'isle', isle, landing: SAFE_ISLE_HEXES[isle], ...islePoint(isle) });
  view.boats.forEach((boat, id) => {
    if (boat.status === 'board' && boat.hex !== null) shapes.push({ kind: 'boat', id, passengers: boat.passengers, ...hexPoint(boat.hex) });
  });
  view.creatures.forEach((c, id) => {
    if (c.status !== 'board' || c.hex === null) return;
    const at = hexPoint(c.hex);
    shapes.push({ kind: 'creature', id, creature: c.kind, x: round(at.x + 0.4), y: round(at.y - 0.4) });
  });
  const crowd = new Map<string, number>(); // explorers placed so far at each place, to fan them out
  view.explorers.forEach((e, id) => {
    if (e.status === 'dead') return;
    const at = e.status === 'saved' && e.isle ? islePoint(e.isle) : hexPoint(e.hex);
    const place = `${at.x},${at.y}`;
    const n = crowd.get(place) ?? 0;
    crowd.set(place, n + 1);
    const seat = view.colourOwner[e.colour] ?? -1;
    shapes.push({ kind: 'explorer', id, colour: e.colour, seat, value: e.value, status: e.status, x: round(at.x - 0.45 + 0.3 * (n % 4)), y: round(at.y + 0.2 + 0.3 * Math.floor(n / 4)) });
  });
  return shapes;
}
