import { AREAS, PROVISIONAL_SET, type AreaColour, type AreaId, type ClockworkView, type SlotDie, type SpaceId, type WhiteSpaceId } from '@tabula/clockwork-empire';

/** A point on the board: the loop is a circle of radius 1 round (0, 0); y grows downward. */
export interface Point {
  x: number;
  y: number;
}

/** One thing to draw, and where. */
export type Shape =
  | ({ kind: 'space'; space: SpaceId; index: number; colour: AreaColour | 'white' } & Point) // index: its place in the loop
  | ({ kind: 'slot'; area: AreaId; slot: number; die: SlotDie | null } & Point) // slot 0 grants privilege 1, slot 1 privilege 2
  | ({ kind: 'god'; area: AreaId; god: string } & Point) // a machine god still beside its area
  | ({ kind: 'whiteDie'; space: WhiteSpaceId; owner: number } & Point) // a die lying on a white space
  | ({ kind: 'pawn'; seat: number; space: SpaceId } & Point);

const round = (n: number): number => Math.round(n * 1000) / 1000;

/** Whether a space of the loop is a coloured area (the others are white spaces). */
export function isArea(space: SpaceId): space is AreaId {
  return (AREAS as readonly string[]).includes(space);
}

/** Where the space at place `index` of an `n`-space loop sits: the Temple (index 0) at the top, then clockwise. */
export function spacePoint(index: number, n: number, radius = 1): Point {
  const angle = (index / n) * 2 * Math.PI;
  return { x: round(radius * Math.sin(angle)), y: round(-radius * Math.cos(angle)) };
}

/** Everything on the loop, from a seat's view: spaces, privilege slots, gods, white-space dice, pawns. */
export function loopShapes(view: ClockworkView): Shape[] {
  const set = view.set ?? PROVISIONAL_SET; // null: the provisional set
  const n = view.loop.length; // 9 spaces with 3 players, 10 with 4 (the Canyon)
  const shapes: Shape[] = [];
  view.loop.forEach((space, index) => {
    const at = spacePoint(index, n);
    const out = spacePoint(index, n, 1.3); // slots, gods and dice sit outside the ring
    shapes.push({ kind: 'space', space, index, colour: isArea(space) ? set.colours[space] : 'white', ...at });
    if (isArea(space)) {
      view.slots[space].forEach((die, slot) => shapes.push({ kind: 'slot', area: space, slot, die, x: round(out.x + (slot - 0.5) * 0.15), y: out.y }));
      view.gods[space].forEach((god, i) => shapes.push({ kind: 'god', area: space, god, x: round(out.x + (i - 0.5) * 0.15), y: round(out.y + 0.15) }));
    } else {
      view.whiteDice[space].forEach((owner, i) => shapes.push({ kind: 'whiteDie', space, owner, x: round(out.x + (i - 1) * 0.1), y: out.y }));
    }
  });
  view.seats.forEach((p, seat) => {
    const at = spacePoint(view.loop.indexOf(p.pawn), n, 0.8); // pawns inside the ring, side by side
    shapes.push({ kind: 'pawn', seat, space: p.pawn, x: round(at.x + (seat - 1.5) * 0.08), y: at.y });
  });
  return shapes;
}
