import type { SurviveView } from '@tabula/survive';
import { BOARD_BOUNDS, hexCorners, islandShapes, type Shape } from '@tabula/survive/ui';

export { islandShapes, type Shape };

/** A shape of the kit's board model, placed on the drawing, in pixels. */
export type Placed = Shape & { px: number; py: number };

/** The drawing's size for hexes of `side` pixels (centre to corner): the whole board and its isles. */
export function drawingSize(side: number): { width: number; height: number } {
  return { width: (BOARD_BOUNDS.maxX - BOARD_BOUNDS.minX) * side, height: (BOARD_BOUNDS.maxY - BOARD_BOUNDS.minY) * side };
}

/** Everything to draw for a seat's view, in drawing order (hexes, isles, boats, creatures, explorers), in pixels. */
export function drawing(view: SurviveView, side = 20): Placed[] {
  return islandShapes(view).map((shape) => ({ ...shape, px: (shape.x - BOARD_BOUNDS.minX) * side, py: (shape.y - BOARD_BOUNDS.minY) * side }));
}

/** A hex's outline as SVG `points`, for a shape placed by {@link drawing}. */
export function outline(shape: Placed, side = 20): string {
  return hexCorners({ x: shape.px, y: shape.py }, side)
    .map((c) => `${c.x.toFixed(1)},${c.y.toFixed(1)}`)
    .join(' ');
}
