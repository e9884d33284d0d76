import type { AtlandiceView } from '@tabula/atlandice';
import { boardShapes, holderPanels, type Shape } from '@tabula/atlandice/ui';

/** A shape of the kit's board model, placed on a square drawing of `size` pixels. */
export type Placed = Shape & { px: number; py: number };

/**
 * Everything to draw for a seat's view, in drawing order, in pixels: the kit puts the districts at
 * distance 1 around the Black Market and the clock track at 1.72, so a quarter of the drawing per
 * unit leaves a margin.
 */
export function drawing(view: AtlandiceView, size = 480): Placed[] {
  const scale = size / 4;
  return boardShapes(view).map((shape) => ({ ...shape, px: size / 2 + shape.x * scale, py: size / 2 + shape.y * scale }));
}

/** One line per holder for the side panel: "you: 4 VP, 2 gem, 1 tool", "the neutral player: 0 VP". */
export function panelLines(view: AtlandiceView, viewer: number | null): string[] {
  return holderPanels(view, viewer).map((panel) => {
    const held = Object.entries(panel.stock).filter(([, n]) => n > 0).map(([resource, n]) => `${n} ${resource}`);
    return [`${panel.label}: ${panel.vp} VP`, ...held].join(', ');
  });
}
