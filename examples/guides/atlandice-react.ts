import { createElement as h, useState, useSyncExternalStore, type ReactElement } from 'react';
import { targetKey } from '@tabula/core/ui';
import type { AtlandiceAction } from '@tabula/atlandice';
import type { Shape, Target } from '@tabula/atlandice/ui';
import { drawing, type Placed } from './atlandice-board';
import { bannerOf, buttonsOf, next, press, type Selection } from './atlandice-clicks';
import type { AtlandiceSeat } from './atlandice-events';

/** The board thing a shape stands for, if clicking it may mean something. */
function targetOf(shape: Shape): Target | undefined {
  if (shape.kind === 'sector' || shape.kind === 'die') return { kind: 'sector', sector: shape.sector };
  if (shape.kind === 'resource') return { kind: 'resource', sector: shape.sector, resource: shape.resource };
  return undefined;
}

/** One shape as SVG, at its place in pixels. */
function draw(shape: Placed): ReactElement {
  switch (shape.kind) {
    case 'sector':
      return h('g', null, h('circle', { cx: shape.px, cy: shape.py, r: 40 }), h('text', { x: shape.px, y: shape.py, fontSize: 10 }, shape.tile ?? shape.name));
    case 'resource':
      return h('text', { x: shape.px, y: shape.py, fontSize: 9 }, `${shape.count} ${shape.resource}`);
    case 'die':
      return h('rect', { x: shape.px - 5, y: shape.py - 5, width: 10, height: 10 });
    case 'submarine':
      return h('ellipse', { cx: shape.px, cy: shape.py, rx: 12, ry: 6 });
    case 'clockSpace':
      return h('circle', { cx: shape.px, cy: shape.py, r: shape.hand ? 8 : 5 });
  }
}

/** A seat's board: its view as SVG, lit where a click means something, then a prompt or the buttons. */
export function AtlandiceBoard({ seat }: { seat: AtlandiceSeat }): ReactElement {
  const snapshot = useSyncExternalStore(seat.subscribe, seat.getSnapshot, seat.getSnapshot);
  const [clicks, setClicks] = useState<Selection>([]);
  const view = snapshot.view;
  const now = next(view, clicks);
  const lit = new Set(now.do === 'click' ? now.targets.map(targetKey) : []);
  const act = (action: AtlandiceAction) => {
    setClicks([]);
    seat.apply(action); // the store tells every subscriber, and this component draws the new snapshot
  };
  const shapes = drawing(view).map((shape, i) => {
    const target = targetOf(shape);
    if (!target || !lit.has(targetKey(target))) return h('g', { key: i }, draw(shape));
    const onClick = () => {
      const after = press(view, clicks, target);
      if (after.play) act(after.play);
      else setClicks(after.clicks);
    };
    return h('g', { key: i, className: 'lit', 'data-target': JSON.stringify(target), onClick }, draw(shape));
  });
  const choices = now.do === 'ask' ? now.choices : buttonsOf(view);
  return h(
    'div',
    null,
    h('p', null, bannerOf(view, seat.viewer)),
    h('svg', { viewBox: '0 0 480 480', width: 480, height: 480 }, ...shapes),
    ...choices.map((choice) => h('button', { key: choice.label, onClick: () => act(choice.action) }, choice.label)),
  );
}
