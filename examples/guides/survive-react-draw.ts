import { createElement as h, type ReactElement } from 'react';
import type { SurviveView } from '@tabula/survive';
import { islandShapes, type Shape } from './survive-board';
import type { Target } from './survive-clicks';

const TERRAIN = { beach: '#f3e2a9', forest: '#7fb069', mountain: '#9c8f80' } as const;
const SEATS = ['#d1495b', '#00798c', '#edae49', '#66a182'];

/** A hex's corners, for hexes of radius 1 around (x, y). */
const corners = (x: number, y: number): string =>
  [30, 90, 150, 210, 270, 330].map((deg) => `${x + Math.cos((deg * Math.PI) / 180)},${y + Math.sin((deg * Math.PI) / 180)}`).join(' ');

/** The thing a click on a shape means, if any. */
export function targetOf(shape: Shape): Target | undefined {
  switch (shape.kind) {
    case 'hex':
      return { kind: 'hex', hex: shape.hex };
    case 'isle':
      return { kind: 'isle', isle: shape.isle };
    case 'boat':
      return { kind: 'boat', id: shape.id };
    case 'creature':
      return { kind: 'creature', id: shape.id };
    case 'explorer':
      return { kind: 'explorer', id: shape.id };
  }
}

/** One shape as SVG. */
function draw(shape: Shape): ReactElement {
  switch (shape.kind) {
    case 'hex':
      return h('polygon', { points: corners(shape.x, shape.y), fill: shape.terrain ? TERRAIN[shape.terrain] : '#8ecae6', stroke: '#fff', strokeWidth: 0.05 });
    case 'isle':
      return h('circle', { cx: shape.x, cy: shape.y, r: 0.7, fill: '#ffd166' });
    case 'boat':
      return h('rect', { x: shape.x - 0.5, y: shape.y - 0.25, width: 1, height: 0.5, fill: '#8d6e63' });
    case 'creature':
      return h('text', { x: shape.x, y: shape.y, fontSize: 0.6, textAnchor: 'middle' }, shape.creature[0]!.toUpperCase());
    case 'explorer':
      return h('g', null, h('circle', { cx: shape.x, cy: shape.y, r: 0.17, fill: SEATS[shape.seat] }), h('text', { x: shape.x, y: shape.y + 0.08, fontSize: 0.22, textAnchor: 'middle' }, shape.value ?? ''));
  }
}

/** The island as SVG: pieces over hexes, lit where a click means something (`lit`: targets as JSON). */
export function Island({ view, lit, press }: { view: SurviveView; lit: ReadonlySet<string>; press(target: Target): void }): ReactElement {
  const shapes = islandShapes(view).map((shape, i) => {
    const target = targetOf(shape);
    const key = target && JSON.stringify(target);
    if (!target || !key || !lit.has(key)) return h('g', { key: i }, draw(shape));
    return h('g', { key: i, className: 'lit', 'data-target': key, role: 'button', onClick: () => press(target) }, draw(shape));
  });
  return h('svg', { viewBox: '-2 -2 26 24', width: 640, height: 590 }, ...shapes);
}
