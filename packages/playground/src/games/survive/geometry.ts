/**
 * The playground's layout of the Survive board: the island's geometry is the kit's
 * (`@tabula/survive/ui`: S9's hex grid, the safe isles in the corners, in units of a hex's side),
 * scaled and placed here into the drawing; and what is the playground's own: the regions of the
 * drawing (the map, the side panel, the hand row) and where the pieces sit inside a hex. Pure
 * numbers: the board draws from them.
 *
 * @module
 */
import { SAFE_ISLE_HEXES, type SafeIsle } from '@tabula/survive';
import { HEX_HEIGHT, HEX_WIDTH, cellPoint, hexCorners, hexPoint, islePoint } from '@tabula/survive/ui';

/** A point of the drawing. */
export interface Point {
  x: number;
  y: number;
}

/** The drawing's width. */
export const WIDTH = 1000;
/** A hex's side (its centre to a corner). */
export const SIDE = 25;
/** A hex's width, flat side to flat side. */
export const HEX_W = HEX_WIDTH * SIDE;
/** A hex's height, corner to corner. */
export const HEX_H = HEX_HEIGHT * SIDE;
/** The map's left edge. */
export const MAP_X = 16;
/** The map's top edge (below the header line). */
export const MAP_Y = 30;
/** The map's width. */
export const MAP_W = 560;
/** The map's height. */
export const MAP_H = 512;
/** The side panel's left edge. */
export const PANEL_X = 588;
/** The side panel's width. */
export const PANEL_W = WIDTH - PANEL_X - 8;
/** Where the row under the map (the hand, the removed tiles) begins. */
export const ROW_Y = MAP_Y + MAP_H + 12;
/** The drawing's height. */
export const HEIGHT = 665;

/** A point of the kit's geometry (units of a hex's side, (0, 0) at cell [0, 0] before the shift of even rows) in the drawing. */
function placed(p: Point): Point {
  return { x: MAP_X + HEX_W / 2 + p.x * SIDE, y: MAP_Y + HEX_H / 2 + p.y * SIDE };
}

/** The centre of the cell at `[row, col]` of S9's offset grid (the cell need not be on the board). */
export function cellCentre(row: number, col: number): Point {
  return placed(cellPoint(row, col));
}

/** The centre of a hex, by its dense index. */
export function hexCentre(hex: number): Point {
  return placed(hexPoint(hex));
}

/** The six corners of a pointy-top hex centred at (x, y), `side` from the centre, as SVG points. */
export function hexPoints(x: number, y: number, side = SIDE): string {
  return hexCorners({ x, y }, side)
    .map((c) => `${c.x.toFixed(1)},${c.y.toFixed(1)}`)
    .join(' ');
}

/** Where each safe isle is drawn: its off-grid cell in the board's corner (the kit's `islePoint`). */
export function isleCentre(isle: SafeIsle): Point {
  return placed(islePoint(isle));
}

/** The radius of a safe isle's shape. */
export const ISLE_R = 31;

/** The landing hexes of each isle (the two sea hexes beside it), as the game's geometry gives them. */
export function isleHexes(isle: SafeIsle): readonly number[] {
  return SAFE_ISLE_HEXES[isle];
}

/** An explorer's disc radius. */
export const EXPLORER_R = 4.6;
/** A creature badge's radius. */
export const CREATURE_R = 6.2;

/** Offsets inside a hex (from its centre) of the parts of a sea hex: creatures above, swimmers, then the boat. */
export const IN_HEX = {
  /** The hex's number (text baseline). */
  numberY: -18.5,
  /** The creatures' row. */
  creatureY: -11.5,
  /** The swimmers' row when a boat shares the hex. */
  swimmerWithBoatY: -0.5,
  /** The passengers' row, standing in the boat. */
  passengerY: 8.6,
  /** The hull: top (the gunwale) and bottom (the keel). */
  hullTop: 8.2,
  hullBottom: 20.5,
  /** The hull's half-widths at its top and bottom. */
  hullTopHalf: 16,
  hullBottomHalf: 8.5,
} as const;

/**
 * `n` positions in rows centred at (x, y): at most `perRow` to a row, `gap` apart, rows `rowGap`
 * apart. Used for explorers on land and swimmers without a boat.
 */
export function rows(n: number, x: number, y: number, perRow = 4, gap = 10.2, rowGap = 10.4): Point[] {
  if (n <= 0) return [];
  const rowCount = Math.ceil(n / perRow);
  const out: Point[] = [];
  for (let r = 0; r < rowCount; r++) {
    const inRow = Math.min(perRow, n - r * perRow);
    const ry = y + (r - (rowCount - 1) / 2) * rowGap;
    for (let i = 0; i < inRow; i++) out.push({ x: x + (i - (inRow - 1) / 2) * gap, y: ry });
  }
  return out;
}

/**
 * `n` positions on one row centred at (x, y), `gap` apart but never wider than `width`: with the
 * radius that keeps neighbours from overlapping (at most `r`).
 */
export function line(n: number, x: number, y: number, width: number, gap: number, r: number): { points: Point[]; r: number } {
  if (n <= 0) return { points: [], r };
  const step = n === 1 ? 0 : Math.min(gap, width / (n - 1));
  const radius = n === 1 ? r : Math.min(r, step / 2 - 0.3);
  return { points: Array.from({ length: n }, (_, i) => ({ x: x + (i - (n - 1) / 2) * step, y })), r: radius };
}

/** The hull of a boat in a hex centred at (x, y), as an SVG path. */
export function hullPath(x: number, y: number): string {
  const { hullTop, hullBottom, hullTopHalf, hullBottomHalf } = IN_HEX;
  const t = y + hullTop;
  const b = y + hullBottom;
  return `M${x - hullTopHalf - 2},${t} L${x + hullTopHalf + 2},${t} L${x + hullBottomHalf},${b} L${x - hullBottomHalf},${b} Z`;
}
