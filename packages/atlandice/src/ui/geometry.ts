/**
 * The Atlandice board's geometry, as plain numbers: the five districts on a circle around the
 * Black Market, the clock track on an outer ring, and everything on the board as a list of shapes
 * drawn from a seat's view. Units: the districts sit at distance 1 from the centre (0, 0); y grows
 * downward. Scale and translate to draw.
 *
 * @module
 */
import type { Seat } from '@tabula/core';
import { seatLabel, type SeatNames } from '@tabula/core/ui';
import { RESOURCES, SECTOR_NAMES, SECTORS, type AtlandiceView, type ClockEvent, type Resource, type Sector, type TileId } from '@tabula/atlandice';

/** A point of the board: (0, 0) is its centre; y grows downward. */
export interface Point {
  /** Rightward. */
  x: number;
  /** Downward. */
  y: number;
}

/** The radius of the clock track's ring, in the units where the districts sit at radius 1. */
export const CLOCK_RADIUS = 1.72;

const round = (n: number): number => Math.round(n * 1000) / 1000;

/** A point at `radius` from the centre, `degrees` clockwise from the top. */
export function polar(radius: number, degrees: number): Point {
  const rad = (degrees * Math.PI) / 180;
  return { x: round(radius * Math.sin(rad)), y: round(-radius * Math.cos(rad)) };
}

/**
 * Where a sector sits: the Black Market (6) at the centre, districts 1–5 at radius 1, the
 * Jewelers (1) at the top, then clockwise 72° apart.
 */
export function sectorPoint(sector: Sector): Point {
  return sector === 6 ? { x: 0, y: 0 } : polar(1, (sector - 1) * 72);
}

/** Where clock space `space` of a track of `spaces` spaces sits: on the ring, space 0 at the top, then clockwise. */
export function clockPoint(space: number, spaces: number, radius = CLOCK_RADIUS): Point {
  return polar(radius, (space * 360) / Math.max(1, spaces));
}

/** One thing to draw, and where. */
export type Shape =
  /** A sector: its name, its top tile (null: the Black Market, or an exhausted district), the tiles below as a set, whether exhausted. */
  | ({ kind: 'sector'; sector: Sector; name: string; tile: TileId | null; below: TileId[]; exhausted: boolean } & Point)
  /** The resources of one type on a sector (only where there are some). */
  | ({ kind: 'resource'; sector: Sector; resource: Resource; count: number } & Point)
  /** One die beside a sector. */
  | ({ kind: 'die'; sector: Sector; index: number } & Point)
  /** The submarine, at its sector's dock. */
  | ({ kind: 'submarine'; sector: Sector } & Point)
  /** A clock space: its event, whether the hand is on it, whether it is the last (the end). */
  | ({ kind: 'clockSpace'; space: number; event: ClockEvent | null; hand: boolean; last: boolean } & Point);

/**
 * Everything on the board, from a seat's view, in drawing order: per sector its shape, its
 * resources (a row below it), its dice (a row above it) and the submarine at its dock; then the
 * clock spaces.
 */
export function boardShapes(view: AtlandiceView): Shape[] {
  const shapes: Shape[] = [];
  for (const sector of SECTORS) {
    const { x, y } = sectorPoint(sector);
    // Districts 1–5 have a stack of tiles; the Black Market (6) has none.
    const stack = sector === 6 ? undefined : view.stacks[sector - 1];
    const exhausted = sector !== 6 && view.exhausted[sector - 1] === true;
    shapes.push({ kind: 'sector', sector, name: SECTOR_NAMES[sector], tile: stack?.top ?? null, below: stack?.below ?? [], exhausted, x, y });
    RESOURCES.forEach((resource, r) => {
      const count = view.sectors[sector - 1]?.[r] ?? 0;
      if (count > 0) shapes.push({ kind: 'resource', sector, resource, count, x: round(x + (r - 2) * 0.12), y: round(y + 0.15) });
    });
    const dice = view.dice[sector - 1] ?? 0;
    for (let index = 0; index < dice; index++) shapes.push({ kind: 'die', sector, index, x: round(x + (index - (dice - 1) / 2) * 0.1), y: round(y - 0.2) });
    if (view.submarine === sector) shapes.push({ kind: 'submarine', sector, x: sector === 6 ? 0 : round(x * 1.3), y: sector === 6 ? 0.35 : round(y * 1.3) });
  }
  const spaces = view.track.length;
  view.track.forEach((event, space) => {
    shapes.push({ kind: 'clockSpace', space, event, hand: space === view.clock, last: space === spaces - 1, ...clockPoint(space, spaces) });
  });
  return shapes;
}

/** What one holder has in front of it: a seat, or the neutral player of a 2-player game. */
export interface HolderPanel {
  /** The holder: a seat, or `view.neutral`. */
  holder: number;
  /** Its name for people: "Seat 1" (or its name), "you" for the viewer, "the neutral player". */
  label: string;
  /** Whether it is the neutral player. */
  neutral: boolean;
  /** Its resources, by type. */
  stock: Record<Resource, number>;
  /** Its victory points. */
  vp: number;
  /** The district tiles it won. */
  tiles: TileId[];
}

/** The side panels: one per holder, the neutral player last (holder 2 in a 2-player game). */
export function holderPanels(view: AtlandiceView, viewer: Seat | null = null, names?: SeatNames): HolderPanel[] {
  return view.stock.map((row, holder) => ({
    holder,
    label: holder === view.neutral ? 'the neutral player' : holder === viewer ? 'you' : seatLabel(holder, names),
    neutral: holder === view.neutral,
    stock: Object.fromEntries(RESOURCES.map((resource, r) => [resource, row[r] ?? 0])) as Record<Resource, number>,
    vp: view.vp[holder] ?? 0,
    tiles: view.tilesWon[holder] ?? [],
  }));
}
