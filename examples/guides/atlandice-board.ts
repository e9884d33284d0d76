import { RESOURCES, SECTOR_NAMES, SECTORS, type AtlandiceView, type ClockEvent, type Resource, type Sector, type TileId } from '@tabula/atlandice';

/** A point on the board: (0, 0) is its centre, the sectors sit on a circle of radius 1, y grows downward. */
export interface Point {
  x: number;
  y: number;
}

/** One thing to draw, and where. */
export type Shape =
  | ({ kind: 'sector'; sector: Sector; name: string; tile: TileId | null; below: TileId[]; exhausted: boolean } & Point)
  | ({ kind: 'resource'; sector: Sector; resource: Resource; count: number } & Point)
  | ({ kind: 'die'; sector: Sector; index: number } & Point)
  | ({ kind: 'submarine'; sector: Sector } & Point)
  | ({ kind: 'clockSpace'; space: number; event: ClockEvent | null; hand: boolean; last: boolean } & Point);

const round = (n: number): number => Math.round(n * 1000) / 1000;

/** Where a sector sits: sector 1 at the top, then clockwise, as the die faces go round. */
export function sectorPoint(sector: Sector): Point {
  const angle = ((sector - 1) * Math.PI) / 3;
  return { x: round(Math.sin(angle)), y: round(-Math.cos(angle)) };
}

/** Everything on the board, from a seat's view, in drawing order. */
export function boardShapes(view: AtlandiceView): Shape[] {
  const shapes: Shape[] = [];
  for (const sector of SECTORS) {
    const { x, y } = sectorPoint(sector);
    // Districts 1–5 have a stack of tiles; the Black Market (6) has none.
    const stack = sector === 6 ? undefined : view.stacks[sector - 1];
    const exhausted = sector !== 6 && view.exhausted[sector - 1] === true;
    shapes.push({ kind: 'sector', sector, name: SECTOR_NAMES[sector], tile: stack?.top ?? null, below: stack?.below ?? [], exhausted, x, y });
    RESOURCES.forEach((resource, r) => {
      const count = view.sectors[sector - 1]![r]!;
      if (count > 0) shapes.push({ kind: 'resource', sector, resource, count, x: round(x + (r - 2) * 0.12), y: round(y + 0.15) });
    });
    const dice = view.dice[sector - 1]!;
    for (let index = 0; index < dice; index++) shapes.push({ kind: 'die', sector, index, x: round(x + (index - (dice - 1) / 2) * 0.1), y: round(y - 0.2) });
    if (view.submarine === sector) shapes.push({ kind: 'submarine', sector, x: round(x * 1.3), y: round(y * 1.3) });
  }
  // The clock track on an outer ring; the hand is on space `view.clock`, and the last space ends the game.
  const spaces = view.track.length;
  view.track.forEach((event, space) => {
    const angle = (space / spaces) * 2 * Math.PI;
    shapes.push({ kind: 'clockSpace', space, event, hand: space === view.clock, last: space === spaces - 1, x: round(1.7 * Math.sin(angle)), y: round(-1.7 * Math.cos(angle)) });
  });
  return shapes;
}

/** What one holder has in front of it: a seat, or the neutral player of a 2-player game. */
export interface HolderPanel {
  holder: number;
  label: string;
  stock: Record<Resource, number>;
  vp: number;
  tiles: TileId[];
}

/** The side panels: one per holder, the neutral player last (holder 2 in a 2-player game). */
export function holderPanels(view: AtlandiceView): HolderPanel[] {
  return view.stock.map((row, holder) => ({
    holder,
    label: holder === view.neutral ? 'neutral player' : `seat ${holder}`,
    stock: Object.fromEntries(RESOURCES.map((resource, r) => [resource, row[r]!])) as Record<Resource, number>,
    vp: view.vp[holder]!,
    tiles: view.tilesWon[holder]!,
  }));
}
