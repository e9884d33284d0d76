import { CENTRE_INDEX, HEX_COUNT, SAFE_ISLE_HEXES, SAFE_ISLE_NAMES, hexOf, type Creature, type SafeIsle, type SurviveView, type Terrain } from '@tabula/survive';

/** A point on screen, for hexes of radius 1 (centre to corner); y grows downward. */
export interface Point {
  x: number;
  y: number;
}

const round = (n: number): number => Math.round(n * 1000) / 1000;

/** The centre of a hex: pointy-top hexes, rows 0–12 top to bottom, even rows shifted half a hex right. */
export function hexPoint(hex: number): Point {
  const [row, col] = hexOf(hex);
  return { x: round(Math.sqrt(3) * (col + (row % 2 === 0 ? 0.5 : 0))), y: round(1.5 * row) };
}

/** Where to draw a safe isle: beside its two landing hexes, pushed away from the island's centre. */
export function islePoint(isle: SafeIsle): Point {
  const [a, b] = SAFE_ISLE_HEXES[isle].map(hexPoint) as [Point, Point];
  const centre = hexPoint(CENTRE_INDEX);
  const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
  const away = Math.hypot(mid.x - centre.x, mid.y - centre.y);
  return { x: round(mid.x + (1.5 * (mid.x - centre.x)) / away), y: round(mid.y + (1.5 * (mid.y - centre.y)) / away) };
}

/** One thing to draw, and where. Pieces are named by their id in the view's arrays. */
export type Shape =
  | ({ kind: 'hex'; hex: number; terrain: Terrain | null } & Point) // null: sea
  | ({ kind: 'isle'; isle: SafeIsle; landing: readonly number[] } & Point)
  | ({ kind: 'boat'; id: number; passengers: number[] } & Point)
  | ({ kind: 'creature'; id: number; creature: Creature } & Point)
  | ({ kind: 'explorer'; id: number; colour: number; seat: number; value: number | null; status: 'land' | 'boat' | 'sea' | 'saved' } & Point);

/** Everything on the board, from a seat's view, in drawing order: hexes, isles, boats, creatures, explorers. */
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
  // Explorers on land, aboard or swimming stand on their hex; saved ones on their isle; dead ones are gone.
  const crowd = new Map<string, number>(); // explorers drawn so far at each place, to fan them out
  view.explorers.forEach((e, id) => {
    if (e.status === 'dead') return;
    const at = e.status === 'saved' ? islePoint(e.isle!) : hexPoint(e.hex);
    const place = `${at.x},${at.y}`;
    const n = crowd.get(place) ?? 0;
    crowd.set(place, n + 1);
    const seat = view.colourOwner[e.colour]!;
    shapes.push({ kind: 'explorer', id, colour: e.colour, seat, value: e.value, status: e.status, x: round(at.x - 0.45 + 0.3 * (n % 4)), y: round(at.y + 0.2 + 0.3 * Math.floor(n / 4)) });
  });
  return shapes;
}
