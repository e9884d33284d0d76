/**
 * The Clockwork Empire board's geometry, for drawing it: the loop's spaces laid clockwise round a rectangle (the
 * first space, the Temple, at the top left; the top row, one space down the right side, the bottom
 * row back, one space up the left side), the turn's panel inside the loop, the seats' panels on the
 * right and the viewer's hand below, in the units of a drawing {@link WIDTH} wide (pixels of an
 * SVG `viewBox`, say); and {@link loopShapes}, everything on the loop at its place. Pure numbers:
 * nothing here draws.
 *
 * @module
 */
import { AREAS, PROVISIONAL_SET, type AreaColour, type AreaId, type ClockworkView, type SlotDie, type SpaceId, type WhiteSpaceId } from '@tabula/clockwork-empire';

/** The drawing's width. */
export const WIDTH = 1000;
/** Where the loop's region begins (below the header line). */
export const TOP = 34;
/** The loop's region's width. */
export const LOOP_W = 620;
/** The loop's region's height. */
export const LOOP_H = 572;
/** A space's box. */
export const SPACE_W = 132;
/** A space's box's height. */
export const SPACE_H = 120;
/** The seats' panels: left edge and width. */
export const PANEL_X = 632;
/** The seats' panels' width. */
export const PANEL_W = WIDTH - PANEL_X;
/** Where the viewer's hand begins. */
export const HAND_Y = TOP + LOOP_H + 14;
/** A card of the viewer's hand. */
export const CARD_W = 116;
/** A hand card's height. */
export const CARD_H = 132;

/** A point. */
export interface Point {
  x: number;
  y: number;
}

/**
 * The centre of each of `n` spaces of the loop, in loop order, clockwise from the top-left corner:
 * the top row left to right, one space half-way down the right side, the bottom row right to left,
 * one space half-way up the left side (the top row takes the odd one).
 */
export function loopCentres(n: number): Point[] {
  const left = 8 + SPACE_W / 2;
  const right = LOOP_W - 8 - SPACE_W / 2;
  const top = TOP + 4 + SPACE_H / 2;
  const bottom = TOP + LOOP_H - 4 - SPACE_H / 2;
  const middle = (top + bottom) / 2;
  if (n <= 0) return [];
  if (n < 4) return Array.from({ length: n }, (_, i) => ({ x: left + ((right - left) * i) / Math.max(n - 1, 1), y: top }));
  const rows = n - 2;
  const topCount = Math.ceil(rows / 2);
  const bottomCount = rows - topCount;
  const spread = (count: number, i: number): number => (count <= 1 ? (left + right) / 2 : left + ((right - left) * i) / (count - 1));
  const out: Point[] = [];
  for (let i = 0; i < topCount; i++) out.push({ x: spread(topCount, i), y: top });
  out.push({ x: right, y: middle });
  for (let i = 0; i < bottomCount; i++) out.push({ x: spread(bottomCount, bottomCount - 1 - i), y: bottom });
  out.push({ x: left, y: middle });
  return out;
}

/** The turn's panel, inside the loop: between the side spaces and the rows. */
export const CENTRE = {
  x: 8 + SPACE_W + 12,
  y: TOP + 4 + SPACE_H + 12,
  w: LOOP_W - 2 * (8 + SPACE_W + 12),
  h: LOOP_H - 2 * (4 + SPACE_H + 12),
} as const;

/** The drawing's height: the hand's row is there only for a seat. */
export function heightFor(withHand: boolean): number {
  return withHand ? HAND_Y + CARD_H + 30 : TOP + LOOP_H + 8;
}

/** Where the `i`-th of `count` items of width `w` go in a row `width` wide: their left edges (they overlap when short of room). */
export function rowLefts(count: number, w: number, width: number, gap = 6): number[] {
  if (count <= 0) return [];
  const step = count === 1 ? 0 : Math.min(w + gap, (width - w) / (count - 1));
  return Array.from({ length: count }, (_, i) => i * step);
}

/** `text` cut into lines of at most `max` characters, at spaces where it can (at most `lines` lines; the last ends with "…" if cut). */
export function wrap(text: string, max: number, lines = 3): string[] {
  const words = text.split(/\s+/).filter((w) => w.length > 0);
  const out: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= max || !line) line = next;
    else {
      out.push(line);
      line = word;
    }
  }
  if (line) out.push(line);
  if (out.length <= lines) return out.map((l) => (l.length > max ? `${l.slice(0, max - 1)}…` : l));
  const kept = out.slice(0, lines);
  const last = kept[lines - 1]!;
  kept[lines - 1] = `${last.length >= max ? last.slice(0, max - 1) : last}…`;
  return kept.map((l, i) => (i < lines - 1 && l.length > max ? `${l.slice(0, max - 1)}…` : l));
}

/** A privilege slot's side, in a space's box. */
export const SLOT_SIZE = 30;

/** Whether a space of the loop is a coloured area (the others are white spaces). */
export function isArea(space: SpaceId): space is AreaId {
  return (AREAS as readonly string[]).includes(space);
}

/** Where things lie in the box of a space centred at `at`: its privilege slots, gods, white-space dice and pawns (centres). */
export const SPACE_PLACES = {
  /** The `slot`-th privilege slot (slot 0 grants privilege 1). */
  slot: (at: Point, slot: number): Point => ({ x: at.x - SPACE_W / 2 + 7 + slot * (SLOT_SIZE + 8) + SLOT_SIZE / 2, y: at.y - SPACE_H / 2 + 27 + SLOT_SIZE / 2 }),
  /** The `i`-th machine god still beside the area. */
  god: (at: Point, i: number): Point => ({ x: at.x - SPACE_W / 2 + 4 + i * 63 + 30, y: at.y - SPACE_H / 2 + 72 + 22 }),
  /** The `i`-th die lying on a white space. */
  whiteDie: (at: Point, i: number): Point => ({ x: at.x - SPACE_W / 2 + 7 + i * 20 + 8.5, y: at.y - SPACE_H / 2 + 30 + 8.5 }),
  /** The `i`-th pawn on the space (two by two, right of the slots). */
  pawn: (at: Point, i: number): Point => ({ x: at.x + SPACE_W / 2 - 38 + (i % 2) * 22, y: at.y - SPACE_H / 2 + 36 + Math.floor(i / 2) * 22 }),
} as const;

/** One thing on the loop to draw, at its centre (in the drawing's units; see {@link loopCentres}). */
export type Shape =
  /** A space of the loop; `index`: its place in the loop (the Temple is 0). */
  | ({ kind: 'space'; space: SpaceId; index: number; colour: AreaColour | 'white' } & Point)
  /** A privilege slot (slot 0 grants privilege 1) and the die on it. */
  | ({ kind: 'slot'; area: AreaId; slot: number; die: SlotDie | null } & Point)
  /** A machine god still beside its area. */
  | ({ kind: 'god'; area: AreaId; god: string } & Point)
  /** A die lying on a white space, by its owner. */
  | ({ kind: 'whiteDie'; space: WhiteSpaceId; owner: number } & Point)
  | ({ kind: 'pawn'; seat: number; space: SpaceId } & Point);

/**
 * Everything on the loop, from a seat's view, as a flat list of {@link Shape}s: each space in loop
 * order (the Temple first, clockwise from the top left), its privilege slots and gods (areas) or
 * the dice lying there (white spaces), and a pawn per seat.
 *
 * ```ts
 * for (const shape of loopShapes(view)) if (shape.kind === 'pawn') drawPawn(shape.seat, shape.x, shape.y);
 * ```
 */
export function loopShapes(view: ClockworkView): Shape[] {
  const set = view.set ?? PROVISIONAL_SET;
  const centres = loopCentres(view.loop.length);
  const shapes: Shape[] = [];
  view.loop.forEach((space, index) => {
    const at = centres[index]!;
    shapes.push({ kind: 'space', space, index, colour: isArea(space) ? set.colours[space] : 'white', ...at });
    if (isArea(space)) {
      view.slots[space].forEach((die, slot) => shapes.push({ kind: 'slot', area: space, slot, die, ...SPACE_PLACES.slot(at, slot) }));
      view.gods[space].forEach((god, i) => shapes.push({ kind: 'god', area: space, god, ...SPACE_PLACES.god(at, i) }));
    } else {
      view.whiteDice[space].forEach((owner, i) => shapes.push({ kind: 'whiteDie', space, owner, ...SPACE_PLACES.whiteDie(at, i) }));
    }
  });
  const here = new Map<string, number>();
  view.seats.forEach((p, seat) => {
    const i = here.get(p.pawn) ?? 0;
    here.set(p.pawn, i + 1);
    shapes.push({ kind: 'pawn', seat, space: p.pawn, ...SPACE_PLACES.pawn(centres[view.loop.indexOf(p.pawn)] ?? { x: 0, y: 0 }, i) });
  });
  return shapes;
}
